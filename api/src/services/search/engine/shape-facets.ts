import { FLAG_PARTNER } from './listing-columns'
import type { ListingIndex } from './listing-index'
import { SHOW_FLAG } from './filter-groups'
import {
  DAYS_ON_MARKET,
  SHOW_ONLY,
  type CountOf,
  type RawFacets,
  type ShowOnly,
} from './query-types'

// Facet counters (one slot per code) turned into the answer's shapes.

/** The codes counted at least once, each with its key and count. */
export function byCode<K>(counts: Int32Array, key: (code: number) => K): CountOf<K>[] {
  const out: CountOf<K>[] = []
  for (let code = 0; code < counts.length; code++) {
    if (counts[code] > 0) out.push({ key: key(code), count: counts[code] })
  }
  return out
}

/** A listing is in every broad category its category belongs to. */
export function broadCounts(index: ListingIndex, catCounts: Int32Array): CountOf<number>[] {
  return index.snapshot.broadCategories
    .map((b) => ({
      key: b.id,
      count: b.categoryIds.reduce((sum, id) => {
        const code = index.categories.codeOf(String(id))
        return sum + (code === undefined ? 0 : catCounts[code])
      }, 0),
    }))
    .filter((b) => b.count > 0)
}

/** The models counted, each with its make. */
export function modelCounts(index: ListingIndex, counts: Int32Array): RawFacets['models'] {
  return byCode(counts, (code) => code).map(({ key, count }) => {
    const m = index.models.values[key]
    return { makeId: index.makes.values[m.makeCode], slug: m.slug, name: m.name, count }
  })
}

/** The cities counted that lie in the chosen states. */
export function cityCounts(
  index: ListingIndex,
  states: string[],
  counts: Int32Array,
): NonNullable<RawFacets['cities']> {
  const cities: NonNullable<RawFacets['cities']> = []
  for (let code = 0; code < counts.length; code++) {
    const v = index.cities.values[code]
    if (counts[code] > 0 && states.includes(v.state)) {
      cities.push({ ...v, count: counts[code] })
    }
  }
  return cities
}

export function partnerCounts(byFlags: Int32Array): { partner: number; standard: number } {
  let partner = 0
  let standard = 0
  for (let f = 0; f < byFlags.length; f++) {
    if (f & FLAG_PARTNER) partner += byFlags[f]
    else standard += byFlags[f]
  }
  return { partner, standard }
}

export function showCounts(byFlags: Int32Array): CountOf<ShowOnly>[] {
  return SHOW_ONLY.map((key) => {
    let count = 0
    for (let f = 0; f < byFlags.length; f++) if (f & SHOW_FLAG[key]) count += byFlags[f]
    return { key, count }
  })
}

/** Days-on-market buckets (newest first) made cumulative, with 'all'. */
export function domCounts(domB: Int32Array): RawFacets['daysOnMarket'] {
  let all = 0
  for (const v of domB) all += v
  let running = 0
  return DAYS_ON_MARKET.map((key, i) => {
    if (key === 'all') return { key, count: all }
    running += domB[i - 1]
    return { key, count: running }
  })
}
