import type { Database } from '../../db/client'
import { windowStart } from '../valuation/value-from-sales'
import { valueListing } from '../valuation/value-listing'
import type { LeadListing } from './get-lead-listing'

export type OfferLikelihood = 'slim_chance' | 'possible' | 'high_chance'

export interface LikelihoodEstimate {
  likelihood: OfferLikelihood
  comparableSales: number
  windowDays: number
}

/**
 * The market side (issue 37): the listing's one valuation, so Name Your Price reads the same
 * comparable sales, window and median as the deal rating and the comparable-sales block.
 */
async function comparableMedian(database: Database, listing: LeadListing, now: Date) {
  const v = await valueListing(database, listing.id, now)
  const days = Math.round(
    (now.getTime() - Date.parse(`${windowStart(now)}T00:00:00Z`)) / 86_400_000,
  )
  return { n: v?.sampleSize ?? 0, median: v?.median ?? null, days }
}

/** The floor's grid never gets finer than this share of the asking price (issue 31, finding 3). */
const MIN_STEP_SHARE = 0.05

/**
 * The grid cell, [low, high), that holds the floor: the only thing about the floor the answers
 * depend on, so no number of previews narrows the floor below one cell. The step is the smallest
 * power of two of cents at least 5% of the asking price (5-10%): powers of two nest, so answers
 * gathered before and after a price change cannot be intersected into a finer interval
 * (docs/decisions/045-offer-preview-bands.md).
 */
function floorCell(askingCents: number, floorCents: number) {
  let step = 1
  while (step < askingCents * MIN_STEP_SHARE) step *= 2
  const low = Math.floor(floorCents / step) * step
  return { low, high: low + step }
}

/**
 * How likely the seller accepts an offer, from the offer against the cell of the grid that holds
 * the listing's price floor, and recent comparable sales. Bands, never numbers, and never an edge
 * finer than the cell (anyone may ask, from any number of addresses):
 * - high chance: at or above the cell's top, so surely at or above the floor (or within 3% of the
 *   asking price); an offer between the floor and the cell's top is "possible", never "slim";
 * - possible: at or above 90% of the cell's bottom, or at/above 95% of comparable sales and 80% of
 *   the cell's bottom;
 * - slim chance: anything lower.
 */
export async function estimateOfferLikelihood(
  database: Database,
  listing: LeadListing,
  offerCents: number,
  now: Date,
): Promise<LikelihoodEstimate> {
  const comps = await comparableMedian(database, listing, now)
  const cell = floorCell(listing.advertisedPriceCents, listing.floorPriceCents)
  let likelihood: OfferLikelihood = 'slim_chance'
  if (offerCents >= cell.high || offerCents >= listing.advertisedPriceCents * 0.97)
    likelihood = 'high_chance'
  else if (
    offerCents >= cell.low * 0.9 ||
    (comps.median !== null && offerCents >= comps.median * 0.95 && offerCents >= cell.low * 0.8)
  )
    likelihood = 'possible'
  return { likelihood, comparableSales: comps.n, windowDays: comps.days }
}
