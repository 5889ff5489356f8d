/** The signed-in account pages (spec §2), in menu order; labels are `auth` keys. */
export const ACCOUNT_LINKS = [
  { key: 'menu.overview', href: '/account' },
  { key: 'menu.favorites', href: '/account/favorites' },
  { key: 'menu.valueTracker', href: '/account/value-tracker' },
  { key: 'menu.marketIntelligence', href: '/account/market-intelligence' },
  { key: 'menu.settings', href: '/account/settings' },
] as const
