import { toLocale, type Locale } from '@ironyard/contract/locale'
import { eq, or, sql } from 'drizzle-orm'
import type { AppDeps, CurrentUser } from '../../context'
import { leads, userProfiles, users, type UserProfile } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { requireUserId } from './require-user'

export interface AccountProfileView {
  firstName: string | null
  lastName: string | null
  company: string | null
  phone: string | null
  zip: string | null
  isBuyer: boolean
  isSeller: boolean
  interestedCategories: string[]
  locale: Locale
  priceDropEmails: boolean
}

/** Spec §3 "user traits for analytics", as the web hands them to its analytics calls. */
export interface UserTraitsView {
  email: string
  firstName: string | null
  lastName: string | null
  company: string | null
  phone: string | null
  zip: string | null
  personaType: { buyer: boolean; seller: boolean }
  interestedIn: { categories: string[] }
}

export interface AccountView {
  id: string
  email: string
  memberSince: Date
  profile: AccountProfileView
  traits: UserTraitsView
}

type Deps = Pick<AppDeps, 'database'>

export function profileView(
  profile: UserProfile | undefined,
  fallback: { firstName: string | null; lastName: string | null },
): AccountProfileView {
  return {
    firstName: profile?.firstName ?? fallback.firstName,
    lastName: profile?.lastName ?? fallback.lastName,
    company: profile?.company ?? null,
    phone: profile?.phone ?? null,
    zip: profile?.zip ?? null,
    isBuyer: profile?.isBuyer ?? false,
    isSeller: profile?.isSeller ?? false,
    interestedCategories: profile?.interestedCategories ?? [],
    locale: toLocale(profile?.locale),
    priceDropEmails: profile?.priceDropEmails ?? true,
  }
}

/**
 * Spec §6: users are inferred to be buyers or sellers from the forms they submit. The profile's
 * own booleans count too (the settings page lets people say so).
 */
async function inferPersona(deps: Deps, userId: string, email: string) {
  const [row] = await deps.database.rows<{ buyer: boolean; seller: boolean }>(sql`
    SELECT coalesce(bool_or(persona = 'buyer'), false) AS buyer,
           coalesce(bool_or(persona = 'seller'), false) AS seller
    FROM ${leads} WHERE ${or(eq(leads.userId, userId), eq(leads.email, email))}`)
  return { buyer: !!row?.buyer, seller: !!row?.seller }
}

/** The signed-in user's account: settings, member since and analytics traits. */
export async function getAccount(
  deps: Deps,
  currentUser: Pick<CurrentUser, 'id'> | null,
): Promise<AccountView> {
  const userId = requireUserId(currentUser)
  const [row] = await deps.database.db
    .select({ user: users, profile: userProfiles })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId))
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'errors:notFound.account' })
  const profile = profileView(row.profile ?? undefined, row.user)
  const inferred = await inferPersona(deps, userId, row.user.email)
  return {
    id: row.user.id,
    email: row.user.email,
    memberSince: row.user.createdAt,
    profile,
    traits: {
      email: row.user.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      company: profile.company,
      phone: profile.phone,
      zip: profile.zip,
      personaType: {
        buyer: profile.isBuyer || inferred.buyer,
        seller: profile.isSeller || inferred.seller,
      },
      interestedIn: { categories: profile.interestedCategories },
    },
  }
}
