'use server'

import { SubscribeInventoryAlertDocument } from '@/graphql/__generated__/graphql'
import { isLocale } from '@/i18n/settings'
import { ApiError, gql } from '@/lib/api-client'
import { formDataArg } from './action-input'

export interface AlertFormState {
  status: 'idle' | 'success' | 'error'
  /** Key in the `alerts` namespace. */
  messageKey?: string
  email?: string
  alreadySubscribed?: boolean
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
 * without JavaScript; the api makes a double submit harmless.
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
  try {
    const data = await gql(
      SubscribeInventoryAlertDocument,
      { input: { email, locale, filters: readFilters(formData.get('filters')) } },
      { locale },
    )
    return {
      status: 'success',
      email,
      alreadySubscribed: data.subscribeInventoryAlert.alreadySubscribed,
      messageKey: data.subscribeInventoryAlert.alreadySubscribed ? 'already' : 'success',
    }
  } catch (e) {
    const key = e instanceof ApiError ? ERROR_KEYS[e.fields[0]?.key ?? ''] : undefined
    return { status: 'error', email, messageKey: key ?? 'errors.failed' }
  }
}
