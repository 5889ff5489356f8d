import { randomBytes } from 'node:crypto'
import { Queue } from 'bullmq'
import IORedis from 'ioredis'
import { sql } from 'drizzle-orm'
import { createBullmqRunner, QUEUE_NAME } from '../../src/jobs/bullmq-runner'
import { logger } from '../../src/lib/logger'
import { listOutbox } from '../../src/services/messages/list-outbox'
import { createTestApp, type TestApp } from '../helpers/app'
import { buyer, newKey, seedLeadFixture } from './fixtures'

const REDIS = process.env.TEST_REDIS_URL
const SUBMIT = /* GraphQL */ `
  mutation ($input: SubmitLeadInput!) {
    submitLead(input: $input) {
      leadId
    }
  }
`

/** Wait for a state, not for time: poll until `check` passes or the deadline hits. */
async function until(check: () => Promise<boolean>, what: string, ms = 15_000) {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

;(REDIS ? describe : describe.skip)('BullMQ runner (TEST_REDIS_URL)', () => {
  let t: TestApp
  const prefix = `ironyard-test-${randomBytes(4).toString('hex')}`
  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: REDIS! } })
    await seedLeadFixture(t.database)
  })
  afterAll(async () => {
    await withQueue((q) => q.obliterate({ force: true }))
    await t.close()
  })

  async function withQueue(fn: (q: Queue) => Promise<unknown>) {
    const connection = new IORedis(REDIS!, { maxRetriesPerRequest: null })
    const q = new Queue(QUEUE_NAME, { connection, prefix })
    try {
      await fn(q)
    } finally {
      await q.close()
      connection.disconnect()
    }
  }

  const openRows = async () =>
    (
      await t.database.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM outbox WHERE completed_at IS NULL`,
      )
    )[0].n

  it('relays a lead to Redis and a worker mails it', async () => {
    const runner = createBullmqRunner(
      { database: t.database, env: t.env, logger, now: () => new Date() },
      REDIS!,
      {
        relay: true,
        work: true,
        prefix,
        pollMs: 100,
      },
    )
    await runner.start()
    try {
      await t.gql(SUBMIT, {
        input: {
          type: 'buy_now',
          idempotencyKey: newKey(),
          stockNumber: '1000001',
          ...buyer,
          email: 'bull@example.com',
        },
      })
      runner.kick()
      await until(async () => (await openRows()) === 0, 'the outbox to drain')
      expect(await listOutbox(t.database, { to: 'bull@example.com' })).toHaveLength(1)
    } finally {
      await runner.stop()
    }
  })

  it('relays again what Redis lost, and still mails once', async () => {
    // The fake clock starts a little ahead of the database's now(), so the new row is available.
    let clock = Date.now() + 5_000
    const deps = { database: t.database, env: t.env, logger, now: () => new Date(clock) }
    // A relay without workers hands the job to Redis...
    const relayOnly = createBullmqRunner(deps, REDIS!, {
      relay: true,
      work: false,
      prefix,
      pollMs: 60_000,
      staleMs: 30_000,
    })
    await relayOnly.start()
    await t.gql(SUBMIT, {
      input: {
        type: 'buy_now',
        idempotencyKey: newKey(),
        stockNumber: '1000001',
        ...buyer,
        email: 'lost@example.com',
      },
    })
    relayOnly.kick()
    await until(
      async () =>
        (
          await t.database.rows<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM outbox WHERE relayed_at IS NOT NULL AND completed_at IS NULL`,
          )
        )[0].n === 1,
      'the row to be relayed',
    )
    await relayOnly.stop()
    // ...then Redis restarts empty.
    await withQueue((q) => q.obliterate({ force: true }))
    // After the stale window, a relay with workers hands it over again and it completes.
    clock += 31_000
    const runner = createBullmqRunner(deps, REDIS!, {
      relay: true,
      work: true,
      prefix,
      pollMs: 100,
      staleMs: 30_000,
    })
    await runner.start()
    try {
      await until(async () => (await openRows()) === 0, 'the lost job to complete')
      expect(await listOutbox(t.database, { to: 'lost@example.com' })).toHaveLength(1)
    } finally {
      await runner.stop()
    }
  })
})
