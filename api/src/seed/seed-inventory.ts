import { rateListings } from '../services/listing-insights/rate-listings'
import type { Database } from '../db/client'
import { seedAsOf } from './as-of'
import { withBulkSession, withoutSecondaryIndexes, type BulkSession } from './bulk-insert'
import { renderMedia, type RenderStats } from './illustrations/render-media'
import { inspectionPointRows } from './inspections'
import { generateInspectors, inspectorCount } from './inspectors'
import { fleetAdvisors } from './labels'
import { generateListing, type GeneratedListing, type InventoryContext } from './listings'
import { loadModelPool } from './model-pool'
import { INVENTORY_TABLES, inventoryIsEmpty, resetInventory } from './reset-inventory'
import { generateCompletedSale, marketSalesCount } from './sales'
import { generateSellers, sellerCount, sellerRow } from './sellers'
import { COLUMNS, imageRow, inspectionRow, listingRow, saleRow } from './table-rows'

export interface InventoryOptions {
  listings: number
  seed: number
  mediaDir: string
  /** The instant the inventory is generated "as of" (ages, dates); by default today 00:00 UTC. */
  asOf?: Date
  /** Render the illustration files (tests that only look at rows can skip it). */
  media?: boolean
  /** Empty the inventory tables first when they hold rows (else a non-empty inventory is an error). */
  replaceExisting?: boolean
  /** Completed sales of the market history; by default 0.8 per listing. */
  completedSales?: number
  batchSize?: number
  onProgress?: (message: string) => void
}

export interface InventoryStats {
  rows: Record<string, number>
  media?: RenderStats
  seconds: number
}

/** Over this many listings, secondary indexes are dropped during the load and rebuilt once. */
const REBUILD_INDEXES_FROM = 50_000

/**
 * Seed the demo inventory: sellers, inspectors, the 150 inspection points, listings with their
 * images, videos, price histories and inspections, and 24 months of completed sales. Rows are
 * generated and written in batches (COPY), so a million listings never sit in memory at once.
 */
export async function seedInventory(
  database: Database,
  opts: InventoryOptions,
): Promise<InventoryStats> {
  const started = Date.now()
  const asOf = opts.asOf ?? seedAsOf()
  const progress = opts.onProgress ?? (() => undefined)
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`
  if (!(await inventoryIsEmpty(database))) {
    if (!opts.replaceExisting) {
      throw new Error(
        'The inventory tables are not empty: reset them first (npm run seed -- --reset)',
      )
    }
    await resetInventory(database)
  }
  const pool = await loadModelPool(database, asOf)
  progress(`inventory: ${pool.modelCount} real models in ${pool.bySlug.size} categories`)
  // Pictures render on sharp's thread pool while rows are generated and written.
  const media =
    opts.media === false ? undefined : renderMedia(opts.mediaDir, { onProgress: progress })
  // Awaited after the rows are in; this only keeps an early failure from being "unhandled".
  media?.catch(() => undefined)

  const ctx: InventoryContext = {
    seed: opts.seed,
    asOf,
    pool,
    sellers: generateSellers(opts.seed, sellerCount(opts.listings), asOf),
    inspectors: generateInspectors(opts.seed, inspectorCount(opts.listings)),
    advisors: fleetAdvisors(opts.seed),
  }
  const rows: Record<string, number> = {}
  const count = (table: string, n: number) => (rows[table] = (rows[table] ?? 0) + n)
  const batchSize = opts.batchSize ?? (database.kind === 'postgresql' ? 5000 : 2000)
  const sales = opts.completedSales ?? marketSalesCount(opts.listings)

  await withBulkSession(database, async (s) => {
    const load = async () => {
      await copyStatic(s, ctx, count)
      let lastReport = Date.now()
      // The next batch is generated while the database takes in the previous one.
      let inflight: Promise<void> = Promise.resolve()
      for (let from = 1; from <= opts.listings; from += batchSize) {
        const to = Math.min(opts.listings, from + batchSize - 1)
        const batch: GeneratedListing[] = []
        for (let id = from; id <= to; id++) batch.push(generateListing(ctx, id))
        await inflight
        inflight = copyListings(s, batch, count)
        if (to === opts.listings || Date.now() - lastReport > 2000) {
          progress(`listings ${to}/${opts.listings} (${elapsed()})`)
          lastReport = Date.now()
        }
      }
      await inflight
      for (let from = 0; from < sales; from += batchSize) {
        const to = Math.min(sales, from + batchSize)
        const batch = []
        for (let i = from; i < to; i++) batch.push(saleRow(generateCompletedSale(ctx, i)))
        await s.copy('completed_sales', COLUMNS.completed_sales, batch)
        count('completed_sales', batch.length)
        if (to === sales || Date.now() - lastReport > 2000) {
          progress(`completed sales ${to}/${sales} (${elapsed()})`)
          lastReport = Date.now()
        }
      }
    }
    if (database.kind === 'postgresql' && opts.listings >= REBUILD_INDEXES_FROM) {
      await withoutSecondaryIndexes(s, INVENTORY_TABLES, load, (n) =>
        progress(`rebuilding ${n} indexes (${elapsed()})`),
      )
    } else {
      await load()
    }
    for (const table of ['sellers', 'inspectors', 'listings', 'inspections']) {
      await s.exec(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${table}), false)`,
      )
    }
  })
  if (database.kind === 'postgresql') {
    await database.exec(`ANALYZE ${INVENTORY_TABLES.join(', ')}`)
  }
  // Every listing's deal rating from the sales just loaded (issue 17, decision 033).
  const rating = await rateListings(database, { asOf })
  progress(`deal ratings: ${rating.written} of ${rating.rated} listings rated (${elapsed()})`)
  const mediaStats = media ? await media : undefined
  if (mediaStats) {
    progress(
      `media: ${mediaStats.files} files (${mediaStats.rendered} rendered, ${mediaStats.reused} reused), ${(mediaStats.bytes / 1e6).toFixed(1)} MB`,
    )
  }
  progress(`inventory done (${elapsed()})`)
  return { rows, media: mediaStats, seconds: (Date.now() - started) / 1000 }
}

async function copyStatic(
  s: BulkSession,
  ctx: InventoryContext,
  count: (t: string, n: number) => void,
): Promise<void> {
  const points = inspectionPointRows()
  await s.copy(
    'inspection_points',
    COLUMNS.inspection_points,
    points.map((p) => [p.position, p.section, p.sectionEs, p.nameEn, p.nameEs]),
  )
  count('inspection_points', points.length)
  const sellers = ctx.sellers.sellers.map(sellerRow)
  await s.copy(
    'sellers',
    COLUMNS.sellers,
    sellers.map((r) => [
      r.id,
      r.name,
      r.kind,
      r.street,
      r.suite,
      r.city,
      r.state,
      r.zip,
      r.phone,
      r.email,
      r.createdAt,
    ]),
  )
  count('sellers', sellers.length)
  await s.copy(
    'inspectors',
    COLUMNS.inspectors,
    ctx.inspectors.inspectors.map((i) => [
      i.id,
      i.name,
      i.certifications,
      i.inspectionsDone,
      i.yearsExperience,
      i.region,
    ]),
  )
  count('inspectors', ctx.inspectors.inspectors.length)
}

async function copyListings(
  s: BulkSession,
  batch: GeneratedListing[],
  count: (t: string, n: number) => void,
): Promise<void> {
  const put = async (table: keyof typeof COLUMNS, data: Parameters<BulkSession['copy']>[2]) => {
    await s.copy(table, COLUMNS[table], data)
    count(table, data.length)
  }
  await put(
    'listings',
    batch.map((g) => listingRow(g.listing)),
  )
  await put(
    'listing_images',
    batch.flatMap((g) => g.images.map(imageRow)),
  )
  await put(
    'listing_videos',
    batch.flatMap((g) =>
      g.videos.map((v) => [v.listingId, v.url, v.posterPath, v.title, v.durationSeconds]),
    ),
  )
  // The 'listed' row is written by the listings insert trigger at the advertised price (migrations
  // 0016, 0037); a seeded timeline began at its first asking price, so that row takes it, and the
  // seed adds the back-dated changes that followed it.
  const firsts = batch.flatMap((g) => {
    const first = g.priceHistory.find((h) => h.reason === 'listed')
    return first && first.priceCents !== g.listing.advertisedPriceCents
      ? [`(${Math.trunc(g.listing.id)}, ${Math.trunc(first.priceCents)})`]
      : []
  })
  if (firsts.length)
    await s.exec(`UPDATE price_history p SET price_cents = v.price
      FROM (VALUES ${firsts.join(', ')}) AS v(id, price)
      WHERE p.listing_id = v.id AND p.reason = 'listed'`)
  await put(
    'price_history',
    batch.flatMap((g) =>
      g.priceHistory
        .filter((h) => h.reason !== 'listed')
        .map((h) => [h.listingId, h.priceCents, h.reason, h.changedAt]),
    ),
  )
  const inspections = batch.flatMap((g) => (g.inspection ? [g.inspection] : []))
  await put('inspections', inspections.map(inspectionRow))
  await put(
    'inspection_documents',
    inspections.flatMap((i) =>
      i.documents.map((d) => [i.id, d.kind, d.title, d.pages, d.createdAt]),
    ),
  )
  await put(
    'completed_sales',
    batch.flatMap((g) => (g.sale ? [saleRow(g.sale)] : [])),
  )
}
