'use client'

import { useActionState, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { subscribeAlertAction, type AlertFormState } from '@/features/alerts/subscribe-alert'
import styles from './AlertSignup.module.css'
import { EmailSignupFields } from '@/features/mailing-list'
import { useSignedInEmail } from '@/features/auth'

export interface AlertSignupProps {
  locale: string
  /** The search the alert watches (URL parameters); {} for all new inventory. */
  filters: Record<string, string>
  /** What the alert is about, shown above the form (e.g. "Excavators under $100K"). */
  summary?: string
  variant?: 'band' | 'card'
  /** For stories and tests: start in a given state. */
  initialState?: AlertFormState
}

/**
 * Inventory alerts sign-up: asks the api for the alert, which mails a confirmation link first
 * (consent for mail); the same "check your email" follows whatever the address's state.
 */
export function AlertSignup({
  locale,
  filters,
  summary,
  variant = 'card',
  initialState = { result: null },
}: AlertSignupProps) {
  const { t } = useTranslation('alerts')
  const [state, action, pending] = useActionState(subscribeAlertAction, initialState)
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  // Signed in, the account's address is filled in when known (issue 37): the sign-in client
  // tells it after the page loads, so into the field only if the visitor has typed nothing.
  const accountEmail = useSignedInEmail()
  useEffect(() => {
    const field = form.current?.elements.namedItem('email')
    if (accountEmail && field instanceof HTMLInputElement && !field.value)
      field.value = accountEmail
  }, [accountEmail])
  const { result } = state
  const error = result && !result.ok ? t(result.messageKey ?? 'errors.failed') : null
  return (
    <section className={`${styles.box} ${styles[variant]}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.lead}>{summary ? t('leadFor', { summary }) : t('lead')}</p>
      {result?.ok ? (
        <p className={styles.success} role="status">
          {t(result.data, { email: state.email })}
        </p>
      ) : (
        <form ref={form} action={action} className={styles.form} noValidate>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="filters" value={JSON.stringify(filters)} />
          <EmailSignupFields
            id={id}
            email={state.email ?? accountEmail ?? undefined}
            error={error}
            pending={pending}
            errorClass={styles.error}
            texts={{
              label: t('emailLabel'),
              placeholder: t('emailPlaceholder'),
              submit: t('submit'),
              submitting: t('submitting'),
            }}
          />
        </form>
      )}
      <p className={styles.fine}>{t('fineprint')}</p>
    </section>
  )
}
