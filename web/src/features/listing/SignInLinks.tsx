'use client'

import type { MouseEvent } from 'react'
import type { Locale } from '@/i18n/settings'
import type { LoginTab } from '@/features/auth'
import { openLoginModal, signinHref } from '@/features/auth'
import styles from './Equipment.module.css'

/**
 * "Sign up or log in" for the locked inspection report: opens the login modal on the chosen tab
 * and comes back here afterwards; a plain link to /signin without JavaScript (or on a modified
 * click, which opens it elsewhere).
 */
export function SignInLinks({
  locale,
  returnTo,
  signUp,
  logIn,
}: {
  locale: Locale
  returnTo: string
  signUp: string
  logIn: string
}) {
  const open = (tab: LoginTab) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return
    e.preventDefault()
    openLoginModal({ tab, returnTo, reason: 'inspection', source: 'inspection-report' }, locale)
  }
  return (
    <p className={styles.signin}>
      <a className="btn" href={signinHref(locale, returnTo, 'signup')} onClick={open('signup')}>
        {signUp}
      </a>
      <a
        className="btn btn-secondary"
        href={signinHref(locale, returnTo, 'login')}
        onClick={open('login')}
      >
        {logIn}
      </a>
    </p>
  )
}
