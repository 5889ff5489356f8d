import type { AppDeps } from '../../context'
import { NEWSLETTER_TOPICS } from '../mailing-list/get-newsletter-mail'
import { enqueueOutbox } from '../outbox/outbox'
import { TOPICS } from './topics'

/** When the periodic jobs are due (UTC). 13:00 UTC is early morning across the US. */
export const SCHEDULE = {
  inventoryDigestHourUtc: 13,
  valueTrackerRefreshHourUtc: 7,
  priceDropScanMinutes: 15,
  /** The monthly newsletter: on the 1st, from this hour (UTC). */
  newsletterHourUtc: 15,
} as const

const HOUR_MS = 60 * 60_000

export interface DueJob {
  topic: string
  payload: Record<string, unknown>
  dedupeKey: string
}

/**
 * The periodic jobs due at `now`, each keyed by its period (`inventory-digest:2026-11-22`). Every
 * api and worker process calls this every minute; the dedupe keys make each period's job exist
 * once however many processes ask, and a process that was down enqueues the current period's
 * job when it comes back (the digest then covers everything since the alert last looked).
 */
export function dueJobs(now: Date): DueJob[] {
  const day = now.toISOString().slice(0, 10)
  const dayStart = Date.parse(`${day}T00:00:00Z`)
  const jobs: DueJob[] = []
  const digestAt = new Date(dayStart + SCHEDULE.inventoryDigestHourUtc * HOUR_MS)
  if (now >= digestAt) {
    jobs.push({
      topic: TOPICS.inventoryDigest,
      payload: { day, until: digestAt.toISOString() },
      dedupeKey: `inventory-digest:${day}`,
    })
  }
  const refreshAt = new Date(dayStart + SCHEDULE.valueTrackerRefreshHourUtc * HOUR_MS)
  if (now >= refreshAt) {
    jobs.push({
      topic: TOPICS.valueTrackerRefresh,
      payload: { day, before: refreshAt.toISOString() },
      dedupeKey: `value-tracker-refresh:${day}`,
    })
  }
  // The newsletter goes out on the 1st of the month (a process down all that afternoon skips it).
  const newsletterAt = new Date(dayStart + SCHEDULE.newsletterHourUtc * HOUR_MS)
  if (day.endsWith('-01') && now >= newsletterAt) {
    const issue = day.slice(0, 7)
    jobs.push({
      topic: NEWSLETTER_TOPICS.issue,
      payload: { issue },
      dedupeKey: `newsletter-issue:${issue}`,
    })
  }
  const slotMs = SCHEDULE.priceDropScanMinutes * 60_000
  const slot = new Date(Math.floor(now.getTime() / slotMs) * slotMs).toISOString()
  jobs.push({
    topic: TOPICS.priceDropScan,
    payload: { until: slot },
    dedupeKey: `price-drop-scan:${slot}`,
  })
  return jobs
}

/** Write the outbox rows of the periodic jobs due now (idempotent per period). */
export async function enqueueDuePeriodicJobs(
  deps: Pick<AppDeps, 'database' | 'now'>,
): Promise<DueJob[]> {
  const jobs = dueJobs(deps.now())
  await deps.database.db.transaction(async (tx) => {
    for (const j of jobs) await enqueueOutbox(tx, j.topic, j.payload, j.dedupeKey)
  })
  return jobs
}
