import {
  FLAG_COMING_SOON,
  FLAG_GOOD_DEAL,
  FLAG_INSPECTED,
  FLAG_PARTNER,
  FLAG_PRICE_REDUCED,
  FLAG_WARRANTY,
} from './listing-columns'
import type { ListingIndex } from './listing-index'
import type { ShowOnly } from './query-types'

/**
 * The search's filter groups, shared by group marking and facet counting. A facet counts the
 * listings that pass every group but its own.
 */
export const G_BROAD = 0
export const G_CATEGORY = 1
export const G_SUBCATEGORY = 2
export const G_MAKE = 3
export const G_MODEL = 4
export const G_YEAR = 5
export const G_PRICE = 6
export const G_HOURS = 7
export const G_MILES = 8
export const G_CONDITION = 9
export const G_FLAIR = 10
export const G_PARTNER = 11
export const G_SHOW = 12
export const G_STATUS = 13
export const G_DOM = 14
export const G_LOCATION = 15
export const G_REDUCED = 16
/** The first spec filter's group; the i-th spec filter is G_SPEC + i. */
export const G_SPEC = 17
export const G_COUNT = G_SPEC + 10

export const DAY_MS = 86_400_000

/** The listing flag each "show only" choice asks for. */
export const SHOW_FLAG: Record<ShowOnly, number> = {
  INSPECTED: FLAG_INSPECTED,
  PRICE_REDUCED: FLAG_PRICE_REDUCED,
  WARRANTY: FLAG_WARRANTY,
  COMING_SOON: FLAG_COMING_SOON,
  PARTNER_SELLER: FLAG_PARTNER,
  GOOD_DEAL: FLAG_GOOD_DEAL,
}

/** Each category's slot for one spec field (-1: the category has no such field). */
export function slotTable(index: ListingIndex, key: string): Int8Array {
  const t = new Int8Array(Math.max(index.categories.size, 1)).fill(-1)
  for (let code = 0; code < index.categories.size; code++) t[code] = index.specSlot(code, key)
  return t
}

/**
 * Scratch arrays reused between queries: a query runs start to end without yielding, so one set
 * per index is enough, and a search allocates only its (small) facet counters.
 */
export class Scratch {
  size = 0
  cands = new Int32Array(0)
  hits = new Int32Array(0)
  singles = new Int32Array(0)
  fails = new Uint8Array(0)
  lastFail = new Uint8Array(0)
  /** Whether this query's candidates have a text score in textScore (false: every score is 0). */
  scored = false
  textScore = new Float64Array(0)
  distance = new Float64Array(0)
  /** The positions a text search visits (its rarest term's postings), ascending. */
  driver = new Int32Array(0)
  /** One bit per position, all clear between queries: the postings' union, deduplicated. */
  bits = new Uint32Array(0)
  /** The same for a further term's postings, ANDed into bits. */
  other = new Uint32Array(0)
  ensure(n: number): void {
    if (n <= this.size) return
    const cap = Math.max(n, Math.ceil(this.size * 1.5))
    this.cands = new Int32Array(cap)
    this.hits = new Int32Array(cap)
    this.singles = new Int32Array(cap)
    this.fails = new Uint8Array(cap)
    this.lastFail = new Uint8Array(cap)
    this.textScore = new Float64Array(cap)
    this.distance = new Float64Array(cap)
    this.driver = new Int32Array(cap)
    this.bits = new Uint32Array((cap >>> 5) + 1)
    this.other = new Uint32Array((cap >>> 5) + 1)
    this.size = cap
  }
}

const scratchByIndex = new WeakMap<ListingIndex, Scratch>()

/** The index's scratch arrays, large enough for every listing it holds. */
export function scratchFor(index: ListingIndex): Scratch {
  let s = scratchByIndex.get(index)
  if (!s) scratchByIndex.set(index, (s = new Scratch()))
  s.ensure(index.cols.size)
  return s
}
