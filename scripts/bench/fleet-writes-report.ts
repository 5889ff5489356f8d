/**
 * bench:fleet's writes of the kill phase (fleet-writes.ts), counted: for each kind of write
 * (sign-ups, favorites, price changes, import rows) what was sent, what the answers acknowledged,
 * what the database holds, and the same once the writes that were not acknowledged were sent again
 * the way the product's own retry makes safe. Pure: the writers and the queries are elsewhere.
 */

/** What one writer sent and what came back, by item key (an address, a user and a listing...). */
export interface WriteLog {
  kind: string
  /** Every key sent, in order. */
  sent: string[]
  /** Keys whose request got an HTTP answer, whatever it said. */
  answered: Set<string>
  /** Keys acknowledged, with what the answer named (a user id, a price...; '' for nothing). */
  acked: Map<string, string>
}

export const emptyLog = (kind: string): WriteLog => ({
  kind,
  sent: [],
  answered: new Set(),
  acked: new Map(),
})

/** The database's rows of one key: how many (more than one: written twice) and what they name. */
export interface RowFound {
  count: number
  /** '' when there is nothing to compare with the acknowledgement. */
  value: string
}

/** The counts at one moment: after the phase, or after the re-sends. */
export interface WriteState {
  acked: number
  /** Keys with at least one row. */
  rows: number
  /** Acknowledged, no row: a lost write. */
  lost: number
  /** Acknowledged, but the row names something else (another user, another price). */
  mismatched: number
  /** Keys with more than one row: a double write. */
  doubled: number
}

export interface WriteTally {
  kind: string
  sent: number
  noAnswer: number
  /** Answered, but not with an acknowledgement (a 5xx, a GraphQL error, a refusal). */
  errorAnswer: number
  /** In the database although no answer acknowledged it. */
  storedNotAcked: number
  /** How many keys were sent again, and how (the product's own safe retry). */
  resent: number
  how: string
  phase: WriteState
  final: WriteState
  ok: boolean
}

function state(acked: Map<string, string>, rows: Map<string, RowFound>, keys: string[]) {
  let lost = 0
  let mismatched = 0
  for (const [key, value] of acked) {
    const row = rows.get(key)
    if (!row || row.count < 1) lost++
    else if (value && row.value && value !== row.value) mismatched++
  }
  const sent = new Set(keys)
  const found = [...rows].filter(([k, r]) => sent.has(k) && r.count >= 1)
  return {
    acked: acked.size,
    rows: found.length,
    lost,
    mismatched,
    doubled: found.filter(([, r]) => r.count > 1).length,
  }
}

/**
 * Count one kind: `rows` after the phase, `resent` the keys sent again (`resentAcked` what those
 * answers acknowledged), `rowsAfter` once they were. A write acknowledged by either answer counts;
 * the phase's acknowledgement names the row it is checked against.
 */
export function tallyWrites(
  log: WriteLog,
  rows: Map<string, RowFound>,
  retry: { keys: string[]; acked: Map<string, string>; how: string },
  rowsAfter: Map<string, RowFound>,
): WriteTally {
  const keys = [...new Set(log.sent)]
  const acked = new Map(retry.acked)
  for (const [k, v] of log.acked) acked.set(k, v)
  const phase = state(log.acked, rows, keys)
  const final = state(acked, rowsAfter, keys)
  return {
    kind: log.kind,
    sent: keys.length,
    noAnswer: keys.filter((k) => !log.answered.has(k)).length,
    errorAnswer: keys.filter((k) => log.answered.has(k) && !log.acked.has(k)).length,
    storedNotAcked: keys.filter((k) => (rows.get(k)?.count ?? 0) >= 1 && !log.acked.has(k)).length,
    resent: retry.keys.length,
    how: retry.how,
    phase,
    final,
    ok:
      phase.lost === 0 &&
      final.lost === 0 &&
      phase.mismatched + final.mismatched === 0 &&
      phase.doubled + final.doubled === 0,
  }
}

/** One column per kind, one row per count. */
export function writesTable(
  tallies: WriteTally[],
): Record<string, Record<string, number | string>> {
  const rows: Array<[string, (t: WriteTally) => number | string]> = [
    ['sent', (t) => t.sent],
    ['acknowledged', (t) => t.phase.acked],
    ['rows found', (t) => t.phase.rows],
    ['acknowledged, missing (lost)', (t) => t.phase.lost],
    ['acknowledged, row names another', (t) => t.phase.mismatched],
    ['written twice', (t) => t.phase.doubled],
    ['no answer', (t) => t.noAnswer],
    ['an answer, not an acknowledgement', (t) => t.errorAnswer],
    ['stored, not acknowledged', (t) => t.storedNotAcked],
    ['re-sent (not acknowledged)', (t) => t.resent],
    ['after: acknowledged', (t) => t.final.acked],
    ['after: rows found', (t) => t.final.rows],
    ['after: acknowledged, missing', (t) => t.final.lost],
    ['after: written twice', (t) => t.final.doubled],
  ]
  return Object.fromEntries(
    rows.map(([label, f]) => [label, Object.fromEntries(tallies.map((t) => [t.kind, f(t)]))]),
  )
}

/** The PASS/FAIL line of one kind (without the PASS/FAIL word). */
export function writeVerdict(t: WriteTally): string {
  const lost = Math.max(t.phase.lost, t.final.lost)
  const extra = [
    t.phase.mismatched + t.final.mismatched
      ? `${t.phase.mismatched + t.final.mismatched} acknowledged with another row`
      : '',
    t.phase.doubled + t.final.doubled
      ? `${Math.max(t.phase.doubled, t.final.doubled)} written twice`
      : '',
  ].filter(Boolean)
  return (
    `${t.kind}: ${lost} acknowledged lost${extra.length ? `, ${extra.join(', ')}` : ''} ` +
    `(${t.sent} sent, ${t.phase.acked} acknowledged, ${t.phase.rows} rows; ` +
    `${t.resent} re-sent (${t.how}): ${t.final.acked} acknowledged, ${t.final.rows} rows)`
  )
}
