import type { ReactNode } from 'react'
import styles from './Console.module.css'

/** A form's hidden fields, in order. */
export function HiddenFields({ values }: { values: Record<string, string> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}

/**
 * A step with consequences, asked for without JavaScript: a disclosure whose summary names the
 * step; opened, it says what will happen (`effect`), takes the step's fields (`children`) and
 * has the one button that does it. The form posts `hidden` to `action`.
 */
export function ConfirmStep({
  summary,
  summaryLabel,
  effect,
  action,
  hidden,
  confirm,
  secondary = false,
  inline = false,
  open = false,
  children,
}: {
  summary: string
  /** The summary's accessible name when its text alone is one of many alike ("Hide" per row). */
  summaryLabel?: string
  effect?: string
  action: (form: FormData) => void | Promise<void>
  hidden: Record<string, string>
  confirm: string
  /** A step that is not the page's main one (a secondary button). */
  secondary?: boolean
  /** Its fields in a row, like a filter bar (otherwise the form has no layout of its own). */
  inline?: boolean
  /** Shown opened: the page asks this step now (a price cut below the floor, issue 36). */
  open?: boolean
  children?: ReactNode
}) {
  return (
    <details className={styles.step} open={open || undefined}>
      <summary aria-label={summaryLabel}>{summary}</summary>
      {effect ? <p>{effect}</p> : null}
      <form action={action} className={inline ? styles.filters : undefined}>
        <HiddenFields values={hidden} />
        {children}
        <button type="submit" className={`btn ${secondary ? 'btn-secondary' : 'btn-primary'}`}>
          {confirm}
        </button>
      </form>
    </details>
  )
}
