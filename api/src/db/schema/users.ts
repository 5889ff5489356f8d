import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Marketplace users, keyed by the sign-in user id (`user-test-…` from the local service or a
 * hosted Stytch project). A row is created the first time a signed-in visitor reaches the api;
 * favorites, the value tracker and profiles reference `users.id`.
 */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  /** The sign-in user's primary email when the row was last refreshed (lower-cased). */
  email: text('email').notNull(),
  /**
   * The sign-in service says this address is verified (the user proved they receive its mail):
   * subscribing it to mail needs no confirmation link (docs/decisions/017).
   */
  emailVerified: boolean('email_verified').notNull().default(false),
  firstName: text('first_name'),
  lastName: text('last_name'),
  /** "Member since" on the account pages. */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export type User = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert
