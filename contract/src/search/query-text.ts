/**
 * Words of a search text as the query reader (./read-query) compares them: lower-case, accents
 * dropped ("agrícola" = "agricola", "ñ" = "n"), and a plural folded to its singular in either
 * language ("cargadores frontales" = "cargador frontal", "dozers" = "dozer"). Pure and cheap:
 * every query is read with it, so nothing here allocates more than the words themselves.
 */

/** Lower-case ASCII letters and digits of a word or phrase, accents dropped. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

/**
 * The key of a folded word, the same for its singular and plural in either language: a final
 * "-s" and then a final "-e" dropped ("cargadores" / "cargador", "frontales" / "frontal",
 * "cranes" / "crane", "remolcables" / "remolcable"), "-ies" read as "-y". Words of 3 letters or
 * fewer, words with digits and words ending "-ss", "-us" or "-is" are kept ("gas", "4wd",
 * "press"). The same rule keys the vocabulary and the query, so an odd key ("texa") on both
 * sides still matches.
 */
export function stem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word) || /(ss|us|is)$/.test(word)) return word
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`
  let w = word.endsWith('s') ? word.slice(0, -1) : word
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1)
  return w
}

/** One word of the text: as typed (for the text that is left), folded, and its key. */
export interface QueryToken {
  raw: string
  /** Folded, without the punctuation around it ("$50,000" stays "$50,000"; "texas," -> "texas"). */
  norm: string
  /** stem(norm) for words; the same as norm for numbers. */
  key: string
}

const EDGE_PUNCT = /^[\s"'“”‘’«»¿¡(),;:!?.]+|[\s"'“”‘’«»¿¡(),;:!?]+$|\.+$/g

/**
 * The words of a text. A hyphen or slash between letters separates words ("front-end" = "front
 * end"); one touching a digit is kept ("2015-2019", "d-6t", "20k-40k").
 */
export function tokenize(text: string): QueryToken[] {
  const spaced = text.replace(/([\p{L}])[-/]+(?=[\p{L}])/gu, '$1 ').replace(/\p{Cc}/gu, ' ')
  const out: QueryToken[] = []
  for (const raw of spaced.split(/\s+/)) {
    if (!raw) continue
    const norm = fold(raw).replace(EDGE_PUNCT, '')
    if (!norm) {
      out.push({ raw, norm: '', key: '' })
      continue
    }
    out.push({ raw, norm, key: /^[a-z]+$/.test(norm) ? stem(norm) : norm })
  }
  return out
}

/** The key of a vocabulary phrase: its words' keys joined by single spaces. */
export function phraseKey(phrase: string): string {
  return tokenize(phrase)
    .map((t) => t.key)
    .filter(Boolean)
    .join(' ')
}

/** Letters and digits only ("Sky-Trak" = "skytrak", "John Deere" = "johndeere"). */
export const compact = (text: string): string => fold(text).replace(/[^a-z0-9]/g, '')
