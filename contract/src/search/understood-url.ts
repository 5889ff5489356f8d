/**
 * Where a search with understood words goes (issue 35, point 3): the canonical filtered URL, so a
 * shared link opens the same page. The search page asks the api to read its `q`
 * (readSearchQuery); when something was understood it redirects to the URL this module writes:
 * the plain filter parameters, the text left as `q`, and `understood=<chip ids>` naming the chips
 * the page shows under "Understood:". A text that reads as nothing new gives null: no redirect,
 * hence no loop.
 */
import { reader, type RawParams } from '../search-url-read'
import { parseSearchState, toQueryString, type ParseOptions } from '../search-url'

/** The URL parameter naming the understood chips ("make:caterpillar,price,state:TX"). */
export const UNDERSTOOD_PARAM = 'understood'

const CHIP_ID = /^[a-z]+(:[A-Za-z0-9-]{1,100})?$/
const MAX_IDS = 20

/** What the api's readSearchQuery answers (the part the redirect needs). */
export interface ReadingForUrl {
  q: string
  params: ReadonlyArray<{ name: string; value: string }>
  chips: ReadonlyArray<{ id: string }>
}

/** The chip ids a URL's `understood=` names (malformed ones dropped). */
export function parseUnderstood(raw: RawParams): string[] {
  const out: string[] = []
  for (const v of reader(raw)
    .all(UNDERSTOOD_PARAM)
    .flatMap((x) => x.split(','))) {
    const id = v.trim()
    if (CHIP_ID.test(id) && !out.includes(id)) out.push(id)
    if (out.length >= MAX_IDS) break
  }
  return out
}

/** List parameters: an understood value joins those the URL has; the rest replace theirs. */
const LIST_PARAMS = new Set(['make', 'category', 'sub', 'state'])

/**
 * The query string (no '?') a search URL should be redirected to after its `q` was read, or null
 * when nothing new was understood or the URL is already that one.
 */
export function understoodQuery(
  raw: RawParams,
  reading: ReadingForUrl,
  options: ParseOptions = {},
): string | null {
  const state = parseSearchState(raw, options)
  if (!reading.chips.length || !state.q) return null
  const params = new URLSearchParams(toQueryString({ ...state, q: reading.q, page: 1 }))
  for (const { name, value } of reading.params) {
    if (LIST_PARAMS.has(name)) {
      if (!params.getAll(name).includes(value)) params.append(name, value)
    } else params.set(name, value)
  }
  const canonical = toQueryString(parseSearchState(params, options))
  const ids = [...parseUnderstood(raw)]
  for (const c of reading.chips) if (!ids.includes(c.id)) ids.push(c.id)
  const target = [canonical, `${UNDERSTOOD_PARAM}=${encodeURIComponent(ids.join(','))}`]
    .filter(Boolean)
    .join('&')
  const current = [
    toQueryString(state),
    `${UNDERSTOOD_PARAM}=${encodeURIComponent(parseUnderstood(raw).join(','))}`,
  ]
    .filter(Boolean)
    .join('&')
  return target === current ? null : target
}
