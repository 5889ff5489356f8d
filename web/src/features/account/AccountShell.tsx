import Link from 'next/link'
import type { ReactNode } from 'react'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'
import styles from './Account.module.css'

export type AccountSection =
  'overview' | 'favorites' | 'valueTracker' | 'marketIntelligence' | 'settings'

/** The signed-in account routes of spec §2, in navigation order. */
export const ACCOUNT_SECTIONS: Array<{ key: AccountSection; path: string }> = [
  { key: 'overview', path: '/account' },
  { key: 'favorites', path: '/account/favorites' },
  { key: 'valueTracker', path: '/account/value-tracker' },
  { key: 'marketIntelligence', path: '/account/market-intelligence' },
  { key: 'settings', path: '/account/settings' },
]

/** Every account page: the section navigation, the page title, and its content. */
export function AccountShell({
  locale,
  active,
  title,
  lead,
  actions,
  children,
}: {
  locale: Locale
  active: AccountSection
  title: string
  lead?: string
  /** Buttons beside the title (download, add). */
  actions?: ReactNode
  children: ReactNode
}) {
  const t = getT(locale, 'account')
  return (
    <div className={`container ${styles.shell}`}>
      <nav className={styles.nav} aria-label={t('nav.label')}>
        <ul>
          {ACCOUNT_SECTIONS.map((s) => (
            <li key={s.key}>
              <Link
                href={localePath(locale, s.path)}
                aria-current={s.key === active ? 'page' : undefined}
                prefetch={false}
              >
                {t(`nav.${s.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <div className={styles.head}>
          <div>
            <h1 className={styles.title}>{title}</h1>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        {children}
      </div>
    </div>
  )
}
