import type { ReactNode } from 'react'
import styles from './Console.module.css'

/**
 * A console list's filters: a GET form whose state lives in the URL (the page reads it back),
 * a search landmark with its fields and an apply button. Works without JavaScript.
 */
export function FilterBar({
  action,
  apply,
  children,
}: {
  action: string
  apply: string
  children: ReactNode
}) {
  return (
    <form className={styles.filters} method="get" action={action} role="search">
      {children}
      <button type="submit" className="btn btn-secondary">
        {apply}
      </button>
    </form>
  )
}

/** A filter that picks one value; `any` is the first choice, the empty value (no filter). */
export function FilterSelect({
  label,
  name,
  value,
  any,
  options,
}: {
  label: string
  name: string
  value?: string | null
  any?: string
  options: ReadonlyArray<{ value: string; label: string }>
}) {
  return (
    <label>
      <span className="label">{label}</span>
      <select className="input" name={name} defaultValue={value ?? ''}>
        {any !== undefined ? <option value="">{any}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/** A typed filter (a name, an address, a stock number); `search` draws a search box. */
export function FilterText({
  label,
  name,
  value,
  maxLength,
  search = false,
}: {
  label: string
  name: string
  value?: string | null
  maxLength: number
  search?: boolean
}) {
  return (
    <label>
      <span className="label">{label}</span>
      <input
        className="input"
        type={search ? 'search' : undefined}
        name={name}
        defaultValue={value ?? ''}
        maxLength={maxLength}
        autoComplete="off"
      />
    </label>
  )
}
