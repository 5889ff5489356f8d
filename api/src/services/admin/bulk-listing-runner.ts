import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import { bulkOperationItems, bulkOperations, listings, type BulkOperation } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { LifecycleDeps } from '../listing-admin/listing-lifecycle'
import type { ListingActor, ListingScope } from '../listing-admin/listing-scope'
import { markSearchIndexStale } from '../search/search-runtime'
import { operationById, type BulkDeps } from './bulk-listing-reads'
import { refusalOf, stepOf, within, type Refusal } from './bulk-listing-steps'

/*
 * The job of a bulk operation on the equipment table (issue 36, point 7): it applies each pending
 * row's step (bulk-listing-steps.ts), a chunk of rows per transaction, each row at most once.
 */

/** Items read per round of the job (the search index is told after each round). */
const ROUND = 200
/** Rows applied in one transaction (each step a savepoint of it). */
const CHUNK = 25
/** Chunks applied side by side on PostgreSQL (each in its own transaction and connection). */
const PARALLEL = 4

/** The scope an operation stored (the start writes it). */
const scopeOf = (op: Pick<BulkOperation, 'scopeSellerId'>): ListingScope =>
  op.scopeSellerId == null ? { kind: 'all' } : { kind: 'seller', sellerId: op.scopeSellerId }

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
