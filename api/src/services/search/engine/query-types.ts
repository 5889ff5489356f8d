import { FOR_SALE_STATUSES } from '@ironyard/contract'
import type { DaysOnMarket, ShowOnly, SortKey } from '@ironyard/contract/search-enums'
import type { RadiusFilter } from './geo'

/** The search's value lists are the contract's (decision 027): the web's URL reads the same. */
export {
  DAYS_ON_MARKET,
  EXTRA_SORT_KEYS,
  PRICE_THRESHOLDS as PRICE_THRESHOLDS_USD,
  SHOW_ONLY,
  SORT_KEYS,
  type DaysOnMarket,
  type ShowOnly,
  type SortKey,
} from '@ironyard/contract/search-enums'

export const DAYS_ON_MARKET_DAYS: Record<Exclude<DaysOnMarket, 'all'>, number> = {
  last_week: 7,
  last_month: 30,
  last_3_months: 90,
  last_6_months: 180,
}

export const HOURS_EDGES = [500, 1_000, 2_000, 3_000, 5_000, 7_500, 10_000, 15_000]
export const MILES_EDGES = [10_000, 25_000, 50_000, 100_000, 200_000, 300_000, 500_000]

export type Range = [min: number | null, max: number | null]

/** A search with every slug already resolved to catalogue ids (see search-listings.ts). */
export interface IndexQuery {
  /** Normalised query words, stop words removed. */
  words: string[]
  /** The last word may be unfinished (as-you-type): it also matches words it begins. */
  lastWordIsPrefix: boolean
  /** The words as typed: no misspelling or sound-alike read (the "search instead for" link). */
  literal?: boolean
  broadCategoryIds: number[] | null
  categoryIds: number[] | null
  subcategoryIds: number[] | null
  makeIds: number[] | null
  modelSlugs: string[] | null
  year: Range | null
  priceCents: Range | null
  hours: Range | null
  miles: Range | null
  conditions: string[] | null
  flairs: string[] | null
  partnerSeller: boolean | null
  /** Only this seller's listings (a dealer page); not a facet, so a filter outside the groups. */
  sellerId: number | null
  showOnly: ShowOnly[]
  statuses: string[]
  daysOnMarket: DaysOnMarket
  /** Only listings whose price is reduced now, with the last cut inside this window. */
  priceReducedWithin: Exclude<DaysOnMarket, 'all'> | null
  /** Index positions never to return nor count (stock numbers a page already shows). */
  exclude: number[]
  states: string[] | null
  city: string | null
  radius: RadiusFilter | null
  specs: Array<{ key: string; min: number | null; max: number | null }>
  sort: SortKey
  offset: number
  limit: number
  now: number
}

/**
 * Words alone, no filter: listings for sale, in the recommended order, the first page of 24
 * (the checks and benchmarks of the text path start from it and set what they vary).
 */
export function wordsQuery(words: string[], now: number, lastWordIsPrefix = false): IndexQuery {
  return {
    words,
    lastWordIsPrefix,
    broadCategoryIds: null,
    categoryIds: null,
    subcategoryIds: null,
    makeIds: null,
    modelSlugs: null,
    year: null,
    priceCents: null,
    hours: null,
    miles: null,
    conditions: null,
    flairs: null,
    partnerSeller: null,
    sellerId: null,
    showOnly: [],
    statuses: [...FOR_SALE_STATUSES],
    daysOnMarket: 'all',
    priceReducedWithin: null,
    exclude: [],
    states: null,
    city: null,
    radius: null,
    specs: [],
    sort: 'recommended',
    offset: 0,
    limit: 24,
    now,
  }
}

export interface IndexHit {
  id: number
  stockNumber: string
  distanceMiles: number | null
}

export interface CountOf<K> {
  key: K
  count: number
}

export interface RawFacets {
  categories: CountOf<number>[]
  broadCategories: CountOf<number>[]
  subcategories: CountOf<number>[]
  makes: CountOf<number>[]
  /** Models of the chosen makes; null when no make is chosen. */
  models: Array<{ makeId: number; slug: string; name: string; count: number }> | null
  years: CountOf<number>[]
  /** Counts per price range: [< t0), [t0, t1), ... [t9, inf), in cents edges of the thresholds. */
  priceBuckets: number[]
  hoursBuckets: number[]
  milesBuckets: number[]
  conditions: CountOf<string>[]
  flairs: CountOf<string>[]
  partnerSeller: { partner: number; standard: number }
  showOnly: CountOf<ShowOnly>[]
  statuses: CountOf<string>[]
  /** Listings in each window, cumulative (last_week <= last_month <= ...), and 'all'. */
  daysOnMarket: CountOf<DaysOnMarket>[]
  states: CountOf<string>[]
  /** Cities of the chosen states; null when no state is chosen. */
  cities: Array<{ state: string; name: string; count: number }> | null
  specs: Array<{ key: string; buckets: number[]; min: number | null; max: number | null }>
}

export interface IndexResult {
  total: number
  hits: IndexHit[]
  facets: RawFacets
  stats: {
    priceMinCents: number | null
    priceMaxCents: number | null
    yearMin: number | null
    yearMax: number | null
    /** Query words as read, with typos corrected ("catepillar" -> "caterpillar"). */
    correctedQuery: string | null
    /** Query words that matched nothing in the catalogue. */
    unmatchedWords: string[]
  }
}
