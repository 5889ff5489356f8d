'use client'

import { useCallback, useEffect, useId, useRef } from 'react'
import type { i18n as I18n } from 'i18next'
import { useTranslation } from 'react-i18next'
import enAuth from '@/i18n/locales/en/auth.json'
import esAuth from '@/i18n/locales/es/auth.json'
import type { Locale } from '@/i18n/settings'
import type { SigninClientConfig } from '@/features/auth/client'
import { LOGIN_EVENTS, trackEvent } from '@/features/auth/events'
import type { LoginModalState } from '@/features/auth/login-modal-store'
import styles from './Auth.module.css'
import { LoginPanel, type LoginPhase, type LoginPanelState } from './LoginPanel'

/**
 * The modal's own texts (`auth` → `modal`, and the sign-in errors its panel can show) come with
 * its code, which downloads on first open, instead of in every page's payload with the shell's
 * translations (issue 18: 2 KB a page). The signin page gives them to its panel itself.
 */
const MODAL_TEXTS: Record<Locale, Pick<typeof enAuth, 'modal' | 'errors' | 'fallback'>> = {
  en: { modal: enAuth.modal, errors: enAuth.errors, fallback: enAuth.fallback },
  es: { modal: esAuth.modal, errors: esAuth.errors, fallback: esAuth.fallback },
}

/** Adds the modal's texts to the translations it renders with, once. */
export function addModalTexts(i18n: I18n, locale: Locale): void {
  if (!i18n.exists('modal.title.login', { ns: 'auth', lng: locale }))
    i18n.addResourceBundle(locale, 'auth', MODAL_TEXTS[locale], true, false)
}

export interface LoginModalProps {
  locale: Locale
  config: SigninClientConfig
  open: boolean
  request: LoginModalState['request']
  onClose: () => void
  /** Stories and tests: start the panel in a given state. */
  initialState?: LoginPanelState
}

/**
 * The login modal (spec §4): a native <dialog> (focus stays inside, Escape closes), visible or
 * hidden, reporting viewed, login start (from the panel) and closed.
 */
export function LoginModal({
  locale,
  config,
  open,
  request,
  onClose,
  initialState,
}: LoginModalProps) {
  const { t, i18n } = useTranslation('auth')
  addModalTexts(i18n, locale)
  const ref = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  const last = useRef<{ phase: LoginPhase; tab: string }>({ phase: 'idle', tab: request.tab })

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      // jsdom and old browsers lack showModal; open as a plain dialog there.
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
      trackEvent(LOGIN_EVENTS.viewed, {
        tab: request.tab,
        source: request.source ?? null,
        reason: request.reason ?? null,
      })
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close()
      else dialog.removeAttribute('open')
    }
  }, [open, request])

  const remember = useCallback((state: { phase: LoginPhase; tab: string }) => {
    last.current = state
  }, [])

  const close = () => {
    trackEvent(LOGIN_EVENTS.closed, { tab: last.current.tab, state: last.current.phase })
    onClose()
  }

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop is a pointer shortcut; keyboards close with Escape (onCancel) or the close button
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={headingId}
      onCancel={(e) => {
        e.preventDefault()
        close()
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (e.target === e.currentTarget) close()
      }}
    >
      <div className={styles.dialogBox}>
        <button
          type="button"
          className={styles.close}
          aria-label={t('modal.close')}
          onClick={close}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M2 2l12 12M14 2L2 14" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <LoginPanel
          locale={locale}
          config={config}
          returnTo={request.returnTo}
          initialTab={request.tab}
          reason={request.reason}
          source={request.source}
          pendingFavorite={request.pendingFavorite}
          headingId={headingId}
          initialState={initialState}
          onStateChange={remember}
        />
      </div>
    </dialog>
  )
}
