import type { CurrentUser } from '../../context'
import type { Database } from '../../db/client'
import { findLinkedUser } from './link-user'

/** The signed-in visitor's account summary, or null when anonymous. */
export async function getCurrentUser(deps: {
  database: Database
  currentUser: CurrentUser | null
}) {
  const current = deps.currentUser
  if (!current) return null
  const row = await findLinkedUser(deps.database, current.id)
  if (!row) return null
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: current.roles,
    memberSince: row.createdAt,
  }
}
