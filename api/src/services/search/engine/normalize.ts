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
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), giving up as
 * soon as the distance must exceed `max`. Returns max + 1 when it does.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > max) return max + 1
  let prevPrev = new Array<number>(lb + 1).fill(0)
  let prev = new Array<number>(lb + 1)
  let cur = new Array<number>(lb + 1)
  for (let j = 0; j <= lb; j++) prev[j] = j
  for (let i = 1; i <= la; i++) {
    cur[0] = i
    let rowMin = cur[0]
    const ca = a.charCodeAt(i - 1)
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1)
      const cost = ca === cb ? 0 : 1
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        v = Math.min(v, prevPrev[j - 2] + 1)
      }
      cur[j] = v
      if (v < rowMin) rowMin = v
    }
    if (rowMin > max) return max + 1
    const t = prevPrev
    prevPrev = prev
    prev = cur
    cur = t
  }
  return prev[lb]
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
