/**
 * Issue 34, point 5: the plain sequential model. Applies a lot's bids one by one in the server's
 * commit order; the api's property test holds what the database decided to this.
 */
import { applyBid, type BidOutcome, type PlacedBid } from './apply-bid'
import { openLot, type LotState, type LotTerms } from './proxy-bidding'

export interface CommittedBid extends PlacedBid {
  /** When the server committed the bid (its clock, never the client's). */
  atMs: number
}

export interface Replay {
  state: LotState
  /** One outcome a bid, in the bids' order. */
  outcomes: BidOutcome[]
}

/** The lot after its bids, in commit order, and what each bid did. */
export function replayBids(terms: LotTerms, bids: readonly CommittedBid[]): Replay {
  let state = openLot(terms)
  const outcomes: BidOutcome[] = []
  for (const bid of bids) {
    const outcome = applyBid(state, bid, bid.atMs)
    outcomes.push(outcome)
    state = outcome.state
  }
  return { state, outcomes }
}
