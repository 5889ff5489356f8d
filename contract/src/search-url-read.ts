/*
 * Reading a search URL (./search-url is the module to import): every parameter sanitised into a
 * SearchState, anything malformed dropped rather than refused, and the list of what was dropped.
 */
import type { Condition, Flair } from './listing-enums'
import { CONDITIONS, FILTER_FLAIRS, PUBLIC_STATUSES, type PublicStatus } from './listing-enums'
import {
  ALL_SORT_KEYS,
  DAYS_ON_MARKET,
  DEFAULT_SORT,
  effectiveSort,
  MAX_LIST,
  MAX_PAGE,
  PRICE_THRESHOLDS,
  QUERY_MAX_LENGTH,
  RADIUS_MILES_MAX,
  REDUCED_WINDOWS,
  SHOW_ONLY_PARAMS,
  sortNeedsZip,
  YEAR_MIN,
  type DaysOnMarket,
  type ReducedWithin,
  type SortKey,
} from './search-enums'
import { SEARCH_PARAMS, type SearchState, type SpecRange } from './search-state'

/** What Next passes as `searchParams`, or a URLSearchParams. */
export type RawParams = URLSearchParams | Record<string, string | string[] | undefined>

/** `spec.<key>=<min>-<max>`: a range on a category spec field. */
export const SPEC_PARAM = /^spec\.([A-Za-z][A-Za-z0-9]{0,47})$/

const P = SEARCH_PARAMS

/**
 * Own properties only: a parameter named `__proto__` or `constructor` (or a value used as a key,
 * `show=__proto__`) never reaches Object.prototype.
 */
const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined

export function reader(raw: RawParams) {
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
export const includes = (values: readonly string[], v: string | undefined) =>
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
  const zipParam = one(P.zip)?.trim()
  const zip = zipParam && /^\d{5}$/.test(zipParam) ? zipParam : null
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
    literal: one(P.literal) === '1' && !!one(P.q)?.trim(),
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
    zip,
    radius: radius,
    specs,
    // Nearest first without a ZIP: the default order (the page never fails on it, issue 37).
    sort: includes(ALL_SORT_KEYS, sort) ? effectiveSort(sort as SortKey, zip) : DEFAULT_SORT,
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
    // A ZIP's order without the ZIP is not malformed: the search falls back to its default order
    // (the ZIP was just cleared from a form that still sent the sort).
    const dropped =
      field === 'sort'
        ? kept !== value && !sortNeedsZip(value)
        : field === 'dom'
          ? kept !== value
          : kept === null || kept === undefined
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
