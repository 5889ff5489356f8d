import type { ListingIndex } from './listing-index'
import { STOP_WORDS, tokenize } from './normalize'
import { joinModelWords, readQueryUnits } from './query-phrases'
import {
  FIELD_CATEGORY,
  FIELD_CITY,
  FIELD_MAKE,
  FIELD_MODEL,
  FIELD_STATE,
  FIELD_SUBCATEGORY,
} from './text-index'

/** One query word as lookup tables over dictionary codes: weight > 0 where the word matches. */
export interface CompiledTerm {
  make: Float32Array | null
  model: Float32Array | null
  category: Float32Array | null
  subcategory: Float32Array | null
  state: Float32Array | null
  city: Float32Array | null
  /** Model year the word names, or -1. */
  year: number
  /** The (field, code) pairs the tables mark, flat: where the term's postings are. */
  codes: number[]
}

export interface CompiledText {
  terms: CompiledTerm[]
  /** Words that match nothing: the search finds nothing and says which words. */
  unmatched: string[]
  /** The query as read when a word was corrected, else null. */
  corrected: string | null
}

/**
 * The query's words as lookup tables: model numbers typed in parts joined ("d6 t" -> d6t), phrases
 * naming a make read as that make ("john dear" -> John Deere, said in `corrected`), then each
 * other word resolved by the text index. `literal`: the words as typed, nothing corrected.
 */
export function compileText(
  index: ListingIndex,
  typed: string[],
  lastWordIsPrefix: boolean,
  literal = false,
): CompiledText {
  const words = joinModelWords(index, typed)
  // A joined last word is a whole model number: no longer one being typed.
  const prefixLast = lastWordIsPrefix && words[words.length - 1] === typed[typed.length - 1]
  const terms: CompiledTerm[] = []
  const unmatched: string[] = []
  const read: string[] = []
  let anyCorrection = false
  const sizes = [
    index.makes.size,
    index.models.size,
    index.categories.size,
    index.subcategories.size,
    index.states.size,
    index.cities.size,
  ]
  const units = readQueryUnits(index, words, literal)
  units.forEach((unit, i) => {
    if (unit.kind === 'make') {
      const make = new Float32Array(sizes[0])
      make[unit.code] = unit.make.exact ? 3 : 3 * 0.6
      if (!unit.make.exact || unit.make.distance > 0) anyCorrection = true
      // Lower case, as every word of the reading ("john deere excavator").
      read.push(unit.make.exact ? unit.words.join(' ') : unit.make.name.toLowerCase())
      terms.push({
        make,
        model: null,
        category: null,
        subcategory: null,
        state: null,
        city: null,
        year: -1,
        codes: [FIELD_MAKE, unit.code],
      })
      return
    }
    const word = unit.word
    const resolved = index.text.resolve(word, prefixLast && i === units.length - 1, literal)
    if (!resolved) {
      unmatched.push(word)
      read.push(word)
      return
    }
    if (resolved.correction) anyCorrection = true
    read.push(resolved.correction ?? word)
    const tables: Array<Float32Array | null> = [null, null, null, null, null, null]
    const codes: number[] = []
    for (const m of resolved.matches) {
      const table = (tables[m.field] ??= new Float32Array(sizes[m.field]))
      if (m.code >= table.length || m.weight <= 0) continue
      if (table[m.code] === 0) codes.push(m.field, m.code)
      if (table[m.code] < m.weight) table[m.code] = m.weight
    }
    terms.push({
      make: tables[FIELD_MAKE],
      model: tables[FIELD_MODEL],
      category: tables[FIELD_CATEGORY],
      subcategory: tables[FIELD_SUBCATEGORY],
      state: tables[FIELD_STATE],
      city: tables[FIELD_CITY],
      year: resolved.year ?? -1,
      codes,
    })
  })
  return { terms, unmatched, corrected: anyCorrection ? read.join(' ') : null }
}

/**
 * The text as the search reads it, misspelt words replaced by the words they were read as
 * ("genei lift" -> "genie lift"), other words (stop words too) kept; null when nothing was
 * corrected. The last word counts as being typed, as in the suggestions box.
 */
export function correctedText(index: ListingIndex, text: string): string | null {
  const tokens = tokenize(text)
  let changed = false
  const out = tokens.map((token, i) => {
    if (STOP_WORDS.has(token)) return token
    const correction = index.text.resolve(token, i === tokens.length - 1)?.correction
    if (!correction || correction === token) return token
    changed = true
    return correction
  })
  return changed ? out.join(' ') : null
}
