import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import {
  LEAD_BULK_ACTIONS,
  SAVED_VIEW_TABLES,
  type LeadBulkAction,
  type SavedViewTable,
} from '@ironyard/contract/console-work'
import { leads } from './leads'
import { sellers } from './listings'
import { users } from './users'

/** One lead's change by an operation, as Undo reads it back. */
export interface LeadBulkChange {
  leadId: number
  before: Record<string, unknown>
  after: Record<string, unknown>
}

/** What an operation (or its undo) did to one lead it was asked about. */
export interface LeadBulkRowResult {
  leadId: string
  outcome: string
}

/**
 * The leads inbox's bulk operations (issue 36, point 7; migration 0043): mark contacted, assign
 * an owner, add a note, on the leads one selected. Each keeps what it changed (`changes`) so that
 * Undo puts the previous values back; the form's key makes a double submit one operation.
 */
export const leadBulkOperations = pgTable(
  'lead_bulk_operations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** The partner seller whose leads it could touch (null: staff, every lead). */
    sellerId: integer('seller_id').references(() => sellers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LeadBulkAction>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    payloadHash: text('payload_hash').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    results: jsonb('results').$type<LeadBulkRowResult[]>().notNull().default([]),
    changes: jsonb('changes').$type<LeadBulkChange[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: text('undone_by'),
    undoResults: jsonb('undo_results').$type<LeadBulkRowResult[]>(),
  },
  (t) => [
    uniqueIndex('lead_bulk_operations_key_uq').on(t.actorId, t.idempotencyKey),
    check(
      'lead_bulk_operations_kind_ck',
      sql`${t.kind} IN (${sql.raw(LEAD_BULK_ACTIONS.map((k) => `'${k}'`).join(', '))})`,
    ),
  ],
)

/** A note on a lead (issue 36): who wrote it, when; an operation's notes go with its Undo. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: bigint('lead_id', { mode: 'number' })
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    authorId: text('author_id'),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    bulkOperationId: bigint('bulk_operation_id', { mode: 'number' }).references(
      () => leadBulkOperations.id,
      { onDelete: 'set null' },
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_notes_lead_idx').on(t.leadId, t.createdAt),
    index('lead_notes_operation_idx')
      .on(t.bulkOperationId)
      .where(sql`${t.bulkOperationId} IS NOT NULL`),
  ],
)

/**
 * A console user's saved views (issue 36, point 8): a table's filter and sort under a name, one
 * name per user and table.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tableName: text('table_name').$type<SavedViewTable>().notNull(),
    name: text('name').notNull(),
    /** The table's URL query (filter and sort, no page). */
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_views_user_table_name_uq').on(t.userId, t.tableName, t.name),
    check(
      'saved_views_table_ck',
      sql`${t.tableName} IN (${sql.raw(SAVED_VIEW_TABLES.map((k) => `'${k}'`).join(', '))})`,
    ),
  ],
)

export type LeadBulkOperation = typeof leadBulkOperations.$inferSelect
export type LeadNote = typeof leadNotes.$inferSelect
export type SavedView = typeof savedViews.$inferSelect
