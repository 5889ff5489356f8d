'use client'

import { useActionState, useEffect, useRef } from 'react'
import { consoleStyles as styles } from '@/components/console/styles'
import { ConsoleField } from '@/components/console/ConsoleField'
import { ConsoleForm } from '@/components/console/ConsoleForm'
import type { ConfirmTexts } from '@/components/console/ConfirmDialog'
import type { Locale } from '@/i18n/settings'
import {
  createPartnerApiKeyAction,
  revokePartnerApiKeyAction,
  type CreateKeyState,
} from './partner-actions'

export interface CreateKeyTexts {
  legend: string
  name: string
  nameHint: string
  submit: string
  sending: string
  failed: string
  /** "Your new key {{name}}" */
  created: string
  /** "Copy it now: it is never shown again." */
  copyHint: string
  copy: string
  copied: string
  /** A repeated submit: the key went to the first answer. */
  repeated: string
}

/**
 * "Create a key" (issue 15): a name, then the key itself, shown this once in a read-only field
 * (selected, with a copy button and the warning that it is never shown again). Reloading or
 * leaving the page drops it: it is kept nowhere but this answer.
 */
export function CreateKeyForm({
  locale,
  idempotencyKey,
  texts,
}: {
  locale: Locale
  idempotencyKey: string
  texts: CreateKeyTexts
}) {
  const [state, run, pending] = useActionState<CreateKeyState, FormData>(
    createPartnerApiKeyAction,
    { values: {}, result: null },
  )
  const keyRef = useRef<HTMLInputElement>(null)
  const copiedRef = useRef<HTMLSpanElement>(null)
  const created = state.result?.ok ? state.result.data : null
  const error =
    state.result && !state.result.ok
      ? (state.result.fields.find((f) => f.path.split('.')[0] === 'name')?.message ?? '')
      : ''
  const failedWithoutField = state.result && !state.result.ok && !error
  useEffect(() => {
    if (created?.key) keyRef.current?.select()
  }, [created])
  return (
    <>
      <form action={run} className={styles.form} noValidate>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <fieldset className={styles.fieldset}>
          <legend>{texts.legend}</legend>
          {failedWithoutField ? (
            <p className={styles.notice} data-tone="error" role="alert">
              {texts.failed}
            </p>
          ) : null}
          <ConsoleField
            // A fresh field after each new key.
            key={created ? idempotencyKey : 'typing'}
            idPrefix="key"
            name="name"
            label={texts.name}
            hint={texts.nameHint}
            error={error || undefined}
            defaultValue={created ? '' : (state.values.name ?? '')}
            maxLength={100}
            required
          />
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? texts.sending : texts.submit}
          </button>
        </fieldset>
      </form>
      <div role="status" aria-live="polite">
        {created ? (
          <section className={styles.card} aria-labelledby="new-key">
            <h2 id="new-key">{texts.created.replace('{{name}}', created.name)}</h2>
            {created.key ? (
              <>
                <p>
                  <strong>{texts.copyHint}</strong>
                </p>
                <p>
                  <input
                    ref={keyRef}
                    className="input"
                    readOnly
                    value={created.key}
                    aria-label={texts.created.replace('{{name}}', created.name)}
                    onFocus={(e) => e.currentTarget.select()}
                    spellCheck={false}
                  />{' '}
                  <button
                    type="button"
                    className="btn btn-secondary"
                    onClick={() => {
                      void navigator.clipboard?.writeText(created.key ?? '').then(() => {
                        if (copiedRef.current) copiedRef.current.textContent = texts.copied
                      })
                    }}
                  >
                    {texts.copy}
                  </button>{' '}
                  <span ref={copiedRef} />
                </p>
              </>
            ) : (
              <p>{texts.repeated}</p>
            )}
          </section>
        ) : null}
      </div>
    </>
  )
}

/** "Revoke" on one key: asks first (the shared ConfirmDialog), then the key stops working. */
export function RevokeKeyForm({
  locale,
  id,
  texts,
  confirm,
}: {
  locale: Locale
  id: string
  texts: { submit: string; sending: string; failed: string; label: string }
  confirm: ConfirmTexts
}) {
  return (
    <ConsoleForm
      action={revokePartnerApiKeyAction}
      locale={locale}
      hidden={{ id }}
      texts={texts}
      label={texts.label}
      confirm={{ when: () => confirm }}
    >
      {() => null}
    </ConsoleForm>
  )
}
