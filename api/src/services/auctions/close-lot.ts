import { closingResult } from '@ironyard/contract/auctions/proxy-bidding'
import { LIFECYCLE_TRANSITIONS, type ListingStatus } from '@ironyard/contract/listing-enums'
import { eq, sql } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import { auctionLots, listings, type AuctionLotStatus } from '../../db/schema'
import { recordAudit } from '../audit/record-audit'
import { rateAfterWrite } from '../listing-insights/rate-after-write'
import {
  auditView,
  recordCompletedSale,
  updateListingRow,
} from '../listing-admin/listing-lifecycle'
import { enqueueOutbox } from '../outbox/outbox'
import { markSearchIndexStale } from '../search/search-runtime'
import { enqueueClosingMails, enqueueClosingSoonMails } from './auction-mail'
import { publishLotUpdated } from './lot-events'
import { databaseNow, isLive, isOnlineLot, lotState, readLot, type Tx } from './lot-state'

/** The outbox topic of one lot's closing (handler: jobs/handlers/auction-close-lot.ts). */
export const CLOSE_LOT_TOPIC = 'auctions.close-lot'

export interface CloseLotResult {
  lotId: number
  status: AuctionLotStatus
  /** This call decided the lot; false when it was decided before, or its close has not passed. */
  closedNow: boolean
  /** The buyer and the price when sold (by this call or before). */
  buyerId: string | null
  priceCents: number | null
}

type Deps = Pick<AppDeps, 'database' | 'env' | 'logger' | 'now'>

/**
 * Issue 34, point 3: close one lot, once in effect however many workers run it and however often:
 * under the lot's lock, a lot already decided is answered as it is, a lot whose close (by the
 * database's clock) has not passed is left alone, and otherwise the contract's `closingResult`
 * decides: `sold` to the leader at the shown price (the listing becomes sold, the sale joins the
 * completed sales at that price, an audit entry says the auction sold it) or `unsold`.
 */
export async function closeLot(deps: Deps, lotId: number): Promise<CloseLotResult | null> {
  let soldListingId: number | null = null
  const result = await deps.database.db.transaction(async (tx) => {
    const lot = await readLot(tx, lotId, { lock: true })
    if (!lot) return null
    const decided = (closedNow: boolean): CloseLotResult => ({
      lotId,
      status: lot.status,
      closedNow,
      buyerId: lot.status === 'sold' ? lot.leaderId : null,
      priceCents: lot.status === 'sold' ? lot.priceCents : null,
    })
    if (!isLive(lot.status) || !isOnlineLot(lot)) return decided(false)
    const at = await databaseNow(tx)
    if (at < lot.closesAt) return decided(false)
    const outcome = closingResult(lotState(lot))
    if (outcome.outcome === 'unsold') {
      await tx
        .update(auctionLots)
        .set({ status: 'unsold', closedAt: at })
        .where(eq(auctionLots.id, lotId))
      await enqueueClosingMails(tx, lotId, { sold: false })
      return { lotId, status: 'unsold' as const, closedNow: true, buyerId: null, priceCents: null }
    }
    await tx
      .update(auctionLots)
      .set({ status: 'sold', closedAt: at })
      .where(eq(auctionLots.id, lotId))
    await enqueueClosingMails(tx, lotId, { sold: true, buyerId: outcome.buyerId })
    if (lot.listingId !== null) {
      soldListingId = await sellListing(tx, lot.listingId, lotId, outcome.priceCents, at)
    }
    return {
      lotId,
      status: 'sold' as const,
      closedNow: true,
      buyerId: outcome.buyerId,
      priceCents: outcome.priceCents,
    }
  })
  if (soldListingId !== null) {
    await rateAfterWrite(deps, [soldListingId])
    markSearchIndexStale(deps.database)
  }
  if (result?.closedNow) await publishLotUpdated(deps, lotId)
  return result
}

/**
 * The lot's listing becomes sold at the hammer price, like the console's "mark sold" (the sale
 * joins the completed sales valuations read), when its state allows the step; a listing sold or
 * removed meanwhile is left as it is (the seed's past sample auction sells its lots through it too). The advertised price is not changed: a lower hammer price
 * written there would read as a price cut and mail the machine's favoriters.
 */
export async function sellListing(
  tx: Tx,
  listingId: number,
  lotId: number,
  priceCents: number,
  at: Date,
): Promise<number | null> {
  const [listing] = await tx.select().from(listings).where(eq(listings.id, listingId)).for('update')
  const from: readonly ListingStatus[] = LIFECYCLE_TRANSITIONS.markSold
  if (!listing || !from.includes(listing.status)) return null
  const soldOn = at.toISOString().slice(0, 10)
  const updated = await updateListingRow(tx, listingId, { status: 'sold', soldAt: at }, at)
  await recordCompletedSale(tx, listing, { priceCents, soldOn, channel: 'auction' })
  await recordAudit(tx, {
    actor: null,
    action: 'listing.markSold',
    entityType: 'listing',
    entityKey: listing.stockNumber,
    before: auditView(listing),
    after: { ...auditView(updated), soldPriceCents: priceCents, soldOn, auctionLotId: lotId },
    at,
  })
  return listingId
}

/** Lots not closed yet whose close has passed, by the database's clock, oldest close first. */
export async function lotsDueToClose(
  deps: Pick<AppDeps, 'database'>,
  limit = 500,
): Promise<Array<{ lotId: number; closesAtMicros: number }>> {
  const rows = await deps.database.rows<{ id: number; micros: string | number }>(sql`
    SELECT id, (extract(epoch FROM closes_at) * 1000000)::bigint AS micros FROM auction_lots
    WHERE status IN ('upcoming', 'open') AND closes_at IS NOT NULL AND closes_at <= clock_timestamp()
    ORDER BY closes_at, id
    LIMIT ${limit}`)
  return rows.map((r) => ({ lotId: r.id, closesAtMicros: Number(r.micros) }))
}

/**
 * One closing job per lot and close in force: a bid committing its extension just as the sweeper
 * reads the old close makes that job find the lot not due (it leaves it open); the extended close
 * is another key, so the sweeper enqueues the lot again when that close passes.
 */
export const closeLotDedupeKey = (lotId: number, closesAtMicros: number) =>
  `auction-close-lot:${lotId}:${closesAtMicros}`

/**
 * The sweeper (every scheduler tick, in every api and worker process): one closing job per lot
 * whose close has passed, through the outbox; the dedupe key makes it one row however many
 * processes sweep. Answers the lots it found due.
 */
export async function enqueueDueLotClosings(deps: Pick<AppDeps, 'database'>): Promise<number[]> {
  // Watchers of the lots closing within the hour are reminded first (issue 34, point 4).
  await enqueueClosingSoonMails(deps)
  const due = await lotsDueToClose(deps)
  if (!due.length) return []
  await deps.database.db.transaction(async (tx) => {
    for (const { lotId, closesAtMicros } of due) {
      await enqueueOutbox(tx, CLOSE_LOT_TOPIC, { lotId }, closeLotDedupeKey(lotId, closesAtMicros))
    }
  })
  return due.map((d) => d.lotId)
}
