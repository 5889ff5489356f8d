'use server'

import { headers } from 'next/headers'
import { SubmitLeadDocument, type SubmitLeadInput } from '@/graphql/__generated__/graphql'
import { gql } from '@/lib/api-client'
import { mapApiError } from '@/lib/api-errors'
import { stateField } from '@/lib/action-args'
import { formDataArg, stateArg, formLocale } from '@/lib/action-input'
import type { ActionFailure } from '@/lib/action-result'
import type { LeadFormState } from '@/features/leads/lead-form-state'
import { isLeadFormType, type LeadField } from '@/features/leads/lead-forms'
import { LEAD_FORM_FIELDS } from '@/features/leads/lead-form-rules'
import { UTM_KEYS, type Utm } from '@/features/analytics'
import {
  privacySignal,
  PRIVACY_SIGNAL_HEADER,
  withoutMarketingParams,
} from '@ironyard/contract/analytics-params'
import { formKeySchema } from '@ironyard/contract/forms/fields'
import { LEAD_LIMITS } from '@ironyard/contract/lead-types'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const text = (v: FormDataEntryValue | null, max: number): string =>
  typeof v === 'string' ? v.slice(0, max) : ''

function readJsonRecord(raw: FormDataEntryValue | null): Record<string, string> {
  if (typeof raw !== 'string' || !raw || raw.length > 20_000) return {}
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

/** Browser-kept marketing context: only what the api accepts, so it can never fail a lead. */
function marketing(form: FormData): Pick<SubmitLeadInput, 'utm' | 'firstVisitParams'> {
  const rawUtm = readJsonRecord(form.get('utm'))
  const utm: Utm = {}
  for (const k of UTM_KEYS) if (rawUtm[k]) utm[k] = rawUtm[k].slice(0, LEAD_LIMITS.utmValue)
  const first = Object.entries(readJsonRecord(form.get('firstVisitParams')))
    .filter(([k]) => k.length > 0 && k.length <= LEAD_LIMITS.paramName)
    .slice(0, LEAD_LIMITS.firstVisitParams)
    .map(([k, v]) => [k, v.slice(0, LEAD_LIMITS.paramValue)])
  return { utm, firstVisitParams: Object.fromEntries(first) }
}

/** The api's key for "this idempotency key was used with other details" (extensions.messageKey). */
const IDEMPOTENCY_CONFLICT = 'validation:form.idempotencyConflict'

const refused = (code: string, messageKey: string): ActionFailure => ({
  ok: false,
  code,
  fields: [],
  messageKey,
})

/** The failure a form shows for an api error (read through the one api-error mapper). */
function failure(e: unknown, fields: readonly LeadField[]): ActionFailure {
  const err = mapApiError(e)
  switch (err.code) {
    case 'VALIDATION': {
      // A field the visitor cannot see or fix (a tampered hidden input): nothing to point at.
      const visible = err.fields.filter((f) => fields.includes(f.path as LeadField))
      return visible.length
        ? { ok: false, code: err.code, fields: visible, messageKey: 'form.couldNotSubmit' }
        : refused(err.code, 'form.unknownError')
    }
    case 'RATE_LIMITED':
      return refused(err.code, 'form.rateLimited')
    // Pre-qualifying needs an account (spec §6): the session ended since the page was shown.
    case 'UNAUTHENTICATED':
      return refused(err.code, 'form.signInRequired')
    case 'CONFLICT':
      return refused(
        err.code,
        err.messageKey === IDEMPOTENCY_CONFLICT ? 'form.idempotencyConflict' : 'errors.unavailable',
      )
    case 'NOT_FOUND':
      return refused(err.code, 'errors.unavailable')
    case 'UNAVAILABLE':
      return refused(err.code, 'form.submitFailed')
    default:
      return refused(err.code, 'form.unknownError')
  }
}

/**
 * The equipment page's buyer forms and the services forms (spec §6). A server action, so the
 * forms also work without JavaScript. The form's idempotency key travels with every attempt: a
 * double click or a retry after a lost answer makes one lead. The visitor's address goes along for the api's rate limits.
 */
export async function submitLeadAction(
  prevArg: LeadFormState,
  formArg: FormData,
): Promise<LeadFormState> {
  // A hand-made call with other arguments is a 400 (issue 12), not a TypeError's 500.
  const prev = stateArg(prevArg)
  const form = formDataArg(formArg)
  const type = form.get('type')
  const locale = formLocale(form)
  const sentKey = formKeySchema.safeParse(form.get('idempotencyKey'))
  const idempotencyKey = sentKey.success
    ? sentKey.data
    : stateField(prev, 'idempotencyKey', formKeySchema)
  if (!isLeadFormType(type)) {
    return { idempotencyKey, values: {}, result: refused('BAD_REQUEST', 'form.unknownError') }
  }
  const fields = LEAD_FORM_FIELDS[type].map((f) => f.name)
  const values: LeadFormState['values'] = {}
  for (const name of fields) values[name] = text(form.get(name), name === 'message' ? 4000 : 500)

  const h = await headers()
  // Global Privacy Control (or Do Not Track) on the visitor's request: no marketing parameters
  // go with the lead, and the api is told too (it strips them as well).
  const optOut = privacySignal((name) => h.get(name))
  const queryId = text(form.get('queryId'), 100)
  const sentPageUrl =
    text(form.get('pageUrl'), LEAD_LIMITS.pageUrl) ||
    (h.get('referer') ?? '').slice(0, LEAD_LIMITS.pageUrl)
  const pageUrl = optOut ? withoutMarketingParams(sentPageUrl) : sentPageUrl
  // One address, set by web/server.ts from the socket (docs/decisions/007): not the visitor's say.
  const forwarded = h.get('x-forwarded-for')
  const input: SubmitLeadInput = {
    type,
    idempotencyKey,
    locale,
    // The services forms are not about one machine: no stock number.
    ...(form.get('stockNumber')
      ? { stockNumber: text(form.get('stockNumber'), LEAD_LIMITS.stockNumber) }
      : {}),
    // Empty optional fields are left out: the api reads "" as a value to check.
    ...Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '')),
    ...(optOut ? { utm: {}, firstVisitParams: {} } : marketing(form)),
    pageUrl: pageUrl || undefined,
    queryId: UUID.test(queryId) ? queryId : undefined,
  }
  try {
    const { submitLead } = await gql(
      SubmitLeadDocument,
      { input },
      {
        locale,
        session: true,
        unauthenticated: 'error',
        headers: {
          ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
          ...(optOut ? { [PRIVACY_SIGNAL_HEADER]: '1' } : {}),
        },
      },
    )
    return {
      idempotencyKey,
      values,
      result: {
        ok: true,
        data: {
          likelihood: submitLead.likelihood,
          contactWindow: submitLead.contactWindow,
          duplicate: submitLead.duplicate,
          outcome: submitLead.outcome,
          fitReasons: submitLead.fitReasons,
          subscription: submitLead.subscription,
        },
      },
    }
  } catch (e) {
    return { idempotencyKey, values, result: failure(e, fields) }
  }
}
