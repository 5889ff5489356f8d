import { z } from 'zod'
import type { Listing } from '../../db/schema'
import { parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { enqueuePriceDropMails } from '../alert-jobs/scan-price-drops'
import type { Actor } from '../audit/record-audit'
import {
  latestPriceChange,
  runLifecycleStep,
  updateListingRow,
  type LifecycleDeps,
} from './listing-lifecycle'

/** $1 to $100M: the range an advertised price may take (integer cents). */
export const priceCentsSchema = z
  .number({ error: 'key:validation.priceRequired' })
  .int('key:validation.priceInvalid')
  .min(100, 'key:validation.priceInvalid')
  .max(10_000_000_000, 'key:validation.priceInvalid')

/**
 * A new advertised price (issue 14 point 4). The database records the price history (migration
 * 0016's trigger); a cut also sets the PriceReduced flair and mails, in the same transaction,
 * everyone who favorited the machine at a higher price (the outbox sends within seconds; their
 * "price drops" setting is read when it sends). A raise takes the PriceReduced flair away. The
 * same price again changes nothing (a double submit is harmless).
 */
export async function changeListingPrice(
  deps: LifecycleDeps,
  actor: Actor,
  input: { stockNumber: unknown; advertisedPriceCents: unknown },
  locale: Locale,
): Promise<Listing & { favoritersMailed: number }> {
  const price = parseOrThrow(
    z.object({ advertisedPriceCents: priceCentsSchema }),
    { advertisedPriceCents: input.advertisedPriceCents },
    locale,
  ).advertisedPriceCents
  return runLifecycleStep(
    deps,
    { stockNumber: input.stockNumber, step: 'changePrice', actor, locale },
    async (tx, listing, now) => {
      if (price === listing.advertisedPriceCents) {
        return { listing, result: { ...listing, favoritersMailed: 0 }, audit: { unchanged: true } }
      }
      const cut = price < listing.advertisedPriceCents
      const updated = await updateListingRow(
        tx,
        listing.id,
        cut
          ? { advertisedPriceCents: price, flair: 'PriceReduced', priceReducedAt: now }
          : {
              advertisedPriceCents: price,
              ...(listing.flair === 'PriceReduced' ? { flair: 'NotSet' as const } : {}),
            },
        now,
      )
      let favoritersMailed = 0
      if (cut) {
        const change = await latestPriceChange(tx, listing.id)
        if (change) favoritersMailed = await enqueuePriceDropMails(tx, change.id)
      }
      return {
        listing: updated,
        result: { ...updated, favoritersMailed },
        audit: { favoritersMailed },
      }
    },
  )
}
