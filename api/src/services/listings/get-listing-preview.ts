import { eq } from 'drizzle-orm'
import type { AppDeps, Locale } from '../../context'
import { listings } from '../../db/schema'
import { scopeIncludes, type ListingActor } from '../listing-admin/listing-scope'
import { getListingByStockNumber, type ListingDetail } from './get-listing'

/**
 * A listing as buyers will see it, whatever its state (issue 36, point 10): the console's preview
 * of a draft, a listing coming soon or a removed one. Only for the console's callers: staff see
 * every listing, a partner member their own seller's (decision 032). Another seller's listing is
 * null, as a missing one is: a partner never learns it exists. The public `listing` field keeps
 * answering null for drafts and removed listings.
 */
export async function getListingPreview(
  deps: Pick<AppDeps, 'database' | 'env' | 'logger' | 'now'>,
  actor: ListingActor,
  stockNumber: string,
  locale: Locale,
): Promise<ListingDetail | null> {
  const detail = await getListingByStockNumber(deps, stockNumber, locale, { anyState: true })
  if (!detail) return null
  if (actor.scope.kind === 'all') return detail
  const [row] = await deps.database.db
    .select({ sellerId: listings.sellerId })
    .from(listings)
    .where(eq(listings.id, detail.id))
  return row && scopeIncludes(actor.scope, row.sellerId) ? detail : null
}
