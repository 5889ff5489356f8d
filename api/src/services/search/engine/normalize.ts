// The engine's edit distance is the query reader's (one definition for both).
export { boundedEditDistance } from '@ironyard/contract/search/edit-distance'

/**
 * Text normalisation shared by the index and the queries: lower case, accents removed, anything
 * that is not a letter or digit is a separator. "Excavadoras CATERPILLAR 320-GC" and
 * "excavadoras caterpillar 320 gc" give the same tokens.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

export function tokenize(text: string): string[] {
  const n = normalizeText(text)
  return n ? n.split(' ') : []
}

/** Words that say nothing about the machine ("used excavators for sale near me"). */
export const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'for',
  'sale',
  'used',
  'in',
  'near',
  'me',
  'with',
  'of',
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'en',
  'venta',
  'usado',
  'usada',
  'usados',
  'usadas',
  'con',
  'y',
  'para',
  'cerca',
])

/**
 * Forms a query word may take in the vocabulary, best first: itself, then without an English or
 * Spanish plural ending ("loaders" -> "loader", "camiones" -> "camion").
 */
export function singularForms(token: string): string[] {
  const forms = [token]
  if (token.length > 3 && token.endsWith('s')) forms.push(token.slice(0, -1))
  if (token.length > 4 && token.endsWith('es')) forms.push(token.slice(0, -2))
  return forms
}

/**
 * How many typos (Damerau edits: a transposition is one) a word of this length may carry and
 * still match: one from 4 letters ("jhon", "deer", "kubta"), two from 7 ("catepillar"); none for
 * shorter words, whose neighbours are too many, nor for codes like "d6t".
 */
export function typoBudget(token: string): number {
  if (/\d/.test(token)) return 0
  if (token.length >= 7) return 2
  if (token.length >= 4) return 1
  return 0
}
