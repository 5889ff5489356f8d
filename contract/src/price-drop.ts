/**
 * Issue 37: one rule for how much a price went down, read by the equipment page's "Reduced $X",
 * the price history's change column and the price-drop mail, so the three always agree. A drop
 * is always against the price advertised just before it (never an original price that was never
 * advertised); the history's first point is the first advertised price.
 */

export interface PricePointLike {
  priceCents: number
  /** listed, reduced or increased. */
  reason: string
  changedAt: string | Date
}

/** The change from one advertised price to the next, cents (negative: a drop). */
export const priceChangeCents = (previousCents: number, newCents: number): number =>
  newCents - previousCents

/** How much a price went down from one advertised price to the next; 0 when it did not. */
export const priceDropCents = (previousCents: number, newCents: number): number =>
  Math.max(0, -priceChangeCents(previousCents, newCents))

/** The latest cut in a history (oldest first): its amount, the price before it and its date. */
export function latestPriceCut(history: readonly PricePointLike[]): {
  amountCents: number
  previousCents: number
  priceCents: number
  changedAt: string | Date
} | null {
  for (let i = history.length - 1; i > 0; i--) {
    const point = history[i]
    if (point.reason !== 'reduced') continue
    const previousCents = history[i - 1].priceCents
    const amountCents = priceDropCents(previousCents, point.priceCents)
    if (amountCents <= 0) continue
    return { amountCents, previousCents, priceCents: point.priceCents, changedAt: point.changedAt }
  }
  return null
}
