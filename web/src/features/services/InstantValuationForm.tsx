'use client'

import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useEarlyInput } from '@/components/ui/use-early-input'
import type { FieldOption } from '@/features/leads'
import { checkMachine, type MachineValues } from '@/features/account'
import styles from './Services.module.css'

type Field = keyof MachineValues

export interface InstantValuationFormProps {
  /** The page the GET form submits to: it renders the estimate (no JavaScript needed). */
  action: string
  makes: readonly FieldOption[]
  categories: readonly FieldOption[]
  currentYear: number
  initialValues: MachineValues
  /** The api's spec §5 keys for the fields it refused on the last submission. */
  initialErrors?: Partial<Record<Field, string>>
}

/**
 * The free valuation's instant estimate (spec §3 value tracker fields: year, make, model,
 * category, hours or miles). The visitor's mistakes are named before the page is asked, with the
 * value tracker's own checks; the estimate itself is the page's answer to the GET form.
 */
export function InstantValuationForm({
  action,
  makes,
  categories,
  currentYear,
  initialValues,
  initialErrors = {},
}: InstantValuationFormProps) {
  const { t } = useTranslation('services')
  const { t: tv } = useTranslation('validation')
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  useEarlyInput(formRef)
  const [values, setValues] = useState(initialValues)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(initialErrors)

  const set = (f: Field, v: string) => {
    setValues((prev) => ({ ...prev, [f]: v }))
    setErrors((prev) => {
      const next = { ...prev }
      delete next[f]
      // Either meter answers "hours or miles is required".
      if (f === 'hours' || f === 'miles') {
        delete next.hours
        delete next.miles
      }
      return next
    })
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const found = checkMachine(values, currentYear) as Partial<Record<Field, string>>
    setErrors(found)
    const first = (Object.keys(found) as Field[])[0]
    if (first) {
      e.preventDefault()
      e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
    }
  }

  const errorText = (f: Field) => (errors[f] ? tv(errors[f] as string) : null)
  const describedBy = (f: Field, help?: string) =>
    [errors[f] ? `${id}-${f}-error` : null, help].filter(Boolean).join(' ') || undefined
  const message = (f: Field) =>
    errors[f] ? (
      <p id={`${id}-${f}-error`} className={styles.error}>
        {errorText(f)}
      </p>
    ) : null
  const input = (f: 'year' | 'model' | 'hours' | 'miles', help?: string) => (
    <div className={styles.field}>
      <label className="label" htmlFor={`${id}-${f}`}>
        {t(`valuations.instant.${f}`)}
      </label>
      <input
        id={`${id}-${f}`}
        className="input"
        name={f}
        type="text"
        inputMode={f === 'model' ? undefined : 'numeric'}
        autoComplete="off"
        value={values[f]}
        onChange={(e) => set(f, e.currentTarget.value)}
        aria-invalid={errors[f] ? true : undefined}
        aria-describedby={describedBy(f, help)}
      />
      {message(f)}
    </div>
  )
  const select = (f: 'make' | 'category', options: readonly FieldOption[], placeholder: string) => (
    <div className={styles.field}>
      <label className="label" htmlFor={`${id}-${f}`}>
        {t(`valuations.instant.${f}`)}
      </label>
      <select
        id={`${id}-${f}`}
        className="select"
        name={f}
        value={values[f]}
        onChange={(e) => set(f, e.currentTarget.value)}
        aria-invalid={errors[f] ? true : undefined}
        aria-describedby={describedBy(f)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {message(f)}
    </div>
  )

  return (
    <form
      ref={formRef}
      className={styles.panel}
      method="get"
      action={`${action}#estimate`}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t('valuations.instant.title')}</h2>
      <p>{t('valuations.instant.intro')}</p>
      <div className={styles.fields}>
        {input('year')}
        {select('make', makes, t('valuations.instant.chooseMake'))}
        {input('model')}
        {select('category', categories, t('valuations.instant.chooseCategory'))}
        {input('hours', `${id}-meter-help`)}
        {input('miles', `${id}-meter-help`)}
      </div>
      <p id={`${id}-meter-help`} className={styles.help}>
        {t('valuations.instant.meterHelp')}
      </p>
      <div>
        <button type="submit" className="btn">
          {t('valuations.instant.submit')}
        </button>
      </div>
    </form>
  )
}
