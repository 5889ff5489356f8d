'use client'

import { useActionState, useRef, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import type { Locale } from '@/i18n/settings'
import { EMPTY_FORM_STATE, fieldErrors, type ConsoleFormState } from './form-state'
import styles from './Form.module.css'
import { ConfirmDialog, type ConfirmTexts } from './ConfirmDialog'

export interface ConsoleFormTexts {
  submit: string
  sending: string
  /** Shown when the api refused without naming a field (or could not be reached). */
  failed: string
}

/**
 * A console form (issue 14): posts to a server action with useActionState, keeps the values typed
 * when the api refuses, hands each field its error, and says when the refusal names no field.
 * With `confirm`, a submit whose data `confirm.when` flags opens a ConfirmDialog first. Works
 * without JavaScript too (a plain post; the confirmation is then skipped).
 */
export function ConsoleForm({
  action,
  locale,
  hidden = {},
  texts,
  confirm,
  label,
  children,
}: {
  action: (prev: ConsoleFormState, form: FormData) => Promise<ConsoleFormState>
  locale: Locale
  hidden?: Record<string, string>
  texts: ConsoleFormTexts
  confirm?: { when: (data: FormData) => ConfirmTexts | null }
  /** The form's accessible name. */
  label: string
  children: (errors: Record<string, string>, values: Record<string, string>) => ReactNode
}) {
  const [state, run, pending] = useActionState(action, EMPTY_FORM_STATE)
  const formRef = useRef<HTMLFormElement>(null)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const confirmed = useRef(false)
  const [asking, setAsking] = useState<ConfirmTexts | null>(null)
  const errors = fieldErrors(state)
  const failedWithoutFields = state.result && !state.result.ok && !state.result.fields.length
  return (
    <form
      ref={formRef}
      action={run}
      className={styles.form}
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        if (!confirm || confirmed.current) {
          confirmed.current = false
          return
        }
        const ask = confirm.when(new FormData(e.currentTarget))
        if (!ask) return
        e.preventDefault()
        // The dialog must hold this change's words before it opens.
        flushSync(() => setAsking(ask))
        dialogRef.current?.showModal()
      }}
    >
      <input type="hidden" name="locale" value={locale} />
      {Object.entries(hidden).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {failedWithoutFields ? (
        <p className={styles.status} role="alert">
          {texts.failed}
        </p>
      ) : null}
      {children(errors, state.values)}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? texts.sending : texts.submit}
        </button>
      </div>
      {confirm ? (
        <ConfirmDialog
          dialogRef={dialogRef}
          texts={asking ?? { title: '', message: '', confirm: '', cancel: '' }}
          onConfirm={() => {
            confirmed.current = true
            formRef.current?.requestSubmit()
          }}
        />
      ) : null}
    </form>
  )
}
