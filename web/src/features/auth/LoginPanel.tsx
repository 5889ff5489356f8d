'use client'

import { signinEmailProblem } from '@ironyard/contract/forms/signin'
import Link from 'next/link'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useEarlyInput } from '@/components/ui/use-early-input'
import { rememberPendingFavorite } from '@/features/account'
import type { Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'
import { loadSigninClient, type SigninClientConfig } from '@/features/auth/client'
import {
  MAGIC_LINK_EXPIRATION_MINUTES,
  OAUTH_PROVIDERS,
  type LoginReason,
  type LoginTab,
  type OAuthProviderName,
} from '@/features/auth/constants'
import { signinErrorKey } from '@/features/auth/errors'
import { LOGIN_EVENTS, trackEvent } from '@/features/auth/events'
import { authenticateUrl } from '@/features/auth/redirect-urls'
import styles from './Auth.module.css'
import { ProviderIcon } from './ProviderIcon'

export type LoginPhase = 'idle' | 'sending' | 'sent' | 'redirecting'

export interface LoginPanelState {
  phase?: LoginPhase
  email?: string
  /** Key in the `auth` namespace of an error about the whole form. */
  errorKey?: string | null
  /** Key in the `auth` namespace of an error about the email field. */
  fieldErrorKey?: string | null
  resent?: boolean
}

export interface LoginPanelProps {
  locale: Locale
  config: SigninClientConfig
  returnTo: string
  initialTab: LoginTab
  reason?: LoginReason
  /** What opened it, for analytics ("header", "favorite", "signin-page"…). */
  source?: string
  /** Favorite this listing once signed in. */
  pendingFavorite?: number
  headingId?: string
  headingLevel?: 'h1' | 'h2'
  /** Told of every phase or tab change (the modal reports them when it closes). */
  onStateChange?: (state: { phase: LoginPhase; tab: LoginTab }) => void
  /** Stories and tests: start in a given state. */
  initialState?: LoginPanelState
}

const TABS: LoginTab[] = ['signup', 'login']
const PROVIDER_NAMES: Record<OAuthProviderName, string> = { google: 'Google', apple: 'Apple' }

/** The sign-in service's own rule for the address (@ironyard/contract/forms/signin). */
function emailErrorKey(email: string): string | null {
  const problem = signinEmailProblem(email)
  if (problem === 'required') return 'errors.emailRequired'
  return problem === 'invalid' ? 'errors.emailInvalid' : null
}

/**
 * Sign up or log in (spec §2 login modal, §6 login methods): tabs with signup first, Continue
 * with Google or Apple (those the api offers), or an emailed magic link that expires in an hour. Used in the modal and
 * on /signin. The official headless client does the calls; it loads when this panel mounts.
 */
export function LoginPanel({
  locale,
  config,
  returnTo,
  initialTab,
  reason,
  source,
  pendingFavorite,
  headingId,
  headingLevel: Heading = 'h2',
  onStateChange,
  initialState = {},
}: LoginPanelProps) {
  const { t } = useTranslation('auth')
  const id = useId()
  const [tab, setTab] = useState<LoginTab>(initialTab)
  const [phase, setPhase] = useState<LoginPhase>(initialState.phase ?? 'idle')
  const [email, setEmail] = useState(initialState.email ?? '')
  const [sentTo, setSentTo] = useState(initialState.email ?? '')
  const [errorKey, setErrorKey] = useState<string | null>(initialState.errorKey ?? null)
  const [fieldErrorKey, setFieldErrorKey] = useState<string | null>(
    initialState.fieldErrorKey ?? null,
  )
  const [resent, setResent] = useState(initialState.resent ?? false)
  const [provider, setProvider] = useState<OAuthProviderName | null>(null)
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  const sentRef = useRef<HTMLHeadingElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  useEarlyInput(emailRef)

  useEffect(() => {
    onStateChange?.({ phase, tab })
  }, [phase, tab, onStateChange])

  // Warm the client up while the visitor types (bootstrap call, code download).
  useEffect(() => {
    loadSigninClient(config).catch(() => undefined)
  }, [config])

  useEffect(() => {
    if (phase === 'sent') sentRef.current?.focus()
  }, [phase])

  const started = (method: string) => {
    trackEvent(LOGIN_EVENTS.start, { method, tab, source: source ?? null, reason: reason ?? null })
    if (pendingFavorite !== undefined) rememberPendingFavorite(pendingFavorite)
  }

  const sendLink = async (address: string, again: boolean) => {
    setErrorKey(null)
    setPhase('sending')
    try {
      const client = await loadSigninClient(config)
      const url = authenticateUrl(config.webUrl, locale, returnTo)
      await client.magicLinks.email.loginOrCreate(address, {
        login_magic_link_url: url,
        signup_magic_link_url: url,
        login_expiration_minutes: MAGIC_LINK_EXPIRATION_MINUTES,
        signup_expiration_minutes: MAGIC_LINK_EXPIRATION_MINUTES,
        locale,
      })
      setSentTo(address)
      setResent(again)
      setPhase('sent')
    } catch (error) {
      setErrorKey(signinErrorKey(error, 'sendMagicLink'))
      setPhase(again ? 'sent' : 'idle')
    }
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const address = email.trim()
    const fieldError = emailErrorKey(address)
    setFieldErrorKey(fieldError)
    if (fieldError) {
      emailRef.current?.focus()
      return
    }
    started('email_magic_link')
    void sendLink(address, false)
  }

  const continueWith = async (name: OAuthProviderName) => {
    setErrorKey(null)
    started(name)
    setProvider(name)
    setPhase('redirecting')
    try {
      const client = await loadSigninClient(config)
      const url = authenticateUrl(config.webUrl, locale, returnTo)
      // Navigates away to the provider (in development, unconfigured: the api's stand-in page).
      await client.oauth[name].start({ login_redirect_url: url, signup_redirect_url: url })
    } catch (error) {
      setErrorKey(signinErrorKey(error, 'authenticate'))
      setPhase('idle')
    }
  }

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    e.preventDefault()
    const next = (index + step + TABS.length) % TABS.length
    setTab(TABS[next])
    tabRefs.current[next]?.focus()
  }

  const busy = phase === 'sending' || phase === 'redirecting'
  // Only providers the sign-in service can start (in production: the configured ones).
  const providers = OAUTH_PROVIDERS.filter((name) => config.oauthProviders.includes(name))
  const errorId = `${id}-error`
  const fieldErrorId = `${id}-email-error`

  if (phase === 'sent') {
    return (
      <div className={styles.panel} data-state="sent">
        <Heading id={headingId} ref={sentRef} tabIndex={-1} className={styles.title}>
          {t('modal.sent.title')}
        </Heading>
        <p role="status" className={styles.sentBody}>
          {t('modal.sent.body', { email: sentTo })}
          {resent ? ` ${t('modal.sent.resent')}` : ''}
        </p>
        <p className={styles.hint}>{t('modal.sent.hint')}</p>
        {errorKey ? (
          <p id={errorId} role="alert" className={styles.error}>
            {t(errorKey)}
          </p>
        ) : null}
        <div className={styles.sentActions}>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void sendLink(sentTo, true)}
          >
            {t('modal.sent.resend')}
          </button>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              setErrorKey(null)
              setResent(false)
              setPhase('idle')
            }}
          >
            {t('modal.sent.otherEmail')}
          </button>
        </div>
      </div>
    )
  }

  return (
    <div className={styles.panel} data-state={phase}>
      <div role="tablist" aria-label={t('modal.tabsLabel')} className={styles.tabs}>
        {TABS.map((name, i) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-tabpanel`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(name)}
            onKeyDown={(e) => onTabKey(e, i)}
          >
            {t(`modal.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-tabpanel`} aria-labelledby={`${id}-tab-${tab}`}>
        <Heading id={headingId} className={styles.title}>
          {t(`modal.title.${tab}`)}
        </Heading>
        <p className={styles.lead}>
          {reason ? t(`modal.reason.${reason}`) : t(`modal.lead.${tab}`)}
        </p>
        {providers.length ? (
          <>
            <div className={styles.providers}>
              {providers.map((name) => (
                <button
                  key={name}
                  type="button"
                  className={`${styles.provider} ${styles[name]}`}
                  disabled={busy}
                  onClick={() => void continueWith(name)}
                >
                  <ProviderIcon provider={name} />
                  {t(`modal.${name}`)}
                </button>
              ))}
            </div>
            <p className={styles.or}>
              <span>{t('modal.or')}</span>
            </p>
          </>
        ) : null}
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <label htmlFor={`${id}-email`} className="label">
            {t('modal.emailLabel')}
          </label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('modal.emailPlaceholder')}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value)
              if (fieldErrorKey) setFieldErrorKey(null)
            }}
            aria-invalid={fieldErrorKey ? true : undefined}
            aria-describedby={fieldErrorKey ? fieldErrorId : `${id}-info`}
            disabled={busy}
          />
          {fieldErrorKey ? (
            <p id={fieldErrorId} className={styles.fieldError}>
              {t(fieldErrorKey)}
            </p>
          ) : null}
          <button type="submit" className={`btn ${styles.submit}`} disabled={busy} aria-busy={busy}>
            {phase === 'sending' ? t('modal.sending') : t(`modal.submit.${tab}`)}
          </button>
          <p id={`${id}-info`} className={styles.hint}>
            {t('modal.linkInfo')}
          </p>
        </form>
        {phase === 'redirecting' ? (
          <p role="status" className={styles.hint}>
            {t('modal.redirecting', { provider: provider ? PROVIDER_NAMES[provider] : '' })}
          </p>
        ) : null}
        {errorKey ? (
          <p id={errorId} role="alert" className={styles.error}>
            {t(errorKey)}
          </p>
        ) : null}
        <p className={styles.legal}>
          {t('modal.legalPrefix')}{' '}
          <Link href={localePath(locale, '/terms-of-service')} prefetch={false}>
            {t('modal.terms')}
          </Link>{' '}
          {t('modal.and')}{' '}
          <Link href={localePath(locale, '/privacy-policy')} prefetch={false}>
            {t('modal.privacy')}
          </Link>
          .
        </p>
      </div>
    </div>
  )
}
