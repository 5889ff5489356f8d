import { eq, sql } from 'drizzle-orm'
import { listings, type Listing } from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { recordAudit, type Actor } from '../audit/record-audit'
import { markSearchIndexStale } from '../search/search-runtime'
import { auditView, stockNumberSchema, type LifecycleDeps } from './listing-lifecycle'

/**
 * A new draft with another listing's machine facts (issue 14: a dealer with three identical
 * loaders writes one): a new stock number, no serial number, no photos, sale state or history.
 */
export async function duplicateListing(
  deps: LifecycleDeps,
  actor: Actor,
  rawStockNumber: unknown,
  locale: Locale,
): Promise<Listing> {
  const stockNumber = parseOrThrow(stockNumberSchema, rawStockNumber, locale)
  const now = deps.now()
  const copy = await deps.database.db.transaction(async (tx) => {
    const [source] = await tx.select().from(listings).where(eq(listings.stockNumber, stockNumber))
    if (!source) {
      throw new AppError('NOT_FOUND', {
        messageKey: 'admin:listing.notFound',
        vars: { stockNumber },
      })
    }
    const n = await tx
      .execute<{ n: number | string }>(sql`SELECT nextval('listing_stock_number_seq') AS n`)
      .then((r) => (r as unknown as { rows: Array<{ n: number | string }> }).rows[0].n)
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
        stockNumber: `IY${n}`,
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
      .returning()
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
  markSearchIndexStale(deps.database)
  return copy
}
