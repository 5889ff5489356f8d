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
 * it sounds like the make ("sani": Sany rather than a word one letter away).
 */
function readsBetter(index: ListingIndex, word: string, make: MakePhraseMatch): boolean {
  const r = index.text.resolve(word, false)
  if (r === null || (r.correction !== null && make.sound)) return true
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

/**
 * The query's words, with the phrases naming a make read as that make (make-phrases.ts): a
 * phrase of several words when it is the make's name or alias run together ("sky trak", "case
 * ih"), or when it sounds like one and one of its words alone would be a misspelling or nothing
 * ("john dear", "jon deere"); a single word when it finds nothing as a word, or only as a
 * misspelling while it sounds like a make ("sani" -> Sany).
 * `literal`: only names as written (spacing aside), no sound-alikes.
 */
export function readQueryUnits(
  index: ListingIndex,
  words: readonly string[],
  literal: boolean,
): QueryUnit[] {
  const matcher = makePhrasesFor(index.snapshot)
  const popularity = (id: number) => {
    const code = index.makes.codeOf(String(id))
    return code === undefined ? 0 : index.forSaleCount(FIELD_MAKE, code)
  }
  const plain = (w: string) => isPlainWord(index, w)
  const units: QueryUnit[] = []
  let i = 0
  while (i < words.length) {
    let unit: QueryUnit | null = null
    for (let len = Math.min(MAX_MAKE_WORDS, words.length - i); len >= 1 && !unit; len--) {
      const span = words.slice(i, i + len)
      const make = matcher.match(span.join(' '), popularity)
      if (!make || (literal && !make.exact)) continue
      const code = index.makes.codeOf(String(make.id))
      if (code === undefined) continue
      const wanted =
        len === 1
          ? !make.exact && readsBetter(index, span[0], make)
          : make.exact || !span.every(plain) || span.some((w) => namesMake(index, w, code))
      if (wanted) unit = { kind: 'make', words: span, make, code }
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
