import { doubleMetaphone } from 'double-metaphone'
import type { CatalogSnapshot } from './catalog-snapshot'
import { boundedEditDistance, STOP_WORDS, tokenize } from './normalize'

/**
 * Makes matched as a whole phrase of one to three query words (issue 35, point 1), the way buyers
 * type them: with or without the space ("sky trak", "newholland", "caseih"), by sound ("john
 * dear", "jon deere": Double Metaphone) and by a slip of the keyboard ("johndere"). Keys for every
 * make name and alias are computed once per catalogue snapshot; a phrase is then a few map
 * lookups, whatever the catalogue's size.
 *
 * A phrase is read as a make when:
 * - run together, it is a make's name or alias run together ("johndeere", "jd", "case ih"); or
 * - it has no digit, at least 4 letters, sounds like the name (a Double Metaphone key of the
 *   phrase run together, or of its words one by one, equals one of the name's) and is within a
 *   third of the longer one's letters by edit distance ("john dear" -> johndeere, 2 edits of 9),
 *   or within half of them when it also begins with the name's letter ("jon dir" -> johndeere,
 *   4 of 9; "genny" -> genie, 2 of 5); or
 * - it nearly sounds like the name (keys of 4 or more sounds, one sound apart: "catapiller"
 *   KTPLR, caterpillar KTRPLR) and is within a third of the letters (3 of 11); or
 * - it has at least 5 letters and is one edit from the name (deletion index, "johndere").
 * Sound alone never decides: "track", "used", "loader" sound like nothing close enough; nor does
 * it join words: a phrase of more words than the name is no sound-alike. Among
 * several makes, the nearest wins, then the featured one, then the one with most listings for
 * sale (when the caller knows them).
 */

export interface MakePhraseMatch {
  /** The make's id, slug and display name. */
  id: number
  slug: string
  name: string
  /** Whether the phrase was the name or an alias as written (spacing and case aside). */
  exact: boolean
  /** Whether it sounds like the name (Double Metaphone), not only a slip away. */
  sound: boolean
  distance: number
}

interface Entry {
  id: number
  slug: string
  name: string
  compact: string
  featured: boolean
  /** 0: the make's name, 1: an alias. */
  rank: number
  /** Its Double Metaphone keys (names of 3 letters or more without digits). */
  keys: string[]
  /** How many words it has. */
  words: number
}

interface Near {
  entries: Entry[]
  exact: boolean
  distance: Map<Entry, number>
  sounds: Set<Entry>
}

/** Listings for sale of a make id (ranks ties); unknown: every make counts the same. */
export type MakePopularity = (makeId: number) => number

const MAX_WORDS = 5
const CACHE_LIMIT = 5_000
/** Phonetic keys this long or longer also match a key one sound away. */
const NEAR_KEY_SOUNDS = 4

function phoneticKeys(compact: string, words: readonly string[]): string[] {
  const keys = new Set<string>(doubleMetaphone(compact))
  if (words.length > 1) {
    const parts = words.map((w) => doubleMetaphone(w))
    keys.add(parts.map((p) => p[0]).join(''))
    keys.add(parts.map((p) => p[1]).join(''))
  }
  keys.delete('')
  return [...keys]
}

/** The word with one letter left out, each way ("deere" -> eere, dere, dere, deee, deer). */
function deletions(word: string): string[] {
  const out: string[] = []
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1))
  return out
}

/**
 * Adds e under key once. An entry's keys are all pushed before the next entry's, so e can only
 * already be there as the list's last element: checking that one keeps a build linear (a search
 * of the whole list made the build quadratic in a common key's makes: 2.2 s for 8,948 makes).
 */
function push(map: Map<string, Entry[]>, key: string, e: Entry): void {
  const list = map.get(key)
  if (!list) map.set(key, [e])
  else if (list[list.length - 1] !== e) list.push(e)
}

/** The letter budget of a phrase against a make it sounds like (see the module's comment). */
function soundBudget(compact: string, e: Entry, sameKey: boolean): number {
  const longer = Math.max(compact.length, e.compact.length)
  return sameKey && compact[0] === e.compact[0] ? Math.floor(longer / 2) : Math.floor(longer / 3)
}

export class MakePhraseMatcher {
  private readonly exact = new Map<string, Entry[]>()
  private readonly bySound = new Map<string, Entry[]>()
  /** Phonetic keys of NEAR_KEY_SOUNDS or more, and each with one sound left out. */
  private readonly byNearSound = new Map<string, Entry[]>()
  private readonly byDeletion = new Map<string, Entry[]>()
  private readonly cache = new Map<string, Near | null>()

  constructor(
    makes: ReadonlyArray<{
      id: number
      slug: string
      name: string
      aliases: readonly string[]
      featured?: boolean
    }>,
  ) {
    for (const m of makes) {
      const names: Array<[string, number]> = [
        [m.name, 0],
        [m.slug, 0],
        ...m.aliases.map((a): [string, number] => [a, 1]),
      ]
      // A search drops stop words: "Total Equipment and Service" is also "total equipment service".
      const all = names.flatMap(([text, rank]): Array<[string[], number]> => {
        const words = tokenize(text)
        const kept = words.filter((w) => !STOP_WORDS.has(w))
        return kept.length && kept.length < words.length
          ? [
              [words, rank],
              [kept, rank],
            ]
          : [[words, rank]]
      })
      for (const [words, rank] of all) {
        const compact = words.join('')
        if (compact.length < 2) continue
        const sounded = compact.length >= 3 && !/\d/.test(compact)
        const e: Entry = {
          id: m.id,
          slug: m.slug,
          name: m.name,
          compact,
          featured: m.featured !== false,
          rank,
          keys: sounded ? phoneticKeys(compact, words) : [],
          words: words.length,
        }
        push(this.exact, compact, e)
        if (/\d/.test(compact)) continue
        if (sounded) {
          for (const k of e.keys) {
            push(this.bySound, k, e)
            if (k.length < NEAR_KEY_SOUNDS) continue
            push(this.byNearSound, k, e)
            for (const d of deletions(k)) push(this.byNearSound, d, e)
          }
        }
        if (compact.length >= 5) {
          push(this.byDeletion, compact, e)
          for (const d of deletions(compact)) push(this.byDeletion, d, e)
        }
      }
    }
  }

  /**
   * The make a phrase of 1-3 words names (see the module's comment), or null. `popularity`
   * ranks makes equally near (a search passes listings for sale per make).
   */
  match(phrase: string, popularity?: MakePopularity): MakePhraseMatch | null {
    const words = tokenize(phrase)
    if (!words.length || words.length > MAX_WORDS) return null
    const key = words.join(' ')
    let near = this.cache.get(key)
    if (near === undefined) {
      near = this.nearMakes(words.join(''), words)
      if (this.cache.size > CACHE_LIMIT) this.cache.clear()
      this.cache.set(key, near)
    }
    if (!near) return null
    if (near.exact) return this.best(near.entries, near, popularity)
    // A search knows what is for sale: a near make with nothing for sale is no reading.
    const forSale = popularity ? near.entries.filter((e) => popularity(e.id) > 0) : near.entries
    return forSale.length ? this.best(forSale, near, popularity) : null
  }

  /** The makes a phrase may name, with their distances (cached per phrase). */
  private nearMakes(compact: string, words: readonly string[]): Near | null {
    if (compact.length < 2) return null
    const exact = this.exact.get(compact)
    if (exact) return { entries: exact, exact: true, distance: new Map(), sounds: new Set(exact) }
    if (/\d/.test(compact) || compact.length < 4) return null
    const sounds = new Set<Entry>()
    const nearSounds = new Set<Entry>()
    const keys = phoneticKeys(compact, words)
    for (const k of keys) {
      for (const e of this.bySound.get(k) ?? []) sounds.add(e)
      if (k.length < NEAR_KEY_SOUNDS) continue
      for (const d of [k, ...deletions(k)]) {
        for (const e of this.byNearSound.get(d) ?? []) if (!sounds.has(e)) nearSounds.add(e)
      }
    }
    const candidates = new Set<Entry>([...sounds, ...nearSounds])
    if (compact.length >= 5) {
      for (const d of [compact, ...deletions(compact)]) {
        for (const e of this.byDeletion.get(d) ?? []) candidates.add(e)
      }
    }
    const distance = new Map<Entry, number>()
    const entries: Entry[] = []
    const byEar = new Set<Entry>()
    for (const e of candidates) {
      // Sound-alike: within a third or a half of the longer one's letters; else one edit. A
      // phrase of more words than the name is the name and another word ("caterpillar wheel").
      const fewer = words.length <= e.words
      const same = fewer && sounds.has(e)
      const near = fewer && !same && nearSounds.has(e) && this.soundsNear(keys, e)
      const budget = same || near ? soundBudget(compact, e, same) : 1
      const d = boundedEditDistance(compact, e.compact, budget)
      if (d > budget) continue
      distance.set(e, d)
      entries.push(e)
      if (same || near) byEar.add(e)
    }
    return entries.length ? { entries, exact: false, distance, sounds: byEar } : null
  }

  /** Whether one of the phrase's keys is one sound from one of the make's (keys of 4 or more). */
  private soundsNear(keys: readonly string[], e: Entry): boolean {
    const long = (k: string) => k.length >= NEAR_KEY_SOUNDS
    return keys.some(
      (k) => long(k) && e.keys.some((t) => long(t) && boundedEditDistance(k, t, 1) <= 1),
    )
  }

  private best(entries: Entry[], near: Near, popularity?: MakePopularity): MakePhraseMatch {
    const distanceOf = (e: Entry) => near.distance.get(e) ?? 0
    let best = entries[0]
    const score = (e: Entry) => [
      distanceOf(e),
      e.featured ? 0 : 1,
      e.rank,
      -(popularity ? popularity(e.id) : 0),
    ]
    for (const e of entries.slice(1)) {
      const a = score(e)
      const b = score(best)
      const i = a.findIndex((v, j) => v !== b[j])
      if (i >= 0 && a[i] < b[i]) best = e
    }
    return {
      id: best.id,
      slug: best.slug,
      name: best.name,
      exact: near.exact,
      sound: near.sounds.has(best),
      distance: distanceOf(best),
    }
  }
}

const matchers = new WeakMap<CatalogSnapshot, MakePhraseMatcher>()
/** Matchers by the makes they were built from: the last few catalogues' (see makePhrasesFor). */
const byMakes = new Map<string, MakePhraseMatcher>()
const MATCHERS_KEPT = 4

/** What a matcher is built from, as one string: equal strings build equal matchers. */
function makesKey(makes: CatalogSnapshot['makes']): string {
  return makes
    .map((m) => `${m.id}\t${m.slug}\t${m.name}\t${m.aliases.join('\t')}\t${m.featured}`)
    .join('\n')
}

/**
 * The matcher of a catalogue snapshot. A snapshot is read again every minute (and on each console
 * edit) while its makes rarely change; building a matcher for the full catalogue takes about 2 s
 * of CPU (8,948 makes), which the first search after each read used to wait for. A snapshot
 * whose makes are those of an earlier one gets that one's matcher.
 */
export function makePhrasesFor(snapshot: CatalogSnapshot): MakePhraseMatcher {
  let m = matchers.get(snapshot)
  if (m) return m
  const key = makesKey(snapshot.makes)
  m = byMakes.get(key)
  if (!m) {
    m = new MakePhraseMatcher(snapshot.makes)
    if (byMakes.size >= MATCHERS_KEPT) byMakes.delete(byMakes.keys().next().value!)
    byMakes.set(key, m)
  }
  matchers.set(snapshot, m)
  return m
}
