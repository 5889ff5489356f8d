import { EXTRA_SORT_KEYS, HIDDEN_STATUSES, SORT_KEYS } from '@ironyard/contract'
import { GOOD_DEAL_RATINGS } from '@ironyard/contract/deal-rating'
import { logger } from '../../src/lib/logger'
import { FIXED_AS_OF } from '../../src/seed/as-of'
import { executeQuery } from '../../src/services/search/engine/execute-query'
import { DAY_MS } from '../../src/services/search/engine/filter-groups'
import {
  baseScore,
  bucketOf,
  isPriceReduced,
  type IndexRow,
} from '../../src/services/search/engine/listing-columns'
import { ListingIndex } from '../../src/services/search/engine/listing-index'
import { loadAllListingRows } from '../../src/services/search/engine/load-listing-rows'
import {
  DAYS_ON_MARKET,
  DAYS_ON_MARKET_DAYS,
  HOURS_EDGES,
  MILES_EDGES,
  PRICE_THRESHOLDS_USD,
  SHOW_ONLY,
  type IndexQuery,
  type Range,
  type ShowOnly,
  type SortKey,
} from '../../src/services/search/engine/query-types'
import { seededRandom } from '../fuzz/corpus'
import type { TestDatabase } from '../helpers/db'
import { engineInventory } from './engine-inventory'

/**
 * The engine against an oracle: a plain reading of the search rules over the rows as the
 * database holds them (no columns, codes, joint counts, marking or heap), on a generated
 * inventory and a few hundred generated queries. Every facet, the total, the price and year
 * ranges and the page in each order must be the oracle's. It guards the engine's fast paths
 * (decision 003): joint facet codes, branch-free group marking and partition, the heap that skips
 * hits worse than its worst.
 */

const N = 1200
const NOW = FIXED_AS_OF.getTime()
const HIDDEN = new Set<string>(HIDDEN_STATUSES)
const PRICE_EDGES_CENTS = PRICE_THRESHOLDS_USD.map((usd) => usd * 100)
/** Every order but distance_asc (it needs a ZIP; the oracle searches without one). */
const SORTS: SortKey[] = [...SORT_KEYS, ...EXTRA_SORT_KEYS]

type Group =
  | 'broad'
  | 'category'
  | 'subcategory'
  | 'reduced'
  | 'make'
  | 'year'
  | 'price'
  | 'hours'
  | 'miles'
  | 'condition'
  | 'flair'
  | 'partner'
  | 'show'
  | 'status'
  | 'dom'
  | 'location'

const inRange = (v: number, r: Range, floor = -Infinity) =>
  v >= (r[0] ?? floor) && v <= (r[1] ?? Infinity)

function showFlags(r: IndexRow): Record<ShowOnly, boolean> {
  return {
    INSPECTED: r.hasInspection,
    PRICE_REDUCED: isPriceReduced(r),
    WARRANTY: r.hasWarranty || r.flair === 'WarrantyIncluded' || r.flair === 'WarrantyAvailable',
    COMING_SOON: r.status === 'coming_soon' || r.flair === 'ComingSoon',
    PARTNER_SELLER: r.isPartnerSeller,
    GOOD_DEAL: GOOD_DEAL_RATINGS.some((rating) => rating === r.dealRating),
  }
}

/** Broad category id -> its categories' ids (the catalogue's). */
type Broads = Map<number, number[]>

/** The groups a row fails, read from the rules as the search documents them. */
function failedGroups(r: IndexRow, q: IndexQuery, broads: Broads): Group[] {
  const out: Group[] = []
  if (q.broadCategoryIds && !q.broadCategoryIds.some((b) => broads.get(b)!.includes(r.categoryId)))
    out.push('broad')
  if (q.categoryIds && !q.categoryIds.includes(r.categoryId)) out.push('category')
  if (q.subcategoryIds && !(r.subcategoryId !== null && q.subcategoryIds.includes(r.subcategoryId)))
    out.push('subcategory')
  if (q.makeIds && !q.makeIds.includes(r.makeId)) out.push('make')
  if (q.year && !inRange(r.year, q.year)) out.push('year')
  if (q.priceCents && !inRange(r.advertisedPriceCents, q.priceCents)) out.push('price')
  if (q.hours && !(r.hours !== null && inRange(r.hours, q.hours, 0))) out.push('hours')
  if (q.miles && !(r.miles !== null && inRange(r.miles, q.miles, 0))) out.push('miles')
  if (q.conditions && !(r.condition && q.conditions.includes(r.condition))) out.push('condition')
  if (q.flairs && !q.flairs.includes(r.flair)) out.push('flair')
  if (q.partnerSeller !== null && r.isPartnerSeller !== q.partnerSeller) out.push('partner')
  const flags = showFlags(r)
  if (q.showOnly.length && !q.showOnly.every((s) => flags[s])) out.push('show')
  if (!q.statuses.includes(r.status)) out.push('status')
  if (q.daysOnMarket !== 'all') {
    if (r.listedAtMs < q.now - DAYS_ON_MARKET_DAYS[q.daysOnMarket] * DAY_MS) out.push('dom')
  }
  if (q.priceReducedWithin) {
    const since = q.now - DAYS_ON_MARKET_DAYS[q.priceReducedWithin] * DAY_MS
    if (!(isPriceReduced(r) && r.priceReducedAtMs! >= since)) out.push('reduced')
  }
  if (q.states && !q.states.includes(r.state)) out.push('location')
  return out
}

function sortValue(r: IndexRow, sort: SortKey): number {
  switch (sort) {
    case 'recommended':
      return -baseScore(r)
    case 'createdDateUtc':
      return -r.listedAtMs
    case 'advertisedPrice_asc':
      return r.advertisedPriceCents
    case 'advertisedPrice_desc':
      return -r.advertisedPriceCents
    case 'year_desc':
      return -r.year
    case 'year_asc':
      return r.year
    case 'hours_asc':
      return r.hours ?? Infinity
    case 'mileage_asc':
      return r.miles ?? Infinity
    case 'priceCut_desc':
      return isPriceReduced(r) && r.originalPriceCents > 0
        ? -(r.originalPriceCents - r.advertisedPriceCents) / r.originalPriceCents
        : 0
    default:
      throw new Error(`no oracle for ${sort}`)
  }
}

const tally = <K>(rows: IndexRow[], key: (r: IndexRow) => K | null) => {
  const m = new Map<K, number>()
  for (const r of rows) {
    const k = key(r)
    if (k !== null) m.set(k, (m.get(k) ?? 0) + 1)
  }
  return m
}
const asMap = <K>(xs: Array<{ key: K; count: number }>) =>
  new Map(xs.filter((x) => x.count > 0).map((x) => [x.key, x.count]))
const bucketCounts = (
  rows: IndexRow[],
  edges: readonly number[],
  v: (r: IndexRow) => number | null,
) => {
  const out = new Array<number>(edges.length + 1).fill(0)
  for (const r of rows) {
    const x = v(r)
    if (x !== null) out[bucketOf(edges, x)]++
  }
  return out
}

/** What the search must answer for q, by the oracle. */
function oracle(rows: IndexRow[], q: IndexQuery, broads: Broads) {
  const visible = rows.filter((r) => !HIDDEN.has(r.status))
  const fails = new Map(visible.map((r) => [r, failedGroups(r, q, broads)]))
  /** The rows passing every group but g (all of them without g). */
  const but = (g: Group | null) =>
    visible.filter((r) => {
      const f = fails.get(r)!
      return f.length === 0 || (f.length === 1 && f[0] === g)
    })
  const hits = but(null)
  const sorted = hits
    .map((r) => ({ r, v: sortValue(r, q.sort) }))
    .sort((a, b) =>
      a.v !== b.v
        ? a.v - b.v
        : a.r.listedAtMs !== b.r.listedAtMs
          ? b.r.listedAtMs - a.r.listedAtMs
          : a.r.id - b.r.id,
    )
  const showRows = but('show')
  const partnerRows = but('partner')
  const domRows = but('dom')
  return {
    total: hits.length,
    page: sorted.slice(q.offset, q.offset + q.limit).map((x) => x.r.id),
    stats: {
      priceMinCents: hits.length ? Math.min(...hits.map((r) => r.advertisedPriceCents)) : null,
      priceMaxCents: hits.length ? Math.max(...hits.map((r) => r.advertisedPriceCents)) : null,
      yearMin: hits.length ? Math.min(...hits.map((r) => r.year)) : null,
      yearMax: hits.length ? Math.max(...hits.map((r) => r.year)) : null,
    },
    facets: {
      categories: tally(but('category'), (r) => r.categoryId),
      broadCategories: new Map(
        [...broads]
          .map(([b, ids]) => [b, but('broad').filter((r) => ids.includes(r.categoryId)).length])
          .filter(([, n]) => n > 0) as Array<[number, number]>,
      ),
      subcategories: tally(but('subcategory'), (r) => r.subcategoryId),
      makes: tally(but('make'), (r) => r.makeId),
      years: tally(but('year'), (r) => r.year),
      conditions: tally(but('condition'), (r) => r.condition),
      flairs: tally(but('flair'), (r) => r.flair),
      statuses: tally(but('status'), (r) => r.status),
      states: tally(but('location'), (r) => r.state),
      priceBuckets: bucketCounts(but('price'), PRICE_EDGES_CENTS, (r) => r.advertisedPriceCents),
      hoursBuckets: bucketCounts(but('hours'), HOURS_EDGES, (r) => r.hours),
      milesBuckets: bucketCounts(but('miles'), MILES_EDGES, (r) => r.miles),
      partnerSeller: {
        partner: partnerRows.filter((r) => r.isPartnerSeller).length,
        standard: partnerRows.filter((r) => !r.isPartnerSeller).length,
      },
      showOnly: new Map(
        SHOW_ONLY.map((s) => [s, showRows.filter((r) => showFlags(r)[s]).length] as const),
      ),
      daysOnMarket: new Map(
        DAYS_ON_MARKET.map((d) => {
          const since = d === 'all' ? -Infinity : q.now - DAYS_ON_MARKET_DAYS[d] * DAY_MS
          return [d, domRows.filter((r) => r.listedAtMs >= since).length] as const
        }),
      ),
    },
  }
}

/** The fuzz suites' seeded generator, with the picks these queries need. */
function random(seed: number) {
  const r = seededRandom(seed)
  return {
    ...r,
    /** 1 to `most` distinct items. */
    some: <T>(xs: readonly T[], most: number): T[] => r.sample(xs, 1 + r.int(most)),
    chance: (p: number) => r.next() < p,
  }
}

const distinct = <T>(xs: T[]) => [...new Set(xs)]

/** Queries drawn from the inventory's own values: each filter is on with some chance. */
function generateQueries(
  rows: IndexRow[],
  broads: Broads,
  count: number,
  seed: number,
): IndexQuery[] {
  const rnd = random(seed)
  const categories = distinct(rows.map((r) => r.categoryId))
  const subcategories = distinct(rows.flatMap((r) => (r.subcategoryId ? [r.subcategoryId] : [])))
  const makes = distinct(rows.map((r) => r.makeId))
  const states = distinct(rows.map((r) => r.state))
  const prices = rows.map((r) => r.advertisedPriceCents)
  const years = rows.map((r) => r.year)
  const range = (xs: number[]): Range => {
    const a = rnd.pick(xs)
    const b = rnd.pick(xs)
    const lo = Math.min(a, b)
    const hi = Math.max(a, b)
    return rnd.chance(0.3) ? [lo, null] : rnd.chance(0.3) ? [null, hi] : [lo, hi]
  }
  const queries: IndexQuery[] = []
  for (let i = 0; i < count; i++) {
    const filters = rnd.chance(0.15) ? 0 : 1 + Math.floor(rnd.next() * 4)
    const on = () => rnd.chance(filters / 12)
    const statuses = rnd.chance(0.25)
      ? rnd.some(['available', 'coming_soon', 'sold', 'no_longer_available'], 3)
      : ['available', 'coming_soon']
    const daysOnMarket = on() ? rnd.pick(DAYS_ON_MARKET) : 'all'
    queries.push({
      words: [],
      lastWordIsPrefix: false,
      broadCategoryIds: on() ? rnd.some([...broads.keys()], 2) : null,
      categoryIds: on() ? rnd.some(categories, 3) : null,
      subcategoryIds: on() ? rnd.some(subcategories, 4) : null,
      makeIds: on() ? rnd.some(makes, 4) : null,
      modelSlugs: null,
      year: on() ? range(years) : null,
      priceCents: on() ? range(prices) : null,
      hours: on()
        ? rnd.pick<Range>([
            [null, 3000],
            [1000, 8000],
            [5000, null],
          ])
        : null,
      miles: on()
        ? rnd.pick<Range>([
            [null, 100_000],
            [50_000, 300_000],
          ])
        : null,
      conditions: on() ? rnd.some(['Poor', 'Fair', 'Good', 'Great', 'Excellent'], 3) : null,
      flairs: on() ? rnd.some(['FreeShipping', 'NotSet', 'None', 'ComingSoon', 'Demo'], 3) : null,
      partnerSeller: on() ? rnd.chance(0.5) : null,
      sellerId: null,
      showOnly: on() ? rnd.some(SHOW_ONLY, 2) : [],
      statuses,
      daysOnMarket,
      priceReducedWithin: on()
        ? rnd.pick(['last_week', 'last_month', 'last_3_months'] as const)
        : null,
      exclude: [],
      states: on() ? rnd.some(states, 3) : null,
      city: null,
      radius: null,
      specs: [],
      sort: rnd.pick(SORTS),
      offset: rnd.pick([0, 0, 24, 48]),
      limit: 24,
      now: NOW,
    })
  }
  return queries
}

describe('search engine against the oracle', () => {
  let db: TestDatabase
  let index: ListingIndex
  let rows: IndexRow[]
  let broads: Broads

  beforeAll(async () => {
    db = await engineInventory(N, 5)
    // So few listings leave too few sales to rate deals: give a share of them each rating.
    await db.exec(`UPDATE listings SET deal_rating =
      (ARRAY['great', 'good', 'fair', 'above_market', NULL])[1 + id % 5]`)
    index = new ListingIndex(db, logger)
    await index.ensureFresh()
    rows = []
    for await (const batch of loadAllListingRows(db)) rows.push(...batch)
    broads = new Map(index.snapshot.broadCategories.map((b) => [b.id, b.categoryIds]))
  }, 180_000)
  afterAll(async () => {
    await db?.destroy()
  })

  it('the inventory has what the queries need: every status, meters missing, reduced prices', () => {
    expect(rows).toHaveLength(N)
    expect(new Set(rows.map((r) => r.status)).size).toBeGreaterThanOrEqual(4)
    expect(rows.some((r) => r.hours === null)).toBe(true)
    expect(rows.some((r) => r.miles === null)).toBe(true)
    expect(rows.some((r) => isPriceReduced(r))).toBe(true)
    expect(rows.some((r) => showFlags(r).GOOD_DEAL)).toBe(true)
    expect(rows.some((r) => r.subcategoryId !== null)).toBe(true)
    expect(rows.some((r) => r.subcategoryId === null)).toBe(true)
    expect(rows.some((r) => r.listedAtMs >= NOW - 7 * DAY_MS)).toBe(true)
  })

  it('answers 400 generated queries exactly as the oracle: facets, total, ranges, the page', () => {
    const queries = generateQueries(rows, broads, 400, 20261207)
    let withHits = 0
    for (const [i, q] of queries.entries()) {
      const got = executeQuery(index, q)
      const want = oracle(rows, q, broads)
      const f = got.facets
      const label = `query ${i}: ${JSON.stringify({ ...q, now: undefined })}`
      try {
        expect(got.total).toBe(want.total)
        expect(got.hits.map((h) => h.id)).toEqual(want.page)
        expect({
          priceMinCents: got.stats.priceMinCents,
          priceMaxCents: got.stats.priceMaxCents,
          yearMin: got.stats.yearMin,
          yearMax: got.stats.yearMax,
        }).toEqual(want.stats)
        expect(asMap(f.categories)).toEqual(want.facets.categories)
        expect(asMap(f.broadCategories)).toEqual(want.facets.broadCategories)
        expect(asMap(f.subcategories)).toEqual(want.facets.subcategories)
        expect(asMap(f.makes)).toEqual(want.facets.makes)
        expect(asMap(f.years)).toEqual(want.facets.years)
        expect(asMap(f.conditions)).toEqual(want.facets.conditions)
        expect(asMap(f.flairs)).toEqual(want.facets.flairs)
        expect(asMap(f.statuses)).toEqual(want.facets.statuses)
        expect(asMap(f.states)).toEqual(want.facets.states)
        expect(f.priceBuckets).toEqual(want.facets.priceBuckets)
        expect(f.hoursBuckets).toEqual(want.facets.hoursBuckets)
        expect(f.milesBuckets).toEqual(want.facets.milesBuckets)
        expect(f.partnerSeller).toEqual(want.facets.partnerSeller)
        expect(new Map(f.showOnly.map((x) => [x.key, x.count]))).toEqual(want.facets.showOnly)
        expect(new Map(f.daysOnMarket.map((x) => [x.key, x.count]))).toEqual(
          want.facets.daysOnMarket,
        )
      } catch (err) {
        throw new Error(`${label}\n${(err as Error).message}`)
      }
      if (want.total > 0) withHits++
    }
    // The queries must not be vacuous: most find machines, some find none.
    expect(withHits).toBeGreaterThan(200)
    expect(withHits).toBeLessThan(400)
  })
})
