import type { Database } from '../../db/client'
import { rateListings } from './rate-listings'

/**
 * Rate listings staff or a partner just wrote (created, edited, priced, published): the card and
 * the "great and good prices" filter show the new price's rating at once. Best effort after the
 * commit: the write stands if rating fails, and the nightly job rates every listing again.
 */
export async function rateAfterWrite(
  deps: { database: Database; now: () => Date },
  listingIds: readonly number[],
): Promise<void> {
  try {
    await rateListings(deps.database, { listingIds, asOf: deps.now() })
  } catch (error) {
    console.warn(
      JSON.stringify({
        level: 'warn',
        msg: 'deal rating after a listing write failed; the nightly job will rate it',
        listings: listingIds.length,
        error: error instanceof Error ? error.message : String(error),
      }),
    )
  }
}
