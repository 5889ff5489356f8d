import Link from 'next/link'
import type { ReactNode } from 'react'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'
import styles from './Console.module.css'
import type { Console } from './console'

const SECTIONS = [
  { key: 'dashboard', path: '/admin' },
  { key: 'equipment', path: '/admin/equipment' },
  { key: 'categories', path: '/admin/categories' },
  { key: 'makes', path: '/admin/makes' },
  { key: 'leads', path: '/admin/leads' },
  { key: 'auctions', path: '/admin/auctions' },
  { key: 'sweepstakes', path: '/admin/sweepstakes' },
  { key: 'partners', path: '/admin/partners' },
  { key: 'audit', path: '/admin/audit' },
] as const

/** The partner console's sections (issue 15): a member's own listings, leads, feed and keys. */
const PARTNER_SECTIONS = [
  { key: 'overview', path: '/partner' },
  { key: 'equipment', path: '/partner/equipment' },
  { key: 'leads', path: '/partner/leads' },
  { key: 'import', path: '/partner/import' },
  { key: 'apiKeys', path: '/partner/api-keys' },
] as const

export type AdminSection = (typeof SECTIONS)[number]['key']
export type PartnerSection = (typeof PARTNER_SECTIONS)[number]['key']

/**
 * The console's frame: its sections as a menu (the current one marked), then the page. The
 * partner console (`console="partner"`) has its own sections, named in the `partner` namespace.
 */
export function ConsoleShell({
  locale,
  console = 'admin',
  active,
  title,
  lead,
  children,
}: {
  locale: Locale
  console?: Console
  active: AdminSection | PartnerSection
  title: string
  lead?: string
  children: ReactNode
}) {
  const t = getT(locale, console === 'partner' ? 'partner' : 'admin')
  const sections = console === 'partner' ? PARTNER_SECTIONS : SECTIONS
  return (
    <div className={`container ${styles.page}`}>
      <nav className={styles.nav} aria-label={t('nav.label')}>
        <ul>
          {sections.map((s) => (
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
