import { stockNumberSchema } from '@ironyard/contract/admin-listing'
import { LIFECYCLE_TRANSITIONS, type LifecycleStep } from '@ironyard/contract/listing-enums'
import { and, eq, sql } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import type { Db } from '../../db/client'
import { completedSales, listings, type Listing, type ListingStatus } from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { recordAudit } from '../audit/record-audit'
import { rateAfterWrite } from '../listing-insights/rate-after-write'
import { markSearchIndexStale } from '../search/search-runtime'
import { listingScopeCondition, type ListingActor, type ListingScope } from './listing-scope'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The listing fields an audit entry keeps of a lifecycle change (what staff read back). */
export const auditView = (l: Listing) => ({
  status: l.status,
  advertisedPriceCents: l.advertisedPriceCents,
  flair: l.flair,
  soldAt: l.soldAt?.toISOString() ?? null,
})

export { stockNumberSchema }

/** Which states each step may start from: the contract's rule (the console reads it too). */
export const TRANSITIONS = LIFECYCLE_TRANSITIONS
export type { LifecycleStep }

export interface LifecycleDeps extends Pick<AppDeps, 'database' | 'now'> {
  /** Wake the outbox relay after commit (mail goes out within seconds, not at the next poll). */
  jobs?: { kick(): void }
}

/**
 * Run one lifecycle step on a listing, locked for the transaction: check the step may start from
 * the listing's state, let `change` write, and record the audit entry with the before and after.
 */
export async function runLifecycleStep<T>(
  deps: LifecycleDeps,
  input: {
    stockNumber: unknown
    step: LifecycleStep
    actor: ListingActor
    locale: Locale
    /**
     * The step's answer when the listing already shows it taken (a double submit): the step
     * answers that, writes nothing and audits nothing. Asked only when the state refuses the step;
     * null: refused (CONFLICT).
     */
    alreadyDone?: (tx: Tx, listing: Listing) => Promise<{ result: T } | null>
  },
  change: (
    tx: Tx,
    listing: Listing,
    now: Date,
  ) => Promise<{ listing: Listing; result: T; audit?: Record<string, unknown> }>,
): Promise<T> {
  const stockNumber = parseOrThrow(stockNumberSchema, input.stockNumber, input.locale)
  const now = deps.now()
  let listingId = 0
  const out = await deps.database.db.transaction(async (tx) => {
    const listing = await lockListing(tx, stockNumber, input.actor.scope)
    const from = TRANSITIONS[input.step] as readonly ListingStatus[]
    if (!from.includes(listing.status)) {
      const earlier = await input.alreadyDone?.(tx, listing)
      if (earlier) return { ...earlier, unchanged: true }
      throw new AppError('CONFLICT', {
        messageKey: `admin:listing.cannot.${input.step}`,
        vars: { stockNumber, status: listing.status },
      })
    }
    const done = await change(tx, listing, now)
    listingId = listing.id
    await recordAudit(tx, {
      actor: { id: input.actor.id, email: input.actor.email },
      action: `listing.${input.step}`,
      entityType: 'listing',
      entityKey: stockNumber,
      before: auditView(listing),
      after: { ...auditView(done.listing), ...done.audit },
      at: now,
    })
    return { result: done.result, unchanged: false }
  })
  if (out.unchanged) return out.result
  // The next search answers with the change (the index catches up before it answers).
  await rateAfterWrite(deps, [listingId])
  markSearchIndexStale(deps.database)
  deps.jobs?.kick()
  return out.result
}

/**
 * The listing with this stock number in the caller's scope, locked until the transaction ends;
 * NOT_FOUND without one (another seller's listing answers the same as a missing one).
 */
export async function lockListing(
  tx: Tx,
  stockNumber: string,
  scope: ListingScope,
): Promise<Listing> {
  const [listing] = await tx
    .select()
    .from(listings)
    .where(and(eq(listings.stockNumber, stockNumber), listingScopeCondition(scope)))
    .for('update')
  if (!listing) {
    throw new AppError('NOT_FOUND', { messageKey: 'admin:listing.notFound', vars: { stockNumber } })
  }
  return listing
}

/** The next console stock number: IY100001, IY100002... (a sequence: never handed out twice). */
export async function nextStockNumber(tx: Tx): Promise<string> {
  const result = await tx.execute<{ n: number | string }>(
    sql`SELECT nextval('listing_stock_number_seq') AS n`,
  )
  return `IY${(result as { rows: Array<{ n: number | string }> }).rows[0].n}`
}

/** The listing an earlier submit of the same form created (its idempotency key), if any. */
export async function listingCreatedWith(
  db: Pick<Db, 'select'>,
  key: string | null | undefined,
): Promise<Listing | undefined> {
  if (!key) return undefined
  const [earlier] = await db.select().from(listings).where(eq(listings.creationKey, key))
  return earlier
}

/** Update the listing row and return it as it is now. */
export async function updateListingRow(
  tx: Tx,
  id: number,
  values: Partial<typeof listings.$inferInsert>,
  now: Date,
): Promise<Listing> {
  const [row] = await tx
    .update(listings)
    .set({ ...values, updatedAt: now })
    .where(eq(listings.id, id))
    .returning()
  return row
}

/** The newest price_history row of a listing (the database writes it on a price change). */
export async function latestPriceChange(tx: Tx, listingId: number) {
  const [row] = await tx
    .execute<{ id: number; reason: string; price_cents: number }>(
      sql`
    SELECT id, reason, price_cents FROM price_history
    WHERE listing_id = ${listingId} ORDER BY changed_at DESC, id DESC LIMIT 1`,
    )
    .then((r) => (r as { rows: Array<{ id: number; reason: string; price_cents: number }> }).rows)
  return row ?? null
}

/**
 * A sale joins the completed sales that valuations and comparable sales read: the machine as it
 * was listed, the price it sold for, the day and the channel (the console's "mark sold", or an
 * auction's closing).
 */
export async function recordCompletedSale(
  tx: Tx,
  listing: Listing,
  sale: { priceCents: number; soldOn: string; channel: 'marketplace' | 'auction' },
): Promise<void> {
  await tx.insert(completedSales).values({
    listingId: listing.id,
    makeId: listing.makeId,
    modelId: listing.modelId,
    model: listing.model,
    categoryId: listing.categoryId,
    year: listing.year,
    hours: listing.hours,
    miles: listing.miles,
    condition: listing.condition,
    ...sale,
    city: listing.city,
    state: listing.state,
    zip: listing.zip,
    lat: listing.lat,
    lng: listing.lng,
  })
}
