import type { SQL } from 'drizzle-orm'
import type { Database } from '../../../src/db/client'
import { listingFacts, liveCount, satisfies } from './facts'
import { GROUPS, type Group, type RelevanceQuery } from './types'

/** What an engine answered for one query: its first result's stock number and its total. */
export interface Answer {
  first: string | null
  total: number
}

export interface Verdict {
  query: RelevanceQuery
  live: number
  answer: Answer
  /** the first result has every expected fact (and the total is the SQL count when asked) */
  correct: boolean
  zero: boolean
}

/**
 * Judge answers against the inventory (SQL), never against another engine. `among` narrows the
 * live listings (an engine that was given a sample of them is judged on that sample).
 */
export async function judge(
  database: Database,
  queries: RelevanceQuery[],
  answers: Answer[],
  liveCache = new Map<string, number>(),
  among?: SQL,
): Promise<Verdict[]> {
  const facts = await listingFacts(
    database,
    answers.flatMap((a) => (a.first ? [a.first] : [])),
  )
  const out: Verdict[] = []
  for (let i = 0; i < queries.length; i++) {
    const q = queries[i]
    const key = JSON.stringify(q.expect)
    let live = liveCache.get(key)
    if (live === undefined) {
      live = await liveCount(database, q.expect, among)
      liveCache.set(key, live)
    }
    const a = answers[i]
    const f = a.first ? facts.get(a.first) : undefined
    const correct =
      f !== undefined && satisfies(f, q.expect) && (!q.expect.countIsSql || a.total === live)
    out.push({ query: q, live, answer: a, correct, zero: a.total === 0 })
  }
  return out
}

export interface GroupScore {
  group: Group | 'all'
  queries: number
  withLive: number
  precisionAt1: number
  zeroRate: number
}

/** Precision at 1 and zero-result rate by group, over the queries that have live matches. */
export function scoreByGroup(verdicts: Verdict[]): GroupScore[] {
  const one = (group: Group | 'all', vs: Verdict[]): GroupScore => {
    const live = vs.filter((v) => v.live > 0)
    return {
      group,
      queries: vs.length,
      withLive: live.length,
      precisionAt1: live.length ? live.filter((v) => v.correct).length / live.length : 1,
      zeroRate: live.length ? live.filter((v) => v.zero).length / live.length : 0,
    }
  }
  return [
    ...GROUPS.map((g) =>
      one(
        g,
        verdicts.filter((v) => v.query.group === g),
      ),
    ),
    one('all', verdicts),
  ]
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`
/** A rate in percent, as printed (one decimal): what the targets are compared with. */
const percent = (x: number) => Math.round(x * 1000) / 10

/** Issue 35's targets (percent), over the queries with live matches, for every group and overall. */
export const TARGET = { precisionAt1: 97, zeroRate: 1 }

/** The groups below the targets (as printed: one decimal), each with its rates. */
export function belowTarget(scores: GroupScore[]): string[] {
  return scores
    .filter((s) => s.withLive > 0)
    .filter(
      (s) => percent(s.precisionAt1) < TARGET.precisionAt1 || percent(s.zeroRate) > TARGET.zeroRate,
    )
    .map((s) => `${s.group}: P@1 ${pct(s.precisionAt1)}, zero ${pct(s.zeroRate)}`)
}

/** A table of the scores, one column pair per engine. */
export function formatTable(engines: Array<{ name: string; scores: GroupScore[] }>): string {
  const head = ['group', 'queries', 'live'].map((h, i) => (i ? h.padStart(8) : h.padEnd(16)))
  for (const e of engines) head.push(`${e.name} P@1`.padStart(16), `${e.name} zero`.padStart(16))
  const lines = [head.join('')]
  engines[0].scores.forEach((s, i) => {
    const cells = [
      s.group.padEnd(16),
      String(s.queries).padStart(8),
      String(s.withLive).padStart(8),
    ]
    for (const e of engines) {
      cells.push(pct(e.scores[i].precisionAt1).padStart(16), pct(e.scores[i].zeroRate).padStart(16))
    }
    lines.push(cells.join(''))
  })
  return lines.join('\n')
}

/** The wrong answers of a group, for the log (at most `limit`). */
export function misses(verdicts: Verdict[], limit = 15): string[] {
  return verdicts
    .filter((v) => v.live > 0 && !v.correct)
    .slice(0, limit)
    .map(
      (v) =>
        `[${v.query.group}] ${v.query.locale} "${v.query.q}" want ${JSON.stringify(v.query.expect)} ` +
        `(live ${v.live}); got ${v.answer.first ?? 'nothing'} of ${v.answer.total}`,
    )
}
