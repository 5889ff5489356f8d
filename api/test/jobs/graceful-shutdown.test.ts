import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Queue } from 'bullmq'
import { sql } from 'drizzle-orm'
import IORedis from 'ioredis'
import { openDatabase, type Database } from '../../src/db/client'
import { markSeeded, runMigrations } from '../../src/db/migrate'
import { QUEUE_NAME } from '../../src/jobs/bullmq-runner'
import { createTestApp } from '../helpers/app'
import { createTestDatabase, testDatabaseUrl } from '../helpers/db'
import { startFakeSmtp, type FakeSmtp } from '../helpers/fake-smtp'
import { buyer, newKey, seedLeadFixture } from '../leads/fixtures'

/**
 * SIGTERM (a deploy, `npm start` stopping) must not lose the job in hand: the api (inline runner)
 * and the BullMQ worker finish it, then exit 0. The lead's first mail is held in flight by a fake
 * SMTP server while the signal arrives.
 */

const ROOT = path.resolve(__dirname, '../../..')
const REDIS = process.env.TEST_REDIS_URL

const SUBMIT = /* GraphQL */ `
  mutation ($input: SubmitLeadInput!) {
    submitLead(input: $input) {
      leadId
    }
  }
`
const lead = (email: string) => ({
  input: { type: 'buy_now', idempotencyKey: newKey(), stockNumber: '1000001', ...buyer, email },
})

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((r) => server.close(() => r()))
  return port
}

interface Started {
  child: ChildProcess
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

function start(script: string, env: Record<string, string>): Started {
  // One process, as `npm run start -w api` runs it: tsx's command would relay the SIGTERM and
  // SIGKILL the program if it has not answered within 30 ms, which a loaded machine misses.
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout?.on('data', (b: Buffer) => (out += b.toString()))
  child.stderr?.on('data', (b: Buffer) => (out += b.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
    child.once('exit', (code, signal) => r({ code, signal })),
  )
  return { child, output: () => out, exited }
}

/** Wait for a state (polling), failing early with the process output if it died. */
async function until(p: Started, check: () => Promise<boolean> | boolean, what: string) {
  const deadline = Date.now() + 90_000
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return
    if (p.child.exitCode !== null || p.child.signalCode !== null)
      throw new Error(`process ended while waiting for ${what}:\n${p.output().slice(-3000)}`)
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** A pino line with this message was logged. */
const logged = (p: Started, msg: string) => () => p.output().includes(`"msg":"${msg}"`)

async function leadOutcome(database: Database, leadId: number) {
  const [row] = await database.rows<{ completed: boolean; dead: boolean }>(
    sql`SELECT completed_at IS NOT NULL AS completed, dead_at IS NOT NULL AS dead
        FROM outbox WHERE dedupe_key = ${`lead:${leadId}`}`,
  )
  const sent = await database.rows<{ dedupe_key: string }>(
    sql`SELECT dedupe_key FROM sent_messages WHERE dedupe_key LIKE ${`lead:${leadId}:%`} ORDER BY dedupe_key`,
  )
  return { ...row, sent: sent.map((m) => m.dedupe_key) }
}

/** SIGTERM while the job's first mail is in flight; the process must finish it and exit 0. */
async function terminateMidJob(p: Started, smtp: FakeSmtp, shutdownMessage: string) {
  await Promise.race([
    smtp.firstInFlight,
    p.exited.then(() => {
      throw new Error(`process ended before sending:\n${p.output().slice(-3000)}`)
    }),
  ])
  p.child.kill('SIGTERM')
  await until(p, logged(p, shutdownMessage), `"${shutdownMessage}"`)
  // Shutting down, and still running: it waits for the mail in flight.
  expect(p.child.exitCode).toBeNull()
  expect(smtp.received).toHaveLength(0)
  smtp.release()
  return p.exited
}

describe('graceful shutdown on SIGTERM', () => {
  jest.setTimeout(180_000)
  const cleanups: Array<() => unknown> = []
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c()
  })

  it('the api (inline jobs) finishes the lead mail in flight, then exits 0', async () => {
    const smtp = await startFakeSmtp()
    cleanups.push(() => smtp.close())
    // A migrated database with the fixture machine, marked seeded so the api starts at once.
    let dbEnv: Record<string, string>
    let reopen: () => Promise<Database>
    if (testDatabaseUrl()) {
      const db = await createTestDatabase()
      cleanups.push(() => db.destroy())
      await seedLeadFixture(db)
      await markSeeded(db, { test: 'graceful-shutdown' })
      dbEnv = { DATABASE_URL: db.url!, PGLITE_DIR: '' }
      reopen = () => Promise.resolve(db)
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-shutdown-'))
      cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }))
      const db = await openDatabase({ pgliteDir: dir })
      await runMigrations(db)
      await seedLeadFixture(db)
      await markSeeded(db, { test: 'graceful-shutdown' })
      await db.close()
      dbEnv = { DATABASE_URL: '', PGLITE_DIR: dir }
      reopen = async () => {
        const again = await openDatabase({ pgliteDir: dir })
        cleanups.push(() => again.close())
        return again
      }
    }
    const port = await freePort()
    const media = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-shutdown-media-'))
    cleanups.push(() => fs.rmSync(media, { recursive: true, force: true }))
    const api = start('api/src/main.ts', {
      ...dbEnv,
      API_PORT: String(port),
      REDIS_URL: '',
      SMTP_URL: smtp.url,
      MEDIA_DIR: media,
      SALES_TEAM_EMAIL: 'sales@ironyard.local',
    })
    cleanups.push(() => api.child.kill('SIGKILL'))
    const base = `http://127.0.0.1:${port}`
    await until(api, async () => (await fetch(`${base}/health`)).ok, 'the api to listen')

    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SUBMIT, variables: lead('sigterm-api@example.com') }),
    })
    const body = (await res.json()) as { data?: { submitLead: { leadId: string } } }
    const leadId = Number(body.data?.submitLead.leadId)
    expect(leadId).toBeGreaterThan(0)

    const exit = await terminateMidJob(api, smtp, 'shutting down')
    expect(exit).toEqual({ code: 0, signal: null })
    expect(smtp.received.map((m) => m.to)).toEqual([
      ['sales@ironyard.local'],
      ['sigterm-api@example.com'],
    ])
    expect(await leadOutcome(await reopen(), leadId)).toEqual({
      completed: true,
      dead: false,
      sent: [`lead:${leadId}:confirmation`, `lead:${leadId}:sales`],
    })
  })
  ;(testDatabaseUrl() && REDIS ? it : it.skip)(
    'the BullMQ worker (npm run jobs) finishes the job in hand, then exits 0',
    async () => {
      const smtp = await startFakeSmtp()
      cleanups.push(() => smtp.close())
      const db = await createTestDatabase()
      cleanups.push(() => db.destroy())
      await seedLeadFixture(db)
      // The lead and its outbox row, committed by an api that does not run jobs.
      const app = await createTestApp({ database: db })
      const res = await app.gql<{ submitLead: { leadId: string } }>(
        SUBMIT,
        lead('sigterm-worker@example.com'),
      )
      await app.close()
      const leadId = Number(res.data?.submitLead.leadId)
      expect(leadId).toBeGreaterThan(0)

      // A Redis database of its own: the worker uses the default queue prefix, and outbox ids of
      // a fresh database start at 1, so jobs of other runs must not be there.
      const redisUrl = new URL(REDIS!)
      redisUrl.pathname = '/13'
      const connection = new IORedis(redisUrl.toString(), { maxRetriesPerRequest: null })
      const queue = new Queue(QUEUE_NAME, { connection, prefix: 'ironyard' })
      await queue.obliterate({ force: true })
      cleanups.push(async () => {
        await queue.obliterate({ force: true }).catch(() => undefined)
        await queue.close()
        connection.disconnect()
      })

      const worker = start('api/src/jobs/worker-main.ts', {
        DATABASE_URL: db.url!,
        REDIS_URL: redisUrl.toString(),
        SMTP_URL: smtp.url,
        SALES_TEAM_EMAIL: 'sales@ironyard.local',
      })
      cleanups.push(() => worker.child.kill('SIGKILL'))

      const exit = await terminateMidJob(worker, smtp, 'worker shutting down')
      expect(exit).toEqual({ code: 0, signal: null })
      expect(smtp.received.map((m) => m.to)).toEqual([
        ['sales@ironyard.local'],
        ['sigterm-worker@example.com'],
      ])
      expect(await leadOutcome(db, leadId)).toEqual({
        completed: true,
        dead: false,
        sent: [`lead:${leadId}:confirmation`, `lead:${leadId}:sales`],
      })
    },
  )
})
