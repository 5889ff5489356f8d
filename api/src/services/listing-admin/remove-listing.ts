import { z } from 'zod'
import type { Listing } from '../../db/schema'
import { parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import type { ListingActor } from './listing-scope'
import { runLifecycleStep, updateListingRow, type LifecycleDeps } from './listing-lifecycle'

export const reasonSchema = z
  .string({ error: 'key:validation.required|A reason is required' })
  .trim()
  .min(1, 'key:validation.required|A reason is required')
  .max(500, 'key:validation.tooLong|Too long')

/** A lifecycle step's reason (remove, back on sale), refused on the `reason` field. */
export const parseReason = (reason: unknown, locale: Locale): string =>
  parseOrThrow(z.object({ reason: reasonSchema }), { reason }, locale).reason

/**
 * Withdraw a listing from sale (issue 14 point 4): `no_longer_available`. Its page keeps
 * answering, as "no longer available" with alternatives and out of the sitemap and search; the
 * reason is kept in the audit log.
 */
export async function removeListing(
  deps: LifecycleDeps,
  actor: ListingActor,
  input: { stockNumber: unknown; reason: unknown },
  locale: Locale,
): Promise<Listing> {
  const reason = parseReason(input.reason, locale)
  return runLifecycleStep(
    deps,
    { stockNumber: input.stockNumber, step: 'remove', actor, locale },
    async (tx, listing, now) => {
      const updated = await updateListingRow(tx, listing.id, { status: 'no_longer_available' }, now)
      return { listing: updated, result: updated, audit: { reason } }
    },
  )
}

/** Put a withdrawn listing back on sale (admins, and partner members on their own: issue 36). */
export async function restoreListing(
  deps: LifecycleDeps,
  actor: ListingActor,
  stockNumber: unknown,
  locale: Locale,
): Promise<Listing> {
  return runLifecycleStep(
    deps,
    { stockNumber, step: 'restore', actor, locale },
    async (tx, listing, now) => {
      const updated = await updateListingRow(tx, listing.id, { status: 'available' }, now)
      return { listing: updated, result: updated }
    },
  )
}
