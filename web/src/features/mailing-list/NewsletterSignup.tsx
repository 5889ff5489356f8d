'use client'

import { useActionState, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { BRAND } from '@ironyard/contract'
import {
  subscribeNewsletterAction,
  type NewsletterFormState,
} from '@/features/mailing-list/subscribe-newsletter'
import styles from './NewsletterSignup.module.css'
import { EmailSignupFields } from './EmailSignupFields'

/**
 * The contract's address rule, loaded on first use: the sign-up is in every page's footer, and
 * importing the rule at load brought zod and the phone rules (about 120 KB of gzipped JavaScript)
 * into every page (issue 18). The server action checks the address again either way.
 */
type EmailCheck = (email: string) => boolean
let emailCheck: EmailCheck | null = null
function loadEmailCheck(): Promise<EmailCheck> {
  return import('@ironyard/contract/forms/fields').then(
    ({ mailingListEmailSchema }) =>
      (emailCheck = (email) => mailingListEmailSchema.safeParse(email).success),
  )
}

export interface NewsletterSignupProps {
  locale: string
  /** `footer`: the dark band at the bottom of every page; `card`: the blog's box. */
  variant?: 'footer' | 'card'
  /** For stories and tests: start in a given state. */
  initialState?: NewsletterFormState
}

/**
 * The newsletter sign-up (spec §5 mailing list) of the footer of every page and of the blog. It
 * posts to a server action, so it works before (and without) JavaScript; with it, the address is
 * checked with the api's own rule (the contract) before sending. The answer asks the visitor to
 * follow the confirmation link (double opt-in), and thanks only an address already subscribed.
 */
export function NewsletterSignup({
  locale,
  variant = 'card',
  initialState = { result: null },
}: NewsletterSignupProps) {
  const { t } = useTranslation('mailing')
  const { t: tv } = useTranslation('validation')
  const [state, action, pending] = useActionState(subscribeNewsletterAction, initialState)
  const [localError, setLocalError] = useState<string | null>(null)
  const id = useId()
  const { result } = state
  const fieldKey = result && !result.ok ? result.fields.find((f) => f.path === 'email')?.key : null
  const error =
    localError ??
    (fieldKey
      ? tv(fieldKey)
      : result && !result.ok
        ? t(result.messageKey ?? 'errors.failed')
        : null)

  const check = (e: FormEvent<HTMLFormElement>) => {
    const form = e.currentTarget
    const email = String(new FormData(form).get('email') ?? '')
    if (!emailCheck) {
      // First submit before the rule has arrived: hold it, load the rule, then submit again.
      e.preventDefault()
      // If the rule cannot be fetched, the server's check answers instead.
      loadEmailCheck()
        .catch(() => (emailCheck = () => true))
        .then(() => form.requestSubmit())
      return
    }
    if (!emailCheck(email)) {
      e.preventDefault()
      setLocalError(tv('validation.mailingListEmail'))
      form.querySelector<HTMLInputElement>('input[type="email"]')?.focus()
      return
    }
    setLocalError(null)
  }

  return (
    <section className={`${styles.box} ${styles[variant]}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {variant === 'footer' ? t('title', { brand: BRAND.name }) : t('titleBlog')}
      </h2>
      <p className={styles.lead}>{t('lead')}</p>
      {result?.ok ? (
        <div className={styles.success} role="status">
          {/* Not "thanks" before the address is confirmed (double opt-in, issue 37). */}
          <p className={styles.thanks}>
            {result.data === 'checkEmail' ? t('confirmTitle') : t('thanks')}
          </p>
          <p>{t(result.data, { email: state.email })}</p>
        </div>
      ) : (
        <form
          action={action}
          onSubmit={check}
          // The visitor is about to type an address: fetch the rule now.
          onFocus={() => void (emailCheck ?? loadEmailCheck().catch(() => undefined))}
          className={styles.form}
          noValidate
        >
          <input type="hidden" name="locale" value={locale} />
          {state.key ? <input type="hidden" name="key" value={state.key} /> : null}
          <EmailSignupFields
            id={id}
            email={state.email}
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
      <p className={styles.fine}>{t('fineprint', { brand: BRAND.name })}</p>
    </section>
  )
}
