import fs from 'node:fs'
import type { FastifyInstance, InjectOptions } from 'fastify'

/** One request of a fuzz suite and what made it. */
export interface SentCase {
  label: string
  request: InjectOptions
}

export interface FuzzReport {
  run: number
  /** Answers by status class, for the printed summary (`4xx: 1830`). */
  byStatus: Record<string, number>
  failures: string[]
}

/** A distinct client address per case: per-address rate limits never hide a case. */
export const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`

/**
 * Why an answer is a failure, or null: a 5xx, an `INTERNAL` code (GraphQL, the api's REST shape)
 * or the sign-in service's `internal_server_error`.
 */
export function verdict(status: number, body: string): string | null {
  if (status >= 500) return `HTTP ${status}: ${body.slice(0, 300)}`
  if (/"code"\s*:\s*"INTERNAL"|"error_type"\s*:\s*"internal_server_error"/.test(body))
    return `INTERNAL in a ${status}: ${body.slice(0, 300)}`
  return null
}

/**
 * Send every case in order, one at a time: the database's state, and so each answer, is the
 * same on every run. A request that throws instead of answering (a crash) is a failure too.
 * FUZZ_LOG=<file> appends one line per case (time, label, answer) to look into a failure.
 */
export async function runCases(
  app: FastifyInstance,
  cases: Iterable<SentCase>,
  /** A suite's own rule on an answer besides `verdict` (why it fails, or null). */
  check?: (c: SentCase, status: number, body: string) => string | null,
): Promise<FuzzReport> {
  const report: FuzzReport = { run: 0, byStatus: {}, failures: [] }
  for (const c of cases) {
    report.run++
    let problem: string | null
    let answer = ''
    const started = performance.now()
    try {
      const res = await app.inject(c.request)
      const cls = `${Math.floor(res.statusCode / 100)}xx`
      report.byStatus[cls] = (report.byStatus[cls] ?? 0) + 1
      problem = verdict(res.statusCode, res.body) ?? check?.(c, res.statusCode, res.body) ?? null
      answer = `${res.statusCode} ${res.body.slice(0, 160)}`
    } catch (err) {
      problem = `no answer: ${(err as Error).message}`
    }
    if (problem) report.failures.push(`${c.label}\n    ${problem}`)
    if (process.env.FUZZ_LOG) {
      const ms = Math.round(performance.now() - started)
      const line = `${ms}ms ${c.label.slice(0, 120)} ${problem ? `FUZZ FAILURE ${problem}` : answer}`
      fs.appendFileSync(process.env.FUZZ_LOG, `${line.replace(/\n/g, ' ')}\n`)
    }
  }
  return report
}
