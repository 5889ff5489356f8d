import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/settings'

/** English lives at unprefixed paths, Spanish under /es (spec §2, issue 3). */
export function localePath(locale: Locale, path: string): string {
  const p = path.startsWith('/') ? path : `/${path}`
  if (locale === DEFAULT_LOCALE) return p
  if (p === '/') return `/${locale}`
  if (p.startsWith('/?')) return `/${locale}${p.slice(1)}`
  return `/${locale}${p}`
}

/** Split a public URL path into its locale and the locale-free path. */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const m = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname)
  if (m && isLocale(m[1])) return { locale: m[1], path: m[2] || '/', prefixed: true }
  return { locale: DEFAULT_LOCALE, path: pathname || '/', prefixed: false }
}

/** Public path of the same page in another locale (keeps the query string). */
export function switchLocalePath(pathWithQuery: string, target: Locale): string {
  const [pathname, ...rest] = pathWithQuery.split('?')
  const query = rest.length ? `?${rest.join('?')}` : ''
  const { path } = splitLocale(pathname)
  return `${localePath(target, path)}${query}`
}

/**
 * The query parameter of the language switcher's links: the proxy stores its value as the
 * visitor's choice (NEXT_LOCALE) and redirects to the page without it (issue 37, defect 5).
 */
export const LANGUAGE_CHOICE_PARAM = 'lang'

/**
 * A lot's live update stream on the web (app/api/auction-lots/[id]/events proxies the api's
 * subscription): the lot page and the staff's live bid log both listen to it.
 */
export const lotEventsPath = (lotId: string) =>
  `/api/auction-lots/${encodeURIComponent(lotId)}/events`
