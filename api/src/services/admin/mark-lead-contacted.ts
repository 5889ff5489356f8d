import { and, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps } from '../../context'
import { leads } from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { recordAudit } from '../audit/record-audit'
import type { ListingActor } from '../listing-admin/listing-scope'
import { leadScopeCondition } from './list-admin-leads'

const idSchema = z.coerce.number().int().positive()

/**
 * Staff (or a partner member, for a lead on their listing; another's is NOT_FOUND) answered a
 * lead: it leaves the waiting inbox. Idempotent: marking it again keeps the first
 * time and person (and writes no second audit entry).
 */
export async function markLeadContacted(
  deps: Pick<AppDeps, 'database' | 'now'>,
  actor: ListingActor,
  rawId: unknown,
  locale: Locale,
): Promise<{ id: string; contactedAt: Date; contactedBy: string | null }> {
  const id = parseOrThrow(z.object({ id: idSchema }), { id: rawId }, locale).id
  const now = deps.now()
  return deps.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(leads)
      .set({ contactedAt: now, contactedBy: actor.email })
      .where(and(eq(leads.id, id), isNull(leads.contactedAt), leadScopeCondition(actor.scope)))
      .returning({ id: leads.id, contactedAt: leads.contactedAt, contactedBy: leads.contactedBy })
    if (updated) {
      await recordAudit(tx, {
        actor: { id: actor.id, email: actor.email },
        action: 'lead.contacted',
        entityType: 'lead',
        entityKey: String(id),
        before: { contactedAt: null },
        after: { contactedAt: now.toISOString() },
        at: now,
      })
      return { id: String(id), contactedAt: updated.contactedAt!, contactedBy: updated.contactedBy }
    }
    const [existing] = await tx
      .select({ contactedAt: leads.contactedAt, contactedBy: leads.contactedBy })
      .from(leads)
      .where(and(eq(leads.id, id), leadScopeCondition(actor.scope)))
    if (!existing) {
      throw new AppError('NOT_FOUND', { messageKey: 'admin:lead.notFound', vars: { id } })
    }
    return { id: String(id), contactedAt: existing.contactedAt!, contactedBy: existing.contactedBy }
  })
}
