import { and, asc, eq, gt } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import { inventoryAlerts } from '../../db/schema'
import { enqueueOutbox } from '../outbox/outbox'
import { TOPICS } from './topics'

const BATCH = 500

/**
 * The daily fan-out: one outbox row per active inventory alert for `day`, so each digest is its
 * own retriable job. Pending alerts (not confirmed by their address) and unsubscribed ones get none. Running it again for the same day adds nothing (dedupe keys).
 */
export async function enqueueInventoryDigests(
  deps: Pick<AppDeps, 'database'>,
  day: string,
  until: Date,
): Promise<{ enqueued: number }> {
  let after = '00000000-0000-0000-0000-000000000000'
  let enqueued = 0
  for (;;) {
    const batch = await deps.database.db
      .select({ id: inventoryAlerts.id })
      .from(inventoryAlerts)
      .where(and(eq(inventoryAlerts.status, 'active'), gt(inventoryAlerts.id, after)))
      .orderBy(asc(inventoryAlerts.id))
      .limit(BATCH)
    if (!batch.length) break
    await deps.database.db.transaction(async (tx) => {
      for (const { id } of batch) {
        await enqueueOutbox(
          tx,
          TOPICS.inventoryAlertDigest,
          { alertId: id, day, until: until.toISOString() },
          `inventory-alert-digest:${id}:${day}`,
        )
      }
    })
    enqueued += batch.length
    after = batch[batch.length - 1].id
  }
  return { enqueued }
}
