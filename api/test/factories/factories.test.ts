import { sql } from 'drizzle-orm'
import { createTestDatabase, type TestDatabase } from '../helpers/db'
import { insertCompletedSale, insertListing, insertSeller } from '.'

describe('test factories', () => {
  let db: TestDatabase
  beforeAll(async () => {
    db = await createTestDatabase()
  }, 60_000)
  afterAll(() => db.destroy())

  it('makes realistic listings with images and price history, honouring overrides', async () => {
    const a = await insertListing(db, {
      categorySlug: 'excavators',
      makeSlug: 'caterpillar',
      priceUsd: 95_000,
    })
    expect(a.equipmentCategorySlug).toBe('excavators')
    expect(a.modelId).not.toBeNull()
    expect(a.advertisedPriceCents).toBe(9_500_000)
    expect(a.floorPriceCents).toBeLessThan(a.advertisedPriceCents)
    expect(a.originalPriceCents).toBeGreaterThanOrEqual(a.advertisedPriceCents)
    expect(a.stockNumber).toMatch(/^\d{7}$/)
    const [{ images, history }] = await db.rows<{ images: number; history: number }>(sql`
      SELECT (SELECT count(*)::int FROM listing_images WHERE listing_id = ${a.id}) AS images,
             (SELECT count(*)::int FROM price_history WHERE listing_id = ${a.id}) AS history`)
    expect(images).toBeGreaterThan(0)
    expect(history).toBeGreaterThan(0)

    const partner = await insertSeller(db, { kind: 'partner' })
    const b = await insertListing(db, {
      sellerId: partner.id,
      isPartnerSeller: true,
      flair: 'PartnerSeller',
      zip: '78701',
      city: 'Austin',
      state: 'TX',
      withInspection: true,
    })
    expect(b).toMatchObject({
      sellerId: partner.id,
      flair: 'PartnerSeller',
      zip: '78701',
      hasInspection: true,
    })
    const [report] = await db.rows<{ points: number; docs: number }>(sql`
      SELECT cardinality(point_ratings) AS points,
             (SELECT count(*)::int FROM inspection_documents d WHERE d.inspection_id = i.id) AS docs
      FROM inspections i WHERE listing_id = ${b.id}`)
    expect(report.points).toBe(150)
    expect(report.docs).toBeGreaterThan(0)
  }, 60_000)

  it('gives the same rows on any fresh database, with unique stock numbers', async () => {
    await Promise.all([1, 2, 3].map(() => insertListing(db)))
    const [stocks] = await db.rows<{ n: number; d: number }>(
      sql`SELECT count(*)::int AS n, count(DISTINCT stock_number)::int AS d FROM listings`,
    )
    expect(stocks.n).toBe(stocks.d)
    const x = await createTestDatabase()
    const y = await createTestDatabase()
    try {
      const fromX = [await insertListing(x), await insertListing(x)]
      const fromY = [await insertListing(y), await insertListing(y)]
      expect(fromX).toEqual(fromY)
      expect(fromX[0].stockNumber).not.toBe(fromX[1].stockNumber)
    } finally {
      await x.destroy()
      await y.destroy()
    }
  }, 60_000)

  it('makes completed sales priced by the model', async () => {
    const sale = await insertCompletedSale(db, { channel: 'auction' })
    expect(sale.channel).toBe('auction')
    expect(sale.priceCents).toBeGreaterThan(0)
    expect(sale.soldOn >= '2024-11-15' && sale.soldOn < '2026-11-15').toBe(true)
  }, 60_000)
})
