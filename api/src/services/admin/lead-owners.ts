import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import type { Db } from '../../db/client'
import { partnerMembers, users } from '../../db/schema'
import type { ListingScope } from '../listing-admin/listing-scope'

/** Someone a lead can be given to (issue 36): a staff user, or a member of the lead's partner. */
export interface LeadOwner {
  id: string
  email: string
  name: string | null
}

const nameOf = (u: { firstName: string | null; lastName: string | null }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || null

/**
 * The people a scope's leads can be assigned to: staff, the staff users (the admin role); a
 * partner member, the signed-in members of their own partner (by their verified address).
 */
export async function listLeadOwners(
  deps: Pick<AppDeps, 'database'> | { database: { db: Db } },
  scope: ListingScope,
  ids?: readonly string[],
): Promise<LeadOwner[]> {
  const who =
    scope.kind === 'all'
      ? eq(users.role, 'admin')
      : sql`${users.email} IN (SELECT ${partnerMembers.email} FROM ${partnerMembers} WHERE ${partnerMembers.sellerId} = ${scope.sellerId})`
  const rows = await deps.database.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(and(who, ids ? inArray(users.id, [...ids]) : undefined))
    .orderBy(asc(users.email))
    .limit(500)
  return rows.map((u) => ({ id: u.id, email: u.email, name: nameOf(u) }))
}
