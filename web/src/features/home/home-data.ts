import {
  FeaturedVideoDocument,
  MakeDirectoryDocument,
  SearchResultsOnlyDocument,
  type SearchResultsOnlyQuery,
} from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gqlCached } from '@/lib/api-client'
import { getCatalog } from '@/lib/catalog-data'
import { SPECIAL_PAGES } from '@/features/landing'
import { playableVideo } from '@/features/listing'
import { toSearchInput } from '@ironyard/contract/search-input'
import { EMPTY_STATE, type SearchState } from '@ironyard/contract/search-url'
import { railListings } from './rail-order'

export type Rail = SearchResultsOnlyQuery['searchListings']

/**
 * Cards per rail: one row of the desktop grid, a short swipe on a phone. Every card is markup
 * twice (the HTML and the RSC payload that mirrors it), and each rail's "see all" link opens the
 * rest (issue 18: four rails of 8 were 32 cards, half of the home page's weight).
 */
export const RAIL_SIZE = 4
/**
 * Cards asked of the api per rail: twice what it shows, so it stays full once a machine listed
 * twice is shown once and listings without photos go to the back (railListings, issue 37).
 */
const RAIL_FETCH = RAIL_SIZE * 2
/** Home rails are the same for every visitor (except "near me"): a minute in memory. */
const RAIL_TTL_MS = 60_000

/** A rail's search, `fetch` cards asked of the api; its results are the RAIL_SIZE it shows. */
function rail(
  state: Partial<SearchState>,
  locale: Locale,
  fetch = RAIL_FETCH,
  exclude: string[] = [],
): Promise<Rail> {
  const input = toSearchInput({ ...EMPTY_STATE, ...state }, fetch)
  if (exclude.length) input.excludeStockNumbers = exclude
  return gqlCached(SearchResultsOnlyDocument, { input }, { locale, ttlMs: RAIL_TTL_MS }).then(
    ({ searchListings: r }) => ({ ...r, results: railListings(r.results, RAIL_SIZE) }),
  )
}

export const NEAR_ME_RADIUS_MILES = 250

/**
 * The rails of the home page (spec §2 screen contents), fetched in parallel. Lightning deals are
 * the first results of /lightning-deals; priced-to-sell deals are the other price cuts, lowest
 * price first, without the machines the lightning rail already shows.
 */
export async function getHomeData(locale: Locale, zip: string) {
  const lightning = SPECIAL_PAGES['lightning-deals']
  const deals = rail({ ...lightning.fixed, sort: lightning.defaultSort }, locale).then(
    async (lightningDeals) => ({
      lightningDeals,
      pricedToSell: await rail(
        { show: ['price_reduced'], sort: 'advertisedPrice_asc' },
        locale,
        RAIL_FETCH,
        lightningDeals.results.map((l) => l.stockNumber),
      ),
    }),
  )
  const [catalog, makes, { lightningDeals, pricedToSell }, nearMe, recent] = await Promise.all([
    getCatalog(locale),
    gqlCached(MakeDirectoryDocument, {}, { locale, ttlMs: 5 * 60_000 }),
    deals,
    rail({ zip, radius: NEAR_ME_RADIUS_MILES }, locale),
    rail({ sort: 'createdDateUtc' }, locale, 24),
  ])
  return { catalog, topMakes: makes.makes.top, lightningDeals, pricedToSell, nearMe, recent }
}

/**
 * A walk-around video for the home page: the newest listing for sale that has one, wherever it
 * is in the inventory (the api looks), in memory for 5 minutes.
 */
export async function getFeaturedVideo(locale: Locale) {
  const { featuredVideoListing: listing } = await gqlCached(
    FeaturedVideoDocument,
    {},
    { locale, ttlMs: 5 * 60_000 },
  )
  // The first video the page can play (a link stored before links were checked may not, issue 36).
  const video = listing?.videos.find((v) => playableVideo(v.url))
  return listing && video ? { listing, video } : null
}

export type FeaturedVideo = NonNullable<Awaited<ReturnType<typeof getFeaturedVideo>>>
