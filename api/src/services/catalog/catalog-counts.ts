import type { ListingIndex } from '../search/engine/listing-index'
import { STATUS_CODE } from '../search/engine/listing-columns'
import { DEFAULT_STATUSES } from '../search/search.schema'

/** Listings a default search finds (available, coming soon) per catalogue id. */
export interface CatalogCounts {
  byCategory: Map<number, number>
  bySubcategory: Map<number, number>
  byMake: Map<number, number>
  /** make id -> category id -> count */
  byMakeCategory: Map<number, Map<number, number>>
}

const cache = new WeakMap<ListingIndex, { version: number; counts: CatalogCounts }>()
const SHOWN = new Set(DEFAULT_STATUSES.map((s) => STATUS_CODE.get(s)!))

/** Counted from the in-process index, once per index version. */
export function catalogCounts(index: ListingIndex): CatalogCounts {
  const hit = cache.get(index)
  if (hit && hit.version === index.version) return hit.counts
  const c = index.cols
  const cat = new Int32Array(index.categories.size)
  const sub = new Int32Array(index.subcategories.size)
  const make = new Int32Array(index.makes.size)
  const makeCat = new Map<number, Int32Array>()
  for (let p = 0; p < c.size; p++) {
    if (!c.alive[p] || !SHOWN.has(c.status[p])) continue
    cat[c.category[p]]++
    sub[c.subcategory[p]]++
    make[c.make[p]]++
    let row = makeCat.get(c.make[p])
    if (!row) makeCat.set(c.make[p], (row = new Int32Array(index.categories.size)))
    row[c.category[p]]++
  }
  const toIds = (counts: Int32Array, ids: number[]) =>
    new Map(Array.from(counts, (n, code) => [ids[code], n] as const).filter(([, n]) => n > 0))
  const counts: CatalogCounts = {
    byCategory: toIds(cat, index.categories.values),
    bySubcategory: toIds(sub, index.subcategories.values),
    byMake: toIds(make, index.makes.values),
    byMakeCategory: new Map(
      [...makeCat].map(([code, row]) => [
        index.makes.values[code],
        toIds(row.subarray(0, index.categories.size), index.categories.values),
      ]),
    ),
  }
  cache.set(index, { version: index.version, counts })
  return counts
}
