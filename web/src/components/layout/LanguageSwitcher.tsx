'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, type Locale } from '@/i18n/settings'
import { LANGUAGE_CHOICE_PARAM, localePath, splitLocale } from '@/lib/paths'
import styles from './Header.module.css'

/**
 * Links to the same page in the other language, marked with `lang=`: the proxy stores that as
 * the visitor's choice (NEXT_LOCALE) and redirects to the page without the marker, so opening a
 * page never changes the choice, only this link does (issue 37, defect 5). Plain links, so the
 * switch works without JavaScript and keeps the page and its query.
 */
export function switchHref(pathname: string, search: string, target: Locale): string {
  const { path } = splitLocale(pathname)
  const query = new URLSearchParams(search)
  query.set(LANGUAGE_CHOICE_PARAM, target)
  return `${localePath(target, path)}?${query.toString()}`
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
