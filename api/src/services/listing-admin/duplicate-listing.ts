import { idempotencyKeySchema } from '@ironyard/contract/admin-listing'
import { listings, type Listing } from '../../db/schema'
import { parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { recordAudit } from '../audit/record-audit'
import type { ListingActor } from './listing-scope'
import { markSearchIndexStale } from '../search/search-runtime'
import {
  auditView,
  listingCreatedWith,
  lockListing,
  nextStockNumber,
  stockNumberSchema,
  type LifecycleDeps,
} from './listing-lifecycle'

/**
 * A new draft with another listing's machine facts (issue 14: a dealer with three identical
 * loaders writes one): a new stock number, no serial number, no photos, sale state or history.
 */
export async function duplicateListing(
  deps: LifecycleDeps,
  actor: ListingActor,
  input: { stockNumber: unknown; idempotencyKey?: unknown },
  locale: Locale,
): Promise<Listing> {
  const stockNumber = parseOrThrow(stockNumberSchema, input.stockNumber, locale)
  const key = parseOrThrow(idempotencyKeySchema, input.idempotencyKey ?? null, locale)
  const earlier = await listingCreatedWith(deps.database.db, key)
  if (earlier) return earlier
  const now = deps.now()
  const copy = await deps.database.db.transaction(async (tx) => {
    // Locked: a copy is of the listing as it is, not half-way through an edit.
    const source = await lockListing(tx, stockNumber, actor.scope)
    const {
      id: _id,
      changeSeq: _seq,
      creationKey: _key,
      soldAt: _sold,
      priceReducedAt: _cut,
      hasInspection: _insp,
      ...facts
    } = source
    const [row] = await tx
      .insert(listings)
      .values({
        ...facts,
        stockNumber: await nextStockNumber(tx),
        creationKey: key,
        serialNumber: null,
        status: 'draft',
        flair:
          source.flair === 'PriceReduced' || source.flair === 'ComingSoon'
            ? 'NotSet'
            : source.flair,
        originalPriceCents: source.advertisedPriceCents,
        listedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: listings.creationKey })
      .returning()
    if (!row) return null
    await recordAudit(tx, {
      actor,
      action: 'listing.duplicate',
      entityType: 'listing',
      entityKey: row.stockNumber,
      before: null,
      after: { ...auditView(row), from: stockNumber },
      at: now,
    })
    return row
  })
  if (!copy) return (await listingCreatedWith(deps.database.db, key))!
  markSearchIndexStale(deps.database)
  return copy
}
