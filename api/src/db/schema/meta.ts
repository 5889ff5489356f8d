import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Small facts about this database, e.g. `seed` = {seed, listings, finishedAt} once seeding finished. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
