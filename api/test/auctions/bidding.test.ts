import type { TestApp } from '../helpers/app'
import { userProfiles, auctions } from '../../src/db/schema'
import { insertBidder, insertOnlineLot, registeredBidder } from './bidding-fixtures'
import { LOT, REGISTER, openBiddingSuite, refusal, type BiddingSuite } from './bidding-graphql'

/**
 * Issue 34 through GraphQL: registering to bid, a proxy bid accepted with the lot's public and
 * personal fields, an unknown lot. Refusals: bidding-refusals.test.ts; the soft close and the
 * lot's states: bidding-lot-states.test.ts.
 */

describe('auction bidding over GraphQL (issue 34)', () => {
  let t: TestApp
  let auction: BiddingSuite['auction']
  let as: BiddingSuite['as']
  let bid: BiddingSuite['bid']
  beforeAll(async () => {
    ;({ t, auction, as, bid } = await openBiddingSuite())
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
})
