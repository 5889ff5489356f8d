'use client'

import { MAKE_REQUEST_NAME_MAX } from '@ironyard/contract/make-request'
import { useActionState, useEffect, useId, useRef } from 'react'
import { ConsoleField } from '@/components/console/ConsoleField'
import { consoleStyles as styles } from '@/components/console/styles'
import type { Locale } from '@/i18n/settings'
import { requestMakeAction, type RequestMakeState } from './partner-actions'

export interface RequestMakeTexts {
  /** "Ask us to add {{make}}": a fixed make's button. */
  ask: string
  /** The free form's field and button. */
  label: string
  submit: string
  sending: string
  /** "Thanks: our team will review {{make}}…" */
  requested: string
  /** "You already asked for {{make}}…" */
  already: string
  failed: string
}

const named = (text: string, make: string) => text.replaceAll('{{make}}', make)

/**
 * "Ask us to add a make" (issue 36, defect 6): a make the catalogue lacks was a dead end for a
 * partner. With `make` (a check's unknown make) it is one button; without, a field for any make.
 * The answer stays in place, in a polite live region (the check's report above is kept), and a
 * sent ask moves the focus to it: the one-button form's button is gone once it is sent, and a
 * keyboard or screen reader user hears and stays where the answer is.
 */
export function RequestMake({
  locale,
  make,
  texts,
}: {
  locale: Locale
  make?: string
  texts: RequestMakeTexts
}) {
  const id = useId()
  const [state, run, pending] = useActionState<RequestMakeState, FormData>(requestMakeAction, {
    values: {},
    result: null,
  })
  const done = state.result?.ok ? state.result.data : null
  const answer = useRef<HTMLParagraphElement>(null)
  // Each answer is a new state: focus the message after every successful ask, not only the first.
  useEffect(() => {
    if (state.result?.ok) answer.current?.focus()
  }, [state])
  const error =
    state.result && !state.result.ok
      ? (state.result.fields.find((f) => f.path === 'name')?.message ?? texts.failed)
      : ''
  return (
    <form
      action={run}
      className={make ? undefined : styles.form}
      aria-label={make ? named(texts.ask, make) : texts.submit}
      noValidate
    >
      <input type="hidden" name="locale" value={locale} />
      {make ? (
        <input type="hidden" name="name" value={make} />
      ) : (
        <ConsoleField
          idPrefix={`make-${id}`}
          name="name"
          label={texts.label}
          error={error || undefined}
          defaultValue={state.values.name ?? ''}
          maxLength={MAKE_REQUEST_NAME_MAX}
          required
        />
      )}
      {!done || !make ? (
        <button type="submit" className="btn btn-secondary" disabled={pending}>
          {pending ? texts.sending : make ? named(texts.ask, make) : texts.submit}
        </button>
      ) : null}
      {make && error ? (
        <p className={styles.notice} data-tone="error" role="alert">
          {error}
        </p>
      ) : null}
      <p role="status" aria-live="polite" tabIndex={-1} ref={answer}>
        {done ? named(done.alreadyRequested ? texts.already : texts.requested, done.name) : ''}
      </p>
    </form>
  )
}
