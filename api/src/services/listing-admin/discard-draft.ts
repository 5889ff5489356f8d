import type { Listing } from '../../db/schema'
import type { Locale } from '../../lib/locale'
import type { ListingActor } from './listing-scope'
import { runLifecycleStep, updateListingRow, type LifecycleDeps } from './listing-lifecycle'

/**
 * Drop a draft that will never be published (issue 36): it becomes `removed`, never public (no
 * page, search, sitemap or feed), and no step starts from it. The row stays, so its audit entries
 * keep their record and its stock number is never handed out again; a partner's feed does not
 * bring it back. A second submit answers the discarded listing as it is.
 */
export async function discardDraft(
  deps: LifecycleDeps,
  actor: ListingActor,
  stockNumber: unknown,
  locale: Locale,
): Promise<Listing> {
  return runLifecycleStep(
    deps,
    {
      stockNumber,
      step: 'discardDraft',
      actor,
      locale,
      alreadyDone: (_tx, l) => Promise.resolve(l.status === 'removed' ? { result: l } : null),
    },
    async (tx, listing, now) => {
      const updated = await updateListingRow(tx, listing.id, { status: 'removed' }, now)
      return { listing: updated, result: updated }
    },
  )
}
