/**
 * `npm run bench:leads [-- --leads N --concurrency C --fleet]`: submit leads while killing the api
 * (kill -9) 5 times, the worker 3 times and Redis once, then report, per lead type, the mail each
 * lead is owed (scripts/bench/lead-mail.ts: the sales notice for every lead, a lead confirmation,
 * or the subscription confirmation for the newsletter forms, decision 017) against what was sent,
 * duplicates and lost; the time to mail everything after the last recovery; submission throughput
 * and p95. A recovery is when the restarted process is usable again: the api answers /health (with
 * --fleet: the replica is ready and HAProxy has it UP again), the worker says it consumes the
 * queue, Redis answers PING. The kills are spread over the leads, each one landing while leads
 * are being submitted (the count in flight at each kill is printed). Mail times are the
 * database's sent_messages timestamps, so the measure does not depend on when this script looks.
 *
 * --fleet: the same run against `npm run fleet`'s sequence (2 api replicas, 1 worker, HAProxy):
 * each api kill takes one replica (api-1, api-2, api-1...) while the balancer keeps taking leads;
 * the fleet restarts what was killed.
 *
 * Runs against PostgreSQL (BENCH_PG_ADMIN_URL's server, default 127.0.0.1:5432, in a database of
 * its own, dropped at the end) and a private redis-server on a free port, so the machine's Redis
 * is never touched. Options: --leads N (default 1200) --concurrency C (default 8) --fleet
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '../../api/src/db/client'
import { markSeeded, runMigrations } from '../../api/src/db/migrate'
import { runSeed } from '../../api/src/seed/run-seed'
import { benchLeadInput, submitLeadBody } from './lead-inputs'
import { OWED_BY_TYPE, tallyLeadMail, type BenchLead } from './lead-mail'
import { startLeadsTarget } from './leads-target'
import { createBenchDatabase, fmt, percentile, sleep } from './lib'

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : def
}
const TOTAL = arg('leads', 1200)
const CONCURRENCY = arg('concurrency', 8)
const FLEET = process.argv.includes('--fleet')
const MAIL_DEADLINE_MS = 180_000

async function main() {
  const bench = await createBenchDatabase('bench_leads')
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-leads-'))
  const log = fs.createWriteStream(path.join(logDir, 'processes.log'))
  console.log(
    `[bench:leads] ${FLEET ? 'fleet (2 api replicas behind HAProxy, 1 worker)' : 'single api, 1 worker'}; database ${bench.name}, logs in ${logDir}`,
  )
  const database = await openDatabase({ databaseUrl: bench.url, max: 4 })
  let target: Awaited<ReturnType<typeof startLeadsTarget>> | null = null
  let pass = false
  try {
    await runMigrations(database)
    await runSeed(database, { listings: 200, seed: 7, mediaDir: path.join(logDir, 'media') })
    await markSeeded(database, { seed: 7, listings: 200, bench: true })
    const stockNumbers = (
      await database.pool!.query<{ stock_number: string }>(
        `SELECT stock_number FROM listings WHERE status = 'available' ORDER BY id LIMIT 50`,
      )
    ).rows.map((r) => r.stock_number)

    target = await startLeadsTarget({
      fleet: FLEET,
      databaseUrl: bench.url,
      mediaDir: path.join(logDir, 'media'),
      log,
    })
    const url = `${target.apiOrigin}/graphql`

    // Submissions: each a browser that retries the same idempotency key until acknowledged.
    /** Idempotency key -> the lead and when the browser got the answer (epoch ms). */
    const acknowledged = new Map<string, BenchLead & { at: number }>()
    let retries = 0
    let seq = 0
    const submitOne = async (stats: { latencies: number[]; request: number[] }) => {
      const i = seq++
      const input = benchLeadInput(i, stockNumbers, { idempotencyKey: `bench-${randomUUID()}` })
      const body = submitLeadBody(input)
      const t0 = performance.now()
      for (;;) {
        const t1 = performance.now()
        try {
          const res = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
            signal: AbortSignal.timeout(10_000),
          })
          const json = (await res.json()) as { data?: { submitLead?: { leadId: string } } }
          if (res.ok && json.data?.submitLead) {
            acknowledged.set(input.idempotencyKey, {
              id: Number(json.data.submitLead.leadId),
              type: input.type,
              email: input.email,
              at: Date.now(),
            })
            stats.latencies.push(performance.now() - t0)
            stats.request.push(performance.now() - t1)
            return
          }
        } catch {
          // api down (or no replica in the balancer): the browser retries with the same key
        }
        retries++
        await sleep(100)
      }
    }
    /**
     * Submit `count` leads with CONCURRENCY clients; returns latencies and throughput. `during`
     * sees how many were acknowledged and started, and may hold new ones back: none starts while
     * `gate()` is not above the number started.
     */
    const submitPhase = async (
      count: number,
      during?: (progress: { done: () => number; started: () => number }) => Promise<void>,
      gate: () => number = () => Infinity,
    ) => {
      const stats = { latencies: [] as number[], request: [] as number[] }
      let left = count
      const started = performance.now()
      const clients = Array.from({ length: CONCURRENCY }, async () => {
        while (left > 0) {
          if (count - left >= gate()) {
            await sleep(20)
            continue
          }
          left--
          await submitOne(stats)
        }
      })
      const side = during?.({ done: () => stats.latencies.length, started: () => count - left })
      await Promise.all(clients)
      await side
      return { ...stats, perSecond: count / ((performance.now() - started) / 1000) }
    }

    // Baseline: the same load with nothing failing.
    const baselineCount = Math.max(50, Math.round(TOTAL / 6))
    const baseline = await submitPhase(baselineCount)

    // Chaos, spread over the rest of the run.
    const kills = { api: 0, worker: 0, redis: 0 }
    const apiKilled: string[] = []
    /** When each killed process was usable again (epoch ms). */
    const recoveries: number[] = []
    const plan = ['api', 'worker', 'api', 'redis', 'api', 'worker', 'api', 'worker', 'api'] as const
    const chaosCount = TOTAL - baselineCount
    const t = target
    /** Leads submitted but not yet acknowledged at each kill. */
    const inFlightAtKill: number[] = []
    // Kill n comes once its share of the leads was acknowledged: (n + 1) / (plan + 1). While the
    // killed process recovers, leads go on (with --fleet the balancer keeps taking them) up to
    // the next kill's share, no further; the next kill then waits until the leads are halfway
    // from where they stood to that share: every kill lands while leads are being submitted.
    const step = chaosCount / (plan.length + 1)
    let gate = Infinity
    const chaos = await submitPhase(
      chaosCount,
      async ({ done, started }) => {
        for (const [n, what] of plan.entries()) {
          const reopenedAt = done()
          gate = n + 2 <= plan.length ? Math.round((n + 2) * step) : Infinity
          // Halfway between where the leads stood and where they must stop: clients are busy.
          const killAt = Math.max((n + 1) * step, (reopenedAt + Math.min(gate, chaosCount)) / 2)
          const deadline = Date.now() + 600_000
          while (done() < killAt) {
            if (Date.now() > deadline) throw new Error(`no progress towards lead ${killAt}`)
            await sleep(5)
          }
          inFlightAtKill.push(started() - done())
          if (what === 'api') apiKilled.push(await t.killApi(kills.api))
          else if (what === 'worker') await t.killWorker()
          else await t.killRedis()
          kills[what]++
          recoveries.push(Date.now())
        }
        gate = Infinity
      },
      () => gate,
    )
    const lastRecovery = recoveries[recoveries.length - 1]

    // What each acknowledged lead is owed against what sent_messages holds.
    const leads = [...acknowledged.values()]
    const q = async <R extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
      (await database.pool!.query<R>(sql, params)).rows
    const tally = async () =>
      tallyLeadMail(
        leads,
        await q<{ id: string; email: string; list: string }>(
          `SELECT id::text, email, list FROM mailing_list_subscriptions`,
        ),
        (
          await q<{
            dedupe_key: string
            template: string
            to: string
            subject: string
            at: number
          }>(
            `SELECT dedupe_key, template, "to", subject,
                    (extract(epoch FROM created_at) * 1000)::float8 AS at FROM sent_messages`,
          )
        ).map((m) => ({ ...m, dedupeKey: m.dedupe_key })),
      )
    const deadline = Date.now() + MAIL_DEADLINE_MS
    let mail = await tally()
    while (mail.incompleteLeads.length > 0 && Date.now() < deadline) {
      await sleep(1000)
      mail = await tally()
    }

    // From the last recovery until the last acknowledged lead was mailed (0 if all were mailed
    // by then); leads keep coming after it, so this includes mailing the tail of the run.
    const mailedAllIn =
      mail.incompleteLeads.length === 0
        ? Math.max(0, Math.max(...mail.mailedAt.values()) - lastRecovery) / 1000
        : NaN
    // Per lead: from its acknowledgement, or from the recovery it waited for, to its last mail.
    const slowestLead = Math.max(
      0,
      ...leads.map(({ id, at }) => {
        const mailed = mail.mailedAt.get(id)
        if (mailed === undefined) return NaN
        const recovered = recoveries.filter((r) => r <= mailed).pop() ?? 0
        return (mailed - Math.max(at, recovered)) / 1000
      }),
    )
    const [{ n: leadRows }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM leads`)
    const [{ n: allMail }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM sent_messages`)
    const [{ n: dupLeads }] = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT idempotency_key FROM leads GROUP BY 1 HAVING count(*) > 1) d`,
    )
    const [{ n: storedAcks }] = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM leads WHERE id = ANY($1::bigint[])`,
      [leads.map((l) => l.id)],
    )
    const missingRows = leads.length - storedAcks

    console.log(`\n[bench:leads] results (${FLEET ? 'fleet' : 'single api'})`)
    console.log('mail owed per lead type (lead-mail.ts, from the product rules):')
    console.table(
      Object.fromEntries(
        [...mail.byType.keys()].map((type) => [type, OWED_BY_TYPE[type].join(' + ')]),
      ),
    )
    console.log('owed vs sent per lead type:')
    console.table(Object.fromEntries([...mail.byType, ['total', mail.total]]))
    console.table({
      'leads submitted': TOTAL,
      'leads acknowledged': acknowledged.size,
      'lead rows': leadRows,
      'acknowledged without a row': missingRows,
      'duplicate leads (same key)': dupLeads,
      'mails owed': mail.total.owed,
      'mails sent (owed, at least once)': mail.total.sent,
      'mails recorded in all (sent_messages)': allMail,
      'lost (acknowledged, owed mail not sent)': mail.incompleteLeads.length,
      'duplicate mails': mail.total.duplicates,
      'mails not owed': mail.total.unowed,
      'kills api / worker / redis': `${kills.api} / ${kills.worker} / ${kills.redis}`,
      ...(FLEET ? { 'api replicas killed': apiKilled.join(', ') } : {}),
      'leads in flight at each kill': inFlightAtKill.join(', '),
      'client retries during outages': retries,
      'all mailed, s after the last recovery': fmt(mailedAllIn),
      'slowest lead, s from ack (or its recovery) to mailed': fmt(slowestLead),
      'baseline (no failures): leads/s': fmt(baseline.perSecond),
      'baseline: request p50 / p95 (ms)': `${fmt(percentile(baseline.request, 50))} / ${fmt(percentile(baseline.request, 95))}`,
      'chaos: leads/s incl. outages': fmt(chaos.perSecond),
      'chaos: request p50 / p95 (ms)': `${fmt(percentile(chaos.request, 50))} / ${fmt(percentile(chaos.request, 95))}`,
      'chaos: p95 incl. outage retries (ms)': fmt(percentile(chaos.latencies, 95)),
    })
    const checks: Array<[boolean, string]> = [
      [mail.incompleteLeads.length === 0, `${mail.incompleteLeads.length} leads not fully mailed`],
      [mail.total.duplicates === 0, `${mail.total.duplicates} duplicate mails`],
      [mail.total.unowed === 0, `${mail.total.unowed} mails not owed`],
      [missingRows === 0, `${missingRows} acknowledged leads without a row`],
      [
        leadRows === acknowledged.size,
        `${leadRows} lead rows for ${acknowledged.size} acknowledged`,
      ],
      [dupLeads === 0, `${dupLeads} duplicate leads`],
      [mailedAllIn <= 60, `all mailed ${fmt(mailedAllIn)} s after the last recovery (target 60)`],
      [slowestLead <= 60, `slowest lead mailed after ${fmt(slowestLead)} s (target 60)`],
    ]
    const failed = checks.filter(([ok]) => !ok).map(([, why]) => why)
    pass = failed.length === 0
    console.log(
      pass
        ? `[bench:leads] PASS: ${mail.total.owed} owed mails of ${leads.length} leads each sent once, 0 lost, every lead mailed within 60 s of recovery`
        : `[bench:leads] FAIL: ${failed.join('; ')}`,
    )
  } finally {
    await target?.stop()
    await database.close()
    await bench.drop()
    log.end()
  }
  process.exit(pass ? 0 : 1)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
