import { and, asc, eq, isNull, isNotNull, lte, or, sql, desc } from 'drizzle-orm'
import type { Database, Db } from '../../db/client'
import { outbox, type OutboxRow } from '../../db/schema'

/** A transaction handle or the database: enqueue inside the transaction that creates the thing. */
type Tx = Pick<Db, 'insert'>

/**
 * Write an outbox row. Call it inside the transaction that writes what must not be lost, so both
 * commit or neither does. The dedupe key makes a repeated enqueue a no-op.
 */
export async function enqueueOutbox(
  tx: Tx,
  topic: string,
  payload: Record<string, unknown>,
  dedupeKey: string,
): Promise<void> {
  await tx
    .insert(outbox)
    .values({ topic, payload, dedupeKey })
    .onConflictDoNothing({ target: outbox.dedupeKey })
}

/**
 * Claim rows to hand to the queue: never relayed, or relayed longer ago than `staleMs` without
 * completing (the queue lost them, e.g. Redis restarted empty). Claimed rows get relayed_at = now.
 */
export async function claimOutboxRows(
  database: Database,
  opts: { limit: number; staleMs: number; now: Date },
): Promise<OutboxRow[]> {
  const staleBefore = new Date(opts.now.getTime() - opts.staleMs)
  return database.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(outbox)
      .where(
        and(
          isNull(outbox.completedAt),
          isNull(outbox.deadAt),
          lte(outbox.availableAt, opts.now),
          or(isNull(outbox.relayedAt), lte(outbox.relayedAt, staleBefore)),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(opts.limit)
      .for('update', { skipLocked: true })
    if (rows.length) {
      await tx
        .update(outbox)
        .set({ relayedAt: opts.now })
        .where(
          sql`${outbox.id} IN (${sql.join(
            rows.map((r) => sql`${r.id}`),
            sql`, `,
          )})`,
        )
    }
    return rows
  })
}

export async function markOutboxCompleted(
  database: Database,
  id: number,
  now: Date,
): Promise<void> {
  await database.db
    .update(outbox)
    .set({ completedAt: now, lastError: null })
    .where(eq(outbox.id, id))
}

/**
 * Record a failed attempt. `dead`: no attempts left, the row shows in the dead-letter view.
 * `retryAt`: the row becomes available to the relay again then (inline backoff). Neither: the
 * queue retries it itself (BullMQ), only the attempt is recorded.
 */
export async function markOutboxFailed(
  database: Database,
  id: number,
  error: string,
  opts: { now: Date; dead?: boolean; retryAt?: Date },
): Promise<void> {
  await database.db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      lastError: error.slice(0, 2000),
      ...(opts.dead
        ? { deadAt: opts.now }
        : opts.retryAt
          ? { availableAt: opts.retryAt, relayedAt: null }
          : {}),
    })
    .where(eq(outbox.id, id))
}

/**
 * Replace a row's payload: a job whose payload holds something that must not outlive the job (a
 * sealed sign-in mail) blanks it once sent or given up.
 */
export async function replaceOutboxPayload(
  database: Database,
  id: number,
  payload: Record<string, unknown>,
): Promise<void> {
  await database.db.update(outbox).set({ payload }).where(eq(outbox.id, id))
}

export async function getOutboxRow(database: Database, id: number): Promise<OutboxRow | undefined> {
  const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id))
  return row
}

/** The dead-letter view: jobs that failed every attempt, newest first. */
export async function listDeadJobs(database: Database, limit = 100) {
  const rows = await database.db
    .select()
    .from(outbox)
    .where(isNotNull(outbox.deadAt))
    .orderBy(desc(outbox.deadAt))
    .limit(limit)
  return rows.map((r) => ({
    id: r.id,
    topic: r.topic,
    payload: r.payload,
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    deadAt: r.deadAt?.toISOString() ?? null,
  }))
}

/** Put a dead job back in line (after fixing what made it fail). */
export async function retryDeadJob(database: Database, id: number, now: Date): Promise<boolean> {
  const rows = await database.db
    .update(outbox)
    .set({ deadAt: null, relayedAt: null, availableAt: now, attempts: 0 })
    .where(and(eq(outbox.id, id), isNotNull(outbox.deadAt)))
    .returning({ id: outbox.id })
  return rows.length > 0
}

export async function countOpenOutbox(database: Database): Promise<number> {
  const [row] = await database.rows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM outbox WHERE completed_at IS NULL AND dead_at IS NULL`,
  )
  return row.n
}
