/**
 * The search box's text read into the filters the page already has (issue 35, point 3): "cat 320
 * under 100k in texas" is make Caterpillar, price up to $100,000, state Texas and the text "320";
 * "excavadora cat menos de 100 mil en texas" the same with the category Excavators. Deterministic
 * (no language model): words are matched against a vocabulary (./query-vocabulary: makes through
 * an injected matcher, categories and subcategories with the trade's synonyms, US states) and
 * number patterns (./query-numbers). Whatever is not understood stays the text query, as typed.
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
import { stateByCode } from '../us-states'
import { readNumberAt, type NumberRead } from './query-numbers'
import { tokenize, type QueryToken } from './query-text'
import type { QueryVocabulary, VocabularyTarget } from './query-vocabulary'

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

/** Two-letter state codes that are also common English or Spanish words. */
export const AMBIGUOUS_STATE_CODES: ReadonlySet<string> = new Set([
  'IN',
  'OR',
  'ME',
  'OK',
  'HI',
  'OH',
  'LA',
  'DE',
  'AL',
  'ID',
  'MA',
  'PA',
  'CO',
  'MI',
  'MO',
  'NE',
  'SD',
  'GA',
  'VA',
  'AR',
  'WA',
])

const STATE_PREP = new Set(['in', 'en', 'from', 'de', 'del'])
const CODE_PREP = new Set(['in', 'en'])

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

interface Match {
  length: number
  apply: (acc: Accumulator) => void
}

interface Accumulator {
  filters: Partial<SearchState>
  chips: UnderstoodChip[]
}

const pushUnique = <T>(list: T[] | undefined, v: T): T[] =>
  list?.includes(v) ? list : [...(list ?? []), v]

function addChip(acc: Accumulator, chip: UnderstoodChip) {
  const at = acc.chips.findIndex((c) => c.id === chip.id)
  if (at >= 0) acc.chips[at] = chip
  else acc.chips.push(chip)
}

function targetMatch(target: VocabularyTarget, length: number, locale: Locale): Match {
  return {
    length,
    apply: (acc) => {
      const f = acc.filters
      if (target.kind === 'category') {
        f.categories = pushUnique(f.categories, target.category)
        addChip(acc, {
          kind: 'category',
          id: `category:${target.category}`,
          parts: { name: target.name[locale] },
          params: [['category', target.category]],
        })
      } else if (target.kind === 'subcategory') {
        f.categories = pushUnique(f.categories, target.category)
        f.subcategories = pushUnique(f.subcategories, target.subcategory)
        addChip(acc, {
          kind: 'subcategory',
          id: `sub:${target.subcategory}`,
          parts: { name: target.name[locale] },
          params: [
            ['category', target.category],
            ['sub', target.subcategory],
          ],
        })
      } else {
        f.states = pushUnique(f.states, target.code)
        addChip(acc, {
          kind: 'state',
          id: `state:${target.code}`,
          parts: { name: target.name[locale] },
          params: [['state', target.code]],
        })
      }
    },
  }
}

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

const lettersOf = (raw: string) => raw.replace(/[^\p{L}]/gu, '')

function stateCodeMatch(tokens: readonly QueryToken[], i: number, locale: Locale): Match | null {
  const prep = CODE_PREP.has(tokens[i].norm) ? 1 : 0
  const t = tokens[i + prep]
  if (!t || !/^[a-z]{2}$/.test(t.norm)) return null
  const s = stateByCode(t.norm)
  if (!s) return null
  const upper = /^[A-Z]{2}$/.test(lettersOf(t.raw))
  const ambiguous = AMBIGUOUS_STATE_CODES.has(s.code)
  if (ambiguous ? !(prep && upper) : !(prep || upper)) return null
  return targetMatch(
    { kind: 'state', code: s.code, name: { en: s.en, es: s.es } },
    prep + 1,
    locale,
  )
}

function vocabularyMatch(
  tokens: readonly QueryToken[],
  i: number,
  vocab: QueryVocabulary,
  locale: Locale,
): Match | null {
  let best: Match | null = null
  const prep = STATE_PREP.has(tokens[i].norm) ? 1 : 0
  const max = Math.min(vocab.maxPhraseWords, tokens.length - i)
  let key = ''
  for (let len = 1; len <= max; len++) {
    const k = tokens[i + len - 1].key
    if (!k) break
    key = len === 1 ? k : `${key} ${k}`
    const target = vocab.phrases.get(key)
    if (target) best = targetMatch(target, len, locale)
    // "in texas", "en nuevo méxico": the preposition goes with the state.
    if (prep && len < max) {
      const rest = tokens
        .slice(i + 1, i + 1 + len)
        .map((t) => t.key)
        .join(' ')
      const state = vocab.phrases.get(rest)
      if (state?.kind === 'state' && (!best || best.length <= len + 1)) {
        best = targetMatch(state, len + 1, locale)
      }
    }
  }
  const makeMax = Math.min(3, tokens.length - i)
  for (let len = makeMax; len >= 1 && (!best || len >= best.length); len--) {
    const words = tokens.slice(i, i + len)
    if (words.some((w) => !w.norm)) continue
    const slug = vocab.matchMake(words.map((w) => w.norm).join(' '))
    if (slug) {
      best = {
        length: len,
        apply: (acc) => {
          acc.filters.makes = pushUnique(acc.filters.makes, slug)
          addChip(acc, {
            kind: 'make',
            id: `make:${slug}`,
            parts: { name: vocab.makeName(slug) ?? slug },
            params: [['make', slug]],
          })
        },
      }
      break
    }
  }
  return best
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
  let found = false
  let i = 0
  while (i < tokens.length) {
    if (!tokens[i].norm) {
      left.push(tokens[i++])
      continue
    }
    const num = readNumberAt(tokens, i, { currentYear })
    let match = num ? numberMatch(num, vocab, currentYear) : null
    const code = stateCodeMatch(tokens, i, locale)
    if (code && (!match || code.length > match.length)) match = code
    const word = vocabularyMatch(tokens, i, vocab, locale)
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
