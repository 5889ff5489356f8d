import { sql } from 'drizzle-orm'
import { boolean, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Marketplace roles: everyone is a `user`; staff who run the console are `admin` (issue 14). */
export const USER_ROLES = ['user', 'admin'] as const
export type UserRole = (typeof USER_ROLES)[number]

/**
 * Marketplace users, keyed by the sign-in user id (`user-test-…` from the local service or a
 * hosted Stytch project). A row is created the first time a signed-in visitor reaches the api;
 * favorites, the value tracker and profiles reference `users.id`.
 */
export const users = pgTable(
  'users',
  {
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
    /**
     * `admin` when a grant names this verified address (role_grants); set at sign-in and by
     * `npm run admin:grant`, read on every request (a revoked admin loses access at once).
     */
    role: text('role').$type<UserRole>().notNull().default('user'),
  },
  (t) => [check('users_role_ck', sql`${t.role} IN ('user', 'admin')`)],
)

/**
 * Who holds a role beyond `user`, by e-mail address (lower-cased): a grant can name someone who
 * has not signed in yet; it applies once they sign in with that address verified.
 */
export const roleGrants = pgTable(
  'role_grants',
  {
    email: text('email').primaryKey(),
    role: text('role').$type<UserRole>().notNull(),
    /** Who granted it: an admin's e-mail, `cli` (npm run admin:grant) or `seed` (the demo admin). */
    grantedBy: text('granted_by').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('role_grants_role_ck', sql`${t.role} IN ('admin')`)],
)

export type User = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert
export type RoleGrant = typeof roleGrants.$inferSelect
