/**
 * The search box's text read into the filters the page already has (issue 35, point 3): "cat 320
 * under 100k in texas" is make Caterpillar, price up to $100,000, state Texas and the text "320";
 * "excavadora cat menos de 100 mil en texas" the same with the category Excavators. Deterministic
 * (no language model): words are matched against a vocabulary (./query-vocabulary: makes through
 * an injected matcher, categories and subcategories with the trade's synonyms, US states) and
 * number patterns (./query-numbers). Whatever is not understood stays the text query, as typed.
 * Words are read as buyers type them (./read-query-words): a phrase run together or split ("tele
 * handler", "kwik dump trailer supply"), a trade word misspelt ("cargador fontal"), a make by
 * sound ("jon dir", through the injected matcher); a model number typed in parts ("320 gc") stays
 * text, for the search to join.
 *
 * State codes are words too ("in", "or", "me", "ok"...), so the rule is:
 * - a state's name, any case, anywhere ("texas", "nuevo méxico"); "in/en/de/from" before it goes
 *   with it;
 * - a code that is not a word (TX, NM, CA...) typed in capitals anywhere, or in any case after
 *   "in"/"en" ("in tx");
 * - a code that is also an English or Spanish word (AMBIGUOUS_STATE_CODES) only in capitals after
 *   "in"/"en" ("in OK", "en LA"); "ok", "in or" and "me" stay text.
 *
 * The reading is idempotent: the text left over reads as nothing new (the reader reads again
 * until a pass finds nothing), so the canonical URL it leads to is not read twice.
 */
import type { Locale } from '../locale'
import { QUERY_MAX_LENGTH } from '../search-enums'
import type { SearchState } from '../search-state'
import { readNumberAt, type NumberRead } from './query-numbers'
import { compact, tokenize, type QueryToken } from './query-text'
import type { QueryVocabulary } from './query-vocabulary'
import {
  addChip,
  stateCodeMatch,
  vocabularyMatch,
  type Accumulator,
  type Match,
} from './read-query-words'

export { AMBIGUOUS_STATE_CODES } from './read-query-words'

export type UnderstoodKind =
  'make' | 'category' | 'subcategory' | 'state' | 'price' | 'year' | 'hours' | 'miles' | 'zip'

/** One understood filter, as a chip shows it. */
export interface UnderstoodChip {
  kind: UnderstoodKind
  /** The id the search page's chip has ("make:caterpillar", "sub:crawler-excavators", "price"). */
  id: string
  /** What the label says, in the reading's language: a name, a range, a ZIP and radius. */
  parts: {
    name?: string
    min?: number | null
    max?: number | null
    zip?: string
    radius?: number
  }
  /** The URL parameters this filter sets (SEARCH_PARAMS names). */
  params: Array<[string, string]>
}

export interface QueryReading {
  /** The filters understood (only the fields read). */
  filters: Partial<SearchState>
  /** The text left, as typed (the new `q`). */
  q: string
  chips: UnderstoodChip[]
}

export interface ReadQueryOptions {
  locale: Locale
  /** Bounds model years. Default: this year (UTC). */
  currentYear?: number
}

/** Words dropped from the text left once something was understood ("for sale", "en", "y"). */
const STOP_WORDS = new Set([
  'in',
  'en',
  'de',
  'del',
  'the',
  'a',
  'an',
  'el',
  'la',
  'los',
  'las',
  'un',
  'una',
  'for',
  'para',
  'con',
  'with',
  'and',
  'y',
  'or',
  'o',
  'of',
  'sale',
  'venta',
  'vendo',
  'vende',
  'se',
  'used',
  'usado',
  'usada',
  'usados',
  'usadas',
  'seminuevo',
  'seminueva',
  'seminuevos',
  'near',
  'cerca',
  'at',
  'al',
  'from',
  'que',
  'price',
  'precio',
  'cheap',
  'barato',
  'barata',
])

const RANGE_PARAMS = {
  price: ['priceMin', 'priceMax'],
  year: ['yearMin', 'yearMax'],
  hours: ['hoursMin', 'hoursMax'],
  miles: ['milesMin', 'milesMax'],
} as const

function numberMatch(read: NumberRead, vocab: QueryVocabulary, currentYear: number): Match | null {
  if (read.field === 'zip') {
    if (!vocab.isZip(read.zip)) return null
    return {
      length: read.length,
      rank: 0,
      apply: (acc) => {
        acc.filters.zip = read.zip
        acc.filters.radius = read.radius
        addChip(acc, {
          kind: 'zip',
          id: 'zip',
          parts: { zip: read.zip, radius: read.radius },
          params: [
            ['zip', read.zip],
            ['radius', String(read.radius)],
          ],
        })
      },
    }
  }
  const limit = read.field === 'year' ? [1900, currentYear + 1] : [0, 1e9]
  const ok = (v: number | null) => v === null || (v >= limit[0] && v <= limit[1])
  if (!ok(read.min) || !ok(read.max)) return null
  const field = read.field
  return {
    length: read.length,
    rank: 0,
    apply: (acc) => {
      const [minKey, maxKey] = RANGE_PARAMS[field]
      const f = acc.filters as Record<string, number | null | undefined>
      // "over 20k under 40k": two bounds make one range.
      if (read.min !== null) f[minKey] = read.min
      if (read.max !== null) f[maxKey] = read.max
      const min = f[minKey] ?? null
      const max = f[maxKey] ?? null
      const params: Array<[string, string]> = []
      if (min !== null) params.push([minKey, String(min)])
      if (max !== null) params.push([maxKey, String(max)])
      addChip(acc, { kind: field, id: field, parts: { min, max }, params })
    },
  }
}

/** The most words a model number is typed in ("d 6 t"), as the search engine joins them. */
const MAX_MODEL_WORDS = 3

/**
 * Which words are parts of a model number typed with spaces or dashes ("320 gc", "pc210 lc",
 * "sierra3500 hd": run together, a model the vocabulary knows, with a digit). They stay text for
 * the search to join, never read as a make or a state ("gc", "hd" and "lc" are makes' names too).
 */
function modelParts(tokens: readonly QueryToken[], vocab: QueryVocabulary): boolean[] {
  const parts = tokens.map(() => false)
  let i = 0
  while (i < tokens.length) {
    let taken = 1
    for (let len = Math.min(MAX_MODEL_WORDS, tokens.length - i); len >= 2; len--) {
      const words = tokens.slice(i, i + len)
      if (words.some((t) => !t.norm)) continue
      const joined = compact(words.map((t) => t.norm).join(''))
      if (/\d/.test(joined) && vocab.isModel(joined)) {
        for (let k = i; k < i + len; k++) parts[k] = true
        taken = len
        break
      }
    }
    i += taken
  }
  return parts
}

/** One pass over the words: what it understood and the words left. */
function readPass(
  tokens: readonly QueryToken[],
  vocab: QueryVocabulary,
  acc: Accumulator,
  locale: Locale,
  currentYear: number,
): { left: QueryToken[]; found: boolean } {
  const left: QueryToken[] = []
  const modelPart = modelParts(tokens, vocab)
  let found = false
  let i = 0
  while (i < tokens.length) {
    if (!tokens[i].norm || modelPart[i]) {
      left.push(tokens[i++])
      continue
    }
    // A reading ends before a model number's parts.
    let room = 1
    while (i + room < tokens.length && !modelPart[i + room]) room++
    const fits = (m: Match | null) => (m && m.length <= room ? m : null)
    const num = readNumberAt(tokens, i, { currentYear })
    let match = fits(num ? numberMatch(num, vocab, currentYear) : null)
    const code = fits(stateCodeMatch(tokens, i, locale))
    if (code && (!match || code.length > match.length)) match = code
    const word = vocabularyMatch(tokens, i, room, vocab, locale)
    if (word && (!match || word.length > match.length)) match = word
    if (!match) {
      left.push(tokens[i++])
      continue
    }
    match.apply(acc)
    found = true
    i += match.length
  }
  return { left, found }
}

/** Read a search text into filters, chips and the text left. Never throws. */
export function readSearchQuery(
  text: string,
  vocab: QueryVocabulary,
  options: ReadQueryOptions,
): QueryReading {
  const currentYear = options.currentYear ?? new Date().getUTCFullYear()
  const acc: Accumulator = { filters: {}, chips: [] }
  const typed = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, QUERY_MAX_LENGTH)
  let tokens = tokenize(typed)
  let understood = false
  // Each pass that finds something consumes a word, so this ends; words dropped between passes
  // can bring two parts together ("under the 100k"), which the next pass reads.
  for (let pass = 0; pass < 8; pass++) {
    const { left, found } = readPass(tokens, vocab, acc, options.locale, currentYear)
    if (!found) break
    understood = true
    tokens = tokenize(
      left
        .filter((t) => !STOP_WORDS.has(t.norm))
        .map((t) => t.raw)
        .join(' '),
    )
  }
  const q = understood ? tokens.map((t) => t.raw).join(' ') : typed
  return { filters: understood ? acc.filters : {}, q, chips: understood ? acc.chips : [] }
}
