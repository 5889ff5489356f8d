import type { BidRefusalReason } from '@ironyard/contract/auctions/bid-refusals'
import type { BidderMaximum, LotState } from '@ironyard/contract/auctions/proxy-bidding'
import type { AuctionLotStatus } from '../../db/schema'
import { num, type EarlierBidJson, type LockRow, type WriteRow } from './bid-sql'
import type { AcceptedBidSeen } from './lot-events'

/** What a bid's answer is made of: its log row (as stored, or as the first answer stored it). */
export interface BidLogRow {
  id: number
  lotId: number
  maxBidCents: number
  accepted: boolean
  refusal: BidRefusalReason | null
  priceAfterCents: number | null
  leadingAfter: boolean
  closesAtAfter: Date
}

/** The locked lot as the contract's `LotState` (as `lotState` reads a row); null: not online. */
export function lockedState(row: LockRow): LotState | null {
  const startingBidCents = num(row.starting_bid_cents)
  if (startingBidCents === null || row.scheduled_close_at === null || row.closes_at === null) {
    return null
  }
  const maxima: BidderMaximum[] = []
  const leaderMax = num(row.leader_max_cents)
  const runnerUpMax = num(row.runner_up_max_cents)
  if (row.leader_id !== null && leaderMax !== null) {
    maxima.push({ bidderId: row.leader_id, maxBidCents: leaderMax })
  }
  if (row.runner_up_id !== null && runnerUpMax !== null) {
    maxima.push({ bidderId: row.runner_up_id, maxBidCents: runnerUpMax })
  }
  return {
    terms: {
      startingBidCents,
      reserveCents: num(row.reserve_cents),
      opensAtMs: new Date(row.opens_at).getTime(),
      scheduledCloseMs: new Date(row.scheduled_close_at).getTime(),
      softCloseSeconds: row.soft_close_seconds,
    },
    leaderId: row.leader_id,
    priceCents: num(row.price_cents),
    maxima,
    bidCount: row.bid_count,
    closesAtMs: new Date(row.closes_at).getTime(),
  }
}

export const lockedStatus = (row: LockRow) => row.status as AuctionLotStatus

/** The bidder's leads as the contract's limit reads them. */
export const leadsOf = (row: LockRow) =>
  (row.leads ?? []).map(([lotId, max]) => ({ lotId: String(lotId), maxBidCents: Number(max) }))

export function earlierBid(json: EarlierBidJson): BidLogRow {
  return {
    id: Number(json.id),
    lotId: Number(json.lotId),
    maxBidCents: Number(json.maxBidCents),
    accepted: json.accepted,
    refusal: json.refusal as BidRefusalReason | null,
    priceAfterCents: num(json.priceAfterCents),
    leadingAfter: json.leadingAfter,
    closesAtAfter: new Date(json.closesAtAfter),
  }
}

/** The lot's accepted bids `BID_WRITE` read that this process had not seen, in id order. */
export const unseenBids = (row: WriteRow): AcceptedBidSeen[] =>
  (row.unseen ?? []).map(([id, bidderId, price, at]) => ({
    id: Number(id),
    bidderId,
    priceAfterCents: num(price),
    at: new Date(at),
  }))

/** `BID_WRITE`'s parameters $12–$18: the columns that store a `LotState` (`stateColumns`). */
export function stateValues(state: LotState): unknown[] {
  const [leader, runnerUp] = state.maxima
  return [
    state.priceCents,
    state.bidCount,
    leader?.bidderId ?? null,
    leader?.maxBidCents ?? null,
    runnerUp?.bidderId ?? null,
    runnerUp?.maxBidCents ?? null,
    new Date(state.closesAtMs),
  ]
}
