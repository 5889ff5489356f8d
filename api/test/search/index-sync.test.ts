import { eq } from 'drizzle-orm'
import { listings } from '../../src/db/schema'
import { envSchema } from '../../src/lib/env'
import { logger } from '../../src/lib/logger'
import { searchListings } from '../../src/services/search/search-listings'
import {
  getSearchRuntime,
  markSearchIndexStale,
  stopSearchRuntime,
} from '../../src/services/search/search-runtime'
import { createTestDatabase, type TestDatabase } from '../helpers/db'
import { insertListings, loadFixtureCatalog, NOW, SEARCH_FIXTURE } from './fixtures'

/** The in-process index follows the database: updates, inserts and deletes after it loaded. */
describe('search index catch-up', () => {
  let database: TestDatabase
  let ids: Map<string, number>
  let sellers: Awaited<ReturnType<typeof loadFixtureCatalog>>
  const env = envSchema.parse({
    NODE_ENV: 'test',
    STYTCH_PROJECT_ID: 'p',
    STYTCH_SECRET: 's',
    STYTCH_PUBLIC_TOKEN: 'public-token-t',
  })
  const deps = () => ({ database, env, logger, now: () => NOW })
  const find = async (input: Record<string, unknown>) =>
    (await searchListings(deps(), input, 'en')).results.map((r) => r.stockNumber).sort()

  beforeAll(async () => {
    database = await createTestDatabase()
    sellers = await loadFixtureCatalog(database)
    ids = await insertListings(database, sellers, SEARCH_FIXTURE)
    expect(await find({ q: 'genie' })).toEqual(['IY-1012'])
  }, 60_000)
  afterAll(async () => {
    await stopSearchRuntime(database)
    await database.destroy()
  })

  it('sees a price cut after the change is signalled (not a cached answer)', async () => {
    expect(await find({ priceUnder: 10_000 })).toEqual([])
    expect(await find({ priceUnder: 10_000 })).toEqual([])
    await database.db
      .update(listings)
      .set({ advertisedPriceCents: 900_000, priceReducedAt: NOW })
      .where(eq(listings.id, ids.get('IY-1012')!))
    markSearchIndexStale(database)
    expect(await find({ priceUnder: 10_000 })).toEqual(['IY-1012'])
    expect(await find({ showOnly: ['PRICE_REDUCED'] })).toContain('IY-1012')
  })

  it('sees a new listing, a new model name included in the text vocabulary', async () => {
    await insertListings(database, sellers, [
      {
        stock: 'IY-2001',
        make: 'kubota',
        category: 'mini-excavators',
        model: 'KX040-4',
        year: 2023,
        priceUsd: 61_000,
      },
    ])
    markSearchIndexStale(database)
    expect(await find({ q: 'kubota kx040' })).toEqual(['IY-2001'])
  })

  it('drops a deleted listing (tombstone) and a status change to removed', async () => {
    await database.db.delete(listings).where(eq(listings.id, ids.get('IY-1011')!))
    await database.db
      .update(listings)
      .set({ status: 'removed' })
      .where(eq(listings.id, ids.get('IY-1008')!))
    markSearchIndexStale(database)
    expect(await find({ q: 'john deere' })).toEqual(['IY-1003'])
    expect(await find({ q: 'freightliner' })).toEqual([])
  })

  it('reconciliation repairs anything the incremental catch-up missed', async () => {
    const { index } = getSearchRuntime({ database, logger })
    const p = index.positionOfStock('IY-1006')!
    // As if a committed change had been missed: an older version of the row in the index.
    index.cols.price[p] = 1
    index.cols.changeSeq[p] -= 1
    expect(await index.reconcile()).toBe(1)
    expect(index.cols.price[p]).toBe(4_200_000)
  })
})
