import type { AuditValues } from '@ironyard/contract/audit'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps } from '../../context'
import {
  auditLog,
  leadBulkOperations,
  leadNotes,
  leads,
  type LeadBulkRowResult,
} from '../../db/schema'
import { parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { auditRow } from '../audit/record-audit'
import type { ListingActor } from '../listing-admin/listing-scope'
import { emailOf, leadIdSchema, notFound, viewOf, type LeadBulkView } from './lead-bulk-reads'
import { leadScopeCondition } from './list-admin-leads'

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
      // What Undo put back (the audit's before and after), or null when the lead was kept.
      let undone: { before: AuditValues<'lead.undo'>; after: AuditValues<'lead.undo'> } | null =
        null
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
        if (rows.length)
          undone = { before: { contactedAt: after.contactedAt }, after: { contactedAt: null } }
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
        if (rows.length)
          undone = {
            before: { owner: await emailOf(tx, after) },
            after: { owner: await emailOf(tx, before) },
          }
      } else {
        const rows = await tx
          .delete(leadNotes)
          .where(and(eq(leadNotes.leadId, c.leadId), eq(leadNotes.bulkOperationId, op.id)))
          .returning({ body: leadNotes.body })
        if (rows.length) undone = { before: { note: rows[0].body }, after: { note: null } }
      }
      if (undone) {
        audits.push(
          auditRow({
            actor: who,
            action: 'lead.undo',
            entityType: 'lead',
            entityKey: key,
            before: undone.before,
            after: { ...undone.after, bulkOperation: op.id },
            at: now,
          }),
        )
      }
      undoResults.push({ leadId: key, outcome: undone ? 'restored' : 'kept' })
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
