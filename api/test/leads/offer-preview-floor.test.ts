import { eq } from 'drizzle-orm'
import { minimumOfferCents } from '@ironyard/contract/forms/leads'
import { categories, listings } from '../../src/db/schema'
import { createMemoryCounter } from '../../src/lib/rate-limit'
import { estimateOfferLikelihood } from '../../src/services/leads/estimate-offer-likelihood'
import { getLeadListing, type LeadListing } from '../../src/services/leads/get-lead-listing'
import { previewOfferLikelihood } from '../../src/services/leads/preview-offer-likelihood'
import { createTestApp, type TestApp } from '../helpers/app'
import {
  consistentFloors,
  isMonotoneInOffer,
  probe,
  type Band,
  type Model,
  type Observation,
  type Oracle,
} from './floor-attack'
import { addComparableSales, buyer, newKey, seedLeadFixture } from './fixtures'

// Issue 31, finding 3: the anonymous Name Your Price answers (preview and submission) must not
// pin a listing's floor to better than 5% of its asking price, however many requests are made.
const MIN_WIDTH = 0.05

const CASES = [
  { stock: 'NYP-1', asking: 100_000_00, floor: 90_000_00 },
  { stock: 'NYP-2', asking: 100_000_00, floor: 100_000_00 },
  // Above 97% of asking the high edge is the asking price's; the floor still set "possible".
  { stock: 'NYP-3', asking: 100_000_00, floor: 99_000_00 },
  { stock: 'NYP-4', asking: 37_550_55, floor: 30_123_45 },
  { stock: 'NYP-5', asking: 1_234_567_89, floor: 987_654_32 },
  // A dozer: no comparable sales, so only the floor sets the bands.
  { stock: 'NYP-6', asking: 8_000_00, floor: 6_500_00, category: 'bulldozers' },
]

const GQL_PREVIEW = /* GraphQL */ `
  query ($stockNumber: String!, $offerAmount: String!) {
    offerLikelihood(stockNumber: $stockNumber, offerAmount: $offerAmount) {
      likelihood
    }
  }
`
const GQL_SUBMIT = /* GraphQL */ `
  mutation ($input: SubmitLeadInput!) {
    submitLead(input: $input) {
      likelihood
    }
  }
`

describe('the Name Your Price answers keep the floor coarse (issue 31, finding 3)', () => {
  const now = new Date('2026-11-01T12:00:00Z')
  let t: TestApp
  let client = 0
  // A new client address per request, so that the per-IP limits never stop the attacker.
  const nextIp = () => `2001:db8::${(++client).toString(16)}`
  const dollars = (cents: number) => (cents / 100).toFixed(2)

  beforeAll(async () => {
    t = await createTestApp({ now: () => now })
    const fixture = await seedLeadFixture(t.database)
    // Comparable sales around $76,000: their "possible" rule applies to the excavators.
    await addComparableSales(t.database, fixture, [75_000_00, 76_000_00, 78_000_00], '2026-09-15')
    const [dozers] = await t.database.db
      .select()
      .from(categories)
      .where(eq(categories.slug, 'bulldozers'))
    const { id: _id, creationKey: _k, ...machine } = fixture.listing
    for (const c of CASES) {
      await t.database.db.insert(listings).values({
        ...machine,
        stockNumber: c.stock,
        advertisedPriceCents: c.asking,
        originalPriceCents: c.asking,
        floorPriceCents: c.floor,
        ...(c.category ? { categoryId: dozers.id, equipmentCategorySlug: c.category } : {}),
      })
    }
  })
  afterAll(() => t.close())

  const listingOf = async (stock: string) => await getLeadListing(t.database, stock)

  /** The attacker's copy of the rule: the api's own estimate with a floor it guesses. */
  const modelOf =
    (listing: LeadListing): Model =>
    async (floorCents: number, o: Observation) =>
      (
        await estimateOfferLikelihood(
          t.database,
          { ...listing, advertisedPriceCents: o.askingCents, floorPriceCents: floorCents },
          o.offerCents,
          now,
        )
      ).likelihood

  const previewService =
    (stock: string): Oracle =>
    async (offerCents) =>
      (
        await previewOfferLikelihood(
          {
            database: t.database,
            now: () => now,
            rateLimiter: createMemoryCounter(() => now),
            jobs: { kick: () => undefined },
          },
          { stockNumber: stock, offerAmount: dollars(offerCents) },
          { ip: nextIp(), locale: 'en' },
        )
      ).likelihood

  const graphql = async <T>(query: string, variables: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query, variables }),
    })
    const body = res.json<{ data?: T; errors?: unknown }>()
    if (!body.data) throw new Error(JSON.stringify(body.errors))
    return body.data
  }

  const previewGraphql =
    (stock: string): Oracle =>
    async (offerCents) =>
      (
        await graphql<{ offerLikelihood: { likelihood: Band } }>(GQL_PREVIEW, {
          stockNumber: stock,
          offerAmount: dollars(offerCents),
        })
      ).offerLikelihood.likelihood

  // An offer under half the asking price is refused on its field (issue 37), a public rule that
  // says no more of the floor than "slim chance" does.
  const submitGraphql =
    (stock: string): Oracle =>
    async (offerCents) =>
      offerCents < minimumOfferCents((await listingOf(stock)).advertisedPriceCents)
        ? 'slim_chance'
        : (
            await graphql<{ submitLead: { likelihood: Band } }>(GQL_SUBMIT, {
              input: {
                type: 'name_your_price',
                idempotencyKey: newKey(),
                stockNumber: stock,
                ...buyer,
                email: `offer-${client}@example.com`,
                offerAmount: dollars(offerCents),
              },
            })
          ).submitLead.likelihood

  async function attack(stock: string, oracle: Oracle) {
    const listing = await listingOf(stock)
    const seen = await probe(oracle, listing.advertisedPriceCents)
    expect(isMonotoneInOffer(seen)).toBe(true)
    const floors = await consistentFloors(
      modelOf(listing),
      seen,
      listing.floorPriceCents,
      2 * listing.advertisedPriceCents,
    )
    return { ...floors, widthCents: floors.hi - floors.lo + 1, requests: seen.length }
  }

  const expectCoarse = (
    floors: { lo: number; hi: number; widthCents: number },
    c: { floor: number; asking: number },
  ) => {
    expect(floors.lo).toBeLessThanOrEqual(c.floor)
    expect(floors.hi).toBeGreaterThanOrEqual(c.floor)
    expect(floors.widthCents / c.asking).toBeGreaterThanOrEqual(MIN_WIDTH)
  }

  it.each(CASES)(
    'a binary search through the preview service leaves $stock floor within ≥5% of asking',
    async (c) => expectCoarse(await attack(c.stock, previewService(c.stock)), c),
  )

  it.each([CASES[0], CASES[2], CASES[5]])(
    'a binary search through GraphQL from many addresses leaves $stock floor within ≥5% of asking',
    async (c) => expectCoarse(await attack(c.stock, previewGraphql(c.stock)), c),
  )

  it.each([CASES[0], CASES[2]])(
    'the likelihood in the answers to sent offers leaves $stock floor within ≥5% of asking',
    async (c) => expectCoarse(await attack(c.stock, submitGraphql(c.stock)), c),
  )

  it('a price cut does not let answers at the two prices be combined into a finer interval', async () => {
    const stock = 'NYP-CUT'
    const [row] = await t.database.db
      .select()
      .from(listings)
      .where(eq(listings.stockNumber, 'NYP-1'))
    const { id: _id, creationKey: _k, ...machine } = row
    await t.database.db.insert(listings).values({
      ...machine,
      stockNumber: stock,
      advertisedPriceCents: 105_000_00,
      floorPriceCents: 88_000_00,
    })
    const before = await probe(previewGraphql(stock), 105_000_00)
    await t.database.db
      .update(listings)
      .set({ advertisedPriceCents: 100_000_00 })
      .where(eq(listings.stockNumber, stock))
    const after = await probe(previewGraphql(stock), 100_000_00)
    const listing = await listingOf(stock)
    const floors = await consistentFloors(
      modelOf(listing),
      [...before, ...after],
      88_000_00,
      2 * 105_000_00,
    )
    expectCoarse(
      { ...floors, widthCents: floors.hi - floors.lo + 1 },
      { floor: 88_000_00, asking: 100_000_00 },
    )
  })

  it('the same offer always gets the same answer, whoever asks and however often', async () => {
    for (const c of CASES) {
      for (const offer of [c.floor - 1, c.floor, c.floor + 1, Math.round(c.floor * 0.9)]) {
        const answers = new Set<Band>()
        for (let i = 0; i < 3; i++) {
          answers.add(await previewGraphql(c.stock)(offer))
          answers.add(await previewService(c.stock)(offer))
        }
        expect([c.stock, offer, answers.size]).toEqual([c.stock, offer, 1])
      }
    }
  })

  it('the sent offer gets the band its preview showed', async () => {
    const c = CASES[0]
    for (const offer of [c.floor - 1, c.floor, c.floor + 5_000_00, Math.round(c.floor * 0.85)]) {
      expect(await submitGraphql(c.stock)(offer)).toBe(await previewGraphql(c.stock)(offer))
    }
  })

  it('never says slim chance at or above the floor, nor high chance under it or far under', async () => {
    for (const c of CASES) {
      const band = previewService(c.stock)
      expect(await band(c.floor)).not.toBe('slim_chance')
      expect(await band(c.floor + 1)).not.toBe('slim_chance')
      expect(await band(c.asking)).toBe('high_chance')
      if (c.floor - 1 < c.asking * 0.97) expect(await band(c.floor - 1)).not.toBe('high_chance')
      expect(await band(Math.round(c.floor / 2))).toBe('slim_chance')
    }
  })
})
