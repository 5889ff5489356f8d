import { GOOD_DEAL_RATINGS } from '@ironyard/contract/deal-rating'
import { HOURS_EDGES, MILES_EDGES, PRICE_THRESHOLDS_USD } from './query-types'
import {
  CONDITIONS,
  FLAIRS,
  LISTING_STATUSES,
  type Condition,
  type Flair,
  type ListingStatus,
} from '../../../db/schema/enums'

/** Width of the per-listing spec slots: a category's spec fields by position (max 5 today). */
export const SPEC_SLOTS = 6
export const NO_CONDITION = 255
/** Bucket code of a missing value (no hours, no miles). */
export const NO_BUCKET = 255

export const FLAG_PARTNER = 1
export const FLAG_WARRANTY = 2
export const FLAG_INSPECTED = 4
export const FLAG_PRICE_REDUCED = 8
export const FLAG_COMING_SOON = 16
/** A great or good deal rating (issue 17, decision 033). */
export const FLAG_GOOD_DEAL = 32

export const STATUS_CODE = new Map<string, number>(LISTING_STATUSES.map((s, i) => [s, i]))
export const FLAIR_CODE = new Map<string, number>(FLAIRS.map((f, i) => [f, i]))
export const CONDITION_CODE = new Map<string, number>(CONDITIONS.map((c, i) => [c, i]))

/** One listing as the index reads it from the database (see load-listing-rows.ts). */
export interface IndexRow {
  id: number
  stockNumber: string
  year: number
  makeId: number
  model: string
  categoryId: number
  subcategoryId: number | null
  hours: number | null
  miles: number | null
  advertisedPriceCents: number
  originalPriceCents: number
  lat: number
  lng: number
  city: string
  state: string
  flair: Flair
  isPartnerSeller: boolean
  /** The seller (standard or partner) the listing belongs to. */
  sellerId: number
  hasWarranty: boolean
  hasInspection: boolean
  condition: Condition | null
  status: ListingStatus
  listedAtMs: number
  soldAtMs: number | null
  priceReducedAtMs: number | null
  specs: Record<string, unknown>
  changeSeq: number
  /** The stored deal rating (great, good, fair, above_market) or null. */
  dealRating: string | null
}

/** Codes of a row's dictionary values, resolved by the index before storing. */
export interface RowCodes {
  category: number
  subcategory: number
  make: number
  model: number
  state: number
  city: number
  /** Spec values by slot (NaN when the listing has no value for that field). */
  specs: number[]
}

/** Price reduced: the price went down (price_reduced_at, kept from price history) and is below the first one. */
export function isPriceReduced(r: {
  advertisedPriceCents: number
  originalPriceCents: number
  priceReducedAtMs: number | null
}): boolean {
  return r.priceReducedAtMs !== null && r.advertisedPriceCents < r.originalPriceCents
}

const PRICE_EDGES_CENTS = PRICE_THRESHOLDS_USD.map((usd) => usd * 100)

/** Index of the range [e(i-1), e(i)) holding v, for ascending edges (facet buckets). */
export function bucketOf(edges: readonly number[], v: number): number {
  let b = 0
  while (b < edges.length && v >= edges[b]) b++
  return b
}

/**
 * Joint codes of the low-cardinality facet columns, so the broad page's counting loop does one
 * increment where it would do four (status, flair, condition, flags) and one for three (price,
 * hours and miles buckets); count-facets.ts splits the joint counts back into each facet's.
 * A missing condition or bucket (255) takes the last slot of its digit.
 */
export const ATTR_FLAGS = 64
export const ATTR_CONDITIONS = CONDITIONS.length + 1
export const ATTR_FLAIRS = FLAIRS.length
export const ATTR_COMBOS = LISTING_STATUSES.length * ATTR_FLAIRS * ATTR_CONDITIONS * ATTR_FLAGS
export const PRICE_SLOTS = PRICE_THRESHOLDS_USD.length + 1
export const HOURS_SLOTS = HOURS_EDGES.length + 2
export const MILES_SLOTS = MILES_EDGES.length + 2
export const BUCKET_COMBOS = PRICE_SLOTS * HOURS_SLOTS * MILES_SLOTS

/**
 * The facet record's layout: 32-bit words 0-3 hold two 16-bit codes each (low | high << 16),
 * doubles 2-3 (words 4-7) the price in cents and the listing date (ms).
 */
export const FACET_RECORD_WORDS = 8
export const FACET_CATEGORY_SUBCATEGORY = 0
export const FACET_MAKE_YEAR = 1
export const FACET_ATTR_BUCKETS = 2
export const FACET_STATE = 3
export const FACET_PRICE = 2
export const FACET_LISTED_AT = 3

/** One listing's attribute code: ((status * flairs + flair) * conditions + condition) * 64 + flags. */
export function attrCombo(status: number, flair: number, condition: number, flags: number): number {
  const cond = condition === NO_CONDITION ? ATTR_CONDITIONS - 1 : condition
  return ((status * ATTR_FLAIRS + flair) * ATTR_CONDITIONS + cond) * ATTR_FLAGS + flags
}

/** One listing's bucket code: (price * hours slots + hours) * miles slots + miles. */
export function bucketCombo(price: number, hours: number, miles: number): number {
  const h = hours === NO_BUCKET ? HOURS_SLOTS - 1 : hours
  const m = miles === NO_BUCKET ? MILES_SLOTS - 1 : miles
  return (price * HOURS_SLOTS + h) * MILES_SLOTS + m
}

const RECENCY_PER_MS = 0.3 / (90 * 86_400_000)

/**
 * The "recommended" order without a text query. Linear in the listing date (a listing 90 days
 * newer is worth 0.3), so the order does not drift while the process runs.
 */
export function baseScore(r: IndexRow): number {
  let s = r.listedAtMs * RECENCY_PER_MS
  if (r.hasInspection) s += 0.35
  if (isPriceReduced(r)) s += 0.15
  if (r.condition) s += (CONDITION_CODE.get(r.condition)! / 4) * 0.1
  if (r.flair === 'FreeShipping' || r.flair === 'WarrantyIncluded') s += 0.1
  if (r.hasWarranty) s += 0.05
  return s
}

/**
 * The columnar store: one typed array per field, one position per listing. Positions are
 * stable (a listing keeps its position when it changes; deleted ones are marked dead).
 */
export class ListingColumns {
  size = 0
  private cap = 0
  id = new Int32Array(0)
  changeSeq = new Float64Array(0)
  stock: string[] = []
  alive = new Uint8Array(0)
  category = new Uint16Array(0)
  subcategory = new Uint16Array(0)
  make = new Uint16Array(0)
  model = new Uint32Array(0)
  year = new Int16Array(0)
  hours = new Int32Array(0)
  miles = new Int32Array(0)
  price = new Float64Array(0)
  originalPrice = new Float64Array(0)
  lat = new Float64Array(0)
  lng = new Float64Array(0)
  state = new Uint16Array(0)
  city = new Uint32Array(0)
  status = new Uint8Array(0)
  flair = new Uint8Array(0)
  condition = new Uint8Array(0)
  flags = new Uint8Array(0)
  seller = new Int32Array(0)
  /** Facet bucket codes, computed when a listing is written so counting is one lookup. */
  priceBucket = new Uint8Array(0)
  hoursBucket = new Uint8Array(0)
  milesBucket = new Uint8Array(0)
  /** attrCombo and bucketCombo of each listing (see above). */
  attr = new Uint16Array(0)
  buckets = new Uint16Array(0)
  /**
   * What the facet loop reads of a listing, in one 32-byte record (FACET_RECORD_*): a search
   * whose hits are scattered (a text, a radius, a category) then reads one cache line per hit
   * rather than one per column. Two views of one buffer: 8 words, or 4 doubles.
   */
  facetWords = new Uint32Array(0)
  facetDoubles = new Float64Array(0)
  listedAt = new Float64Array(0)
  soldAt = new Float64Array(0)
  /** When the current price cut was made (ms), 0 when the price is not reduced. */
  priceReducedAt = new Float64Array(0)
  specs = new Float32Array(0)
  score = new Float64Array(0)

  private grow(min: number): void {
    if (min <= this.cap) return
    const cap = Math.max(min, Math.ceil(this.cap * 1.5), 1024)
    const g = <T extends { length: number; set(a: ArrayLike<number>): void }>(
      a: T,
      make: (n: number) => T,
      width = 1,
    ): T => {
      const b = make(cap * width)
      b.set(a)
      return b
    }
    this.id = g(this.id, (n) => new Int32Array(n))
    this.changeSeq = g(this.changeSeq, (n) => new Float64Array(n))
    this.alive = g(this.alive, (n) => new Uint8Array(n))
    this.category = g(this.category, (n) => new Uint16Array(n))
    this.subcategory = g(this.subcategory, (n) => new Uint16Array(n))
    this.make = g(this.make, (n) => new Uint16Array(n))
    this.model = g(this.model, (n) => new Uint32Array(n))
    this.year = g(this.year, (n) => new Int16Array(n))
    this.hours = g(this.hours, (n) => new Int32Array(n))
    this.miles = g(this.miles, (n) => new Int32Array(n))
    this.price = g(this.price, (n) => new Float64Array(n))
    this.originalPrice = g(this.originalPrice, (n) => new Float64Array(n))
    this.lat = g(this.lat, (n) => new Float64Array(n))
    this.lng = g(this.lng, (n) => new Float64Array(n))
    this.state = g(this.state, (n) => new Uint16Array(n))
    this.city = g(this.city, (n) => new Uint32Array(n))
    this.status = g(this.status, (n) => new Uint8Array(n))
    this.flair = g(this.flair, (n) => new Uint8Array(n))
    this.condition = g(this.condition, (n) => new Uint8Array(n))
    this.flags = g(this.flags, (n) => new Uint8Array(n))
    this.seller = g(this.seller, (n) => new Int32Array(n))
    this.priceBucket = g(this.priceBucket, (n) => new Uint8Array(n))
    this.hoursBucket = g(this.hoursBucket, (n) => new Uint8Array(n))
    this.milesBucket = g(this.milesBucket, (n) => new Uint8Array(n))
    this.attr = g(this.attr, (n) => new Uint16Array(n))
    this.buckets = g(this.buckets, (n) => new Uint16Array(n))
    this.facetWords = g(this.facetWords, (n) => new Uint32Array(n), FACET_RECORD_WORDS)
    this.facetDoubles = new Float64Array(this.facetWords.buffer)
    this.listedAt = g(this.listedAt, (n) => new Float64Array(n))
    this.soldAt = g(this.soldAt, (n) => new Float64Array(n))
    this.priceReducedAt = g(this.priceReducedAt, (n) => new Float64Array(n))
    this.specs = g(this.specs, (n) => new Float32Array(n), SPEC_SLOTS)
    this.score = g(this.score, (n) => new Float64Array(n))
    this.cap = cap
  }

  /** Reserve a new position at the end. */
  append(): number {
    this.grow(this.size + 1)
    return this.size++
  }

  write(p: number, r: IndexRow, c: RowCodes): void {
    this.id[p] = r.id
    this.changeSeq[p] = r.changeSeq
    this.stock[p] = r.stockNumber
    this.alive[p] = 1
    this.category[p] = c.category
    this.subcategory[p] = c.subcategory
    this.make[p] = c.make
    this.model[p] = c.model
    this.year[p] = r.year
    this.hours[p] = r.hours ?? -1
    this.miles[p] = r.miles ?? -1
    this.price[p] = r.advertisedPriceCents
    this.originalPrice[p] = r.originalPriceCents
    this.lat[p] = r.lat
    this.lng[p] = r.lng
    this.state[p] = c.state
    this.city[p] = c.city
    this.status[p] = STATUS_CODE.get(r.status) ?? 0
    this.flair[p] = FLAIR_CODE.get(r.flair) ?? FLAIR_CODE.get('NotSet')!
    this.condition[p] = r.condition ? CONDITION_CODE.get(r.condition)! : NO_CONDITION
    let flags = 0
    if (r.isPartnerSeller) flags |= FLAG_PARTNER
    if (r.hasWarranty || r.flair === 'WarrantyIncluded' || r.flair === 'WarrantyAvailable')
      flags |= FLAG_WARRANTY
    if (r.hasInspection) flags |= FLAG_INSPECTED
    if (isPriceReduced(r)) flags |= FLAG_PRICE_REDUCED
    if (r.status === 'coming_soon' || r.flair === 'ComingSoon') flags |= FLAG_COMING_SOON
    if (GOOD_DEAL_RATINGS.some((rating) => rating === r.dealRating)) flags |= FLAG_GOOD_DEAL
    this.flags[p] = flags
    this.seller[p] = r.sellerId
    this.priceBucket[p] = bucketOf(PRICE_EDGES_CENTS, r.advertisedPriceCents)
    this.hoursBucket[p] = r.hours === null ? NO_BUCKET : bucketOf(HOURS_EDGES, r.hours)
    this.milesBucket[p] = r.miles === null ? NO_BUCKET : bucketOf(MILES_EDGES, r.miles)
    this.attr[p] = attrCombo(this.status[p], this.flair[p], this.condition[p], flags)
    this.buckets[p] = bucketCombo(this.priceBucket[p], this.hoursBucket[p], this.milesBucket[p])
    this.listedAt[p] = r.listedAtMs
    this.writeFacetRecord(p)
    this.soldAt[p] = r.soldAtMs ?? 0
    this.priceReducedAt[p] = isPriceReduced(r) ? r.priceReducedAtMs! : 0
    for (let s = 0; s < SPEC_SLOTS; s++) this.specs[p * SPEC_SLOTS + s] = c.specs[s] ?? NaN
    this.score[p] = baseScore(r)
  }

  /** Listing p's facet record, from its columns. */
  private writeFacetRecord(p: number): void {
    const w = p * FACET_RECORD_WORDS
    this.facetWords[w + FACET_CATEGORY_SUBCATEGORY] = this.category[p] | (this.subcategory[p] << 16)
    this.facetWords[w + FACET_MAKE_YEAR] = this.make[p] | ((this.year[p] & 0xffff) << 16)
    this.facetWords[w + FACET_ATTR_BUCKETS] = this.attr[p] | (this.buckets[p] << 16)
    this.facetWords[w + FACET_STATE] = this.state[p]
    const d = p * (FACET_RECORD_WORDS / 2)
    this.facetDoubles[d + FACET_PRICE] = this.price[p]
    this.facetDoubles[d + FACET_LISTED_AT] = this.listedAt[p]
  }

  kill(p: number): void {
    this.alive[p] = 0
  }

  /** Bytes held by the typed arrays (what the index costs in memory, strings aside). */
  byteSize(): number {
    let total = 0
    for (const v of Object.values(this)) {
      if (ArrayBuffer.isView(v)) total += v.byteLength
    }
    return total
  }
}
