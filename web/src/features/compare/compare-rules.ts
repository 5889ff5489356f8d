import { DEAL_RATINGS, type DealRating } from '@ironyard/contract/deal-rating'
import { CONDITIONS, type Condition } from '@ironyard/contract/listing-enums'

export type Better = 'higher' | 'lower'

/**
 * Which columns hold the better value of a row: every column that ties for the best, when at
 * least two machines have a value and they are not all the same (nothing is "better" then).
 */
export function bestColumns(
  values: ReadonlyArray<number | null | undefined>,
  better: Better,
): Set<number> {
  const known = values.flatMap((v, i) =>
    typeof v === 'number' && Number.isFinite(v) ? [[v, i] as const] : [],
  )
  if (known.length < 2) return new Set()
  const best =
    better === 'higher' ? Math.max(...known.map(([v]) => v)) : Math.min(...known.map(([v]) => v))
  const winners = known.filter(([v]) => v === best).map(([, i]) => i)
  return winners.length === known.length ? new Set() : new Set(winners)
}

/** A deal rating as a score (great highest); no rating has none. */
export function dealScore(rating: DealRating | null | undefined): number | null {
  if (!rating) return null
  const i = DEAL_RATINGS.indexOf(rating)
  return i < 0 ? null : DEAL_RATINGS.length - i
}

/**
 * The inspection's overall condition as a score (Excellent highest). A machine nobody inspected
 * ranks below any inspected one: a buyer trusts a known condition over an unknown one.
 */
export function inspectionScore(condition: Condition | null | undefined): number {
  const i = condition ? CONDITIONS.indexOf(condition) : -1
  return i < 0 ? -1 : i
}

export interface CompareSpec {
  key: string
  label: string
  unit: string
  value: number
  higherIsBetter: boolean
}

export interface SpecRow {
  key: string
  label: string
  unit: string
  values: Array<number | null>
  /** Columns marked better: only for a spec whose field says higher is better. */
  best: Set<number>
}

/**
 * The specification rows of the machines: every spec any of them has, in first-seen order, one
 * value per column (null where a machine lacks it).
 */
export function specRows(machines: ReadonlyArray<{ specs: readonly CompareSpec[] }>): SpecRow[] {
  const rows = new Map<string, SpecRow & { higherIsBetter: boolean }>()
  machines.forEach((m, col) => {
    for (const s of m.specs) {
      let row = rows.get(s.key)
      if (!row) {
        row = {
          key: s.key,
          label: s.label,
          unit: s.unit,
          values: machines.map(() => null),
          best: new Set(),
          higherIsBetter: s.higherIsBetter,
        }
        rows.set(s.key, row)
      }
      row.values[col] = s.value
    }
  })
  return [...rows.values()].map(({ higherIsBetter, ...row }) => ({
    ...row,
    best: higherIsBetter ? bestColumns(row.values, 'higher') : new Set<number>(),
  }))
}
