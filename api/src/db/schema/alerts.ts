import { sql } from 'drizzle-orm'
import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { AlertFrequency } from '@ironyard/contract/forms/alerts'
import { consentColumns } from './consent'

/**
 * Inventory alerts (home page sign-up, search "alert me"): an email, its language, and the search
 * filters it watches. One row per (email, filters): subscribing twice changes nothing. The
 * unsubscribe token is stored only as a SHA-256 hash. Only `active` alerts are mailed; a new one
 * is `pending` until its address confirms (consent.ts).
 */
export const inventoryAlerts = pgTable(
  'inventory_alerts',
  {
    id: uuid('id').primaryKey(),
    /** Lower-cased, trimmed. */
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    /** Search URL parameters the alert watches, e.g. {category:'excavators', priceMax:'100000'}. */
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    /** SHA-256 of the canonical JSON of `filters` (uniqueness with email). */
    filtersHash: text('filters_hash').notNull(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was last unsubscribed (history; `status` says whether it is now). */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    ...consentColumns(),
    /** When the alerts job last looked for new matches (null: never). */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** Digest cadence, chosen by the address's owner on /account (issue 16). */
    frequency: text('frequency').$type<AlertFrequency>().notNull().default('daily'),
    /** Paused by its owner on /account: no digest until resumed (status stays as it is). */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('inventory_alerts_email_filters_uq').on(t.email, t.filtersHash),
    uniqueIndex('inventory_alerts_unsubscribe_token_uq').on(t.unsubscribeTokenHash),
    index('inventory_alerts_status_idx').on(t.status),
    check('inventory_alerts_status_ck', sql`${t.status} IN ('pending', 'active', 'unsubscribed')`),
    check('inventory_alerts_frequency_ck', sql`${t.frequency} IN ('daily', 'weekly')`),
  ],
)

export type InventoryAlert = typeof inventoryAlerts.$inferSelect
export type NewInventoryAlert = typeof inventoryAlerts.$inferInsert
