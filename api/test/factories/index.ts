import { sql } from 'drizzle-orm'
import type { Database } from '../../src/db/client'
import {
  categories,
  completedSales,
  inspectionDocuments,
  inspectionPoints,
  inspections,
  inspectors,
  listingImages,
  listings,
  makes,
  priceHistory,
  sellers,
  type CompletedSale,
  type Listing,
  type NewCompletedSale,
  type NewListing,
  type NewSeller,
  type Seller,
} from '../../src/db/schema'
import { loadCatalog } from '../../src/services/catalog/load-catalog'
import { FIXED_AS_OF } from '../../src/seed/as-of'
import { inspectionPointRows } from '../../src/seed/inspections'
import { generateInspector } from '../../src/seed/inspectors'
import { fleetAdvisors } from '../../src/seed/labels'
import { generateListing, type InventoryContext } from '../../src/seed/listings'
import { loadModelPool, restrictPool, type ModelPool } from '../../src/seed/model-pool'
import { WeightedTable } from '../../src/seed/rng'
import { generateCompletedSale } from '../../src/seed/sales'
import { generateSeller, type GeneratedSeller } from '../../src/seed/sellers'
import { listingInsert } from '../../src/seed/table-rows'
import { insertModelFixture } from './model-fixture'

/**
 * Test factories built on the seed's own generators: rows look like the demo inventory (real
 * models, coherent prices, real ZIPs, images, price history) and any column can be overridden.
 * Each database gets its own deterministic sequence. See README.md.
 */
const FACTORY_SEED = 9_001

interface FactoryState {
  ctx?: InventoryContext
  sellers: number
  listings: number
  sales: number
  inspectorId?: number
}
const states = new WeakMap<Database, FactoryState>()
function stateOf(database: Database): FactoryState {
  let s = states.get(database)
  if (!s) states.set(database, (s = { sellers: 0, listings: 0, sales: 0 }))
  return s
}

/** Load the catalogue, and a small real-model fixture when no taxonomy is loaded. */
export async function ensureCatalog(database: Database): Promise<void> {
  const [{ n }] = await database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM categories`)
  if (n === 0) await loadCatalog(database)
  const [{ m }] = await database.rows<{ m: number }>(sql`
    SELECT count(*)::int AS m FROM models
    WHERE provenance IN ('curated', 'vpic') AND category_id IS NOT NULL`)
  if (m === 0) await insertModelFixture(database)
}

const asGenerated = (s: Seller): GeneratedSeller => ({
  ...generateSeller(FACTORY_SEED, s.id, FIXED_AS_OF),
  ...s,
})

async function context(database: Database): Promise<InventoryContext> {
  const state = stateOf(database)
  if (state.ctx) return state.ctx
  await ensureCatalog(database)
  const pool = await loadModelPool(database, FIXED_AS_OF)
  const standard = asGenerated(await insertSeller(database))
  const partner = asGenerated(await insertSeller(database, { kind: 'partner' }))
  const inspector = generateInspector(FACTORY_SEED, 1)
  state.ctx = {
    seed: FACTORY_SEED,
    asOf: FIXED_AS_OF,
    pool,
    sellers: {
      sellers: [standard, partner],
      table: new WeightedTable([
        [standard, 3],
        [partner, 1],
      ]),
    },
    inspectors: {
      inspectors: [inspector],
      byState: new Map(),
      table: new WeightedTable([[inspector, 1]]),
    },
    advisors: fleetAdvisors(FACTORY_SEED, 4),
  }
  return state.ctx
}

/** A seller with a business address on a real ZIP; `kind: 'partner'` for a partner seller. */
export async function insertSeller(
  database: Database,
  overrides: Partial<NewSeller> = {},
): Promise<Seller> {
  const state = stateOf(database)
  const {
    id: _id,
    home: _home,
    ...generated
  } = generateSeller(FACTORY_SEED, 1000 + ++state.sellers, FIXED_AS_OF)
  const [row] = await database.db
    .insert(sellers)
    .values({ ...generated, kind: 'standard', ...overrides })
    .returning()
  return row
}

export interface ListingOverrides extends Partial<NewListing> {
  /** A model of this make / category (from the taxonomy or the fixture). */
  makeSlug?: string
  categorySlug?: string
  /** The advertised price in dollars; original and floor follow unless given. */
  priceUsd?: number
  /** Also store a 150-point inspection with its documents. */
  withInspection?: boolean
}

async function idBySlug(database: Database, table: typeof makes | typeof categories, slug: string) {
  const [row] = await database.db
    .select({ id: table.id })
    .from(table)
    .where(sql`${table.slug} = ${slug}`)
  if (!row) throw new Error(`Unknown slug ${slug}`)
  return row.id
}

/**
 * A realistic listing generated like the demo inventory; overrides win. Stock numbers stay
 * unique. Returns the stored row (images and price history are stored alongside).
 */
export async function insertListing(
  database: Database,
  overrides: ListingOverrides = {},
): Promise<Listing> {
  const ctx = await context(database)
  const state = stateOf(database)
  const { makeSlug, categorySlug, priceUsd, withInspection, ...columns } = overrides
  const ids: Partial<NewListing> = {}
  let pool: ModelPool | undefined = ctx.pool
  if (makeSlug || categorySlug) {
    const makeId = makeSlug ? await idBySlug(database, makes, makeSlug) : undefined
    const categoryId = categorySlug ? await idBySlug(database, categories, categorySlug) : undefined
    pool = restrictPool(
      ctx.pool,
      (m) =>
        (makeId === undefined || m.makeId === makeId) &&
        (categoryId === undefined || m.categoryId === categoryId),
    )
    if (!pool) {
      // No such model in the taxonomy: keep the generated unit, relabel it, drop the model link.
      pool = ctx.pool
      Object.assign(ids, { modelId: null, taxonomizedSubCategoryId: null })
      if (makeId) ids.makeId = makeId
      if (categoryId) Object.assign(ids, { categoryId, equipmentCategorySlug: categorySlug })
    }
  }
  const g = generateListing({ ...ctx, pool }, ++state.listings)
  const { id: _id, ...generated } = listingInsert(g.listing)
  const prices: Partial<NewListing> = {}
  if (priceUsd !== undefined) {
    const cents = Math.round(priceUsd * 100)
    Object.assign(prices, {
      advertisedPriceCents: cents,
      originalPriceCents: Math.max(cents, g.listing.originalPriceCents),
      floorPriceCents: Math.round(cents * 0.9),
    })
  }
  const values: NewListing = {
    ...generated,
    ...ids,
    ...prices,
    hasInspection: Boolean(withInspection),
    ...columns,
    stockNumber: columns.stockNumber ?? (await freeStockNumber(database, generated.stockNumber)),
  }
  // A price given without a floor: the floor follows it, as priceUsd's (never above the price).
  if (columns.advertisedPriceCents !== undefined && columns.floorPriceCents === undefined) {
    values.floorPriceCents = Math.round(columns.advertisedPriceCents * 0.9)
  }
  // A status given without a sold date: sold listings carry one (a database check), others none.
  if (!('soldAt' in columns)) {
    const listedAt = (values.listedAt ?? ctx.asOf).getTime()
    values.soldAt =
      values.status === 'sold'
        ? new Date(Math.max(listedAt, (generated.soldAt ?? ctx.asOf).getTime()))
        : null
  }
  const [row] = await database.db.insert(listings).values(values).returning()
  // The insert trigger wrote the 'listed' row; the generated changes that followed come after it.
  const changes = g.priceHistory.filter((h) => h.reason !== 'listed')
  if (changes.length) {
    await database.db.insert(priceHistory).values(
      changes.map(({ priceCents, reason, changedAt }) => ({
        listingId: row.id,
        priceCents,
        reason,
        changedAt,
      })),
    )
  }
  if (g.images.length) {
    await database.db
      .insert(listingImages)
      .values(g.images.map((i) => ({ ...i, listingId: row.id, isIllustration: true })))
  }
  if (withInspection) await insertInspection(database, ctx, row, state.listings)
  return row
}

async function freeStockNumber(database: Database, wanted: string): Promise<string> {
  let n = Number(wanted)
  for (;;) {
    const [hit] = await database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM listings WHERE stock_number = ${String(n)}`,
    )
    if (hit.n === 0) return String(n)
    n = n >= 9_999_999 ? 1_000_000 : n + 1
  }
}

/** The 150-point report of a stored listing (inspector, ratings, notes, documents). */
async function insertInspection(
  database: Database,
  ctx: InventoryContext,
  listing: Listing,
  n: number,
): Promise<void> {
  const state = stateOf(database)
  const [{ points }] = await database.rows<{ points: number }>(
    sql`SELECT count(*)::int AS points FROM inspection_points`,
  )
  if (points === 0) await database.db.insert(inspectionPoints).values(inspectionPointRows())
  if (!state.inspectorId) {
    const { id: _id, ...inspector } = ctx.inspectors.inspectors[0]
    const [row] = await database.db.insert(inspectors).values(inspector).returning()
    state.inspectorId = row.id
  }
  // Draw listings of the same sequence until one carries an inspection (about one in three).
  let report = generateListing(ctx, n).inspection
  for (let i = 1; !report; i++) report = generateListing(ctx, 1_000_000 + n * 50 + i).inspection
  const { id: _i, listingId: _l, inspectorId: _n, documents, ...fields } = report
  const [row] = await database.db
    .insert(inspections)
    .values({
      ...fields,
      overallCondition: listing.condition ?? fields.overallCondition,
      listingId: listing.id,
      inspectorId: state.inspectorId,
    })
    .returning()
  if (documents.length) {
    await database.db
      .insert(inspectionDocuments)
      .values(documents.map((d) => ({ ...d, inspectionId: row.id })))
  }
}

/** A completed sale priced by the seed's model; override make, model, price, date, channel... */
export async function insertCompletedSale(
  database: Database,
  overrides: Partial<NewCompletedSale> = {},
): Promise<CompletedSale> {
  const ctx = await context(database)
  const sale = generateCompletedSale(ctx, ++stateOf(database).sales)
  const [row] = await database.db
    .insert(completedSales)
    .values({ ...sale, ...overrides })
    .returning()
  return row
}
