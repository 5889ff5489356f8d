import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { listings, sellers } from './listings'

/**
 * Bulk actions on the equipment table (issue 36, point 7; migration 0042): one operation per
 * actor and client key (the unique index decides a double submit), run by a job.
 */
export const bulkOperations = pgTable(
  'bulk_operations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email'),
    /** The partner seller whose listings it may touch; null: every listing (staff). */
    scopeSellerId: integer('scope_seller_id').references(() => sellers.id, { onDelete: 'cascade' }),
    /** A BULK_ACTIONS step. */
    action: text('action').notNull(),
    /** The step's parameters: a price change, a removal's reason. */
    params: jsonb('params')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The language the operator asked in (the steps' answers). */
    locale: text('locale').notNull().default('en'),
    total: integer('total').notNull().default(0),
    /** queued, running, done. */
    status: text('status').notNull().default('queued'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bulk_operations_key_uq').on(t.actorId, t.idempotencyKey),
    index('bulk_operations_actor_idx').on(t.actorId, t.createdAt),
  ],
)

/** One listing of an operation, with its own state: applied at most once. */
export const bulkOperationItems = pgTable(
  'bulk_operation_items',
  {
    operationId: bigint('operation_id', { mode: 'number' })
      .notNull()
      .references(() => bulkOperations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Null: no listing of that stock number in the caller's scope (refused as not found). */
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    stockNumber: text('stock_number').notNull(),
    /** pending, ok, refused. */
    state: text('state').notNull().default('pending'),
    /** Why a row was refused: an i18n key and its variables. */
    reasonKey: text('reason_key'),
    reasonVars: jsonb('reason_vars').$type<Record<string, unknown>>(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.operationId, t.position] }),
    uniqueIndex('bulk_operation_items_stock_uq').on(t.operationId, t.stockNumber),
    index('bulk_operation_items_state_idx').on(t.operationId, t.state, t.position),
  ],
)

export type BulkOperation = typeof bulkOperations.$inferSelect
export type BulkOperationItem = typeof bulkOperationItems.$inferSelect
