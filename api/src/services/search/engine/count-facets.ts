import { CONDITIONS, FLAIRS, LISTING_STATUSES } from '../../../db/schema/enums'
import { countSpecFacets } from './count-spec-facets'
import {
  DAY_MS,
  G_BROAD,
  G_CATEGORY,
  G_CONDITION,
  G_DOM,
  G_FLAIR,
  G_HOURS,
  G_LOCATION,
  G_MAKE,
  G_MILES,
  G_MODEL,
  G_PARTNER,
  G_PRICE,
  G_SHOW,
  G_STATUS,
  G_SUBCATEGORY,
  G_YEAR,
} from './filter-groups'
import {
  ATTR_COMBOS,
  ATTR_CONDITIONS,
  ATTR_FLAGS,
  ATTR_FLAIRS,
  BUCKET_COMBOS,
  FACET_ATTR_BUCKETS,
  FACET_CATEGORY_SUBCATEGORY,
  FACET_LISTED_AT,
  FACET_MAKE_YEAR,
  FACET_PRICE,
  FACET_RECORD_WORDS,
  FACET_STATE,
  HOURS_SLOTS,
  MILES_SLOTS,
  NO_BUCKET,
  NO_CONDITION,
} from './listing-columns'
import type { ListingIndex } from './listing-index'
import {
  HOURS_EDGES,
  MILES_EDGES,
  PRICE_THRESHOLDS_USD,
  type IndexQuery,
  type IndexResult,
  type RawFacets,
} from './query-types'
import {
  broadCounts,
  byCode,
  cityCounts,
  domCounts,
  modelCounts,
  partnerCounts,
  showCounts,
} from './shape-facets'

const YEAR_BASE = 1900
const YEAR_SLOTS = 200
const DOM_DAYS = [7, 30, 90, 180]

/** The candidates after group marking and partition (see mark-groups.ts). */
export interface GroupedCandidates {
  /** hits[0 .. total): the listings failing no group. */
  hits: Int32Array
  total: number
  /** singles[start[g] .. start[g + 1]): the listings failing only group g. */
  singles: Int32Array
  start: Int32Array
  /** The groups the query filters on. */
  active: boolean[]
}

type FacetStats = Pick<
  IndexResult['stats'],
  'priceMinCents' | 'priceMaxCents' | 'yearMin' | 'yearMax'
>

function countCodes(
  col: ArrayLike<number>,
  list: Int32Array,
  from: number,
  to: number,
  counts: Int32Array,
  offset: number,
): void {
  for (let i = from; i < to; i++) counts[col[list[i]] - offset]++
}

function countDom(
  listedAt: Float64Array,
  list: Int32Array,
  from: number,
  to: number,
  counts: Int32Array,
  since: Float64Array,
): void {
  const s0 = since[0]
  const s1 = since[1]
  const s2 = since[2]
  const s3 = since[3]
  for (let i = from; i < to; i++) {
    const t = listedAt[list[i]]
    counts[+(t < s0) + +(t < s1) + +(t < s2) + +(t < s3)]++
  }
}

/** A facet's counts: the hits' counts plus the listings failing only its group g. */
function addSingles(
  f: GroupedCandidates,
  base: Int32Array,
  col: ArrayLike<number>,
  g: number,
  offset: number,
): Int32Array {
  const counts = base.slice()
  if (f.active[g]) countCodes(col, f.singles, f.start[g], f.start[g + 1], counts, offset)
  return counts
}

/**
 * Every facet column counted over the hits in one pass, from each hit's facet record
 * (ListingColumns.facetWords: one cache line a hit): on the broad page this loop is most of the
 * work. Status,
 * flair, condition and flags are counted as one joint code (ListingColumns.attr), and so are the
 * price, hours and miles buckets (ListingColumns.buckets): two increments instead of seven per
 * hit; the joint counts are split into each facet's after the loop (splitAttr, splitBuckets).
 * The year range is read off the year counts.
 */
function countHits(
  index: ListingIndex,
  hits: Int32Array,
  total: number,
  since: Float64Array,
  withModels: boolean,
  withCities: boolean,
) {
  const c = index.cols
  const category = new Int32Array(index.categories.size)
  const subcategory = new Int32Array(index.subcategories.size)
  const make = new Int32Array(index.makes.size)
  const year = new Int32Array(YEAR_SLOTS)
  const attr = new Int32Array(ATTR_COMBOS)
  const bkt = new Int32Array(BUCKET_COMBOS)
  const state = new Int32Array(index.states.size)
  const dom = new Int32Array(5)
  const words = c.facetWords
  const doubles = c.facetDoubles
  // Record offsets as locals (imported bindings are getter calls under CommonJS).
  const stride = FACET_RECORD_WORDS
  const oCatSub = FACET_CATEGORY_SUBCATEGORY
  const oMakeYear = FACET_MAKE_YEAR
  const oAttrBkt = FACET_ATTR_BUCKETS
  const oState = FACET_STATE
  const oPrice = FACET_PRICE
  const oListed = FACET_LISTED_AT
  let priceMin = Infinity
  let priceMax = -Infinity
  const s0 = since[0]
  const s1 = since[1]
  const s2 = since[2]
  const s3 = since[3]
  for (let i = 0; i < total; i++) {
    const p = hits[i]
    const w = p * stride
    const catSub = words[w + oCatSub]
    const makeYear = words[w + oMakeYear]
    const attrBkt = words[w + oAttrBkt]
    category[catSub & 0xffff]++
    subcategory[catSub >>> 16]++
    make[makeYear & 0xffff]++
    year[(makeYear >>> 16) - YEAR_BASE]++
    attr[attrBkt & 0xffff]++
    bkt[attrBkt >>> 16]++
    state[words[w + oState]]++
    const d = w >> 1
    const cents = doubles[d + oPrice]
    if (cents < priceMin) priceMin = cents
    if (cents > priceMax) priceMax = cents
    // The window as a sum of comparisons (since[] descends): no branch to mispredict.
    const t = doubles[d + oListed]
    dom[+(t < s0) + +(t < s1) + +(t < s2) + +(t < s3)]++
  }
  let yearMin = Infinity
  let yearMax = -Infinity
  for (let slot = 0; slot < YEAR_SLOTS; slot++) {
    if (!year[slot]) continue
    if (yearMin === Infinity) yearMin = slot + YEAR_BASE
    yearMax = slot + YEAR_BASE
  }
  const model = withModels ? new Int32Array(index.models.size) : null
  const city = withCities ? new Int32Array(index.cities.size) : null
  if (model) countCodes(c.model, hits, 0, total, model, 0)
  if (city) countCodes(c.city, hits, 0, total, city, 0)
  return {
    category,
    subcategory,
    make,
    model,
    year,
    ...splitAttr(attr),
    ...splitBuckets(bkt),
    state,
    city,
    dom,
    priceMin,
    priceMax,
    yearMin,
    yearMax,
  }
}

/** Joint attribute counts (ListingColumns.attr) split into status, flair, condition and flags. */
function splitAttr(attr: Int32Array) {
  const status = new Int32Array(256)
  const flair = new Int32Array(256)
  const condition = new Int32Array(256)
  const flags = new Int32Array(256)
  // Locals: imported bindings are getter calls under CommonJS.
  const combos = ATTR_COMBOS
  const nFlags = ATTR_FLAGS
  const nConditions = ATTR_CONDITIONS
  const nFlairs = ATTR_FLAIRS
  for (let code = 0; code < combos; code++) {
    const n = attr[code]
    if (!n) continue
    const f = code % nFlags
    const rest = (code - f) / nFlags
    const cond = rest % nConditions
    const rest2 = (rest - cond) / nConditions
    const fl = rest2 % nFlairs
    const st = (rest2 - fl) / nFlairs
    flags[f] += n
    condition[cond === nConditions - 1 ? NO_CONDITION : cond] += n
    flair[fl] += n
    status[st] += n
  }
  return { status, flair, condition, flags }
}

/** Joint bucket counts (ListingColumns.buckets) split into price, hours and miles buckets. */
function splitBuckets(bkt: Int32Array) {
  const price = new Int32Array(256)
  const hours = new Int32Array(256)
  const miles = new Int32Array(256)
  const combos = BUCKET_COMBOS
  const nMiles = MILES_SLOTS
  const nHours = HOURS_SLOTS
  for (let code = 0; code < combos; code++) {
    const n = bkt[code]
    if (!n) continue
    const m = code % nMiles
    const rest = (code - m) / nMiles
    const h = rest % nHours
    const pr = (rest - h) / nHours
    price[pr] += n
    hours[h === nHours - 1 ? NO_BUCKET : h] += n
    miles[m === nMiles - 1 ? NO_BUCKET : m] += n
  }
  return { price, hours, miles }
}

/**
 * Facet counts with "all other filters applied" semantics: a listing failing no group counts in
 * every facet, one failing exactly one group counts only in that group's facet. Also the hits'
 * price and year ranges.
 */
export function countFacets(
  index: ListingIndex,
  q: IndexQuery,
  g: GroupedCandidates,
): { facets: RawFacets; stats: FacetStats } {
  const c = index.cols
  const { total, singles, start, active } = g
  const since = new Float64Array(DOM_DAYS.map((d) => q.now - d * DAY_MS))
  const h = countHits(index, g.hits, total, since, !!q.makeIds, !!q.states)
  // counts = hits + the listings failing only group g
  const plus = (base: Int32Array, col: ArrayLike<number>, group: number, offset = 0) =>
    addSingles(g, base, col, group, offset)
  const domB = h.dom.slice()
  if (active[G_DOM]) countDom(c.listedAt, singles, start[G_DOM], start[G_DOM + 1], domB, since)
  const conditions = plus(h.condition, c.condition, G_CONDITION)
  const flairs = plus(h.flair, c.flair, G_FLAIR)
  const statuses = plus(h.status, c.status, G_STATUS)

  const facets: RawFacets = {
    categories: byCode(
      plus(h.category, c.category, G_CATEGORY),
      (code) => index.categories.values[code],
    ),
    broadCategories: broadCounts(index, plus(h.category, c.category, G_BROAD)),
    subcategories: byCode(
      plus(h.subcategory, c.subcategory, G_SUBCATEGORY),
      (code) => index.subcategories.values[code],
    ).filter((x) => x.key !== 0),
    makes: byCode(plus(h.make, c.make, G_MAKE), (code) => index.makes.values[code]),
    models: h.model ? modelCounts(index, plus(h.model, c.model, G_MODEL)) : null,
    years: byCode(plus(h.year, c.year, G_YEAR, YEAR_BASE), (slot) => slot + YEAR_BASE),
    priceBuckets: buckets(plus(h.price, c.priceBucket, G_PRICE), PRICE_THRESHOLDS_USD.length),
    hoursBuckets: buckets(plus(h.hours, c.hoursBucket, G_HOURS), HOURS_EDGES.length),
    milesBuckets: buckets(plus(h.miles, c.milesBucket, G_MILES), MILES_EDGES.length),
    conditions: byCode(conditions.subarray(0, CONDITIONS.length), (code) => CONDITIONS[code]),
    flairs: byCode(flairs.subarray(0, FLAIRS.length), (code) => FLAIRS[code]),
    partnerSeller: partnerCounts(plus(h.flags, c.flags, G_PARTNER)),
    showOnly: showCounts(plus(h.flags, c.flags, G_SHOW)),
    statuses: byCode(
      statuses.subarray(0, LISTING_STATUSES.length),
      (code) => LISTING_STATUSES[code],
    ),
    daysOnMarket: domCounts(domB),
    states: byCode(plus(h.state, c.state, G_LOCATION), (code) => index.states.values[code]),
    cities: q.states ? cityCounts(index, q.states, plus(h.city!, c.city, G_LOCATION)) : null,
    specs: countSpecFacets(index, q, g),
  }
  const stats: FacetStats = {
    priceMinCents: total ? h.priceMin : null,
    priceMaxCents: total ? h.priceMax : null,
    yearMin: total ? h.yearMin : null,
    yearMax: total ? h.yearMax : null,
  }
  return { facets, stats }
}

/** The buckets between `edges` edges: edges + 1 of them. */
function buckets(counts: Int32Array, edges: number): number[] {
  return Array.from(counts.subarray(0, edges + 1))
}
