'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import {
  AddPartnerMemberDocument,
  CreatePartnerApiKeyDocument,
  RemovePartnerMemberDocument,
  RequestMakeDocument,
  RevokePartnerApiKeyDocument,
} from '@/graphql/__generated__/graphql'
import type { ConsoleFormState } from '@/components/console/form-state'
import type { Locale } from '@/i18n/settings'
import { formDataArg, stateArg, formLocale, formText } from '@/lib/action-input'
import { writeThenRedirect } from '@/lib/action-redirect'
import { actionFailure, type FormState } from '@/lib/action-result'
import { gql } from '@/lib/api-client'
import { localePath } from '@/lib/paths'
import { MAKE_REQUEST_NAME_MAX } from '@ironyard/contract/make-request'

const text = (form: FormData, key: string, max: number): string => formText(form, key, max)
const localeOf = formLocale
const ID = /^\d{1,15}$|^[\w-]{1,64}$/
const opts = (locale: Locale) => ({ locale, session: true }) as const

/** The create-key form: the new key lives only in this answer (shown once, never in a URL). */
export type CreateKeyState = FormState<
  { name: string; key: string | null; prefix: string },
  { values: Record<string, string> }
>

/**
 * "Create a key": the api makes it and answers the key this once; the page's list is refreshed
 * under the form, which keeps the key on screen until the member leaves or reloads.
 */
export async function createPartnerApiKeyAction(
  prevArg: CreateKeyState,
  formArg: FormData,
): Promise<CreateKeyState> {
  stateArg(prevArg)
  const form = formDataArg(formArg)
  const locale = localeOf(form)
  const name = text(form, 'name', 200)
  try {
    const { createPartnerApiKey } = await gql(
      CreatePartnerApiKeyDocument,
      { name, idempotencyKey: text(form, 'idempotencyKey', 100) || null },
      opts(locale),
    )
    revalidatePath(localePath(locale, '/partner/api-keys'))
    return {
      values: {},
      result: {
        ok: true,
        data: {
          name: createPartnerApiKey.name,
          key: createPartnerApiKey.key ?? null,
          prefix: createPartnerApiKey.prefix,
        },
      },
    }
  } catch (e) {
    return { values: { name }, result: actionFailure(e) }
  }
}

/** "Revoke" (after the confirm dialog): the key stops working at once; the list says so. */
export async function revokePartnerApiKeyAction(
  prevArg: ConsoleFormState,
  formArg: FormData,
): Promise<ConsoleFormState> {
  stateArg(prevArg)
  const form = formDataArg(formArg)
  const locale = localeOf(form)
  const id = text(form, 'id', 64)
  if (!ID.test(id)) redirect(localePath(locale, '/partner/api-keys'))
  return writeThenRedirect({}, async () => {
    await gql(RevokePartnerApiKeyDocument, { id }, opts(locale))
    return `${localePath(locale, '/partner/api-keys')}?revoked=${encodeURIComponent(id)}`
  })
}

/**
 * Admin console: make an address a member of a partner seller (field error on `email`); `move`
 * (the move step's button) moves an address another partner has.
 */
export async function addPartnerMemberAction(
  prevArg: ConsoleFormState,
  formArg: FormData,
): Promise<ConsoleFormState> {
  stateArg(prevArg)
  const form = formDataArg(formArg)
  const locale = localeOf(form)
  const sellerId = text(form, 'sellerId', 64)
  const email = text(form, 'email', 254)
  // The move step's button (after the api named the partner the address belongs to).
  const move = text(form, 'move', 5) === 'true'
  if (!ID.test(sellerId)) redirect(localePath(locale, '/admin/partners'))
  return writeThenRedirect({ email }, async () => {
    await gql(AddPartnerMemberDocument, { sellerId, email, move }, opts(locale))
    return `${localePath(locale, '/admin/partners')}?added=${encodeURIComponent(email)}`
  })
}

/** Admin console: remove a member (after the confirm dialog). */
export async function removePartnerMemberAction(
  prevArg: ConsoleFormState,
  formArg: FormData,
): Promise<ConsoleFormState> {
  stateArg(prevArg)
  const form = formDataArg(formArg)
  const locale = localeOf(form)
  const sellerId = text(form, 'sellerId', 64)
  const email = text(form, 'email', 254)
  if (!ID.test(sellerId)) redirect(localePath(locale, '/admin/partners'))
  return writeThenRedirect({}, async () => {
    await gql(RemovePartnerMemberDocument, { sellerId, email }, opts(locale))
    return `${localePath(locale, '/admin/partners')}?removed=${encodeURIComponent(email)}`
  })
}

/** The make-request form: the make asked for, and whether this partner had asked already. */
export type RequestMakeState = FormState<
  { name: string; alreadyRequested: boolean },
  { values: Record<string, string> }
>

/**
 * "Ask us to add a make" (issue 36, defect 6): the api records the ask for staff (the audit log);
 * the answer stays on the page (a check's report must not be lost to a redirect).
 */
export async function requestMakeAction(
  prevArg: RequestMakeState,
  formArg: FormData,
): Promise<RequestMakeState> {
  stateArg(prevArg)
  const form = formDataArg(formArg)
  const locale = localeOf(form)
  // One character past the limit, so a longer name is the api's field error, not cut short.
  const name = text(form, 'name', MAKE_REQUEST_NAME_MAX + 1)
  try {
    const { requestMake } = await gql(RequestMakeDocument, { name }, opts(locale))
    return { values: {}, result: { ok: true, data: requestMake } }
  } catch (e) {
    return { values: { name }, result: actionFailure(e) }
  }
}
