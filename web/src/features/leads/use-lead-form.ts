'use client'

import { useActionState, useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { ValidationKey } from '@ironyard/contract/forms/validation'
import { useEarlyInput } from '@/components/ui/use-early-input'
import { firstRefusedField, withFieldKey, withoutFieldError } from '@/lib/action-result'
import {
  idleLeadState,
  leadFieldErrors,
  type LeadFormState,
} from '@/features/leads/lead-form-state'
import {
  FORM_FIELD_ORDER,
  type FieldRule,
  type LeadField,
  type LeadFormType,
} from '@/features/leads/lead-forms'
import { PREQUALIFY_VALUES_EVENT, type PrequalifyValues } from '@/features/leads/prequalify-values'
import { submitLeadAction } from '@/features/leads/submit-lead'
import { useLeadRules } from './use-lead-rules'
import { useLeadSubmit } from './use-lead-submit'

type ClientErrors = Partial<Record<LeadField, ValidationKey>>

export interface LeadFormInput {
  type: LeadFormType
  /** The fields the server says may be left blank; the rest are required. */
  optional: readonly LeadField[]
  idempotencyKey: string
  prefill: Partial<Record<LeadField, string>>
  initialState?: LeadFormState
  stockNumber?: string
  advertisedPriceCents?: number | null
}

/**
 * The finance calculator's "Pre-qualify with this price" on this page: its price and ZIP fill
 * the form (issue 16, defect 12; a link to the same URL would only scroll).
 */
function usePrequalifyValues(
  type: LeadFormType,
  formRef: RefObject<HTMLFormElement | null>,
  setClientErrors: (update: (prev: ClientErrors) => ClientErrors) => void,
) {
  useEffect(() => {
    if (type !== 'finance_prequalify') return
    const onValues = (e: Event) => {
      const form = formRef.current
      if (!form) return
      const values = (e as CustomEvent<PrequalifyValues>).detail
      for (const name of ['price', 'zip'] as const) {
        const el = form.elements.namedItem(name)
        if (el instanceof HTMLInputElement && values[name]) el.value = values[name]
      }
      setClientErrors((prev) => {
        const next = { ...prev }
        delete next.price
        delete next.zip
        return next
      })
    }
    window.addEventListener(PREQUALIFY_VALUES_EVENT, onValues)
    return () => window.removeEventListener(PREQUALIFY_VALUES_EVENT, onValues)
  }, [type, formRef, setClientErrors])
}

/**
 * A lead form's state: the answer (from the server action without JavaScript, or the send),
 * each field's message (the browser's check first, then the api's), the offer amount typed so
 * far, and the handlers of the form, its fields and its submit button.
 */
export function useLeadForm(input: LeadFormInput) {
  const { type, optional, idempotencyKey, prefill, initialState } = input
  const { t: tv, i18n } = useTranslation('validation')
  const fields: FieldRule[] = useMemo(
    () => FORM_FIELD_ORDER[type].map((name) => ({ name, required: !optional.includes(name) })),
    [type, optional],
  )
  const { rules, withRules } = useLeadRules()
  // Without JavaScript the page comes back from the server action with its outcome here.
  const [actionState, formAction] = useActionState(
    submitLeadAction,
    initialState ?? idleLeadState(idempotencyKey, prefill),
  )
  const [state, setState] = useState<LeadFormState>(actionState)
  // Rendered with the server's answer (sent without JavaScript, or before the scripts ran): the
  // page focuses the first field it refused as it loads. Only that first render's answer.
  const [servedFocus] = useState(() =>
    firstRefusedField(
      actionState.result,
      fields.map((f) => f.name),
    ),
  )
  const fieldErrors = leadFieldErrors(state.result)
  const [clientErrors, setClientErrors] = useState<ClientErrors>({})
  const formRef = useRef<HTMLFormElement>(null)
  useEarlyInput(formRef)
  const [amount, setAmount] = useState(state.values.offerAmount ?? '')
  usePrequalifyValues(type, formRef, setClientErrors)
  const submit = useLeadSubmit({
    ...input,
    fields,
    state,
    setState,
    setClientErrors,
    withRules,
    formRef,
  })
  const press = useSubmitPress()

  const errorOf = (name: LeadField): string | null => {
    const local = clientErrors[name]
    if (local) return tv(local)
    const remote = fieldErrors[name]
    if (!remote) return null
    return i18n.exists(remote.key, { ns: 'validation' })
      ? tv(remote.key)
      : (remote.message ?? tv('validation.invalid'))
  }
  const revalidate = (name: LeadField, value: string, always: boolean) => {
    if (!always && !clientErrors[name] && !fieldErrors[name]) return
    withRules((r) =>
      recheck(name, r.validateLeadField(type, name, value, input.advertisedPriceCents)),
    )
  }
  const recheck = (name: LeadField, key: ValidationKey | null) => {
    setClientErrors((prev) => withFieldKey(prev, name, key))
    if (!key && fieldErrors[name]) setState((s) => withoutFieldError(s, name))
  }

  return {
    state,
    fields,
    rules,
    servedFocus,
    amount,
    errorOf,
    pending: submit.pending,
    formRef,
    successRef: submit.successRef,
    formProps: {
      action: formAction,
      onSubmit: submit.onSubmit,
      // The first focus loads the rules.
      onFocus: () => {
        if (!rules) withRules(() => undefined)
      },
    },
    onFieldBlur: (name: LeadField, value: string) => {
      // Left by pressing this form's submit button: the submit checks every field at once. A
      // message shown here first would move the button from under the pointer, and the click
      // would be lost (issue 16, defect 11: errors only on a 2nd submit).
      if (press.pressing.current) return
      revalidate(name, value, true)
    },
    onFieldChange: (name: LeadField, value: string) => {
      if (name === 'offerAmount') setAmount(value)
      revalidate(name, value, false)
    },
    submitPressProps: press.buttonProps,
  }
}

/** Whether the visitor is pressing the submit button, and the button's pointer handlers. */
function useSubmitPress() {
  const pressing = useRef(false)
  // After the click that follows the press (a click comes after pointerup).
  const release = () => {
    setTimeout(() => {
      pressing.current = false
    }, 0)
  }
  const buttonProps = {
    onPointerDown: () => {
      pressing.current = true
    },
    onPointerUp: release,
    onPointerCancel: release,
    onPointerLeave: release,
  }
  return { pressing, buttonProps }
}
