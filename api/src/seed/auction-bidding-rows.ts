import {
  auctionBiddingLimits,
  auctionBids,
  auctionLots,
  auctionRegistrations,
  users,
  type Auction,
} from '../db/schema'
import { sellListing } from '../services/auctions/close-lot'
import type { Tx } from '../services/auctions/lot-state'
import { DAY_MS } from './as-of'
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
  for (const lot of seeded.lots) {
    if (!lot.sale) continue
    const { priceCents, at } = lot.sale
    await sellListing(tx, lot.machine.id, lotId.get(lot.row.lotNumber)!, priceCents, at)
  }
}
