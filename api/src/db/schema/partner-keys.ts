import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { sellers } from './listings'

/**
 * A partner seller's API keys for the inventory feed (issue 15). Only the SHA-256 of a key is
 * kept (the key itself is shown once, when it is created); `prefix` is its first characters, so
 * a list can tell keys apart. A revoked key stays listed, and never works again.
 */
export const partnerApiKeys = pgTable(
  'partner_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters (`iy_live_`), shown in lists. */
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole key: how a request's key is found. */
    keyHash: text('key_hash').notNull(),
    /** The member who created it (their e-mail). */
    createdBy: text('created_by').notNull(),
    /** The form's idempotency key: a double submit creates one key. */
    creationKey: text('creation_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Updated at most once a minute while the key is in use. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('partner_api_keys_hash_uq').on(t.keyHash),
    uniqueIndex('partner_api_keys_creation_uq')
      .on(t.sellerId, t.creationKey)
      .where(sql`${t.creationKey} IS NOT NULL`),
    index('partner_api_keys_seller_idx').on(t.sellerId, t.createdAt),
  ],
)

export type PartnerApiKey = typeof partnerApiKeys.$inferSelect
