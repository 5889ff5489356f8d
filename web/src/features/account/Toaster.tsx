'use client'

import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './Toaster.module.css'
import { dismissToast, TOAST_DURATION_MS, useToasts, type Toast } from './toast-store'

/**
 * Spec §9 toasts: bottom-centre, close after 5000 ms, close on click, and the countdown pauses
 * while the pointer is over a toast or the window has lost focus.
 */
export function Toaster() {
  const toasts = useToasts()
  const { t } = useTranslation('auth')
  const [windowFocused, setWindowFocused] = useState(true)
  useEffect(() => {
    const onBlur = () => setWindowFocused(false)
    const onFocus = () => setWindowFocused(true)
    window.addEventListener('blur', onBlur)
    window.addEventListener('focus', onFocus)
    return () => {
      window.removeEventListener('blur', onBlur)
      window.removeEventListener('focus', onFocus)
    }
  }, [])
  return (
    <div className={styles.region} role="region" aria-label={t('toast.region')}>
      <ol className={styles.list} aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem
            key={toast.id}
            toast={toast}
            paused={!windowFocused}
            closeLabel={t('toast.close')}
          />
        ))}
      </ol>
    </div>
  )
}

function ToastItem({
  toast,
  paused,
  closeLabel,
}: {
  toast: Toast
  paused: boolean
  closeLabel: string
}) {
  const [hovered, setHovered] = useState(false)
  const remaining = useRef(TOAST_DURATION_MS)
  const running = !paused && !hovered
  useEffect(() => {
    if (!running) return
    const started = Date.now()
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - started
    }
  }, [running, toast.id])
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- "close on click" (spec §9) is a pointer shortcut; keyboards use the close button inside, whose click bubbles here
    <li
      className={`${styles.toast} ${toast.tone === 'error' ? styles.error : ''}`}
      role={toast.tone === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onClick={() => dismissToast(toast.id)}
      data-paused={running ? undefined : 'true'}
    >
      <span className={styles.message}>{toast.message}</span>
      {toast.action ? (
        <button
          type="button"
          className={styles.action}
          onClick={(e) => {
            e.stopPropagation()
            dismissToast(toast.id)
            toast.action?.run()
          }}
        >
          {toast.action.label}
        </button>
      ) : null}
      <button type="button" className={styles.close} aria-label={closeLabel}>
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </li>
  )
}
