/*
 * The search page's state (issue 3, decision 004): what a search URL says, sanitised, with the
 * URL parameter of each filter. Read from a URL by ./search-url-read, written back by
 * ./search-url (the module to import).
 */
import type { Condition, Flair, PublicStatus } from './listing-enums'
import { DEFAULT_SORT, type DaysOnMarket, type ReducedWithin, type SortKey } from './search-enums'

export interface SpecRange {
  key: string
  min: number | null
  max: number | null
}

export interface SearchState {
  q: string
  /** Search the text as typed, no misspelling or sound-alike corrected ("search instead for"). */
  literal: boolean
  broad: string | null
  categories: string[]
  subcategories: string[]
  makes: string[]
  models: string[]
  yearMin: number | null
  yearMax: number | null
  /** Whole dollars. */
  priceMin: number | null
  priceMax: number | null
  /** A spec §9 threshold in whole dollars. */
  under: number | null
  hoursMin: number | null
  hoursMax: number | null
  milesMin: number | null
  milesMax: number | null
  conditions: Condition[]
  flairs: Flair[]
  /** only: partner sellers only; exclude: none of them. */
  partner: 'only' | 'exclude' | null
  /** One partner seller's machines: the dealer directory's slug (/dealers/<slug>). */
  seller: string | null
  /** Show-only values as URLs spell them (SHOW_ONLY_PARAMS keys). */
  show: string[]
  statuses: PublicStatus[]
  dom: DaysOnMarket
  /** Only machines whose price is reduced now, cut within this window. */
  reduced: ReducedWithin | null
  states: string[]
  city: string | null
  zip: string | null
  radius: number | null
  specs: SpecRange[]
  sort: SortKey
  page: number
}

export const EMPTY_STATE: SearchState = {
  q: '',
  literal: false,
  broad: null,
  categories: [],
  subcategories: [],
  makes: [],
  models: [],
  yearMin: null,
  yearMax: null,
  priceMin: null,
  priceMax: null,
  under: null,
  hoursMin: null,
  hoursMax: null,
  milesMin: null,
  milesMax: null,
  conditions: [],
  flairs: [],
  partner: null,
  seller: null,
  show: [],
  statuses: [],
  dom: 'all',
  reduced: null,
  states: [],
  city: null,
  zip: null,
  radius: null,
  specs: [],
  sort: DEFAULT_SORT,
  page: 1,
}

/**
 * The URL parameter of each filter (the name the parser reads and toQueryString writes). Range
 * filters on a category's spec fields are `spec.<key>` (SPEC_PARAM). The fuzz journey
 * (web/e2e/fuzz.spec.ts) drives every name listed here.
 */
export const SEARCH_PARAMS = {
  q: 'q',
  literal: 'literal',
  broad: 'broad',
  categories: 'category',
  subcategories: 'sub',
  makes: 'make',
  models: 'model',
  yearMin: 'yearMin',
  yearMax: 'yearMax',
  priceMin: 'priceMin',
  priceMax: 'priceMax',
  under: 'under',
  hoursMin: 'hoursMin',
  hoursMax: 'hoursMax',
  milesMin: 'milesMin',
  milesMax: 'milesMax',
  conditions: 'condition',
  flairs: 'flair',
  partner: 'partner',
  seller: 'seller',
  show: 'show',
  statuses: 'status',
  dom: 'dom',
  reduced: 'reduced',
  states: 'state',
  city: 'city',
  zip: 'zip',
  radius: 'radius',
  sort: 'sort',
  page: 'page',
} as const satisfies Record<Exclude<keyof SearchState, 'specs'>, string>

/** A new state with some fields changed; any change other than the page goes back to page 1. */
export function withChanges(state: SearchState, patch: Partial<SearchState>): SearchState {
  return { ...state, page: 1, ...patch }
}

/** True when the visitor narrowed the search in any way (text or a filter). */
export function hasFilters(state: SearchState): boolean {
  const { sort: _s, page: _p, ...rest } = state
  const { sort: _es, page: _ep, ...empty } = EMPTY_STATE
  return JSON.stringify(rest) !== JSON.stringify(empty)
}

/** Filters a landing page fixes by its path, as the filter panel knows them. */
export function fixedFilterKeys(fixed: Partial<SearchState>) {
  const names = {
    broad: 'broad',
    categories: 'categories',
    subcategories: 'subcategories',
    makes: 'makes',
    states: 'states',
    city: 'city',
    under: 'under',
    show: 'show',
    dom: 'dom',
    flairs: 'flairs',
  } as const
  return (Object.keys(fixed) as Array<keyof SearchState>)
    .map((k) => names[k as keyof typeof names])
    .filter(Boolean)
}

/** The state as the URL shows it: without the filters the landing page's path stands for. */
export function stripFixed(state: SearchState, fixed: Partial<SearchState>): SearchState {
  const out = { ...state } as Record<string, unknown>
  for (const key of Object.keys(fixed)) out[key] = EMPTY_STATE[key as keyof SearchState]
  return out as unknown as SearchState
}

/** The search a landing page runs: the URL's filters plus those of its path. */
export function applyFixed(
  state: SearchState,
  fixed: Partial<SearchState>,
  defaultSort?: SortKey,
  urlHasSort = false,
): SearchState {
  return { ...state, ...fixed, sort: urlHasSort || !defaultSort ? state.sort : defaultSort }
}
