import type { ListingColumns } from './listing-columns'
import {
  FIELD_CATEGORY,
  FIELD_CITY,
  FIELD_COUNT,
  FIELD_MAKE,
  FIELD_MODEL,
  FIELD_STATE,
  FIELD_SUBCATEGORY,
} from './text-index'

/** The model year as a posting field, after the text fields (FIELD_*). */
export const POSTING_YEAR = FIELD_COUNT
const POSTING_FIELDS = FIELD_COUNT + 1

/** A list is tidied once this many of its entries may be stale, and they are half of it. */
const MIN_STALE_TO_COMPACT = 64

/** The column behind each posting field, for listing p. */
function codeOf(c: ListingColumns, field: number, p: number): number {
  switch (field) {
    case FIELD_MAKE:
      return c.make[p]
    case FIELD_MODEL:
      return c.model[p]
    case FIELD_CATEGORY:
      return c.category[p]
    case FIELD_SUBCATEGORY:
      return c.subcategory[p]
    case FIELD_STATE:
      return c.state[p]
    case FIELD_CITY:
      return c.city[p]
    default:
      return c.year[p]
  }
}

/**
 * Per text field (and the model year) and dictionary code, the positions of the listings that
 * hold it: a text search visits the listings its rarest word names, not every listing
 * (docs/decisions/062).
 *
 * A list is a superset. A listing is added when it takes a code (or comes back to life); it is
 * not taken out when it leaves the code or dies, only counted as maybe stale, and a list is
 * tidied (stale and repeated entries dropped, the rest sorted) when half of it may be stale.
 * Readers therefore check every position against the columns, as a scan of every listing does.
 */
export class Postings {
  private readonly data: Int32Array[][] = Array.from({ length: POSTING_FIELDS }, () => [])
  private readonly len: number[][] = Array.from({ length: POSTING_FIELDS }, () => [])
  private readonly stale: number[][] = Array.from({ length: POSTING_FIELDS }, () => [])

  /** How many entries code `code` of `field` holds (stale ones included). */
  length(field: number, code: number): number {
    return this.len[field][code] ?? 0
  }

  /** The entries of a code: the first length(field, code) of the array. */
  list(field: number, code: number): Int32Array | undefined {
    return this.data[field][code]
  }

  /** Bytes the lists hold, their growth headroom included. */
  byteSize(): number {
    let total = 0
    for (const lists of this.data) for (const list of lists) total += list?.byteLength ?? 0
    return total
  }

  /** Listing p's codes, read before a write changes them (null: a new position). */
  codesBefore(c: ListingColumns, p: number, out: Int32Array): Int32Array {
    for (let f = 0; f < POSTING_FIELDS; f++) out[f] = codeOf(c, f, p)
    return out
  }

  /**
   * Listing p was written. `before`: its codes before (null when the position is new), `wasAlive`:
   * whether it was alive then.
   */
  written(c: ListingColumns, p: number, before: Int32Array | null, wasAlive: boolean): void {
    for (let f = 0; f < POSTING_FIELDS; f++) {
      const code = codeOf(c, f, p)
      if (code < 0) continue
      if (before === null || !wasAlive || before[f] !== code) this.add(f, code, p)
      if (before !== null && wasAlive && before[f] !== code && before[f] >= 0) {
        this.markStale(c, f, before[f])
      }
    }
  }

  /** Listing p died: each of its entries is stale. */
  killed(c: ListingColumns, p: number): void {
    for (let f = 0; f < POSTING_FIELDS; f++) {
      const code = codeOf(c, f, p)
      if (code >= 0) this.markStale(c, f, code)
    }
  }

  private add(field: number, code: number, p: number): void {
    const lists = this.data[field]
    const n = this.len[field][code] ?? 0
    let list = lists[code]
    if (!list || n === list.length) {
      const grown = new Int32Array(Math.max(8, n * 2))
      if (list) grown.set(list)
      lists[code] = list = grown
    }
    list[n] = p
    this.len[field][code] = n + 1
  }

  private markStale(c: ListingColumns, field: number, code: number): void {
    const stale = (this.stale[field][code] ?? 0) + 1
    this.stale[field][code] = stale
    if (stale >= MIN_STALE_TO_COMPACT && stale * 2 >= this.length(field, code)) {
      this.compact(c, field, code)
    }
  }

  /** Keep the entries of live listings that still hold the code, once each, in order. */
  compact(c: ListingColumns, field: number, code: number): void {
    const list = this.data[field][code]
    const n = this.length(field, code)
    if (!list) return
    let w = 0
    for (let i = 0; i < n; i++) {
      const p = list[i]
      if (c.alive[p] && codeOf(c, field, p) === code) list[w++] = p
    }
    const kept = list.subarray(0, w).sort()
    let u = 0
    for (let i = 0; i < w; i++) if (i === 0 || kept[i] !== kept[i - 1]) list[u++] = kept[i]
    this.len[field][code] = u
    this.stale[field][code] = 0
  }
}
