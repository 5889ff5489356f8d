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

  const band = async (offerCents: number) => {
    const listing = await getLeadListing(database, '1000001')
    return (await estimateOfferLikelihood(database, listing, offerCents, now)).likelihood
  }

  // The floor is read only as its cell of a grid of 2^19 cents ($5,242.88, the smallest power of
  // two at least 5% of the asking price): $89,128.96 up to $94,371.84 (decision 045).
  it('is a high chance from the top of the floor’s cell, or within 3% of the asking price', async () => {
    expect(await band(94_371_84)).toBe('high_chance')
    expect(await band(97_000_00)).toBe('high_chance')
  })

  it('is possible from the floor to the top of its cell: never slim at or above the floor', async () => {
    expect(await band(90_000_00)).toBe('possible')
    expect(await band(94_371_83)).toBe('possible')
  })

  it('is possible within 10% under the bottom of the floor’s cell', async () => {
    expect(await band(81_000_00)).toBe('possible')
    expect(await band(89_999_00)).toBe('possible')
    expect(await band(80_216_07)).toBe('possible')
  })

  it('is a slim chance far under the floor', async () => {
    expect(await band(80_216_06)).toBe('slim_chance')
    expect(await band(40_000_00)).toBe('slim_chance')
  })

  it('becomes possible when recent comparable sales back the offer', async () => {
    expect(await band(75_000_00)).toBe('slim_chance')
    // Five comparable sales around $77k within the window (the listing's valuation needs five,
    // issue 37), one old sale outside it.
    await addComparableSales(
      database,
      fixture,
      [75_000_00, 76_000_00, 77_000_00, 78_000_00, 79_000_00],
      '2026-09-15',
    )
    await addComparableSales(database, fixture, [20_000_00], '2024-01-15')
    expect(await band(75_000_00)).toBe('possible')
    // ...but never far below the floor.
    expect(await band(71_000_00)).toBe('slim_chance')
  })
})
