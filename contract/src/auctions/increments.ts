/**
 * Issue 34, "Increments": how much a bid must beat the current price by. Amounts in integer cents.
 * Decision 054 records the rules of online bidding and why each is what it is.
 */

export interface IncrementBand {
  /** The band starts at this price (inclusive). */
  fromCents: number
  incrementCents: number
}

/** The table, lowest band first: each band runs up to the next one's `fromCents`. */
export const BID_INCREMENTS: readonly IncrementBand[] = [
  { fromCents: 0, incrementCents: 25_00 },
  { fromCents: 1_000_00, incrementCents: 100_00 },
  { fromCents: 5_000_00, incrementCents: 250_00 },
  { fromCents: 25_000_00, incrementCents: 500_00 },
  { fromCents: 100_000_00, incrementCents: 1_000_00 },
  { fromCents: 250_000_00, incrementCents: 2_500_00 },
]

/** The increment at a price: the band that holds the price ($999.99 is under $1,000: $25). */
export function incrementFor(priceCents: number): number {
  let increment = BID_INCREMENTS[0].incrementCents
  for (const band of BID_INCREMENTS) {
    if (priceCents >= band.fromCents) increment = band.incrementCents
  }
  return increment
}

/** The least amount that beats `amountCents` by one increment, read at that amount. */
export function oneIncrementAbove(amountCents: number): number {
  return amountCents + incrementFor(amountCents)
}
