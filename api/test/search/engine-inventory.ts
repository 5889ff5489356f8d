import { FIXED_AS_OF } from '../../src/seed/as-of'
import { seedInventory } from '../../src/seed/seed-inventory'
import { createTestDatabase, type TestDatabase } from '../helpers/db'
import { loadCatalogue } from '../seed/helpers'

/**
 * A database with the catalogue and `listings` generated listings (no media), for the suites
 * that hold the in-process engine to an oracle or to itself (engine-oracle, text-postings).
 */
export async function engineInventory(listings: number, seed: number): Promise<TestDatabase> {
  const db = await createTestDatabase()
  await loadCatalogue(db)
  await seedInventory(db, {
    listings,
    seed,
    mediaDir: '/tmp/unused',
    media: false,
    asOf: FIXED_AS_OF,
  })
  return db
}
