import { replayBids } from '@ironyard/contract/auctions/replay'
import { lotClosesAtMs } from '@ironyard/contract/auctions/soft-close'
import { asc, eq, inArray } from 'drizzle-orm'
import {
  auctionBids,
  auctionLots,
  auctionRegistrations,
  auctions,
  completedSales,
  listings,
} from '../../src/db/schema'
import { lotState, lotTerms, readLot, type OnlineLot } from '../../src/services/auctions/lot-state'
import { FIXED_AS_OF } from '../../src/seed/as-of'
import { DEMO_BIDDERS } from '../../src/seed/auction-bidding'
import { seedAuctions } from '../../src/seed/auctions'
import { seedInventory } from '../../src/seed/seed-inventory'
import { createTestApp, type TestApp } from '../helpers/app'
import { loadCatalogue } from './helpers'

/** Issue 34, point 7: the sample calendar's online auctions, open, upcoming and past. */
describe('sample online auctions (seed)', () => {
  let t: TestApp
  const now = new Date(FIXED_AS_OF.getTime() + 3_600_000)

  beforeAll(async () => {
    t = await createTestApp({ now: () => now })
    await loadCatalogue(t.database)
    await seedInventory(t.database, {
      listings: 600,
      seed: 7,
      mediaDir: '/tmp/unused',
      media: false,
      asOf: FIXED_AS_OF,
    })
    await seedAuctions(t.database, { asOf: FIXED_AS_OF, seed: 7 })
  }, 180_000)
  afterAll(() => t.close())

  const lotsOf = async (slug: string) => {
    const [a] = await t.database.db.select().from(auctions).where(eq(auctions.slug, slug))
    const lots = await t.database.db
      .select()
      .from(auctionLots)
      .where(eq(auctionLots.auctionId, a.id))
      .orderBy(asc(auctionLots.lotNumber))
    return { auction: a, lots }
  }

  it('has one online auction open now, online ones upcoming and one past, onsite sales kept', async () => {
    const res = await t.gql<{ auctions: Array<{ slug: string; format: string; status: string }> }>(
      `{ auctions { slug format status } }`,
    )
    const online = res.data!.auctions.filter((a) => a.format === 'online')
    expect(online.filter((a) => a.status === 'live').map((a) => a.slug)).toEqual([
      'online-equipment-week',
    ])
    expect(online.filter((a) => a.status === 'past').map((a) => a.slug)).toEqual([
      'national-online-construction',
    ])
    expect(online.filter((a) => a.status === 'upcoming').length).toBeGreaterThanOrEqual(1)
    expect(res.data!.auctions.filter((a) => a.format === 'onsite')).toHaveLength(3)
  })

  it('numbers online lots from 1, each closing at the end plus (n - 1) intervals, priced from its listing', async () => {
    for (const slug of ['online-equipment-week', 'online-trucks-and-trailers']) {
      const { auction, lots } = await lotsOf(slug)
      expect(lots.length).toBeGreaterThan(0)
      const machines = await t.database.db
        .select()
        .from(listings)
        .where(
          inArray(
            listings.id,
            lots.map((l) => l.listingId!),
          ),
        )
      lots.forEach((lot, i) => {
        expect(lot.lotNumber).toBe(i + 1)
        expect(lot.scheduledCloseAt!.getTime()).toBe(
          lotClosesAtMs(auction.endsAt.getTime(), lot.lotNumber, auction.lotIntervalSeconds),
        )
        const m = machines.find((x) => x.id === lot.listingId)!
        expect(m.status).toBe('available')
        expect(lot.startingBidCents).toBe(
          Math.max(100_00, Math.floor((m.advertisedPriceCents * 0.3) / 100_00) * 100_00),
        )
        if (lot.reserveCents !== null) {
          expect(lot.reserveCents).toBe(Math.floor((m.floorPriceCents * 0.8) / 100_00) * 100_00)
        }
      })
    }
    const { lots } = await lotsOf('online-trucks-and-trailers')
    expect(lots.every((l) => l.bidCount === 0 && l.status === 'upcoming')).toBe(true)
  })

  it('puts each listing in one lot at most', async () => {
    const lots = await t.database.db.select({ listingId: auctionLots.listingId }).from(auctionLots)
    const ids = lots.map((l) => l.listingId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it("stores every online lot as the contract's replay of its bid log, all bids before now", async () => {
    const online = await t.database.db
      .select({ id: auctionLots.id })
      .from(auctionLots)
      .where(inArray(auctionLots.status, ['open', 'sold', 'unsold', 'upcoming']))
    let withBids = 0
    for (const { id } of online) {
      const lot = (await readLot(t.database.db, id)) as OnlineLot
      if (lot.startingBidCents === null) continue
      const log = await t.database.db
        .select()
        .from(auctionBids)
        .where(eq(auctionBids.lotId, id))
        .orderBy(asc(auctionBids.id))
      if (log.length) withBids++
      const replay = replayBids(
        lotTerms(lot),
        log.map((b) => ({
          bidderId: b.bidderId,
          maxBidCents: b.maxBidCents,
          headroomCents: b.headroomCents ?? undefined,
          atMs: b.createdAt.getTime(),
        })),
      )
      expect(lotState(lot)).toEqual({ ...replay.state, maxima: replay.state.maxima.slice(0, 2) })
      replay.outcomes.forEach((o, i) => expect(o.accepted).toBe(log[i].accepted))
      for (const b of log) expect(b.createdAt.getTime()).toBeLessThan(now.getTime())
    }
    expect(withBids).toBeGreaterThan(5)
  })

  it('lets the open auction take bids: closes ahead, the demo bidders registered', async () => {
    const { auction, lots } = await lotsOf('online-equipment-week')
    expect(lots.some((l) => l.bidCount > 0)).toBe(true)
    expect(lots.every((l) => l.closesAt!.getTime() > now.getTime() + 86_400_000)).toBe(true)
    const registered = await t.database.db
      .select()
      .from(auctionRegistrations)
      .where(eq(auctionRegistrations.auctionId, auction.id))
    expect(registered.map((r) => r.userId).sort()).toEqual(DEMO_BIDDERS.map((b) => b.id).sort())
    const shown = await t.gql<{ auctionLot: { status: string; bidCount: number } }>(
      `query ($id: ID!) { auctionLot(id: $id) { status bidCount } }`,
      { id: String(lots.find((l) => l.bidCount > 0)!.id) },
    )
    expect(shown.data!.auctionLot.status).toBe('open')
  })

  it('decided the past auction: sold lots sold their machine at the hammer price, the others not', async () => {
    const { lots } = await lotsOf('national-online-construction')
    const sold = lots.filter((l) => l.status === 'sold')
    const unsold = lots.filter((l) => l.status === 'unsold')
    expect(sold.length).toBeGreaterThan(0)
    expect(unsold.length).toBeGreaterThan(0)
    expect(sold.length + unsold.length).toBe(lots.length)
    for (const lot of sold) {
      expect(lot.closedAt).toEqual(lot.closesAt)
      const [m] = await t.database.db.select().from(listings).where(eq(listings.id, lot.listingId!))
      expect(m.status).toBe('sold')
      expect(m.soldAt).toEqual(lot.closedAt)
      const sales = await t.database.db
        .select()
        .from(completedSales)
        .where(eq(completedSales.listingId, m.id))
      expect(sales).toContainEqual(
        expect.objectContaining({ priceCents: lot.priceCents, channel: 'auction' }),
      )
    }
    for (const lot of unsold) {
      const [m] = await t.database.db.select().from(listings).where(eq(listings.id, lot.listingId!))
      expect(m.status).toBe('available')
    }
  })
})
