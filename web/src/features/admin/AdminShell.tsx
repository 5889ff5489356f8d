import Link from 'next/link'
import type { ReactNode } from 'react'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'
import styles from './Admin.module.css'

const SECTIONS = [
  { key: 'dashboard', path: '/admin' },
  { key: 'equipment', path: '/admin/equipment' },
  { key: 'categories', path: '/admin/categories' },
  { key: 'makes', path: '/admin/makes' },
  { key: 'leads', path: '/admin/leads' },
  { key: 'sweepstakes', path: '/admin/sweepstakes' },
  { key: 'audit', path: '/admin/audit' },
] as const

export type AdminSection = (typeof SECTIONS)[number]['key']

/** The console's frame: its sections as a menu (the current one marked), then the page. */
export function AdminShell({
  locale,
  active,
  title,
  lead,
  children,
}: {
  locale: Locale
  active: AdminSection
  title: string
  lead?: string
  children: ReactNode
}) {
  const t = getT(locale, 'admin')
  return (
    <div className={`container ${styles.page}`}>
      <nav className={styles.nav} aria-label={t('nav.label')}>
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.key}>
              <Link
                href={localePath(locale, s.path)}
                prefetch={false}
                aria-current={s.key === active ? 'page' : undefined}
              >
                {t(`nav.${s.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h1>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  )
}
