'use server'

import { headers } from 'next/headers'
import { SubmitLeadDocument } from '@/graphql/__generated__/graphql'
import { gql } from '@/lib/api-client'
import { mapApiError } from '@/lib/api-errors'
import { formKeySchema } from '@ironyard/contract/forms/fields'
import { stateField } from '@/lib/action-args'
import { formDataArg, formLocale, formText, stateArg } from '@/lib/action-input'
import type { FormState } from '@/lib/action-result'

/**
 * What the newsletter sign-up answers (a key in the `mailing` namespace): `checkEmail` whatever
 * the address's state (the api never says whether it subscribes), or `active` for the signed-in
 * user's own verified address.
 */
export type NewsletterAnswer = 'checkEmail' | 'active'

/**
 * The typed address, the idempotency key of this form (a double click or a retry sends the same),
 * and the last answer: a failure's `fields` carry the api's `validation.*` keys, its messageKey is
 * in the `mailing` namespace.
 */
export type NewsletterFormState = FormState<NewsletterAnswer, { email?: string; key?: string }>

/**
 * The newsletter sign-up of the footer and the blog (spec §5, §6 "Subscribe to Newsletter"): a
 * `newsletter` lead, which subscribes the address once it follows the confirmation link the api
 * mails (docs/decisions/017). A server action, so it also works without JavaScript. Repeat
 * submits mail nothing new: the same key is one lead, and the api sends one confirmation mail per
 * address and window whatever the key. The visitor's address goes along for the api's limits.
 */
export async function subscribeNewsletterAction(
  prevArg: NewsletterFormState,
  formArg: FormData,
): Promise<NewsletterFormState> {
  // A hand-made call with other arguments is a 400 (issue 12), not a TypeError's 500.
  const prev = stateArg(prevArg)
  const form = formDataArg(formArg)
  const email = formText(form, 'email', 320)
  const locale = formLocale(form)
  const sent = formKeySchema.safeParse(form.get('key'))
  const key = sent.success
    ? sent.data
    : (stateField(prev, 'key', formKeySchema.optional()) ?? `newsletter-${crypto.randomUUID()}`)
  const h = await headers()
  const forwarded = h.get('x-forwarded-for')
  const pageUrl = (formText(form, 'pageUrl', 2000) || (h.get('referer') ?? '')).slice(0, 2000)
  try {
    const { submitLead } = await gql(
      SubmitLeadDocument,
      {
        input: {
          type: 'newsletter',
          email,
          locale,
          idempotencyKey: key,
          pageUrl: pageUrl || undefined,
        },
      },
      {
        locale,
        session: true,
        unauthenticated: 'error',
        headers: forwarded ? { 'x-forwarded-for': forwarded } : undefined,
      },
    )
    const answer = submitLead.subscription === 'ACTIVE' ? 'active' : 'checkEmail'
    return { email, key, result: { ok: true, data: answer } }
  } catch (e) {
    const { code, fields } = mapApiError(e)
    const emailFields = fields.filter((f) => f.path === 'email')
    // Any other refused field is not one the visitor can fix: the form-level message says so.
    if (code === 'VALIDATION' && emailFields.length) {
      return { email, key, result: { ok: false, code, fields: emailFields } }
    }
    const messageKey = code === 'RATE_LIMITED' ? 'errors.rateLimited' : 'errors.failed'
    return { email, key, result: { ok: false, code, fields: [], messageKey } }
  }
}
