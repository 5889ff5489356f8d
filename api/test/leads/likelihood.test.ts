import { createTestDatabase, type TestDatabase } from '../helpers/db'
import { estimateOfferLikelihood } from '../../src/services/leads/estimate-offer-likelihood'
import { getLeadListing } from '../../src/services/leads/get-lead-listing'
import { addComparableSales, seedLeadFixture } from './fixtures'

// Listing: asking $100,000, floor $90,000 (not public).
describe('Name Your Price likelihood', () => {
  let database: TestDatabase
  let fixture: Awaited<ReturnType<typeof seedLeadFixture>>
  const now = new Date('2026-11-01T12:00:00Z')
  beforeAll(async () => {
    database = await createTestDatabase()
    fixture = await seedLeadFixture(database)
  })
  afterAll(() => database.destroy())

  const band = async (offerDollars: number) => {
    const listing = (await getLeadListing(database, '1000001'))!
    return (await estimateOfferLikelihood(database, listing, offerDollars * 100, now)).likelihood
  }

  it('is a high chance at or above the floor', async () => {
    expect(await band(90_000)).toBe('high_chance')
    expect(await band(99_000)).toBe('high_chance')
  })

  it('is possible within 10% under the floor', async () => {
    expect(await band(81_000)).toBe('possible')
    expect(await band(89_999)).toBe('possible')
  })

  it('is a slim chance far under the floor', async () => {
    expect(await band(80_999)).toBe('slim_chance')
    expect(await band(40_000)).toBe('slim_chance')
  })

  it('becomes possible when recent comparable sales back the offer', async () => {
    expect(await band(75_000)).toBe('slim_chance')
    // Three comparable auction sales around $76k within the window, one old sale outside it.
    await addComparableSales(database, fixture, [75_000_00, 76_000_00, 78_000_00], '2026-09-15')
    await addComparableSales(database, fixture, [20_000_00], '2024-01-15')
    expect(await band(75_000)).toBe('possible')
    // ...but never far below the floor.
    expect(await band(71_000)).toBe('slim_chance')
  })
})
