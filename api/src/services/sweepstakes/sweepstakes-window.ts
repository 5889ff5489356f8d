import {
  sweepstakesContestOf,
  sweepstakesStatus,
  type SweepstakesStatus,
} from '@ironyard/contract/forms/sweepstakes'
import type { AppDeps } from '../../context'

export interface SweepstakesWindow {
  /** The contest's name in sweepstakes_entries.contest (`2023-03`: the month it opens). */
  contest: string
  opensAt: Date
  /** The first moment entries are refused. */
  closesAt: Date
  status: SweepstakesStatus
}

/**
 * The sweepstakes window (env SWEEPSTAKES_OPENS_AT / SWEEPSTAKES_CLOSES_AT) and where it stands
 * now: upcoming, open or ended.
 */
export function sweepstakesWindow(deps: Pick<AppDeps, 'env' | 'now'>): SweepstakesWindow {
  const opensAt = deps.env.SWEEPSTAKES_OPENS_AT
  const closesAt = deps.env.SWEEPSTAKES_CLOSES_AT
  return {
    contest: sweepstakesContestOf(opensAt),
    opensAt,
    closesAt,
    status: sweepstakesStatus(opensAt, closesAt, deps.now()),
  }
}
