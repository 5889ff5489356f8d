'use client'

import { useActionState, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '@/i18n/settings'
import { registerToBidAction } from './bid-actions'
import type { RegisterFormState } from './bid-form-state'
import styles from './Lot.module.css'

/**
 * Registration to bid (issue 34, "Who may bid"): a phone (the profile's is used when left empty)
 * and the auction's terms accepted, once per auction. Registered, it shows `children` (the bid
 * form). A server action: it works without JavaScript (the page then loads registered).
 */
export function RegisterForm({
  locale,
  auctionSlug,
  children,
}: {
  locale: Locale
  auctionSlug: string
  children: ReactNode
}) {
  const { t } = useTranslation('auctions')
  const { t: tAll } = useTranslation(['auctions', 'validation'])
  const id = useId()
  const [state, formAction, pending] = useActionState<RegisterFormState, FormData>(
    registerToBidAction,
    { registered: false, phone: '', error: null },
  )
  const [servedFocus] = useState(() => state.error !== null)
  const phoneRef = useRef<HTMLInputElement>(null)
  const termsRef = useRef<HTMLInputElement>(null)
  const errorRef = useRef<HTMLParagraphElement>(null)
  const error = state.error
  useEffect(() => {
    if (!error) return
    const target =
      error.field === 'phone' ? phoneRef : error.field === 'acceptTerms' ? termsRef : errorRef
    target.current?.focus()
  }, [error])
  if (state.registered) {
    return (
      <>
        <p className={styles.status} role="status">
          {t('register.done')}
        </p>
        {children}
      </>
    )
  }
  const text = error ? tAll(error.key) : null
  return (
    <form action={formAction} className={styles.register} noValidate data-testid="register-form">
      <h3>{t('register.heading')}</h3>
      <p className={styles.note}>{t('register.intro')}</p>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="auctionSlug" value={auctionSlug} />
      {error?.field === 'form' ? (
        <p ref={errorRef} className={styles.error} role="alert" tabIndex={-1}>
          {text}
        </p>
      ) : null}
      <label htmlFor={`${id}-phone`}>{t('register.phoneLabel')}</label>
      <input
        ref={phoneRef}
        id={`${id}-phone`}
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        defaultValue={state.phone}
        aria-invalid={error?.field === 'phone' ? true : undefined}
        aria-describedby={error?.field === 'phone' ? `${id}-phone-error` : undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the answer to the visitor's own send
        autoFocus={servedFocus && error?.field === 'phone'}
      />
      {error?.field === 'phone' ? (
        <p id={`${id}-phone-error`} className={styles.error} role="alert">
          {text}
        </p>
      ) : null}
      <div className={styles.check}>
        <input
          ref={termsRef}
          id={`${id}-terms`}
          name="acceptTerms"
          type="checkbox"
          aria-invalid={error?.field === 'acceptTerms' ? true : undefined}
          aria-describedby={error?.field === 'acceptTerms' ? `${id}-terms-error` : undefined}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the answer to the visitor's own send
          autoFocus={servedFocus && error?.field === 'acceptTerms'}
        />
        <label htmlFor={`${id}-terms`}>{t('register.terms')}</label>
      </div>
      {error?.field === 'acceptTerms' ? (
        <p id={`${id}-terms-error`} className={styles.error} role="alert">
          {text}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {t('register.submit')}
      </button>
    </form>
  )
}
