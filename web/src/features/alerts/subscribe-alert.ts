'use server'

import { headers } from 'next/headers'
import { SubscribeInventoryAlertDocument } from '@/graphql/__generated__/graphql'
import { gql } from '@/lib/api-client'
import { mapApiError } from '@/lib/api-errors'
import { formDataArg, formLocale } from '@/lib/action-input'
import type { FormState } from '@/lib/action-result'

/**
 * What a sign-up answers, a key in the `alerts` namespace: `checkEmail` whatever the address's
 * state (the api never says whether it was subscribed), or `active` for the signed-in user's own
 * verified address.
 */
export type AlertAnswer = 'checkEmail' | 'active'

/** The typed address, and the last answer (a failure's messageKey is in the `alerts` namespace). */
export type AlertFormState = FormState<AlertAnswer, { email?: string }>

const ERROR_KEYS: Record<string, string> = {
  'validation.emailRequired': 'errors.emailRequired',
  'validation.emailInvalid': 'errors.emailInvalid',
}

function readFilters(raw: FormDataEntryValue | null): Record<string, string> {
  if (typeof raw !== 'string' || !raw) return {}
  try {
    const parsed = JSON.parse(raw) as unknown
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
    )
  } catch {
    return {}
  }
}

/**
 * Inventory alerts sign-up (home and search pages). A server action, so the form also works
 * without JavaScript; the api makes a double submit harmless. The sign-in cookies go along (a
 * signed-in user's own verified address needs no confirmation mail), and so does the visitor's
 * address for the api's per-IP limit (docs/decisions/007).
 */
export async function subscribeAlertAction(
  _prev: AlertFormState,
  formArg: FormData,
): Promise<AlertFormState> {
  // A hand-made call with other arguments is a 400 (issue 12), not a TypeError's 500.
  const formData = formDataArg(formArg)
  const email = String(formData.get('email') ?? '').trim()
  const locale = formLocale(formData)
  const forwarded = (await headers()).get('x-forwarded-for')
  try {
    const data = await gql(
      SubscribeInventoryAlertDocument,
      { input: { email, locale, filters: readFilters(formData.get('filters')) } },
      {
        locale,
        session: true,
        unauthenticated: 'error',
        headers: forwarded ? { 'x-forwarded-for': forwarded } : undefined,
      },
    )
    const answer = data.subscribeInventoryAlert.status === 'ACTIVE' ? 'active' : 'checkEmail'
    return { email, result: { ok: true, data: answer } }
  } catch (e) {
    const { code, fields } = mapApiError(e)
    const messageKey =
      code === 'RATE_LIMITED'
        ? 'errors.rateLimited'
        : (ERROR_KEYS[fields[0]?.key ?? ''] ?? 'errors.failed')
    return { email, result: { ok: false, code, fields, messageKey } }
  }
}
