import type { Database } from '../../db/client'
import type { Locale } from '../../lib/locale'
import { getAllInCost } from './all-in-cost'
import { loadInsightRows } from './insight-row'

/** A machine's freight to a buyer's ZIP, as a result card shows it (issue 37). */
export interface FreightEstimateView {
  zip: string
  /** Whole dollars, in cents; 0 when the seller ships free. */
  cents: number
  freeShipping: boolean
}

/**
 * Freight to `zip` for each listing of a page of results (issue 37, "Nearest first"): the all-in
 * cost's freight (getAllInCost: the same operating weight, transport class and rates as the
 * listing page's), from one read of the page's rows. A listing not found is left out; a bad or
 * unknown ZIP is getAllInCost's VALIDATION error.
 */
export async function getFreightEstimates(
  database: Database,
  listingIds: number[],
  zip: string,
  locale: Locale,
): Promise<Map<number, FreightEstimateView>> {
  const rows = await loadInsightRows(database, listingIds)
  const out = new Map<number, FreightEstimateView>()
  // One after another: listings of one category share its cached median weight (one read).
  for (const [id, row] of rows) {
    const cost = await getAllInCost(database, row, zip, locale)
    if (cost) {
      out.set(id, {
        zip: cost.zip,
        cents: cost.freightCents,
        freeShipping: cost.freight.freeShipping,
      })
    }
  }
  return out
}
