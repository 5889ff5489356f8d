/**
 * `npm run bench:bids-floor [-- --baseline]` (issue 34 point 6): what a bid costs in CPU time, by
 * layer, on this machine, and the most bids a second its 2 cores could answer at that cost. CPU
 * time, not wall-clock rates, so the figures hold on a machine other work shares. Measured (ms of
 * CPU a request: the server process(es) from /proc, the PostgreSQL backends of the bench's
 * database from /proc by `pg_stat_activity`'s pids, the job worker, this process's own as the
 * load generator):
 * (a) a bare Fastify POST answering JSON (floor-servers.ts `bare`);
 * (b) a GraphQL Yoga no-op `placeBid` on Fastify with the api's limits and headers (`yoga`);
 * (c) one bid's PostgreSQL work alone: `placeBid` called in this process on one connection, one
 *     bid at a time (bid-sql.ts's statements in their transaction; no HTTP, no session);
 * (d) `placeBid` through GraphQL over HTTP against the api and worker bench:bids starts, bids over
 *     150 lots from 20 signed-in bidders (each bid outbids the lot's leader: a mail to the worker).
 * (150 lots each for (c) and (d): the 800 seeded listings have ~340 a lot may take.)
 * With --baseline, (d) runs first with SESSION_JWT_CACHE=off (every request verifies its JWT), then
 * as the api runs by default; and (e) the session check alone (floor-session.ts), with and without
 * the verified-JWT cache, in this process: the difference a bid, measured where it is not lost in
 * the noise of a whole bid on a loaded machine. Then the floor arithmetic
 * (floor-report.ts) and whether each target is reachable at it. Results: bids.md.
 */
import path from 'node:path'
import os from 'node:os'
import fs from 'node:fs'
import pg from 'pg'
import { openDatabase, type Database } from '../../api/src/db/client'
import { markSeeded, runMigrations } from '../../api/src/db/migrate'
import { envSchema } from '../../api/src/lib/env'
import { logger } from '../../api/src/lib/logger'
import { runSeed } from '../../api/src/seed/run-seed'
import { placeBid } from '../../api/src/services/auctions/place-bid'
import { bidLadder, checkLine } from './bid-report'
import {
  createBenchAuction,
  GqlClient,
  registerBidders,
  signInBidders,
  type BidAnswer,
  type BenchAuction,
  type Bidder,
} from './bid-setup'
import {
  combine,
  costLine,
  costOf,
  floorChecks,
  type CpuCost,
  type CpuSample,
} from './floor-report'
import { sessionCheckCost } from './floor-session'
import { startLeadsTarget } from './leads-target'
import { BIN, createBenchDatabase, fmt, killGroup, startProcess } from './lib'
import { cpuBetween, cpuOf, pidsWith } from './proc-cpu'

const BASELINE = process.argv.includes('--baseline')
const HTTP_REQUESTS = 3000
const HTTP_BIDS = 1500
const PG_BIDS = 1000
const WARM_UP = 300
const IN_FLIGHT = 16
const BIDDERS = 20
/** (e)'s session checks a mode (with --baseline). */
const SESSION_CHECKS = 3000
const LOTS = 150

/** CPU readers of a run: each answers ms by pid for the processes of its layer. */
interface Readers {
  server: () => Map<number, number> | Promise<Map<number, number>>
  pg?: () => Promise<Map<number, number>>
  worker?: () => Map<number, number>
}

async function measure(
  name: string,
  requests: number,
  send: () => Promise<BidAnswer>,
  readers: Readers,
  inFlight = IN_FLIGHT,
): Promise<CpuSample> {
  const read = async () => ({
    server: await readers.server(),
    pg: (await readers.pg?.()) ?? new Map<number, number>(),
    worker: readers.worker?.() ?? new Map<number, number>(),
    client: process.cpuUsage(),
  })
  const before = await read()
  let left = requests
  const answers = { accepted: 0, refused: 0, none: 0 }
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (left-- > 0) answers[(await send()).kind]++
    }),
  )
  const after = await read()
  const clientUs = process.cpuUsage(before.client)
  console.log(
    `  ${name}: ${answers.accepted} accepted, ${answers.refused} refused, ${answers.none} unanswered`,
  )
  if (answers.none > requests / 100) throw new Error(`${name}: ${answers.none} unanswered`)
  return {
    name,
    requests,
    serverMs: cpuBetween(before.server, after.server),
    pgMs: cpuBetween(before.pg, after.pg),
    workerMs: cpuBetween(before.worker, after.worker),
    clientMs: (clientUs.user + clientUs.system) / 1000,
  }
}

/** (a) or (b): a reference server in a process of its own, measured over its answers. */
async function referenceServer(kind: 'bare' | 'yoga', name: string): Promise<CpuCost> {
  const child = startProcess(path.join(BIN, 'tsx'), ['scripts/bench/floor-servers.ts', kind], {
    FLOOR_SERVER: kind,
  })
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let seen = ''
      child.stdout?.on('data', (b: Buffer) => {
        seen += b.toString()
        const m = /LISTENING (\d+)/.exec(seen)
        if (m) resolve(Number(m[1]))
      })
      child.once('exit', (code) => reject(new Error(`floor-servers ${kind} exited ${code}`)))
    })
    const client = new GqlClient(`http://127.0.0.1:${port}`, IN_FLIGHT)
    const anon: Bidder = { userId: '', cookie: '' }
    let n = 0
    const send = () => client.bid(anon, 1, 100_000, `floor-${kind}-${++n}`.padEnd(16, '0'))
    const pids = pidsWith('floor-servers.ts', `FLOOR_SERVER=${kind}`)
    const server = () => cpuOf(pids)
    await measure(`${name} (warm-up)`, WARM_UP, send, { server })
    const sample = await measure(name, HTTP_REQUESTS, send, { server })
    await client.close()
    console.log(`    ${costLine(costOf(sample))}`)
    return costOf(sample)
  } finally {
    killGroup(child)
  }
}

/** Bids over an auction's lots: lot after lot, each climbing its own ladder, bidders rotating. */
function spreadBids(auction: BenchAuction, biddersNow: () => readonly Bidder[]) {
  const ladder = bidLadder(1_000_00, 400)
  const rungs = new Map<number, number>()
  let seq = 0
  return () => {
    const i = seq++
    const lotId = auction.lotIds[i % auction.lotIds.length]
    const rung = rungs.get(lotId) ?? 0
    rungs.set(lotId, rung + 1)
    const bidders = biddersNow()
    // A lot's next bid comes from the next bidder: it outbids the leader (one mail).
    const bidder = bidders[(i + Math.floor(i / auction.lotIds.length)) % bidders.length]
    return { lotId, bidder, maxBidCents: ladder[rung], key: `floor-${auction.slug}-${i}` }
  }
}

async function main() {
  console.log(
    `[bench:bids-floor] load average ${os
      .loadavg()
      .map((l) => fmt(l, 1))
      .join(' ')} on ${os.cpus().length} cores`,
  )
  const costs: CpuCost[] = []
  costs.push(await referenceServer('bare', '(a) bare Fastify POST, JSON answer'))
  costs.push(await referenceServer('yoga', '(b) Yoga no-op placeBid, api limits+headers'))

  const bench = await createBenchDatabase('bench_floor')
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'))
  const log = fs.createWriteStream(path.join(logDir, 'processes.log'))
  const database = await openDatabase({ databaseUrl: bench.url, max: 4 })
  /** (c)'s own: one connection, so its backend is one pid. */
  const oneConnection = await openDatabase({ databaseUrl: bench.url, max: 1 })
  const pool = new pg.Pool({ connectionString: bench.url, max: 2 })
  pool.on('error', () => undefined)
  const backends = async () => {
    const { rows } = await pool.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [bench.name],
    )
    return cpuOf(rows.map((r) => r.pid))
  }
  const bidCosts: Record<'off' | 'on', CpuCost | null> = { off: null, on: null }
  const modes = BASELINE ? (['off', 'on'] as const) : (['on'] as const)
  let session: { off: number; on: number } | null = null
  try {
    await runMigrations(database)
    await runSeed(database, {
      listings: 800,
      seed: 7,
      mediaDir: path.join(logDir, 'media'),
      media: false,
    })
    await markSeeded(database, { seed: 7, listings: 800, bench: true })
    const tag = Date.now().toString(36)
    const auction = (slug: string) =>
      createBenchAuction(pool, { slug, lots: LOTS, closeInMs: 86_400_000, softCloseSeconds: 180 })
    const pgAuction = await auction(`floor-pg-${tag}`)
    const httpAuction = await auction(`floor-http-${tag}`)
    let pgBidders: Bidder[] = []
    let httpBidders: Bidder[] = []
    const next = spreadBids(httpAuction, () => httpBidders)
    for (const mode of modes) {
      // Read by the api and worker as they start (lib.ts startProcess passes the environment).
      process.env.SESSION_JWT_CACHE = mode
      process.env.FLOOR_SERVER = `api-${mode}`
      const target = await startLeadsTarget({
        fleet: false,
        databaseUrl: bench.url,
        mediaDir: path.join(logDir, 'media'),
        log,
      })
      const client = new GqlClient(target.apiOrigin, IN_FLIGHT)
      try {
        const origins = { apiOrigin: target.apiOrigin, webOrigin: target.webOrigin }
        // Signed in afresh for each api: a session JWT lives 5 minutes.
        httpBidders = await signInBidders(origins, pool, BIDDERS, `${mode}-${tag}`)
        const slugs = [httpAuction.slug, ...(pgBidders.length ? [] : [pgAuction.slug])]
        await registerBidders(client, pool, httpBidders, slugs)
        if (!pgBidders.length) pgBidders = httpBidders
        const send = () => {
          const b = next()
          return client.bid(b.bidder, b.lotId, b.maxBidCents, b.key)
        }
        const entry = `FLOOR_SERVER=api-${mode}`
        const readers: Readers = {
          server: () => cpuOf(pidsWith('api/src/main.ts', entry)),
          pg: backends,
          worker: () => cpuOf(pidsWith('worker-main.ts', entry)),
        }
        const name = `(d) placeBid, GraphQL over HTTP, JWT cache ${mode}`
        await measure(`${name} (warm-up)`, WARM_UP, send, readers)
        const cost = costOf(await measure(name, HTTP_BIDS, send, readers))
        console.log(`    ${costLine(cost)}`)
        bidCosts[mode] = cost
        if (mode === 'on' && BASELINE) {
          session = await sessionCheckCost({
            databaseUrl: bench.url,
            apiOrigin: target.apiOrigin,
            cookies: httpBidders.map((b) => b.cookie),
            requests: SESSION_CHECKS,
            rounds: 5,
          })
        }
      } finally {
        await client.close()
        await target.stop()
      }
    }
    costs.push(await pgWork(oneConnection, pgAuction, pgBidders, bench.url))
  } finally {
    await pool.end()
    await oneConnection.close()
    await database.close()
    await bench.drop().catch(() => undefined)
    log.end()
  }
  report(costs, bidCosts, session)
}

/** (c): one bid at a time, `placeBid` in this process on the database's one connection. */
async function pgWork(
  database: Database,
  auction: BenchAuction,
  bidders: readonly Bidder[],
  databaseUrl: string,
): Promise<CpuCost> {
  const env = envSchema.parse({
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    STYTCH_PROJECT_ID: 'bench',
    STYTCH_SECRET: 'bench',
    STYTCH_PUBLIC_TOKEN: 'public-token-bench',
  })
  const deps = { database, env, logger, now: () => new Date() }
  const next = spreadBids(auction, () => bidders)
  const send = async (): Promise<BidAnswer> => {
    const b = next()
    const user = { id: b.bidder.userId, email: `${b.bidder.userId}@bench.local` }
    try {
      await placeBid(
        deps,
        { ...user, firstName: null, lastName: null, roles: [], sessionId: 'bench' },
        { lotId: String(b.lotId), maxBidCents: b.maxBidCents, idempotencyKey: b.key },
        'en',
      )
      return { kind: 'accepted', ms: 0 }
    } catch (err) {
      return { kind: 'refused', reason: (err as Error).message, ms: 0 }
    }
  }
  const { rows } = await database.pool!.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
  const backend = () => Promise.resolve(cpuOf([rows[0].pid]))
  const self = () => new Map([[process.pid, 0]])
  const name = "(c) a bid's PostgreSQL work, in process, 1 conn."
  await measure(`${name} (warm-up)`, WARM_UP, send, { server: self, pg: backend }, 1)
  const sample = await measure(name, PG_BIDS, send, { server: self, pg: backend }, 1)
  // This process ran the service (node-postgres, the rules): its CPU is the service's, not a client's.
  return costOf({ ...sample, serverMs: sample.clientMs, clientMs: 0 })
}

function report(
  costs: CpuCost[],
  bid: Record<'off' | 'on', CpuCost | null>,
  session: { off: number; on: number } | null,
) {
  const [bare, yoga, pgOnly] = costs
  console.log(
    '\n[bench:bids-floor] CPU ms a request, by layer (2 cores = 2,000 ms of CPU a second)',
  )
  for (const c of [...costs, bid.off, bid.on]) if (c) console.log(`  ${costLine(c)}`)
  const today = bid.on!
  const floor = combine(
    'floor: Yoga no-op + the bid service and its pg + worker',
    { server: yoga.server, client: yoga.client },
    { server: pgOnly.server, pg: pgOnly.pg },
    { worker: today.worker },
  )
  console.log(`  ${costLine(floor)}`)
  console.log(
    `  above the floor, in the api: ${fmt(today.server - floor.server, 3)} ms a bid (session, context, resolver); HTTP alone ${fmt(bare.server, 3)} ms, Yoga above it ${fmt(yoga.server - bare.server, 3)} ms`,
  )
  if (bid.off) {
    console.log(
      `  before/after, (d) one api after the other (SESSION_JWT_CACHE off -> on): api ${fmt(bid.off.server, 3)} -> ${fmt(today.server, 3)} ms a bid (${fmt(((today.server - bid.off.server) / bid.off.server) * 100, 1)}%); total ${fmt(bid.off.total, 3)} -> ${fmt(today.total, 3)} ms`,
    )
  }
  if (session) {
    console.log(
      `  before/after, (e) the session check alone, alternating batches: ${fmt(session.off, 3)} -> ${fmt(session.on, 3)} ms a request (${fmt(session.off - session.on, 3)} ms less a bid)`,
    )
  }
  console.log('\n[bench:bids-floor] issue 34 point 6 at these costs')
  for (const c of [floor, today]) for (const ch of floorChecks(c)) console.log(checkLine(ch))
}

main().catch((err) => {
  console.error(
    `[bench:bids-floor] ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
  )
  process.exit(1)
})
