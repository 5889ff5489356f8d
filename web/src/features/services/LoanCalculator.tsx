'use client'

import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useEarlyInput } from '@/components/ui/use-early-input'
import type { Locale } from '@/i18n/settings'
import { formatPrice } from '@/lib/format'
import { LOAN_TERMS_MONTHS } from '@ironyard/contract'
import {
  CALCULATOR_FIELDS,
  calculateLoan,
  type CalculatorField,
  type CalculatorValues,
} from '@/features/services/loan-calculator'
import { sendPrequalifyValues } from '@/features/leads'
import styles from './Services.module.css'

export interface LoanCalculatorProps {
  locale: Locale
  /** The page the GET form submits to (the calculator works without JavaScript). */
  action: string
  initialValues: CalculatorValues
  /** The form was sent: every field's message shows from the start. */
  submitted: boolean
}

const toQuery = (v: CalculatorValues) => new URLSearchParams({ ...v }).toString()

/**
 * Spec §3 finance calculator: price, down payment %, interest rate, term and ZIP, with the spec
 * §9 defaults (8.99%, 0% down, 60 months). The payment updates as the visitor types; without
 * JavaScript the form is a GET form and the page renders the same result.
 */
export function LoanCalculator({ locale, action, initialValues, submitted }: LoanCalculatorProps) {
  const { t } = useTranslation('services')
  const { t: tv } = useTranslation('validation')
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  useEarlyInput(formRef)
  const [values, setValues] = useState(initialValues)
  const [shown, setShown] = useState<ReadonlySet<CalculatorField>>(
    () =>
      new Set(submitted ? CALCULATOR_FIELDS : CALCULATOR_FIELDS.filter((f) => initialValues[f])),
  )
  const { errors, result } = calculateLoan(values)

  const keepInUrl = (next: CalculatorValues) => {
    if (calculateLoan(next).result) {
      window.history.replaceState(null, '', `${window.location.pathname}?${toQuery(next)}`)
    }
  }
  const change = (field: CalculatorField, value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    setShown((s) => new Set(s).add(field))
    keepInUrl(next)
  }
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setShown(new Set(CALCULATOR_FIELDS))
    keepInUrl(values)
    const first = CALCULATOR_FIELDS.find((f) => errors[f])
    if (first) e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  const errorOf = (f: CalculatorField) => (shown.has(f) && errors[f] ? tv(errors[f]) : null)
  const described = (f: CalculatorField, help?: string) =>
    [errorOf(f) ? `${id}-${f}-error` : null, help].filter(Boolean).join(' ') || undefined
  const message = (f: CalculatorField) =>
    errorOf(f) ? (
      <p id={`${id}-${f}-error`} className={styles.error}>
        {errorOf(f)}
      </p>
    ) : null
  const input = (f: Exclude<CalculatorField, 'term'>, inputMode: 'decimal' | 'numeric') => (
    <div className={styles.field}>
      <label className="label" htmlFor={`${id}-${f}`}>
        {t(`finance.calculator.${f}`)}
      </label>
      <div className={f === 'price' ? styles.money : undefined}>
        <input
          id={`${id}-${f}`}
          className="input"
          name={f}
          type="text"
          inputMode={inputMode}
          autoComplete={f === 'zip' ? 'postal-code' : 'off'}
          value={values[f]}
          onChange={(e) => change(f, e.currentTarget.value)}
          onBlur={() => setShown((s) => new Set(s).add(f))}
          aria-required
          aria-invalid={errorOf(f) ? true : undefined}
          aria-describedby={described(f, f === 'zip' ? `${id}-zip-help` : undefined)}
        />
      </div>
      {f === 'zip' ? (
        <p id={`${id}-zip-help`} className={styles.help}>
          {t('finance.calculator.zipHelp')}
        </p>
      ) : null}
      {message(f)}
    </div>
  )

  return (
    <form
      ref={formRef}
      className={styles.panel}
      method="get"
      action={`${action}#calculator`}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t('finance.calculator.title')}</h2>
      <p>{t('finance.calculator.intro')}</p>
      <div className={styles.fields}>
        {input('price', 'decimal')}
        {input('down', 'decimal')}
        {input('rate', 'decimal')}
        <div className={styles.field}>
          <label className="label" htmlFor={`${id}-term`}>
            {t('finance.calculator.term')}
          </label>
          <select
            id={`${id}-term`}
            className="select"
            name="term"
            value={values.term}
            onChange={(e) => change('term', e.currentTarget.value)}
            aria-required
            aria-invalid={errorOf('term') ? true : undefined}
            aria-describedby={described('term')}
          >
            {LOAN_TERMS_MONTHS.map((m) => (
              <option key={m} value={String(m)}>
                {t('finance.calculator.termMonths', { count: m })}
              </option>
            ))}
          </select>
          {message('term')}
        </div>
        {input('zip', 'numeric')}
      </div>
      <div>
        <button type="submit" className="btn btn-secondary">
          {t('finance.calculator.submit')}
        </button>
      </div>
      <div className={styles.result} aria-live="polite" data-testid="loan-result">
        <h3>{t('finance.calculator.resultTitle')}</h3>
        {result ? (
          <>
            <p className={styles.figure} data-monthly-cents={result.monthlyCents}>
              {t('finance.calculator.monthly', {
                amount: formatPrice(result.monthlyCents, locale),
              })}
            </p>
            <dl className={styles.facts}>
              <div>
                <dt>{t('finance.calculator.financed')}</dt>
                <dd>{formatPrice(result.financedCents, locale)}</dd>
              </div>
              <div>
                <dt>{t('finance.calculator.downPayment')}</dt>
                <dd>{formatPrice(result.downPaymentCents, locale)}</dd>
              </div>
              <div>
                <dt>{t('finance.calculator.totalOfPayments')}</dt>
                <dd>{formatPrice(result.totalOfPaymentsCents, locale)}</dd>
              </div>
              <div>
                <dt>{t('finance.calculator.totalInterest')}</dt>
                <dd>{formatPrice(result.totalInterestCents, locale)}</dd>
              </div>
            </dl>
            <p className={styles.help}>{t('finance.calculator.note')}</p>
            <p>
              <a
                href={`${action}?${toQuery(values)}#prequalify`}
                // Usually this very URL (the calculator keeps it current), so the browser only
                // scrolls: the form on the page takes the price and ZIP from here.
                onClick={() => sendPrequalifyValues({ price: values.price, zip: values.zip })}
              >
                {t('finance.calculator.prequalify')}
              </a>
            </p>
          </>
        ) : (
          <p className={styles.help}>{t('finance.calculator.prompt')}</p>
        )}
      </div>
    </form>
  )
}
