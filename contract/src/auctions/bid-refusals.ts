/**
 * Issue 34: why a bid is refused, as codes the api and the web share (each maps to a message key
 * in both languages). The contract decides the first five; `ownMachine` and `notRegistered` need
 * the database, so the api decides them before it applies a bid.
 */
export const BID_REFUSAL_REASONS = [
  'amountRequired',
  'amountInvalid',
  'belowMinimum',
  'lotNotOpen',
  'overLimit',
  'ownMachine',
  'notRegistered',
] as const
export type BidRefusalReason = (typeof BID_REFUSAL_REASONS)[number]

/**
 * The largest maximum bid: $20 million, above any used machine's price and below GraphQL's `Int`
 * ceiling (2,147,483,647 cents), so an amount that passes here survives the transport.
 */
export const MAX_BID_CENTS = 20_000_000_00

/**
 * What is wrong with a typed maximum bid before any lot is looked at: nothing (null), missing
 * (`amountRequired`, the spec's "Bid amount is required"), or not a positive whole number of
 * cents up to `MAX_BID_CENTS` (`amountInvalid`, "Bid amount is invalid"). Zero is invalid: a bid
 * of nothing is no bid.
 */
export function bidAmountProblem(
  maxBidCents: unknown,
): Extract<BidRefusalReason, 'amountRequired' | 'amountInvalid'> | null {
  if (maxBidCents === undefined || maxBidCents === null) return 'amountRequired'
  if (typeof maxBidCents !== 'number' || !Number.isInteger(maxBidCents)) return 'amountInvalid'
  if (maxBidCents <= 0 || maxBidCents > MAX_BID_CENTS) return 'amountInvalid'
  return null
}
