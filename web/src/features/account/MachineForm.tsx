'use client'

import { useId, useRef, useState, useTransition, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  TrackedMachineFieldsFragment,
  TrackedMachineInput,
} from '@/graphql/__generated__/graphql'
import { useEarlyInput } from '@/components/ui/use-early-input'
import type { Locale } from '@/i18n/settings'
import type { ActionResult } from '@/lib/action-result'
import {
  checkMachine,
  machineInput,
  type Errors,
  type MachineValues,
} from '@/features/account/validate'
import { FieldError } from './FieldError'
import forms from './Forms.module.css'
import styles from './ValueTracker.module.css'

export interface Option {
  slug: string
  name: string
}

export type SaveMachine = (
  id: string | null,
  input: TrackedMachineInput,
  locale: string,
) => Promise<ActionResult<TrackedMachineFieldsFragment>>

type Values = MachineValues

const fromMachine = (m: TrackedMachineFieldsFragment | null): Values => ({
  year: m ? String(m.year) : '',
  make: m?.make.slug ?? '',
  model: m?.model ?? '',
  category: m?.category.slug ?? '',
  hours: m?.hours != null ? String(m.hours) : '',
  miles: m?.miles != null ? String(m.miles) : '',
})

/** Add or edit one value tracker machine (spec §3 fields). */
export function MachineForm({
  locale,
  machine,
  makes,
  categories,
  currentYear,
  save,
  onSaved,
  onCancel,
}: {
  locale: Locale
  /** null: a new machine. */
  machine: TrackedMachineFieldsFragment | null
  makes: Option[]
  categories: Option[]
  currentYear: number
  save: SaveMachine
  onSaved: (m: TrackedMachineFieldsFragment) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('account')
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  useEarlyInput(formRef)
  const [values, setValues] = useState<Values>(() => fromMachine(machine))
  const [errors, setErrors] = useState<Errors>({})
  const [serverMessages, setServerMessages] = useState<Record<string, string>>({})
  const [failed, setFailed] = useState(false)
  const [pending, startTransition] = useTransition()

  const set = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }))
    setErrors((prev) => {
      const next = { ...prev }
      delete next[key]
      // Either meter satisfies "hours or miles is required".
      if (key === 'hours' || key === 'miles') {
        delete next.hours
        delete next.miles
      }
      return next
    })
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const found = checkMachine(values, currentYear)
    setErrors(found)
    setServerMessages({})
    setFailed(false)
    const first = Object.keys(found)[0]
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    startTransition(async () => {
      // Checked above: the year is a number.
      const input = { ...machineInput(values), year: Number(values.year) }
      const result = await save(machine?.id ?? null, input, locale)
      if (result.ok) {
        onSaved(result.data)
        return
      }
      if (result.code === 'VALIDATION' && result.fields.length) {
        const field = (p: string) => p.split('.')[0]
        setErrors(Object.fromEntries(result.fields.map((f) => [field(f.path), f.key])))
        setServerMessages(Object.fromEntries(result.fields.map((f) => [field(f.path), f.message])))
        return
      }
      setFailed(true)
    })
  }

  const describedBy = (name: string, help?: string) =>
    [errors[name] ? `${id}-${name}-error` : null, help].filter(Boolean).join(' ') || undefined

  const input = (name: 'year' | 'model' | 'hours' | 'miles', numeric: boolean, help?: string) => (
    <div className={forms.field}>
      <label className="label" htmlFor={`${id}-${name}`}>
        {t(`valueTracker.${name}`)}
      </label>
      <input
        id={`${id}-${name}`}
        className="input"
        name={name}
        type="text"
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, help)}
      />
      <FieldError
        id={`${id}-${name}-error`}
        errorKey={errors[name]}
        fallback={serverMessages[name]}
      />
    </div>
  )

  const select = (name: 'make' | 'category', options: Option[], placeholder: string) => (
    <div className={forms.field}>
      <label className="label" htmlFor={`${id}-${name}`}>
        {t(`valueTracker.${name}`)}
      </label>
      <select
        id={`${id}-${name}`}
        className="select"
        name={name}
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.slug} value={o.slug}>
            {o.name}
          </option>
        ))}
      </select>
      <FieldError
        id={`${id}-${name}-error`}
        errorKey={errors[name]}
        fallback={serverMessages[name]}
      />
    </div>
  )

  const name = machine ? `${machine.year} ${machine.make.name} ${machine.model}` : ''
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.formTitle}>
        {machine ? t('valueTracker.editTitle', { name }) : t('valueTracker.addTitle')}
      </h2>
      <div className={forms.grid}>
        {input('year', true)}
        {select('make', makes, t('valueTracker.chooseMake'))}
        {input('model', false)}
        {select('category', categories, t('valueTracker.chooseCategory'))}
        {input('hours', true, `${id}-meter-help`)}
        {input('miles', true, `${id}-meter-help`)}
      </div>
      <p id={`${id}-meter-help`} className={forms.help}>
        {t('valueTracker.meterHelp')}
      </p>
      {failed ? (
        <p role="alert" className={forms.fieldError}>
          {t('form.submitFailed')}
        </p>
      ) : null}
      <div className={forms.buttons}>
        <button type="submit" className="btn" disabled={pending} aria-busy={pending}>
          {pending ? t('valueTracker.saving') : t('valueTracker.save')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('valueTracker.cancel')}
        </button>
      </div>
    </form>
  )
}
