import type { BulkAction, BulkPriceChange } from '@ironyard/contract/bulk-actions'
import { ADMIN_PAGE_SIZE } from '@ironyard/contract/admin-console'
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps } from '../../context'
import type { Db } from '../../db/client'
import { bulkOperationItems, bulkOperations, type BulkOperation } from '../../db/schema'
import { t, type MessageKey, type MessageVars } from '../../i18n'
import { parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { isCatalogueKey, translateValidation } from '../../lib/validation-messages'
import type { ListingScope } from '../listing-admin/listing-scope'

/*
 * The equipment table's bulk operations as they are read (issue 36, point 7): one operation with
 * its progress and a page of its rows, the latest ones, and the lookups the start and the job
 * share. Started in bulk-listing-operations.ts, run in bulk-listing-runner.ts.
 */

export type BulkDeps = Pick<AppDeps, 'database' | 'now'> & { jobs?: { kick(): void } }

export const BULK_ITEM_STATES = ['pending', 'ok', 'refused'] as const
export type BulkItemState = (typeof BULK_ITEM_STATES)[number]

export interface StoredParams {
  price?: BulkPriceChange & { lowerFloor?: boolean | null }
  reason?: string
}

/** The operations a caller may read: staff every one, a partner member their seller's. */
const visibleTo = (scope: ListingScope): SQL | undefined =>
  scope.kind === 'all' ? undefined : eq(bulkOperations.scopeSellerId, scope.sellerId)

export async function operationWithKey(db: Pick<Db, 'select'>, actorId: string, key: string) {
  const [op] = await db
    .select()
    .from(bulkOperations)
    .where(and(eq(bulkOperations.actorId, actorId), eq(bulkOperations.idempotencyKey, key)))
  return op
}

export async function operationById(db: Pick<Db, 'select'>, id: number) {
  const [op] = await db.select().from(bulkOperations).where(eq(bulkOperations.id, id))
  return op
}

/** An operation with its progress: how many rows wait, were applied, were refused. */
export async function operationView(deps: Pick<AppDeps, 'database'>, op: BulkOperation) {
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
