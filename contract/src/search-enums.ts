/**
 * The value lists of a search (spec §4, §9): what the search URL accepts, what the api's search
 * input validates and what the sort menu and filter panel offer.
 */

/** Spec §4 sort keys, verbatim, in the order the sort menu shows them. */
export const SORT_KEYS = [
  'recommended',
  'createdDateUtc',
  'advertisedPrice_asc',
  'advertisedPrice_desc',
  'year_desc',
  'year_asc',
  'hours_asc',
  'mileage_asc',
] as const
/**
 * Orders beyond spec §4's menu: a page may use one as its default (lightning deals:
 * priceCut_desc, the deepest current price cut, percent below the original price, first); the
 * sort menu shows it only while it is the current order.
 */
export const EXTRA_SORT_KEYS = ['priceCut_desc'] as const
/**
 * Orders that need the buyer's ZIP (issue 37, "Nearest first": distance from the ZIP, ascending).
 * The sort menu offers them only while the search has a ZIP; without one a URL asking for them
 * searches in the default order and the api refuses them (validation.search.sortNeedsZip).
 */
export const ZIP_SORT_KEYS = ['distance_asc'] as const
export const ALL_SORT_KEYS = [...SORT_KEYS, ...EXTRA_SORT_KEYS, ...ZIP_SORT_KEYS] as const
export type SortKey = (typeof ALL_SORT_KEYS)[number]
export const DEFAULT_SORT: SortKey = 'recommended'

/** True for an order that needs a ZIP (distance_asc). */
export const sortNeedsZip = (sort: string): boolean =>
  (ZIP_SORT_KEYS as readonly string[]).includes(sort)

/** The order a search with this ZIP (or none) runs: a ZIP's order without a ZIP is the default. */
export const effectiveSort = (sort: SortKey, zip: string | null | undefined): SortKey =>
  sortNeedsZip(sort) && !zip ? DEFAULT_SORT : sort

/** Spec §4 days-on-market filter values, verbatim. */
export const DAYS_ON_MARKET = [
  'all',
  'last_week',
  'last_month',
  'last_3_months',
  'last_6_months',
] as const
export type DaysOnMarket = (typeof DAYS_ON_MARKET)[number]
/** Windows of the "price cut within" filter: the days-on-market windows but 'all'. */
export const REDUCED_WINDOWS = [
  'last_week',
  'last_month',
  'last_3_months',
  'last_6_months',
] as const
export type ReducedWithin = (typeof REDUCED_WINDOWS)[number]

/** Spec §9 price thresholds in whole US dollars ("under 5k" ... "under 200k"). */
export const PRICE_THRESHOLDS = [
  5_000, 10_000, 20_000, 25_000, 30_000, 50_000, 75_000, 100_000, 150_000, 200_000,
] as const

/** Show-only filter values (the api's ShowOnly). */
export const SHOW_ONLY = [
  'INSPECTED',
  'PRICE_REDUCED',
  'WARRANTY',
  'COMING_SOON',
  'PARTNER_SELLER',
  /** Issue 17: a great or good deal rating (decision 033). */
  'GOOD_DEAL',
] as const
export type ShowOnly = (typeof SHOW_ONLY)[number]
/** Show-only values as URLs spell them (lower case). */
export const SHOW_ONLY_PARAMS: Readonly<Record<string, ShowOnly>> = {
  inspected: 'INSPECTED',
  price_reduced: 'PRICE_REDUCED',
  warranty: 'WARRANTY',
  coming_soon: 'COMING_SOON',
  partner_seller: 'PARTNER_SELLER',
  good_deal: 'GOOD_DEAL',
}

/** Results per search page, unless a page asks for another size. */
export const PAGE_SIZE = 24
export const PAGE_SIZE_MAX = 100
/** Deepest result a search pages to (page x pageSize), as search engines cap it. */
export const RESULT_WINDOW_MAX = 10_000
/** Deepest page of PAGE_SIZE results. */
export const MAX_PAGE = Math.floor(RESULT_WINDOW_MAX / PAGE_SIZE)
export const RADIUS_MILES_MAX = 1000
/** The radius menu of the filter panel (miles). */
export const RADIUS_OPTIONS = [10, 25, 50, 100, 250, 500] as const
export const QUERY_MAX_LENGTH = 200
export const YEAR_MIN = 1900
/** At most this many values of one list filter (slugs, states). */
export const MAX_LIST = 50
