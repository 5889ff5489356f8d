/**
 * Issue 34, "Who may bid": each bidder's bidding limit is the sum of their leading maximums across
 * open lots. The api reads the bidder's leading maximums under the bid's lock and asks here.
 */

/** The limit a new bidder gets: $250,000 (an admin can raise one bidder's). */
export const DEFAULT_BIDDING_LIMIT_CENTS = 250_000_00

export interface LeadingMaximum {
  lotId: string
  maxBidCents: number
}

/**
 * The largest maximum the bidder may bid on `lotId`: the limit less their leading maximums on the
 * other open lots. A maximum they lead with on this lot is not subtracted, since a new bid there
 * replaces it: raising a lead counts only the difference. Negative when already over (an admin
 * lowered the limit).
 */
export function biddingHeadroomCents(
  limitCents: number,
  leadingMaximums: readonly LeadingMaximum[],
  lotId: string,
): number {
  let committed = 0
  for (const lead of leadingMaximums) {
    if (lead.lotId !== lotId) committed += lead.maxBidCents
  }
  return limitCents - committed
}

/** Whether a new maximum on `lotId` keeps the bidder's leading maximums within their limit. */
export function isWithinBiddingLimit(input: {
  limitCents: number
  leadingMaximums: readonly LeadingMaximum[]
  lotId: string
  maxBidCents: number
}): boolean {
  return (
    input.maxBidCents <= biddingHeadroomCents(input.limitCents, input.leadingMaximums, input.lotId)
  )
}
