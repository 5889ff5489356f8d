import type { AuditAction, AuditEntityType } from '@ironyard/contract/audit'
import type { Db } from '../../db/client'
import { auditLog } from '../../db/schema'

/** Who acted: the signed-in admin (or partner member), or null for the system. */
export interface Actor {
  id: string
  email: string
}

/**
 * One audit entry, written by the caller's transaction (so it commits or rolls back with the
 * change it describes).
 */
export async function recordAudit(
  tx: Pick<Db, 'insert'>,
  entry: {
    actor: Actor | null
    action: AuditAction
    entityType: AuditEntityType
    entityKey: string
    before: Record<string, unknown> | null
    after: Record<string, unknown> | null
    at: Date
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityKey: entry.entityKey,
    before: entry.before,
    after: entry.after,
    createdAt: entry.at,
  })
}
