/**
 * Issue 17: the rules that place a listing's price against the market, one home for the api (which
 * computes and stores them) and the web (which names them). Decision 033 explains the choices.
 *
 * Comparable sales (issue 37): completed sales of the same model in the last 12 months; when there
 * are fewer than 5, the make's machines of the same size class (`size-class.ts`) with the model
 * year within ±2 join them; never the category alone. The api's valuation service
 * (`api/src/services/valuation`) applies it once for every figure on a listing.
 *
 * Deal rating: the asking price over the valuation model's retail value for this machine (the
 * model is fitted on those comparable sales, adjusted for year, hours and recency):
 *   ≤ 0.90 great, ≤ 0.97 good, ≤ 1.05 fair, above that above_market;
 * no rating when the model cannot value the machine or its confidence is low.
 */

export const DEAL_RATINGS = ['great', 'good', 'fair', 'above_market'] as const
export type DealRating = (typeof DEAL_RATINGS)[number]

/** The ratings the search filter "Great and good prices" keeps. */
export const GOOD_DEAL_RATINGS: readonly DealRating[] = ['great', 'good']

/** Upper bounds of price ÷ market value for each rating, in order. */
const DEAL_THRESHOLDS: ReadonlyArray<{ rating: DealRating; maxRatio: number }> = [
  { rating: 'great', maxRatio: 0.9 },
  { rating: 'good', maxRatio: 0.97 },
  { rating: 'fair', maxRatio: 1.05 },
]

export type ValuationConfidence = 'high' | 'medium' | 'low'

/**
 * The rating of a price against the model's market value; null when there is no value or the
 * model's confidence is low (too few or too scattered sales to say).
 */
export function dealRatingOf(
  priceCents: number,
  marketValueCents: number | null,
  confidence: ValuationConfidence | null,
): DealRating | null {
  if (!marketValueCents || marketValueCents <= 0 || priceCents <= 0) return null
  if (confidence === null || confidence === 'low') return null
  const ratio = priceCents / marketValueCents
  return DEAL_THRESHOLDS.find((t) => ratio <= t.maxRatio)?.rating ?? 'above_market'
}

/** Comparable sales: how far back, how many before widening, the year span of the wider set. */
export const COMPARABLE_SALES_MONTHS = 12
export const MIN_COMPARABLE_SALES = 5
export const WIDER_YEAR_SPAN = 2
/** The most comparable sales a listing shows (the median uses all of them). */
export const MAX_COMPARABLE_SALES = 10

/** The median of a list of prices (the mean of the middle two for an even count). */
export function medianCents(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2)
}

/**
 * How far the price sits from the median, in whole percent: negative below, positive above
 * ("8 % below the median"); null without a median.
 */
export function percentFromMedian(priceCents: number, median: number | null): number | null {
  if (!median || median <= 0) return null
  return Math.round(((priceCents - median) / median) * 100)
}
