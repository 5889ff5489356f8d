/**
 * Issue 34: one bid applied to a lot, in the server's commit order. Pure: the api calls it under
 * the lot's lock and stores the new state; `replayBids` folds it over a whole bid log.
 */
import { bidAmountProblem, type BidRefusalReason } from './bid-refusals'
import {
  minimumBidCentsFor,
  proxyPriceCents,
  reserveLifted,
  type BidderMaximum,
  type LotState,
} from './proxy-bidding'
import { closeAfterBidMs, isOpenAt } from './soft-close'

export interface PlacedBid {
  bidderId: string
  /** The bidder's maximum, in cents, as it arrived (checked here). */
  maxBidCents: number | null | undefined
  /**
   * The most this bidder may bid on this lot (`biddingHeadroomCents`), read by the api under the
   * same lock; omitted when no limit applies.
   */
  headroomCents?: number
}

export type BidOutcome =
  | {
      accepted: true
      state: LotState
      priceChanged: boolean
      leaderChanged: boolean
      /** The close moved (soft close). */
      extended: boolean
      /** The bidder who lost the lead to this bid (the outbid mail's one recipient), or null. */
      outbidBidderId: string | null
    }
  | {
      accepted: false
      reason: BidRefusalReason
      /** The state as it was: a refused bid changes nothing. */
      state: LotState
      priceChanged: false
      leaderChanged: false
      extended: false
      outbidBidderId: null
    }

function refused(state: LotState, reason: BidRefusalReason): BidOutcome {
  return {
    accepted: false,
    reason,
    state,
    priceChanged: false,
    leaderChanged: false,
    extended: false,
    outbidBidderId: null,
  }
}

/** The maxima with the bidder's new maximum in its rank: after every equal or higher one. */
function ranked(maxima: readonly BidderMaximum[], bid: BidderMaximum): BidderMaximum[] {
  const others = maxima.filter((m) => m.bidderId !== bid.bidderId)
  const at = others.findIndex((m) => m.maxBidCents < bid.maxBidCents)
  const position = at === -1 ? others.length : at
  return [...others.slice(0, position), bid, ...others.slice(position)]
}

/**
 * Applies a bid committed at `atMs`. Checks, in order: the amount (`amountRequired`,
 * `amountInvalid`), the lot open at that millisecond (`lotNotOpen`), the next acceptable bid
 * (`belowMinimum`), the bidder's headroom (`overLimit`). An accepted bid from the leader raises
 * their maximum and leaves the price, unless the raise reaches an unmet reserve (the price becomes
 * the reserve). Any other accepted bid re-ranks the maxima and the price follows `proxyPriceCents`.
 * A bid that changed the price or the leader moves the close by the soft close.
 */
export function applyBid(state: LotState, bid: PlacedBid, atMs: number): BidOutcome {
  const amountProblem = bidAmountProblem(bid.maxBidCents)
  if (amountProblem !== null) return refused(state, amountProblem)
  const amount = bid.maxBidCents as number
  if (!isOpenAt(state.terms.opensAtMs, state.closesAtMs, atMs)) return refused(state, 'lotNotOpen')
  if (amount < minimumBidCentsFor(state, bid.bidderId)) return refused(state, 'belowMinimum')
  if (bid.headroomCents !== undefined && amount > bid.headroomCents) {
    return refused(state, 'overLimit')
  }

  const mine: BidderMaximum = { bidderId: bid.bidderId, maxBidCents: amount }
  let maxima: BidderMaximum[]
  let priceCents: number
  if (state.leaderId === bid.bidderId && state.priceCents !== null) {
    // A leader's raise never bids against themselves: the price stays, bar the reserve.
    maxima = [mine, ...state.maxima.slice(1)]
    priceCents = reserveLifted(state.terms, state.priceCents, amount)
  } else {
    maxima = ranked(state.maxima, mine)
    priceCents = proxyPriceCents(
      state.terms,
      maxima[0].maxBidCents,
      maxima.length > 1 ? maxima[1].maxBidCents : null,
    )
  }
  const leaderId = maxima[0].bidderId
  const priceChanged = priceCents !== state.priceCents
  const leaderChanged = leaderId !== state.leaderId
  const closesAtMs =
    priceChanged || leaderChanged
      ? closeAfterBidMs(state.closesAtMs, atMs, state.terms.softCloseSeconds)
      : state.closesAtMs
  return {
    accepted: true,
    state: {
      terms: state.terms,
      leaderId,
      priceCents,
      maxima,
      bidCount: state.bidCount + 1,
      closesAtMs,
    },
    priceChanged,
    leaderChanged,
    extended: closesAtMs !== state.closesAtMs,
    outbidBidderId: leaderChanged ? state.leaderId : null,
  }
}
