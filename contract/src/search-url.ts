/**
 * The search page's state lives in its URL (issue 3: shareable, back button works, works without
 * JavaScript; decision 004). This module reads URL parameters into a sanitised SearchState and
 * writes a state back to a canonical query string. The web's search and landing pages and the
 * api's inventory alerts (which watch a search's parameters) read URLs with this one parser.
 */
import type { Condition, Flair } from './listing-enums'
import { CONDITIONS, FILTER_FLAIRS, PUBLIC_STATUSES, type PublicStatus } from './listing-enums'
import {
  ALL_SORT_KEYS,
  DAYS_ON_MARKET,
  DEFAULT_SORT,
  MAX_LIST,
  MAX_PAGE,
  PRICE_THRESHOLDS,
  QUERY_MAX_LENGTH,
  RADIUS_MILES_MAX,
  REDUCED_WINDOWS,
  SHOW_ONLY_PARAMS,
  YEAR_MIN,
  type DaysOnMarket,
  type ReducedWithin,
  type SortKey,
} from './search-enums'

export interface SpecRange {
  key: string
  min: number | null
  max: number | null
}

export interface SearchState {
  q: string
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

/** What Next passes as `searchParams`, or a URLSearchParams. */
export type RawParams = URLSearchParams | Record<string, string | string[] | undefined>

/**
 * The URL parameter of each filter (the name the parser reads and toQueryString writes). Range
 * filters on a category's spec fields are `spec.<key>` (SPEC_PARAM). The fuzz journey
 * (web/e2e/fuzz.spec.ts) drives every name listed here.
 */
export const SEARCH_PARAMS = {
  q: 'q',
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

/** `spec.<key>=<min>-<max>`: a range on a category spec field. */
export const SPEC_PARAM = /^spec\.([A-Za-z][A-Za-z0-9]{0,47})$/

const P = SEARCH_PARAMS

/**
 * Own properties only: a parameter named `__proto__` or `constructor` (or a value used as a key,
 * `show=__proto__`) never reaches Object.prototype.
 */
const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined

function reader(raw: RawParams) {
  if (raw instanceof URLSearchParams) {
    return {
      all: (k: string) => raw.getAll(k),
      keys: () => [...new Set(raw.keys())],
    }
  }
  return {
    all: (k: string) => {
      const v = own(raw, k)
      return v === undefined ? [] : Array.isArray(v) ? v : [v]
    },
    keys: () => Object.keys(raw),
  }
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/
const includes = (values: readonly string[], v: string | undefined) =>
  v !== undefined && values.includes(v)

function int(value: string | undefined, min: number, max: number): number | null {
  if (value === undefined || value.trim() === '') return null
  const n = Number(value.replace(/[,\s$]/g, ''))
  if (!Number.isFinite(n)) return null
  const i = Math.round(n)
  return i < min || i > max ? null : i
}

function num(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null
  const n = Number(value)
  return Number.isFinite(n) ? n : null
}

function list(values: string[], ok: (v: string) => boolean, map = (v: string) => v): string[] {
  const out: string[] = []
  for (const raw of values.flatMap((v) => v.split(','))) {
    const v = map(raw.trim())
    if (v && ok(v) && !out.includes(v)) out.push(v)
    if (out.length >= MAX_LIST) break
  }
  return out
}

export interface ParseOptions {
  /** Bounds model years (next year's models are listed early). Default: this year (UTC). */
  currentYear?: number
}

/** Read URL parameters; anything malformed is dropped rather than refused. */
export function parseSearchState(raw: RawParams, options: ParseOptions = {}): SearchState {
  const currentYear = options.currentYear ?? new Date().getUTCFullYear()
  const r = reader(raw)
  const one = (k: string) => r.all(k)[0]
  const slugs = (k: string) =>
    list(
      r.all(k),
      (v) => SLUG.test(v),
      (v) => v.toLowerCase(),
    )
  const sort = one(P.sort)
  const dom = one(P.dom)
  const reduced = one(P.reduced)
  const under = int(one(P.under), 0, 1e9)
  const partner = one(P.partner)
  const zip = one(P.zip)?.trim()
  const radius = int(one(P.radius), 1, RADIUS_MILES_MAX)
  const specs: SpecRange[] = []
  for (const key of r.keys()) {
    const m = SPEC_PARAM.exec(key)
    if (!m) continue
    const [lo, hi] = (one(key) ?? '').split('-')
    const min = num(lo)
    const max = num(hi)
    if (min !== null || max !== null) specs.push({ key: m[1], min, max })
  }
  specs.sort((a, b) => a.key.localeCompare(b.key))
  return {
    q: (one(P.q) ?? '').replace(/\s+/g, ' ').trim().slice(0, QUERY_MAX_LENGTH),
    broad: ((b) => (b && SLUG.test(b) ? b : null))(one(P.broad)?.toLowerCase()),
    categories: slugs(P.categories),
    subcategories: slugs(P.subcategories),
    makes: slugs(P.makes),
    models: slugs(P.models),
    yearMin: int(one(P.yearMin), YEAR_MIN, currentYear + 1),
    yearMax: int(one(P.yearMax), YEAR_MIN, currentYear + 1),
    priceMin: int(one(P.priceMin), 0, 1e9),
    priceMax: int(one(P.priceMax), 0, 1e9),
    under: under !== null && (PRICE_THRESHOLDS as readonly number[]).includes(under) ? under : null,
    hoursMin: int(one(P.hoursMin), 0, 1_000_000),
    hoursMax: int(one(P.hoursMax), 0, 1_000_000),
    milesMin: int(one(P.milesMin), 0, 10_000_000),
    milesMax: int(one(P.milesMax), 0, 10_000_000),
    conditions: list(r.all(P.conditions), (v) => includes(CONDITIONS, v)) as Condition[],
    flairs: list(r.all(P.flairs), (v) => includes(FILTER_FLAIRS, v)) as Flair[],
    partner: partner === 'only' || partner === 'exclude' ? partner : null,
    seller: ((v) => (v && SLUG.test(v) ? v : null))(one(P.seller)?.toLowerCase()),
    show: list(r.all(P.show), (v) => Object.hasOwn(SHOW_ONLY_PARAMS, v)),
    statuses: list(r.all(P.statuses), (v) => includes(PUBLIC_STATUSES, v)) as PublicStatus[],
    dom: includes(DAYS_ON_MARKET, dom) ? (dom as DaysOnMarket) : 'all',
    reduced: includes(REDUCED_WINDOWS, reduced) ? (reduced as ReducedWithin) : null,
    states: list(
      r.all(P.states),
      (v) => /^[A-Z]{2}$/.test(v),
      (v) => v.toUpperCase(),
    ),
    city: one(P.city)?.trim().slice(0, 100) || null,
    zip: zip && /^\d{5}$/.test(zip) ? zip : null,
    radius: radius,
    specs,
    sort: includes(ALL_SORT_KEYS, sort) ? (sort as SortKey) : DEFAULT_SORT,
    page: Math.min(int(one(P.page), 1, 1e6) ?? 1, MAX_PAGE),
  }
}

/** A URL parameter the parser left out: its state field, its name and the value as sent. */
export interface IgnoredParam {
  field: keyof SearchState
  param: string
  value: string
}

/**
 * The parameters of a URL that parseSearchState drops (malformed, out of range, unknown values:
 * `yearMin=2030`, `condition=shiny`, `spec.weight=heavy`), so the page can say what it left out
 * instead of silently showing everything (issue 16, defect 10). Values of a list parameter that
 * are kept are not reported; a value repeated is not an error.
 */
export function ignoredParams(raw: RawParams, options: ParseOptions = {}): IgnoredParam[] {
  const state = parseSearchState(raw, options)
  const r = reader(raw)
  const out: IgnoredParam[] = []
  const clip = (v: string) => (v.length > 40 ? `${v.slice(0, 39)}…` : v)
  for (const [field, param] of Object.entries(P) as Array<[keyof SearchState, string]>) {
    // Free text is kept as typed; the page number is the page's to correct (a redirect).
    if (field === 'q' || field === 'city' || field === 'page') continue
    const values = r
      .all(param)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean)
    if (!values.length) continue
    const kept = state[field]
    if (Array.isArray(kept)) {
      // Slugs are read lower-case and states upper-case: those spellings are kept values.
      const have = new Set(kept.map(String))
      for (const v of new Set(values)) {
        if (!have.has(v) && !have.has(v.toLowerCase()) && !have.has(v.toUpperCase())) {
          out.push({ field, param, value: clip(v) })
        }
      }
      continue
    }
    const value = values[0]
    const dropped =
      field === 'sort' || field === 'dom' ? kept !== value : kept === null || kept === undefined
    if (dropped) out.push({ field, param, value: clip(value) })
  }
  for (const key of r.keys()) {
    const m = SPEC_PARAM.exec(key)
    const value = r.all(key)[0]
    if (!m || value === undefined || value.trim() === '') continue
    if (!state.specs.some((s) => s.key === m[1])) {
      out.push({ field: 'specs', param: key, value: clip(value) })
    }
  }
  return out
}

/** Canonical query string (stable order, defaults left out) without a leading '?'. */
export function toQueryString(state: SearchState): string {
  const p = new URLSearchParams()
  const add = (k: string, v: string | number | null | undefined) => {
    if (v !== null && v !== undefined && v !== '') p.append(k, String(v))
  }
  add(P.q, state.q)
  add(P.broad, state.broad)
  state.categories.forEach((v) => add(P.categories, v))
  state.subcategories.forEach((v) => add(P.subcategories, v))
  state.makes.forEach((v) => add(P.makes, v))
  state.models.forEach((v) => add(P.models, v))
  add(P.yearMin, state.yearMin)
  add(P.yearMax, state.yearMax)
  add(P.priceMin, state.priceMin)
  add(P.priceMax, state.priceMax)
  add(P.under, state.under)
  add(P.hoursMin, state.hoursMin)
  add(P.hoursMax, state.hoursMax)
  add(P.milesMin, state.milesMin)
  add(P.milesMax, state.milesMax)
  state.conditions.forEach((v) => add(P.conditions, v))
  state.flairs.forEach((v) => add(P.flairs, v))
  add(P.partner, state.partner)
  add(P.seller, state.seller)
  state.show.forEach((v) => add(P.show, v))
  state.statuses.forEach((v) => add(P.statuses, v))
  if (state.dom !== 'all') add(P.dom, state.dom)
  add(P.reduced, state.reduced)
  state.states.forEach((v) => add(P.states, v))
  add(P.city, state.city)
  add(P.zip, state.zip)
  if (state.zip) add(P.radius, state.radius)
  for (const s of state.specs) add(`spec.${s.key}`, `${s.min ?? ''}-${s.max ?? ''}`)
  if (state.sort !== DEFAULT_SORT) add(P.sort, state.sort)
  if (state.page > 1) add(P.page, state.page)
  return p.toString()
}

/** A new state with some fields changed; any change other than the page goes back to page 1. */
export function withChanges(state: SearchState, patch: Partial<SearchState>): SearchState {
  return { ...state, page: 1, ...patch }
}

/**
 * `more=<facet>`: the filter column shows that one facet in full instead of its most common
 * values (issue 18: "Show all 38 makes"). A way of viewing the page, not a filter: it is not part
 * of SearchState, so canonical URLs, alerts, analytics and every link built from a state (chips,
 * pages, the form's own URL) leave it out, and changing a filter drops it. The page micro-cache
 * keys on the whole URL, so each expanded variant is cached apart.
 */
export const MORE_PARAM = 'more'

/**
 * Facets the filter column can show in full, by URL parameter (plus any `spec.<key>`); the price
 * buckets (`under`) and spec ranges show none of their values until asked, and the short closed
 * sections (condition, show only, highlights, seller, days on market) render their choices when
 * opened: `more=` is how they open without JavaScript.
 */
export const EXPANDABLE_FACETS = [
  P.under,
  P.categories,
  P.subcategories,
  P.makes,
  P.models,
  P.states,
  P.city,
  P.conditions,
  P.show,
  P.flairs,
  P.partner,
  P.dom,
  // Sections opened without JavaScript, by their own name (range fields, no values to list).
  'year',
  'hours',
  'miles',
] as const

/** The facet a URL asks to show in full (`more=make`), or null. */
export function parseMore(raw: RawParams): string | null {
  const v = reader(raw).all(MORE_PARAM)[0]?.trim()
  if (!v) return null
  return includes(EXPANDABLE_FACETS, v) || SPEC_PARAM.test(v) ? v : null
}

/**
 * A search URL. `more` names the facet to show in full (written last, after the canonical query
 * string; parseMore reads it back).
 */
export function searchHref(base: string, state: SearchState, more?: string | null): string {
  const qs = [toQueryString(state), more ? `${MORE_PARAM}=${encodeURIComponent(more)}` : '']
    .filter(Boolean)
    .join('&')
  return qs ? `${base}?${qs}` : base
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
