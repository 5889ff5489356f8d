/** Locales, their URL prefixes and the cookie that remembers the visitor's choice (spec §2, §3). */
export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
export const LOCALE_COOKIE = 'NEXT_LOCALE'

/** Spec §3 Language: code, backendCode, name (in its own language). */
export const LANGUAGES: Record<
  Locale,
  { code: Locale; backendCode: string; bcp47: string; name: string }
> = {
  en: { code: 'en', backendCode: 'en_US', bcp47: 'en-US', name: 'English' },
  es: { code: 'es', backendCode: 'es_MX', bcp47: 'es-MX', name: 'Español' },
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
  'partner',
  'mailing',
  'pages',
] as const
export type Namespace = (typeof NAMESPACES)[number]

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'es'
}

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
