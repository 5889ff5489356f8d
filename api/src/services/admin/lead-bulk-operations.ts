import { createHash } from 'node:crypto'
import { LEAD_BULK_ACTIONS, LEAD_BULK_MAX, LEAD_NOTE_MAX } from '@ironyard/contract/console-work'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps } from '../../context'
import {
  auditLog,
  leadBulkOperations,
  leadNotes,
  leads,
  type LeadBulkChange,
  type LeadBulkRowResult,
} from '../../db/schema'
import { t } from '../../i18n'
import { AppError, parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { auditRow } from '../audit/record-audit'
import type { ListingActor } from '../listing-admin/listing-scope'
import { emailOf, leadIdSchema, viewOf, type LeadBulkView } from './lead-bulk-reads'
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
 *
 * Here: an operation's run. Its Undo is in lead-bulk-undo.ts, the reads in lead-bulk-reads.ts.
 */

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
