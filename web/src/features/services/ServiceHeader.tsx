import type { ReactNode } from 'react'
import { Breadcrumbs } from '@/features/landing'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import styles from './Services.module.css'

export type ServicePageKey = 'finance' | 'sell' | 'valuations' | 'inspect'

/** Breadcrumbs (Home › Services › page), the page's h1 and its lead. */
export function ServiceHeader({
  locale,
  page,
  title,
  lead,
  children,
}: {
  locale: Locale
  /** Absent on the services index. */
  page?: ServicePageKey
  title: string
  lead: string
  children?: ReactNode
}) {
  const t = getT(locale, 'services')
  const crumbs = page
    ? [
        { label: t('crumbs.home'), path: '/' },
        { label: t('crumbs.services'), path: '/services' },
        { label: t(`crumbs.${page}`) },
      ]
    : [{ label: t('crumbs.home'), path: '/' }, { label: t('crumbs.services') }]
  return (
    <>
      <Breadcrumbs locale={locale} crumbs={crumbs} />
      <header className={`container ${styles.hero}`}>
        <h1>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {children}
      </header>
    </>
  )
}
