import type { Database } from '../db/client'
import { loadCatalog } from '../services/catalog/load-catalog'
import { loadTaxonomy } from '../services/taxonomy/load-taxonomy'
import { seedAsOf } from './as-of'
import { seedAuctions } from './auctions'
import { seedBlog } from './blog/seed-blog'
import { seedInventory } from './seed-inventory'

export interface SeedOptions {
  /** Number of listings to generate. */
  listings: number
  /** Seed of the deterministic generators: same seed, same data. */
  seed: number
  /** Where generated media (illustrations) are written. */
  mediaDir: string
  /** false: write no illustration files (rows still name them); for benchmarks and quick reseeds. */
  media?: boolean
  /** The day the demo inventory is generated as of; by default today (see as-of.ts). */
  asOf?: Date
  onProgress?: (message: string) => void
}

/**
 * The reference data every deployment needs, production included: the catalogue (categories,
 * makes) and the open taxonomy. Both loads are idempotent.
 */
export async function seedReferenceData(
  database: Database,
  opts: Pick<SeedOptions, 'seed' | 'onProgress'>,
): Promise<void> {
  const progress = opts.onProgress ?? (() => undefined)
  progress('catalogue: categories and makes')
  await loadCatalog(database)
  progress('taxonomy: makes, models and spec sheets')
  await loadTaxonomy(database, { seed: opts.seed, onProgress: progress })
}

/**
 * Fill an empty, migrated database: catalogue, taxonomy, demo inventory, the sample auction
 * calendar, blog articles. Each step is
 * deterministic for a given seed, so two databases seeded alike hold the same rows.
 */
export async function runSeed(database: Database, opts: SeedOptions): Promise<void> {
  const progress = opts.onProgress ?? (() => undefined)
  await seedReferenceData(database, opts)
  progress(`inventory: ${opts.listings} listings, seed ${opts.seed}`)
  // A first start cut off after the inventory committed starts over with the same rows.
  await seedInventory(database, {
    listings: opts.listings,
    seed: opts.seed,
    mediaDir: opts.mediaDir,
    media: opts.media,
    asOf: opts.asOf,
    onProgress: progress,
    replaceExisting: true,
  })
  progress('auctions: the sample auction calendar')
  await seedAuctions(database, { asOf: opts.asOf ?? seedAsOf(), seed: opts.seed })
  await seedBlog(database, { mediaDir: opts.mediaDir, media: opts.media, onProgress: progress })
}
