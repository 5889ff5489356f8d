import { applyBid } from '@ironyard/contract/auctions/apply-bid'
import { eq } from 'drizzle-orm'
import { auctionLots, auctions } from '../../src/db/schema'
import { isOnlineLot, lotState, readLot } from '../../src/services/auctions/lot-state'
import type { TestApp } from '../helpers/app'
import { insertListing } from '../factories'
import {
  bidLog,
  insertBidder,
  insertOnlineAuction,
  insertOnlineLot,
  lotRow,
  registeredBidder,
  setCloseFromNow,
} from './bidding-fixtures'
import { LOT, openBiddingSuite, refusal, type BiddingSuite } from './bidding-graphql'

/**
 * Issue 34: the soft close at the database's clock, an auction not started yet, watching a lot,
 * and the status of lots without online bidding (after their auction, and onsite).
 */

describe("auction lots' states and the soft close over GraphQL (issue 34)", () => {
  let t: TestApp
  let auction: BiddingSuite['auction']
  let as: BiddingSuite['as']
  let bid: BiddingSuite['bid']
  beforeAll(async () => {
    ;({ t, auction, as, bid } = await openBiddingSuite())
  })
  afterAll(() => t.close())

  describe('soft close, at the database clock', () => {
    it('a bid just before the close is accepted and moves the close to its time plus the soft close', async () => {
      const lotId = await insertOnlineLot(t.database, auction, { lotNumber: 20 })
      await setCloseFromNow(t.database, lotId, 2_000)
      const before = (await lotRow(t.database, lotId)).closesAt!
      as(await registeredBidder(t.database, auction.slug, 'late'))
      const res = await bid(lotId, 1500_00)
      expect(res.errors).toBeUndefined()
      const [logged] = await bidLog(t.database, lotId)
      const closesAt = new Date(res.data?.placeBid.closesAt as string)
      expect(logged.createdAt.getTime()).toBeLessThan(before.getTime())
      expect(closesAt.getTime()).toBe(logged.createdAt.getTime() + 180_000)
      expect((await lotRow(t.database, lotId)).closesAt?.getTime()).toBe(closesAt.getTime())
    })

    it('a bid just after the close is refused, logged as refused, and extends nothing', async () => {
      const lotId = await insertOnlineLot(t.database, auction, { lotNumber: 21 })
      await setCloseFromNow(t.database, lotId, -5)
      const before = await lotRow(t.database, lotId)
      as(await registeredBidder(t.database, auction.slug, 'toolate'))
      expect(refusal((await bid(lotId, 1500_00)).errors).key).toBe('auctions:bid.lotNotOpen')
      const after = await lotRow(t.database, lotId)
      expect(after).toEqual(before)
      const [logged] = await bidLog(t.database, lotId)
      expect(logged).toMatchObject({ accepted: false, refusal: 'lotNotOpen' })
      expect(logged.createdAt.getTime()).toBeGreaterThanOrEqual(before.closesAt!.getTime())
    })

    it('to the millisecond: the stored state closes at its exact close (the contract decides)', async () => {
      // The database clock cannot be set; the millisecond itself is the contract's isOpenAt, fed
      // the state as the api reads it from the row (timestamps kept to the millisecond).
      const lotId = await insertOnlineLot(t.database, auction, { lotNumber: 22 })
      await setCloseFromNow(t.database, lotId, 60_000)
      const lot = await readLot(t.database.db, lotId)
      if (!lot || !isOnlineLot(lot)) throw new Error('lot missing')
      const state = lotState(lot)
      const close = lot.closesAt.getTime()
      const justBefore = applyBid(state, { bidderId: 'x', maxBidCents: 1500_00 }, close - 1)
      expect(justBefore).toMatchObject({ accepted: true, extended: true })
      expect(justBefore.state.closesAtMs).toBe(close - 1 + 180_000)
      const atClose = applyBid(state, { bidderId: 'x', maxBidCents: 1500_00 }, close)
      expect(atClose).toMatchObject({ accepted: false, reason: 'lotNotOpen', extended: false })
    })
  })

  it('a lot of an auction that has not started is upcoming and refuses bids', async () => {
    const later = await insertOnlineAuction(t.database, { endsInMs: 86_400_000 })
    await t.database.db
      .update(auctions)
      .set({ startsAt: new Date(Date.now() + 3_600_000) })
      .where(eq(auctions.id, later.id))
    const lotId = await insertOnlineLot(t.database, later)
    as(await registeredBidder(t.database, later.slug, 'early'))
    expect(refusal((await bid(lotId, 1500_00)).errors).key).toBe('auctions:bid.lotNotOpen')
    const res = await t.gql<{ auctionLot: Record<string, unknown> }>(LOT, { id: String(lotId) })
    expect(res.data?.auctionLot).toMatchObject({ status: 'upcoming', bidCount: 0, bids: [] })
  })

  it('watches and unwatches a lot, idempotently', async () => {
    const lotId = await insertOnlineLot(t.database, auction, { lotNumber: 30 })
    as(await insertBidder(t.database, 'watcher'))
    const WATCH = `mutation ($id: ID!) { watchLot(lotId: $id) { id watching } }`
    const UNWATCH = `mutation ($id: ID!) { unwatchLot(lotId: $id) { id watching } }`
    for (let i = 0; i < 2; i++) {
      const res = await t.gql<{ watchLot: unknown }>(WATCH, { id: String(lotId) })
      expect(res.data?.watchLot).toEqual({ id: String(lotId), watching: true })
    }
    for (let i = 0; i < 2; i++) {
      const res = await t.gql<{ unwatchLot: unknown }>(UNWATCH, { id: String(lotId) })
      expect(res.data?.unwatchLot).toEqual({ id: String(lotId), watching: false })
    }
    expect(refusal((await t.gql(WATCH, { id: '999999' })).errors).code).toBe('NOT_FOUND')
    as(null)
    expect(refusal((await t.gql(WATCH, { id: String(lotId) })).errors).code).toBe('UNAUTHENTICATED')
  })

  it('after its auction, a lot without online bidding is sold when its listing sold, else unsold', async () => {
    const past = await insertOnlineAuction(t.database)
    await t.database.db
      .update(auctions)
      .set({ startsAt: new Date(Date.now() - 7_200_000), endsAt: new Date(Date.now() - 3_600_000) })
      .where(eq(auctions.id, past.id))
    const sold = await insertListing(t.database, { status: 'sold' })
    const lots = await t.database.db
      .insert(auctionLots)
      .values([
        { auctionId: past.id, lotNumber: 1, title: 'Sold machine', listingId: sold.id },
        { auctionId: past.id, lotNumber: 2, title: 'Unsold machine' },
      ])
      .returning({ id: auctionLots.id })
    as(null)
    const statuses = await Promise.all(
      lots.map(async (l) => {
        const res = await t.gql<{ auctionLot: { status: string } }>(LOT, { id: String(l.id) })
        return res.data?.auctionLot.status
      }),
    )
    expect(statuses).toEqual(['sold', 'unsold'])
  })

  it('an onsite lot of the calendar answers its status, with no online bidding fields', async () => {
    const [lot] = await t.database.db
      .insert(auctionLots)
      .values({ auctionId: auction.id, lotNumber: 40, title: 'Lot of buckets' })
      .returning({ id: auctionLots.id })
    as(null)
    const res = await t.gql<{ auctionLot: Record<string, unknown> }>(LOT, { id: String(lot.id) })
    expect(res.errors).toBeUndefined()
    expect(res.data?.auctionLot).toMatchObject({
      status: 'open',
      closesAt: null,
      startingBidCents: null,
      minimumNextBidCents: null,
      bidCount: 0,
      bids: [],
    })
    const cal = await t.gql<{ auction: { lots: Array<{ id: string }> } }>(
      `query ($slug: String!) {
        auction(slug: $slug) { lotIntervalSeconds softCloseSeconds lots { id lotNumber status } }
      }`,
      { slug: auction.slug },
    )
    expect(cal.errors).toBeUndefined()
    expect(cal.data?.auction).toMatchObject({ lotIntervalSeconds: 60, softCloseSeconds: 180 })
    expect(cal.data?.auction.lots).toContainEqual({
      id: String(lot.id),
      lotNumber: 40,
      status: 'open',
    })
  })
})
