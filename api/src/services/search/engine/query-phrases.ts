import type { ListingIndex } from './listing-index'
import { makePhrasesFor, type MakePhraseMatch } from './make-phrases'
import { FIELD_MAKE } from './text-index'

/** One unit of a query as the search reads it: a word, or words naming a make together. */
export type QueryUnit =
  | { kind: 'word'; word: string }
  | { kind: 'make'; words: string[]; make: MakePhraseMatch; code: number }

const MAX_MODEL_WORDS = 3

/** Whether a word, as written, finds make `code` ("deere" in "jon deere"). */
function namesMake(index: ListingIndex, word: string, code: number): boolean {
  const r = index.text.resolve(word, false, true)
  return r?.matches.some((m) => m.field === FIELD_MAKE && m.code === code) ?? false
}

/**
 * A single word is read as a make when it finds nothing as a word, or only as a misspelling while
 * it sounds like the make ("sani": Sany rather than a word one letter away) or is corrected to a
 * word naming the make ("wabsah" -> wabash: Wabash, not every make with "Wabash" in its name).
 */
function readsBetter(
  index: ListingIndex,
  word: string,
  make: MakePhraseMatch,
  code: number,
): boolean {
  const r = index.text.resolve(word, false)
  if (r === null) return true
  if (r.correction !== null && (make.sound || namesMake(index, r.correction, code))) return true
  // A word naming only what is not for sale ("landol", a make of the open taxonomy).
  return !r.matches.some((m) => index.forSaleCount(m.field, m.code) > 0)
}

/** A word the index finds as it is, without a correction. */
function isPlainWord(index: ListingIndex, word: string): boolean {
  const r = index.text.resolve(word, false, true)
  return r !== null && r.matches.length > 0
}
const MAX_MAKE_WORDS = 5

/**
 * Model numbers typed with a space or a dash ("d6 t", "d-6t", "320 gc", "t-770"): adjacent words
 * whose run-together form is a model's word or name run together ("d6t", "320gc", "t770") are one
 * word, when it has a digit, or when it names nothing but models and none of the words names a
 * make or a category ("sky trak" -> skytrak, a JLG model; "skid steer" stays the category). The index holds every model's name run together (TextIndex.add), so "d6t", "d6 t"
 * and "d-6t" find the same listings.
 */
export function joinModelWords(index: ListingIndex, words: readonly string[]): string[] {
  const out: string[] = []
  let i = 0
  while (i < words.length) {
    let taken = 1
    for (let len = Math.min(MAX_MODEL_WORDS, words.length - i); len >= 2; len--) {
      const joined = words.slice(i, i + len).join('')
      if (
        index.text.isModelWord(joined) &&
        (/\d/.test(joined) ||
          (!index.text.namesMachine(joined) &&
            !words.slice(i, i + len).some((w) => index.text.namesMachine(w))))
      ) {
        out.push(joined)
        taken = len
        break
      }
    }
    if (taken === 1) out.push(words[i])
    i += taken
  }
  return out
}

/** Listings for sale of a make id, as the make matcher ranks makes. */
function makePopularity(index: ListingIndex) {
  return (id: number) => {
    const code = index.makes.codeOf(String(id))
    return code === undefined ? 0 : index.forSaleCount(FIELD_MAKE, code)
  }
}

/**
 * The make a phrase of query words names, when the search reads it as that make: a phrase of
 * several words when it is the make's name or alias run together ("sky trak", "case ih"), or when
 * it sounds like one and one of its words alone would be a misspelling or nothing ("john dear",
 * "jon deere"); a single word when it finds nothing as a word, or only as a misspelling while it
 * sounds like a make ("sani" -> Sany). `asWord`: a single word that is the make's name as
 * written is read too (the query reader's filters; the search itself matches it as a word).
 * `literal`: only names as written (spacing aside), no sound-alikes.
 */
export function readMakePhrase(
  index: ListingIndex,
  span: readonly string[],
  literal: boolean,
  asWord = false,
): { make: MakePhraseMatch; code: number } | null {
  const make = makePhrasesFor(index.snapshot).match(span.join(' '), makePopularity(index))
  if (!make || (literal && !make.exact)) return null
  const code = index.makes.codeOf(String(make.id))
  if (code === undefined) return null
  const wanted =
    span.length === 1
      ? make.exact
        ? asWord
        : readsBetter(index, span[0], make, code)
      : make.exact ||
        !span.every((w) => isPlainWord(index, w)) ||
        span.some((w) => namesMake(index, w, code))
  return wanted ? { make, code } : null
}

/** The query's words, with the phrases naming a make read as that make (readMakePhrase). */
export function readQueryUnits(
  index: ListingIndex,
  words: readonly string[],
  literal: boolean,
): QueryUnit[] {
  const units: QueryUnit[] = []
  let i = 0
  while (i < words.length) {
    let unit: QueryUnit | null = null
    for (let len = Math.min(MAX_MAKE_WORDS, words.length - i); len >= 1 && !unit; len--) {
      const span = words.slice(i, i + len)
      const read = readMakePhrase(index, span, literal)
      if (read) unit = { kind: 'make', words: span, ...read }
    }
    if (unit?.kind === 'make') {
      units.push(unit)
      i += unit.words.length
    } else {
      units.push({ kind: 'word', word: words[i++] })
    }
  }
  return units
}
