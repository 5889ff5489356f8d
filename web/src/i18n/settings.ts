import {
  DEFAULT_LOCALE,
  isLocale,
  localeCode,
  localeTag,
  type Locale,
} from '@ironyard/contract/locale'

/** Locales and their URL prefixes (the contract's, spec §2, §3). */
export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@ironyard/contract/locale'
/** The cookie that remembers the visitor's choice of language. */
export const LOCALE_COOKIE = 'NEXT_LOCALE'

/** Spec §3 Language: code, backendCode, name (in its own language). */
export const LANGUAGES: Record<
  Locale,
  { code: Locale; backendCode: string; bcp47: string; name: string }
> = {
  en: { code: 'en', backendCode: localeCode('en'), bcp47: localeTag('en'), name: 'English' },
  es: { code: 'es', backendCode: localeCode('es'), bcp47: localeTag('es'), name: 'Español' },
}

/** Spec §8: the text shown for a translation key that does not exist. */
export const MISSING_KEY_TEXT: Record<Locale, string> = { en: 'Missing key', es: 'Falta clave' }

export const NAMESPACES = [
  'common',
  'home',
  'search',
  'landing',
  'listing',
  'errors',
  'alerts',
  'equipment',
  'forms',
  'validation',
  'dev',
  'auth',
  'account',
  'company',
  'resources',
  'services',
  'blog',
  'admin',
  'admin-catalog',
  'admin-inspection',
  'admin-media',
  'admin-auctions',
  'auctions',
  'partner',
  'mailing',
  'pages',
  'insights',
  'compare',
] as const
export type Namespace = (typeof NAMESPACES)[number]

/** The locale a request asks for in its Accept-Language header, by quality; English otherwise. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, index }
    })
    .filter((e) => e.lang && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const e of ranked) if (isLocale(e.lang)) return e.lang
  return DEFAULT_LOCALE
}
