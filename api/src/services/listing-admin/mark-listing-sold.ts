import { z } from 'zod'
import type { Listing } from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import type { ListingActor } from './listing-scope'
import { priceCentsSchema } from './change-listing-price'
import {
  recordCompletedSale,
  runLifecycleStep,
  updateListingRow,
  type LifecycleDeps,
} from './listing-lifecycle'

const soldSchema = z.object({
  soldPriceCents: priceCentsSchema,
  soldOn: z.iso.date('key:validation.dateInvalid|Not a date (YYYY-MM-DD)'),
})

const isoDay = (d: Date) => d.toISOString().slice(0, 10)

/**
 * Record a sale (issue 14 point 4): the listing is `sold` with its sale date (its page shows the
 * sold state), and the sale joins the completed sales that valuations, offer likelihood and
 * market intelligence read, at the price it really sold for.
 */
export async function markListingSold(
  deps: LifecycleDeps,
  actor: ListingActor,
  input: { stockNumber: unknown; soldPriceCents: unknown; soldOn: unknown },
  locale: Locale,
): Promise<Listing> {
  const { soldPriceCents, soldOn } = parseOrThrow(
    soldSchema,
    { soldPriceCents: input.soldPriceCents, soldOn: input.soldOn },
    locale,
  )
  return runLifecycleStep(
    deps,
    { stockNumber: input.stockNumber, step: 'markSold', actor, locale },
    async (tx, listing, now) => {
      if (soldOn > isoDay(now)) {
        throw new AppError('VALIDATION', { messageKey: 'admin:listing.soldInFuture' })
      }
      if (soldOn < isoDay(listing.listedAt)) {
        throw new AppError('VALIDATION', {
          messageKey: 'admin:listing.soldBeforeListed',
          vars: { listedOn: isoDay(listing.listedAt) },
        })
      }
      const updated = await updateListingRow(
        tx,
        listing.id,
        { status: 'sold', soldAt: new Date(`${soldOn}T12:00:00Z`) },
        now,
      )
      await recordCompletedSale(tx, listing, {
        priceCents: soldPriceCents,
        soldOn,
        channel: 'marketplace',
      })
      return { listing: updated, result: updated, audit: { soldPriceCents, soldOn } }
    },
  )
}
