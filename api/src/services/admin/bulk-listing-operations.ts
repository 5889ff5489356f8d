import { BULK_MAX_ROWS, PARTNER_BULK_ACTIONS } from '@ironyard/contract/bulk-actions'
import { bulkOperationInputSchema } from '@ironyard/contract/forms/bulk-actions'
import { and, inArray } from 'drizzle-orm'
import { bulkOperationItems, bulkOperations, inspections, listings } from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import {
  listingScopeCondition,
  type ListingActor,
  type ListingScope,
} from '../listing-admin/listing-scope'
import { parseReason } from '../listing-admin/remove-listing'
import { enqueueOutbox } from '../outbox/outbox'
import {
  operationById,
  operationView,
  operationWithKey,
  type BulkDeps,
  type StoredParams,
} from './bulk-listing-reads'
import {
  consoleListingFilterSchema,
  consoleListingOrder,
  consoleListingWhere,
  inspectionJoin,
} from './console-listing-query'

/*
 * Bulk actions on the equipment table (issue 36, point 7). An operator picks rows (or every row
 * matching the table's filter) and a step; `startBulkOperation` records the operation and one
 * item per listing in the caller's scope, under the client's idempotency key (the same key twice:
 * the first operation, nothing more), and queues a job. The job (`runBulkOperation`) applies the
 * single listing's own step to each item (the same service function: its rules, mail, price
 * history, audit entry, rating and search update), each in a transaction that also writes the
 * item's result, so a retried job applies a row at most once. Refused rows keep the step's reason.
 *
 * Here: the input's parsing and the operation's creation. The reads are in bulk-listing-reads.ts,
 * the per-row step in bulk-listing-steps.ts, the job in bulk-listing-runner.ts.
 */

/** The outbox topic of the job that runs an operation. */
export const BULK_OPERATION_TOPIC = 'listing.bulk-operation'

/** Items inserted per statement. */
const INSERT_CHUNK = 5_000

/** A scope as the operation stores it (the job reads it back). */
const sellerOf = (scope: ListingScope): number | null =>
  scope.kind === 'all' ? null : scope.sellerId

/**
 * Start a bulk operation (or answer the one started with the same key). `filter` is the equipment
 * table's filter, read in the caller's scope, when no stock numbers are picked.
 */
export async function startBulkOperation(
  deps: BulkDeps,
  actor: ListingActor,
  raw: { input: unknown; filter?: unknown },
  locale: Locale,
) {
  const input = parseOrThrow(bulkOperationInputSchema, raw.input, locale)
  if (actor.scope.kind !== 'all' && !PARTNER_BULK_ACTIONS.includes(input.action)) {
    throw new AppError('FORBIDDEN', { messageKey: 'admin:bulk.staffOnly' })
  }
  const params: StoredParams = {}
  if (input.action === 'changePrice' && input.priceChange) {
    const { mode, direction, amountCents, percent, lowerFloor } = input.priceChange
    params.price = {
      mode,
      direction,
      ...(mode === 'amount' ? { amountCents } : { percent }),
      lowerFloor: lowerFloor === true,
    }
  }
  if (input.action === 'remove') params.reason = parseReason(input.reason, locale)

  const earlier = await operationWithKey(deps.database.db, actor.id, input.idempotencyKey)
  if (earlier) return operationView(deps, earlier)

  // The rows, read before the transaction (the filter's make lookup) and fixed at start.
  let picked: Array<{ stockNumber: string; listingId: number | null }>
  if (input.stockNumbers) {
    const stocks = [...new Set(input.stockNumbers)]
    const found = await deps.database.db
      .select({ id: listings.id, stockNumber: listings.stockNumber })
      .from(listings)
      .where(and(inArray(listings.stockNumber, stocks), listingScopeCondition(actor.scope)))
    const byStock = new Map(found.map((l) => [l.stockNumber, l.id]))
    picked = stocks.map((s) => ({ stockNumber: s, listingId: byStock.get(s) ?? null }))
  } else {
    const f = parseOrThrow(consoleListingFilterSchema, raw.filter ?? {}, locale)
    const cond = await consoleListingWhere(deps, actor.scope, f)
    const rows = await deps.database.db
      .select({ listingId: listings.id, stockNumber: listings.stockNumber })
      .from(listings)
      .leftJoin(inspections, inspectionJoin)
      .where(cond)
      .orderBy(...consoleListingOrder(f.sort ?? 'updated', deps.now(), false))
      .limit(BULK_MAX_ROWS + 1)
    if (rows.length > BULK_MAX_ROWS) {
      throw new AppError('BAD_REQUEST', {
        messageKey: 'admin:bulk.tooMany',
        vars: { max: BULK_MAX_ROWS },
      })
    }
    picked = rows
  }

  const now = deps.now()
  const id = await deps.database.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(bulkOperations)
      .values({
        idempotencyKey: input.idempotencyKey,
        actorId: actor.id,
        actorEmail: actor.email,
        scopeSellerId: sellerOf(actor.scope),
        action: input.action,
        params: params as Record<string, unknown>,
        locale,
        total: picked.length,
        status: picked.some((p) => p.listingId != null) ? 'queued' : 'done',
        createdAt: now,
        finishedAt: picked.some((p) => p.listingId != null) ? null : now,
      })
      // A double submit racing this one waits here for it, then finds its operation.
      .onConflictDoNothing({ target: [bulkOperations.actorId, bulkOperations.idempotencyKey] })
      .returning({ id: bulkOperations.id })
    if (!created) return null
    for (let i = 0; i < picked.length; i += INSERT_CHUNK) {
      await tx.insert(bulkOperationItems).values(
        picked.slice(i, i + INSERT_CHUNK).map((p, j) => ({
          operationId: created.id,
          position: i + j + 1,
          listingId: p.listingId,
          stockNumber: p.stockNumber,
          // Not in the caller's scope: refused as a missing listing (a partner never learns more).
          ...(p.listingId == null
            ? {
                state: 'refused',
                reasonKey: 'admin:listing.notFound',
                reasonVars: { stockNumber: p.stockNumber },
                processedAt: now,
              }
            : {}),
        })),
      )
    }
    if (picked.some((p) => p.listingId != null)) {
      await enqueueOutbox(
        tx,
        BULK_OPERATION_TOPIC,
        { operationId: created.id },
        `bulk-operation-${created.id}`,
      )
    }
    return created.id
  })
  const op =
    id == null
      ? await operationWithKey(deps.database.db, actor.id, input.idempotencyKey)
      : await operationById(deps.database.db, id)
  if (!op) throw new Error('bulk operation vanished after it was written')
  deps.jobs?.kick()
  return operationView(deps, op)
}
