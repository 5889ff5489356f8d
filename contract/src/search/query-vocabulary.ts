/**
 * What the query reader (./read-query) knows: the catalogue's makes (names and aliases),
 * categories and subcategories with the trade's words for them (the api's
 * reference-data/category-synonyms.ts), and the US states (names in both languages, codes).
 * The api builds it from the live catalogue (services/search/read-search-query.ts, cached);
 * tests build it from a few rows. A make is matched through `matchMake`, so the search engine's
 * sound-alike and spacing matcher can replace the default (names and aliases, letters and digits
 * only, case and accents ignored).
 */
import { US_STATES } from '../us-states'
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

export interface QueryVocabulary {
  /** Phrase key (./query-text phraseKey) -> what it names. */
  phrases: ReadonlyMap<string, VocabularyTarget>
  /** The most words any phrase has. */
  maxPhraseWords: number
  /** A make's slug for a phrase of 1-3 words as typed, or null. */
  matchMake: (phrase: string) => string | null
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
  /** Replaces the default make matcher (the engine's phonetic one). */
  matchMake?: (phrase: string) => string | null
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
  return {
    phrases,
    maxPhraseWords,
    matchMake: input.matchMake ?? defaultMakeMatcher(input.makes),
    makeName: (slug) => names.get(slug) ?? null,
    isZip: input.isZip ?? ((zip) => /^\d{5}$/.test(zip)),
    conflicts,
  }
}
