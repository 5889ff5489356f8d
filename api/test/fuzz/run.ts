import type { FastifyInstance, InjectOptions } from 'fastify'

/** One request of a fuzz suite and what made it. */
export interface SentCase {
  label: string
  request: InjectOptions
}

export interface FuzzReport {
  run: number
  /** Milliseconds spent per label prefix (the field or route), slowest first: where time goes. */
  slowest: Array<[string, number]>
  /** Answers by status class, for the printed summary (`4xx: 1830`). */
  byStatus: Record<string, number>
  failures: string[]
}

/** A distinct client address per case: per-address rate limits never hide a case. */
export const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`

/**
 * Why an answer is a failure, or null: a 5xx, an `INTERNAL` code (GraphQL, the api's REST shape)
 * or the sign-in service's `internal_server_error`, or a request that never answered (a crash).
 */
export function verdict(status: number, body: string): string | null {
  if (status >= 500) return `HTTP ${status}: ${body.slice(0, 300)}`
  if (/"code"\s*:\s*"INTERNAL"|"error_type"\s*:\s*"internal_server_error"/.test(body))
    return `INTERNAL in a ${status}: ${body.slice(0, 300)}`
  return null
}

/** Send every case in order (one at a time: the database's state, and so each answer, is the same on every run). */
export async function runCases(
  app: FastifyInstance,
  cases: Iterable<SentCase>,
): Promise<FuzzReport> {
  const report: FuzzReport = { run: 0, slowest: [], byStatus: {}, failures: [] }
  const spent = new Map<string, number>()
  for (const c of cases) {
    report.run++
    let problem: string | null
    let answer = ''
    const started = performance.now()
    try {
      const res = await app.inject(c.request)
      answer = `${res.statusCode} ${res.body.slice(0, 160)}`
      const cls = `${Math.floor(res.statusCode / 100)}xx`
      report.byStatus[cls] = (report.byStatus[cls] ?? 0) + 1
      problem = verdict(res.statusCode, res.body)
    } catch (err) {
      problem = `no answer: ${(err as Error).message}`
    }
    if (process.env.FUZZ_DEBUG) {
      const ms = Math.round(performance.now() - started)
      require('node:fs').appendFileSync(
        process.env.FUZZ_DEBUG,
        `${ms}ms ${c.label.slice(0, 120)} ${problem ? `FAIL ${problem.slice(0, 200)}` : answer}\n`,
      )
    }
    const key = c.label.split(' ')[0]
    spent.set(key, (spent.get(key) ?? 0) + performance.now() - started)
    if (problem) report.failures.push(`${c.label}\n    ${problem}`)
  }
  report.slowest = [...spent].sort((a, b) => b[1] - a[1]).slice(0, 8)
  report.slowest = report.slowest.map(([k, ms]) => [k, Math.round(ms)])
  return report
}
