'use server'

import { revalidatePath } from 'next/cache'
import {
  DeleteMyInventoryAlertDocument,
  UpdateMyInventoryAlertDocument,
  type AlertFrequency,
} from '@/graphql/__generated__/graphql'
import { gql } from '@/lib/api-client'
import { mapApiError } from '@/lib/api-errors'
import { formDataArg, formLocale, formText, stateArg } from '@/lib/action-input'
import type { FormState } from '@/lib/action-result'
import { localePath } from '@/lib/paths'

/** What the last change did (a key under `mailing:alerts`), and with which frequency. */
export interface ManageAlertAnswer {
  messageKey: 'paused' | 'resumed' | 'frequencySaved' | 'deleted'
  frequency?: AlertFrequency
}

/** The /account alert list's last answer (a failure's messageKey is under `mailing:alerts`). */
export type ManageAlertState = FormState<ManageAlertAnswer>

const OPS = ['pause', 'resume', 'frequency', 'delete'] as const
type Op = (typeof OPS)[number]
const isOp = (v: string): v is Op => (OPS as readonly string[]).includes(v)
const FREQUENCIES: readonly string[] = ['DAILY', 'WEEKLY']

/**
 * The buttons of the /account alert list (issue 16): pause, resume, change the frequency, delete.
 * Forms posting to this action, so they work without JavaScript too. The api decides whose alert
 * it is (the signed-in user's own verified address; anyone else's is NOT_FOUND). Pressing twice is
 * harmless: pause and resume set a state, and a second delete finds it gone and says so.
 */
export async function manageAlertAction(
  prevArg: ManageAlertState,
  formArg: FormData,
): Promise<ManageAlertState> {
  stateArg(prevArg)
  const form = formDataArg(formArg)
  const locale = formLocale(form)
  const id = formText(form, 'id', 100)
  const op = formText(form, 'op', 20)
  const frequency = formText(form, 'frequency', 10)
  if (!id || !isOp(op) || (op === 'frequency' && !FREQUENCIES.includes(frequency))) {
    return { result: { ok: false, code: 'BAD_REQUEST', fields: [], messageKey: 'alerts.failed' } }
  }
  const opts = { locale, session: true, unauthenticated: 'error' } as const
  try {
    let answer: ManageAlertAnswer
    if (op === 'delete') {
      await gql(DeleteMyInventoryAlertDocument, { id }, opts)
      answer = { messageKey: 'deleted' }
    } else {
      const input =
        op === 'frequency'
          ? { id, frequency: frequency as AlertFrequency }
          : { id, paused: op === 'pause' }
      const { updateMyInventoryAlert } = await gql(UpdateMyInventoryAlertDocument, { input }, opts)
      answer =
        op === 'frequency'
          ? { messageKey: 'frequencySaved', frequency: updateMyInventoryAlert.frequency }
          : { messageKey: op === 'pause' ? 'paused' : 'resumed' }
    }
    revalidatePath(localePath(locale, '/account'))
    return { result: { ok: true, data: answer } }
  } catch (e) {
    const { code } = mapApiError(e)
    revalidatePath(localePath(locale, '/account'))
    return {
      result: {
        ok: false,
        code,
        fields: [],
        messageKey: code === 'NOT_FOUND' ? 'alerts.gone' : 'alerts.failed',
      },
    }
  }
}
