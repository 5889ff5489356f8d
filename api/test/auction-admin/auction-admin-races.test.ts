import { eq } from 'drizzle-orm'
import { auctionBiddingLimits, auctionLots } from '../../src/db/schema'
import { placeBid } from '../../src/services/auctions/place-bid'
import { setBiddingLimit } from '../../src/services/auction-admin/bidding-limit'
import { addAuctionLot } from '../../src/services/auction-admin/add-auction-lot'
import { insertListing } from '../factories'
import {
  bidKey,
  bidLog,
  insertOnlineAuction,
  insertOnlineLot,
  registeredBidder,
} from '../auctions/bidding-fixtures'
import { createAdminApp, type AdminApp } from './admin-fixtures'

/**
 * Issue 34, the console's races, for real against PostgreSQL: parallel adds to one auction take
 * distinct lot numbers; one listing added to two auctions at once becomes one lot; a bidding limit
 * set while the bidder's bid is in flight is either before the bid or after it, never half.
 */
describe('auction console races (issue 34)', () => {
  let t: AdminApp
  beforeAll(async () => {
    t = await createAdminApp()
  })
  afterAll(() => t.close())
  const deps = () => ({ database: t.database, now: () => new Date() })
  const actor = () => ({ id: t.admin.id, email: t.admin.email })

  it('eight adds at once to one auction take lot numbers 1 to 8, each once', async () => {
    const auction = await insertOnlineAuction(t.database)
    // Made one after another (the factory's inserts are not for racing).
    const listings = []
    for (let i = 0; i < 8; i++)
      listings.push(await insertListing(t.database, { status: 'available' }))
    const ids = await Promise.all(
      listings.map((l) =>
        addAuctionLot(
          deps(),
          actor(),
          { auctionSlug: auction.slug, stockNumber: l.stockNumber, startingBidCents: 1000_00 },
          'en',
        ),
      ),
    )
    expect(new Set(ids).size).toBe(8)
    const rows = await t.database.db
      .select({ n: auctionLots.lotNumber, listingId: auctionLots.listingId })
      .from(auctionLots)
      .where(eq(auctionLots.auctionId, auction.id))
    expect(rows.map((r) => r.n).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('one listing added to two auctions at once is one open lot, and the same add sent twice at once is one lot', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = await Promise.all([
        insertOnlineAuction(t.database),
        insertOnlineAuction(t.database),
      ])
      const listing = await insertListing(t.database, { status: 'available' })
      const args = (slug: string) => ({
        auctionSlug: slug,
        stockNumber: listing.stockNumber,
        startingBidCents: 1000_00,
      })
      const outcomes = await Promise.allSettled([
        addAuctionLot(deps(), actor(), args(a.slug), 'en'),
        addAuctionLot(deps(), actor(), args(b.slug), 'en'),
        addAuctionLot(deps(), actor(), args(a.slug), 'en'),
      ])
      const lots = await t.database.db
        .select()
        .from(auctionLots)
        .where(eq(auctionLots.listingId, listing.id))
      expect(lots).toHaveLength(1)
      const made = outcomes.filter((o) => o.status === 'fulfilled').map((o) => o.value)
      expect(new Set(made)).toEqual(new Set([lots[0].id]))
      for (const o of outcomes) {
        if (o.status === 'rejected')
          expect(o.reason).toMatchObject({
            fields: [{ key: 'admin-auctions.fields.listingInOpenLot' }],
          })
      }
    }
  })

  it('a limit set while a bid is placed applies before or after the bid, never between', async () => {
    const auction = await insertOnlineAuction(t.database)
    const bidDeps = {
      database: t.database,
      env: t.env,
      logger: t.app.log as never,
      now: () => new Date(),
    }
    for (let round = 0; round < 8; round++) {
      const lotId = await insertOnlineLot(t.database, auction, {
        lotNumber: round + 1,
        startingBidCents: 1000_00,
      })
      const bidder = await registeredBidder(t.database, auction.slug, `race${round}`)
      // The bid ($200,000) fits the default limit ($250,000), not the new one ($100,000).
      const [bid, limit] = await Promise.allSettled([
        placeBid(
          bidDeps,
          bidder,
          { lotId: String(lotId), maxBidCents: 200_000_00, idempotencyKey: bidKey() },
          'en',
        ),
        setBiddingLimit(deps(), actor(), { email: bidder.email, limitCents: 100_000_00 }, 'en'),
      ])
      expect(limit.status).toBe('fulfilled')
      const [logged] = await bidLog(t.database, lotId)
      if (bid.status === 'fulfilled') {
        // The bid held the limit's lock first: it was decided under the old limit.
        expect(logged).toMatchObject({ accepted: true, headroomCents: 250_000_00 })
      } else {
        expect(bid.reason).toMatchObject({ messageKey: 'auctions:bid.overLimit' })
        expect(logged).toMatchObject({
          accepted: false,
          refusal: 'overLimit',
          headroomCents: 100_000_00,
        })
      }
      const [row] = await t.database.db
        .select()
        .from(auctionBiddingLimits)
        .where(eq(auctionBiddingLimits.userId, bidder.id))
      expect(row).toMatchObject({ limitCents: 100_000_00, setBy: t.admin.email })
    }
  })
})
