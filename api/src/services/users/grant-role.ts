import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { roleGrants, users, type UserRole } from '../../db/schema'
import { AppError } from '../../lib/errors'

/** A plausible address: grants are keyed by it, so a typo must not become a silent grant. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function normalise(email: string): string {
  const e = email.trim().toLowerCase()
  if (!EMAIL.test(e) || e.length > 254) {
    throw new AppError(
      'VALIDATION',
      { messageKey: 'validation:validation.emailInvalid' },
      {
        fields: [{ path: 'email', message: 'Email is not valid', key: 'validation.emailInvalid' }],
      },
    )
  }
  return e
}

export interface GrantResult {
  email: string
  role: Exclude<UserRole, 'user'>
  /** Marketplace users holding the address now (0 until they first sign in). */
  usersUpdated: number
  /** The grant existed already. */
  unchanged: boolean
}

/**
 * Give `email` a role (issue 14: `npm run admin:grant`, the demo admin). The grant is stored by
 * address, so it may name someone who has not signed in yet; users already holding the address
 * with it verified get the role at once, others when they sign in (link-user.ts).
 */
export async function grantRole(
  database: Database,
  input: { email: string; role: 'admin'; grantedBy: string; now: Date },
): Promise<GrantResult> {
  const email = normalise(input.email)
  return database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(roleGrants)
      .values({ email, role: input.role, grantedBy: input.grantedBy, grantedAt: input.now })
      .onConflictDoNothing()
      .returning({ email: roleGrants.email })
    const updated = await tx
      .update(users)
      .set({ role: input.role, updatedAt: input.now })
      .where(and(eq(users.email, email), eq(users.emailVerified, true)))
      .returning({ id: users.id })
    return { email, role: input.role, usersUpdated: updated.length, unchanged: !inserted.length }
  })
}

/** Take a role back: the grant goes, and users holding the address are plain users again. */
export async function revokeRole(
  database: Database,
  input: { email: string; now: Date },
): Promise<{ email: string; removed: boolean; usersUpdated: number }> {
  const email = normalise(input.email)
  return database.db.transaction(async (tx) => {
    const removed = await tx
      .delete(roleGrants)
      .where(eq(roleGrants.email, email))
      .returning({ email: roleGrants.email })
    const updated = await tx
      .update(users)
      .set({ role: 'user', updatedAt: input.now })
      .where(and(eq(users.email, email), sql`${users.role} <> 'user'`))
      .returning({ id: users.id })
    return { email, removed: removed.length > 0, usersUpdated: updated.length }
  })
}
