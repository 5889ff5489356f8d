import { minimumNextBidCents, reserveMet } from '@ironyard/contract/auctions/proxy-bidding'
import { sql } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import { lotEventBus, type LotUpdate } from './lot-event-bus'
import { isOnlineLot, lotState, readLot, shownStatus } from './lot-state'

export type { LotUpdate } from './lot-event-bus'

/** What publishing needs: the database (one read), the configuration (Redis), a logger, the clock. */
export type LotEventDeps = Pick<AppDeps, 'database' | 'env' | 'logger' | 'now'>

/**
 * Issue 34, `Subscription.lotUpdated`: tell every watcher of the lot (in every api process,
 * through Redis when configured) what the lot shows now. Call it AFTER the transaction that changed
 * the lot has committed: a placed bid (accepted, not an idempotent replay), a closing that decided
 * the lot, a withdrawal. Reads the lot once (the lot row, then the newest accepted bid and the
 * bidder numbers in one query) and publishes. It never throws: the change is already committed,
 * and a watcher that misses an update gets the whole state with the next one (a failure is logged).
 * `extended`: this change moved the lot's close (the soft close).
 */
export async function publishLotUpdated(
  deps: LotEventDeps,
  lotId: number,
  opts: { extended?: boolean } = {},
): Promise<void> {
  try {
    const update = await readLotUpdate(deps, lotId, opts.extended ?? false)
    if (update) await lotEventBus(deps).publish(update)
  } catch (err) {
    deps.logger.warn({ err: (err as Error).message, lotId }, 'lot update not published')
  }
}

/** The lot's public state as an update; null for an unknown lot or one without online bidding. */
export async function readLotUpdate(
  deps: Pick<AppDeps, 'database' | 'now'>,
  lotId: number,
  extended = false,
): Promise<LotUpdate | null> {
  const lot = await readLot(deps.database.db, lotId)
  if (!lot || !isOnlineLot(lot)) return null
  // Bidders are numbered by their first accepted bid (as the public history numbers them).
  const [last] = await deps.database.rows<{
    price_after_cents: number | null
    created_at: Date | string
    last_n: string | number | null
    leader_n: string | number | null
  }>(sql`
    WITH numbered AS (
      SELECT bidder_id, row_number() OVER (ORDER BY min(id)) AS n
      FROM auction_bids WHERE lot_id = ${lotId} AND accepted GROUP BY bidder_id
    ), newest AS (
      SELECT bidder_id, price_after_cents, created_at FROM auction_bids
      WHERE lot_id = ${lotId} AND accepted ORDER BY id DESC LIMIT 1
    )
    SELECT newest.price_after_cents, newest.created_at,
      (SELECT n FROM numbered WHERE numbered.bidder_id = newest.bidder_id) AS last_n,
      (SELECT n FROM numbered WHERE numbered.bidder_id = ${lot.leaderId}) AS leader_n
    FROM newest`)
  const state = lotState(lot)
  return {
    lotId: String(lot.id),
    status: shownStatus(lot, deps.now()),
    currentBidCents: lot.priceCents,
    minimumNextBidCents: minimumNextBidCents(state),
    bidCount: lot.bidCount,
    closesAt: lot.closesAt.toISOString(),
    reserveMet: reserveMet(state),
    leaderBidderNumber: last?.leader_n == null ? null : Number(last.leader_n),
    lastBidderNumber: last?.last_n == null ? null : Number(last.last_n),
    lastBidAmountCents: last?.price_after_cents ?? null,
    lastBidAt: last ? new Date(last.created_at).toISOString() : null,
    extended,
  }
}
