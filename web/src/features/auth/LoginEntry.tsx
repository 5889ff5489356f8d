'use client'

import { useReducer, useSyncExternalStore, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '@/i18n/settings'
import type { SigninClientConfig } from '@/features/auth/client'
import { openLoginModal } from '@/features/auth/login-modal-store'
import { signinHref } from '@/lib/signin-href'
import { currentReturnTo } from '@/features/auth/return-to'
import { useSignedIn } from '@/features/auth/session-store'
import styles from './LoginEntry.module.css'
import { LoginMenu } from './LoginMenu'
import { LoginModalHost } from './LoginModalHost'
import { useSessionSync } from './use-session-sync'

/** Back and forward change the page without a new render of the header. */
function subscribeToHistory(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
}

export interface LoginEntryProps {
  locale: Locale
  config: SigninClientConfig
  /** The server saw a session cookie (so the first paint matches). */
  signedIn: boolean
}

/**
 * The header's sign-in entry: "Sign in" opens the login modal (a link to /signin without
 * JavaScript); signed in, the login menu. Hosts the modal for the whole page.
 */
export function LoginEntry({ locale, config, signedIn: serverSignedIn }: LoginEntryProps) {
  const { t } = useTranslation('auth')
  const signedIn = useSignedIn(serverSignedIn)
  const email = useSessionSync(config, signedIn)
  // The server does not know the page's query: its link has no return path, the browser's has.
  const returnTo = useSyncExternalStore(
    subscribeToHistory,
    () => currentReturnTo(window.location),
    () => undefined,
  )
  // Client navigations change the page without an event: read it again before it is followed.
  const [, recheck] = useReducer((n: number) => n + 1, 0)
  const href = signinHref(locale, returnTo)

  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    openLoginModal({ source: 'header' }, locale)
  }

  return (
    <>
      {signedIn ? (
        <LoginMenu locale={locale} config={config} email={email} />
      ) : (
        <a
          className={`btn ${styles.signIn}`}
          href={href}
          onClick={onClick}
          onFocus={recheck}
          onMouseEnter={recheck}
        >
          {t('entry.signIn')}
        </a>
      )}
      <LoginModalHost locale={locale} config={config} />
    </>
  )
}
