import { AnalyticsTraitsDocument } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'
import { hasSession } from '@/lib/session-cookies'
import { traitsFromAccount } from './traits'
import type { UserTraits } from './types'

/**
 * The signed-in visitor's spec §3 traits as the api knows them (`me.traits`), for `identify`.
 * Null for visitors without a session, or when the api does not know them (session ended, api
 * unreachable): analytics is never a reason to fail.
 */
export async function signedInTraits(locale: Locale = 'en'): Promise<UserTraits | null> {
  if (!(await hasSession())) return null
  try {
    const { me } = await gql(
      AnalyticsTraitsDocument,
      {},
      { locale, session: true, unauthenticated: 'error' },
    )
    return traitsFromAccount(me.traits)
  } catch {
    return null
  }
}
