import {
  unregisteredAuditFields,
  type AuditAction,
  type AuditEntityType,
  type AuditValues,
} from '@ironyard/contract/audit'
import type { Db } from '../../db/client'
import { auditLog } from '../../db/schema'

/** Who acted: the signed-in admin (or partner member), or null for the system. */
export interface Actor {
  id: string
  email: string
}

/**
 * Refuse an entry holding a field its action does not register (contract AUDIT_FIELDS, issue 36):
 * the console names every registered field in both languages, and would show an unregistered
 * one as "Missing key". A programming error, so it fails the change (and its tests) loudly.
 */
export function checkAuditFields(
  action: AuditAction,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): void {
  const unknown = [
    ...new Set([
      ...unregisteredAuditFields(action, before),
      ...unregisteredAuditFields(action, after),
    ]),
  ]
  if (unknown.length)
    throw new Error(
      `audit ${action}: field(s) ${unknown.join(', ')} not in AUDIT_FIELDS (contract/src/audit.ts)`,
    )
}

/** An audit entry: who did what to which record, its before and after, when. */
export interface AuditEntry<A extends AuditAction> {
  actor: Actor | null
  action: A
  entityType: AuditEntityType
  entityKey: string
  before: AuditValues<A> | null
  after: AuditValues<A> | null
  at: Date
}

/** The audit_log row of an entry, its fields checked (for writes of many rows at once). */
export function auditRow<A extends AuditAction>(
  entry: AuditEntry<A>,
): typeof auditLog.$inferInsert {
  checkAuditFields(entry.action, entry.before, entry.after)
  return {
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityKey: entry.entityKey,
    before: entry.before,
    after: entry.after,
    createdAt: entry.at,
  }
}

/**
 * One audit entry, written by the caller's transaction (so it commits or rolls back with the
 * change it describes). Its before and after hold only the action's registered fields.
 */
export async function recordAudit<A extends AuditAction>(
  tx: Pick<Db, 'insert'>,
  entry: AuditEntry<A>,
): Promise<void> {
  await tx.insert(auditLog).values(auditRow(entry))
}
