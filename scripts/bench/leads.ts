/**
 * `npm run bench:leads`: submit leads while killing the api (kill -9) 5 times, the worker 3 times
 * and Redis once, then report acknowledged leads, lead rows, emails sent, duplicates and lost,
 * the time to mail everything after the last recovery, and submission throughput and p95.
 * A recovery is when the restarted process is usable again: the api answers /health, the worker
 * says it consumes the queue, Redis answers PING. Mail times are the database's sent_messages
 * timestamps, so the measure does not depend on when this script looks.
 *
 * Runs against PostgreSQL (DATABASE_URL's server, default 127.0.0.1:5432, in a database of its
 * own) and a private redis-server on a free port, so the machine's Redis is never touched.
 * Options: --leads N (default 1200) --concurrency C (default 8)
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import pg from 'pg'
import { openDatabase } from '../../api/src/db/client'
import { markSeeded, runMigrations } from '../../api/src/db/migrate'
import { runSeed } from '../../api/src/seed/run-seed'
import { fmt, freePort, killGroup, percentile, sleep, startProcess, waitFor, BIN } from './lib'

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : def
}
const TOTAL = arg('leads', 1200)
const CONCURRENCY = arg('concurrency', 8)
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

async function main() {
  const dbName = `bench_leads_${Date.now()}`
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${dbName}`)
  const u = new URL(ADMIN_URL)
  u.pathname = `/${dbName}`
  const databaseUrl = u.toString()
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-leads-'))
  const log = fs.createWriteStream(path.join(logDir, 'processes.log'))
  console.log(`[bench:leads] database ${dbName}, logs in ${logDir}`)

  const database = await openDatabase({ databaseUrl, max: 4 })
  await runMigrations(database)
  await runSeed(database, { listings: 200, seed: 7, mediaDir: path.join(logDir, 'media') })
  await markSeeded(database, { seed: 7, listings: 200, bench: true })
  const stockNumbers = (
    await database.pool!.query<{ stock_number: string }>(
      `SELECT stock_number FROM listings WHERE status = 'available' ORDER BY id LIMIT 50`,
    )
  ).rows.map((r) => r.stock_number)

  const redisPort = await freePort()
  const apiPort = await freePort()
  const redisUrl = `redis://127.0.0.1:${redisPort}`
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    API_PORT: String(apiPort),
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    LEAD_RATE_LIMIT_PER_IP: '1000000',
    LEAD_RATE_LIMIT_PER_EMAIL: '1000000',
    SALES_TEAM_EMAIL: 'sales@bench.local',
  }
  const startRedis = () =>
    startProcess(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {},
      log,
    )
  const startApi = () => startProcess(path.join(BIN, 'tsx'), ['api/src/main.ts'], env, log)
  const startWorker = () =>
    startProcess(path.join(BIN, 'tsx'), ['api/src/jobs/worker-main.ts'], env, log)
  const apiUp = async () => (await fetch(`http://127.0.0.1:${apiPort}/health`)).ok
  const redisUp = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(redisPort, '127.0.0.1')
      socket.setTimeout(1000)
      socket.on('connect', () => socket.write('PING\r\n'))
      socket.on('data', (b) => {
        resolve(b.toString().startsWith('+PONG'))
        socket.destroy()
      })
      socket.on('error', () => resolve(false))
      socket.on('timeout', () => {
        resolve(false)
        socket.destroy()
      })
    })
  /** Resolves when the worker logs that it consumes the queue (worker-main.ts). */
  const workerReady = (child: ChildProcess) =>
    new Promise<void>((resolve, reject) => {
      let seen = ''
      child.stdout?.on('data', (b: Buffer) => {
        seen = (seen + b.toString()).slice(-4000)
        if (seen.includes('[jobs] worker started')) resolve()
      })
      child.once('exit', () => reject(new Error('the worker stopped while starting')))
    })

  let redis: ChildProcess = startRedis()
  let api: ChildProcess = startApi()
  let worker: ChildProcess = startWorker()
  const firstWorker = workerReady(worker)
  await waitFor(apiUp, 'the api', 120_000)
  await firstWorker

  // Submissions: each a browser that retries the same idempotency key until acknowledged.
  /** Idempotency key -> the lead id and when the browser got the answer (epoch ms). */
  const acknowledged = new Map<string, { leadId: number; at: number }>()
  let retries = 0
  let seq = 0
  const submitOne = async (stats: { latencies: number[]; request: number[] }) => {
    const i = seq++
    const key = `bench-${randomUUID()}`
    const onListing = stockNumbers.length > 0 && i % 3 !== 0
    const input = onListing
      ? {
          type: 'contact_sales',
          stockNumber: stockNumbers[i % stockNumbers.length],
          firstName: 'Bench',
          lastName: `Buyer ${i}`,
          email: `buyer${i}@bench.local`,
          phone: '+1 512 555 0100',
          message: `Lead ${i}`,
        }
      : { type: 'newsletter', email: `reader${i}@bench.local` }
    const body = JSON.stringify({
      query: 'mutation ($input: SubmitLeadInput!) { submitLead(input: $input) { leadId } }',
      variables: { input: { ...input, idempotencyKey: key, locale: i % 2 ? 'es' : 'en' } },
    })
    const t0 = performance.now()
    for (;;) {
      const t1 = performance.now()
      try {
        const res = await fetch(`http://127.0.0.1:${apiPort}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(10_000),
        })
        const json = (await res.json()) as { data?: { submitLead?: { leadId: string } } }
        if (res.ok && json.data?.submitLead) {
          acknowledged.set(key, { leadId: Number(json.data.submitLead.leadId), at: Date.now() })
          stats.latencies.push(performance.now() - t0)
          stats.request.push(performance.now() - t1)
          return
        }
      } catch {
        // api down: the browser retries with the same key
      }
      retries++
      await sleep(100)
    }
  }
  /** Submit `count` leads with CONCURRENCY clients; returns latencies and throughput. */
  const submitPhase = async (count: number, during?: (done: () => number) => Promise<void>) => {
    const stats = { latencies: [] as number[], request: [] as number[] }
    let left = count
    const started = performance.now()
    const clients = Array.from({ length: CONCURRENCY }, async () => {
      while (left > 0) {
        left--
        await submitOne(stats)
      }
    })
    const side = during?.(() => stats.latencies.length)
    await Promise.all(clients)
    await side
    return { ...stats, perSecond: count / ((performance.now() - started) / 1000) }
  }

  // Baseline: the same load with nothing failing.
  const baselineCount = Math.max(50, Math.round(TOTAL / 6))
  const baseline = await submitPhase(baselineCount)

  // Chaos, spread over the rest of the run.
  const kills = { api: 0, worker: 0, redis: 0 }
  /** When each killed process was usable again (epoch ms). */
  const recoveries: number[] = []
  const plan: Array<'api' | 'worker' | 'redis'> = [
    'api',
    'worker',
    'api',
    'redis',
    'api',
    'worker',
    'api',
    'worker',
    'api',
  ]
  const chaosCount = TOTAL - baselineCount
  const chaos = await submitPhase(chaosCount, async (done) => {
    for (const [n, target] of plan.entries()) {
      await waitFor(() => done() >= ((n + 1) * chaosCount) / (plan.length + 1), 'progress', 600_000)
      if (target === 'api') {
        killGroup(api)
        await sleep(300)
        api = startApi()
        await waitFor(apiUp, 'the api to restart', 120_000)
      } else if (target === 'worker') {
        killGroup(worker)
        await sleep(300)
        worker = startWorker()
        await workerReady(worker)
      } else {
        killGroup(redis)
        await sleep(500)
        redis = startRedis()
        await waitFor(redisUp, 'redis to restart', 60_000)
      }
      kills[target]++
      recoveries.push(Date.now())
    }
  })
  const lastRecovery = recoveries[recoveries.length - 1]

  // Every acknowledged lead must be mailed twice: to the sales team and a confirmation.
  const leadIds = [...acknowledged.values()].map((a) => a.leadId)
  const pending = async () => {
    const { rows } = await database.pool!.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM unnest($1::bigint[]) AS l(id)
       WHERE NOT EXISTS (SELECT 1 FROM sent_messages WHERE dedupe_key = 'lead:' || l.id || ':confirmation')
          OR NOT EXISTS (SELECT 1 FROM sent_messages WHERE dedupe_key = 'lead:' || l.id || ':sales')`,
      [leadIds],
    )
    return rows[0].n
  }
  try {
    await waitFor(async () => (await pending()) === 0, 'every lead to be mailed', 180_000)
  } catch {
    // reported below as lost
  }
  /** The rows of a query (`n`, a count, unless the caller names another shape). */
  const q = async <R extends Record<string, unknown> = { n: number }>(
    sql: string,
    params: unknown[] = [],
  ) => (await database.pool!.query<R>(sql, params)).rows
  // When each lead's last mail was recorded (epoch ms), from the database's own timestamps.
  const mailedAt = new Map<number, number>(
    (
      await q<{ id: number; at: number }>(
        `SELECT l.id::int AS id, (extract(epoch FROM max(m.created_at)) * 1000)::float8 AS at
         FROM unnest($1::bigint[]) AS l(id)
         JOIN sent_messages m
           ON m.dedupe_key IN ('lead:' || l.id || ':sales', 'lead:' || l.id || ':confirmation')
         GROUP BY l.id HAVING count(*) = 2`,
        [leadIds],
      )
    ).map((r) => [r.id, r.at]),
  )
  // From the last recovery until the last acknowledged lead was mailed (0 if all were mailed by
  // then); leads keep coming after it, so this includes mailing the tail of the run.
  const mailedAllIn =
    mailedAt.size === leadIds.length
      ? Math.max(0, Math.max(...mailedAt.values()) - lastRecovery) / 1000
      : NaN
  // Per lead: from its acknowledgement, or from the recovery it waited for, to its last mail.
  const slowestLead = Math.max(
    0,
    ...[...acknowledged.values()].map(({ leadId, at }) => {
      const mailed = mailedAt.get(leadId)
      if (mailed === undefined) return NaN
      const recovered = recoveries.filter((r) => r <= mailed).pop() ?? 0
      return (mailed - Math.max(at, recovered)) / 1000
    }),
  )
  const [{ n: leadRows }] = await q(`SELECT count(*)::int AS n FROM leads`)
  const [{ n: emails }] = await q(
    `SELECT count(*)::int AS n FROM sent_messages WHERE template LIKE 'lead-%'`,
  )
  const [{ n: dupLeads }] = await q(
    `SELECT count(*)::int AS n FROM (SELECT idempotency_key FROM leads GROUP BY 1 HAVING count(*) > 1) d`,
  )
  // A mail sent twice, whatever its dedupe key: one recipient, one template, one subject. The
  // sales subject carries the lead id and every bench lead has its own address, so no two leads
  // share these.
  const [{ n: dupMails }] = await q(
    `SELECT count(*)::int AS n FROM (
       SELECT "to", template, subject FROM sent_messages WHERE template LIKE 'lead-%'
       GROUP BY 1, 2, 3 HAVING count(*) > 1) d`,
  )
  const lost = await pending()
  const missingRows =
    leadIds.length -
    Number(
      (await q(`SELECT count(*)::int AS n FROM leads WHERE id = ANY($1::bigint[])`, [leadIds]))[0]
        .n,
    )

  console.log('\n[bench:leads] results')
  console.table({
    'leads submitted': TOTAL,
    'leads acknowledged': acknowledged.size,
    'lead rows': leadRows,
    'acknowledged without a row': missingRows,
    'emails sent': emails,
    'duplicate leads (same key)': dupLeads,
    'duplicate emails (same recipient and subject)': dupMails,
    'lost (acknowledged, not fully mailed)': lost,
    'kills api / worker / redis': `${kills.api} / ${kills.worker} / ${kills.redis}`,
    'client retries during outages': retries,
    'all mailed, s after the last recovery': fmt(mailedAllIn),
    'slowest lead, s from ack (or its recovery) to mailed': fmt(slowestLead),
    'baseline (no failures): leads/s': fmt(baseline.perSecond),
    'baseline: request p50 / p95 (ms)': `${fmt(percentile(baseline.request, 50))} / ${fmt(percentile(baseline.request, 95))}`,
    'chaos: leads/s incl. outages': fmt(chaos.perSecond),
    'chaos: request p50 / p95 (ms)': `${fmt(percentile(chaos.request, 50))} / ${fmt(percentile(chaos.request, 95))}`,
    'chaos: p95 incl. outage retries (ms)': fmt(percentile(chaos.latencies, 95)),
  })

  killGroup(api, 'SIGTERM')
  killGroup(worker, 'SIGTERM')
  killGroup(redis)
  await database.close()
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
  await admin.end()
  log.end()
  const pass =
    lost === 0 &&
    missingRows === 0 &&
    dupLeads === 0 &&
    dupMails === 0 &&
    mailedAllIn <= 60 &&
    slowestLead <= 60
  console.log(
    pass
      ? '[bench:leads] PASS: 0 lost, every lead mailed within 60 s of recovery'
      : '[bench:leads] FAIL',
  )
  process.exit(pass ? 0 : 1)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
