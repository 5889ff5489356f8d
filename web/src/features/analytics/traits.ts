import type { UserTraits } from './types'

/** The part of the sign-in client's user object the browser already holds. */
export interface SigninUserLike {
  emails?: Array<{ email: string }> | null
  name?: { first_name?: string | null; last_name?: string | null } | null
  phone_numbers?: Array<{ phone_number: string }> | null
}

/**
 * Spec §3 user traits from what the signed-in browser knows (the sign-in client's user): email,
 * first and last name, phone. Company, ZIP, persona and interests live in the account profile,
 * which the browser does not hold; they are not fetched for analytics.
 */
export function traitsFromSigninUser(user: SigninUserLike | null | undefined): UserTraits | null {
  if (!user) return null
  const traits: UserTraits = {}
  const email = user.emails?.[0]?.email?.trim()
  if (email) traits.email = email
  const first = user.name?.first_name?.trim()
  if (first) traits.firstName = first
  const last = user.name?.last_name?.trim()
  if (last) traits.lastName = last
  const phone = user.phone_numbers?.[0]?.phone_number?.trim()
  if (phone) traits.phone = phone
  return Object.keys(traits).length ? traits : null
}
