'use client'

import { useTranslation } from 'react-i18next'
import {
  CREDIT_RATINGS,
  MACHINE_COUNT_BANDS,
  type FieldRule,
  type LeadField,
  type LeadFormType,
} from '@/features/leads/lead-forms'
import { LeadField as Field, type FieldOption } from './LeadField'
import styles from './LeadForm.module.css'

/** The form's fields in the form's order, each with its message. */
export function LeadFormFields({
  formId,
  type,
  fields,
  values,
  options,
  errorOf,
  servedFocus,
  onBlur,
  onChange,
}: {
  /** The form's useId: a field's id is `${formId}-${name}`. */
  formId: string
  type: LeadFormType
  fields: FieldRule[]
  /** The values the fields start with. */
  values: Partial<Record<LeadField, string>>
  /** Fields chosen from a list the page gives (state, equipment type). */
  options?: Partial<Record<LeadField, readonly FieldOption[]>>
  errorOf: (name: LeadField) => string | null
  /** The first field the server's answer refused, on the page rendered with that answer. */
  servedFocus: LeadField | null
  onBlur: (name: LeadField, value: string) => void
  onChange: (name: LeadField, value: string) => void
}) {
  const { t } = useTranslation('forms')
  const optionsOf = (name: LeadField): readonly FieldOption[] | undefined =>
    options?.[name] ??
    (name === 'creditRating'
      ? CREDIT_RATINGS.map((v) => ({ value: v, label: t(`creditRatings.${v}`) }))
      : name === 'machineCount'
        ? MACHINE_COUNT_BANDS.map((v) => ({ value: v, label: t(`machineCounts.${v}`) }))
        : undefined)
  return (
    <div className={styles.fields}>
      {fields.map((f) => (
        <Field
          key={f.name}
          id={`${formId}-${f.name}`}
          type={type}
          name={f.name}
          required={f.required}
          defaultValue={values[f.name] ?? ''}
          error={errorOf(f.name)}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the answer to the visitor's own send
          autoFocus={servedFocus === f.name}
          options={optionsOf(f.name)}
          onBlur={(v) => onBlur(f.name, v)}
          onChange={(v) => onChange(f.name, v)}
        />
      ))}
    </div>
  )
}
