import { randomBytes } from 'node:crypto'
import { Queue } from 'bullmq'
import IORedis from 'ioredis'
import { createBullmqRunner, QUEUE_NAME } from '../../src/jobs/bullmq-runner'
import type { JobRunner } from '../../src/jobs/runner'
import { logger } from '../../src/lib/logger'
import { startFakeSmtp, type FakeSmtp } from '../helpers/fake-smtp'
import { startSigninApp, tokenOf, WEB, type SigninTestApp } from './helpers'
import { freePort, mailText, outboxRows, until } from './mail-outbox-helpers'

const REDIS = process.env.TEST_REDIS_URL

/** Every key of the queue and what it holds, as one string (what a look at Redis would show). */
async function dumpQueue(redis: IORedis, prefix: string): Promise<string> {
  const out: string[] = []
  for (const key of await redis.keys(`${prefix}:*`)) {
    const type = await redis.type(key)
    const value =
      type === 'hash'
        ? await redis.hgetall(key)
        : type === 'list'
          ? await redis.lrange(key, 0, -1)
          : type === 'zset'
            ? await redis.zrange(key, '0', '-1')
            : type === 'set'
              ? await redis.smembers(key)
              : type === 'string'
                ? await redis.get(key)
                : type === 'stream'
                  ? await redis.xrange(key, '-', '+')
                  : null
    out.push(`${key} ${JSON.stringify(value)}`)
  }
  return out.join('\n')
}

/**
 * The same path with Redis and a separate worker: the relay hands BullMQ the outbox row's id only,
 * the worker retries while SMTP is down (once a minute at most), and a message whose code expired
 * fails at once instead of using up its attempts.
 */
;(REDIS ? describe : describe.skip)('sign-in mail through BullMQ (TEST_REDIS_URL)', () => {
  const prefix = `ironyard-test-${randomBytes(4).toString('hex')}`
  let t: SigninTestApp
  let port: number
  let runner: JobRunner
  let redis: IORedis
  let queue: Queue
  let smtp: FakeSmtp | undefined

  beforeAll(async () => {
    port = await freePort()
    t = await startSigninApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } })
    // Outbox rows are available from the database's clock; the test clock starts behind it.
    t.clock.advance(60_000)
    redis = new IORedis(REDIS!, { maxRetriesPerRequest: null })
    queue = new Queue(QUEUE_NAME, { connection: redis, prefix })
    runner = createBullmqRunner(
      { database: t.database, env: t.app.signin!.env, logger, now: t.clock.now },
      REDIS!,
      { relay: true, work: true, prefix, pollMs: 50 },
    )
    await runner.start()
  })
  afterAll(async () => {
    await runner.stop()
    await queue.obliterate({ force: true })
    await queue.close()
    redis.disconnect()
    await smtp?.close()
    await t.close()
  })

  it('queues only the row id, retries while SMTP is down and mails the link once it is back', async () => {
    const email = 'bull-down@example.com'
    const send = await t.sdk('POST', '/magic_links/email/login_or_create', {
      body: { email, login_magic_link_url: `${WEB}/authenticate` },
    })
    expect(send.status).toBe(200)
    const [row] = await outboxRows(t, 'signin:magic-link:%')
    await until(
      async () => (await outboxRows(t, row.dedupe_key))[0].attempts >= 1,
      'a failed attempt',
    )
    const job = await queue.getJob(`outbox-${row.id}`)
    expect(job?.data).toEqual({ outboxId: row.id })
    const queued = await dumpQueue(redis, prefix)
    expect(queued).toContain(`outbox-${row.id}`)

    smtp = await startFakeSmtp({ port })
    smtp.release()
    await until(() => smtp!.received.length === 1, 'the link to be mailed after a retry')
    const link = /https?:\/\/\S+stytch_token_type=magic_links&token=[\w-]+/.exec(
      mailText(smtp.received[0].data),
    )?.[0]
    const token = tokenOf(link!)
    expect(token.length).toBeGreaterThanOrEqual(43)
    for (const seen of [queued, await dumpQueue(redis, prefix), row.raw]) {
      expect(seen).not.toContain(token)
      expect(seen).not.toContain(email)
    }
    await until(
      async () => (await outboxRows(t, row.dedupe_key))[0].completed_at !== null,
      'the row to be completed',
    )
    expect((await outboxRows(t, row.dedupe_key))[0].payload.sealed).toBeNull()
    const auth = await t.sdk('POST', '/magic_links/authenticate', {
      body: { token, session_duration_minutes: 60 },
    })
    expect(auth.status).toBe(200)
    await smtp.close()
    smtp = undefined
  })

  it('fails an expired message at once, blanked, instead of retrying it', async () => {
    const send = await t.sdk('POST', '/otps/email/login_or_create', {
      body: { email: 'bull-late@example.com', expiration_minutes: 1 },
    })
    expect(send.status).toBe(200)
    const row = (await outboxRows(t, 'signin:otp:%')).at(-1)!
    await until(
      async () => (await outboxRows(t, row.dedupe_key))[0].attempts >= 1,
      'a failed attempt',
    )
    t.clock.advance(61_000)
    await until(
      async () => (await outboxRows(t, row.dedupe_key))[0].dead_at !== null,
      'the row to be given up',
      30_000,
    )
    const [dead] = await outboxRows(t, row.dedupe_key)
    expect(dead.last_error).toMatch(/expired/)
    expect(dead.payload).toEqual({ ...row.payload, sealed: null })
    // Given up on its second attempt, not after the job's thousands of allowed attempts.
    expect(dead.attempts).toBe(2)
    const job = await queue.getJob(`outbox-${row.id}`)
    expect(await job?.getState()).toBe('failed')
  })
})
