import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Queue } from 'bullmq'
import { sql } from 'drizzle-orm'
import IORedis from 'ioredis'
import { QUEUE_NAME } from '../../src/jobs/bullmq-runner'
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../helpers/db'
import { buyer, newKey, seedLeadFixture } from '../leads/fixtures'

/**
 * `npm run start -w api` with NODE_ENV=production, as a deployment runs it: the real process,
 * configured only through its environment. It refuses a configuration fit only for a local run,
 * naming the variable (and never printing a secret); a good one starts on PostgreSQL + Redis with
 * an SMTP server that is down, answers without its development surface, and keeps the mail it
 * cannot send in the outbox.
 */

const ROOT = path.resolve(__dirname, '../../..')
const REDIS = process.env.TEST_REDIS_URL
const COMMITTED = Object.fromEntries(
  fs
    .readFileSync(path.join(ROOT, '.env.defaults'), 'utf8')
    .split('\n')
    .map((l) => /^([A-Z0-9_]+)=(.*)$/.exec(l.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1], m[2]]),
)

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
  kill(): void
}

/** `npm run start -w api` in its own process group (npm, tsx and node die together). */
function startApi(env: Record<string, string>): Started {
  const child = spawn('npm', ['run', 'start', '-w', 'api'], {
    cwd: ROOT,
    // Nothing from the test runner's environment that the api reads, except PATH and HOME.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let out = ''
  child.stdout?.on('data', (b: Buffer) => (out += b.toString()))
  child.stderr?.on('data', (b: Buffer) => (out += b.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
    child.once('exit', (code, signal) => r({ code, signal })),
  )
  return {
    child,
    output: () => out,
    exited,
    kill() {
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        // already gone
      }
    },
  }
}

/** Wait for a state (polling), failing early with the process output if it died. */
async function until(p: Started, check: () => Promise<boolean>, what: string, ms = 150_000) {
  const deadline = Date.now() + ms
  for (;;) {
    if (await check().catch(() => false)) return
    if (p.child.exitCode !== null || p.child.signalCode !== null)
      throw new Error(`the api ended while waiting for ${what}:\n${p.output().slice(-3000)}`)
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}:\n${p.output().slice(-3000)}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** A production configuration that must start (the database and Redis are filled in per test). */
function goodEnv(port: number): Record<string, string> {
  return {
    NODE_ENV: 'production',
    // Empty: the default (every interface), whatever a developer's .env says.
    HOST: '',
    API_PORT: String(port),
    // Plain http: TLS may end at a proxy in front of the api.
    API_URL: `http://127.0.0.1:${port}`,
    WEB_URL: 'http://127.0.0.1:8990',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/ironyard_not_used',
    REDIS_URL: 'redis://127.0.0.1:6379/12',
    SMTP_URL: 'smtp://127.0.0.1:9',
    JOBS_IN_API: 'true',
    STYTCH_PROJECT_ID: 'project-live-ironyard-prod-check',
    STYTCH_SECRET: randomBytes(32).toString('hex'),
    STYTCH_PUBLIC_TOKEN: 'public-token-live-ironyard-prod-check',
    MEDIA_DIR: os.tmpdir(),
    LOG_LEVEL: 'warn',
  }
}

describe('NODE_ENV=production refuses a local-only configuration', () => {
  jest.setTimeout(120_000)

  const refused = async (env: Record<string, string>) => {
    const p = startApi(env)
    try {
      const exit = await p.exited
      return { exit, output: p.output() }
    } finally {
      p.kill()
    }
  }

  it('refuses the committed STYTCH_SECRET, naming the variable', async () => {
    const secret = COMMITTED.STYTCH_SECRET
    expect(secret.length).toBeGreaterThanOrEqual(32) // long enough: refused for what it is
    const { exit, output } = await refused({
      ...goodEnv(await freePort()),
      STYTCH_SECRET: secret,
    })
    expect(exit.code).not.toBe(0)
    expect(output).toMatch(/STYTCH_SECRET: is the committed value/)
    expect(output).not.toContain(secret)
    expect(output).not.toMatch(/listening/)
  })

  it('refuses it when it only comes from .env.defaults', async () => {
    const env = goodEnv(await freePort())
    delete (env as Partial<typeof env>).STYTCH_SECRET
    const { exit, output } = await refused(env)
    expect(exit.code).not.toBe(0)
    expect(output).toMatch(/STYTCH_SECRET: is the committed value/)
  })

  it('refuses a 20-character secret, without printing it', async () => {
    const secret = randomBytes(10).toString('hex')
    expect(secret).toHaveLength(20)
    const { exit, output } = await refused({ ...goodEnv(await freePort()), STYTCH_SECRET: secret })
    expect(exit.code).not.toBe(0)
    expect(output).toMatch(/STYTCH_SECRET: must be at least 32 characters/)
    expect(output).not.toContain(secret)
  })

  it('refuses a 32-character secret of one letter (issue 31, finding 7b)', async () => {
    const secret = 'a'.repeat(32)
    const { exit, output } = await refused({ ...goodEnv(await freePort()), STYTCH_SECRET: secret })
    expect(exit.code).not.toBe(0)
    expect(output).toMatch(/STYTCH_SECRET: repeats itself/)
    expect(output).not.toContain(secret)
    expect(output).not.toMatch(/listening/)
  })

  it('names every required variable that is missing or only a committed default', async () => {
    const { exit, output } = await refused({
      NODE_ENV: 'production',
      API_PORT: String(await freePort()),
    })
    expect(exit.code).not.toBe(0)
    for (const name of [
      'DATABASE_URL',
      'REDIS_URL',
      'SMTP_URL',
      'WEB_URL',
      'API_URL',
      'STYTCH_PROJECT_ID',
      'STYTCH_SECRET',
      'STYTCH_PUBLIC_TOKEN',
    ])
      expect(output).toMatch(new RegExp(`^\\s+${name}: `, 'm'))
  })
})

const ready = testDatabaseUrl() && REDIS
;(ready ? describe : describe.skip)('NODE_ENV=production with a good configuration', () => {
  jest.setTimeout(240_000)
  let database: TestDatabase
  let api: Started
  let base: string
  let queue: Queue
  let connection: IORedis
  let media: string

  beforeAll(async () => {
    database = await createTestDatabase()
    // A Redis database of its own (outbox ids of a fresh database start at 1, like other runs').
    const redisUrl = new URL(REDIS!)
    redisUrl.pathname = '/12'
    connection = new IORedis(redisUrl.toString(), { maxRetriesPerRequest: null })
    await connection.flushdb()
    queue = new Queue(QUEUE_NAME, { connection, prefix: 'ironyard' })
    media = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-prod-media-'))
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    api = startApi({
      ...goodEnv(port),
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl.toString(),
      // Nothing listens there: the mail server is down while the api starts and runs.
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      MEDIA_DIR: media,
    })
    await until(api, async () => (await fetch(`${base}/health`)).ok, 'the api to answer /health')
  })
  afterAll(async () => {
    api?.kill()
    await queue?.obliterate({ force: true }).catch(() => undefined)
    await queue?.close()
    connection?.disconnect()
    await database?.destroy()
    if (media) fs.rmSync(media, { recursive: true, force: true })
  })

  const gql = async (body: unknown) => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return {
      status: res.status,
      body: (await res.json()) as {
        data?: Record<string, unknown>
        errors?: Array<{ message: string; extensions?: { code?: string } }>
      },
    }
  }

  it('answers /health on PostgreSQL and BullMQ, with HSTS and the security headers', async () => {
    const res = await fetch(`${base}/health`)
    expect(await res.json()).toMatchObject({
      status: 'ok',
      database: 'postgresql',
      queue: 'bullmq',
    })
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('listens on every interface with HOST unset: a balancer reaches it (issue 31, 7a)', async () => {
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address
    if (!outside) return // a machine with loopback only has no outside to reach it from
    const res = await fetch(`http://${outside}:${new URL(base).port}/health`)
    expect(res.status).toBe(200)
  })

  it('loaded the reference data and no demo inventory or demo articles', async () => {
    const count = async (table: string) =>
      (
        await database.rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
        )
      )[0].n
    expect(await count('categories')).toBeGreaterThan(40)
    expect(await count('models')).toBeGreaterThan(70_000)
    // SEED_LISTINGS is 3000 in .env.defaults: a development start would have made them.
    expect(await count('sellers')).toBe(0)
    expect(await count('completed_sales')).toBe(0)
    expect(await count('content_stories')).toBe(0)
    expect(fs.readdirSync(media)).toEqual([])
  })

  it('serves no /dev endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/dev/outbox'],
      ['GET', '/dev/analytics?anonymousId=a'],
      ['GET', '/dev/jobs/dead'],
      ['POST', '/dev/jobs/dead/1/retry'],
    ]) {
      const res = await fetch(`${base}${url}`, { method })
      expect({ url, status: res.status }).toEqual({ url, status: 404 })
    }
  })

  it('refuses introspection and serves no GraphiQL', async () => {
    const schema = await gql({ query: '{ __schema { types { name } } }' })
    expect(schema.status).toBe(400)
    expect(schema.body.data).toBeUndefined()
    const type = await gql({ query: '{ __type(name: "Query") { fields { name } } }' })
    expect(type.status).toBe(400)
    expect(type.body.data).toBeUndefined()
    const page = await fetch(`${base}/graphql`, { headers: { accept: 'text/html' } })
    expect(page.headers.get('content-type')).not.toMatch(/html/)
    expect(await page.text()).not.toMatch(/graphiql/i)
  })

  it('suggests no field, argument, input field or enum value', async () => {
    // Each typo, and the names a suggestion would reveal.
    const typos = [
      { query: '{ searchListing { queryID } }', hidden: ['"searchListings"'] },
      { query: '{ searchListings(inputt: {}) { queryID } }', hidden: ['"input"'] },
      {
        query: 'query ($i: SearchListingsInput) { searchListings(input: $i) { queryID } }',
        variables: { i: { qq: 'excavator' } },
        hidden: ['"q"'],
      },
      {
        query: 'mutation ($i: SubmitLeadInput!) { submitLead(input: $i) { leadId } }',
        variables: { i: { type: 'buy_noww', emial: 'a@example.com' } },
        hidden: ['"buy_now"', '"email"'],
      },
    ]
    for (const { hidden, ...typo } of typos) {
      const res = await gql(typo)
      expect(res.status).toBe(400)
      const messages = res.body.errors!.map((e) => e.message).join('\n')
      expect(messages).toMatch(/Cannot query field|Unknown argument|not defined|does not exist/)
      expect(messages).not.toMatch(/Did you mean|Suggestion/)
      for (const name of hidden) expect(messages).not.toContain(name)
    }
  })

  it('keeps a lead mail in the outbox while SMTP is down, and keeps answering', async () => {
    await seedLeadFixture(database, '7000001')
    const res = await gql({
      query: 'mutation ($input: SubmitLeadInput!) { submitLead(input: $input) { leadId } }',
      variables: {
        input: {
          type: 'buy_now',
          idempotencyKey: newKey(),
          stockNumber: '7000001',
          ...buyer,
          email: 'prod-check@example.com',
        },
      },
    })
    expect(res.body.errors).toBeUndefined()
    const leadId = Number((res.body.data?.submitLead as { leadId: string }).leadId)
    expect(leadId).toBeGreaterThan(0)
    const row = async () =>
      (
        await database.rows<{
          attempts: number
          last_error: string | null
          completed: boolean
          dead: boolean
        }>(
          sql`SELECT attempts, last_error, completed_at IS NOT NULL AS completed,
                     dead_at IS NOT NULL AS dead
              FROM outbox WHERE dedupe_key = ${`lead:${leadId}`}`,
        )
      )[0]
    // The worker in the api tried, failed to reach SMTP, and left the job to retry.
    await until(api, async () => (await row()).attempts >= 1, 'a failed mail attempt')
    const failed = await row()
    expect(failed.completed).toBe(false)
    expect(failed.dead).toBe(false)
    expect(failed.last_error).toBeTruthy()
    const sent = await database.rows(
      sql`SELECT 1 FROM sent_messages WHERE dedupe_key LIKE ${`lead:${leadId}:%`}`,
    )
    expect(sent).toHaveLength(0)
    // Still up, still answering.
    expect(api.child.exitCode).toBeNull()
    expect((await fetch(`${base}/health`)).status).toBe(200)
  })
})
