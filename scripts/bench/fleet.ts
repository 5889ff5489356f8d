/**
 * `npm run bench:fleet [-- --duration 20 --listings 1000 --connections 10 --changes 20]` (issue
 * 33, point 5): bounded virtual visitors (autocannon, `--connections` in all: 60% on the web, 40%
 * on the api) asking for search pages, landing pages, equipment pages, GraphQL searches and lead
 * posts (fleet-load.ts), loopback only, on a PostgreSQL database of its own (seeded, dropped at the
 * end) and a private redis-server. It prints:
 *
 * 1. steady state, `--duration` s each: a single `npm start`-like stack (one api, one worker, one
 *    web; single-stack.ts), then the fleet (`npm run fleet`'s sequence: 2 api + 2 web replicas, a
 *    worker, HAProxy; bench-fleet.ts): requests/s, p50/p95/p99, failed requests;
 * 2. a rolling restart of every replica under the same load, one at a time (SIGTERM; the fleet
 *    starts it again; the next one only once it is ready and HAProxy has it UP): failed requests
 *    (target 0) and p99;
 * 3. kill -9 of one api replica, then one web replica, mid-run: failed requests (target: no more
 *    than were in flight on the killed replica, HAProxy's `scur` just before the kill), the time
 *    until HAProxy took it out (its `show stat` status DOWN), and the leads acknowledged vs lead
 *    rows in the database (target equal; posts that got no answer are then retried once with the
 *    same idempotency key, as the site's forms do, and counted apart); and sign-ups, favorites,
 *    price changes and partner import rows written meanwhile (fleet-writes.ts): sent,
 *    acknowledged, rows, acknowledged but missing (target 0), and again after a safe re-send;
 * 4. search propagation: a listing repriced `--changes` times through the api replicas in turn,
 *    and the time until every replica's own search (its port, not the balancer) finds the new
 *    price: p50/p95 (target p95 <= 1 s).
 *
 * The web is served from a production build in web/.next-bench (built when it is not current).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { listingPath } from '@ironyard/contract/listing-path'
import { openDatabase } from '../../api/src/db/client'
import { markSeeded, runMigrations } from '../../api/src/db/migrate'
import { runSeed } from '../../api/src/seed/run-seed'
import { buildWeb, webBuildIsCurrent } from '../web-build-stamp'
import { startBenchFleet, type BenchFleet } from './bench-fleet'
import { runLoad, summarize, type LoadRun, type MixTargets, type Summary } from './fleet-load'
import { measurePropagation, signInAdmin } from './fleet-propagation'
import { prepareWrites } from './fleet-writes'
import { writesTable, writeVerdict } from './fleet-writes-report'
import { createBenchDatabase, fmt, percentile, privateRedis, ROOT, sleep } from './lib'
import { startSingleStack } from './single-stack'
import {
  killReplica,
  leadRows,
  postLead,
  printFailures,
  restartReplica,
  type KillResult,
} from './fleet-chaos'

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    listings: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '10' },
    changes: { type: 'string', default: '20' },
  },
})
const DURATION_MS = Number(args.duration) * 1000
const LISTINGS = Number(args.listings)
const CONNECTIONS = Math.max(2, Number(args.connections))
const WEB_CONNECTIONS = Math.round(CONNECTIONS * 0.6)
const API_CONNECTIONS = CONNECTIONS - WEB_CONNECTIONS
const CHANGES = Number(args.changes)
const DIST_DIR = '.next-bench'
const PROPAGATION_TARGET_MS = 1000

const say = (line: string) => console.log(`[bench:fleet] ${line}`)
const row = (s: Summary) => ({
  requests: s.requests,
  'req/s': fmt(s.perSecond),
  'p50 ms': fmt(s.p50),
  'p95 ms': fmt(s.p95),
  'p99 ms': fmt(s.p99),
  failed: s.failed,
})
const verdict = (ok: boolean, line: string) => {
  console.log(`[bench:fleet] ${ok ? 'PASS' : 'FAIL'}: ${line}`)
  return ok
}

async function mixTargets(pool: import('pg').Pool): Promise<MixTargets> {
  const categories = (
    await pool.query<{ slug: string }>(
      `SELECT c.slug FROM categories c JOIN listings l ON l.category_id = c.id
       WHERE l.status = 'available' GROUP BY c.slug ORDER BY count(*) DESC LIMIT 8`,
    )
  ).rows.map((r) => r.slug)
  const listings = (
    await pool.query<{ year: number; make: string; model: string; stock_number: string }>(
      `SELECT l.year, m.name AS make, l.model, l.stock_number FROM listings l
       JOIN makes m ON m.id = l.make_id WHERE l.status = 'available' ORDER BY l.id LIMIT 60`,
    )
  ).rows
  const sorts = ['recommended', 'advertisedPrice_asc', 'year_desc']
  return {
    categories,
    searchPages: categories.flatMap((c, i) => [
      `/equipment?category=${c}`,
      `/equipment?category=${c}&sort=${sorts[i % sorts.length]}`,
    ]),
    landingPages: categories.map((c) => `/${c}`),
    detailPages: listings.map((l) =>
      listingPath({ year: l.year, makeName: l.make, model: l.model, stockNumber: l.stock_number }),
    ),
    stockNumbers: listings.map((l) => l.stock_number),
  }
}

/** Every page of the mix answers 200 before it is measured (a 404 would count as a failure). */
async function checkTargets(webOrigin: string, t: MixTargets) {
  for (const p of [...t.searchPages, ...t.landingPages, ...t.detailPages.slice(0, 10)]) {
    const res = await fetch(`${webOrigin}${p}`, { redirect: 'manual' })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}`)
  }
}

/** Load for a fixed time; `during` runs alongside (kills, restarts) and must finish first. */
async function phase(
  origins: { webOrigin: string; apiOrigin: string },
  targets: MixTargets,
  tag: string,
  until: Promise<unknown>,
): Promise<LoadRun> {
  return runLoad({
    ...origins,
    webConnections: WEB_CONNECTIONS,
    apiConnections: API_CONNECTIONS,
    targets,
    until,
    tag,
  })
}

async function main() {
  const started = Date.now()
  const bench = await createBenchDatabase('bench_fleet')
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-fleet-'))
  const log = fs.createWriteStream(path.join(logDir, 'processes.log'))
  say(`database ${bench.name}, logs in ${logDir}`)
  const database = await openDatabase({ databaseUrl: bench.url, max: 4 })
  let redis: Awaited<ReturnType<typeof privateRedis>> | null = null
  let single: Awaited<ReturnType<typeof startSingleStack>> | null = null
  let fleet: BenchFleet | null = null
  let ok = true
  try {
    await runMigrations(database)
    await runSeed(database, { listings: LISTINGS, seed: 11, media: false, mediaDir: logDir })
    await markSeeded(database, { seed: 11, listings: LISTINGS, bench: true })
    const pool = database.pool!
    const targets = await mixTargets(pool)
    if (!webBuildIsCurrent(ROOT, DIST_DIR)) {
      say(`building the web for production into web/${DIST_DIR} (sources changed)...`)
      buildWeb(ROOT, { distDir: DIST_DIR, codegen: true, log })
    }
    redis = await privateRedis(log)
    // As `npm start` gives them (no NODE_ENV: a development api, the web's production build).
    const env = {
      DATABASE_URL: bench.url,
      REDIS_URL: redis.url,
      LOG_LEVEL: 'warn',
      MEDIA_DIR: path.join(logDir, 'media'),
      LEAD_RATE_LIMIT_PER_IP: '1000000',
      LEAD_RATE_LIMIT_PER_EMAIL: '1000000',
      SALES_TEAM_EMAIL: 'sales@bench.local',
    }
    const timer = (ms: number) => sleep(ms)
    say(
      `${LISTINGS} listings; ${WEB_CONNECTIONS} web + ${API_CONNECTIONS} api connections; ${DURATION_MS / 1000} s per phase`,
    )

    // 1. Steady state: the single stack, then the fleet.
    single = await startSingleStack({ env, distDir: DIST_DIR, log })
    await checkTargets(single.webOrigin, targets)
    const singleRun = await phase(single, targets, 'single', timer(DURATION_MS))
    await single.stop()
    single = null
    fleet = await startBenchFleet({
      counts: { api: 2, web: 2, workers: 1 },
      childEnv: env,
      distDir: DIST_DIR,
      log: (line) => log.write(`${line}\n`),
    })
    const f = fleet
    const origins = { webOrigin: f.webOrigin, apiOrigin: f.apiOrigin }
    await checkTargets(f.webOrigin, targets)
    const steady = await phase(origins, targets, 'steady', timer(DURATION_MS))

    // 2. Rolling restart of every replica, one at a time, under load.
    const order = [...f.apiIds, ...f.webIds]
    const restarted: Array<{ id: string; at: number; ms: number }> = []
    const rolling = await phase(
      origins,
      targets,
      'rolling',
      (async () => {
        await sleep(2000)
        for (const id of order) {
          const t0 = Date.now()
          await restartReplica(f, id, 'SIGTERM')
          restarted.push({ id, at: t0, ms: Date.now() - t0 })
        }
        await sleep(2000)
      })(),
    )

    // 3. kill -9 of one api replica, then one web replica, mid-run, while sign-ups, favorites,
    // price changes and partner imports are written through the balancer (fleet-writes.ts).
    const kills: KillResult[] = []
    const writes = await prepareWrites({ ...origins, database, pool })
    const chaos = await phase(
      origins,
      targets,
      'kill',
      (async () => {
        const t0 = Date.now()
        const written = writes.run(DURATION_MS * 0.9)
        await sleep(DURATION_MS / 3)
        kills.push(await killReplica(f, f.apiIds[0]))
        await sleep(Math.max(0, t0 + (2 * DURATION_MS) / 3 - Date.now()))
        kills.push(await killReplica(f, f.webIds[0]))
        await Promise.all([...kills.map((k) => f.backInRotation(k.id)), written])
        await sleep(Math.max(1000, t0 + DURATION_MS - Date.now()))
      })(),
    )
    // Leads of the kill phase: acknowledged vs rows. A post that got no answer is then sent again
    // with its idempotency key, as the site's forms do: the same lead if it was stored, else now.
    const chaosKeys = [...chaos.leadsSent.keys()]
    const rowsAfterKill = await leadRows(pool, chaosKeys)
    const ackedWithoutRow = [...chaos.leadsAcked.keys()].filter((k) => !rowsAfterKill.has(k))
    const rowsWithoutAck = [...rowsAfterKill.keys()].filter((k) => !chaos.leadsAcked.has(k))
    const answeredNotAcked = [...chaos.leadsAnswered].filter((k) => !chaos.leadsAcked.has(k))
    const noAnswer = chaosKeys.filter((k) => !chaos.leadsAnswered.has(k))
    const acked = new Map(chaos.leadsAcked)
    let retriedSame = 0
    let retriedNew = 0
    for (const key of chaosKeys.filter((k) => !acked.has(k))) {
      const id = await postLead(f.apiOrigin, chaos.leadsSent.get(key)!)
      if (!id) continue
      acked.set(key, id)
      if (rowsAfterKill.get(key) === id) retriedSame++
      else retriedNew++
    }
    const rowsAfterRetry = await leadRows(pool, chaosKeys)
    const ackedMismatch = [...acked].filter(([k, id]) => rowsAfterRetry.get(k) !== id).length
    const writeTallies = await writes.check()

    // 4. Search propagation across the api replicas (their own ports).
    const replicas = f.apiIds.map((id) => ({ id, origin: `http://127.0.0.1:${f.port(id)}` }))
    const jwt = await signInAdmin(replicas[0].origin, pool)
    const propagation = await measurePropagation({
      replicas,
      jwt,
      stockNumber: targets.stockNumbers[0],
      changes: CHANGES,
    })

    // Report.
    console.log(`\n[bench:fleet] results (${((Date.now() - started) / 1000).toFixed(0)} s)`)
    const whole = (r: LoadRun) => summarize(r.samples, r.startedAt, r.endedAt + 1)
    const s1 = whole(singleRun)
    const s2 = whole(steady)
    const s3 = whole(rolling)
    const s4 = whole(chaos)
    console.log('steady state and the two chaos phases (same mix, same connections):')
    console.table({
      'single api + web (npm start)': row(s1),
      'fleet 2 api + 2 web': row(s2),
      'fleet, rolling restart': row(s3),
      'fleet, kill -9 api + web': row(s4),
    })
    const served = (r: LoadRun) => {
      const counts = new Map<string, number>()
      for (const s of r.samples)
        if (s.servedBy) counts.set(s.servedBy, (counts.get(s.servedBy) ?? 0) + 1)
      return Object.fromEntries([...counts].sort())
    }
    console.log('answers by replica (x-served-by), steady state:', served(steady))
    console.log('rolling restart, each replica from SIGTERM to back in HAProxy:')
    console.table(Object.fromEntries(restarted.map((r) => [r.id, { seconds: fmt(r.ms / 1000) }])))
    printFailures('rolling restart', rolling, restarted)
    console.log('kill -9:')
    console.table(
      Object.fromEntries(
        kills.map((k, i) => [
          k.id,
          {
            'in flight on it (HAProxy scur)': k.inFlight,
            'HAProxy DOWN after (s)': fmt(k.downAfterMs / 1000, 2),
            'attempts sent to it after the kill (redispatched)': k.attemptsAfterKill,
            'failed from the kill to the next (or the end)': summarize(
              chaos.samples,
              k.at,
              kills[i + 1]?.at ?? chaos.endedAt + 1,
            ).failed,
          },
        ]),
      ),
    )
    printFailures(
      'kill -9',
      chaos,
      kills.map((k) => ({ id: k.id, at: k.at, ms: k.downAfterMs })),
    )
    const inFlight = kills.reduce((n, k) => n + k.inFlight, 0)
    console.log('leads of the kill phase:')
    console.table({
      'lead posts': chaos.leadsSent.size,
      'acknowledged (2xx with a lead id)': chaos.leadsAcked.size,
      'lead rows of those posts': rowsAfterKill.size,
      'acknowledged without a row (lost)': ackedWithoutRow.length,
      'answered, not acknowledged (a 5xx or GraphQL error)': answeredNotAcked.length,
      'no answer (killed mid-request, or in flight when the load stopped)': noAnswer.length,
      'stored without an acknowledgement': rowsWithoutAck.length,
      'unanswered posts retried with their key: same lead': retriedSame,
      'unanswered posts retried with their key: stored now': retriedNew,
      'after the retries: acknowledged / rows': `${acked.size} / ${rowsAfterRetry.size}`,
    })
    console.log('the other writes of the kill phase (re-sent once when not acknowledged):')
    console.table(writesTable(writeTallies))
    const pm = propagation.everyReplicaMs
    console.log(`search propagation, ${pm.length} reprices, until every api replica finds it:`)
    console.table({
      'every replica': {
        'p50 ms': fmt(percentile(pm, 50)),
        'p95 ms': fmt(percentile(pm, 95)),
        'max ms': fmt(Math.max(...pm)),
      },
      ...Object.fromEntries(
        [...propagation.byReplica].map(([id, ms]) => [
          id,
          {
            'p50 ms': fmt(percentile(ms, 50)),
            'p95 ms': fmt(percentile(ms, 95)),
            'max ms': fmt(Math.max(...ms)),
          },
        ]),
      ),
    })

    ok =
      verdict(
        s3.failed === 0,
        `rolling restart: ${s3.failed} failed of ${s3.requests} (target 0), p99 ${fmt(s3.p99)} ms`,
      ) && ok
    ok =
      verdict(
        s4.failed <= inFlight,
        `kill -9: ${s4.failed} failed, ${inFlight} in flight on the killed replicas (target: failed <= in flight)`,
      ) && ok
    ok =
      verdict(
        ackedWithoutRow.length === 0 && ackedMismatch === 0 && acked.size === rowsAfterRetry.size,
        `leads: ${chaos.leadsAcked.size} acknowledged during the kills, ${rowsAfterKill.size} rows, ${ackedWithoutRow.length} acknowledged without a row; after retrying the ${chaosKeys.length - chaos.leadsAcked.size} unanswered with their key: ${acked.size} acknowledged, ${rowsAfterRetry.size} rows (target equal)`,
      ) && ok
    for (const t of writeTallies) ok = verdict(t.ok, writeVerdict(t)) && ok
    ok =
      verdict(
        percentile(pm, 95) <= PROPAGATION_TARGET_MS,
        `search propagation p95 ${fmt(percentile(pm, 95))} ms (target <= ${PROPAGATION_TARGET_MS} ms)`,
      ) && ok
    ok =
      verdict(
        s2.failed === 0 && s1.failed === 0,
        `steady state: ${s1.failed} failed single, ${s2.failed} failed fleet (target 0)`,
      ) && ok
  } finally {
    await single?.stop()
    await fleet?.stop()
    redis?.kill()
    await database.close()
    await bench.drop()
    log.end()
  }
  process.exit(ok ? 0 : 1)
}

main().catch((err) => {
  console.error(`[bench:fleet] ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`)
  process.exit(1)
})
