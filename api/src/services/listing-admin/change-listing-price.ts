import { flairAfterPriceChange } from '@ironyard/contract/listing-flair'
import { z } from 'zod'
import type { Listing, listings } from '../../db/schema'
import { parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { enqueuePriceDropMails } from '../alert-jobs/scan-price-drops'
import type { ListingActor } from './listing-scope'
import {
  latestPriceChange,
  runLifecycleStep,
  updateListingRow,
  type LifecycleDeps,
  type Tx,
} from './listing-lifecycle'
import { floorForNewPrice } from './listing-floor'

/** $1 to $100M: the range an advertised price may take (integer cents). */
export const priceCentsSchema = z
  .number({ error: 'key:validation.priceRequired' })
  .int('key:validation.priceInvalid')
  .min(100, 'key:validation.priceInvalid')
  .max(10_000_000_000, 'key:validation.priceInvalid')

/**
 * The one price-change rule (decision 032), for the console and the partner feed alike: write the
 * new price (the database records the price history, migration 0016's trigger); a cut sets
 * priceReducedAt and mails, in the same transaction, everyone who favorited the machine at a
 * higher price (the outbox sends within seconds). The flair: partner inventory always keeps the
 * PartnerSeller flair (issue 15; the cut still shows as "price reduced", read from the history);
 * house inventory takes PriceReduced on a cut, and a raise takes PriceReduced away (NotSet).
 * The caller has locked `listing` and checked the price differs.
 */
export async function applyPriceChange(
  tx: Tx,
  listing: Listing,
  priceCents: number,
  now: Date,
  extra: Partial<typeof listings.$inferInsert> = {},
): Promise<{ listing: Listing; favoritersMailed: number }> {
  const cut = priceCents < listing.advertisedPriceCents
  const flair = flairAfterPriceChange(listing, cut)
  const updated = await updateListingRow(
    tx,
    listing.id,
    {
      ...extra,
      advertisedPriceCents: priceCents,
      ...(flair ? { flair } : {}),
      ...(cut ? { priceReducedAt: now } : {}),
    },
    now,
  )
  let favoritersMailed = 0
  if (cut) {
    const change = await latestPriceChange(tx, listing.id)
    if (change) favoritersMailed = await enqueuePriceDropMails(tx, change.id)
  }
  return { listing: updated, favoritersMailed }
}

/**
 * A new advertised price (issue 14 point 4) with applyPriceChange's effects. The same price again
 * changes nothing (a double submit is harmless). A price below the floor is refused (a field
 * error) unless `lowerFloor` asks to lower the floor to the new price too (issue 36, defect 5).
 */
export async function changeListingPrice(
  deps: LifecycleDeps,
  actor: ListingActor,
  input: { stockNumber: unknown; advertisedPriceCents: unknown; lowerFloor?: unknown },
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
      const floor = floorForNewPrice(listing, price, input.lowerFloor === true, locale)
      const lowered = floor === null ? {} : { floorPriceCents: floor }
      const { listing: updated, favoritersMailed } = await applyPriceChange(
        tx,
        listing,
        price,
        now,
        lowered,
      )
      return {
        listing: updated,
        result: { ...updated, favoritersMailed },
        audit: { favoritersMailed, ...lowered },
      }
    },
  )
}
