/**
 * Issue 34: the buyer's fee on a lot's hammer price, tiered after Ritchie Bros.' published US
 * schedule. The one function the bid box's all-in total, the won mail and the invoice call.
 */

/** Up to and including $10,000 the fee is 10 %. */
export const BUYER_FEE_FIRST_TIER_TOP_CENTS = 10_000_00
/** From $10,000 to $33,500 (inclusive) it is 3.85 %, and at least $1,000. */
export const BUYER_FEE_SECOND_TIER_TOP_CENTS = 33_500_00
export const BUYER_FEE_SECOND_TIER_MINIMUM_CENTS = 1_000_00
/** Above $33,500 it is a flat $1,290. */
export const BUYER_FEE_FLAT_CENTS = 1_290_00

/** `cents × numerator / denominator`, rounded half up to the cent, in integers (no float drift). */
function percentOf(cents: number, numerator: number, denominator: number): number {
  return Math.floor((cents * numerator * 2 + denominator) / (denominator * 2))
}

/**
 * The buyer's fee in cents for a hammer price in cents, rounded half up to the cent:
 * 10 % up to $10,000; 3.85 % (at least $1,000) above $10,000 up to $33,500; $1,290 above that.
 */
export function buyerFeeCents(hammerPriceCents: number): number {
  if (hammerPriceCents <= 0) return 0
  if (hammerPriceCents <= BUYER_FEE_FIRST_TIER_TOP_CENTS)
    return percentOf(hammerPriceCents, 10, 100)
  if (hammerPriceCents <= BUYER_FEE_SECOND_TIER_TOP_CENTS) {
    return Math.max(BUYER_FEE_SECOND_TIER_MINIMUM_CENTS, percentOf(hammerPriceCents, 385, 10_000))
  }
  return BUYER_FEE_FLAT_CENTS
}
