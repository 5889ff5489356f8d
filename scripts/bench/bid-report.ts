/**
 * bench:bids' arithmetic, kept pure so scripts/bench/bid-report.test.ts holds it: the amounts a
 * hot lot's bidders send, the rates and PASS/FAIL lines, and the chaos checks (every acknowledged
 * bid in the log, the log replayed to the stored lot, one closing per lot).
 */
import { oneIncrementAbove } from '@ironyard/contract/auctions/increments'
import { replayBids, type CommittedBid } from '@ironyard/contract/auctions/replay'
import {
  closingResult,
  type LotState,
  type LotTerms,
} from '@ironyard/contract/auctions/proxy-bidding'
import { MAX_BID_CENTS } from '@ironyard/contract/auctions/bid-refusals'
import { fmt } from './lib'

/**
 * The maximums a hot lot's bidders send, in order: each `step` increments above the one before
 * (from `startCents`), so a bid overtaken by the next one on its way to the lock is still above
 * the next acceptable bid and raises (with step 3, two bids may swap and both are accepted).
 * Stops before the contract's largest bid.
 */
export function bidLadder(startCents: number, count: number, step = 3): number[] {
  const out: number[] = []
  let amount = startCents
  while (out.length < count && amount <= MAX_BID_CENTS) {
    out.push(amount)
    for (let i = 0; i < step; i++) amount = oneIncrementAbove(amount)
  }
  return out
}

export interface Check {
  name: string
  ok: boolean | null
  detail: string
  /** Why an unmeasured check (ok null) was skipped. */
  skipWhy?: string
}

/** `PASS name: detail`, `FAIL ...` or `SKIP (why) ...` when `ok` is null. */
export const checkLine = (c: Check, skipWhy = c.skipWhy ?? 'not measured'): string =>
  `${c.ok === null ? `SKIP (${skipWhy})` : c.ok ? 'PASS' : 'FAIL'} ${c.name}: ${c.detail}`

/** Accepted bids a second over a phase's wall time. */
export const perSecond = (count: number, ms: number): number => (ms > 0 ? count / (ms / 1000) : 0)

export const rateCheck = (name: string, count: number, ms: number, target: number): Check => {
  const rate = perSecond(count, ms)
  return {
    name,
    ok: rate >= target,
    detail: `${fmt(rate, 0)}/s (${count} in ${fmt(ms / 1000, 2)} s; target >= ${target}/s)`,
  }
}

/** One row of the bid log as the chaos check reads it. */
export interface LogBid {
  lotId: number
  bidderId: string
  maxBidCents: number
  headroomCents: number | null
  accepted: boolean
  atMs: number
  idempotencyKey: string
}

/** Acknowledged (accepted) idempotency keys missing from the log's accepted bids. */
export function missingAcknowledged(
  acknowledged: Iterable<string>,
  log: readonly Pick<LogBid, 'idempotencyKey' | 'accepted'>[],
): string[] {
  const inLog = new Set(log.filter((b) => b.accepted).map((b) => b.idempotencyKey))
  return [...acknowledged].filter((k) => !inLog.has(k))
}

/** A stored lot: its terms and the state its row holds (the first two maximums). */
export interface StoredLot {
  lotId: number
  terms: LotTerms
  state: LotState
  status: string
}

/**
 * The lots whose stored state is not the contract's replay of their bid log (in id order), or
 * whose final status is not the replayed closing result: each with what differs.
 */
export function replayMismatches(lots: readonly StoredLot[], log: readonly LogBid[]): string[] {
  const byLot = committedByLot(log)
  const out: string[] = []
  for (const lot of lots) {
    const replayed = replayBids(lot.terms, byLot.get(lot.lotId) ?? []).state
    const want = { ...replayed, maxima: replayed.maxima.slice(0, 2) }
    const diffs = (['leaderId', 'priceCents', 'bidCount', 'closesAtMs'] as const).filter(
      (k) => want[k] !== lot.state[k],
    )
    if (JSON.stringify(want.maxima) !== JSON.stringify(lot.state.maxima))
      diffs.push('maxima' as never)
    if (lot.status === 'sold' || lot.status === 'unsold') {
      if (closingResult(replayed).outcome !== lot.status) diffs.push('status' as never)
    }
    if (diffs.length) out.push(`lot ${lot.lotId}: ${diffs.join(', ')}`)
  }
  return out
}

function committedByLot(log: readonly LogBid[]): Map<number, CommittedBid[]> {
  const byLot = new Map<number, CommittedBid[]>()
  for (const b of log) {
    const list = byLot.get(b.lotId) ?? []
    list.push({
      bidderId: b.bidderId,
      maxBidCents: b.maxBidCents,
      headroomCents: b.headroomCents ?? undefined,
      atMs: b.atMs,
    })
    byLot.set(b.lotId, list)
  }
  return byLot
}

/**
 * Per lot, the outbid mails the replayed log owes: one each time an accepted bid takes the lead
 * from another bidder (none on a leader's raise, none for the first bid).
 */
export function replayedOutbids(
  lots: readonly StoredLot[],
  log: readonly LogBid[],
): Map<number, number> {
  const byLot = committedByLot(log)
  const out = new Map<number, number>()
  for (const lot of lots) {
    const { outcomes } = replayBids(lot.terms, byLot.get(lot.lotId) ?? [])
    out.set(lot.lotId, outcomes.filter((o) => o.outbidBidderId !== null).length)
  }
  return out
}

/** Lots closed other than exactly once: not closed, or more than one closing recorded. */
export function closingProblems(
  lotIds: readonly number[],
  closings: ReadonlyMap<number, number>,
): string[] {
  return lotIds
    .filter((id) => (closings.get(id) ?? 0) !== 1)
    .map((id) => `lot ${id}: closed ${closings.get(id) ?? 0} times`)
}
