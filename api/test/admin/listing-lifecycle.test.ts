import { and, desc, eq } from 'drizzle-orm'
import {
  auditLog,
  completedSales,
  favorites,
  listings,
  outbox,
  priceHistory,
} from '../../src/db/schema'
import { TOPICS } from '../../src/services/alert-jobs/topics'
import { createAccountApp, createUser, NOW, type AccountTestApp } from '../account/helpers'
import { insertListing } from '../factories'

const STATE = 'stockNumber status advertisedPriceCents flair soldAt favoritersMailed'

describe('listing lifecycle (issue 14): each step with its effects, its audit entry, for admins', () => {
  let t: AccountTestApp
  let admin: Awaited<ReturnType<typeof createUser>>
  beforeAll(async () => {
    t = await createAccountApp()
    admin = await createUser(t.database, { email: 'staff@example.com' })
  })
  afterAll(() => t.close())
  beforeEach(() => t.as({ ...admin, roles: ['admin'] }))

  const call = <T = Record<string, unknown>>(
    field: string,
    args: string,
    headers: Record<string, string> = {},
  ) => t.gql<Record<string, T>>(`mutation { r: ${field}(${args}) { ${STATE} } }`, {}, headers)

  const foundAt = async (cents: number) => {
    const res = await t.gql<{ searchListings: { results: Array<{ stockNumber: string }> } }>(
      `{ searchListings(input: { priceMinCents: ${cents}, priceMaxCents: ${cents} }) { results { stockNumber } } }`,
    )
    expect(res.errors).toBeUndefined()
    return res.data!.searchListings.results.map((r) => r.stockNumber)
  }
  const row = async (id: number) =>
    (await t.database.db.select().from(listings).where(eq(listings.id, id)))[0]
  const audits = (stockNumber: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityKey, stockNumber))
      .orderBy(desc(auditLog.id))

  it('a price cut records the history, sets PriceReduced, mails the favoriter who saw more, and is audited', async () => {
    const l = await insertListing(t.database, {
      status: 'available',
      advertisedPriceCents: 10_000_000,
    })
    const fan = await createUser(t.database, { email: 'fan@example.com' })
    const late = await createUser(t.database, { email: 'late@example.com' })
    const hourAgo = new Date(NOW.getTime() - 3_600_000)
    await t.database.db.insert(favorites).values([
      { userId: fan.id, listingId: l.id, priceCentsAtSave: 10_000_000, savedAt: hourAgo },
      // Saved at a price already below the new one: nothing to tell.
      { userId: late.id, listingId: l.id, priceCentsAtSave: 8_000_000, savedAt: hourAgo },
    ])
    const res = await call(
      'changeListingPrice',
      `stockNumber: "${l.stockNumber}", advertisedPriceCents: 9000000`,
    )
    expect(res.errors).toBeUndefined()
    expect(res.data!.r).toMatchObject({
      status: 'available',
      advertisedPriceCents: 9_000_000,
      flair: 'PriceReduced',
      favoritersMailed: 1,
    })
    const history = await t.database.db
      .select()
      .from(priceHistory)
      .where(eq(priceHistory.listingId, l.id))
      .orderBy(desc(priceHistory.id))
    expect(history[0]).toMatchObject({ priceCents: 9_000_000, reason: 'reduced' })
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.topic, TOPICS.priceReduced))
    expect(mails.map((m) => (m.payload as { userId: string }).userId)).toEqual([fan.id])
    const [entry] = await audits(l.stockNumber)
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: 'staff@example.com',
      action: 'listing.changePrice',
      entityType: 'listing',
      before: expect.objectContaining({ advertisedPriceCents: 10_000_000 }),
      after: expect.objectContaining({ advertisedPriceCents: 9_000_000, favoritersMailed: 1 }),
    })

    // The same price again (a double submit) changes nothing and mails nobody twice.
    const again = await call(
      'changeListingPrice',
      `stockNumber: "${l.stockNumber}", advertisedPriceCents: 9000000`,
    )
    expect(again.data!.r).toMatchObject({ advertisedPriceCents: 9_000_000, favoritersMailed: 0 })
    expect(
      await t.database.db.select().from(priceHistory).where(eq(priceHistory.listingId, l.id)),
    ).toHaveLength(history.length)

    // A raise takes the PriceReduced flair away.
    const up = await call(
      'changeListingPrice',
      `stockNumber: "${l.stockNumber}", advertisedPriceCents: 9500000`,
    )
    expect(up.data!.r).toMatchObject({ advertisedPriceCents: 9_500_000, flair: 'NotSet' })
  })

  it('refuses a price that is not one, per field and in the caller language', async () => {
    const l = await insertListing(t.database, { status: 'available' })
    const res = await call(
      'changeListingPrice',
      `stockNumber: "${l.stockNumber}", advertisedPriceCents: 0`,
      { 'accept-language': 'es' },
    )
    expect(res.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION',
      fields: [
        expect.objectContaining({ path: 'advertisedPriceCents', key: 'validation.priceInvalid' }),
      ],
    })
    expect((res.errors?.[0].extensions?.fields as Array<{ message: string }>)[0].message).toBe(
      'El precio no es válido',
    )
  })

  it('marking sold records the completed sale at the price it sold for; dates are checked', async () => {
    const l = await insertListing(t.database, {
      status: 'available',
      advertisedPriceCents: 5_000_000,
    })
    const future = await call(
      'markListingSold',
      `stockNumber: "${l.stockNumber}", soldPriceCents: 4800000, soldOn: "2999-01-01"`,
    )
    expect(future.errors?.[0].extensions?.code).toBe('VALIDATION')
    const early = await call(
      'markListingSold',
      `stockNumber: "${l.stockNumber}", soldPriceCents: 4800000, soldOn: "1990-01-01"`,
    )
    expect(early.errors?.[0].extensions?.code).toBe('VALIDATION')
    expect((await row(l.id)).status).toBe('available')

    const soldOn = NOW.toISOString().slice(0, 10)
    const res = await call(
      'markListingSold',
      `stockNumber: "${l.stockNumber}", soldPriceCents: 4800000, soldOn: "${soldOn}"`,
    )
    expect(res.errors).toBeUndefined()
    expect(res.data!.r).toMatchObject({ status: 'sold' })
    const sales = await t.database.db
      .select()
      .from(completedSales)
      .where(eq(completedSales.listingId, l.id))
    expect(sales).toEqual([
      expect.objectContaining({
        priceCents: 4_800_000,
        soldOn,
        channel: 'marketplace',
        year: l.year,
      }),
    ])
    // A sold machine cannot be sold again, nor repriced.
    const twice = await call(
      'markListingSold',
      `stockNumber: "${l.stockNumber}", soldPriceCents: 4800000, soldOn: "${soldOn}"`,
      { 'accept-language': 'es' },
    )
    expect(twice.errors?.[0].extensions?.code).toBe('CONFLICT')
    expect(twice.errors?.[0].message).toContain('está vendida')
  })

  it('removing keeps the page answering as no longer available; restoring puts it back on sale', async () => {
    const l = await insertListing(t.database, { status: 'available' })
    // A price nobody else has, so a price-range search finds exactly this machine (a cut below
    // the generated floor lowers it too).
    await call(
      'changeListingPrice',
      `stockNumber: "${l.stockNumber}", advertisedPriceCents: 7654321, lowerFloor: true`,
    )
    expect(await foundAt(7_654_321)).toEqual([l.stockNumber])
    const inSitemap = async () => {
      const r = await t.gql<{ sitemapListings: Array<{ stockNumber: string }> }>(
        `{ sitemapListings(idFrom: ${l.id}, idTo: ${l.id + 1}) { stockNumber } }`,
      )
      return r.data!.sitemapListings.map((x) => x.stockNumber)
    }
    expect(await inSitemap()).toEqual([l.stockNumber])
    const noReason = await call('removeListing', `stockNumber: "${l.stockNumber}", reason: "  "`)
    expect(noReason.errors?.[0].extensions?.code).toBe('VALIDATION')
    const res = await call(
      'removeListing',
      `stockNumber: "${l.stockNumber}", reason: "Seller sold it privately"`,
    )
    expect(res.data!.r).toMatchObject({ status: 'no_longer_available' })
    const [entry] = await audits(l.stockNumber)
    expect(entry.after).toMatchObject({
      status: 'no_longer_available',
      reason: 'Seller sold it privately',
    })

    t.as(null)
    const page = await t.gql<{ listing: { status: string } | null }>(
      `{ listing(stockNumber: "${l.stockNumber}") { status } }`,
    )
    expect(page.data!.listing).toEqual({ status: 'no_longer_available' })
    // Search answers with the change at once: the machine is gone from the results.
    expect(await foundAt(7_654_321)).not.toContain(l.stockNumber)
    // ...and from the sitemap.
    expect(await inSitemap()).toEqual([])
    t.as({ ...admin, roles: ['admin'] })

    const back = await call('restoreListing', `stockNumber: "${l.stockNumber}"`)
    expect(back.data!.r).toMatchObject({ status: 'available' })
    expect(await inSitemap()).toEqual([l.stockNumber])
    const again = await call('restoreListing', `stockNumber: "${l.stockNumber}"`)
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT')
  })

  it('coming soon and publish move a listing between announced and on sale, with the flair', async () => {
    const l = await insertListing(t.database, { status: 'available' })
    const cs = await call('markComingSoon', `stockNumber: "${l.stockNumber}"`)
    expect(cs.data!.r).toMatchObject({ status: 'coming_soon', flair: 'ComingSoon' })
    const pub = await call('publishListing', `stockNumber: "${l.stockNumber}"`)
    expect(pub.data!.r).toMatchObject({ status: 'available', flair: 'NotSet' })
    const twice = await call('publishListing', `stockNumber: "${l.stockNumber}"`)
    expect(twice.errors?.[0].extensions?.code).toBe('CONFLICT')
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityKey, l.stockNumber), eq(auditLog.action, 'listing.publish'))),
    ).toHaveLength(1)
  })

  it('an unknown stock number is NOT_FOUND; a user who is not an admin is FORBIDDEN and nothing changes', async () => {
    const missing = await call('publishListing', `stockNumber: "NOPE-1"`)
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND')
    const l = await insertListing(t.database, {
      status: 'available',
      advertisedPriceCents: 3_000_000,
    })
    t.as(await createUser(t.database))
    const res = await call(
      'changeListingPrice',
      `stockNumber: "${l.stockNumber}", advertisedPriceCents: 100`,
    )
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN')
    expect((await row(l.id)).advertisedPriceCents).toBe(3_000_000)
    expect(await audits(l.stockNumber)).toHaveLength(0)
  })
})
