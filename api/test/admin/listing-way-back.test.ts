import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { auditLog, completedSales, listings } from '../../src/db/schema'
import { estimateOfferLikelihood } from '../../src/services/leads/estimate-offer-likelihood'
import { createAccountApp, createUser, NOW, type AccountTestApp } from '../account/helpers'
import { insertListing, insertSeller } from '../factories'

const STATE = 'stockNumber status soldAt'
const TODAY = NOW.toISOString().slice(0, 10)

/**
 * Issue 36, defect 4 ("no way back"): a deal that fell through puts a sold listing back on sale
 * (its sale kept, cancelled, and read by no valuation); a draft is discarded; a partner restores
 * their own withdrawn listing. Each step under the listing's row lock, idempotent when sent twice.
 */
describe('the ways back: back on sale, discard draft, partner restore', () => {
  let t: AccountTestApp
  let admin: Awaited<ReturnType<typeof createUser>>
  beforeAll(async () => {
    t = await createAccountApp()
    admin = await createUser(t.database, { email: 'way-back-staff@example.com' })
  })
  afterAll(() => t.close())
  beforeEach(() => t.as({ ...admin, roles: ['admin'] }))

  const call = (field: string, args: string, headers: Record<string, string> = {}) =>
    t.gql<Record<string, { status: string; soldAt: string | null }>>(
      `mutation { r: ${field}(${args}) { ${STATE} } }`,
      {},
      headers,
    )
  const row = async (id: number) =>
    (await t.database.db.select().from(listings).where(eq(listings.id, id)))[0]
  const sales = (listingId: number) =>
    t.database.db.select().from(completedSales).where(eq(completedSales.listingId, listingId))
  const entries = (stockNumber: string, action: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityKey, stockNumber), eq(auditLog.action, action)))
  const sell = async (stockNumber: string) => {
    const res = await call(
      'markListingSold',
      `stockNumber: "${stockNumber}", soldPriceCents: 4800000, soldOn: "${TODAY}"`,
    )
    expect(res.errors).toBeUndefined()
  }

  it('back on sale: available again, the sale kept as cancelled with the reason, out of valuations, audited once', async () => {
    const l = await insertListing(t.database, { status: 'available' })
    const comparables = async () =>
      (await estimateOfferLikelihood(t.database, l as never, 1, NOW)).comparableSales
    const before = await comparables()
    await sell(l.stockNumber)
    expect(await comparables()).toBe(before + 1)

    const noReason = await call(
      'putListingBackOnSale',
      `stockNumber: "${l.stockNumber}", reason: " "`,
    )
    expect(noReason.errors?.[0].extensions?.code).toBe('VALIDATION')
    expect((await row(l.id)).status).toBe('sold')

    const args = `stockNumber: "${l.stockNumber}", reason: "Buyer's financing fell through"`
    const res = await call('putListingBackOnSale', args)
    expect(res.errors).toBeUndefined()
    expect(res.data!.r).toEqual({ stockNumber: l.stockNumber, status: 'available', soldAt: null })
    expect(await sales(l.id)).toEqual([
      expect.objectContaining({
        priceCents: 4_800_000,
        soldOn: TODAY,
        cancelledAt: NOW,
        cancelReason: "Buyer's financing fell through",
      }),
    ])
    expect(await comparables()).toBe(before)

    // Sent twice (a double click): the same answer, nothing written again.
    const again = await call('putListingBackOnSale', args)
    expect(again.errors).toBeUndefined()
    expect(again.data!.r.status).toBe('available')
    const audited = await entries(l.stockNumber, 'listing.backOnSale')
    expect(audited).toHaveLength(1)
    expect(audited[0].before).toMatchObject({ status: 'sold' })
    expect(audited[0].after).toMatchObject({
      status: 'available',
      soldAt: null,
      reason: "Buyer's financing fell through",
      soldPriceCents: 4_800_000,
      soldOn: TODAY,
    })

    // Sold again later: a second sale, the first one still cancelled.
    await sell(l.stockNumber)
    const both = await sales(l.id)
    expect(both.filter((s) => s.cancelledAt === null)).toHaveLength(1)
    expect(both.filter((s) => s.cancelledAt !== null)).toHaveLength(1)
  })

  it('back on sale is refused (CONFLICT, translated) for a listing that was never sold', async () => {
    const l = await insertListing(t.database, { status: 'available' })
    const res = await call('putListingBackOnSale', `stockNumber: "${l.stockNumber}", reason: "x"`, {
      'accept-language': 'es',
    })
    expect(res.errors?.[0].extensions?.code).toBe('CONFLICT')
    expect(res.errors?.[0].message).toContain('solo una vendida')
  })

  const salesOf = async (listingId: number) => ({
    open: await t.database.db
      .select()
      .from(completedSales)
      .where(and(eq(completedSales.listingId, listingId), isNull(completedSales.cancelledAt))),
    cancelled: await t.database.db
      .select()
      .from(completedSales)
      .where(and(eq(completedSales.listingId, listingId), isNotNull(completedSales.cancelledAt))),
  })
  const backArgs = (stockNumber: string) =>
    `stockNumber: "${stockNumber}", reason: "deal fell through"`

  it('back on sale sent twice at once: one step, one cancelled sale, one audit entry', async () => {
    for (let round = 0; round < 3; round++) {
      const l = await insertListing(t.database, { status: 'available' })
      await sell(l.stockNumber)
      const both = await Promise.all([
        call('putListingBackOnSale', backArgs(l.stockNumber)),
        call('putListingBackOnSale', backArgs(l.stockNumber)),
      ])
      expect(both.map((r) => [r.errors, r.data?.r.status])).toEqual([
        [undefined, 'available'],
        [undefined, 'available'],
      ])
      expect(await entries(l.stockNumber, 'listing.backOnSale')).toHaveLength(1)
      const { open, cancelled } = await salesOf(l.id)
      expect([open.length, cancelled.length]).toEqual([0, 1])
    }
  })

  it('back on sale racing a new sale: PostgreSQL decides one order, and the history agrees with it', async () => {
    for (let round = 0; round < 4; round++) {
      const l = await insertListing(t.database, { status: 'available' })
      await sell(l.stockNumber)
      const [back, resold] = await Promise.all([
        call('putListingBackOnSale', backArgs(l.stockNumber)),
        call(
          'markListingSold',
          `stockNumber: "${l.stockNumber}", soldPriceCents: 5000000, soldOn: "${TODAY}"`,
        ),
      ])
      expect(back.errors).toBeUndefined()
      const { open, cancelled } = await salesOf(l.id)
      expect(cancelled.map((s) => s.priceCents)).toEqual([4_800_000])
      const status = (await row(l.id)).status
      if (resold.errors) {
        // The new sale came first, on a sold listing: refused, nothing written.
        expect(resold.errors[0].extensions?.code).toBe('CONFLICT')
        expect([status, open.length]).toEqual(['available', 0])
      } else {
        expect([status, open.map((s) => s.priceCents)]).toEqual(['sold', [5_000_000]])
      }
    }
  })

  it('discard draft: the draft is deleted, never public, no step applies; twice is the same', async () => {
    const l = await insertListing(t.database, { status: 'draft' })
    const res = await call('discardDraft', `stockNumber: "${l.stockNumber}"`)
    expect(res.errors).toBeUndefined()
    expect(res.data!.r.status).toBe('removed')
    expect((await row(l.id)).status).toBe('removed')
    const again = await call('discardDraft', `stockNumber: "${l.stockNumber}"`)
    expect(again.data!.r.status).toBe('removed')
    expect(await entries(l.stockNumber, 'listing.discardDraft')).toHaveLength(1)
    const publish = await call('publishListing', `stockNumber: "${l.stockNumber}"`)
    expect(publish.errors?.[0].extensions?.code).toBe('CONFLICT')
    const page = await t.gql<{ listing: unknown }>(
      `{ listing(stockNumber: "${l.stockNumber}") { stockNumber } }`,
    )
    expect(page.data?.listing ?? null).toBeNull()
    // A published listing is not a draft: refused.
    const live = await insertListing(t.database, { status: 'available' })
    const refused = await call('discardDraft', `stockNumber: "${live.stockNumber}"`)
    expect(refused.errors?.[0].extensions?.code).toBe('CONFLICT')
    expect((await row(live.id)).status).toBe('available')
  })

  it("a partner member restores, puts back on sale and discards their own listings, and nobody else's", async () => {
    const mine = await insertSeller(t.database, { kind: 'partner' })
    const other = await insertSeller(t.database, { kind: 'partner' })
    const member = await createUser(t.database, { email: 'way-back-partner@example.com' })
    const own = await insertListing(t.database, {
      sellerId: mine.id,
      status: 'no_longer_available',
    })
    const ownSold = await insertListing(t.database, { sellerId: mine.id, status: 'available' })
    const ownDraft = await insertListing(t.database, { sellerId: mine.id, status: 'draft' })
    const theirs = await insertListing(t.database, {
      sellerId: other.id,
      status: 'no_longer_available',
    })
    const theirDraft = await insertListing(t.database, { sellerId: other.id, status: 'draft' })
    t.as({ ...member, roles: ['partner'], partnerSellerId: mine.id })

    const restored = await call('restoreListing', `stockNumber: "${own.stockNumber}"`)
    expect(restored.errors).toBeUndefined()
    expect(restored.data!.r.status).toBe('available')
    await sell(ownSold.stockNumber)
    const back = await call(
      'putListingBackOnSale',
      `stockNumber: "${ownSold.stockNumber}", reason: "no funds"`,
    )
    expect(back.data!.r.status).toBe('available')
    const discarded = await call('discardDraft', `stockNumber: "${ownDraft.stockNumber}"`)
    expect(discarded.data!.r.status).toBe('removed')

    for (const [field, l] of [
      ['restoreListing', theirs],
      ['discardDraft', theirDraft],
    ] as const) {
      const res = await call(field, `stockNumber: "${l.stockNumber}"`)
      expect([field, res.errors?.[0].extensions?.code]).toEqual([field, 'NOT_FOUND'])
      expect((await row(l.id)).status).toBe(l.status)
    }
  })
})
