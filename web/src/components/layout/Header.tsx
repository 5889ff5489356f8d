import Link from 'next/link'
import type { ReactNode } from 'react'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { BRAND } from '@ironyard/contract'
import { HEADER_ACTIONS, HEADER_LINKS, mobileMenuLinks, SIGN_IN } from '@/components/layout/nav'
import { localePath } from '@/lib/paths'
import styles from './Header.module.css'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu'
import { NavAnchor } from './NavAnchor'

/** Spec §2 header: press, company, resources, blog; sell, finance; sign-in; plus the menu. */
export function Header({
  locale,
  account,
}: {
  locale: Locale
  /** The sign-in entry or login menu (the layout passes it); a plain sign-in link otherwise. */
  account?: ReactNode
}) {
  const t = getT(locale, 'common')
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link
          href={localePath(locale, '/')}
          className={styles.logo}
          aria-label={t('nav.homeLabel', { brand: BRAND.name })}
          prefetch={false}
        >
          <Logo />
        </Link>
        <Link href={localePath(locale, '/equipment')} className={styles.buy} prefetch={false}>
          {t('nav.buyEquipment')}
        </Link>
        {/* Links straight in their nav, no list markup (issue 18: the header is on every page). */}
        <nav className={styles.primary} aria-label={t('nav.primaryLabel')}>
          {HEADER_LINKS.map((link) => (
            <NavAnchor key={link.key} link={link} locale={locale}>
              {t(link.key)}
            </NavAnchor>
          ))}
        </nav>
        <div className={styles.actions}>
          {HEADER_ACTIONS.map((link) => (
            <NavAnchor key={link.key} link={link} locale={locale} className={styles.action}>
              {t(link.key)}
            </NavAnchor>
          ))}
          <LanguageSwitcher locale={locale} />
          {account ?? (
            <NavAnchor link={SIGN_IN} locale={locale} className={`btn ${styles.signIn}`}>
              {t(SIGN_IN.key)}
            </NavAnchor>
          )}
          <MobileMenu label={t('nav.menu')}>
            <nav className={styles.mobileList} aria-label={t('nav.mobileLabel')}>
              {mobileMenuLinks().map((link) => (
                <NavAnchor key={link.key} link={link} locale={locale}>
                  {t(link.key)}
                </NavAnchor>
              ))}
            </nav>
          </MobileMenu>
        </div>
      </div>
    </header>
  )
}
