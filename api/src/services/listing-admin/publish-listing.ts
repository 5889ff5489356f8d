import type { Listing } from '../../db/schema'
import type { Locale } from '../../lib/locale'
import type { ListingActor } from './listing-scope'
import { runLifecycleStep, updateListingRow, type LifecycleDeps } from './listing-lifecycle'

/**
 * Put a listing on sale (issue 14): `available`. Publishing a draft makes today its listing date
 * (the "recently added" sort and the inventory alerts' "new since" read it).
 */
export async function publishListing(
  deps: LifecycleDeps,
  actor: ListingActor,
  stockNumber: unknown,
  locale: Locale,
): Promise<Listing> {
  return runLifecycleStep(
    deps,
    { stockNumber, step: 'publish', actor, locale },
    async (tx, listing, now) => {
      const updated = await updateListingRow(
        tx,
        listing.id,
        {
          status: 'available',
          ...(listing.flair === 'ComingSoon' ? { flair: 'NotSet' as const } : {}),
          // A draft goes on sale now: "recently added" and the alerts' "new since" read this.
          ...(listing.status === 'draft' ? { listedAt: now } : {}),
        },
        now,
      )
      return { listing: updated, result: updated }
    },
  )
}

/** Announce a listing before it can be bought (spec §4 "coming soon"; the ComingSoon flair). */
export async function markListingComingSoon(
  deps: LifecycleDeps,
  actor: ListingActor,
  stockNumber: unknown,
  locale: Locale,
): Promise<Listing> {
  return runLifecycleStep(
    deps,
    { stockNumber, step: 'markComingSoon', actor, locale },
    async (tx, listing, now) => {
      const updated = await updateListingRow(
        tx,
        listing.id,
        { status: 'coming_soon', flair: 'ComingSoon' },
        now,
      )
      return { listing: updated, result: updated }
    },
  )
}
