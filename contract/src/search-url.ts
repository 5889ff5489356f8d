/**
 * The search page's state lives in its URL (issue 3: shareable, back button works, works without
 * JavaScript; decision 004). This module reads URL parameters into a sanitised SearchState and
 * writes a state back to a canonical query string. The web's search and landing pages and the
 * api's inventory alerts (which watch a search's parameters) read URLs with this one parser.
 * The state is ./search-state, the reading ./search-url-read; this module is the one to import.
 */
import { DEFAULT_SORT, effectiveSort } from './search-enums'
import { SEARCH_PARAMS, type SearchState } from './search-state'
import { includes, reader, SPEC_PARAM, type RawParams } from './search-url-read'

export {
  applyFixed,
  EMPTY_STATE,
  fixedFilterKeys,
  hasFilters,
  SEARCH_PARAMS,
  stripFixed,
  withChanges,
  type SearchState,
  type SpecRange,
} from './search-state'
export {
  ignoredParams,
  parseSearchState,
  SPEC_PARAM,
  type IgnoredParam,
  type ParseOptions,
  type RawParams,
} from './search-url-read'

const P = SEARCH_PARAMS

/** Canonical query string (stable order, defaults left out) without a leading '?'. */
export function toQueryString(state: SearchState): string {
  const p = new URLSearchParams()
  const add = (k: string, v: string | number | null | undefined) => {
    if (v !== null && v !== undefined && v !== '') p.append(k, String(v))
  }
  add(P.q, state.q)
  add(P.literal, state.literal && state.q ? 1 : null)
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
  const sort = effectiveSort(state.sort, state.zip)
  if (sort !== DEFAULT_SORT) add(P.sort, sort)
  if (state.page > 1) add(P.page, state.page)
  return p.toString()
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
