import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * What staff changed (issue 14): who, what, when, and the record before and after. Written in the
 * same transaction as the change it describes, so the log and the data never disagree.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The marketplace user who acted (null for the system: imports, jobs). */
    actorId: text('actor_id'),
    /** Their e-mail when they acted (kept even if the account changes later). */
    actorEmail: text('actor_email'),
    /** `listing.publish`, `listing.price_change`, `category.rename`... */
    action: text('action').notNull(),
    /** `listing`, `category`, `make`... */
    entityType: text('entity_type').notNull(),
    /** The entity's public key (a stock number, a slug). */
    entityKey: text('entity_key').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityKey, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
)

export type AuditEntry = typeof auditLog.$inferSelect
export type NewAuditEntry = typeof auditLog.$inferInsert
