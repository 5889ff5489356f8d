import { randomUUID } from 'node:crypto'
import { Queue } from 'bullmq'
import { inArray, sql } from 'drizzle-orm'
import IORedis from 'ioredis'
import { openDatabase } from '../../api/src/db/client'
import { inventoryAlerts, mailingListSubscriptions, outbox } from '../../api/src/db/schema'
import { QUEUE_NAME } from '../../api/src/jobs/bullmq-runner'
import { enqueueDuePeriodicJobs } from '../../api/src/services/alert-jobs/schedule-periodic-jobs'
import { type ConsistencyFleet, SALES } from './consistency-fleet'
import { gql, mailsTo } from './fleet-harness'

/** fleet-consistency.test.ts's job checks (issue 33, point 4). */

/**
 * A period's jobs, enqueued by several processes at once, exist and run once with three relays and
 * two workers; a lead (about `leadListing`) is mailed once.
 */
export async function periodJobsRunOnce(f: ConsistencyFleet, leadListing: string): Promise<void> {
  // What the periodic jobs act on: a confirmed newsletter reader and an active daily alert.
  const reader = 'reader@fleet.test'
  const [sub] = await f.database.db
    .insert(mailingListSubscriptions)
    .values({
      id: randomUUID(),
      email: reader,
      list: 'newsletter',
      locale: 'en',
      status: 'active',
    })
    .returning()
  const [alert] = await f.database.db
    .insert(inventoryAlerts)
    .values({
      id: randomUUID(),
      email: 'watcher@fleet.test',
      locale: 'en',
      filters: { category: 'excavators' },
      filtersHash: randomUUID(),
      unsubscribeTokenHash: randomUUID(),
      status: 'active',
    })
    .returning()

  // The 1st of a month after 15:00 UTC, when every periodic job is due
  // (schedule-periodic-jobs.ts), asked for by five processes' connections at the same moment,
  // as the replicas' and workers' schedulers do every minute.
  const period = new Date('2026-11-01T16:00:00Z')
  const processes = await Promise.all(
    Array.from({ length: 5 }, () => openDatabase({ databaseUrl: f.database.url!, max: 1 })),
  )
  let due: Array<Array<{ dedupeKey: string }>>
  try {
    due = await Promise.all(
      processes.map((p) => enqueueDuePeriodicJobs({ database: p, now: () => period })),
    )
  } finally {
    await Promise.all(processes.map((p) => p.close()))
  }
  // Every process asked for the same period's jobs (a job added to the schedule later is checked
  // below with these).
  const keys = due[0].map((j) => j.dedupeKey).sort()
  for (const d of due) expect(d.map((j) => j.dedupeKey).sort()).toEqual(keys)
  expect(keys).toEqual(
    expect.arrayContaining([
      'inventory-digest:2026-11-01',
      'newsletter-issue:2026-11',
      'price-drop-scan:2026-11-01T16:00:00.000Z',
      'value-tracker-refresh:2026-11-01',
    ]),
  )

  // A lead through the balancer, at the same time.
  const buyer = 'lead-buyer@fleet.test'
  const lead = await gql<{ submitLead: { leadId: string } }>(
    f.balancer,
    'mutation ($input: SubmitLeadInput!) { submitLead(input: $input) { leadId } }',
    {
      input: {
        type: 'buy_now',
        idempotencyKey: `fleet-lead-${randomUUID()}`,
        stockNumber: leadListing,
        firstName: 'Ana',
        lastName: 'García',
        email: buyer,
        phone: '+1 512 555 0100',
      },
    },
    { ip: '192.0.2.9' },
  )
  expect(lead.errors).toBeUndefined()

  // Until nothing is left to do: every outbox row finished and the queue idle.
  const connection = new IORedis(f.redisUrl, { maxRetriesPerRequest: null })
  const queue = new Queue(QUEUE_NAME, { connection, prefix: 'ironyard' })
  try {
    await f.wait(
      async () => {
        const [{ n }] = await f.database.rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM outbox WHERE completed_at IS NULL AND dead_at IS NULL`,
        )
        const counts = await queue.getJobCounts('active', 'waiting', 'delayed', 'prioritized')
        return n === 0 && Object.values(counts).every((c) => c === 0)
      },
      'every job to finish',
      90_000,
    )
  } finally {
    await queue.close()
    connection.disconnect()
  }

  // Each period's job exists once and ran to completion once; so did what they fanned out.
  const expected = [
    ...keys,
    `newsletter:${sub.id}:2026-11`,
    `inventory-alert-digest:${alert.id}:2026-11-01`,
  ].sort()
  const rows = await f.database.db.select().from(outbox).where(inArray(outbox.dedupeKey, expected))
  expect(
    rows
      .map((r) => ({
        key: r.dedupeKey,
        done: !!r.completedAt,
        dead: !!r.deadAt,
        failures: r.attempts,
      }))
      .sort((a, b) => a.key.localeCompare(b.key)),
  ).toEqual(expected.map((key) => ({ key, done: true, dead: false, failures: 0 })))
  // Mail is counted where it arrives: one November issue to the reader (the fleet's own
  // schedulers may add the current month's on a 1st), one confirmation to the buyer and one
  // notice to the sales team.
  const issues = mailsTo(f.smtp.received, reader)
  expect(issues.filter((m) => /^Subject: .*newsletter: November 2026/m.test(m))).toHaveLength(1)
  expect(mailsTo(f.smtp.received, buyer)).toHaveLength(1)
  expect(mailsTo(f.smtp.received, SALES)).toHaveLength(1)
}
