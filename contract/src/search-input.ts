/**
 * The normalised search input: what a search URL (search-url.ts) asks the api's
 * `searchListings` for. The web's search pages send it; the api's inventory alerts store the
 * canonical parameters of a search (alertFilters) and read them back into the same input.
 */
import type { Condition, Flair, PublicStatus } from './listing-enums'
import {
  effectiveSort,
  PAGE_SIZE,
  SHOW_ONLY_PARAMS,
  type DaysOnMarket,
  type ReducedWithin,
  type ShowOnly,
  type SortKey,
} from './search-enums'
import {
  EMPTY_STATE,
  parseSearchState,
  toQueryString,
  type ParseOptions,
  type RawParams,
  type SearchState,
} from './search-url'

/** The api's SearchListingsInput as a search URL fills it (absent fields are left out). */
export interface SearchInput {
  q?: string
  /** The text as typed: nothing corrected. */
  literal?: boolean
  broadCategory?: string
  categories?: string[]
  subcategories?: string[]
  makes?: string[]
  models?: string[]
  yearMin?: number
  yearMax?: number
  priceMinCents?: number
  priceMaxCents?: number
  /** A spec §9 threshold in whole dollars. */
  priceUnder?: number
  hoursMin?: number
  hoursMax?: number
  milesMin?: number
  milesMax?: number
  conditions?: Condition[]
  flairs?: Flair[]
  partnerSeller?: boolean
  /** A dealer's slug (/dealers/<slug>). */
  seller?: string
  showOnly?: ShowOnly[]
  statuses?: PublicStatus[]
  daysOnMarket?: Exclude<DaysOnMarket, 'all'>
  priceReducedWithin?: ReducedWithin
  /** Stock numbers neither returned nor counted (a page's other rail shows them). */
  excludeStockNumbers?: string[]
  states?: string[]
  city?: string
  zip?: string
  radiusMiles?: number
  specs?: Array<{ key: string; min: number | null; max: number | null }>
  sort?: SortKey
  page?: number
  pageSize?: number
}

const nonEmpty = <T>(values: T[]): T[] | undefined => (values.length ? values : undefined)

/** The api's input for a state. */
export function toSearchInput(state: SearchState, pageSize = PAGE_SIZE): SearchInput {
  const input: SearchInput = {
    q: state.q || undefined,
    literal: state.literal && state.q ? true : undefined,
    broadCategory: state.broad ?? undefined,
    categories: nonEmpty(state.categories),
    subcategories: nonEmpty(state.subcategories),
    makes: nonEmpty(state.makes),
    models: nonEmpty(state.models),
    yearMin: state.yearMin ?? undefined,
    yearMax: state.yearMax ?? undefined,
    priceMinCents: state.priceMin !== null ? state.priceMin * 100 : undefined,
    priceMaxCents: state.priceMax !== null ? state.priceMax * 100 : undefined,
    priceUnder: state.under ?? undefined,
    hoursMin: state.hoursMin ?? undefined,
    hoursMax: state.hoursMax ?? undefined,
    milesMin: state.milesMin ?? undefined,
    milesMax: state.milesMax ?? undefined,
    conditions: nonEmpty(state.conditions),
    flairs: nonEmpty(state.flairs),
    partnerSeller:
      state.partner === 'only' ? true : state.partner === 'exclude' ? false : undefined,
    seller: state.seller ?? undefined,
    showOnly: nonEmpty(
      state.show.flatMap((s) => (Object.hasOwn(SHOW_ONLY_PARAMS, s) ? [SHOW_ONLY_PARAMS[s]] : [])),
    ),
    statuses: nonEmpty(state.statuses),
    daysOnMarket: state.dom === 'all' ? undefined : state.dom,
    priceReducedWithin: state.reduced ?? undefined,
    states: nonEmpty(state.states),
    city: state.city ?? undefined,
    zip: state.zip ?? undefined,
    radiusMiles: state.zip && state.radius ? state.radius : undefined,
    specs: nonEmpty(state.specs.map((s) => ({ key: s.key, min: s.min, max: s.max }))),
    sort: effectiveSort(state.sort, state.zip),
    page: state.page,
    pageSize,
  }
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined))
}

/**
 * Input fields the api refused (VALIDATION field paths like "makes.0" or "zip"), mapped back to
 * the state, so the page can search again without them instead of failing.
 */
export function withoutInvalid(state: SearchState, paths: string[]): SearchState {
  const next = { ...state }
  const fields = new Set(paths.map((p) => p.split('.')[0]))
  const reset: Record<string, Partial<SearchState>> = {
    q: { q: '', literal: false },
    literal: { literal: false },
    broadCategory: { broad: null },
    categories: { categories: [] },
    subcategories: { subcategories: [] },
    makes: { makes: [] },
    models: { models: [] },
    yearMin: { yearMin: null },
    yearMax: { yearMax: null },
    priceMinCents: { priceMin: null },
    priceMaxCents: { priceMax: null },
    priceUnder: { under: null },
    hoursMin: { hoursMin: null },
    hoursMax: { hoursMax: null },
    milesMin: { milesMin: null },
    milesMax: { milesMax: null },
    conditions: { conditions: [] },
    flairs: { flairs: [] },
    partnerSeller: { partner: null },
    seller: { seller: null },
    showOnly: { show: [] },
    statuses: { statuses: [] },
    daysOnMarket: { dom: 'all' },
    priceReducedWithin: { reduced: null },
    states: { states: [] },
    city: { city: null },
    zip: { zip: null, radius: null },
    radiusMiles: { radius: null },
    specs: { specs: [] },
    sort: { sort: 'recommended' },
    page: { page: 1 },
  }
  for (const f of fields) if (Object.hasOwn(reset, f)) Object.assign(next, reset[f])
  // A refused ZIP takes its order (nearest first) with it.
  next.sort = effectiveSort(next.sort, next.zip)
  return next
}

/**
 * A search's parameters as an alert stores them: several values of one parameter joined with
 * commas (the parser reads both forms).
 */
export function alertParams(qs: string): Record<string, string> {
  const params = new URLSearchParams(qs)
  return Object.fromEntries([...new Set(params.keys())].map((k) => [k, params.getAll(k).join(',')]))
}

/**
 * What an inventory alert watches, normalised: the search's filters as the parser reads them
 * (malformed values dropped, slugs lower case), without sort and page (they do not change what
 * it finds), in key order, so the same search always gives the same record.
 */
export function alertFilters(raw: RawParams, options: ParseOptions = {}): Record<string, string> {
  const state = parseSearchState(raw, options)
  const params = alertParams(toQueryString({ ...state, sort: EMPTY_STATE.sort, page: 1 }))
  return Object.fromEntries(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/** The search an alert's filters stand for (sort and page are the alert's own). */
export function alertSearchInput(
  filters: Record<string, string>,
  options: ParseOptions = {},
): Omit<SearchInput, 'sort' | 'page' | 'pageSize'> {
  const {
    sort: _s,
    page: _p,
    pageSize: _ps,
    ...input
  } = toSearchInput(parseSearchState(filters, options))
  return input
}
