import { addAuctionLotSchema } from '@ironyard/contract/auctions/admin'
import { lotClosesAtMs } from '@ironyard/contract/auctions/soft-close'
import { isForSale } from '@ironyard/contract/listing-enums'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { auctionLots, auctions, listings, makes } from '../../db/schema'
import type { Locale } from '../../lib/locale'
import { recordAudit, type Actor } from '../audit/record-audit'
import { databaseNow } from '../auctions/lot-state'
import { parseAuctionInput, refuseField, type AuctionAdminDeps } from './auction-admin-common'

const LIVE = ['upcoming', 'open'] as const

/**
 * addAuctionLot (issue 34): a listing of the marketplace as the next lot of an online auction.
 * Lot n closes at the auction's end plus (n − 1) × its lot interval (the contract's
 * `lotClosesAtMs`); the title is the listing's ("2019 Caterpillar 320").
 *
 * Under the auction's row lock (`FOR NO KEY UPDATE`: bids and registrations, which only read the
 * auction or reference it, never wait for it), so two adds to one auction take lot numbers one
 * after the other; then the listing's row lock, so one machine is never in two open lots (an add
 * to another auction waits, then sees the first lot). Adding the same stock number with the same
 * terms again answers the lot it made (a double submit); with other terms it is a field error.
 * Refused: an auction that is not online or has ended (the database's clock, as bids), a listing
 * not for sale, a listing in an open lot of any auction.
 */
export async function addAuctionLot(
  deps: AuctionAdminDeps,
  actor: Actor,
  rawArgs: unknown,
  locale: Locale,
): Promise<number> {
  const v = parseAuctionInput(addAuctionLotSchema, rawArgs ?? {}, locale)
  return deps.database.db.transaction(async (tx) => {
    const [auction] = await tx
      .select()
      .from(auctions)
      .where(eq(auctions.slug, v.auctionSlug))
      .for('no key update')
    if (!auction) refuseField(locale, 'auctionSlug', 'auctionNotFound')
    const [listing] = await tx
      .select({
        id: listings.id,
        stockNumber: listings.stockNumber,
        status: listings.status,
        year: listings.year,
        model: listings.model,
        makeName: makes.name,
      })
      .from(listings)
      .innerJoin(makes, eq(makes.id, listings.makeId))
      .where(eq(listings.stockNumber, v.stockNumber))
      .for('no key update', { of: listings })
    if (!listing) refuseField(locale, 'stockNumber', 'listingNotFound')

    const open = await tx
      .select({
        id: auctionLots.id,
        auctionId: auctionLots.auctionId,
        startingBidCents: auctionLots.startingBidCents,
        reserveCents: auctionLots.reserveCents,
      })
      .from(auctionLots)
      .where(and(eq(auctionLots.listingId, listing.id), inArray(auctionLots.status, LIVE)))
    const here = open.find((l) => l.auctionId === auction.id)
    if (here) {
      // The same add again answers its lot; other terms are another request.
      const same =
        here.startingBidCents === v.startingBidCents &&
        (here.reserveCents ?? null) === (v.reserveCents ?? null)
      if (!same) refuseField(locale, 'stockNumber', 'alreadyInAuction')
      return here.id
    }
    if (auction.format !== 'online') refuseField(locale, 'auctionSlug', 'notOnline')
    const now = await databaseNow(tx)
    if (now >= auction.endsAt) refuseField(locale, 'auctionSlug', 'auctionEnded')
    if (!isForSale(listing.status)) refuseField(locale, 'stockNumber', 'listingNotForSale')
    if (open.length) refuseField(locale, 'stockNumber', 'listingInOpenLot')

    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${auctionLots.lotNumber}), 0)::int + 1` })
      .from(auctionLots)
      .where(eq(auctionLots.auctionId, auction.id))
    const close = new Date(
      lotClosesAtMs(auction.endsAt.getTime(), next, auction.lotIntervalSeconds),
    )
    const title = `${listing.year} ${listing.makeName} ${listing.model}`
    const [lot] = await tx
      .insert(auctionLots)
      .values({
        auctionId: auction.id,
        lotNumber: next,
        title,
        listingId: listing.id,
        status: 'upcoming',
        startingBidCents: v.startingBidCents,
        reserveCents: v.reserveCents ?? null,
        scheduledCloseAt: close,
        closesAt: close,
      })
      .returning({ id: auctionLots.id })
    await recordAudit(tx, {
      actor,
      action: 'auctionLot.add',
      entityType: 'auction_lot',
      entityKey: `${auction.slug}/${next}`,
      before: null,
      after: {
        lotId: lot.id,
        lotNumber: next,
        stockNumber: listing.stockNumber,
        title,
        startingBidCents: v.startingBidCents,
        reserveCents: v.reserveCents ?? null,
        closesAt: close.toISOString(),
      },
      at: deps.now(),
    })
    return lot.id
  })
}
