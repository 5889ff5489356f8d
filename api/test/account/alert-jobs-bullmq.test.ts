import { randomBytes } from 'node:crypto'
import { Queue } from 'bullmq'
import IORedis from 'ioredis'
import { and, eq, sql } from 'drizzle-orm'
import { favorites, listings, priceHistory } from '../../src/db/schema'
import { createBullmqRunner, QUEUE_NAME } from '../../src/jobs/bullmq-runner'
import { createScheduler } from '../../src/jobs/scheduler'
import { logger } from '../../src/lib/logger'
import { dueJobs } from '../../src/services/alert-jobs/schedule-periodic-jobs'
import { listOutbox } from '../../src/services/messages/list-outbox'
import { insertListing } from '../factories'
import { createAccountApp, createUser, type AccountTestApp } from './helpers'

const REDIS = process.env.TEST_REDIS_URL
const MINUTE = 60_000

/** Wait for a state, not for time: poll until `check` passes or the deadline hits. */
async function until(check: () => Promise<boolean>, what: string, ms = 20_000) {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

;(REDIS ? describe : describe.skip)('alert jobs on BullMQ (TEST_REDIS_URL)', () => {
  let t: AccountTestApp
  const prefix = `ironyard-account-test-${randomBytes(4).toString('hex')}`
  beforeAll(async () => {
    t = await createAccountApp({ env: { REDIS_URL: REDIS! } })
  })
  afterAll(async () => {
    const connection = new IORedis(REDIS!, { maxRetriesPerRequest: null })
    const q = new Queue(QUEUE_NAME, { connection, prefix })
    await q.obliterate({ force: true }).catch(() => undefined)
    await q.close()
    connection.disconnect()
    await t.close()
  })

  it('two processes schedule the price-drop scan once, workers mail the drop once', async () => {
    // Real time here: the relay compares the database's clock with the job clock.
    const now = () => new Date()
    t.clock.now = new Date()
    const user = await createUser(t.database, { email: 'bull-drop@example.com' }, new Date())
    const listing = await insertListing(t.database, { status: 'available', priceUsd: 50_000 })
    const savedAt = new Date(Date.now() - 120 * MINUTE)
    await t.database.db
      .insert(favorites)
      .values({ userId: user.id, listingId: listing.id, priceCentsAtSave: 50_000_00, savedAt })
    const dropAt = new Date(Date.now() - 20 * MINUTE)
    await t.database.db.insert(priceHistory).values({
      listingId: listing.id,
      priceCents: 45_000_00,
      reason: 'reduced',
      changedAt: dropAt,
    })
    await t.database.db
      .update(listings)
      .set({ advertisedPriceCents: 45_000_00 })
      .where(eq(listings.id, listing.id))

    const deps = { database: t.database, env: t.env, logger, now }
    const processes = [0, 1].map(() => {
      const runner = createBullmqRunner(deps, REDIS!, {
        relay: true,
        work: true,
        prefix,
        pollMs: 100,
      })
      const scheduler = createScheduler(deps, {
        onEnqueued: () => runner.kick(),
        intervalMs: 60 * MINUTE,
      })
      return { runner, scheduler }
    })
    try {
      for (const p of processes) await p.runner.start()
      const slotKey = () =>
        dueJobs(new Date()).find((j) => j.topic === 'alerts.price-drop-scan')!.dedupeKey
      const slots = new Set([slotKey()])
      await Promise.all(processes.map((p) => p.scheduler.tick()))
      await until(
        async () => (await listOutbox(t.database, { to: 'bull-drop@example.com' })).length === 1,
        'the email',
      )
      await until(
        async () =>
          (
            await t.database.rows<{ n: number }>(
              sql`SELECT count(*)::int AS n FROM outbox WHERE completed_at IS NULL AND dead_at IS NULL AND topic LIKE 'alerts.price%'`,
            )
          )[0].n === 0,
        'the price jobs to finish',
      )
      // Both processes tick again: nothing new for this slot, nothing mailed twice.
      await Promise.all(processes.map((p) => p.scheduler.tick()))
      // (A 15-minute boundary may fall between the ticks: one scan per slot.)
      slots.add(slotKey())
      const scans = await t.database.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM outbox WHERE topic = 'alerts.price-drop-scan'`,
      )
      expect(scans[0].n).toBe(slots.size)
      const mails = await listOutbox(t.database, { to: 'bull-drop@example.com' })
      expect(mails).toHaveLength(1)
      expect(mails[0].template).toBe('price-reduced')
      const [fav] = await t.database.db
        .select()
        .from(favorites)
        .where(and(eq(favorites.userId, user.id)))
      expect(fav.removedAt).toBeNull()
    } finally {
      for (const p of processes) {
        await p.scheduler.stop()
        await p.runner.stop()
      }
    }
  })
})
