import { sql } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import { enqueueOutbox } from '../outbox/outbox'
import { TOPICS } from './topics'

/**
 * How far back each scan looks. Scans run every few minutes; the overlap catches price changes
 * whose transaction committed after a later scan started (and scans missed while every process
 * was down for a while). Dedupe keys make the overlap free of repeats.
 */
export const PRICE_DROP_LOOKBACK_MS = 3 * 24 * 60 * 60_000

export const priceReducedDedupeKey = (priceHistoryId: number, userId: string) =>
  `price-reduced:${priceHistoryId}:${userId}`

/**
 * Find price drops on favorited machines (any writer: admin edits, imports, the seed) and enqueue
 * one email per user and price change. A drop counts when a price_history row came after the user
 * favorited the machine and is lower than the price the user last saw: the previous change since
 * favoriting, or the price when they favorited it.
 */
export async function scanPriceDrops(
  deps: Pick<AppDeps, 'database' | 'now'>,
  until: Date = deps.now(),
): Promise<{ enqueued: number }> {
  const since = new Date(until.getTime() - PRICE_DROP_LOOKBACK_MS)
  const rows = await deps.database.rows<{ price_history_id: number; user_id: string }>(sql`
    SELECT ph.id AS price_history_id, f.user_id
    FROM favorites f
    JOIN price_history ph ON ph.listing_id = f.listing_id
    WHERE f.removed_at IS NULL
      AND ph.changed_at > f.saved_at
      AND ph.changed_at > ${since.toISOString()} AND ph.changed_at <= ${until.toISOString()}
      AND ph.price_cents < coalesce((
        SELECT prev.price_cents FROM price_history prev
        WHERE prev.listing_id = ph.listing_id AND prev.changed_at > f.saved_at
          AND (prev.changed_at, prev.id) < (ph.changed_at, ph.id)
        ORDER BY prev.changed_at DESC, prev.id DESC LIMIT 1
      ), f.price_cents_at_save)
    ORDER BY ph.id, f.user_id`)
  if (!rows.length) return { enqueued: 0 }
  await deps.database.db.transaction(async (tx) => {
    for (const r of rows) {
      await enqueueOutbox(
        tx,
        TOPICS.priceReduced,
        { priceHistoryId: r.price_history_id, userId: r.user_id },
        priceReducedDedupeKey(r.price_history_id, r.user_id),
      )
    }
  })
  return { enqueued: rows.length }
}
