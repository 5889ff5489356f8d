import { eq, sql } from 'drizzle-orm'
import { listings, priceHistory } from '../../src/db/schema'
import { insertListing } from '../factories'
import { createTestDatabase, type TestDatabase } from '../helpers/db'

/** Migration 0016: listing checks and the price history the database keeps. */
describe('listing integrity in the database', () => {
  let db: TestDatabase
  beforeAll(async () => {
    db = await createTestDatabase()
  })
  afterAll(() => db.destroy())

  const history = async (listingId: number) =>
    (
      await db.rows<{ price: number; reason: string; at: string }>(sql`
        SELECT price_cents AS price, reason::text AS reason, changed_at::text AS at
        FROM price_history WHERE listing_id = ${listingId} ORDER BY changed_at, id`)
    ).map((r) => ({ ...r, at: new Date(r.at).toISOString() }))

  const violation = async (run: () => Promise<unknown>) => {
    try {
      await run()
    } catch (err) {
      const e = err as {
        code?: string
        constraint?: string
        cause?: { code?: string; constraint?: string }
      }
      return { code: e.code ?? e.cause?.code, constraint: e.constraint ?? e.cause?.constraint }
    }
    return null
  }

  it('accepts agreement types 2 and 32 only', async () => {
    const a = await insertListing(db, { agreementType: 2 })
    const b = await insertListing(db, { agreementType: 32 })
    expect([a.agreementType, b.agreementType]).toEqual([2, 32])
    expect(await violation(() => insertListing(db, { agreementType: 5 }))).toEqual({
      code: '23514',
      constraint: 'listings_agreement_type_ck',
    })
    expect(
      await violation(() =>
        db.db.update(listings).set({ agreementType: 0 }).where(eq(listings.id, a.id)),
      ),
    ).toEqual({ code: '23514', constraint: 'listings_agreement_type_ck' })
  })

  it('refuses a sold listing without a sold date', async () => {
    const sold = await insertListing(db, { status: 'sold' })
    expect(sold.soldAt).toBeInstanceOf(Date)
    expect(await violation(() => insertListing(db, { status: 'sold', soldAt: null }))).toEqual({
      code: '23514',
      constraint: 'listings_sold_has_date_ck',
    })
    const live = await insertListing(db, { status: 'available' })
    expect(
      await violation(() =>
        db.db.update(listings).set({ status: 'sold' }).where(eq(listings.id, live.id)),
      ),
    ).toEqual({ code: '23514', constraint: 'listings_sold_has_date_ck' })
    const soldAt = new Date('2026-10-01T12:00:00Z')
    await db.db.update(listings).set({ status: 'sold', soldAt }).where(eq(listings.id, live.id))
  })

  it("records a new listing's price, then every change of it, once", async () => {
    const listedAt = new Date('2026-09-01T00:00:00Z')
    const l = await insertListing(db, {
      priceUsd: 100_000,
      originalPriceCents: 10_000_000,
      listedAt,
    })
    // Factories add the generator's back-dated changes; start from the listing's own row.
    await db.db.delete(priceHistory).where(sql`listing_id = ${l.id} AND reason <> 'listed'`)
    expect(await history(l.id)).toEqual([
      { price: 10_000_000, reason: 'listed', at: listedAt.toISOString() },
    ])

    // A reduction that sets price_reduced_at is dated by it.
    const reducedAt = new Date('2026-10-01T00:00:00Z')
    await db.db
      .update(listings)
      .set({ advertisedPriceCents: 9_000_000, priceReducedAt: reducedAt })
      .where(eq(listings.id, l.id))
    // Other columns changing, or the same price written again, record nothing.
    await db.db
      .update(listings)
      .set({ hours: 1234, advertisedPriceCents: 9_000_000 })
      .where(eq(listings.id, l.id))
    // An increase.
    await db.db
      .update(listings)
      .set({ advertisedPriceCents: 9_500_000 })
      .where(eq(listings.id, l.id))
    const rows = await history(l.id)
    expect(rows.map(({ price, reason }) => ({ price, reason }))).toEqual([
      { price: 10_000_000, reason: 'listed' },
      { price: 9_000_000, reason: 'reduced' },
      { price: 9_500_000, reason: 'increased' },
    ])
    expect(rows[1].at).toBe(reducedAt.toISOString())
  })

  it('adds nothing when the writer recorded the change itself (no double rows)', async () => {
    const l = await insertListing(db, {
      priceUsd: 50_000,
      originalPriceCents: 5_000_000,
      listedAt: new Date('2026-09-01T00:00:00Z'),
    })
    await db.db.delete(priceHistory).where(sql`listing_id = ${l.id} AND reason <> 'listed'`)
    const at = new Date('2026-10-15T00:00:00Z')
    await db.db
      .insert(priceHistory)
      .values({ listingId: l.id, priceCents: 4_500_000, reason: 'reduced', changedAt: at })
    await db.db
      .update(listings)
      .set({ advertisedPriceCents: 4_500_000, priceReducedAt: at })
      .where(eq(listings.id, l.id))
    expect((await history(l.id)).map((r) => r.reason)).toEqual(['listed', 'reduced'])
  })

  it('writes one listed row per listing when one statement inserts many', async () => {
    const [a, b] = [await insertListing(db), await insertListing(db)]
    const copies = await db.rows<{ id: number; advertised: number; listed: string }>(sql`
      INSERT INTO listings (stock_number, year, make_id, model, category_id,
        equipment_category_slug, advertised_price_cents, original_price_cents, floor_price_cents,
        lat, lng, address, place_id, short_address, city, state, zip, seller_id, listed_at)
      SELECT 'C' || stock_number, year, make_id, model, category_id, equipment_category_slug,
        advertised_price_cents, original_price_cents, floor_price_cents, lat, lng, address,
        place_id, short_address, city, state, zip, seller_id, listed_at
      FROM listings WHERE id IN (${a.id}, ${b.id}) ORDER BY id
      RETURNING id, advertised_price_cents AS advertised, listed_at::text AS listed`)
    expect(copies).toHaveLength(2)
    for (const c of copies) {
      expect(await history(c.id)).toEqual([
        // The first advertised price (issue 37), not an original price never advertised here.
        { price: c.advertised, reason: 'listed', at: new Date(c.listed).toISOString() },
      ])
    }
  })
})
