import { createHash } from 'node:crypto'
import {
  LEAD_BULK_ACTIONS,
  LEAD_BULK_MAX,
  LEAD_NOTE_MAX,
  type LeadBulkAction,
} from '@ironyard/contract/console-work'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps } from '../../context'
import type { Db } from '../../db/client'
import {
  leadBulkOperations,
  leadNotes,
  leads,
  users,
  type LeadBulkChange,
  type LeadBulkOperation,
  type LeadBulkRowResult,
} from '../../db/schema'
import { t } from '../../i18n'
import { AppError, parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { auditLog } from '../../db/schema'
import { auditRow } from '../audit/record-audit'
import type { ListingActor } from '../listing-admin/listing-scope'
import { leadScopeCondition } from './list-admin-leads'
import { listLeadOwners } from './lead-owners'

/*
 * The leads inbox's bulk operations (issue 36, point 7): mark the selected leads contacted, give
 * them an owner, or add a note to each; then Undo. An operation is one transaction: it locks the
 * leads, changes those it changes, audits each, and keeps what it changed (before and after) so
 * Undo can put the previous values back. The form's idempotency key is unique per user: the same
 * submit twice (a double click, a retry, two tabs at once) is one operation, decided by the
 * unique index, and the second answers the first's result. Undo is one UPDATE guarded by
 * `undone_at IS NULL`: twice is once.
 */

const leadIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

const inputSchema = z
  .object({
    action: z.enum(LEAD_BULK_ACTIONS),
    leadIds: z
      .array(leadIdSchema, { error: 'key:validation.required' })
      .min(1, 'key:validation.required')
      .max(LEAD_BULK_MAX, 'key:validation.invalid'),
    /** assignOwner: the new owner's user id; null takes the owner away. */
    ownerId: z.string().trim().max(200).nullish(),
    /** addNote: the note. */
    note: z.string().trim().max(LEAD_NOTE_MAX, 'key:validation.tooLong|Too long').nullish(),
    idempotencyKey: z
      .string({ error: 'key:validation.required' })
      .trim()
      .min(8, 'key:validation.invalid')
      .max(100, 'key:validation.invalid'),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.action === 'addNote' && !v.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'key:validation.required' })
    }
  })

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

function viewOf(op: LeadBulkOperation): LeadBulkView {
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

const notFound = (id: string | number) =>
  new AppError('NOT_FOUND', { messageKey: 'admin:leadBulk.notFound', vars: { id: String(id) } })

/**
 * Run a bulk operation on the leads the actor selected. Leads outside their scope (another
 * partner's, or gone) are `not_found` rows, like missing ones; leads already as asked are
 * `unchanged`. The same key twice answers the first operation; the same key with another request
 * is a CONFLICT.
 */
export async function bulkUpdateLeads(
  deps: Pick<AppDeps, 'database' | 'now'>,
  actor: ListingActor,
  raw: unknown,
  locale: Locale,
): Promise<LeadBulkView> {
  const input = parseOrThrow(inputSchema, raw ?? {}, locale)
  const ids = [...new Set(input.leadIds)]
  let ownerEmail: string | null = null
  // An empty owner (the "Nobody" choice, blanks) takes the owner away.
  const ownerId = input.action === 'assignOwner' ? input.ownerId || null : null
  if (ownerId) {
    const [owner] = await listLeadOwners(deps, actor.scope, [ownerId])
    if (!owner) {
      throw new AppError(
        'VALIDATION',
        { messageKey: 'admin:leadBulk.invalid' },
        {
          fields: [
            {
              path: 'ownerId',
              key: 'validation.invalid',
              message: t(locale, 'admin:leadBulk.ownerInvalid'),
            },
          ],
        },
      )
    }
    ownerEmail = owner.email
  }
  const note = input.action === 'addNote' ? (input.note ?? '') : null
  const params = { ownerId, ownerEmail, note }
  const payloadHash = createHash('sha256')
    .update(JSON.stringify({ action: input.action, ids: [...ids].sort((a, b) => a - b), params }))
    .digest('hex')
  const now = deps.now()
  return deps.database.db.transaction(async (tx) => {
    // The key decides a double submit: the second insert waits for the first's commit, then
    // inserts nothing and answers the first operation.
    const [op] = await tx
      .insert(leadBulkOperations)
      .values({
        actorId: actor.id,
        actorEmail: actor.email,
        sellerId: actor.scope.kind === 'seller' ? actor.scope.sellerId : null,
        kind: input.action,
        idempotencyKey: input.idempotencyKey,
        payloadHash,
        params,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning()
    if (!op) {
      const [first] = await tx
        .select()
        .from(leadBulkOperations)
        .where(
          and(
            eq(leadBulkOperations.actorId, actor.id),
            eq(leadBulkOperations.idempotencyKey, input.idempotencyKey),
          ),
        )
      if (!first || first.payloadHash !== payloadHash) {
        throw new AppError('CONFLICT', { messageKey: 'admin:leadBulk.keyReused' })
      }
      return viewOf(first)
    }
    const found = await tx
      .select({
        id: leads.id,
        contactedAt: leads.contactedAt,
        contactedBy: leads.contactedBy,
        ownerUserId: leads.ownerUserId,
      })
      .from(leads)
      .where(and(inArray(leads.id, ids), leadScopeCondition(actor.scope)))
      .orderBy(asc(leads.id))
      .for('update')
    const byId = new Map(found.map((l) => [l.id, l]))
    const changes: LeadBulkChange[] = []
    const results: LeadBulkRowResult[] = []
    const audits: Array<ReturnType<typeof auditRow>> = []
    const who = { id: actor.id, email: actor.email }
    const bulkOperation = op.id
    for (const id of ids) {
      const lead = byId.get(id)
      if (!lead) {
        results.push({ leadId: String(id), outcome: 'not_found' })
        continue
      }
      let changed = false
      if (input.action === 'markContacted' && !lead.contactedAt) {
        changes.push({
          leadId: id,
          before: { contactedAt: null, contactedBy: null },
          after: { contactedAt: now.toISOString(), contactedBy: actor.email },
        })
        audits.push(
          auditRow({
            actor: who,
            action: 'lead.contacted',
            entityType: 'lead',
            entityKey: String(id),
            before: { contactedAt: null },
            after: { contactedAt: now.toISOString(), bulkOperation },
            at: now,
          }),
        )
        changed = true
      } else if (input.action === 'assignOwner' && lead.ownerUserId !== ownerId) {
        changes.push({
          leadId: id,
          before: { ownerUserId: lead.ownerUserId },
          after: { ownerUserId: ownerId },
        })
        audits.push(
          auditRow({
            actor: who,
            action: 'lead.assignOwner',
            entityType: 'lead',
            entityKey: String(id),
            before: { owner: await emailOf(tx, lead.ownerUserId) },
            after: { owner: ownerEmail, bulkOperation },
            at: now,
          }),
        )
        changed = true
      } else if (input.action === 'addNote' && note) {
        changes.push({ leadId: id, before: {}, after: { note } })
        audits.push(
          auditRow({
            actor: who,
            action: 'lead.note',
            entityType: 'lead',
            entityKey: String(id),
            before: null,
            after: { note, bulkOperation },
            at: now,
          }),
        )
        changed = true
      }
      results.push({ leadId: String(id), outcome: changed ? 'changed' : 'unchanged' })
    }
    const changedIds = changes.map((c) => c.leadId)
    if (changedIds.length) {
      if (input.action === 'markContacted') {
        await tx
          .update(leads)
          .set({ contactedAt: now, contactedBy: actor.email })
          .where(inArray(leads.id, changedIds))
      } else if (input.action === 'assignOwner') {
        await tx.update(leads).set({ ownerUserId: ownerId }).where(inArray(leads.id, changedIds))
      } else if (note) {
        await tx.insert(leadNotes).values(
          changedIds.map((leadId) => ({
            leadId,
            authorId: actor.id,
            authorEmail: actor.email,
            body: note,
            bulkOperationId: op.id,
            createdAt: now,
          })),
        )
      }
      await tx.insert(auditLog).values(audits)
    }
    const [done] = await tx
      .update(leadBulkOperations)
      .set({ results, changes })
      .where(eq(leadBulkOperations.id, op.id))
      .returning()
    return viewOf(done)
  })
}

/** A user's address (the audit's readable owner), or null. */
async function emailOf(tx: Pick<Db, 'select'>, userId: string | null): Promise<string | null> {
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

/**
 * Undo an operation of the actor's own: every lead it changed gets its previous value back,
 * unless it changed again since (that lead is `kept`, so Undo never overwrites later work). A
 * note it added is deleted. Audited per lead. Twice (a double click, two tabs) is once: the
 * second answers the operation as the first left it.
 */
export async function undoLeadBulkOperation(
  deps: Pick<AppDeps, 'database' | 'now'>,
  actor: ListingActor,
  rawId: unknown,
  locale: Locale,
): Promise<LeadBulkView> {
  const id = parseOrThrow(z.object({ id: leadIdSchema }), { id: rawId }, locale).id
  const now = deps.now()
  return deps.database.db.transaction(async (tx) => {
    const [op] = await tx
      .update(leadBulkOperations)
      .set({ undoneAt: now, undoneBy: actor.email })
      .where(
        and(
          eq(leadBulkOperations.id, id),
          eq(leadBulkOperations.actorId, actor.id),
          isNull(leadBulkOperations.undoneAt),
        ),
      )
      .returning()
    if (!op) {
      const [existing] = await tx
        .select()
        .from(leadBulkOperations)
        .where(and(eq(leadBulkOperations.id, id), eq(leadBulkOperations.actorId, actor.id)))
      if (!existing) throw notFound(id)
      return viewOf(existing)
    }
    const who = { id: actor.id, email: actor.email }
    const scoped = leadScopeCondition(actor.scope)
    const undoResults: LeadBulkRowResult[] = []
    const audits: Array<ReturnType<typeof auditRow>> = []
    for (const c of op.changes) {
      const key = String(c.leadId)
      let restored = false
      if (op.kind === 'markContacted') {
        const after = c.after as { contactedAt: string; contactedBy: string | null }
        const rows = await tx
          .update(leads)
          .set({ contactedAt: null, contactedBy: null })
          .where(
            and(
              eq(leads.id, c.leadId),
              sql`${leads.contactedAt} = ${after.contactedAt}::timestamptz`,
              sql`${leads.contactedBy} IS NOT DISTINCT FROM ${after.contactedBy}`,
              scoped,
            ),
          )
          .returning({ id: leads.id })
        restored = rows.length > 0
        if (restored) {
          audits.push(
            auditRow({
              actor: who,
              action: 'lead.undo',
              entityType: 'lead',
              entityKey: key,
              before: { contactedAt: after.contactedAt },
              after: { contactedAt: null, bulkOperation: op.id },
              at: now,
            }),
          )
        }
      } else if (op.kind === 'assignOwner') {
        const before = (c.before as { ownerUserId: string | null }).ownerUserId
        const after = (c.after as { ownerUserId: string | null }).ownerUserId
        const rows = await tx
          .update(leads)
          .set({ ownerUserId: before })
          .where(
            and(
              eq(leads.id, c.leadId),
              sql`${leads.ownerUserId} IS NOT DISTINCT FROM ${after}`,
              scoped,
            ),
          )
          .returning({ id: leads.id })
        restored = rows.length > 0
        if (restored) {
          audits.push(
            auditRow({
              actor: who,
              action: 'lead.undo',
              entityType: 'lead',
              entityKey: key,
              before: { owner: await emailOf(tx, after) },
              after: { owner: await emailOf(tx, before), bulkOperation: op.id },
              at: now,
            }),
          )
        }
      } else {
        const rows = await tx
          .delete(leadNotes)
          .where(and(eq(leadNotes.leadId, c.leadId), eq(leadNotes.bulkOperationId, op.id)))
          .returning({ body: leadNotes.body })
        restored = rows.length > 0
        if (restored) {
          audits.push(
            auditRow({
              actor: who,
              action: 'lead.undo',
              entityType: 'lead',
              entityKey: key,
              before: { note: rows[0].body },
              after: { note: null, bulkOperation: op.id },
              at: now,
            }),
          )
        }
      }
      undoResults.push({ leadId: key, outcome: restored ? 'restored' : 'kept' })
    }
    if (audits.length) await tx.insert(auditLog).values(audits)
    const [done] = await tx
      .update(leadBulkOperations)
      .set({ undoResults })
      .where(eq(leadBulkOperations.id, op.id))
      .returning()
    return viewOf(done)
  })
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
