import { LIFECYCLE_TRANSITIONS, type ListingStatus } from '@ironyard/contract/listing-enums'
import { inArray } from 'drizzle-orm'
import {
  auctionBiddingLimits,
  auctionBids,
  auctionLots,
  auctionRegistrations,
  listings,
  users,
  type Auction,
} from '../db/schema'
import type { Tx } from '../services/auctions/lot-state'
import { recordAudit } from '../services/audit/record-audit'
import {
  auditView,
  recordCompletedSale,
  updateListingRow,
} from '../services/listing-admin/listing-lifecycle'
import { DAY_MS, isoDate } from './as-of'
import {
  DEMO_BIDDER_LIMIT_CENTS,
  DEMO_BIDDERS,
  registeredAt,
  type SeededLot,
  type SeedBid,
} from './auction-bidding'

/**
 * The demo bidders (users with verified addresses) and their raised limits; rows already there
 * are kept (an admin may have changed a limit).
 */
export async function seedDemoBidders(tx: Tx, asOf: Date): Promise<void> {
  const since = new Date(asOf.getTime() - 90 * DAY_MS)
  await tx
    .insert(users)
    .values(
      DEMO_BIDDERS.map((b) => ({
        id: b.id,
        email: b.email,
        emailVerified: true,
        firstName: b.firstName,
        lastName: b.lastName,
        createdAt: since,
        updatedAt: since,
      })),
    )
    .onConflictDoNothing()
  await tx
    .insert(auctionBiddingLimits)
    .values(
      DEMO_BIDDERS.map((b) => ({
        userId: b.id,
        limitCents: DEMO_BIDDER_LIMIT_CENTS,
        setBy: 'seed',
        updatedAt: since,
      })),
    )
    .onConflictDoNothing()
}

/**
 * One online auction's lots, its bid log in commit order (ids are taken in that order, as under
 * the lot's lock), the demo bidders' registrations (before the auction opened) and, for a past
 * auction, each sold lot's machine sold at the hammer price on its close: the listing becomes
 * sold, the sale joins the completed sales, the audit log says the auction sold it, as the
 * closing job does.
 */
export async function writeOnlineAuction(
  tx: Tx,
  auction: Pick<Auction, 'id' | 'startsAt'>,
  seeded: { lots: SeededLot[]; bids: SeedBid[] },
  kind: 'past' | 'open' | 'upcoming',
): Promise<void> {
  const inserted = await tx
    .insert(auctionLots)
    .values(seeded.lots.map((l) => ({ ...l.row, auctionId: auction.id })))
    .returning({ id: auctionLots.id, lotNumber: auctionLots.lotNumber })
  const lotId = new Map(inserted.map((r) => [r.lotNumber, r.id]))
  if (kind !== 'upcoming') {
    await tx.insert(auctionRegistrations).values(
      DEMO_BIDDERS.map((b, i) => ({
        auctionId: auction.id,
        userId: b.id,
        phone: b.phone,
        termsAcceptedAt: registeredAt(auction.startsAt, i),
        createdAt: registeredAt(auction.startsAt, i),
      })),
    )
  }
  if (seeded.bids.length) {
    await tx.insert(auctionBids).values(
      seeded.bids.map(({ lotNumber, refusal, ...bid }) => ({
        ...bid,
        lotId: lotId.get(lotNumber)!,
        refusal: refusal as (typeof auctionBids.$inferInsert)['refusal'],
      })),
    )
  }
  const sales = seeded.lots.filter((l) => l.sale !== null)
  if (!sales.length) return
  const rows = await tx
    .select()
    .from(listings)
    .where(
      inArray(
        listings.id,
        sales.map((l) => l.machine.id),
      ),
    )
    .for('update')
  const from: readonly ListingStatus[] = LIFECYCLE_TRANSITIONS.markSold
  for (const lot of sales) {
    const listing = rows.find((r) => r.id === lot.machine.id)
    if (!listing || !from.includes(listing.status)) continue
    const { priceCents, at } = lot.sale!
    const soldOn = isoDate(at)
    const updated = await updateListingRow(tx, listing.id, { status: 'sold', soldAt: at }, at)
    await recordCompletedSale(tx, listing, { priceCents, soldOn, channel: 'auction' })
    await recordAudit(tx, {
      actor: null,
      action: 'listing.markSold',
      entityType: 'listing',
      entityKey: listing.stockNumber,
      before: auditView(listing),
      after: {
        ...auditView(updated),
        soldPriceCents: priceCents,
        soldOn,
        auctionLotId: lotId.get(lot.row.lotNumber),
      },
      at,
    })
  }
}
