import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { partnerMembers, roleGrants, users, type User } from '../../db/schema'

/** What the sign-in service knows about a user that the marketplace keeps a copy of. */
export interface SigninIdentity {
  userId: string
  email: string
  /** The sign-in service's `verified` for that address (false when it did not say). */
  emailVerified?: boolean
  firstName: string | null
  lastName: string | null
}

/**
 * The user and their partner membership, as one prepared statement per database (issue 34 point
 * 6): every signed-in request reads it, and building its SQL each time was most of drizzle's share
 * of the api's CPU a bid. The statement's text is the same; on PostgreSQL it is parsed once a
 * connection.
 */
function prepareFindLinkedUser(database: Database) {
  return (
    database.db
      .select({ user: users, partnerSellerId: partnerMembers.sellerId })
      .from(users)
      // Membership counts once the address is verified, like a role grant (issue 15).
      .leftJoin(
        partnerMembers,
        and(eq(partnerMembers.email, users.email), eq(users.emailVerified, true)),
      )
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('ironyard_find_linked_user_v1')
  )
}

const findStatements = new WeakMap<Database, ReturnType<typeof prepareFindLinkedUser>>()

export async function findLinkedUser(
  database: Database,
  userId: string,
): Promise<LinkedUser | null> {
  let statement = findStatements.get(database)
  if (!statement) findStatements.set(database, (statement = prepareFindLinkedUser(database)))
  const [row] = await statement.execute({ userId })
  return row ? { ...row.user, partnerSellerId: row.partnerSellerId } : null
}

/** A marketplace user and the partner seller they work for (null: none). */
export type LinkedUser = User & { partnerSellerId: number | null }

/**
 * Create or refresh the marketplace row for a sign-in user (keyed by the sign-in user id).
 * `created_at` is kept from the first sign-in: it is the account's "member since".
 */
export async function linkUser(
  database: Database,
  identity: SigninIdentity,
  now: Date,
): Promise<User> {
  const values = {
    id: identity.userId,
    email: identity.email.toLowerCase(),
    emailVerified: identity.emailVerified ?? false,
    firstName: identity.firstName || null,
    lastName: identity.lastName || null,
  }
  // The role follows the grants (grant-role.ts): a grant for this address counts only once the
  // sign-in service says the visitor proved they receive its mail.
  const role = sql<User['role']>`coalesce((SELECT ${roleGrants.role} FROM ${roleGrants}
    WHERE ${roleGrants.email} = ${values.email} AND ${values.emailVerified}), 'user')`
  const [row] = await database.db
    .insert(users)
    .values({ ...values, role, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: users.id,
      set: {
        email: sql`excluded.email`,
        emailVerified: sql`excluded.email_verified`,
        firstName: sql`excluded.first_name`,
        lastName: sql`excluded.last_name`,
        role,
        updatedAt: now,
      },
    })
    .returning()
  return row
}
