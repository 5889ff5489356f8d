import { randomBytes } from 'node:crypto'
import net from 'node:net'
import os from 'node:os'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { drainAndStop, ReplicaLifecycle } from '@ironyard/contract/replica'
import { openDatabase, type Database } from '../../src/db/client'
import { migrationStatus } from '../../src/db/migration-status'
import type { Env } from '../../src/lib/env'
import { logger } from '../../src/lib/logger'
import { createReplica } from '../../src/lib/replica'
import { buildServer } from '../../src/server'
import { testEnv } from '../helpers/app'
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../helpers/db'

/**
 * An api replica as a balancer sees it (issue 33): every answer names it (x-served-by), /health/live
 * answers while the process runs, /health/ready answers 200 only when the database, this
 * release's migrations, the search index (and Redis when configured) are there, and 503 from the
 * moment it starts stopping, which then finishes the requests in flight before it closes.
 */

const REDIS = process.env.TEST_REDIS_URL

interface Health {
  replica: string
  pid: number
  status: string
  ready?: boolean
  draining: boolean
  checks?: Record<string, { ok: boolean; error?: string }>
}

async function build(database: Database, env: Env, replica: ReplicaLifecycle) {
  return buildServer({ database, env, logger, now: () => new Date(), replica })
}

/** GET `path`; status, body and x-served-by. */
async function get(app: FastifyInstance, path: string) {
  const res = await app.inject({ method: 'GET', url: path })
  return {
    status: res.statusCode,
    servedBy: res.headers['x-served-by'],
    body: res.json<Health>(),
  }
}

/** Wait for a state, polling (the search index loads in the background). */
async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const v = await read()
    if (ok(v)) return v
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('an api replica', () => {
  let database: TestDatabase
  let app: FastifyInstance
  const replica = new ReplicaLifecycle('api-test-1', process.pid)
  const env = testEnv(REDIS ? { REDIS_URL: REDIS } : {})
  // A request that stays in flight until the test lets it finish (not a route of the product).
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  let entered!: () => void
  const inRoute = new Promise<void>((r) => (entered = r))

  beforeAll(async () => {
    database = await createTestDatabase()
    app = await build(database, env, replica)
    app.get('/test/in-flight', async () => {
      entered()
      await gate
      return { finished: true }
    })
  })
  afterAll(async () => {
    await app.close()
    await database.destroy()
  })

  it('names itself on every answer: health, GraphQL, errors', async () => {
    expect((await get(app, '/health')).servedBy).toBe('api-test-1')
    expect((await get(app, '/no/such/route')).servedBy).toBe('api-test-1')
    // A URL Fastify cannot route (its framework-error answer) too.
    const badUrl = await app.inject({ method: 'GET', url: '/%zz' })
    expect(badUrl.statusCode).toBe(400)
    expect(badUrl.headers['x-served-by']).toBe('api-test-1')
    const gql = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ __typename }' }),
    })
    expect(gql.statusCode).toBe(200)
    expect(gql.headers['x-served-by']).toBe('api-test-1')
  })

  it('takes its name from REPLICA_ID, else api-<host>-<pid>', () => {
    expect(createReplica({ REPLICA_ID: 'api-7' }, 'api').id).toBe('api-7')
    expect(createReplica({ REPLICA_ID: undefined }, 'api').id).toBe(
      `api-${os.hostname()}-${process.pid}`,
    )
  })

  it('is live, with its replica id and pid', async () => {
    const live = await get(app, '/health/live')
    expect(live.status).toBe(200)
    expect(live.body).toMatchObject({ replica: 'api-test-1', pid: process.pid, status: 'live' })
  })

  it('is ready once its search index is loaded and caught up, saying what it checked', async () => {
    const ready = await until(
      () => get(app, '/health/ready'),
      (r) => r.status === 200,
      'ready',
    )
    expect(ready.body).toMatchObject({
      replica: 'api-test-1',
      pid: process.pid,
      status: 'ready',
      ready: true,
      draining: false,
    })
    expect(ready.body.checks).toMatchObject({
      database: { ok: true },
      migrations: { ok: true },
      search: { ok: true, loaded: true },
      ...(REDIS ? { redis: { ok: true } } : {}),
    })
    // The unchanged endpoint other checks use.
    const health = await get(app, '/health')
    expect(health.status).toBe(200)
    expect(health.body).toMatchObject({ status: 'ok' })
  })

  it('is not ready from the moment it stops, finishes the request in flight, then closes', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`
    const inFlight = fetch(`${base}/test/in-flight`)
    await inRoute

    // SIGTERM: main.ts calls drainAndStop.
    const exitCode = new Promise<number>((resolve) => {
      void drainAndStop(replica, {
        close: () => app.close(),
        closeIdle: () => app.server.closeIdleConnections(),
        log: () => undefined,
        exit: resolve,
      })
    })
    // The balancer's checks see it draining at once; the process still answers the rest.
    for (let i = 0; i < 2; i++) {
      const probe = await fetch(`${base}/health/ready`)
      expect(probe.status).toBe(503)
      expect(await probe.json()).toMatchObject({ replica: 'api-test-1', status: 'draining' })
    }
    // Seen twice by the balancer (HAProxy's `fall 2`): it stops listening...
    await until(
      () => Promise.resolve(app.server.listening),
      (listening) => !listening,
      'the server to stop listening',
    )
    await expect(fetch(`${base}/health/live`)).rejects.toThrow()
    // ...and still finishes what it was doing before it exits.
    release()
    const answer = await inFlight
    expect(answer.status).toBe(200)
    expect(answer.headers.get('x-served-by')).toBe('api-test-1')
    expect(await answer.json()).toEqual({ finished: true })
    expect(await exitCode).toBe(0)
  })
})

/** A TCP relay to PostgreSQL that the test can cut: the database becomes unreachable. */
async function startRelay(target: URL): Promise<{ port: number; cut(): Promise<void> }> {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname)
    for (const s of [client, upstream]) {
      sockets.add(s)
      s.on('error', () => undefined)
      s.on('close', () => sockets.delete(s))
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    port: (server.address() as net.AddressInfo).port,
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const s of sockets) s.destroy()
      }),
  }
}

describe('an api replica whose database becomes unreachable', () => {
  const cleanups: Array<() => Promise<unknown>> = []
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined)
  })

  it('answers not ready (503), naming the database check, and stays live', async () => {
    const test = await createTestDatabase()
    cleanups.push(() => test.destroy())
    let database: Database = test
    let cut: () => Promise<unknown> = () => test.close()
    if (testDatabaseUrl()) {
      // PostgreSQL through a relay the test cuts, as a network failure would.
      const relay = await startRelay(new URL(test.url!))
      const url = new URL(test.url!)
      url.host = `127.0.0.1:${relay.port}`
      database = await openDatabase({ databaseUrl: url.toString(), max: 2 })
      cut = () => relay.cut()
    }
    const app = await build(database, testEnv(), new ReplicaLifecycle('api-test-2', process.pid))
    cleanups.push(() => app.close())
    await until(
      () => get(app, '/health/ready'),
      (r) => r.status === 200,
      'ready',
    )

    await cut()
    const ready = await get(app, '/health/ready')
    expect(ready.status).toBe(503)
    expect(ready.body).toMatchObject({ replica: 'api-test-2', status: 'not-ready', ready: false })
    expect(ready.body.checks?.database).toMatchObject({ ok: false })
    expect(ready.body.checks?.database.error).toMatch(/^[A-Z0-9_]+$|^[a-z]+$/)
    expect((await get(app, '/health/live')).status).toBe(200)
  })

  it('knows a database without this release’s migrations', async () => {
    let empty: Database
    const admin = testDatabaseUrl()
    if (admin) {
      const name = `ironyard_empty_${randomBytes(5).toString('hex')}`
      await adminQuery(admin, `CREATE DATABASE ${name}`)
      cleanups.push(() => adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
      const url = new URL(admin)
      url.pathname = `/${name}`
      empty = await openDatabase({ databaseUrl: url.toString(), max: 1 })
    } else {
      empty = await openDatabase({ pgliteDir: 'memory://' })
    }
    cleanups.push(() => empty.close())
    expect(await migrationStatus(empty)).toMatchObject({ applied: false })
  })
})

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}
