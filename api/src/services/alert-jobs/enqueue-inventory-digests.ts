import { and, asc, eq, gt, isNull, type SQL } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import { inventoryAlerts } from '../../db/schema'
import { enqueueOutbox } from '../outbox/outbox'
import { TOPICS } from './topics'

const BATCH = 500

/** Weekly alerts are mailed on this UTC weekday (1 = Monday), daily ones every day. */
export const WEEKLY_DIGEST_WEEKDAY = 1

/** Whether `day` (YYYY-MM-DD) is a digest day for weekly alerts. */
export const isWeeklyDigestDay = (day: string): boolean =>
  new Date(`${day}T00:00:00Z`).getUTCDay() === WEEKLY_DIGEST_WEEKDAY

/**
 * The daily fan-out: one outbox row per active inventory alert due on `day` (daily ones every
 * day, weekly ones on Mondays: the digest covers everything since the alert last looked), so
 * each digest is its own retriable job. Pending alerts (not confirmed by their address),
 * unsubscribed ones and those their owner paused get none. Running it again for the same day adds
 * nothing (dedupe keys).
 */
export async function enqueueInventoryDigests(
  deps: Pick<AppDeps, 'database'>,
  day: string,
  until: Date,
): Promise<{ enqueued: number }> {
  let after = '00000000-0000-0000-0000-000000000000'
  let enqueued = 0
  const due: SQL[] = [eq(inventoryAlerts.status, 'active'), isNull(inventoryAlerts.pausedAt)]
  if (!isWeeklyDigestDay(day)) due.push(eq(inventoryAlerts.frequency, 'daily'))
  for (;;) {
    const batch = await deps.database.db
      .select({ id: inventoryAlerts.id })
      .from(inventoryAlerts)
      .where(and(...due, gt(inventoryAlerts.id, after)))
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
