import { DealerDocument, DealersDocument, type DealersQuery } from '@/graphql/__generated__/graphql'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { gqlCached } from '@/lib/api-client'
import { formatNumber } from '@/lib/format'
import type { Landing } from '@/features/landing'
import { stateName } from '@/features/landing'
import { stateByCode } from '@/features/landing'
import { EMPTY_STATE, searchHref } from '@ironyard/contract/search-url'

export type Dealer = DealersQuery['dealers'][number]

/** Counts move with inventory; a partner joins rarely. Five minutes in memory per process. */
const DEALERS_TTL_MS = 5 * 60_000

/** The partner sellers of the dealer directory, by name. */
export async function getDealers(locale: Locale): Promise<Dealer[]> {
  return (await gqlCached(DealersDocument, {}, { locale, ttlMs: DEALERS_TTL_MS })).dealers
}

/** One partner seller by slug; null for an unknown one (the page answers 404). */
export async function getDealer(slug: string, locale: Locale): Promise<Dealer | null> {
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return null
  return (
    (await gqlCached(DealerDocument, { slug }, { locale, ttlMs: DEALERS_TTL_MS })).dealer ?? null
  )
}

/** "Austin, Texas": the city and the state's name in the page's language. */
export function dealerPlace(dealer: Pick<Dealer, 'city' | 'state'>, locale: Locale): string {
  const state = stateByCode(dealer.state)
  return `${dealer.city}, ${state ? stateName(state, locale) : dealer.state}`
}

/** Locale-free link to the search of a dealer's machines (the `seller` filter). */
export function dealerMachinesPath(slug: string): string {
  return searchHref('/equipment', { ...EMPTY_STATE, seller: slug })
}

/** Locale-free path of a dealer's page. */
export const dealerPath = (slug: string) => `/dealers/${slug}`

/** The one-line street address of a dealer: street, suite, city, state and ZIP. */
export function dealerAddress(dealer: Dealer): string {
  const street = dealer.suite ? `${dealer.street}, ${dealer.suite}` : dealer.street
  return `${street}, ${dealer.city}, ${dealer.state} ${dealer.zip}`
}

/**
 * A dealer's page as a landing page (its machines are a search fixed to the seller), so it
 * reuses the search results, filters and pagination of every other landing page.
 */
export function dealerLanding(dealer: Dealer, locale: Locale): Landing {
  const t = getT(locale, 'landing')
  const values = {
    name: dealer.name,
    place: dealerPlace(dealer, locale),
    count: dealer.listingCount,
    formatted: formatNumber(dealer.listingCount, locale),
  }
  return {
    kind: 'dealer',
    path: dealerPath(dealer.slug),
    fixed: { seller: dealer.slug },
    title: t('dealers.dealer.title', values),
    heading: dealer.name,
    description: t('dealers.dealer.description', values),
    intro: `${t('dealers.dealer.intro', values)} ${t('dealers.dealer.address')}: ${dealerAddress(dealer)}.`,
    analyticsName: 'Landing: Dealer',
    crumbs: [
      { label: t('crumbs.home'), path: '/' },
      { label: t('crumbs.dealers'), path: '/dealers' },
      { label: dealer.name },
    ],
  }
}
