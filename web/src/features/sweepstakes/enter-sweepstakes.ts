'use server'

import { formKeySchema } from '@ironyard/contract/forms/fields'
import { sweepstakesFormSchema } from '@ironyard/contract/forms/sweepstakes'
import { fieldErrorKeys } from '@ironyard/contract/forms/validation'
import { headers } from 'next/headers'
import { EnterSweepstakesDocument } from '@/graphql/__generated__/graphql'
import { stateField } from '@/lib/action-args'
import { formDataArg, stateArg, formLocale } from '@/lib/action-input'
import type { ActionFailure } from '@/lib/action-result'
import { gql } from '@/lib/api-client'
import { mapApiError } from '@/lib/api-errors'
import {
  readSweepstakesForm,
  schemaValues,
  SWEEPSTAKES_TEXT_FIELDS,
  type SweepstakesFormState,
} from './sweepstakes-form-state'

const FIELDS: ReadonlySet<string> = new Set([...SWEEPSTAKES_TEXT_FIELDS, 'luckyNumbers'])
const IDEMPOTENCY_CONFLICT = 'validation:form.idempotencyConflict'
const UPCOMING = 'validation:form.sweepstakesUpcoming'

const refused = (code: string, messageKey: string): ActionFailure => ({
  ok: false,
  code,
  fields: [],
  messageKey,
})

function failure(e: unknown): ActionFailure {
  const err = mapApiError(e)
  switch (err.code) {
    case 'VALIDATION': {
      const visible = err.fields.filter((f) => FIELDS.has(f.path))
      return visible.length
        ? { ok: false, code: err.code, fields: visible, messageKey: 'form.couldNotSubmit' }
        : refused(err.code, 'form.unknownError')
    }
    case 'RATE_LIMITED':
      return refused(err.code, 'form.rateLimited')
    case 'CONFLICT':
      return refused(
        err.code,
        err.messageKey === IDEMPOTENCY_CONFLICT
          ? 'form.idempotencyConflict'
          : err.messageKey === UPCOMING
            ? 'form.sweepstakesUpcoming'
            : 'form.sweepstakesEnded',
      )
    case 'UNAVAILABLE':
      return refused(err.code, 'form.submitFailed')
    default:
      return refused(err.code, 'form.unknownError')
  }
}

/**
 * The sweepstakes entry (spec §2-§5): checked with the contract's rules, then sent to the api's
 * enterSweepstakes with the form's idempotency key (a double click makes one entry) and the
 * visitor's address for the rate limit. A server action, so the form works without JavaScript.
 */
export async function enterSweepstakesAction(
  prevArg: SweepstakesFormState,
  formArg: FormData,
): Promise<SweepstakesFormState> {
  const prev = stateArg(prevArg)
  const form = formDataArg(formArg)
  const locale = formLocale(form)
  const sentKey = formKeySchema.safeParse(form.get('idempotencyKey'))
  const idempotencyKey = sentKey.success
    ? sentKey.data
    : stateField(prev, 'idempotencyKey', formKeySchema)
  const values = readSweepstakesForm(form)
  const parsed = sweepstakesFormSchema.safeParse(schemaValues(values))
  if (!parsed.success) {
    const keys = fieldErrorKeys(parsed.error)
    return {
      idempotencyKey,
      values,
      result: {
        ok: false,
        code: 'VALIDATION',
        fields: Object.entries(keys).map(([path, key]) => ({ path, key, message: key })),
        messageKey: 'form.couldNotSubmit',
      },
    }
  }
  const h = await headers()
  const forwarded = h.get('x-forwarded-for')
  const pageUrl = form.get('pageUrl')
  try {
    const { enterSweepstakes } = await gql(
      EnterSweepstakesDocument,
      {
        input: {
          idempotencyKey,
          locale,
          ...parsed.data,
          pageUrl:
            typeof pageUrl === 'string' && pageUrl
              ? pageUrl.slice(0, 2000)
              : (h.get('referer') ?? '').slice(0, 2000) || undefined,
        },
      },
      {
        locale,
        session: true,
        unauthenticated: 'error',
        headers: forwarded ? { 'x-forwarded-for': forwarded } : undefined,
      },
    )
    return {
      idempotencyKey,
      values,
      result: {
        ok: true,
        data: {
          duplicate: enterSweepstakes.duplicate,
          subscription: enterSweepstakes.subscription,
        },
      },
    }
  } catch (e) {
    return { idempotencyKey, values, result: failure(e) }
  }
}
