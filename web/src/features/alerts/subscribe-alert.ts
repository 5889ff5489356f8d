'use server'

import { headers } from 'next/headers'
import { SubscribeInventoryAlertDocument } from '@/graphql/__generated__/graphql'
import { isLocale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'
import { mapApiError } from '@/lib/api-errors'
import { formDataArg } from '@/lib/action-input'

export interface AlertFormState {
  status: 'idle' | 'success' | 'error'
  /**
   * Key in the `alerts` namespace. On success: `checkEmail` whatever the address's state (the
   * api never says whether it was subscribed), or `active` for the signed-in user's own verified
   * address.
   */
  messageKey?: string
  email?: string
}

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
  const l = formData.get('locale')
  const locale = isLocale(l) ? l : 'en'
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
    return {
      status: 'success',
      email,
      messageKey: data.subscribeInventoryAlert.status === 'ACTIVE' ? 'active' : 'checkEmail',
    }
  } catch (e) {
    const err = mapApiError(e)
    if (err.code === 'RATE_LIMITED') {
      return { status: 'error', email, messageKey: 'errors.rateLimited' }
    }
    const key = ERROR_KEYS[err.fields[0]?.key ?? '']
    return { status: 'error', email, messageKey: key ?? 'errors.failed' }
  }
}
