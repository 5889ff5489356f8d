'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, type Locale } from '@/i18n/settings'
import { splitLocale } from '@/lib/paths'
import styles from './Header.module.css'

/**
 * Links to the same page in the other language. /en/... tells the server to remember English
 * and redirect to the unprefixed URL; /es/... is the Spanish page itself. Plain links, so the
 * switch works without JavaScript and keeps the page and its query.
 */
export function switchHref(pathname: string, search: string, target: Locale): string {
  const { path } = splitLocale(pathname)
  return `/${target}${path === '/' ? '' : path}${search ? `?${search}` : ''}`
}

export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const { t } = useTranslation('common')
  const pathname = usePathname() ?? '/'
  const search = useSearchParams()?.toString() ?? ''
  const target: Locale = locale === 'en' ? 'es' : 'en'
  return (
    <a
      className={styles.lang}
      href={switchHref(pathname, search, target)}
      hrefLang={target}
      // Names the visible text at every width (the language, or only its code on a phone), so
      // voice control users can say what they see (WCAG 2.5.3). The name is in the page's
      // language; only the language's own name is marked as the other language. The globe is
      // the link's CSS (`.lang::before`).
      aria-label={t('language.switchTo', {
        language: LANGUAGES[target].name,
        code: target.toUpperCase(),
      })}
    >
      <span className={styles.langLong} lang={target}>
        {LANGUAGES[target].name}
      </span>
      <span className={styles.langShort} aria-hidden="true">
        {target.toUpperCase()}
      </span>
    </a>
  )
}
