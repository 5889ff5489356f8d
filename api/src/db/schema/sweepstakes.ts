import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * Sweepstakes entries (spec §3 "Sweepstakes entry"): one per e-mail per contest. `contest` names
 * the contest window (e.g. `2023-03`); staff export the entries from the console.
 */
export const sweepstakesEntries = pgTable(
  'sweepstakes_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contest: text('contest').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company').notNull(),
    jobTitle: text('job_title').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    worksInIndustry: boolean('works_in_industry').notNull(),
    luckyNumbers: smallint('lucky_numbers').array().notNull(),
    locale: text('locale').notNull(),
    /** The form render's key: a double submit answers the first entry (null: entries before 0026). */
    idempotencyKey: text('idempotency_key'),
    /** Spec §5: entering implies agreement with the official rules; the version agreed to, and when. */
    rulesVersion: text('rules_version'),
    rulesAcceptedAt: timestamp('rules_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sweepstakes_entries_contest_email_uq').on(t.contest, sql`lower(${t.email})`),
    index('sweepstakes_entries_created_idx').on(t.contest, t.createdAt),
    uniqueIndex('sweepstakes_entries_idempotency_uq').on(t.idempotencyKey),
  ],
)

export type SweepstakesEntry = typeof sweepstakesEntries.$inferSelect
export type NewSweepstakesEntry = typeof sweepstakesEntries.$inferInsert
