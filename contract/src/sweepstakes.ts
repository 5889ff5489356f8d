/*
 * The sweepstakes' rules without zod (spec §1, §2, §4, §9): the lucky numbers, the contest's
 * default window and where a contest stands. The api enforces them; the web's pages read them as
 * they render (the entry form's schema is ./forms/sweepstakes).
 */

/** How many lucky numbers an entry picks (spec §4: "5 numbers picked"). */
export const LUCKY_NUMBER_COUNT = 5
/** The lucky numbers' range, both ends included; the 5 must be distinct. */
export const LUCKY_NUMBER_MIN = 1
export const LUCKY_NUMBER_MAX = 99

/**
 * The contest when configuration names none: the trade-show sweepstakes of 12-18 March 2023,
 * first and last day included (UTC). The api's SWEEPSTAKES_OPENS_AT / SWEEPSTAKES_CLOSES_AT
 * default to these days; the web shows this contest, ended, when the api cannot say.
 */
export const DEFAULT_SWEEPSTAKES_DAYS = { first: '2023-03-12', last: '2023-03-18' } as const

const DAY_MS = 24 * 3600 * 1000

/** A contest's window from its first and last days (UTC): from the start of one to the end of the other. */
export function sweepstakesWindow(days: { first: string; last: string }): {
  opensAt: Date
  closesAt: Date
} {
  return {
    opensAt: new Date(`${days.first}T00:00:00Z`),
    closesAt: new Date(Date.parse(`${days.last}T00:00:00Z`) + DAY_MS),
  }
}

/** Where a contest stands at a moment. */
export const SWEEPSTAKES_STATUSES = ['upcoming', 'open', 'ended'] as const
export type SweepstakesStatus = (typeof SWEEPSTAKES_STATUSES)[number]

/** The contest's status at `now`: open from `opensAt` (included) to `closesAt` (excluded). */
export function sweepstakesStatus(opensAt: Date, closesAt: Date, now: Date): SweepstakesStatus {
  if (now.getTime() < opensAt.getTime()) return 'upcoming'
  return now.getTime() < closesAt.getTime() ? 'open' : 'ended'
}
