import {
  BULK_MAX_ROWS,
  PARTNER_BULK_ACTIONS,
  priceAfterBulkChange,
  type BulkAction,
  type BulkPriceChange,
} from '@ironyard/contract/bulk-actions'
import { ADMIN_PAGE_SIZE } from '@ironyard/contract/admin-console'
import { bulkOperationInputSchema } from '@ironyard/contract/forms/bulk-actions'
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps } from '../../context'
import type { Database, Db } from '../../db/client'
import {
  bulkOperationItems,
  bulkOperations,
  inspections,
  listings,
  type BulkOperation,
} from '../../db/schema'
import { t, type MessageKey, type MessageVars } from '../../i18n'
import { AppError, parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { isCatalogueKey, translateValidation } from '../../lib/validation-messages'
import { changeListingPrice } from '../listing-admin/change-listing-price'
import type { LifecycleDeps, Tx } from '../listing-admin/listing-lifecycle'
import {
  listingScopeCondition,
  type ListingActor,
  type ListingScope,
} from '../listing-admin/listing-scope'
import { markListingComingSoon, publishListing } from '../listing-admin/publish-listing'
import { parseReason, removeListing, restoreListing } from '../listing-admin/remove-listing'
import { enqueueOutbox } from '../outbox/outbox'
import { markSearchIndexStale } from '../search/search-runtime'
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
 */

/** The outbox topic of the job that runs an operation. */
export const BULK_OPERATION_TOPIC = 'listing.bulk-operation'

/** Items read per round of the job (the search index is told after each round). */
const ROUND = 200
/** Rows applied in one transaction (each step a savepoint of it). */
const CHUNK = 25
/** Chunks applied side by side on PostgreSQL (each in its own transaction and connection). */
const PARALLEL = 4
/** Items inserted per statement. */
const INSERT_CHUNK = 5_000

export type BulkDeps = Pick<AppDeps, 'database' | 'now'> & { jobs?: { kick(): void } }

export const BULK_ITEM_STATES = ['pending', 'ok', 'refused'] as const
export type BulkItemState = (typeof BULK_ITEM_STATES)[number]

interface StoredParams {
  price?: BulkPriceChange & { lowerFloor?: boolean | null }
  reason?: string
}

/** A scope as the operation stores it, and back. */
const sellerOf = (scope: ListingScope): number | null =>
  scope.kind === 'all' ? null : scope.sellerId
const scopeOf = (op: Pick<BulkOperation, 'scopeSellerId'>): ListingScope =>
  op.scopeSellerId == null ? { kind: 'all' } : { kind: 'seller', sellerId: op.scopeSellerId }

/** The operations a caller may read: staff every one, a partner member their seller's. */
const visibleTo = (scope: ListingScope): SQL | undefined =>
  scope.kind === 'all' ? undefined : eq(bulkOperations.scopeSellerId, scope.sellerId)

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

async function operationWithKey(db: Pick<Db, 'select'>, actorId: string, key: string) {
  const [op] = await db
    .select()
    .from(bulkOperations)
    .where(and(eq(bulkOperations.actorId, actorId), eq(bulkOperations.idempotencyKey, key)))
  return op
}

async function operationById(db: Pick<Db, 'select'>, id: number) {
  const [op] = await db.select().from(bulkOperations).where(eq(bulkOperations.id, id))
  return op
}

/** An operation with its progress: how many rows wait, were applied, were refused. */
async function operationView(deps: Pick<AppDeps, 'database'>, op: BulkOperation) {
  const counts = await deps.database.db
    .select({ state: bulkOperationItems.state, n: count() })
    .from(bulkOperationItems)
    .where(eq(bulkOperationItems.operationId, op.id))
    .groupBy(bulkOperationItems.state)
  const n = (s: BulkItemState) => counts.find((c) => c.state === s)?.n ?? 0
  const params = op.params as StoredParams
  return {
    id: String(op.id),
    action: op.action as BulkAction,
    status: op.status as 'queued' | 'running' | 'done',
    total: op.total,
    pending: n('pending'),
    ok: n('ok'),
    refused: n('refused'),
    price: params.price
      ? {
          mode: params.price.mode,
          direction: params.price.direction,
          amountCents: params.price.amountCents ?? null,
          percent: params.price.percent ?? null,
          lowerFloor: params.price.lowerFloor === true,
        }
      : null,
    reason: params.reason ?? null,
    createdAt: op.createdAt,
    finishedAt: op.finishedAt,
  }
}
export type BulkOperationView = Awaited<ReturnType<typeof operationView>>

const itemsQuerySchema = z
  .object({
    state: z.enum(BULK_ITEM_STATES).nullish(),
    page: z.number().int().min(1).max(10_000).nullish(),
  })
  .strict()

/**
 * One operation in the caller's scope (staff: any; a partner member: their seller's), with a
 * page of its rows, each row's refusal in the reader's language; null when there is none.
 */
export async function getBulkOperation(
  deps: Pick<AppDeps, 'database'>,
  scope: ListingScope,
  rawId: unknown,
  rawItems: unknown,
  locale: Locale,
) {
  const id = typeof rawId === 'string' && /^\d{1,15}$/.test(rawId) ? Number(rawId) : null
  if (id == null) return null
  const q = parseOrThrow(itemsQuerySchema, rawItems ?? {}, locale)
  const [op] = await deps.database.db
    .select()
    .from(bulkOperations)
    .where(and(eq(bulkOperations.id, id), visibleTo(scope)))
  if (!op) return null
  const page = q.page ?? 1
  const where = and(
    eq(bulkOperationItems.operationId, op.id),
    q.state ? eq(bulkOperationItems.state, q.state) : undefined,
  )
  const [rows, [{ n }]] = await Promise.all([
    deps.database.db
      .select()
      .from(bulkOperationItems)
      .where(where)
      .orderBy(asc(bulkOperationItems.position))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    deps.database.db.select({ n: count() }).from(bulkOperationItems).where(where),
  ])
  return {
    ...(await operationView(deps, op)),
    items: {
      rows: rows.map((r) => ({
        position: r.position,
        stockNumber: r.stockNumber,
        state: r.state as BulkItemState,
        reasonKey: r.reasonKey,
        reason: r.reasonKey ? reasonText(r.reasonKey, r.reasonVars, locale) : null,
      })),
      total: n,
      page,
      pageSize: ADMIN_PAGE_SIZE,
    },
  }
}

/** The caller's latest operations (staff: everyone's; a partner member: their seller's). */
export async function listBulkOperations(deps: Pick<AppDeps, 'database'>, scope: ListingScope) {
  const ops = await deps.database.db
    .select()
    .from(bulkOperations)
    .where(visibleTo(scope))
    .orderBy(desc(bulkOperations.createdAt), desc(bulkOperations.id))
    .limit(10)
  return Promise.all(ops.map((op) => operationView(deps, op)))
}

/** A refusal in `locale`: a field's validation text, or the step's own message. */
function reasonText(key: string, vars: Record<string, unknown> | null, locale: Locale): string {
  if (isCatalogueKey(key)) return translateValidation(key, locale)
  return t(locale, key as MessageKey, (vars ?? undefined) as MessageVars | undefined)
}

/** What a refused step says: its first field's key, else its message's key and variables. */
function refusalOf(err: AppError): { key: string; vars: Record<string, unknown> | null } {
  const field = err.fields?.[0]
  if (field) return { key: field.key, vars: field.params ?? null }
  return { key: err.messageKey, vars: err.vars ?? null }
}

/**
 * The database as seen from inside `tx`: the step's own transaction becomes a savepoint of the
 * row's, so the step and the row's result commit together or not at all.
 */
function within(database: Database, tx: Tx): Database {
  return {
    ...database,
    db: tx,
    async rows<T>(query: SQL) {
      const result = await tx.execute(query)
      return (result as { rows: unknown[] }).rows as T[]
    },
    async exec(sqlText: string) {
      await tx.execute(sql.raw(sqlText))
    },
    close: () => Promise.resolve(),
  }
}

/** A row the job applies: its listing, locked, and that listing's price now. */
interface ClaimedRow {
  stockNumber: string
  listingId: number
  priceCents: number
}

/** The single listing's step for an operation's row (the same service function the console calls). */
function stepOf(
  op: BulkOperation,
  actor: ListingActor,
): (deps: LifecycleDeps, row: ClaimedRow) => Promise<unknown> {
  const locale = op.locale as Locale
  const params = op.params as StoredParams
  switch (op.action as BulkAction) {
    case 'publish':
      return (deps, row) => publishListing(deps, actor, row.stockNumber, locale)
    case 'markComingSoon':
      return (deps, row) => markListingComingSoon(deps, actor, row.stockNumber, locale)
    case 'restore':
      return (deps, row) => restoreListing(deps, actor, row.stockNumber, locale)
    case 'remove':
      return (deps, row) =>
        removeListing(deps, actor, { stockNumber: row.stockNumber, reason: params.reason }, locale)
    case 'changePrice':
      return (deps, row) =>
        changeListingPrice(
          deps,
          actor,
          {
            stockNumber: row.stockNumber,
            advertisedPriceCents: priceAfterBulkChange(row.priceCents, params.price!),
            lowerFloor: params.price?.lowerFloor === true,
          },
          locale,
        )
  }
}

type Refusal = { key: string; vars: Record<string, unknown> | null }

/**
 * Apply a chunk of rows, each once: the rows still pending are claimed (locked; rows another
 * worker holds are skipped) with their listings, in one transaction that runs each row's step
 * as a savepoint and writes every row's result. A refusal (AppError) is the row's result; any
 * other failure rolls the whole chunk back to pending and fails the job, which runs it again.
 */
async function applyChunk(
  deps: BulkDeps,
  op: BulkOperation,
  step: ReturnType<typeof stepOf>,
  positions: readonly number[],
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const items = await tx
      .select()
      .from(bulkOperationItems)
      .where(
        and(
          eq(bulkOperationItems.operationId, op.id),
          inArray(bulkOperationItems.position, [...positions]),
          eq(bulkOperationItems.state, 'pending'),
        ),
      )
      .orderBy(asc(bulkOperationItems.position))
      .for('update', { skipLocked: true })
    // Done already, or in another worker's hands.
    if (!items.length) return
    const ids = items.flatMap((i) => (i.listingId == null ? [] : [i.listingId]))
    // The listings, locked in id order (the steps lock them again), with their prices now.
    const prices = new Map(
      ids.length
        ? (
            await tx
              .select({ id: listings.id, price: listings.advertisedPriceCents })
              .from(listings)
              .where(inArray(listings.id, ids))
              .orderBy(asc(listings.id))
              .for('update')
          ).map((l) => [l.id, l.price])
        : [],
    )
    const inner: LifecycleDeps = { database: within(deps.database, tx), now: deps.now }
    const results: Array<{ position: number; refusal: Refusal | null }> = []
    for (const item of items) {
      const price = item.listingId == null ? undefined : prices.get(item.listingId)
      let refusal: Refusal | null = null
      if (item.listingId == null || price === undefined) {
        refusal = { key: 'admin:listing.notFound', vars: { stockNumber: item.stockNumber } }
      } else {
        try {
          await step(inner, {
            stockNumber: item.stockNumber,
            listingId: item.listingId,
            priceCents: price,
          })
        } catch (err) {
          if (!(err instanceof AppError)) throw err
          refusal = refusalOf(err)
        }
      }
      results.push({ position: item.position, refusal })
    }
    const values = results.map(
      (r) =>
        sql`(${r.position}::int, ${r.refusal ? 'refused' : 'ok'}, ${r.refusal?.key ?? null}::text, ${r.refusal?.vars ? JSON.stringify(r.refusal.vars) : null}::jsonb)`,
    )
    await tx.execute(sql`
      UPDATE bulk_operation_items AS i
      SET state = v.state, reason_key = v.reason_key, reason_vars = v.reason_vars,
          processed_at = ${deps.now().toISOString()}::timestamptz
      FROM (VALUES ${sql.join(values, sql`, `)}) AS v(position, state, reason_key, reason_vars)
      WHERE i.operation_id = ${op.id} AND i.position = v.position`)
  })
}

/**
 * The job: apply every pending row of an operation, a round at a time (rows side by side on
 * PostgreSQL), tell the search index and the mail relay after each round, and mark the operation
 * done. Safe to run again or twice at once: a row is claimed with SKIP LOCKED and only while
 * pending.
 */
export async function runBulkOperation(deps: BulkDeps, operationId: number): Promise<void> {
  const op = await operationById(deps.database.db, operationId)
  if (!op || op.status === 'done') return
  if (op.status === 'queued') {
    await deps.database.db
      .update(bulkOperations)
      .set({ status: 'running' })
      .where(and(eq(bulkOperations.id, op.id), eq(bulkOperations.status, 'queued')))
  }
  const actor: ListingActor = {
    id: op.actorId,
    email: op.actorEmail ?? '',
    scope: scopeOf(op),
  }
  const step = stepOf(op, actor)
  const parallel = deps.database.kind === 'pglite' ? 1 : PARALLEL
  let after = 0
  for (;;) {
    const round = (
      await deps.database.db
        .select({ position: bulkOperationItems.position })
        .from(bulkOperationItems)
        .where(
          and(
            eq(bulkOperationItems.operationId, op.id),
            eq(bulkOperationItems.state, 'pending'),
            sql`${bulkOperationItems.position} > ${after}`,
          ),
        )
        .orderBy(asc(bulkOperationItems.position))
        .limit(ROUND)
    ).map((r) => r.position)
    if (!round.length) break
    const chunks: number[][] = []
    for (let i = 0; i < round.length; i += CHUNK) chunks.push(round.slice(i, i + CHUNK))
    let next = 0
    await Promise.all(
      Array.from({ length: Math.min(parallel, chunks.length) }, async () => {
        while (next < chunks.length) await applyChunk(deps, op, step, chunks[next++])
      }),
    )
    after = round[round.length - 1]
    markSearchIndexStale(deps.database)
    deps.jobs?.kick()
  }
  const [{ n }] = await deps.database.db
    .select({ n: count() })
    .from(bulkOperationItems)
    .where(and(eq(bulkOperationItems.operationId, op.id), eq(bulkOperationItems.state, 'pending')))
  // A row another worker still holds: that worker finishes the operation.
  if (n > 0) return
  await deps.database.db
    .update(bulkOperations)
    .set({ status: 'done', finishedAt: deps.now() })
    .where(and(eq(bulkOperations.id, op.id), sql`${bulkOperations.status} <> 'done'`))
}
