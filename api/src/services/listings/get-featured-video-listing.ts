import { and, desc, eq, exists, inArray } from 'drizzle-orm'
import type { AppDeps, Locale } from '../../context'
import { listings, listingVideos } from '../../db/schema'
import { DEFAULT_STATUSES } from '../search/search.schema'
import { getListingByStockNumber, type ListingDetail } from './get-listing'

/**
 * The home page's walk-around video (spec §2 "video"): the most recently listed machine for sale
 * (or coming soon) that has a video, however far down the inventory it is; null when none has one.
 */
export async function getFeaturedVideoListing(
  deps: Pick<AppDeps, 'database' | 'env' | 'logger' | 'now'>,
  locale: Locale,
): Promise<ListingDetail | null> {
  const { db } = deps.database
  const [row] = await db
    .select({ stockNumber: listings.stockNumber })
    .from(listings)
    .where(
      and(
        inArray(listings.status, [...DEFAULT_STATUSES]),
        exists(
          db
            .select({ one: listingVideos.id })
            .from(listingVideos)
            .where(eq(listingVideos.listingId, listings.id)),
        ),
      ),
    )
    .orderBy(desc(listings.listedAt), desc(listings.id))
    .limit(1)
  return row ? getListingByStockNumber(deps, row.stockNumber, locale) : null
}
