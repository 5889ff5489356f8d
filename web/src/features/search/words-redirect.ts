import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'
import type { SortKey } from '@ironyard/contract/search-enums'
import { understoodQuery } from '@ironyard/contract/search/understood-url'
import {
  applyFixed,
  EMPTY_STATE,
  parseSearchState,
  toQueryString,
  type RawParams,
  type SearchState,
} from '@ironyard/contract/search-url'
import { buildChips } from './search-chips'
import { readSearchText } from './search-data'

/** The search page a text was typed on: /equipment, or a landing page with its path's filters. */
export interface WordsPage {
  /** The localized path the search box submitted to. */
  basePath: string
  /** Filters the landing page's path stands for (not in its URL). */
  fixed?: Partial<SearchState>
  defaultSort?: SortKey
}

/** Filters that answer the same question: a reading of one replaces a landing's fixed one. */
const GROUPS: ReadonlyArray<ReadonlyArray<keyof SearchState>> = [
  ['broad', 'categories', 'subcategories'],
  ['makes', 'models'],
  ['states', 'city', 'zip', 'radius'],
  ['under', 'priceMin', 'priceMax'],
]

const groupOf = (key: keyof SearchState) => GROUPS.find((g) => g.includes(key)) ?? [key]

type Param = { name: string; value: string }

/** The state keys one read parameter sets, and whether the landing's path already says it. */
function readParam(param: Param, fixed: Partial<SearchState>) {
  const read = parseSearchState(new URLSearchParams([[param.name, param.value]]))
  const keys = (Object.keys(read) as Array<keyof SearchState>).filter(
    (k) => JSON.stringify(read[k]) !== JSON.stringify(EMPTY_STATE[k]),
  )
  const said = keys.every((k) => {
    const have = fixed[k]
    const value = read[k]
    return Array.isArray(value) && Array.isArray(have)
      ? value.every((v) => (have as unknown[]).includes(v))
      : have !== undefined && JSON.stringify(have) === JSON.stringify(value)
  })
  return { keys, said: keys.length > 0 && said }
}

/**
 * Where a search with words to read goes (issue 35, point 3), from every search box of the site:
 * the text is read by the api and the page moves to the filtered URL with `understood=`, or null
 * when the text reads as nothing new (searched as typed) or asks for the literal text. On a
 * landing page the filters read join its own, unless they answer what its path fixes ("dozers"
 * typed on /excavators, "deere" on /caterpillar): then the words win, and the search moves to
 * /equipment with the landing's other filters.
 */
export async function wordsRedirect(
  raw: RawParams,
  locale: Locale,
  page: WordsPage,
): Promise<string | null> {
  const state = parseSearchState(raw)
  if (!state.q || state.literal) return null
  const reading = await readSearchText(state.q, locale)
  if (!reading?.chips.length) return null
  const fixed = page.fixed ?? {}
  // "excavator" typed on /excavators: the path says it already; only the rest joins the URL.
  const read = reading.params.map((p) => ({ param: p, ...readParam(p, fixed) }))
  const params = read.filter((r) => !r.said)
  const replaced = new Set(
    params
      .flatMap((r) => r.keys)
      .flatMap(groupOf)
      .filter((k) => Object.hasOwn(fixed, k)),
  )
  if (!replaced.size) {
    // Nor do the chips of what the path says: the page shows no chip for its own filters.
    const said = parseSearchState(
      new URLSearchParams(read.filter((r) => r.said).map((r) => [r.param.name, r.param.value])),
    )
    const saidIds = new Set(buildChips(said, null, getT(locale, 'search'), locale).map((c) => c.id))
    const chips = reading.chips.filter((c) => !saidIds.has(c.id))
    if (!chips.length && reading.q !== state.q) {
      // Only what the path says was read: the page searches the rest of the text.
      const rest = toQueryString({ ...state, q: reading.q, page: 1 })
      return rest ? `${page.basePath}?${rest}` : page.basePath
    }
    const query = understoodQuery(raw, { ...reading, params: params.map((r) => r.param), chips })
    return query === null ? null : `${page.basePath}?${query}`
  }
  const kept = Object.fromEntries(
    Object.entries(fixed).filter(([k]) => !replaced.has(k as keyof SearchState)),
  ) as Partial<SearchState>
  const urlHasSort = raw instanceof URLSearchParams ? raw.has('sort') : raw.sort !== undefined
  const whole = applyFixed(state, kept, page.defaultSort, urlHasSort)
  const query = understoodQuery(new URLSearchParams(toQueryString(whole)), reading)
  return query === null ? null : `${localePath(locale, '/equipment')}?${query}`
}
