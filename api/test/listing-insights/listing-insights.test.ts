import { sql } from 'drizzle-orm'
import { rateListings } from '../../src/services/listing-insights/rate-listings'
import { createTestApp, type TestApp } from '../helpers/app'
import { ensureCatalog, insertCompletedSale, insertListing } from '../factories'

/** YYYY-MM-DD, `days` before today. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

const INSIGHTS = `query ($s: String!) { listing(stockNumber: $s) {
  advertisedPriceCents dealRating dealBasis { marketValueCents comparableCount }
  comparableSalesSummary { basis count medianCents percentFromMedian }
  comparableSales { soldOn priceCents year hours state model channel } } }`

interface Insights {
  listing: {
    advertisedPriceCents: number
    dealRating: string | null
    dealBasis: { marketValueCents: number; comparableCount: number } | null
    comparableSalesSummary: {
      basis: string
      count: number
      medianCents: number | null
      percentFromMedian: number | null
    }
    comparableSales: Array<{ soldOn: string; priceCents: number; year: number; hours: number }>
  }
}

interface AllIn {
  [key: string]: unknown
  priceCents: number
  freightCents: number
  taxCents: number
  feesCents: number
  totalCents: number
  freight: {
    greatCircleMiles: number
    roadMiles: number
    roadFactor: number
    operatingWeightLb: number
    freeShipping: boolean
  }
}

describe('listing insights (issue 17): comparable sales, deal rating, all-in cost', () => {
  let t: TestApp
  let subject: Awaited<ReturnType<typeof insertListing>>
  let thin: Awaited<ReturnType<typeof insertListing>>

  beforeAll(async () => {
    t = await createTestApp()
    await ensureCatalog(t.database)
    subject = await insertListing(t.database, {
      categorySlug: 'excavators',
      makeSlug: 'caterpillar',
      priceUsd: 92_000,
      status: 'available',
      year: 2018,
      hours: 3_200,
      flair: 'NotSet',
      zip: '78701',
      city: 'Austin',
      state: 'TX',
      lat: 30.2711,
      lng: -97.7437,
    })
    const same = {
      makeId: subject.makeId,
      modelId: subject.modelId,
      model: subject.model,
      categoryId: subject.categoryId,
      year: 2018,
      hours: 3_000,
      state: 'TX',
    }
    // Eleven sales of the same model in the last 12 months: median $100,000.
    const prices = [80, 85, 90, 95, 98, 100, 102, 105, 110, 115, 120]
    for (const [i, k] of prices.entries()) {
      await insertCompletedSale(t.database, {
        ...same,
        priceCents: k * 100_000,
        soldOn: daysAgo(20 + i * 25),
        channel: i % 2 ? 'auction' : 'dealer',
      })
    }
    // Older than 12 months: not a comparable.
    await insertCompletedSale(t.database, { ...same, priceCents: 9_700_000, soldOn: daysAgo(400) })

    // A model with two sales of its own: the list widens to the make and category.
    thin = await insertListing(t.database, {
      categorySlug: 'excavators',
      makeSlug: 'caterpillar',
      priceUsd: 50_000,
      status: 'available',
      year: 2015,
      hours: 2_000,
    })
    const wide = { makeId: thin.makeId, categoryId: thin.categoryId, state: 'OK' }
    await insertCompletedSale(t.database, {
      ...wide,
      model: thin.model,
      modelId: thin.modelId,
      year: 2015,
      hours: 2_100,
      priceCents: 5_000_000,
      soldOn: daysAgo(30),
    })
    await insertCompletedSale(t.database, {
      ...wide,
      model: thin.model,
      modelId: thin.modelId,
      year: 2016,
      hours: 1_900,
      priceCents: 5_200_000,
      soldOn: daysAgo(60),
    })
    // The make's other excavators, with no model and so no size: never comparables (issue 37).
    await insertCompletedSale(t.database, {
      ...wide,
      model: 'Other A',
      modelId: null,
      year: 2013,
      hours: 600,
      priceCents: 4_000_000,
      soldOn: daysAgo(90),
    })
    await insertCompletedSale(t.database, {
      ...wide,
      model: 'Other B',
      modelId: null,
      year: 2017,
      hours: 4_900,
      priceCents: 6_000_000,
      soldOn: daysAgo(120),
    })
    await insertCompletedSale(t.database, {
      ...wide,
      model: 'Other C',
      modelId: null,
      year: 2012,
      hours: 2_000,
      priceCents: 3_000_000,
      soldOn: daysAgo(15),
    })
    await insertCompletedSale(t.database, {
      ...wide,
      model: 'Other D',
      modelId: null,
      year: 2015,
      hours: 6_000,
      priceCents: 3_500_000,
      soldOn: daysAgo(15),
    })
  })
  afterAll(() => t.close())

  it('lists the same model sold in the last 12 months, newest first, against their median', async () => {
    const res = await t.gql<Insights>(INSIGHTS, { s: subject.stockNumber })
    expect(res.errors).toBeUndefined()
    const l = res.data!.listing
    // Other tests' factories may add sales of other models; the model's own are ours.
    expect(l.comparableSalesSummary).toEqual({
      basis: 'model',
      count: 11,
      medianCents: 10_000_000,
      percentFromMedian: -8,
    })
    // The newest 10 are listed; the count and the median cover all 11.
    expect(l.comparableSales).toHaveLength(10)
    expect(l.comparableSales[0]).toMatchObject({
      soldOn: daysAgo(20),
      priceCents: 8_000_000,
      year: 2018,
      hours: 3_000,
      state: 'TX',
    })
    const dates = l.comparableSales.map((s) => s.soldOn)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(l.comparableSales.some((s) => s.priceCents === 9_700_000)).toBe(false)
  })

  it('never widens to the make and category alone: sales without a size stay out (issue 37)', async () => {
    const res = await t.gql<Insights>(INSIGHTS, { s: thin.stockNumber })
    const l = res.data!.listing
    // Two sales of its own model; the make's other excavators state no size, so none joins them.
    expect(l.comparableSalesSummary).toEqual({
      basis: 'model',
      count: 2,
      medianCents: null,
      percentFromMedian: null,
    })
    expect(l.comparableSales.map((s) => s.priceCents)).toEqual([5_000_000, 5_200_000])
    expect(l.dealRating).toBeNull()
  })

  it('rates the price against the valuation model, stores it, and re-rates only changes', async () => {
    const first = await rateListings(t.database, { listingIds: [subject.id, thin.id] })
    expect(first.rated).toBe(2)
    const res = await t.gql<Insights>(INSIGHTS, { s: subject.stockNumber })
    const l = res.data!.listing
    expect(l.dealRating).not.toBeNull()
    expect(l.dealBasis!.comparableCount).toBeGreaterThanOrEqual(11)
    const ratio = l.advertisedPriceCents / l.dealBasis!.marketValueCents
    const expected =
      ratio <= 0.9 ? 'great' : ratio <= 0.97 ? 'good' : ratio <= 1.05 ? 'fair' : 'above_market'
    expect(l.dealRating).toBe(expected)
    // Nothing changed: nothing is written again.
    expect((await rateListings(t.database, { listingIds: [subject.id] })).written).toBe(0)
  })

  it('moves the rating with the price, and a rating is not an edit (updated_at stays)', async () => {
    const [{ value }] = await t.database.rows<{ value: number }>(
      sql`SELECT market_value_cents::float8 AS value FROM listings WHERE id = ${subject.id}`,
    )
    const before = await t.database.rows<{ updated_at: string }>(
      sql`SELECT updated_at::text FROM listings WHERE id = ${subject.id}`,
    )
    await t.database.rows(
      sql`UPDATE listings SET advertised_price_cents = ${Math.round(value * 1.3)} WHERE id = ${subject.id}`,
    )
    const edited = await t.database.rows<{ updated_at: string }>(
      sql`SELECT updated_at::text FROM listings WHERE id = ${subject.id}`,
    )
    expect(edited[0].updated_at).not.toBe(before[0].updated_at)
    await rateListings(t.database, { listingIds: [subject.id] })
    const rated = await t.database.rows<{ updated_at: string; deal_rating: string }>(
      sql`SELECT updated_at::text, deal_rating FROM listings WHERE id = ${subject.id}`,
    )
    expect(rated[0].deal_rating).toBe('above_market')
    expect(rated[0].updated_at).toBe(edited[0].updated_at)
    await t.database.rows(
      sql`UPDATE listings SET advertised_price_cents = ${Math.round(value * 0.85)} WHERE id = ${subject.id}`,
    )
    await rateListings(t.database, { listingIds: [subject.id] })
    const great = await t.gql<Insights>(INSIGHTS, { s: subject.stockNumber })
    expect(great.data!.listing.dealRating).toBe('great')
  })

  it('never rates a machine the model cannot value', async () => {
    const lone = await insertListing(t.database, {
      categorySlug: 'cranes',
      priceUsd: 300_000,
      status: 'available',
    })
    await t.database.rows(
      sql`DELETE FROM completed_sales WHERE make_id = ${lone.makeId} AND category_id = ${lone.categoryId}`,
    )
    await rateListings(t.database, { listingIds: [lone.id] })
    const res = await t.gql<Insights>(INSIGHTS, { s: lone.stockNumber })
    expect(res.data!.listing.dealRating).toBeNull()
    expect(res.data!.listing.dealBasis).toBeNull()
    expect(res.data!.listing.comparableSalesSummary).toMatchObject({
      count: 0,
      medianCents: null,
      percentFromMedian: null,
    })
  })

  it('filters search to great and good prices, and the cards carry the rating and the latest cut', async () => {
    await rateListings(t.database)
    const res = await t.gql<{
      searchListings: {
        stats: { total: number }
        results: Array<{
          stockNumber: string
          dealRating: string | null
          latestPriceCut: { amountCents: number; changedAt: string } | null
        }>
      }
    }>(
      `query ($input: SearchListingsInput) { searchListings(input: $input) { stats { total }
        results { stockNumber dealRating latestPriceCut { amountCents changedAt } } } }`,
      { input: { showOnly: ['GOOD_DEAL'], pageSize: 100 } },
    )
    expect(res.errors).toBeUndefined()
    const { stats, results } = res.data!.searchListings
    const total = stats.total
    const [{ n }] = await t.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM listings
          WHERE deal_rating IN ('great', 'good') AND status IN ('available', 'coming_soon')`,
    )
    expect(n).toBeGreaterThan(0)
    expect(total).toBe(n)
    for (const r of results) expect(['great', 'good']).toContain(r.dealRating)
    expect(results.map((r) => r.stockNumber)).toContain(subject.stockNumber)

    // The latest cut on a card is the last reduction against the price before it.
    const cutOne = await insertListing(t.database, {
      categorySlug: 'excavators',
      status: 'available',
      priceUsd: 80_000,
    })
    await t.database.rows(sql`DELETE FROM price_history WHERE listing_id = ${cutOne.id}`)
    await t.database
      .rows(sql`INSERT INTO price_history (listing_id, price_cents, reason, changed_at)
      VALUES (${cutOne.id}, 9000000, 'listed', now() - interval '30 days'),
             (${cutOne.id}, 8500000, 'reduced', now() - interval '20 days'),
             (${cutOne.id}, 8800000, 'increased', now() - interval '10 days'),
             (${cutOne.id}, 8000000, 'reduced', now() - interval '1 day')`)
    await t.database.rows(sql`UPDATE listings SET original_price_cents = 9000000,
      price_reduced_at = now() - interval '1 day' WHERE id = ${cutOne.id}`)
    const reduced = await t.gql<{
      searchListings: {
        results: Array<{ stockNumber: string; latestPriceCut: { amountCents: number } | null }>
      }
    }>(
      `query ($input: SearchListingsInput) { searchListings(input: $input) {
        results { stockNumber latestPriceCut { amountCents } } } }`,
      { input: { showOnly: ['PRICE_REDUCED'], pageSize: 100 } },
    )
    const cards = reduced.data!.searchListings.results
    expect(cards.find((c) => c.stockNumber === cutOne.stockNumber)?.latestPriceCut).toEqual({
      amountCents: 800_000,
    })
    for (const card of cards) {
      const history = await t.database.rows<{ price: number }>(
        sql`SELECT h.price_cents::float8 AS price FROM price_history h
            JOIN listings l ON l.id = h.listing_id
            WHERE l.stock_number = ${card.stockNumber} ORDER BY h.changed_at, h.id`,
      )
      let cut = 0
      for (let i = 1; i < history.length; i++) {
        const drop = history[i - 1].price - history[i].price
        if (drop > 0) cut = drop
      }
      expect(card.latestPriceCut?.amountCents ?? 0).toBe(cut)
    }
  })

  const ALL_IN = `query ($s: String!, $z: String!) { listing(stockNumber: $s) { allInCost(zip: $z) {
    zip city state priceCents freightCents taxCents taxPercent feesCents totalCents monthlyPaymentCents
    ratePercent termMonths fees { code cents } taxRatesAsOf freightRatesAsOf
    freight { transportClass operatingWeightLb weightSource greatCircleMiles roadMiles roadFactor freeShipping } } } }`

  it('adds freight, tax and fees to the price for the buyer’s ZIP, with its assumptions', async () => {
    const near = await t.gql<{ listing: { allInCost: AllIn } }>(ALL_IN, {
      s: subject.stockNumber,
      z: '78701',
    })
    expect(near.errors).toBeUndefined()
    const a = near.data!.listing.allInCost
    expect(a).toMatchObject({
      zip: '78701',
      state: 'TX',
      taxPercent: 6.25,
      ratePercent: 8.99,
      termMonths: 60,
    })
    expect(a.taxCents).toBe(Math.round((a.priceCents * 0.0625) / 100) * 100)
    expect(a.fees).toEqual([{ code: 'documentation', cents: 25_000 }])
    expect(a.totalCents).toBe(a.priceCents + a.freightCents + a.taxCents + a.feesCents)
    expect(a.freight.greatCircleMiles).toBeLessThan(5)
    expect(a.freight.roadFactor).toBe(1.2)
    expect(a.freight.operatingWeightLb).toBeGreaterThan(0)
    const far = await t.gql<{ listing: { allInCost: AllIn } }>(ALL_IN, {
      s: subject.stockNumber,
      z: '97201',
    })
    const b = far.data!.listing.allInCost
    expect(b).toMatchObject({ state: 'OR', taxCents: 0, taxPercent: 0 })
    // Austin to Portland, OR: about 1,700 miles as the crow flies.
    expect(b.freight.greatCircleMiles).toBeGreaterThan(1_600)
    expect(b.freight.greatCircleMiles).toBeLessThan(1_800)
    expect(Math.abs(b.freight.roadMiles - b.freight.greatCircleMiles * 1.2)).toBeLessThanOrEqual(1)
    expect(b.freightCents).toBeGreaterThan(a.freightCents)
  })

  it('charges no freight when the seller ships free', async () => {
    const free = await insertListing(t.database, {
      categorySlug: 'excavators',
      flair: 'FreeShipping',
    })
    const res = await t.gql<{ listing: { allInCost: AllIn } }>(ALL_IN, {
      s: free.stockNumber,
      z: '10001',
    })
    expect(res.data!.listing.allInCost).toMatchObject({
      freightCents: 0,
      state: 'NY',
      taxPercent: 4,
    })
    expect(res.data!.listing.allInCost.freight.freeShipping).toBe(true)
  })

  it.each([
    ['99999', 'validation.zipUnknown', 'Not a US ZIP code we know', {}],
    ['7870', 'validation.zipInvalid', 'Zip Code is not valid', {}],
    [
      '99999',
      'validation.zipUnknown',
      'No es un código postal de EE. UU. que conozcamos',
      { 'accept-language': 'es' },
    ],
  ])('refuses the ZIP %p with a field error', async (zip, key, message, headers) => {
    const res = await t.gql(ALL_IN, { s: subject.stockNumber, z: zip }, headers)
    expect(res.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION',
      fields: [{ path: 'zip', key, message }],
    })
  })
})
