import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
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
/** Favoriters of the changed machines who last saw a higher price: one row per change and user. */
function priceDropRecipients(where: SQL) {
  return sql`
    SELECT ph.id AS price_history_id, f.user_id
    FROM favorites f
    JOIN price_history ph ON ph.listing_id = f.listing_id
    WHERE f.removed_at IS NULL
      AND ph.changed_at > f.saved_at
      AND ${where}
      AND ph.price_cents < coalesce((
        SELECT prev.price_cents FROM price_history prev
        WHERE prev.listing_id = ph.listing_id AND prev.changed_at > f.saved_at
          AND (prev.changed_at, prev.id) < (ph.changed_at, ph.id)
        ORDER BY prev.changed_at DESC, prev.id DESC LIMIT 1
      ), f.price_cents_at_save)
    ORDER BY ph.id, f.user_id`
}

type Recipient = { price_history_id: number; user_id: string }

async function enqueueAll(tx: Pick<Db, 'insert'>, rows: Recipient[]): Promise<void> {
  for (const r of rows) {
    await enqueueOutbox(
      tx,
      TOPICS.priceReduced,
      { priceHistoryId: r.price_history_id, userId: r.user_id },
      priceReducedDedupeKey(r.price_history_id, r.user_id),
    )
  }
}

export async function scanPriceDrops(
  deps: Pick<AppDeps, 'database' | 'now'>,
  until: Date = deps.now(),
): Promise<{ enqueued: number }> {
  const since = new Date(until.getTime() - PRICE_DROP_LOOKBACK_MS)
  const rows = await deps.database.rows<Recipient>(
    priceDropRecipients(
      sql`ph.changed_at > ${since.toISOString()} AND ph.changed_at <= ${until.toISOString()}`,
    ),
  )
  if (!rows.length) return { enqueued: 0 }
  await deps.database.db.transaction((tx) => enqueueAll(tx, rows))
  return { enqueued: rows.length }
}

/**
 * The same mails for one price change, at once and in the caller's transaction (an admin's price
 * cut): the periodic scan finds the same rows later and its dedupe keys send nothing twice.
 */
export async function enqueuePriceDropMails(
  tx: Pick<Db, 'insert' | 'execute'>,
  priceHistoryId: number,
): Promise<number> {
  const res = (await tx.execute(priceDropRecipients(sql`ph.id = ${priceHistoryId}`))) as {
    rows: Recipient[]
  }
  await enqueueAll(tx, res.rows)
  return res.rows.length
}
