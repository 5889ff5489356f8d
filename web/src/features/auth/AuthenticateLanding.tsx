'use client'

import Link from 'next/link'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'
import { loadSigninClient, type SigninClientConfig } from '@/features/auth/client'
import { DEFAULT_AFTER_SIGNIN, SESSION_DURATION_MINUTES } from '@/features/auth/constants'
import { oauthErrorKey, signinErrorKey } from '@/features/auth/errors'
import { LOGIN_EVENTS, trackEvent } from '@/features/auth/events'
import { safeReturnTo, sameOriginTarget } from '@/features/auth/return-to'
import { setSignedIn } from '@/features/auth/session-store'
import { signinHref } from '@/lib/signin-href'
import styles from './Auth.module.css'

export type LandingState =
  | { status: 'working' }
  | { status: 'success' }
  | { status: 'failed'; errorKey: string }
  | { status: 'noToken' }

type Outcome = { ok: true; method: string } | { ok: false; state: LandingState }

// One attempt per page load: a token works once, and React may run effects twice.
let attempt: Promise<Outcome> | null = null

async function authenticate(config: SigninClientConfig): Promise<Outcome> {
  const url = new URL(window.location.href)
  const error = url.searchParams.get('error')
  if (error) return { ok: false, state: { status: 'failed', errorKey: oauthErrorKey(error) } }
  const tokenType = url.searchParams.get('stytch_token_type')
  try {
    const client = await loadSigninClient(config)
    const result = await client.authenticateByUrl({
      session_duration_minutes: SESSION_DURATION_MINUTES,
    })
    if (!result) {
      // Reloaded after the token was used: fine if the session is there.
      return client.session.getSync()
        ? { ok: true, method: 'existing_session' }
        : { ok: false, state: { status: 'noToken' } }
    }
    if (!result.handled) {
      return { ok: false, state: { status: 'failed', errorKey: 'fallback.authenticateToken' } }
    }
    const data = result.data as { provider_type?: string } | undefined
    const method =
      result.tokenType === 'oauth'
        ? (data?.provider_type ?? 'oauth').toLowerCase()
        : 'email_magic_link'
    return { ok: true, method }
  } catch (error) {
    const call = tokenType === 'oauth' ? 'authenticate' : 'authenticateToken'
    return { ok: false, state: { status: 'failed', errorKey: signinErrorKey(error, call) } }
  }
}

/**
 * The landing route of emailed links and OAuth (spec §2, §4): authenticates the token with the
 * official client, reports "login complete", and returns the visitor to the page they were on
 * (only a path on this site).
 */
export function AuthenticateLanding({
  locale,
  config,
  initialState,
  navigate = (url: string) => window.location.replace(url),
}: {
  locale: Locale
  config: SigninClientConfig
  /** Stories and tests: show a state without authenticating. */
  initialState?: LandingState
  /** Tests: where "go back" leads instead of a real navigation. */
  navigate?: (url: string) => void
}) {
  const { t } = useTranslation('auth')
  const [state, setState] = useState<LandingState>(initialState ?? { status: 'working' })
  const [returnTo, setReturnTo] = useState(localePath(locale, DEFAULT_AFTER_SIGNIN))
  const headingRef = useRef<HTMLHeadingElement>(null)
  // `navigate` is a default or a test double: not a reason to authenticate again.
  const leave = useEffectEvent((url: string) => navigate(url))

  useEffect(() => {
    if (initialState) return
    // The stored return path came through an email or a provider: checked again here, after
    // normalisation, and once more by the browser's own parser against this page's origin.
    const fallback = localePath(locale, DEFAULT_AFTER_SIGNIN)
    const target = sameOriginTarget(
      safeReturnTo(new URL(window.location.href).searchParams.get('returnTo'), fallback),
      window.location.href,
      fallback,
    )
    attempt ??= authenticate(config)
    let active = true
    void attempt.then((outcome) => {
      if (!active) return
      if (!outcome.ok) {
        // Only the failed states offer "try again", with the same return path.
        setReturnTo(target)
        setState(outcome.state)
        return
      }
      trackEvent(LOGIN_EVENTS.complete, { method: outcome.method })
      setSignedIn(true)
      setState({ status: 'success' })
      // A full load, so the page renders on the server with the new session.
      leave(target)
    })
    return () => {
      active = false
    }
  }, [config, locale, initialState])

  useEffect(() => {
    if (state.status === 'failed' || state.status === 'noToken') headingRef.current?.focus()
  }, [state.status])

  if (state.status === 'working' || state.status === 'success') {
    return (
      <section className={styles.landing} aria-busy={state.status === 'working'}>
        <h1>{t('authenticate.title')}</h1>
        <p role="status">
          {state.status === 'working' ? t('authenticate.working') : t('authenticate.success')}
        </p>
      </section>
    )
  }
  return (
    <section className={styles.landing}>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('authenticate.failedTitle')}
      </h1>
      <p role="alert" className={styles.error}>
        {state.status === 'noToken' ? t('authenticate.noToken') : t(state.errorKey)}
      </p>
      <div className={styles.landingActions}>
        <Link className="btn" href={signinHref(locale, returnTo)} prefetch={false}>
          {t('authenticate.tryAgain')}
        </Link>
        <Link className="btn btn-secondary" href={localePath(locale, '/')} prefetch={false}>
          {t('authenticate.home')}
        </Link>
      </div>
    </section>
  )
}

/** Tests only: forget the attempt of this page load. */
export function resetAuthenticateAttempt(): void {
  attempt = null
}
