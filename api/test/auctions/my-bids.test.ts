import { eq } from 'drizzle-orm'
import type { CurrentUser } from '../../src/context'
import { auctionLots } from '../../src/db/schema'
import { standingOf } from '../../src/services/auctions/my-bids'
import { createTestApp, type TestApp } from '../helpers/app'
import { insertListing } from '../factories'
import {
  bidKey,
  insertBidder,
  insertOnlineAuction,
  insertOnlineLot,
  registeredBidder,
} from './bidding-fixtures'

/**
 * Issue 34, the account's bids and the links between a listing and its lot: `myAuctionBids`
 * (leading, outbid, won, lost, withdrawn; the caller's maximum, never another's),
 * `Listing.auctionLot`, `Auction.lot(number)` and `Auction.registeredToBid`.
 */

const PLACE = `mutation ($lotId: ID!, $max: Int!, $key: String!) {
  placeBid(lotId: $lotId, maxBidCents: $max, idempotencyKey: $key) { accepted leading }
}`
const MINE = `{ myAuctionBids {
  lotId auctionSlug auctionName timeZone lotNumber title status standing myMaxBidCents
  currentBidCents closesAt lastBidAt
} }`

interface MyBid {
  lotId: string
  auctionSlug: string
  lotNumber: number
  status: string
  standing: string
  myMaxBidCents: number
  currentBidCents: number | null
  closesAt: string
}

describe('the caller’s auction bids and a listing’s lot (issue 34)', () => {
  let t: TestApp
  let current: CurrentUser | null = null
  const as = (user: CurrentUser | null) => {
    current = user
  }
  const bid = async (lotId: number, max: number) => {
    const res = await t.gql<{ placeBid: { accepted: boolean } }>(PLACE, {
      lotId: String(lotId),
      max,
      key: bidKey(),
    })
    expect(res.errors).toBeUndefined()
  }
  const mine = async () => {
    const res = await t.gql<{ myAuctionBids: MyBid[] }>(MINE)
    expect(res.errors).toBeUndefined()
    return res.data!.myAuctionBids
  }

  beforeAll(async () => {
    t = await createTestApp({ authenticate: () => Promise.resolve(current) })
  })
  afterAll(() => t.close())

  it('lists each lot once with the caller’s standing and maximum, live lots first', async () => {
    const auction = await insertOnlineAuction(t.database)
    const lots = []
    for (let n = 1; n <= 5; n++)
      lots.push(await insertOnlineLot(t.database, auction, { lotNumber: n }))
    const ana = await registeredBidder(t.database, auction.slug, 'ana')
    const bo = await registeredBidder(t.database, auction.slug, 'bo')
    as(ana)
    await bid(lots[0], 1_500_00) // leads
    await bid(lots[0], 2_000_00) // raises: still one lot, maximum 2,000
    await bid(lots[1], 1_200_00) // outbid below
    await bid(lots[2], 3_000_00) // will be sold to ana
    await bid(lots[3], 1_100_00) // sold to bo
    await bid(lots[4], 1_000_00) // withdrawn
    as(bo)
    await bid(lots[1], 5_000_00)
    await bid(lots[3], 9_000_00)
    await t.database.db
      .update(auctionLots)
      .set({ status: 'sold', closedAt: new Date() })
      .where(eq(auctionLots.id, lots[2]))
    await t.database.db
      .update(auctionLots)
      .set({ status: 'sold', closedAt: new Date() })
      .where(eq(auctionLots.id, lots[3]))
    await t.database.db
      .update(auctionLots)
      .set({ status: 'withdrawn' })
      .where(eq(auctionLots.id, lots[4]))

    as(ana)
    const list = await mine()
    expect(list.map((b) => [b.lotNumber, b.standing, b.myMaxBidCents])).toEqual([
      [1, 'leading', 2_000_00],
      [2, 'outbid', 1_200_00],
      // Decided lots, latest close first (lot n closes a minute after lot n - 1).
      [5, 'withdrawn', 1_000_00],
      [4, 'lost', 1_100_00],
      [3, 'won', 3_000_00],
    ])
    expect(list[0]).toMatchObject({
      lotId: String(lots[0]),
      auctionSlug: auction.slug,
      status: 'open',
      currentBidCents: 1_000_00,
    })
    // Bo's maximum is never shown to Ana: the price is the proxy's, 1,200 + 100.
    expect(list[1].currentBidCents).toBe(1_300_00)

    as(bo)
    expect((await mine()).map((b) => [b.lotNumber, b.standing])).toEqual([
      [2, 'leading'],
      [4, 'won'],
    ])
  })

  it('shows nothing to a bidder without bids, and refuses visitors', async () => {
    as(await insertBidder(t.database, 'none'))
    expect(await mine()).toEqual([])
    as(null)
    const res = await t.gql(MINE)
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
  })

  it('reads the standing from the lot’s state', () => {
    expect(standingOf('open', true)).toBe('leading')
    expect(standingOf('upcoming', false)).toBe('outbid')
    expect(standingOf('sold', true)).toBe('won')
    expect(standingOf('sold', false)).toBe('lost')
    expect(standingOf('unsold', true)).toBe('lost')
    expect(standingOf('withdrawn', true)).toBe('withdrawn')
  })

  it('links a listing to its live lot, in one read for several listings', async () => {
    const auction = await insertOnlineAuction(t.database)
    const inSale = await insertListing(t.database)
    const notInSale = await insertListing(t.database)
    const lotId = await insertOnlineLot(t.database, auction, { lotNumber: 7, listingId: inSale.id })
    const q = `query ($a: String!, $b: String!) {
      a: listing(stockNumber: $a) { auctionLot { lotId auctionSlug lotNumber status closesAt } }
      b: listing(stockNumber: $b) { auctionLot { lotId } }
    }`
    const res = await t.gql<{
      a: { auctionLot: Record<string, unknown> | null }
      b: { auctionLot: unknown }
    }>(q, { a: inSale.stockNumber, b: notInSale.stockNumber })
    expect(res.errors).toBeUndefined()
    expect(res.data?.a.auctionLot).toMatchObject({
      lotId: String(lotId),
      auctionSlug: auction.slug,
      lotNumber: 7,
      status: 'open',
    })
    expect(res.data?.b.auctionLot).toBeNull()

    // A decided lot is no longer linked.
    await t.database.db
      .update(auctionLots)
      .set({ status: 'unsold' })
      .where(eq(auctionLots.id, lotId))
    const after = await t.gql<{ a: { auctionLot: unknown } }>(q, {
      a: inSale.stockNumber,
      b: notInSale.stockNumber,
    })
    expect(after.data?.a.auctionLot).toBeNull()
  })

  it('finds a lot by number and tells whether the caller registered', async () => {
    const auction = await insertOnlineAuction(t.database)
    const lotId = await insertOnlineLot(t.database, auction, { lotNumber: 3 })
    const q = `query ($slug: String!, $n: Int!) {
      auction(slug: $slug) { registeredToBid lot(number: $n) { id lotNumber } }
    }`
    type A = { auction: { registeredToBid: boolean; lot: { id: string } | null } }
    as(null)
    const anon = await t.gql<A>(q, { slug: auction.slug, n: 3 })
    expect(anon.data?.auction).toEqual({
      registeredToBid: false,
      lot: { id: String(lotId), lotNumber: 3 },
    })
    expect((await t.gql<A>(q, { slug: auction.slug, n: 4 })).data?.auction.lot).toBeNull()
    expect((await t.gql<A>(q, { slug: auction.slug, n: -1 })).data?.auction.lot).toBeNull()
    as(await insertBidder(t.database, 'unreg'))
    expect((await t.gql<A>(q, { slug: auction.slug, n: 3 })).data?.auction.registeredToBid).toBe(
      false,
    )
    as(await registeredBidder(t.database, auction.slug, 'reg'))
    expect((await t.gql<A>(q, { slug: auction.slug, n: 3 })).data?.auction.registeredToBid).toBe(
      true,
    )
  })
})
