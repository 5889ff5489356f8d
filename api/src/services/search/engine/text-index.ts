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

const CACHE_LIMIT = 10_000

/**
 * The search vocabulary. Searchable text in this catalogue is categorical (make, model,
 * category and subcategory names in both languages, city, state), so instead of postings per
 * listing the vocabulary maps each word to dictionary codes, and a query word becomes "make
 * code in {..} or category code in {..} or ...", checked per listing against the code columns.
 * Listings then never need re-tokenising when they change.
 */
export class TextIndex {
  private readonly vocab = new Map<string, Posting[]>()
  private readonly byLength: string[][] = []
  private sorted: string[] | null = null
  private readonly cache = new Map<string, ResolvedTerm | null>()

  get vocabularySize(): number {
    return this.vocab.size
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
        if (!/\d/.test(w)) (this.byLength[w.length] ??= []).push(w)
        this.sorted = null
        this.cache.clear()
      }
      if (!list.some((p) => p.field === field && p.code === code)) list.push({ field, code })
    }
  }

  /**
   * What a query word matches: exact (or singular) words first; for the last word of a query
   * typed so far, words it begins; then words within the typo budget of its length.
   */
  resolve(term: string, allowPrefix: boolean): ResolvedTerm | null {
    const key = `${term}|${allowPrefix ? 1 : 0}`
    if (this.cache.has(key)) return this.cache.get(key)!
    const result = this.resolveUncached(term, allowPrefix)
    if (this.cache.size > CACHE_LIMIT) this.cache.clear()
    this.cache.set(key, result)
    return result
  }

  private resolveUncached(term: string, allowPrefix: boolean): ResolvedTerm | null {
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
    const forms = singularForms(term)
    forms.forEach((f, i) => take(f, i === 0 ? QUALITY_EXACT : QUALITY_SINGULAR))
    let correction: string | null = null
    if (best.size === 0 && allowPrefix && term.length >= 2) {
      for (const w of this.prefixed(term)) take(w, QUALITY_PREFIX)
    }
    if (best.size === 0) {
      const budget = typoBudget(term)
      if (budget > 0) {
        const { words, distance } = this.nearest(term, budget)
        for (const w of words) take(w, QUALITY_TYPO[distance])
        if (words.length) {
          correction = words.reduce((a, b) =>
            (this.vocab.get(b)?.length ?? 0) > (this.vocab.get(a)?.length ?? 0) ? b : a,
          )
        }
      }
    }
    if (best.size === 0 && year === null) return null
    return { term, matches: [...best.values()], year, correction }
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

  /** Vocabulary words at the smallest edit distance (at most `budget`) from `term`. */
  private nearest(term: string, budget: number): { words: string[]; distance: number } {
    let bestDistance = budget + 1
    let words: string[] = []
    for (let len = term.length - budget; len <= term.length + budget; len++) {
      for (const w of this.byLength[len] ?? []) {
        const d = boundedEditDistance(term, w, Math.min(budget, bestDistance))
        if (d < bestDistance) {
          bestDistance = d
          words = [w]
        } else if (d === bestDistance && d <= budget) {
          words.push(w)
        }
      }
    }
    return bestDistance <= budget ? { words, distance: bestDistance } : { words: [], distance: 0 }
  }
}
