/**
 * What the query reader (./read-query) knows: the catalogue's makes (names and aliases),
 * categories and subcategories with the trade's words for them (the api's
 * reference-data/category-synonyms.ts), and the US states (names in both languages, codes).
 * The api builds it from the live catalogue (services/search/read-search-query.ts, cached);
 * tests build it from a few rows. A make is matched through `matchMake`, so the search engine's
 * sound-alike and spacing matcher can replace the default (names and aliases, letters and digits
 * only, case and accents ignored); model numbers through `isModel` (default: none).
 *
 * A word of a category's or subcategory's phrase may be misspelt: `correctKey` gives the
 * vocabulary word (as a key) within its typo budget ("fontal" -> frontal, "caminoes" -> camion),
 * so "cargador fontal" and "caminoes de volteo" still read as their rows.
 */
import { US_STATES } from '../us-states'
import { boundedEditDistance } from './edit-distance'
import { compact, phraseKey } from './query-text'

export type VocabularyTarget =
  | { kind: 'category'; category: string; name: { en: string; es: string } }
  | {
      kind: 'subcategory'
      category: string
      subcategory: string
      name: { en: string; es: string }
    }
  | { kind: 'state'; code: string; name: { en: string; es: string } }

export interface VocabularyMake {
  slug: string
  name: string
  aliases?: readonly string[]
  /** A make of the featured list (demo inventory): its names and aliases come first. */
  featured?: boolean
}

export interface VocabularyCategory {
  slug: string
  en: string
  es: string
  singularEn?: string
  singularEs?: string
  subcategories?: ReadonlyArray<{ slug: string; en: string; es: string }>
}

export interface VocabularySynonyms {
  category: string
  subcategory: string | null
  en: readonly string[]
  es: readonly string[]
}

/** A make a phrase names: as written (name or alias, spacing aside), or read by sound or a slip. */
export interface MakeMatch {
  slug: string
  exact: boolean
}

/** The most words a make's name is read from ("kwik dump trailer supply"). */
export const MAX_MAKE_WORDS = 5

export interface QueryVocabulary {
  /** Phrase key (./query-text phraseKey) -> what it names. */
  phrases: ReadonlyMap<string, VocabularyTarget>
  /** The most words any phrase has. */
  maxPhraseWords: number
  /** The make a phrase of 1 to MAX_MAKE_WORDS words names, as typed, or null. */
  matchMake: (phrase: string) => MakeMatch | null
  /** Whether a word run together ("320gc", "d6t") is a model number: its parts stay text. */
  isModel: (joined: string) => boolean
  /** Whether a key is a word of a category's or subcategory's phrase. */
  knownKey: (key: string) => boolean
  /**
   * The keys of the category and subcategory words a word may be misspelt for (within its typo
   * budget: one edit from 5 letters, two from 8), nearest first; none for a short word.
   */
  nearKeys: (norm: string, key: string) => readonly string[]
  /** A make's display name by slug. */
  makeName: (slug: string) => string | null
  /** Whether a five-digit code is a ZIP the search knows (default: any five digits). */
  isZip: (zip: string) => boolean
  /** Phrases two rows claimed (left out of `phrases`): a vocabulary test says none. */
  conflicts: ReadonlyArray<{ phrase: string; targets: string[] }>
}

export interface VocabularyInput {
  makes: readonly VocabularyMake[]
  categories: readonly VocabularyCategory[]
  synonyms?: readonly VocabularySynonyms[]
  /**
   * Replaces the default make matcher (the engine's phonetic one). A slug alone means the phrase
   * was the make's name as written.
   */
  matchMake?: (phrase: string) => MakeMatch | string | null
  isModel?: (joined: string) => boolean
  isZip?: (zip: string) => boolean
}

const targetId = (t: VocabularyTarget) =>
  t.kind === 'category'
    ? `category:${t.category}`
    : t.kind === 'subcategory'
      ? `sub:${t.category}/${t.subcategory}`
      : `state:${t.code}`

/**
 * Make slug by its compacted name or alias ("skytrak", "johndeere", "cat", "jd"). A word two makes
 * claim goes to a featured make's name, then its alias, then another make's name, then its alias:
 * "cat" is Caterpillar's alias before it is the name of a trailer builder in the open taxonomy.
 */
export function defaultMakeMatcher(makes: readonly VocabularyMake[]) {
  const byKey = new Map<string, string>()
  const featured = makes.filter((m) => m.featured !== false)
  const others = makes.filter((m) => m.featured === false)
  const claim = (m: VocabularyMake, names: readonly string[]) => {
    for (const name of names) {
      const key = compact(name)
      if (key.length >= 2 && !byKey.has(key)) byKey.set(key, m.slug)
    }
  }
  for (const group of [featured, others]) {
    for (const m of group) claim(m, [m.name, m.slug])
    for (const m of group) claim(m, m.aliases ?? [])
  }
  return (phrase: string): string | null => byKey.get(compact(phrase)) ?? null
}

/** Typos a word of this many letters may carry and still be read as a vocabulary word. */
export function vocabularyTypoBudget(letters: number): number {
  return letters >= 8 ? 2 : letters >= 5 ? 1 : 0
}

const CORRECTION_CACHE_LIMIT = 5_000

/** The most words `nearKeys` offers for one word. */
const NEAR_KEYS = 4

/**
 * `nearKeys` over the words of the category and subcategory phrases (keys, letters only, 4 or
 * more): the nearest first, then the ones more phrases use, then alphabetically. States are not
 * corrected ("main" is no misspelt Maine). Answers are cached: a query costs map lookups once its
 * words were seen.
 */
function nearKeyFinder(phrases: ReadonlyMap<string, VocabularyTarget>) {
  const uses = new Map<string, number>()
  for (const [key, target] of phrases) {
    if (target.kind === 'state') continue
    for (const w of key.split(' ')) {
      if (w.length >= 4 && /^[a-z]+$/.test(w)) uses.set(w, (uses.get(w) ?? 0) + 1)
    }
  }
  const byLength: string[][] = []
  for (const w of [...uses.keys()].sort()) (byLength[w.length] ??= []).push(w)
  const cache = new Map<string, readonly string[]>()
  const near = (key: string, budget: number): string[] => {
    const found: Array<{ w: string; d: number }> = []
    for (let len = key.length - budget; len <= key.length + budget; len++) {
      for (const w of byLength[len] ?? []) {
        const d = boundedEditDistance(key, w, budget)
        if (d <= budget && d > 0) found.push({ w, d })
      }
    }
    found.sort((a, b) => a.d - b.d || uses.get(b.w)! - uses.get(a.w)! || (a.w < b.w ? -1 : 1))
    return found.slice(0, NEAR_KEYS).map((f) => f.w)
  }
  return {
    known: (key: string) => uses.has(key),
    near: (norm: string, key: string): readonly string[] => {
      const budget = /^[a-z]+$/.test(norm) ? vocabularyTypoBudget(norm.length) : 0
      if (!budget) return []
      let found = cache.get(`${key}|${budget}`)
      if (found === undefined) {
        found = near(key, budget)
        if (cache.size > CORRECTION_CACHE_LIMIT) cache.clear()
        cache.set(`${key}|${budget}`, found)
      }
      return found
    },
  }
}

/**
 * Build the reader's vocabulary. A phrase claimed by two rows is dropped, except that a
 * category's own name beats a subcategory's synonym and a state's name beats neither (listed in
 * `conflicts` for tests to see). Subcategory names alone are not phrases ("Small Frame" names two
 * subcategories): their synonyms say which category they belong to.
 */
export function buildQueryVocabulary(input: VocabularyInput): QueryVocabulary {
  const claims = new Map<string, VocabularyTarget[]>()
  const claim = (phrase: string, target: VocabularyTarget) => {
    const key = phraseKey(phrase)
    if (!key) return
    const list = claims.get(key) ?? []
    if (!list.some((t) => targetId(t) === targetId(target))) list.push(target)
    claims.set(key, list)
  }
  const catName = new Map<string, { en: string; es: string }>()
  const subName = new Map<string, { en: string; es: string }>()
  for (const c of input.categories) {
    const target: VocabularyTarget = {
      kind: 'category',
      category: c.slug,
      name: { en: c.en, es: c.es },
    }
    catName.set(c.slug, target.name)
    for (const n of [c.en, c.es, c.singularEn, c.singularEs]) if (n) claim(n, target)
    for (const s of c.subcategories ?? [])
      subName.set(`${c.slug}/${s.slug}`, { en: s.en, es: s.es })
  }
  const nameKeys = new Set(claims.keys())
  for (const row of input.synonyms ?? []) {
    const cat = catName.get(row.category)
    if (!cat) continue
    const sub = row.subcategory ? subName.get(`${row.category}/${row.subcategory}`) : null
    if (row.subcategory && !sub) continue
    const target: VocabularyTarget =
      row.subcategory && sub
        ? { kind: 'subcategory', category: row.category, subcategory: row.subcategory, name: sub }
        : { kind: 'category', category: row.category, name: cat }
    for (const term of [...row.en, ...row.es]) {
      // A category's own name stays that category's.
      if (nameKeys.has(phraseKey(term)) && target.kind === 'subcategory') continue
      claim(term, target)
    }
  }
  for (const s of US_STATES) {
    const target: VocabularyTarget = { kind: 'state', code: s.code, name: { en: s.en, es: s.es } }
    for (const n of new Set([s.en, s.es])) {
      if (!claims.has(phraseKey(n))) claim(n, target)
    }
  }
  const phrases = new Map<string, VocabularyTarget>()
  const conflicts: Array<{ phrase: string; targets: string[] }> = []
  let maxPhraseWords = 1
  for (const [key, targets] of claims) {
    if (targets.length > 1) {
      conflicts.push({ phrase: key, targets: targets.map(targetId) })
      continue
    }
    phrases.set(key, targets[0])
    maxPhraseWords = Math.max(maxPhraseWords, key.split(' ').length)
  }
  const names = new Map(input.makes.map((m) => [m.slug, m.name]))
  const matcher = input.matchMake ?? defaultMakeMatcher(input.makes)
  const nearKeys = nearKeyFinder(phrases)
  return {
    phrases,
    maxPhraseWords,
    matchMake: (phrase) => {
      const m = matcher(phrase)
      return typeof m === 'string' ? { slug: m, exact: true } : m
    },
    isModel: input.isModel ?? (() => false),
    knownKey: nearKeys.known,
    nearKeys: nearKeys.near,
    makeName: (slug) => names.get(slug) ?? null,
    isZip: input.isZip ?? ((zip) => /^\d{5}$/.test(zip)),
    conflicts,
  }
}
