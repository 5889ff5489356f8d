import type { ReactNode } from 'react'
import styles from './Form.module.css'

interface Common {
  name: string
  label: string
  /** The api's message for this field, in the visitor's language. */
  error?: string
  hint?: string
  defaultValue?: string
  required?: boolean
  /** The form this field belongs to (a ConfirmDialog or a table row may hold the inputs). */
  idPrefix?: string
  /** The control's id when the form links to it by its own scheme (default `idPrefix-name`). */
  id?: string
  /** Ids of the form's own help texts that also describe this field (after error and hint). */
  describedBy?: string
}

/**
 * One console form field: its label, the input (text, number-like, select or textarea), a hint
 * and the api's error, tied together for assistive technology (aria-invalid, aria-describedby).
 * Plain markup: usable in server and client components alike.
 */
export function ConsoleField(
  props: Common &
    (
      | {
          kind?: 'text'
          /** A date picker (`min` the earliest day, YYYY-MM-DD). */
          type?: 'text' | 'date'
          min?: string
          inputMode?: 'numeric' | 'decimal' | 'text'
          maxLength?: number
          lang?: string
          autoFocus?: boolean
        }
      | {
          kind: 'select'
          options: Array<{ value: string; label: string }>
          /** Choices grouped under a heading each (after `options`). */
          groups?: Array<{ label: string; options: Array<{ value: string; label: string }> }>
        }
      | { kind: 'textarea'; maxLength?: number; rows?: number; lang?: string }
    ),
) {
  const id = props.id ?? `${props.idPrefix ?? 'f'}-${props.name}`
  const described =
    [props.error ? `${id}-error` : '', props.hint ? `${id}-hint` : '', props.describedBy ?? '']
      .filter(Boolean)
      .join(' ') || undefined
  const shared = {
    id,
    name: props.name,
    className: 'input',
    defaultValue: props.defaultValue ?? '',
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': described,
    required: props.required,
  }
  let control: ReactNode
  if (props.kind === 'select') {
    control = (
      // Keyed by its value: React restores a form after an action, and a select only takes a
      // new defaultValue when it mounts (the refused form must keep the choice).
      <select key={props.defaultValue ?? ''} {...shared}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {props.groups?.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    )
  } else if (props.kind === 'textarea') {
    control = (
      <textarea {...shared} rows={props.rows ?? 3} maxLength={props.maxLength} lang={props.lang} />
    )
  } else {
    control = (
      <input
        {...shared}
        type={props.type}
        min={props.min}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        lang={props.lang}
        autoComplete="off"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the form the visitor just opened
        autoFocus={props.autoFocus}
      />
    )
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <span className="label">{props.label}</span>
      </label>
      {control}
      {props.hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className={styles.error}>
          {props.error}
        </p>
      ) : null}
    </div>
  )
}

/** A checkbox with its label after it. */
export function ConsoleCheckbox({
  name,
  label,
  defaultChecked,
  idPrefix,
}: {
  name: string
  label: string
  defaultChecked?: boolean
  idPrefix?: string
}) {
  const id = `${idPrefix ?? 'f'}-${name}`
  return (
    <div className={styles.check}>
      <input id={id} type="checkbox" name={name} defaultChecked={defaultChecked} />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}

/** Fields side by side (as many as fit; one under the other on a narrow screen). */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>
}
