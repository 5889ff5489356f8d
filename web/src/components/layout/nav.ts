import { env } from '../../lib/env'

/** Site navigation exactly as spec §2 lists it; labels are keys of the `common` namespace. */
export interface NavLink {
  key: string
  href: string
  external?: boolean
}

export const HEADER_LINKS: NavLink[] = [
  { key: 'nav.press', href: '/press' },
  { key: 'nav.company', href: '/about' },
  { key: 'nav.resources', href: '/resources' },
  { key: 'nav.blog', href: '/blog' },
]

export const HEADER_ACTIONS: NavLink[] = [
  { key: 'nav.sell', href: '/services/sell' },
  { key: 'nav.finance', href: '/services/finance' },
]

export const SIGN_IN: NavLink = { key: 'nav.signIn', href: '/signin' }

/**
 * "Help": the external support site (spec §2) when HELP_CENTER_URL names one, otherwise the
 * site's own support page.
 */
export function helpLink(helpCenterUrl: string | null = env.helpCenterUrl): NavLink {
  return helpCenterUrl
    ? { key: 'nav.help', href: helpCenterUrl, external: true }
    : { key: 'nav.help', href: '/support' }
}

export function mobileMenuLinks(helpCenterUrl: string | null = env.helpCenterUrl): NavLink[] {
  return [
    { key: 'nav.equipment', href: '/equipment' },
    { key: 'nav.sell', href: '/services/sell' },
    { key: 'nav.finance', href: '/services/finance' },
    helpLink(helpCenterUrl),
    { key: 'nav.about', href: '/about' },
    { key: 'nav.resources', href: '/resources' },
    { key: 'nav.blog', href: '/blog' },
    { key: 'nav.careers', href: '/careers' },
  ]
}

export interface FooterGroup {
  key: string
  links: NavLink[]
}

/** The footer's support group names the help site only when there is one besides the FAQ page. */
export function footerGroups(helpCenterUrl: string | null = env.helpCenterUrl): FooterGroup[] {
  return [
    {
      key: 'footer.buyers',
      links: [
        { key: 'nav.equipment', href: '/equipment' },
        { key: 'nav.finance', href: '/services/finance' },
        { key: 'footer.parts', href: '/parts' },
        { key: 'footer.auctions', href: '/auctions' },
      ],
    },
    { key: 'footer.sellers', links: [{ key: 'footer.sellEquipment', href: '/services/sell' }] },
    {
      key: 'footer.support',
      links: [
        { key: 'footer.faq', href: '/support' },
        ...(helpCenterUrl ? [helpLink(helpCenterUrl)] : []),
      ],
    },
    {
      key: 'footer.company',
      links: [
        { key: 'nav.about', href: '/about' },
        { key: 'nav.resources', href: '/resources' },
        { key: 'nav.blog', href: '/blog' },
        { key: 'nav.careers', href: '/careers' },
        { key: 'footer.dealers', href: '/dealers' },
      ],
    },
    {
      key: 'footer.legal',
      links: [
        { key: 'footer.privacy', href: '/privacy-policy' },
        { key: 'footer.terms', href: '/terms-of-service' },
        { key: 'footer.returns', href: '/return-policy' },
        { key: 'footer.cookie', href: '/cookie-policy' },
      ],
    },
  ]
}
