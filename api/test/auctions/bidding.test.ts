import { applyBid } from '@ironyard/contract/auctions/apply-bid'
import { MAX_BID_CENTS } from '@ironyard/contract/auctions/bid-refusals'
import { eq } from 'drizzle-orm'
import type { CurrentUser } from '../../src/context'
import {
  auctionBiddingLimits,
  auctionLots,
  auctions,
  sellers,
  userProfiles,
} from '../../src/db/schema'
import { isOnlineLot, lotState, readLot } from '../../src/services/auctions/lot-state'
import { logger } from '../../src/lib/logger'
import { placeBid } from '../../src/services/auctions/place-bid'
import { createTestApp, type TestApp } from '../helpers/app'
import { insertListing } from '../factories'
import {
  bidKey,
  bidLog,
  insertBidder,
  insertOnlineAuction,
  insertOnlineLot,
  lotRow,
  registeredBidder,
  setCloseFromNow,
} from './bidding-fixtures'

/**
 * Issue 34 through GraphQL: registering, placing bids, refusals with their message keys in both
 * languages, the access rules (not registered, staff, own machine), the lot's public and
 * personal fields, watching, and the soft close at the database's clock.
 */

const PLACE = `mutation ($lotId: ID!, $max: Int!, $key: String!) {
  placeBid(lotId: $lotId, maxBidCents: $max, idempotencyKey: $key) {
    accepted leading currentBidCents minimumNextBidCents closesAt
    lot { id bidCount currentBidCents leading myMaxBidCents }
  }
}`
const REGISTER = `mutation ($slug: String!, $accept: Boolean!, $phone: String) {
  registerToBid(auctionSlug: $slug, acceptTerms: $accept, phone: $phone) {
    auctionSlug registeredAt biddingLimitCents
  }
}`
const LOT = `query ($id: ID!) {
  auctionLot(id: $id) {
    id lotNumber status closesAt startingBidCents currentBidCents minimumNextBidCents bidCount
    reserveMet myMaxBidCents leading watching
    bids { bidderNumber bidderLabel amountCents at mine }
  }
}`

interface Err {
  message: string
  extensions?: { code?: string; messageKey?: string; messageVars?: Record<string, unknown> }
}

describe('auction bidding over GraphQL (issue 34)', () => {
  let t: TestApp
  let current: CurrentUser | null = null
  let auction: Awaited<ReturnType<typeof insertOnlineAuction>>
  const as = (user: CurrentUser | null) => {
    current = user
  }
  const refusal = (errors: Err[] | undefined) => ({
    code: errors?.[0]?.extensions?.code,
    key: errors?.[0]?.extensions?.messageKey,
    message: errors?.[0]?.message,
  })
  const bid = (lotId: number, max: number, headers?: Record<string, string>, key = bidKey()) =>
    t.gql<{ placeBid: Record<string, unknown> }>(PLACE, { lotId: String(lotId), max, key }, headers)

  beforeAll(async () => {
    t = await createTestApp({ authenticate: () => Promise.resolve(current) })
    auction = await insertOnlineAuction(t.database)
  })
  afterAll(() => t.close())

  describe('registerToBid', () => {
    it('registers a verified user once, with the phone of their profile', async () => {
      const ana = await insertBidder(t.database, 'reg')
      await t.database.db.insert(userProfiles).values({ userId: ana.id, phone: '(512) 555-0100' })
      as(ana)
      const first = await t.gql<{ registerToBid: { registeredAt: string } }>(REGISTER, {
        slug: auction.slug,
        accept: true,
      })
      expect(first.errors).toBeUndefined()
      expect(first.data?.registerToBid).toMatchObject({
        auctionSlug: auction.slug,
        biddingLimitCents: 250_000_00,
      })
      const again = await t.gql<{ registerToBid: { registeredAt: string } }>(REGISTER, {
        slug: auction.slug,
        accept: true,
        phone: '+1 737 555 0199',
      })
      expect(again.data?.registerToBid.registeredAt).toBe(first.data?.registerToBid.registeredAt)
    })

    it('refuses without terms, without a phone, with an unverified address, staff, and onsite sales', async () => {
      const bo = await insertBidder(t.database, 'noreg')
      as(bo)
      const noTerms = await t.gql(REGISTER, {
        slug: auction.slug,
        accept: false,
        phone: '+1 512 555 0100',
      })
      expect(refusal(noTerms.errors)).toMatchObject({
        code: 'VALIDATION',
        key: 'auctions:register.termsRequired',
      })
      const noPhone = await t.gql(REGISTER, { slug: auction.slug, accept: true })
      expect(refusal(noPhone.errors).code).toBe('VALIDATION')
      expect(
        (noPhone.errors?.[0].extensions?.fields as Array<{ path: string; key: string }>)[0],
      ).toMatchObject({ path: 'phone', key: 'validation.phoneRequired' })

      as({ ...bo, emailVerified: false })
      const unverified = await t.gql(REGISTER, {
        slug: auction.slug,
        accept: true,
        phone: '+1 512 555 0100',
      })
      expect(refusal(unverified.errors)).toMatchObject({
        code: 'FORBIDDEN',
        key: 'auctions:register.emailNotVerified',
      })
      as({ ...bo, roles: [...bo.roles, 'admin'] })
      const staff = await t.gql(REGISTER, {
        slug: auction.slug,
        accept: true,
        phone: '+1 512 555 0100',
      })
      expect(refusal(staff.errors)).toMatchObject({ code: 'FORBIDDEN', key: 'auctions:bid.staff' })

      as(bo)
      const [onsite] = await t.database.db
        .insert(auctions)
        .values({
          slug: `onsite-${bo.id.slice(-6)}`,
          nameEn: 'Onsite',
          nameEs: 'Presencial',
          descriptionEn: 'x',
          descriptionEs: 'x',
          format: 'onsite',
          startsAt: new Date(Date.now() - 1000),
          endsAt: new Date(Date.now() + 86_400_000),
          timeZone: 'America/Chicago',
          city: 'Austin',
          state: 'TX',
        })
        .returning({ slug: auctions.slug })
      const offline = await t.gql(REGISTER, {
        slug: onsite.slug,
        accept: true,
        phone: '+1 512 555 0100',
      })
      expect(refusal(offline.errors)).toMatchObject({
        code: 'CONFLICT',
        key: 'auctions:register.notOnline',
      })
      const unknown = await t.gql(REGISTER, { slug: 'no-such-sale', accept: true })
      expect(refusal(unknown.errors)).toMatchObject({
        code: 'NOT_FOUND',
        key: 'auctions:auction.notFound',
      })
    })
  })

  describe('placeBid', () => {
    it('accepts a proxy bid and answers the price, the lead, the next bid and the close', async () => {
      const lotId = await insertOnlineLot(t.database, auction, { lotNumber: 10 })
      const [a, b] = [
        await registeredBidder(t.database, auction.slug, 'pa'),
        await registeredBidder(t.database, auction.slug, 'pb'),
      ]
      as(a)
      const first = await bid(lotId, 2000_00)
      expect(first.errors).toBeUndefined()
      expect(first.data?.placeBid).toMatchObject({
        accepted: true,
        leading: true,
        currentBidCents: 1000_00,
        minimumNextBidCents: 1100_00,
        lot: { id: String(lotId), bidCount: 1, currentBidCents: 1000_00, leading: true },
      })
      expect(first.data?.placeBid.lot).toMatchObject({ myMaxBidCents: 2000_00 })
      as(b)
      const second = await bid(lotId, 1500_00)
      expect(second.data?.placeBid).toMatchObject({
        accepted: true,
        leading: false,
        currentBidCents: 1600_00,
        minimumNextBidCents: 1700_00,
      })

      // The public history: numbers, prices after each bid, never a maximum nor an id.
      as(null)
      const pub = await t.gql<{ auctionLot: Record<string, unknown> }>(LOT, { id: String(lotId) })
      expect(pub.errors).toBeUndefined()
      expect(pub.data?.auctionLot).toMatchObject({
        status: 'open',
        startingBidCents: 1000_00,
        currentBidCents: 1600_00,
        minimumNextBidCents: 1700_00,
        bidCount: 2,
        reserveMet: null,
        myMaxBidCents: null,
        leading: false,
        watching: false,
      })
      const bids = pub.data?.auctionLot.bids as Array<Record<string, unknown>>
      expect(bids.map((x) => [x.bidderLabel, x.bidderNumber, x.amountCents, x.mine])).toEqual([
        ['Bidder 2', 2, 1600_00, false],
        ['Bidder 1', 1, 1000_00, false],
      ])
      expect(JSON.stringify(pub.data)).not.toContain(a.id)
      expect(JSON.stringify(pub.data)).not.toContain('200000')
      as(b)
      const mine = await t.gql<{ auctionLot: Record<string, unknown> }>(LOT, { id: String(lotId) })
      expect(mine.data?.auctionLot).toMatchObject({ myMaxBidCents: 1500_00, leading: false })
      expect((mine.data?.auctionLot.bids as Array<{ mine: boolean }>).map((x) => x.mine)).toEqual([
        true,
        false,
      ])
    })

    it('refuses with each reason as a translated message key (English and Spanish)', async () => {
      const [owner] = await t.database.db
        .insert(sellers)
        .values({
          name: 'Own Machine Partners',
          kind: 'partner',
          street: '1 Main St',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
          email: 'owner.seller@example.com',
        })
        .returning({ id: sellers.id })
      const listing = await insertListing(t.database, { sellerId: owner.id, status: 'available' })
      const lotId = await insertOnlineLot(t.database, auction, {
        lotNumber: 11,
        listingId: listing.id,
        reserveCents: 3000_00,
      })
      const es = { 'x-locale': 'es' }

      as(await insertBidder(t.database, 'unreg'))
      expect(refusal((await bid(lotId, 2000_00)).errors)).toEqual({
        code: 'FORBIDDEN',
        key: 'auctions:bid.notRegistered',
        message: 'Register to bid in this auction first',
      })
      expect(refusal((await bid(lotId, 2000_00, es)).errors).message).toBe(
        'Primero regístrate para pujar en esta subasta',
      )

      const member = await registeredBidder(t.database, auction.slug, 'member', {
        roles: ['stytch_user', 'partner'],
        partnerSellerId: owner.id,
      })
      as(member)
      expect(refusal((await bid(lotId, 2000_00)).errors)).toMatchObject({
        code: 'FORBIDDEN',
        key: 'auctions:bid.ownMachine',
      })
      const seller = await registeredBidder(t.database, auction.slug, 'seller')
      await t.database.db
        .update(sellers)
        .set({ email: seller.email.toUpperCase() })
        .where(eq(sellers.id, owner.id))
      as(seller)
      expect(refusal((await bid(lotId, 2000_00, es)).errors)).toEqual({
        code: 'FORBIDDEN',
        key: 'auctions:bid.ownMachine',
        message: 'No puedes pujar por tu propia máquina',
      })

      const staff = await registeredBidder(t.database, auction.slug, 'staff')
      as({ ...staff, roles: [...staff.roles, 'admin'] })
      expect(refusal((await bid(lotId, 2000_00)).errors)).toMatchObject({
        code: 'FORBIDDEN',
        key: 'auctions:bid.staff',
      })

      const cy = await registeredBidder(t.database, auction.slug, 'cy')
      as(cy)
      for (const amount of [0, -5, MAX_BID_CENTS + 1]) {
        expect(refusal((await bid(lotId, amount)).errors)).toEqual({
          code: 'VALIDATION',
          key: 'validation:validation.bidAmountInvalid',
          message: 'Bid amount is invalid',
        })
      }
      expect(refusal((await bid(lotId, 0, es)).errors).message).toBe(
        'El monto de la puja no es válido',
      )
      // GraphQL's Int! never lets a missing amount through; the service says so for other callers.
      for (const [locale, text] of [
        ['en', 'Bid amount is required'],
        ['es', 'El monto de la puja es obligatorio'],
      ] as const) {
        const missing = placeBid(
          { database: t.database, env: t.env, logger, now: () => new Date() },
          cy,
          { lotId: String(lotId), maxBidCents: undefined, idempotencyKey: bidKey() },
          locale,
        )
        await expect(missing).rejects.toMatchObject({
          messageKey: 'validation:validation.bidAmountRequired',
          fields: [{ path: 'maxBidCents', key: 'validation.bidAmountRequired', message: text }],
        })
      }
      expect(refusal((await bid(lotId, 999_99)).errors)).toEqual({
        code: 'VALIDATION',
        key: 'auctions:bid.belowMinimum',
        message: 'Your bid is below the next acceptable bid of $1,000',
      })
      expect((await bid(lotId, 999_99)).errors?.[0].extensions?.messageVars).toMatchObject({
        minimumCents: 1000_00,
      })
      // Accepted under the reserve, then the reserve is met by a raise (the price jumps to it).
      expect((await bid(lotId, 2000_00)).data?.placeBid).toMatchObject({ currentBidCents: 1000_00 })
      as(null)
      expect(
        (await t.gql<{ auctionLot: { reserveMet: boolean } }>(LOT, { id: String(lotId) })).data
          ?.auctionLot.reserveMet,
      ).toBe(false)
      as(cy)
      expect((await bid(lotId, 3500_00)).data?.placeBid).toMatchObject({ currentBidCents: 3000_00 })
      expect(
        (await t.gql<{ auctionLot: { reserveMet: boolean } }>(LOT, { id: String(lotId) })).data
          ?.auctionLot.reserveMet,
      ).toBe(true)

      // Over the limit (lowered by an admin), and a lot no longer open.
      const dee = await registeredBidder(t.database, auction.slug, 'dee')
      await t.database.db
        .update(auctionBiddingLimits)
        .set({ limitCents: 50_000_00 })
        .where(eq(auctionBiddingLimits.userId, dee.id))
      as(dee)
      expect(refusal((await bid(lotId, 60_000_00, es)).errors)).toEqual({
        code: 'CONFLICT',
        key: 'auctions:bid.overLimit',
        message: 'Esta puja supera tu límite de pujas',
      })
      await t.database.db
        .update(auctionLots)
        .set({ status: 'withdrawn' })
        .where(eq(auctionLots.id, lotId))
      expect(refusal((await bid(lotId, 4000_00)).errors)).toEqual({
        code: 'CONFLICT',
        key: 'auctions:bid.lotNotOpen',
        message: 'This lot is not open for bidding',
      })
      expect((await lotRow(t.database, lotId)).bidCount).toBe(2)
    })

    it('answers an unknown lot as NOT_FOUND, and auctionLot as null', async () => {
      as(await registeredBidder(t.database, auction.slug, 'nf'))
      expect(refusal((await bid(999_999, 2000_00)).errors)).toMatchObject({
        code: 'NOT_FOUND',
        key: 'auctions:lot.notFound',
      })
      for (const id of ['999999', 'abc', '-1']) {
        const res = await t.gql<{ auctionLot: unknown }>(LOT, { id })
        expect(res.errors).toBeUndefined()
        expect(res.data?.auctionLot).toBeNull()
      }
    })
  })

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
