'use server'

import { updateProfileInputSchema } from '@ironyard/contract/forms/profile'
import {
  UpdateProfileDocument,
  type AccountProfileFieldsFragment,
  type UpdateProfileInput,
} from '@/graphql/__generated__/graphql'
import { gql } from '@/lib/api-client'
import { localeArg, parseArgs } from '@/lib/action-args'
import { actionFailure, type ActionResult } from '@/lib/action-result'

/**
 * The settings form (spec §3 user traits): checked with the api's own schema (spec §5) before
 * anything reads it, then the parsed values go to the api, which checks them again.
 */
export async function updateProfileAction(
  input: UpdateProfileInput,
  locale: string,
): Promise<ActionResult<AccountProfileFieldsFragment>> {
  const lng = localeArg(locale)
  const args = parseArgs(updateProfileInputSchema, input, lng)
  if (!args.ok) return args.failure
  try {
    const data = await gql(
      UpdateProfileDocument,
      { input: args.data },
      { locale: lng, session: true, unauthenticated: 'error' },
    )
    return { ok: true, data: data.updateProfile.profile }
  } catch (e) {
    return actionFailure(e)
  }
}
