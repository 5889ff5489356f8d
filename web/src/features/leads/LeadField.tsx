'use client'

import { useTranslation } from 'react-i18next'
import { LEAD_LIMITS } from '@ironyard/contract/lead-types'
import {
  LABEL_KEY,
  MESSAGE_PLACEHOLDER,
  type LeadFormType,
  type LeadField as FieldName,
} from '@/features/leads/lead-forms'
import styles from './LeadForm.module.css'

const INPUT: Record<
  Exclude<FieldName, 'message'>,
  { type: string; autoComplete: string; inputMode?: 'email' | 'tel' | 'numeric' | 'decimal' }
> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  company: { type: 'text', autoComplete: 'organization' },
  zip: { type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
  offerAmount: { type: 'text', autoComplete: 'off', inputMode: 'decimal' },
  role: { type: 'text', autoComplete: 'organization-title' },
  address: { type: 'text', autoComplete: 'street-address' },
  city: { type: 'text', autoComplete: 'address-level2' },
  state: { type: 'text', autoComplete: 'address-level1' },
  creditRating: { type: 'text', autoComplete: 'off' },
  equipmentType: { type: 'text', autoComplete: 'off' },
  price: { type: 'text', autoComplete: 'off', inputMode: 'decimal' },
  make: { type: 'text', autoComplete: 'off' },
  model: { type: 'text', autoComplete: 'off' },
  year: { type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  hoursOrMiles: { type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  machineCount: { type: 'text', autoComplete: 'off' },
  serialNumber: { type: 'text', autoComplete: 'off' },
}

export interface FieldOption {
  value: string
  label: string
}

/** A labelled input with its spec §5 message under it (announced, and tied to the input). */
export function LeadField({
  id,
  type,
  name,
  required,
  defaultValue,
  error,
  autoFocus = false,
  options,
  onBlur,
  onChange,
}: {
  id: string
  type: LeadFormType
  name: FieldName
  required: boolean
  defaultValue: string
  error: string | null
  /** The first field the server's answer refused, on the page it rendered with that answer. */
  autoFocus?: boolean
  /** A choice among these (a select) instead of free text. */
  options?: readonly FieldOption[]
  onBlur: (value: string) => void
  onChange: (value: string) => void
}) {
  const { t } = useTranslation('forms')
  const errorId = `${id}-error`
  const common = {
    id,
    name,
    defaultValue,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    // Only on the page answering the visitor's own send (LeadFormClient), never on a plain load.
    autoFocus,
  }
  const label = (
    <label htmlFor={id} className="label">
      {t(LABEL_KEY[type]?.[name] ?? `fields.${name}`)}
      {required ? null : <span className={styles.optional}> {t('fields.optional')}</span>}
    </label>
  )
  return (
    <div className={`${styles.field} ${name === 'message' ? styles.wide : ''}`}>
      {label}
      {name === 'message' ? (
        <textarea
          {...common}
          className={`input ${styles.textarea}`}
          rows={4}
          maxLength={LEAD_LIMITS.message}
          placeholder={MESSAGE_PLACEHOLDER[type] ? t(MESSAGE_PLACEHOLDER[type]) : undefined}
          onBlur={(e) => onBlur(e.currentTarget.value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      ) : options ? (
        <select
          {...common}
          className="select"
          autoComplete={INPUT[name].autoComplete}
          onBlur={(e) => onBlur(e.currentTarget.value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          <option value="">{t('fields.choose')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <div className={name === 'offerAmount' || name === 'price' ? styles.money : undefined}>
          <input
            {...common}
            className="input"
            type={INPUT[name].type}
            autoComplete={INPUT[name].autoComplete}
            inputMode={INPUT[name].inputMode}
            placeholder={
              name === 'offerAmount' || name === 'price'
                ? t('placeholders.offerAmount')
                : name === 'phone'
                  ? t('placeholders.phone')
                  : undefined
            }
            onBlur={(e) => onBlur(e.currentTarget.value)}
            onChange={(e) => onChange(e.currentTarget.value)}
          />
        </div>
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
