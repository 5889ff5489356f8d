'use client'

import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '@/i18n/settings'
import type { LeadFormState } from '@/features/leads/lead-form-state'
import type { LeadField, LeadFormType } from '@/features/leads/lead-forms'
import type { FieldOption } from './LeadField'
import { LeadFormDisclosure, type LeadFormDisclosureOptions } from './LeadFormDisclosure'
import { LeadFormFields } from './LeadFormFields'
import {
  LeadConsentAndSubmit,
  LeadFormMessage,
  LeadHiddenFields,
  OfferPreview,
} from './LeadFormParts'
import { LeadSorry, LeadSuccess } from './LeadOutcome'
import { useLeadForm } from './use-lead-form'
import styles from './LeadForm.module.css'

export interface LeadFormProps {
  type: LeadFormType
  locale: Locale
  /** The machine the form is about (the equipment page's forms); none on the services forms. */
  stockNumber?: string
  /** Fields chosen from a list (state, credit rating, equipment type). */
  options?: Partial<Record<LeadField, readonly FieldOption[]>>
  /** Shown under the success text (e.g. the lender application hand-off). */
  successExtra?: ReactNode
  /** Shown in the spec §4 "sorry" state of a pre-qualification the program cannot serve. */
  sorryExtra?: ReactNode
  /** Made on the server for this render; "send another" makes a new one. */
  idempotencyKey: string
  /** The search the visitor came from (?queryID=), for attribution. */
  queryId?: string | null
  /** The signed-in visitor's details. */
  prefill?: Partial<Record<LeadField, string>>
  /** Values for the form's intro text (price, seller, category, title). */
  introValues?: Record<string, string>
  /** The intro's key in `forms` when it is not `forms.<type>.intro` (a variant of the form). */
  introKey?: string
  brand: string
  /** The machine's advertised price: the lead's value in analytics (spec §9). */
  advertisedPriceCents?: number | null
  headingLevel?: 'h2' | 'h3'
  /**
   * Show the form in a disclosure (<details>) with this summary. It opens by itself when the form
   * has something to say, so a submission without JavaScript shows its outcome.
   */
  disclosure?: LeadFormDisclosureOptions

  /** Stories and tests: start in a given state. */
  initialState?: LeadFormState
  /** Tests: the likelihood's debounce. */
  likelihoodDebounceMs?: number
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`

/**
 * LeadForm in the browser. The server says which of the form's fields may be left blank (the
 * api's rule): the rest are required.
 */
export function LeadFormClient(props: LeadFormProps & { optional: readonly LeadField[] }) {
  // The React key is a counter, not the idempotency key: a page rendered again after a
  // submission without JavaScript must find this form's outcome at the same place in the tree.
  const [round, setRound] = useState({ n: 0, key: props.idempotencyKey })
  return (
    <LeadFormBody
      key={round.n}
      {...props}
      idempotencyKey={round.key}
      initialState={round.n === 0 ? props.initialState : undefined}
      onAgain={() => setRound((r) => ({ n: r.n + 1, key: newKey() }))}
    />
  )
}

/** One round of the form: the form, then its outcome (state and sending: useLeadForm). */
function LeadFormBody({
  type,
  locale,
  stockNumber,
  idempotencyKey,
  queryId,
  prefill = {},
  introValues = {},
  introKey,
  brand,
  advertisedPriceCents,
  headingLevel: Heading = 'h3',
  disclosure,
  initialState,
  likelihoodDebounceMs,
  options,
  successExtra,
  sorryExtra,
  onAgain,
  optional,
}: LeadFormProps & { optional: readonly LeadField[]; onAgain: () => void }) {
  const { t } = useTranslation('forms')
  const id = useId()
  const {
    state,
    fields,
    rules,
    amount,
    servedFocus,
    errorOf,
    pending,
    formRef,
    successRef,
    formProps,
    onFieldBlur,
    onFieldChange,
    submitPressProps,
  } = useLeadForm({
    type,
    optional,
    idempotencyKey,
    prefill,
    initialState,
    stockNumber,
    advertisedPriceCents,
  })
  const { result } = state
  const answer = result?.ok ? result.data : null
  const title = t(`forms.${type}.title`)
  const outcome = answer && { answer, type, Heading, ref: successRef, onAgain }
  return (
    <LeadFormDisclosure
      disclosure={disclosure}
      type={type}
      open={Boolean(disclosure?.defaultOpen) || result !== null}
      title={title}
    >
      {outcome?.answer.outcome === 'not_a_fit' ? (
        <LeadSorry {...outcome} sorryExtra={sorryExtra} />
      ) : outcome ? (
        <LeadSuccess
          {...outcome}
          values={state.values}
          locale={locale}
          successExtra={successExtra}
        />
      ) : (
        <form
          ref={formRef}
          className={styles.form}
          {...formProps}
          noValidate
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-intro`}
          data-lead-type={type}
        >
          <Heading id={`${id}-title`} className={disclosure ? 'visually-hidden' : styles.title}>
            {title}
          </Heading>
          <p id={`${id}-intro`} className={styles.intro}>
            {t(introKey ?? `forms.${type}.intro`, introValues)}
          </p>
          <LeadFormMessage result={result} />
          <LeadHiddenFields
            type={type}
            locale={locale}
            stockNumber={stockNumber}
            idempotencyKey={state.idempotencyKey}
            queryId={queryId}
          />
          <LeadFormFields
            formId={id}
            type={type}
            fields={fields}
            values={state.values}
            options={options}
            errorOf={errorOf}
            servedFocus={servedFocus}
            onBlur={onFieldBlur}
            onChange={onFieldChange}
          />
          {type === 'name_your_price' ? (
            <OfferPreview
              stockNumber={stockNumber}
              locale={locale}
              amount={amount}
              refused={
                amount.trim() !== '' &&
                rules?.validateLeadField(type, 'offerAmount', amount, advertisedPriceCents) != null
              }
              advertisedPriceCents={advertisedPriceCents}
              debounceMs={likelihoodDebounceMs}
            />
          ) : null}
          <LeadConsentAndSubmit
            type={type}
            brand={brand}
            asksPhone={fields.some((f) => f.name === 'phone')}
            pending={pending}
            pressProps={submitPressProps}
          />
        </form>
      )}
    </LeadFormDisclosure>
  )
}
