/**
 * bench:bids-floor's arithmetic, pure so floor-report.test.ts holds it: CPU milliseconds a request
 * per layer (server, PostgreSQL backends, job worker, the load generator), the most requests a
 * second the machine's cores could answer at that cost, and whether each of issue 34's point 6
 * targets is reachable at it.
 */
import type { Check } from './bid-report'
import { fmt } from './lib'

/** CPU measured over a run of `requests` requests, in ms, by whom. */
export interface CpuSample {
  name: string
  requests: number
  serverMs: number
  pgMs: number
  workerMs: number
  clientMs: number
}

/** CPU ms a request, by whom, and the sum. */
export interface CpuCost {
  name: string
  server: number
  pg: number
  worker: number
  client: number
  total: number
}

export function costOf(s: CpuSample): CpuCost {
  const per = (ms: number) => (s.requests > 0 ? ms / s.requests : NaN)
  const cost = {
    name: s.name,
    server: per(s.serverMs),
    pg: per(s.pgMs),
    worker: per(s.workerMs),
    client: per(s.clientMs),
  }
  return { ...cost, total: cost.server + cost.pg + cost.worker + cost.client }
}

/** The sum of several layers' costs (the cheapest bid any GraphQL api could answer). */
export function combine(name: string, ...parts: Array<Partial<CpuCost>>): CpuCost {
  const sum = (k: 'server' | 'pg' | 'worker' | 'client') =>
    parts.reduce((acc, p) => acc + (p[k] ?? 0), 0)
  const c = {
    name,
    server: sum('server'),
    pg: sum('pg'),
    worker: sum('worker'),
    client: sum('client'),
  }
  return { ...c, total: c.server + c.pg + c.worker + c.client }
}

/** Requests a second `cores` busy cores answer at `msPerRequest` of CPU each. */
export const maxRate = (msPerRequest: number, cores = 2): number =>
  msPerRequest > 0 ? (cores * 1000) / msPerRequest : Infinity

/**
 * p95 of the acknowledgement at `rate` a second when the machine answers at most `capacity` a
 * second: M/M/1's response time is exponential with rate capacity − rate, so its p95 is
 * ln(20) / (capacity − rate). An estimate (the machine is 2 cores, not one server), and a floor:
 * it leaves out the network and the lot's lock.
 */
export function p95EstimateMs(rate: number, capacity: number): number {
  return rate < capacity ? (Math.log(20) / (capacity - rate)) * 1000 : Infinity
}

export const costLine = (c: CpuCost): string =>
  `${c.name.padEnd(44)} server ${fmt(c.server, 3)}  pg ${fmt(c.pg, 3)}  worker ${fmt(c.worker, 3)}  client ${fmt(c.client, 3)}  = ${fmt(c.total, 3)} ms CPU a request -> at most ${fmt(maxRate(c.total), 0)}/s on 2 cores`

/** Issue 34 point 6's throughput and latency targets, against a cost a bid. */
export function floorChecks(c: CpuCost, cores = 2): Check[] {
  const cap = maxRate(c.total, cores)
  const rateCheck = (name: string, target: number): Check => ({
    name: `${name} (${c.name})`,
    ok: cap >= target,
    detail: `at most ${fmt(cap, 0)}/s = ${cores} × 1000 ms / ${fmt(c.total, 3)} ms CPU a bid; target >= ${target}/s${cap >= target ? '' : ` needs <= ${fmt((cores * 1000) / target, 3)} ms a bid`}`,
  })
  const p95 = p95EstimateMs(300, cap)
  return [
    rateCheck('>= 300 accepted bids/s on one hot lot is reachable by CPU', 300),
    rateCheck('>= 1,000 bids/s over 200 lots is reachable', 1000),
    {
      name: `bid acknowledgement p95 <= 50 ms at 300 bids/s is reachable (${c.name})`,
      ok: p95 <= 50,
      detail: `machine ${fmt((300 / cap) * 100, 0)}% busy; M/M/1 estimate p95 ${fmt(p95, 1)} ms; target <= 50 ms`,
    },
  ]
}
