import { and, eq } from 'drizzle-orm'
import {
  auctionLots,
  auctions,
  leads,
  listingImages,
  listings,
  priceHistory,
  sellers,
} from '../../src/db/schema'
import { createAccountApp, createUser, NOW, type AccountTestApp } from '../account/helpers'
import { insertListing } from '../factories'

const HOUR = 3_600_000

describe('adminDashboard: the inventory by state and the leads waiting, for admins only', () => {
  let t: AccountTestApp
  beforeAll(async () => {
    t = await createAccountApp()
    for (const status of ['available', 'available', 'sold', 'removed'] as const) {
      await insertListing(t.database, { status })
    }
    let n = 0
    const lead = (createdAt: Date, contactedAt: Date | null) => ({
      type: 'contact_sales' as const,
      persona: 'buyer' as const,
      email: `lead${++n}@example.com`,
      locale: 'en',
      idempotencyKey: `dashboard-${n}`,
      payloadHash: `hash-${n}`,
      createdAt,
      contactedAt,
    })
    await t.database.db
      .insert(leads)
      .values([
        lead(new Date(NOW.getTime() - 30 * HOUR), null),
        lead(new Date(NOW.getTime() - 2 * HOUR), null),
        lead(new Date(NOW.getTime() - HOUR), NOW),
        lead(new Date(NOW.getTime() - 10 * 24 * HOUR), NOW),
      ])
  })
  afterAll(() => t.close())

  const QUERY = `{ adminDashboard { listingsByStatus { status count } leadsWaiting leadsLastWeek oldestWaitingHours } }`

  it('counts every state (zeros included) and the leads nobody answered yet', async () => {
    const admin = await createUser(t.database)
    t.as({ ...admin, roles: ['admin'] })
    const res = await t.gql<{ adminDashboard: Record<string, unknown> }>(QUERY)
    expect(res.errors).toBeUndefined()
    expect(res.data!.adminDashboard).toEqual({
      listingsByStatus: [
        { status: 'available', count: 2 },
        { status: 'coming_soon', count: 0 },
        { status: 'sold', count: 1 },
        { status: 'no_longer_available', count: 0 },
        { status: 'removed', count: 1 },
        { status: 'draft', count: 0 },
      ],
      leadsWaiting: 2,
      leadsLastWeek: 3,
      oldestWaitingHours: 30,
    })
  })

  it('is refused to visitors and to users who are not admins', async () => {
    t.as(null)
    expect((await t.gql(QUERY)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    t.as(await createUser(t.database))
    const res = await t.gql(QUERY, {}, { 'accept-language': 'es' })
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN')
    expect(res.data).toBeNull()
  })
})

/**
 * Issue 36, point 9: a dashboard that points at work. Each list's count is its table's count for
 * the same filter (the dashboard links it), staff see every listing, lead and lot, and a partner
 * member only their own partner's.
 */
describe('consoleWork: the dashboard lists what needs doing, each count its table count', () => {
  let t: AccountTestApp
  let admin: Awaited<ReturnType<typeof createUser>>
  let partnerId: number
  const stock: Record<string, string> = {}
  const DAY = 24 * HOUR
  beforeAll(async () => {
    t = await createAccountApp()
    admin = await createUser(t.database)
    const [p] = await t.database.db
      .insert(sellers)
      .values({
        name: 'Work Partner Equipment',
        kind: 'partner',
        street: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '73301',
      })
      .returning({ id: sellers.id })
    partnerId = p.id
    const fresh = new Date(NOW.getTime() - 5 * DAY)
    const listing = async (
      key: string,
      o: Parameters<typeof insertListing>[1],
      photos: boolean,
      inspected: boolean,
    ) => {
      const l = await insertListing(t.database, {
        listedAt: fresh,
        withInspection: inspected,
        ...o,
      })
      await t.database.db.delete(listingImages).where(eq(listingImages.listingId, l.id))
      if (photos) {
        await t.database.db.insert(listingImages).values({
          listingId: l.id,
          position: 0,
          path: `test/${key}`,
          width: 1600,
          height: 1200,
          altEn: key,
          altEs: key,
        })
      }
      await t.database.db
        .delete(priceHistory)
        .where(and(eq(priceHistory.listingId, l.id), eq(priceHistory.reason, 'reduced')))
      stock[key] = l.stockNumber
      return l
    }
    await listing('draft', { status: 'draft' }, true, true)
    await listing('bare', { status: 'available' }, false, false)
    await listing(
      'stale',
      { status: 'available', listedAt: new Date(NOW.getTime() - 90 * DAY) },
      true,
      true,
    )
    const cut = await listing('cut', { status: 'available' }, true, true)
    await t.database.db.insert(priceHistory).values({
      listingId: cut.id,
      priceCents: cut.advertisedPriceCents,
      reason: 'reduced',
      changedAt: new Date(NOW.getTime() - 2 * DAY),
    })
    // Sold and removed machines are no work, photos or not.
    await listing(
      'sold',
      { status: 'sold', listedAt: new Date(NOW.getTime() - 200 * DAY) },
      false,
      false,
    )
    await listing(
      'partnerBare',
      { status: 'available', sellerId: partnerId, isPartnerSeller: true, flair: 'PartnerSeller' },
      false,
      true,
    )
    let n = 0
    const lead = (hoursAgo: number, listingId: number | null = null) => ({
      type: 'contact_sales' as const,
      persona: 'buyer' as const,
      email: `work${++n}@example.com`,
      locale: 'en',
      listingId,
      idempotencyKey: `work-${n}`,
      payloadHash: `work-hash-${n}`,
      createdAt: new Date(NOW.getTime() - hoursAgo * HOUR),
    })
    const partnerListing = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.stockNumber, stock.partnerBare))
    await t.database.db
      .insert(leads)
      .values([lead(30), lead(50), lead(2), lead(26, partnerListing[0].id)])
    const [auction] = await t.database.db
      .insert(auctions)
      .values({
        slug: 'work-sale',
        nameEn: 'Work sale',
        nameEs: 'Subasta de trabajo',
        descriptionEn: 'Test',
        descriptionEs: 'Prueba',
        format: 'online',
        startsAt: new Date(NOW.getTime() - DAY),
        endsAt: new Date(NOW.getTime() + 2 * DAY),
        timeZone: 'America/Chicago',
        city: 'Austin',
        state: 'TX',
      })
      .returning({ id: auctions.id })
    const lot = (lotNumber: number, closesAt: string, listingId: number | null = null) => ({
      auctionId: auction.id,
      lotNumber,
      title: `Lot ${lotNumber}`,
      listingId,
      status: 'open' as const,
      startingBidCents: 1000_00,
      closesAt: new Date(closesAt),
      scheduledCloseAt: new Date(closesAt),
    })
    // NOW is 09:00 in Chicago on 20 November: 03:00 UTC on the 21st is still the 20th there.
    await t.database.db
      .insert(auctionLots)
      .values([
        lot(1, '2026-11-21T03:00:00Z'),
        lot(2, '2026-11-20T18:00:00Z', partnerListing[0].id),
        lot(3, '2026-11-21T18:00:00Z'),
        lot(4, '2026-11-20T14:00:00Z'),
      ])
  })
  afterAll(() => t.close())

  const WORK = `{ consoleWork {
    drafts { count nodes { stockNumber } }
    noPhotos { count nodes { stockNumber } }
    noInspection { count nodes { stockNumber } }
    over60Days { count nodes { stockNumber daysOnMarket } }
    reducedThisWeek { count nodes { stockNumber } }
    leadsOverdue { count nodes { email } }
    lotsClosingToday { count nodes { lotNumber auctionSlug auctionName } }
  } }`
  type Work = Record<string, { count: number; nodes: Array<Record<string, unknown>> }>
  const work = async (lang = 'en') => {
    const res = await t.gql<{ consoleWork: Work }>(WORK, {}, { 'accept-language': lang })
    expect(res.errors).toBeUndefined()
    return res.data!.consoleWork
  }
  const tableCount = async (filter: Record<string, unknown>) => {
    const res = await t.gql<{ adminListings: { totalCount: number } }>(
      `query ($f: AdminListingFilter) { adminListings(filter: $f) { totalCount } }`,
      { f: filter },
    )
    expect(res.errors).toBeUndefined()
    return res.data!.adminListings.totalCount
  }
  const stocks = (w: Work, k: string) => w[k].nodes.map((n) => n.stockNumber)

  it('lists drafts, bare listings, stale ones, this week’s cuts, overdue leads oldest first and today’s lots', async () => {
    t.as({ ...admin, roles: ['admin'] })
    const w = await work()
    expect(stocks(w, 'drafts')).toEqual([stock.draft])
    expect(new Set(stocks(w, 'noPhotos'))).toEqual(new Set([stock.bare, stock.partnerBare]))
    expect(stocks(w, 'noInspection')).toEqual([stock.bare])
    expect(w.over60Days.nodes).toEqual([{ stockNumber: stock.stale, daysOnMarket: 90 }])
    expect(stocks(w, 'reducedThisWeek')).toEqual([stock.cut])
    expect(w.leadsOverdue).toEqual({
      count: 3,
      nodes: [
        { email: 'work2@example.com' },
        { email: 'work1@example.com' },
        { email: 'work4@example.com' },
      ],
    })
    expect(w.lotsClosingToday.nodes.map((l) => l.lotNumber)).toEqual([2, 1])
    expect(w.lotsClosingToday.nodes[0]).toMatchObject({
      auctionSlug: 'work-sale',
      auctionName: 'Work sale',
    })
    expect((await work('es')).lotsClosingToday.nodes[0].auctionName).toBe('Subasta de trabajo')
    // Every count is the count of the table the dashboard links to.
    expect(w.drafts.count).toBe(await tableCount({ status: 'draft' }))
    for (const [k, f] of [
      ['noPhotos', 'no_photos'],
      ['noInspection', 'no_inspection'],
      ['over60Days', 'over_60_days'],
      ['reducedThisWeek', 'reduced_this_week'],
    ] as const) {
      expect([k, w[k].count]).toEqual([k, await tableCount({ work: f })])
    }
    const inbox = await t.gql<{
      adminLeads: { totalCount: number; nodes: Array<{ email: string }> }
    }>(
      `{ adminLeads(filter: { olderThanHours: 24, sort: oldest }) { totalCount nodes { email } } }`,
    )
    expect(inbox.data!.adminLeads.totalCount).toBe(w.leadsOverdue.count)
    expect(inbox.data!.adminLeads.nodes.map((n) => n.email)).toEqual(
      w.leadsOverdue.nodes.map((n) => n.email),
    )
  })

  it('shows a partner member their own partner’s work only', async () => {
    t.as({ ...admin, roles: [...admin.roles, 'partner'], partnerSellerId: partnerId })
    const w = await work()
    expect(w.drafts.count).toBe(0)
    expect(stocks(w, 'noPhotos')).toEqual([stock.partnerBare])
    expect(w.noInspection.count).toBe(0)
    expect(w.over60Days.count).toBe(0)
    expect(w.leadsOverdue).toEqual({ count: 1, nodes: [{ email: 'work4@example.com' }] })
    expect(w.lotsClosingToday.nodes.map((l) => l.lotNumber)).toEqual([2])
    expect(await tableCount({ work: 'no_photos' })).toBe(1)
  })

  it('the CSV downloads of a list hold the rows its table shows', async () => {
    t.as({ ...admin, roles: ['admin'] })
    const csvRows = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      return res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .slice(1)
    }
    const bare = await csvRows('/admin/listings.csv?work=no_photos')
    expect(bare).toHaveLength(2)
    expect(bare.join('\n')).toContain(stock.bare)
    const stale = await csvRows('/admin/listings.csv?work=over_60_days&sort=days_desc')
    expect(stale.map((r) => r.split(',')[0])).toEqual([stock.stale])
    const overdue = await csvRows('/admin/leads.csv?older=24&sort=oldest')
    expect(overdue.map((r) => /work\d@example\.com/.exec(r)?.[0])).toEqual([
      'work2@example.com',
      'work1@example.com',
      'work4@example.com',
    ])
    const res = await t.app.inject({ method: 'GET', url: '/admin/leads.csv?older=soon' })
    expect(res.statusCode).toBe(400)
  })

  it('is refused to visitors and to signed-in users without a console role', async () => {
    t.as(null)
    expect((await t.gql(WORK)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    t.as(await createUser(t.database))
    expect((await t.gql(WORK)).errors?.[0].extensions?.code).toBe('FORBIDDEN')
  })
})
