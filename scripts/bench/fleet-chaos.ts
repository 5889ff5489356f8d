/**
 * bench:fleet's chaos steps (fleet.ts): restart or kill -9 a replica of a running fleet and see
 * what HAProxy did about it, list the requests that failed meanwhile, and post and count leads.
 */
import { fmt, sleep, waitFor } from './lib'
import type { BenchFleet } from './bench-fleet'
import type { LoadRun } from './fleet-load'

/** SIGTERM or SIGKILL a replica; resolves once the fleet started it again and it is back in HAProxy. */
export async function restartReplica(fleet: BenchFleet, id: string, signal: NodeJS.Signals) {
  const p = fleet.fleet.processes.get(id)!
  const before = p.pid
  p.signal(signal)
  await waitFor(() => p.pid !== null && p.pid !== before, `the fleet to restart ${id}`, 120_000)
  await fleet.backInRotation(id)
}

export interface KillResult {
  id: string
  at: number
  inFlight: number
  /** ms from the kill until HAProxy's status of it was DOWN. */
  downAfterMs: number
  /** Connection attempts HAProxy still made to it between the kill and DOWN (redispatched). */
  attemptsAfterKill: number
}

export async function killReplica(fleet: BenchFleet, id: string): Promise<KillResult> {
  const before = (await fleet.stats()).find((r) => r.server === id)!
  const at = Date.now()
  fleet.fleet.processes.get(id)!.signal('SIGKILL')
  let downAt = NaN
  let attempts = NaN
  const deadline = at + 30_000
  while (Date.now() < deadline) {
    const now = (await fleet.stats()).find((r) => r.server === id)!
    if (now.status.startsWith('DOWN')) {
      downAt = Date.now()
      attempts = now.total - before.total
      break
    }
    await sleep(50)
  }
  return { id, at, inFlight: before.current, downAfterMs: downAt - at, attemptsAfterKill: attempts }
}

/** Each failed request of a phase: when (s into the phase), what, and what it answered. */
export function printFailures(
  name: string,
  run: LoadRun,
  events: Array<{ id: string; at: number; ms: number }>,
) {
  const failures = run.samples.filter((s) => !s.ok)
  if (!failures.length) return
  const t = (ms: number) => fmt((ms - run.startedAt) / 1000)
  console.log(
    `${name}: failed requests (events: ${events.map((e) => `${e.id} ${t(e.at)}-${t(e.at + e.ms)} s`).join(', ')})`,
  )
  console.table(
    failures.map((s) => ({
      's into the phase': t(s.at),
      request: `${s.side} ${s.kind ?? '(no answer)'}`,
      status: s.status,
      'served by': s.servedBy ?? '',
      detail: (s.detail ?? '').replace(/\s+/g, ' ').slice(0, 100),
    })),
  )
}

/** Post a lead as a browser retries it; its lead id, or null when not acknowledged. */
export async function postLead(apiOrigin: string, body: string): Promise<number | null> {
  try {
    const res = await fetch(`${apiOrigin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(20_000),
    })
    const json = (await res.json()) as { data?: { submitLead?: { leadId: string } } }
    return Number(json.data?.submitLead?.leadId) || null
  } catch {
    return null
  }
}

/** Lead rows of these idempotency keys: key -> lead id. */
export async function leadRows(pool: import('pg').Pool, keys: string[]) {
  const { rows } = await pool.query<{ idempotency_key: string; id: number }>(
    `SELECT idempotency_key, id::int AS id FROM leads WHERE idempotency_key = ANY($1::text[])`,
    [keys],
  )
  return new Map(rows.map((r) => [r.idempotency_key, r.id]))
}
