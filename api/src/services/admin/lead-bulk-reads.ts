import type { LeadBulkAction } from '@ironyard/contract/console-work'
import { and, asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps } from '../../context'
import type { Db } from '../../db/client'
import { leadBulkOperations, leadNotes, users, type LeadBulkOperation } from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import type { ListingActor } from '../listing-admin/listing-scope'

/*
 * The leads inbox's bulk operations as they are read (issue 36, point 7): an operation's view,
 * a lead's notes, and the pieces the run (lead-bulk-operations.ts) and its Undo
 * (lead-bulk-undo.ts) share.
 */

export const leadIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** What a lead's row of an operation (or its Undo) came to. */
export type LeadBulkOutcome = 'changed' | 'unchanged' | 'not_found' | 'restored' | 'kept'

/** An operation as the inbox reports it. */
export interface LeadBulkView {
  id: string
  action: LeadBulkAction
  createdAt: Date
  changedCount: number
  rows: Array<{ leadId: string; outcome: LeadBulkOutcome }>
  undoneAt: Date | null
  undoRows: Array<{ leadId: string; outcome: LeadBulkOutcome }>
  /** The owner given (assignOwner): their address, or null when taken away. */
  ownerEmail: string | null
}

export function viewOf(op: LeadBulkOperation): LeadBulkView {
  const rows = op.results.map((r) => ({ leadId: r.leadId, outcome: r.outcome as LeadBulkOutcome }))
  return {
    id: String(op.id),
    action: op.kind,
    createdAt: op.createdAt,
    changedCount: rows.filter((r) => r.outcome === 'changed').length,
    rows,
    undoneAt: op.undoneAt,
    undoRows: (op.undoResults ?? []).map((r) => ({
      leadId: r.leadId,
      outcome: r.outcome as LeadBulkOutcome,
    })),
    ownerEmail: typeof op.params.ownerEmail === 'string' ? op.params.ownerEmail : null,
  }
}

export const notFound = (id: string | number) =>
  new AppError('NOT_FOUND', { messageKey: 'admin:leadBulk.notFound', vars: { id: String(id) } })

/** A user's address (the audit's readable owner), or null. */
export async function emailOf(
  tx: Pick<Db, 'select'>,
  userId: string | null,
): Promise<string | null> {
  if (!userId) return null
  const [u] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId))
  return u?.email ?? null
}

/** One of the actor's own operations (the inbox's "Undo" notice reads it); another's is NOT_FOUND. */
export async function getLeadBulkOperation(
  deps: Pick<AppDeps, 'database'>,
  actor: ListingActor,
  rawId: unknown,
  locale: Locale,
): Promise<LeadBulkView> {
  const id = parseOrThrow(z.object({ id: leadIdSchema }), { id: rawId }, locale).id
  const [op] = await deps.database.db
    .select()
    .from(leadBulkOperations)
    .where(and(eq(leadBulkOperations.id, id), eq(leadBulkOperations.actorId, actor.id)))
  if (!op) throw notFound(id)
  return viewOf(op)
}

/** A lead's notes, oldest first (its page lists them). */
export async function notesOfLead(deps: Pick<AppDeps, 'database'>, leadId: number) {
  const rows = await deps.database.db
    .select()
    .from(leadNotes)
    .where(eq(leadNotes.leadId, leadId))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id))
  return rows.map((n) => ({
    id: String(n.id),
    body: n.body,
    authorEmail: n.authorEmail,
    createdAt: n.createdAt,
  }))
}
