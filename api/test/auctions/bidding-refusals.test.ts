import { MAX_BID_CENTS } from '@ironyard/contract/auctions/bid-refusals'
import { eq } from 'drizzle-orm'
import { auctionBiddingLimits, auctionLots, sellers } from '../../src/db/schema'
import { logger } from '../../src/lib/logger'
import { placeBid } from '../../src/services/auctions/place-bid'
import type { TestApp } from '../helpers/app'
import { insertListing } from '../factories'
import { bidKey, insertBidder, insertOnlineLot, lotRow, registeredBidder } from './bidding-fixtures'
import { LOT, openBiddingSuite, refusal, type BiddingSuite } from './bidding-graphql'

/**
 * Issue 34: each reason placeBid refuses a bid for (not registered, own machine, staff, amount,
 * below the minimum, over the limit, lot not open), as a translated message key in English and
 * Spanish, and the reserve met by a raise.
 */

describe('auction bidding refusals over GraphQL (issue 34)', () => {
  let t: TestApp
  let auction: BiddingSuite['auction']
  let as: BiddingSuite['as']
  let bid: BiddingSuite['bid']
  beforeAll(async () => {
    ;({ t, auction, as, bid } = await openBiddingSuite())
  })
  afterAll(() => t.close())

  describe('placeBid', () => {
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
  })
})
