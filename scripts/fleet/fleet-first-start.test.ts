import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { testDatabaseUrl } from '../../api/test/helpers/db'
import { call, until } from './fleet-harness'
import { freePort } from './run-fleet'

/**
 * Three api replicas started at the same moment on an empty PostgreSQL database (issue 33, point
 * 4, last item): the database is migrated once and seeded once (advisory locks in
 * api/src/db/migrate.ts and api/src/main.ts), then all three serve. What one seed writes is read
 * from the seeding replica's own progress lines, so the counts are compared with what that seed
 * reported, not with numbers written here. Development mode, a 10-listing seed.
 *
 * Needs TEST_DATABASE_URL (the replicas run without Redis: their jobs run inline).
 */

const ROOT = path.resolve(__dirname, '../..')
const SEED_LISTINGS = 10
const runs = Boolean(testDatabaseUrl())
if (!runs) console.warn('fleet-first-start.test.ts skipped: it needs TEST_DATABASE_URL')

async function admin<T>(fn: (client: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const url = new URL(testDatabaseUrl()!)
  if (database) url.pathname = `/${database}`
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

const count = async (name: string, table: string) =>
  admin(async (c) => Number((await c.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n), name)

;(runs ? describe : describe.skip)('three api replicas on an empty database', () => {
  jest.setTimeout(300_000)
  const name = `ironyard_first_${randomBytes(6).toString('hex')}`
  let media: string
  const replicas: Array<{ id: string; port: number; child: ChildProcess; output: string }> = []

  beforeAll(async () => {
    await admin((c) => c.query(`CREATE DATABASE ${name}`))
    media = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-first-start-media-'))
    const url = new URL(testDatabaseUrl()!)
    url.pathname = `/${name}`
    const ports = [await freePort(), await freePort(), await freePort()]
    // Started in the same tick, as an orchestrator starts a new deployment's replicas.
    for (const [i, port] of ports.entries()) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? os.tmpdir(),
          NODE_ENV: 'development',
          HOST: '127.0.0.1',
          API_PORT: String(port),
          DATABASE_URL: url.toString(),
          SEED_LISTINGS: String(SEED_LISTINGS),
          SEED: '42',
          MEDIA_DIR: media,
          REPLICA_ID: `api-${i + 1}`,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      })
      const replica = { id: `api-${i + 1}`, port, child, output: '' }
      child.stdout?.on('data', (b: Buffer) => (replica.output += b.toString()))
      child.stderr?.on('data', (b: Buffer) => (replica.output += b.toString()))
      replicas.push(replica)
    }
    await Promise.all(
      replicas.map((r) =>
        until(
          async () =>
            (await call(`http://127.0.0.1:${r.port}`, 'GET', '/health/ready')).status === 200,
          `${r.id} to be ready`,
          {
            ms: 240_000,
            everyMs: 250,
            why: () =>
              r.child.exitCode !== null || r.child.signalCode !== null
                ? `${r.id} ended:\n${r.output.slice(-3000)}`
                : '',
          },
        ),
      ),
    )
  })

  afterAll(async () => {
    for (const { child } of replicas) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    if (media) fs.rmSync(media, { recursive: true, force: true })
  })

  it('migrate and seed it once, then all three serve', async () => {
    // One replica seeded; the others waited on the seed lock and found it seeded.
    const seeders = replicas.filter((r) => r.output.includes('[seed] first start'))
    expect(seeders.map((r) => r.id)).toHaveLength(1)
    const log = seeders[0].output
    const reported = (pattern: RegExp) => Number(pattern.exec(log)?.[1].replace(/,/g, ''))

    // Every committed migration applied once.
    const journal = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'api/src/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] }
    expect(await count(name, 'drizzle.__drizzle_migrations')).toBe(journal.entries.length)

    // What the seed reported writing is in the database once.
    expect(await count(name, 'listings')).toBe(SEED_LISTINGS)
    expect(await count(name, 'completed_sales')).toBe(reported(/completed sales (\d+)\/\d+/))
    expect(await count(name, 'models')).toBe(reported(/inserted \d+ makes, (\d+) models/))
    expect(await count(name, 'content_stories')).toBe(reported(/blog: (\d+) articles/))
    const markers = await admin(
      async (c) =>
        (await c.query<{ value: unknown }>(`SELECT value FROM app_meta WHERE key = 'seed'`)).rows,
      name,
    )
    expect(markers).toHaveLength(1)
    expect(markers[0].value).toMatchObject({ seed: 42, listings: SEED_LISTINGS })

    // All three serve the seeded inventory, the same one.
    const totals = []
    for (const r of replicas) {
      const res = await call(`http://127.0.0.1:${r.port}`, 'POST', '/graphql', {
        body: { query: '{ searchListings(input: {}) { stats { total } } }' },
      })
      expect(res.servedBy).toBe(r.id)
      totals.push(
        (res.body as { data: { searchListings: { stats: { total: number } } } }).data.searchListings
          .stats.total,
      )
    }
    expect(totals[0]).toBeGreaterThan(0)
    expect(totals).toEqual([totals[0], totals[0], totals[0]])
  })
})
