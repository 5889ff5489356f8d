'use server'

import {
  UpdateProfileDocument,
  type AccountProfileFieldsFragment,
  type UpdateProfileInput,
} from '@/graphql/__generated__/graphql'
import { isLocale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'
import { actionFailure, type ActionResult } from '@/lib/action-result'

/** The settings form (spec §3 user traits); the api validates every field (spec §5). */
export async function updateProfileAction(
  input: UpdateProfileInput,
  locale: string,
): Promise<ActionResult<AccountProfileFieldsFragment>> {
  try {
    const data = await gql(
      UpdateProfileDocument,
      { input },
      { locale: isLocale(locale) ? locale : 'en', session: true, unauthenticated: 'error' },
    )
    return { ok: true, data: data.updateProfile.profile }
  } catch (e) {
    return actionFailure(e)
  }
}
