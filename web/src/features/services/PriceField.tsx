import type { ReactNode } from 'react'
import styles from './Services.module.css'

/**
 * A calculator's price input (dollars, typed freely): its label, an optional help line and the
 * error under it, tied to the input for screen readers. The ids are `id`, `id-help`, `id-error`.
 */
export function PriceField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  help,
}: {
  id: string
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  /** The error's text, translated; null when the value is fine. */
  error: string | null
  help?: ReactNode
}) {
  const describedBy = [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean)
  return (
    <div className={styles.field}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <div className={styles.money}>
        <input
          id={id}
          className="input"
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
        />
      </div>
      {help ? (
        <p id={`${id}-help`} className={styles.help}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
