import type { ListingIndex } from './listing-index'
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
}

export interface CompiledText {
  terms: CompiledTerm[]
  /** Words that match nothing: the search finds nothing and says which words. */
  unmatched: string[]
  /** The query as read when a word was corrected, else null. */
  corrected: string | null
}

export function compileText(
  index: ListingIndex,
  words: string[],
  lastWordIsPrefix: boolean,
): CompiledText {
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
  words.forEach((word, i) => {
    const resolved = index.text.resolve(word, lastWordIsPrefix && i === words.length - 1)
    if (!resolved) {
      unmatched.push(word)
      read.push(word)
      return
    }
    if (resolved.correction) anyCorrection = true
    read.push(resolved.correction ?? word)
    const tables: Array<Float32Array | null> = [null, null, null, null, null, null]
    for (const m of resolved.matches) {
      const table = (tables[m.field] ??= new Float32Array(sizes[m.field]))
      if (m.code < table.length && table[m.code] < m.weight) table[m.code] = m.weight
    }
    terms.push({
      make: tables[FIELD_MAKE],
      model: tables[FIELD_MODEL],
      category: tables[FIELD_CATEGORY],
      subcategory: tables[FIELD_SUBCATEGORY],
      state: tables[FIELD_STATE],
      city: tables[FIELD_CITY],
      year: resolved.year ?? -1,
    })
  })
  return { terms, unmatched, corrected: anyCorrection ? read.join(' ') : null }
}
