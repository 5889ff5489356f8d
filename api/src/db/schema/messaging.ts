import { sql } from 'drizzle-orm'
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * Transactional outbox: rows written in the same transaction as the thing that must not be lost
 * (a lead, an alert). A relay hands them to the queue with the row id as a stable job id.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    /** Ids only, never personal data in clear (style.md; sign-in mail is sealed, decision 020). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not handed out before this time (inline retries back off by moving it). */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last time the relay handed the row to the queue; re-relayed if not completed in time. */
    relayedAt: timestamp('relayed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Set when the job failed its last attempt: the dead-letter view lists these. */
    deadAt: timestamp('dead_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('outbox_dedupe_uq').on(t.dedupeKey),
    index('outbox_open_idx')
      .on(t.availableAt)
      .where(sql`completed_at IS NULL AND dead_at IS NULL`),
  ],
)

/**
 * Every message the product sends (mail; sms and whatsapp codes when no provider is configured).
 * With SMTP_URL unset this table *is* the local outbox served at GET /dev/outbox.
 */
export const sentMessages = pgTable(
  'sent_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull().default('email'),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    transport: text('transport').notNull(),
    /**
     * Extra mail headers sent with it (List-Unsubscribe and List-Unsubscribe-Post on marketing
     * mail, RFC 8058); emptied with the body when it carries a secret and went out by SMTP.
     */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** Same key, same message: a retried send does not mail twice. */
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sent_messages_dedupe_uq').on(t.dedupeKey),
    index('sent_messages_to_idx').on(t.to),
  ],
)

export type OutboxRow = typeof outbox.$inferSelect
export type SentMessage = typeof sentMessages.$inferSelect
