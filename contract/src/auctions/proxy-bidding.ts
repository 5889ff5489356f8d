/**
 * Issue 34, "Every bid is a maximum (proxy) bid": a lot's state, the price its maxima show, the
 * next acceptable bid, the reserve and the result at the close. Amounts in integer cents, times
 * in epoch milliseconds. Decision 054 says why each rule is what it is.
 */
import { oneIncrementAbove } from './increments'

/** What the console sets on a lot, and its scheduled close (`lotClosesAtMs`). */
export interface LotTerms {
  startingBidCents: number
  /** Null: no reserve, the lot sells at any price from the starting bid. */
  reserveCents: number | null
  /** The auction's start: no bid counts before it. */
  opensAtMs: number
  /** The lot's scheduled close, before any soft-close extension. */
  scheduledCloseMs: number
  softCloseSeconds: number
}

/** One bidder's maximum. */
export interface BidderMaximum {
  bidderId: string
  maxBidCents: number
}

export interface LotState {
  terms: LotTerms
  /** Null until the first accepted bid. */
  leaderId: string | null
  /** The shown price; null until the first accepted bid. */
  priceCents: number | null
  /**
   * The bidders' maximums in rank order: the leader first, then the runner-up. Higher ranks
   * first; between equal maximums, the one committed first (a raise is committed when it lands).
   * `applyBid` reads the first two and the bidder's own, so a store may keep only the first two.
   */
  maxima: readonly BidderMaximum[]
  /** Accepted bids, raises included. */
  bidCount: number
  /** The close in force: the scheduled close, moved by the soft close. */
  closesAtMs: number
}

/** A lot before its first bid. */
export function openLot(terms: LotTerms): LotState {
  return {
    terms,
    leaderId: null,
    priceCents: null,
    maxima: [],
    bidCount: 0,
    closesAtMs: terms.scheduledCloseMs,
  }
}

/**
 * The price a leader's and a runner-up's maximums show: the runner-up's maximum plus one
 * increment (read at the runner-up's maximum, the price being beaten), at most the leader's
 * maximum, never under the starting bid; the reserve once the leader's maximum reaches it.
 */
export function proxyPriceCents(
  terms: Pick<LotTerms, 'startingBidCents' | 'reserveCents'>,
  leaderMaxCents: number,
  runnerUpMaxCents: number | null,
): number {
  const beat =
    runnerUpMaxCents === null
      ? terms.startingBidCents
      : Math.max(terms.startingBidCents, oneIncrementAbove(runnerUpMaxCents))
  const price = Math.min(leaderMaxCents, beat)
  return reserveLifted(terms, price, leaderMaxCents)
}

/** The price lifted to an unmet reserve the leader's maximum reaches. */
export function reserveLifted(
  terms: Pick<LotTerms, 'reserveCents'>,
  priceCents: number,
  leaderMaxCents: number,
): number {
  const reserve = terms.reserveCents
  if (reserve !== null && leaderMaxCents >= reserve && priceCents < reserve) return reserve
  return priceCents
}

/** The next acceptable bid: the starting bid while the lot has no bids, else price + increment. */
export function minimumNextBidCents(lot: LotState): number {
  return lot.priceCents === null ? lot.terms.startingBidCents : oneIncrementAbove(lot.priceCents)
}

/**
 * The least this bidder may bid: the next acceptable bid, and for the leader also a cent more than
 * their own maximum (a maximum is raised, never lowered or repeated).
 */
export function minimumBidCentsFor(lot: LotState, bidderId: string): number {
  const next = minimumNextBidCents(lot)
  const leader = lot.maxima[0]
  if (lot.leaderId === bidderId && leader !== undefined) {
    return Math.max(next, leader.maxBidCents + 1)
  }
  return next
}

/** Whether the reserve is met: null when the lot has none. */
export function reserveMet(lot: LotState): boolean | null {
  const reserve = lot.terms.reserveCents
  if (reserve === null) return null
  return lot.priceCents !== null && lot.priceCents >= reserve
}

export type ClosingResult =
  | { outcome: 'sold'; buyerId: string; priceCents: number }
  | { outcome: 'unsold'; reason: 'noBids' | 'reserveNotMet' }

/** Issue 34, point 3: sold to the leader at the shown price, with a bid and the reserve met. */
export function closingResult(lot: LotState): ClosingResult {
  if (lot.leaderId === null || lot.priceCents === null)
    return { outcome: 'unsold', reason: 'noBids' }
  if (reserveMet(lot) === false) return { outcome: 'unsold', reason: 'reserveNotMet' }
  return { outcome: 'sold', buyerId: lot.leaderId, priceCents: lot.priceCents }
}
