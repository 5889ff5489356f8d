'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showToast } from '@/lib/toast-store'
import { useDisclosureMenu } from '@/components/ui/use-disclosure-menu'
import type { Locale } from '@/i18n/settings'
import { localePath, splitLocale } from '@/lib/paths'
import { loadSigninClient, type SigninClientConfig } from '@/features/auth/client'
import { signinErrorKey } from '@/features/auth/errors'
import { setSignedIn } from '@/features/auth/session-store'
import { ACCOUNT_LINKS } from './account-links'
import styles from './LoginEntry.module.css'

/**
 * The login menu of a signed-in visitor (spec §2): the account pages and sign out. A <details>
 * disclosure, so the links work without JavaScript; sign out revokes the session.
 */
export function LoginMenu({
  locale,
  config,
  email,
}: {
  locale: Locale
  config: SigninClientConfig
  email: string | null
}) {
  const { t } = useTranslation('auth')
  const { ref, onKeyDown } = useDisclosureMenu()
  const router = useRouter()
  const [signingOut, setSigningOut] = useState(false)

  const signOut = async () => {
    setSigningOut(true)
    try {
      const client = await loadSigninClient(config)
      await client.session.revoke()
      setSignedIn(false)
      if (ref.current) ref.current.open = false
      // Account pages are for signed-in visitors only: leave them for the home page.
      const { path } = splitLocale(window.location.pathname)
      if (path === '/account' || path.startsWith('/account/')) {
        router.replace(localePath(locale, '/'))
      }
      router.refresh()
    } catch (error) {
      showToast({ tone: 'error', message: t(signinErrorKey(error, 'revoke')) })
    } finally {
      setSigningOut(false)
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape pressed on the summary or a link inside bubbles here and closes the menu
    <details ref={ref} className={styles.menu} onKeyDown={onKeyDown}>
      <summary className={styles.menuButton} aria-label={t('entry.menuLabel')}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        <span className={styles.menuText}>{t('entry.account')}</span>
      </summary>
      <div className={styles.menuPanel}>
        {email ? <p className={styles.signedInAs}>{t('menu.signedInAs', { email })}</p> : null}
        <ul className={styles.menuList}>
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={localePath(locale, link.href)} prefetch={false}>
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={styles.signOut}
          onClick={() => void signOut()}
          disabled={signingOut}
          aria-busy={signingOut}
        >
          {signingOut ? t('menu.signingOut') : t('menu.signOut')}
        </button>
      </div>
    </details>
  )
}
