import { boundedEditDistance, singularForms, STOP_WORDS, tokenize, typoBudget } from './normalize'

/** Fields a word can match, and how much a match there counts towards relevance. */
export const FIELD_MAKE = 0
export const FIELD_MODEL = 1
export const FIELD_CATEGORY = 2
export const FIELD_SUBCATEGORY = 3
export const FIELD_STATE = 4
export const FIELD_CITY = 5
export const FIELD_COUNT = 6
const FIELD_WEIGHT = [3, 2, 3, 2.5, 1, 1]

const QUALITY_EXACT = 1
const QUALITY_SINGULAR = 0.95
const QUALITY_PREFIX = 0.7
const QUALITY_TYPO = [1, 0.6, 0.45]

export interface TermMatch {
  field: number
  code: number
  weight: number
}

export interface ResolvedTerm {
  term: string
  matches: TermMatch[]
  /** A model year the word names ("2019"), matched against the year column too. */
  year: number | null
  /** The vocabulary word a misspelt term was read as ("catepillar" -> "caterpillar"). */
  correction: string | null
}

interface Posting {
  field: number
  code: number
}

/** Listings for sale behind a dictionary entry (0 when none); ranks typo corrections. */
export type Popularity = (field: number, code: number) => number

const CACHE_LIMIT = 10_000

const sortedLetters = (word: string) => [...word].sort().join('')

/** Which of a-z a word holds (bits 0-25), and bit 26 for any other character. */
function letterMask(word: string): number {
  let mask = 0
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i) - 97
    mask |= c >= 0 && c < 26 ? 1 << c : 1 << 26
  }
  return mask
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

/**
 * Extra words for a category, by slug, that its names do not contain: what buyers call the
 * machines ("komatsu dozer" finds Komatsu bulldozers, also those without a dozer subcategory).
 */
export const CATEGORY_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  bulldozers: ['dozer', 'dozers'],
  'backhoe-loaders': ['backhoe', 'retro'],
  'skid-steer-loaders': ['skidsteer'],
  excavators: ['trackhoe'],
  lifts: ['manlift', 'boom lift', 'scissor lift', 'aerial lift'],
  forklifts: ['fork lift'],
}

/**
 * The search vocabulary. Searchable text in this catalogue is categorical (make, model,
 * category and subcategory names in both languages, city, state), so instead of postings per
 * listing the vocabulary maps each word to dictionary codes, and a query word becomes "make
 * code in {..} or category code in {..} or ...", checked per listing against the code columns.
 * Listings then never need re-tokenising when they change.
 *
 * A query word matches, all at once: the same word, its singular or plural ("dozer" finds the
 * make "American Dozer" and the "Dozers" subcategories), for the word being typed the words it
 * begins, and for a model number its series ("350" finds "350G LC" as well as "F-350"). When
 * none of those finds a listing for sale, the word is read as the vocabulary word within its
 * typo budget (Damerau distance, so "jhon" is one edit from "john"), the nearest first and, at
 * equal distance, the one with the most listings.
 */
export class TextIndex {
  private readonly vocab = new Map<string, Posting[]>()
  /** Singular form -> vocabulary words having it ("dozer" -> dozer, dozers). */
  private readonly stems = new Map<string, string[]>()
  private readonly byLength: string[][] = []
  /** Each byLength word's letters as a bit mask (see letterMask), in the same order. */
  private readonly masksByLength: number[][] = []
  private sorted: string[] | null = null
  private readonly cache = new Map<string, ResolvedTerm | null>()
  private popularity: Popularity = () => 1

  get vocabularySize(): number {
    return this.vocab.size
  }

  /** How typo corrections are ranked; resolved words are forgotten (they may rank otherwise). */
  setPopularity(popularity: Popularity): void {
    this.popularity = popularity
    this.cache.clear()
  }

  /** Forget resolved words (what is for sale changed: typo corrections may rank otherwise). */
  forgetResolved(): void {
    if (this.cache.size) this.cache.clear()
  }

  /** Make the words of `text` find dictionary entry `code` of `field`. */
  add(field: number, code: number, text: string): void {
    const tokens = tokenize(text).filter((t) => !STOP_WORDS.has(t))
    const words = tokens.length > 1 ? [...tokens, tokens.join('')] : tokens
    for (const w of words) {
      let list = this.vocab.get(w)
      if (!list) {
        list = []
        this.vocab.set(w, list)
        if (!/\d/.test(w)) {
          ;(this.byLength[w.length] ??= []).push(w)
          ;(this.masksByLength[w.length] ??= []).push(letterMask(w))
        }
        for (const f of singularForms(w)) {
          const same = this.stems.get(f)
          if (same) same.push(w)
          else this.stems.set(f, [w])
        }
        this.sorted = null
        this.cache.clear()
      }
      if (!list.some((p) => p.field === field && p.code === code)) list.push({ field, code })
    }
  }

  /**
   * What a query word matches: the word, its singular/plural forms, for the last word of a query
   * typed so far the words it begins (for a model number, its series in any position); then,
   * when none of those has a listing for sale, the word within the typo budget of its length
   * that best explains it.
   */
  resolve(term: string, allowPrefix: boolean, literal = false): ResolvedTerm | null {
    const key = `${term}|${allowPrefix ? 1 : 0}|${literal ? 1 : 0}`
    if (this.cache.has(key)) return this.cache.get(key)!
    const result = this.resolveUncached(term, allowPrefix, literal)
    if (this.cache.size > CACHE_LIMIT) this.cache.clear()
    this.cache.set(key, result)
    return result
  }

  /** Whether a vocabulary word is (a model's name run together) a model's ("320gc", "t770"). */
  isModelWord(word: string): boolean {
    return this.vocab.get(word)?.some((p) => p.field === FIELD_MODEL) ?? false
  }

  /** Whether a word, as written, names a make, category or subcategory with listings for sale. */
  namesMachine(word: string): boolean {
    const named = (p: Posting) =>
      (p.field === FIELD_MAKE || p.field === FIELD_CATEGORY || p.field === FIELD_SUBCATEGORY) &&
      this.popularity(p.field, p.code) > 0
    return this.vocab.get(word)?.some(named) ?? false
  }

  /** `literal`: the word as typed, never read as a misspelling (the "search instead for" link). */
  private resolveUncached(
    term: string,
    allowPrefix: boolean,
    literal: boolean,
  ): ResolvedTerm | null {
    const yearNum = /^\d{4}$/.test(term) ? Number(term) : NaN
    const year = yearNum >= 1950 && yearNum <= 2035 ? yearNum : null
    const best = new Map<number, TermMatch>()
    const take = (word: string, quality: number) => {
      for (const p of this.vocab.get(word) ?? []) {
        const weight = FIELD_WEIGHT[p.field] * quality
        const k = p.field * 1_000_000_000 + p.code
        const prev = best.get(k)
        if (!prev || prev.weight < weight) best.set(k, { field: p.field, code: p.code, weight })
      }
    }
    this.takeForms(term, 1, take)
    const exactFinds = this.anyPopular(best.values())
    let correction: string | null = null
    if (term.length >= 2) {
      if (allowPrefix) {
        const words = this.prefixed(term)
        for (const w of words) take(w, QUALITY_PREFIX)
        // "jhon deer": the word is not one, but a word it begins is within its typo budget.
        if (!exactFinds && !literal)
          correction = this.mostPopular(words, term.length + typoBudget(term))
      } else if (/^\d+$/.test(term)) {
        // A model number names its series: "350" is also 350G and 350G LC (not 3500).
        for (const w of this.prefixed(term))
          if (/^[a-z]+$/.test(w.slice(term.length))) take(w, QUALITY_PREFIX)
      }
    }
    if (!literal && !this.anyPopular(best.values())) {
      const budget = typoBudget(term)
      if (budget > 0) {
        const word = this.nearest(term, budget)
        if (word) {
          this.takeForms(word.word, QUALITY_TYPO[word.distance], take)
          correction = word.word
        }
      }
    }
    if (best.size === 0 && year === null) return null
    return { term, matches: [...best.values()], year, correction }
  }

  /** The word itself, then the vocabulary words sharing a singular form with it. */
  private takeForms(word: string, quality: number, take: (w: string, q: number) => void): void {
    take(word, quality * QUALITY_EXACT)
    for (const f of singularForms(word)) {
      for (const w of this.stems.get(f) ?? []) if (w !== word) take(w, quality * QUALITY_SINGULAR)
    }
  }

  /** The word, at most `maxLength` letters long, that finds the most listings for sale. */
  private mostPopular(words: string[], maxLength: number): string | null {
    let found: string | null = null
    let most = 0
    for (const w of words) {
      if (w.length > maxLength || /\d/.test(w)) continue
      const n = this.wordPopularity(w)
      if (n > most) {
        most = n
        found = w
      }
    }
    return found
  }

  private anyPopular(matches: Iterable<TermMatch>): boolean {
    for (const m of matches) if (this.popularity(m.field, m.code) > 0) return true
    return false
  }

  /** Listings for sale behind a vocabulary word and its singular/plural forms. */
  private wordPopularity(word: string): number {
    let n = 0
    const seen = new Set<string>()
    const count = (w: string) => {
      if (seen.has(w)) return
      seen.add(w)
      for (const p of this.vocab.get(w) ?? []) n += this.popularity(p.field, p.code)
    }
    count(word)
    for (const f of singularForms(word)) for (const w of this.stems.get(f) ?? []) count(w)
    return n
  }

  private prefixed(prefix: string, limit = 200): string[] {
    if (!this.sorted) this.sorted = [...this.vocab.keys()].sort()
    const words = this.sorted
    let lo = 0
    let hi = words.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (words[mid] < prefix) lo = mid + 1
      else hi = mid
    }
    const out: string[] = []
    for (let i = lo; i < words.length && out.length < limit; i++) {
      if (!words[i].startsWith(prefix)) break
      if (words[i] !== prefix) out.push(words[i])
    }
    return out
  }

  /**
   * The vocabulary word a misspelt term most likely means: among words within `budget` edits
   * that find listings for sale, the nearest, then one with the same letters (two keys swapped,
   * the commonest slip: "stpep" is Stepp before "step"), then the one finding the most listings.
   */
  private nearest(term: string, budget: number): { word: string; distance: number } | null {
    let found: { word: string; distance: number; swapped: boolean; popularity: number } | null =
      null
    const letters = sortedLetters(term)
    const mask = letterMask(term)
    for (let len = term.length - budget; len <= term.length + budget; len++) {
      const words = this.byLength[len] ?? []
      const masks = this.masksByLength[len] ?? []
      for (let i = 0; i < words.length; i++) {
        const w = words[i]
        const limit = found ? found.distance : budget
        // Each letter one word has and the other lacks costs an edit (a substitution can cover
        // one of each): most of the vocabulary is ruled out without computing a distance.
        const m = masks[i]
        if (Math.max(popcount(mask & ~m), popcount(m & ~mask)) > limit) continue
        const d = boundedEditDistance(term, w, limit)
        if (d > limit || d === 0) continue
        const popularity = this.wordPopularity(w)
        if (popularity === 0) continue
        const swapped = len === term.length && sortedLetters(w) === letters
        if (
          !found ||
          d < found.distance ||
          (swapped && !found.swapped) ||
          (swapped === found.swapped && popularity > found.popularity)
        ) {
          found = { word: w, distance: d, swapped, popularity }
        }
      }
    }
    return found ? { word: found.word, distance: found.distance } : null
  }
}
