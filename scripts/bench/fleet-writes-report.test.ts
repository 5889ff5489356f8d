import {
  emptyLog,
  tallyWrites,
  writesTable,
  writeVerdict,
  type RowFound,
  type WriteLog,
} from './fleet-writes-report'

const log = (entries: Array<[string, 'acked' | 'error' | 'none', string?]>): WriteLog => {
  const l = emptyLog('sign-ups')
  for (const [key, what, value] of entries) {
    l.sent.push(key)
    if (what !== 'none') l.answered.add(key)
    if (what === 'acked') l.acked.set(key, value ?? '')
  }
  return l
}
const rows = (entries: Array<[string, number, string?]>) =>
  new Map<string, RowFound>(entries.map(([k, count, value]) => [k, { count, value: value ?? '' }]))
const noRetry = { keys: [], acked: new Map<string, string>(), how: 'again' }

describe('tallyWrites', () => {
  it('counts sent, acknowledged, rows, no answer, an error answer, stored without an ack', () => {
    const l = log([
      ['a', 'acked', 'u1'],
      ['b', 'acked', 'u2'],
      ['c', 'none'],
      ['d', 'error'],
    ])
    const r = rows([
      ['a', 1, 'u1'],
      ['b', 1, 'u2'],
      ['c', 1, 'u3'],
    ])
    const t = tallyWrites(
      l,
      r,
      { keys: ['c', 'd'], acked: new Map([['c', 'u3']]), how: 'again' },
      rows([
        ['a', 1, 'u1'],
        ['b', 1, 'u2'],
        ['c', 1, 'u3'],
      ]),
    )
    expect(t).toMatchObject({
      sent: 4,
      noAnswer: 1,
      errorAnswer: 1,
      storedNotAcked: 1,
      resent: 2,
      phase: { acked: 2, rows: 3, lost: 0, mismatched: 0, doubled: 0 },
      final: { acked: 3, rows: 3, lost: 0, mismatched: 0, doubled: 0 },
      ok: true,
    })
    expect(writeVerdict(t)).toBe(
      'sign-ups: 0 acknowledged lost (4 sent, 2 acknowledged, 3 rows; 2 re-sent (again): 3 acknowledged, 3 rows)',
    )
  })

  it('fails an acknowledged write without its row, once however many counts see it', () => {
    const t = tallyWrites(log([['a', 'acked']]), rows([]), noRetry, rows([]))
    expect(t.phase.lost).toBe(1)
    expect(t.final.lost).toBe(1)
    expect(t.ok).toBe(false)
    expect(writeVerdict(t)).toMatch(/^sign-ups: 1 acknowledged lost \(1 sent/)
  })

  it('fails a row written twice, and a row that names something else than the answer', () => {
    const twice = tallyWrites(log([['a', 'acked']]), rows([['a', 2]]), noRetry, rows([['a', 2]]))
    expect(twice.phase.doubled).toBe(1)
    expect(twice.ok).toBe(false)
    expect(writeVerdict(twice)).toMatch(/0 acknowledged lost, 1 written twice/)
    const other = tallyWrites(
      log([['a', 'acked', '4440001']]),
      rows([['a', 1, '4440003']]),
      noRetry,
      rows([['a', 1, '4440003']]),
    )
    expect(other.phase.mismatched).toBe(1)
    expect(other.ok).toBe(false)
  })

  it('keeps the phase acknowledgement when the re-send names another value', () => {
    const t = tallyWrites(
      log([['a', 'acked', 'u1']]),
      rows([['a', 1, 'u1']]),
      { keys: [], acked: new Map([['a', 'u9']]), how: 'again' },
      rows([['a', 1, 'u1']]),
    )
    expect(t.final.mismatched).toBe(0)
  })

  it('ignores rows of keys that were never sent', () => {
    const t = tallyWrites(log([['a', 'none']]), rows([['z', 1]]), noRetry, rows([['z', 1]]))
    expect(t.phase.rows).toBe(0)
    expect(t.storedNotAcked).toBe(0)
  })
})

describe('writesTable', () => {
  it('has one column per kind and one row per count', () => {
    const a = tallyWrites(log([['a', 'acked']]), rows([['a', 1]]), noRetry, rows([['a', 1]]))
    const b = { ...a, kind: 'favorites', sent: 7 }
    const table = writesTable([a, b])
    expect(table.sent).toEqual({ 'sign-ups': 1, favorites: 7 })
    expect(table['acknowledged, missing (lost)']).toEqual({ 'sign-ups': 0, favorites: 0 })
  })
})
