'use client'

import { useSyncExternalStore } from 'react'
import type { Locale } from '@/i18n/settings'
import { DEFAULT_TAB, type LoginReason, type LoginTab } from './constants'
import { currentReturnTo, safeReturnTo } from './return-to'
import { signinHref } from '@/lib/signin-href'

export interface LoginModalRequest {
  tab?: LoginTab
  /** Page to come back to after signing in; defaults to the current page. */
  returnTo?: string
  reason?: LoginReason
  /** What opened it (analytics), e.g. "header", "favorite", "inspection-report". */
  source?: string
  /** Favorite this listing once signed in. */
  pendingFavorite?: number
}

export interface LoginModalState {
  open: boolean
  request: LoginModalRequest & { tab: LoginTab; returnTo: string }
  /** Increments on every open, so the modal starts fresh each time. */
  openCount: number
}

let state: LoginModalState = {
  open: false,
  request: { tab: DEFAULT_TAB, returnTo: '/' },
  openCount: 0,
}
const listeners = new Set<() => void>()
let hosts = 0

function set(next: LoginModalState): void {
  state = next
  for (const l of listeners) l()
}

/**
 * Opens the login modal (spec §4). Without a modal host on the page (it lives in the header),
 * goes to the /signin page instead.
 */
export function openLoginModal(request: LoginModalRequest = {}, locale: Locale = 'en'): void {
  const here = typeof window === 'undefined' ? '/' : currentReturnTo(window.location)
  const returnTo = safeReturnTo(request.returnTo ?? here, here)
  if (hosts === 0) {
    if (typeof window !== 'undefined') {
      window.location.assign(signinHref(locale, returnTo, request.tab, request.reason))
    }
    return
  }
  set({
    open: true,
    request: { ...request, tab: request.tab ?? DEFAULT_TAB, returnTo },
    openCount: state.openCount + 1,
  })
}

export function closeLoginModal(): void {
  if (state.open) set({ ...state, open: false })
}

export function useLoginModal(): LoginModalState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => state,
    () => state,
  )
}

/** The header's modal host registers itself, so openLoginModal knows a modal can open. */
export function registerLoginModalHost(): () => void {
  hosts++
  return () => {
    hosts--
  }
}
