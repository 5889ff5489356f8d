/**
 * The words of a search text read as makes, categories, subcategories and states (./read-query
 * walks the text and reads numbers). At a position the longest reading wins; at equal length a
 * make as written, then a phrase as written (spacing aside), then a phrase with a misspelt word,
 * then a make read by sound or a slip: "dump truck" is the category even if it sounds like a
 * make called "TMP Truck", and "retro" the backhoes even where a make is called Retro.
 */
import type { Locale } from '../locale'
import type { SearchState } from '../search-state'
import { stateByCode } from '../us-states'
import { stem, type QueryToken } from './query-text'
import { MAX_MAKE_WORDS, type QueryVocabulary, type VocabularyTarget } from './query-vocabulary'
import type { UnderstoodChip } from './read-query'

/** Two-letter state codes that are also common English or Spanish words. */
export const AMBIGUOUS_STATE_CODES: ReadonlySet<string> = new Set(
  'IN OR ME OK HI OH LA DE AL ID MA PA CO MI MO NE SD GA VA AR WA'.split(' '),
)

const STATE_PREP = new Set(['in', 'en', 'from', 'de', 'del'])
const CODE_PREP = new Set(['in', 'en'])

/** How sure a reading is, best first: ties of length go to the lower rank. */
const RANK_EXACT_MAKE = 0
const RANK_PHRASE = 1
const RANK_MISSPELT_PHRASE = 2
const RANK_NEAR_MAKE = 3

export interface Match {
  length: number
  rank: number
  apply: (acc: Accumulator) => void
}

export interface Accumulator {
  filters: Partial<SearchState>
  chips: UnderstoodChip[]
}

const pushUnique = <T>(list: T[] | undefined, v: T): T[] =>
  list?.includes(v) ? list : [...(list ?? []), v]

export function addChip(acc: Accumulator, chip: UnderstoodChip) {
  const at = acc.chips.findIndex((c) => c.id === chip.id)
  if (at >= 0) acc.chips[at] = chip
  else acc.chips.push(chip)
}

/** The better of two readings: the longer, then the surer. */
const better = (a: Match | null, b: Match | null): Match | null =>
  !a ? b : !b ? a : b.length > a.length || (b.length === a.length && b.rank < a.rank) ? b : a

function targetMatch(
  target: VocabularyTarget,
  length: number,
  rank: number,
  locale: Locale,
): Match {
  return {
    length,
    rank,
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

const lettersOf = (raw: string) => raw.replace(/[^\p{L}]/gu, '')

/** A state's code: see ./read-query's comment for when a code is one. */
export function stateCodeMatch(
  tokens: readonly QueryToken[],
  i: number,
  locale: Locale,
): Match | null {
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
    RANK_PHRASE,
    locale,
  )
}

/**
 * The phrase of `len` words at i: as written; run together when it is one word of the vocabulary
 * ("tele handler" = telehandler, "retro excavadora" = retroexcavadora); or misspelt (categories
 * and subcategories only): each unknown word read as its nearest vocabulary word ("cargador
 * fontal"), then, in a phrase of several words, one word read as another near it ("caminoes de
 * volteo": "caminoes" folds to "camino", a road, but "camion de volteo" is the phrase).
 */
function phraseAt(
  tokens: readonly QueryToken[],
  i: number,
  len: number,
  vocab: QueryVocabulary,
): { target: VocabularyTarget; rank: number } | null {
  const words = tokens.slice(i, i + len)
  const exact = vocab.phrases.get(words.map((t) => t.key).join(' '))
  if (exact) return { target: exact, rank: RANK_PHRASE }
  if (len > 1 && words.every((t) => /^[a-z]+$/.test(t.norm))) {
    const joined = vocab.phrases.get(stem(words.map((t) => t.norm).join('')))
    if (joined) return { target: joined, rank: RANK_PHRASE }
  }
  const misspelt = (keys: string[]) => {
    const target = vocab.phrases.get(keys.join(' '))
    return target && target.kind !== 'state' ? { target, rank: RANK_MISSPELT_PHRASE } : null
  }
  const keys = words.map((t) =>
    vocab.knownKey(t.key) ? t.key : (vocab.nearKeys(t.norm, t.key)[0] ?? t.key),
  )
  const found = keys.some((k, j) => k !== words[j].key) ? misspelt(keys) : null
  if (found || len === 1) return found
  // Only where every other word is a vocabulary word (or a short one, "de"): a near word is
  // looked for only where it could complete a phrase.
  const fits = keys.map((k, m) => vocab.knownKey(k) || words[m].norm.length < 4)
  for (let j = 0; j < len; j++) {
    if (fits.some((ok, m) => !ok && m !== j)) continue
    for (const near of vocab.nearKeys(words[j].norm, words[j].key)) {
      if (near === keys[j]) continue
      const other = misspelt(keys.map((k, m) => (m === j ? near : k)))
      if (other) return other
    }
  }
  return null
}

function makeMatch(slug: string, length: number, rank: number, vocab: QueryVocabulary): Match {
  return {
    length,
    rank,
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
}

/**
 * The best reading of the words at i as a make, category, subcategory or state, of at most
 * `room` words (the words after are a model number's, which stay text).
 */
export function vocabularyMatch(
  tokens: readonly QueryToken[],
  i: number,
  room: number,
  vocab: QueryVocabulary,
  locale: Locale,
): Match | null {
  let best: Match | null = null
  const prep = STATE_PREP.has(tokens[i].norm) ? 1 : 0
  const max = Math.min(vocab.maxPhraseWords, room)
  for (let len = 1; len <= max; len++) {
    if (!tokens[i + len - 1].key) break
    const found = phraseAt(tokens, i, len, vocab)
    if (found) best = better(best, targetMatch(found.target, len, found.rank, locale))
    // "in texas", "en nuevo méxico": the preposition goes with the state.
    if (prep && len < max) {
      const state = vocab.phrases.get(
        tokens
          .slice(i + 1, i + 1 + len)
          .map((t) => t.key)
          .join(' '),
      )
      if (state?.kind === 'state') best = better(best, targetMatch(state, len + 1, 0, locale))
    }
  }
  for (let len = Math.min(MAX_MAKE_WORDS, room); len >= 1; len--) {
    if (best && len < best.length) break
    const words = tokens.slice(i, i + len)
    if (words.some((w) => !w.norm)) continue
    const make = vocab.matchMake(words.map((w) => w.norm).join(' '))
    if (!make) continue
    const rank = make.exact ? RANK_EXACT_MAKE : RANK_NEAR_MAKE
    best = better(best, makeMatch(make.slug, len, rank, vocab))
    break
  }
  return best
}
