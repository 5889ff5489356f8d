'use client'

import type { MouseEvent, ReactNode } from 'react'
import type { Locale } from '@/i18n/settings'
import type { LoginReason, LoginTab } from '@/features/auth/constants'
import { openLoginModal } from '@/features/auth/login-modal-store'
import { signinHref } from '@/lib/signin-href'
import { currentReturnTo } from '@/features/auth/return-to'

export interface SignInLinkProps {
  locale: Locale
  /** The page to come back to after signing in (a path on this site), e.g. the equipment page. */
  returnTo?: string
  /**
   * Come back to the page as it is when clicked (its query as the visitor changed it since it was
   * served, e.g. the finance calculator's price and ZIP), at this fragment ("#prequalify");
   * `returnTo` is still the link's address without JavaScript.
   */
  returnHereAt?: string
  tab?: LoginTab
  reason?: LoginReason
  /** For analytics: what asked for sign-in, e.g. "inspection-report". */
  source?: string
  className?: string
  children: ReactNode
}

/**
 * "Sign up or log in": opens the login modal; a plain link to /signin?returnTo=… without
 * JavaScript or when opened in a new tab.
 */
export function SignInLink({
  locale,
  returnTo,
  returnHereAt,
  tab,
  reason,
  source,
  className,
  children,
}: SignInLinkProps) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) {
      return
    }
    e.preventDefault()
    const back =
      returnHereAt !== undefined ? `${currentReturnTo(window.location)}${returnHereAt}` : returnTo
    openLoginModal({ returnTo: back, tab, reason, source }, locale)
  }
  return (
    <a className={className} href={signinHref(locale, returnTo, tab, reason)} onClick={onClick}>
      {children}
    </a>
  )
}
