import { sql } from 'drizzle-orm'
import { models, specSheets } from '../../src/db/schema'
import { rateListings } from '../../src/services/listing-insights/rate-listings'
import { valueListing } from '../../src/services/valuation/value-listing'
import { createTestApp, type TestApp } from '../helpers/app'
import { ensureCatalog, insertCompletedSale, insertListing } from '../factories'

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

const PAGE = `query ($s: String!) { listing(stockNumber: $s) {
  dealRating dealBasis { marketValueCents comparableCount }
  comparableSalesSummary { basis status windowMonths count medianCents marketValueCents
    percentFromMarketValue }
  comparableSales { model priceCents } } }`

interface Page {
  listing: {
    dealRating: string | null
    dealBasis: { marketValueCents: number; comparableCount: number } | null
    comparableSalesSummary: {
      basis: string
      status: string
      windowMonths: number
      count: number
      medianCents: number | null
      marketValueCents: number | null
      percentFromMarketValue: number | null
    }
    comparableSales: Array<{ model: string; priceCents: number }>
  }
}

describe('valueListing over PostgreSQL (issue 37): the page reads one valuation', () => {
  let t: TestApp
  let listing: Awaited<ReturnType<typeof insertListing>>
  const modelIds: Record<string, number> = {}

  /** A model of the listing's make and category with a spec sheet of this operating weight. */
  async function model(name: string, weightLb: number | null) {
    const [row] = await t.database.db
      .insert(models)
      .values({
        makeId: listing.makeId,
        categoryId: listing.categoryId,
        name,
        slug: name.toLowerCase(),
        yearFrom: 2015,
        yearTo: null,
        provenance: 'curated',
        source: 'test: issue 37',
      })
      .returning({ id: models.id })
    await t.database.db.insert(specSheets).values({
      modelId: row.id,
      operatingWeightLb: weightLb,
      specs: weightLb ? { operatingWeightLb: weightLb } : {},
      aiGenerated: false,
    })
    modelIds[name] = row.id
  }

  const sale = (
    name: string,
    priceUsd: number,
    days: number,
    channel: 'auction' | 'dealer' = 'dealer',
  ) =>
    insertCompletedSale(t.database, {
      makeId: listing.makeId,
      categoryId: listing.categoryId,
      modelId: modelIds[name],
      model: name,
      year: 2021,
      hours: 1_200,
      priceCents: priceUsd * 100,
      soldOn: daysAgo(days),
      channel,
    })

  const page = async () => {
    const res = await t.gql<Page>(PAGE, { s: listing.stockNumber })
    expect(res.errors).toBeUndefined()
    return res.data!.listing
  }

  beforeAll(async () => {
    t = await createTestApp()
    await ensureCatalog(t.database)
    listing = await insertListing(t.database, {
      categorySlug: 'excavators',
      priceUsd: 38_400,
      status: 'available',
      year: 2021,
      hours: 1_100,
    })
    await model('T26G', 5_900)
    await model('T30G', 7_100)
    await model('T50G', 11_000)
    await model('TS760', null)
    // Only this suite's models count: the factories' sales of the make's other models go.
    await t.database.rows(sql`DELETE FROM completed_sales
      WHERE make_id = ${listing.makeId} AND category_id = ${listing.categoryId}`)
    await t.database.rows(sql`UPDATE listings SET model = 'T26G', model_id = ${modelIds.T26G},
      specs = '{}'::jsonb WHERE id = ${listing.id}`)
  })
  afterAll(() => t.close())

  it('a 26G with few sales: the 30G joins, the 50G never does, and nothing is rated', async () => {
    await sale('T26G', 60_000, 20)
    await sale('T26G', 62_000, 50)
    await sale('T50G', 85_000, 30)
    await sale('T50G', 86_000, 70)
    await sale('T30G', 64_000, 90)
    const l = await page()
    expect(l.dealRating).toBeNull()
    expect(l.dealBasis).toBeNull()
    expect(l.comparableSalesSummary).toEqual({
      basis: 'size_class',
      status: 'too_few',
      windowMonths: 12,
      count: 3,
      medianCents: null,
      marketValueCents: null,
      percentFromMarketValue: null,
    })
    expect(l.comparableSales.map((s) => s.model).sort()).toEqual(['T26G', 'T26G', 'T30G'])
  })

  it('enough sales: the rating, its basis, the block and the stored rating are one answer', async () => {
    for (const [i, usd] of [59_000, 61_000, 60_500, 63_000].entries())
      await sale('T26G', usd, 100 + i * 40, i % 2 ? 'auction' : 'dealer')
    const v = (await valueListing(t.database, listing.id))!
    const l = await page()
    expect(v.method).toBe('model')
    expect(v.sampleSize).toBe(6)
    expect(l.comparableSales.every((s) => s.model === 'T26G')).toBe(true)
    expect(l.dealRating).toBe(v.rating)
    expect(l.dealRating).toBe('great')
    expect(l.dealBasis).toEqual({ marketValueCents: v.estimate, comparableCount: 6 })
    expect(l.comparableSalesSummary).toMatchObject({
      basis: 'model',
      status: 'rated',
      count: 6,
      medianCents: 6_075_000,
      marketValueCents: v.estimate,
      percentFromMarketValue: Math.round((3_840_000 / v.estimate! - 1) * 100),
    })
    // The nightly job stores what the page says (the cards and the search filter read it).
    await rateListings(t.database, { listingIds: [listing.id] })
    const [stored] = await t.database.rows<{ r: string; v: number; n: number }>(sql`
      SELECT deal_rating AS r, market_value_cents::float8 AS v, deal_basis_count AS n
      FROM listings WHERE id = ${listing.id}`)
    expect(stored).toEqual({ r: 'great', v: v.estimate, n: 6 })
  })

  it('an S760 with seven sales 13-23 months ago: no rating anywhere, no sales listed', async () => {
    await t.database.rows(sql`UPDATE listings SET model = 'TS760', model_id = ${modelIds.TS760},
      advertised_price_cents = 9000000 WHERE id = ${listing.id}`)
    for (const m of [13, 14, 15, 17, 19, 21, 23]) await sale('TS760', 70_000, m * 30 + 5)
    const l = await page()
    expect(l.dealRating).toBeNull()
    expect(l.comparableSalesSummary).toMatchObject({ status: 'too_few', count: 0 })
    expect(l.comparableSales).toEqual([])
    await rateListings(t.database, { listingIds: [listing.id] })
    const [stored] = await t.database.rows<{ r: string | null }>(
      sql`SELECT deal_rating AS r FROM listings WHERE id = ${listing.id}`,
    )
    expect(stored.r).toBeNull()
  })

  it('answers undefined for a listing that does not exist', async () => {
    expect(await valueListing(t.database, 987_654_321)).toBeUndefined()
  })
})
