'use client'

import {
  useEffect,
  useRef,
  useTransition,
  type Dispatch,
  type FormEvent,
  type RefObject,
  type SetStateAction,
} from 'react'
import type { ValidationKey } from '@ironyard/contract/forms/validation'
import { browserStore, readMarketingParams } from '@/features/analytics'
import { trackingAllowed } from '@/features/analytics'
import { LEAD_EVENT, leadEventDetail } from '@/features/leads/lead-event'
import { leadFieldErrors, type LeadFormState } from '@/features/leads/lead-form-state'
import type { FieldRule, LeadField, LeadFormType } from '@/features/leads/lead-forms'
import { submitLeadAction } from '@/features/leads/submit-lead'
import type { LeadRules } from './use-lead-rules'

type Values = Partial<Record<LeadField, string>>

/**
 * The page and the stored marketing parameters (UTM, first visit), read as the lead is sent;
 * none under Global Privacy Control or Do Not Track.
 */
function addBrowserContext(data: FormData): void {
  const store = trackingAllowed(navigator, window) ? browserStore() : null
  const m = store ? readMarketingParams(store) : { utm: {}, firstVisitParams: {} }
  data.set('pageUrl', window.location.href)
  data.set('utm', JSON.stringify(m.utm))
  data.set('firstVisitParams', JSON.stringify(m.firstVisitParams))
}

export interface LeadSubmitInput {
  type: LeadFormType
  stockNumber?: string
  advertisedPriceCents?: number | null
  fields: FieldRule[]
  state: LeadFormState
  setState: Dispatch<SetStateAction<LeadFormState>>
  setClientErrors: (errors: Partial<Record<LeadField, ValidationKey>>) => void
  withRules: (then: (r: LeadRules) => void, otherwise?: () => void) => void
  formRef: RefObject<HTMLFormElement | null>
}

/**
 * Sending a lead with JavaScript: every field checked at once (the first refused one focused),
 * then the server action; after its answer, the outcome or the first field the api refused is
 * focused, and a received lead is announced to analytics (LEAD_EVENT).
 */
export function useLeadSubmit(input: LeadSubmitInput) {
  const { type, fields, state, setState, setClientErrors, withRules, formRef } = input
  const [pending, startTransition] = useTransition()
  const sending = useRef(false)
  const successRef = useRef<HTMLDivElement>(null)

  // After an answer (not while the visitor fixes fields): focus the outcome or the first field
  // the api refused.
  const answered = useRef(false)
  useEffect(() => {
    if (!answered.current) return
    answered.current = false
    if (state.result?.ok) successRef.current?.focus()
    else if (state.result) {
      const refused = leadFieldErrors(state.result)
      const first = fields.find((f) => refused[f.name])
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus()
    }
  }, [state, fields, formRef])

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (sending.current) return // a second click while the first is on its way
    sending.current = true
    const form = e.currentTarget
    const data = new FormData(form)
    addBrowserContext(data)
    const values = Object.fromEntries(
      fields.map((f) => [f.name, String(data.get(f.name) ?? '')]),
    ) as Values
    // Sent before the rules arrived: they are waited for; if they cannot load, the server
    // action's check answers.
    withRules(
      (r) => send(form, data, values, r),
      () => send(form, data, values, null),
    )
  }
  const send = (
    form: HTMLFormElement,
    data: FormData,
    values: Values,
    checks: LeadRules | null,
  ) => {
    const errors = checks ? checks.validateLead(type, values, input.advertisedPriceCents) : {}
    setClientErrors(errors)
    const firstInvalid = fields.find((f) => errors[f.name])
    if (firstInvalid) {
      sending.current = false
      setState((s) => ({ ...s, result: null, values }))
      form.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`)?.focus()
      return
    }
    startTransition(async () => {
      try {
        const next = await submitLeadAction(state, data)
        answered.current = true
        setState(next)
        if (next.result?.ok && !next.result.data.duplicate) {
          const { stockNumber, advertisedPriceCents } = input
          const detail = leadEventDetail(
            type,
            stockNumber ?? '',
            advertisedPriceCents,
            values.machineCount,
          )
          window.dispatchEvent(new CustomEvent(LEAD_EVENT, { detail }))
        }
      } catch {
        // The page's server could not be reached: same key on the next try.
        setState((s) => ({
          ...s,
          values,
          result: { ok: false, code: 'UNAVAILABLE', fields: [], messageKey: 'form.submitFailed' },
        }))
      } finally {
        sending.current = false
      }
    })
  }
  return { pending, onSubmit, successRef }
}
