import { forbidden, redirect, unauthorized } from 'next/navigation'
import { cache } from 'react'
import { CurrentUserDocument, type CurrentUserQuery } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'
import { isApiError } from '@/lib/api-errors'
import { localePath } from '@/lib/paths'
import type { LoginReason } from './constants'
import { signinHref } from '@/lib/signin-href'
import { hasSession } from '../../lib/session-cookies'

export type CurrentUser = NonNullable<CurrentUserQuery['currentUser']>

/**
 * The signed-in visitor as the api sees them (it checks the session), once per request; null
 * when anonymous or when the cookies hold an ended session.
 */
export const getCurrentUser = cache(async (locale: Locale): Promise<CurrentUser | null> => {
  if (!(await hasSession())) return null
  try {
    const data = await gql(
      CurrentUserDocument,
      {},
      { locale, session: true, unauthenticated: 'error' },
    )
    return data.currentUser
  } catch (e) {
    if (isApiError(e, 'UNAUTHENTICATED')) return null
    throw e
  }
})

/**
 * Account pages: anonymous visitors go to sign in and come back to `path` (spec §2). A visitor
 * whose session cookie the api does not accept (ended, revoked, or the sign-in service could not
 * check it) gets spec §8's 401 page: "the server could not log you in", with a way to log in
 * again. The api authorizes every call too; this only picks the page to show.
 */
export async function requireUser(
  locale: Locale,
  path: string,
  reason: LoginReason = 'account',
): Promise<CurrentUser> {
  const user = await getCurrentUser(locale)
  if (user) return user
  if (await hasSession()) unauthorized()
  redirect(signinHref(locale, localePath(locale, path), undefined, reason))
}

/**
 * The admin console (issue 14): anonymous visitors sign in first, signed-in visitors who are not
 * admins get the 403 page. The api refuses every admin field to them as well; this picks the page.
 */
export async function requireAdmin(locale: Locale, path: string): Promise<CurrentUser> {
  const user = await requireUser(locale, path)
  if (!user.roles.includes('admin')) forbidden()
  return user
}

/**
 * The partner console (issue 15): anonymous visitors sign in first, signed-in visitors who are
 * not members of a partner seller get the 403 page. The api scopes and refuses as well.
 */
export async function requirePartner(locale: Locale, path: string): Promise<CurrentUser> {
  const user = await requireUser(locale, path)
  if (!user.roles.includes('partner')) forbidden()
  return user
}
