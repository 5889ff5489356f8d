import { createInstance, type i18n, type Resource } from 'i18next'
import { LOCALES, MISSING_KEY_TEXT, type Locale } from './settings'

const isDevelopment = process.env.NODE_ENV === 'development'

/**
 * One i18next instance for a locale. No fallback language: a key missing in Spanish shows
 * "Falta clave" rather than English, so gaps are visible (spec §8); development also warns.
 */
export function createI18n(locale: Locale, resources: Resource, namespaces: string[]): i18n {
  const instance = createInstance()
  void instance.init({
    lng: locale,
    supportedLngs: [...LOCALES],
    fallbackLng: false,
    ns: namespaces,
    defaultNS: namespaces[0],
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: isDevelopment,
    missingKeyHandler: isDevelopment
      ? (_lngs, ns, key) => console.warn(`[i18n] missing key ${locale}:${ns}:${key}`)
      : false,
    parseMissingKeyHandler: () => MISSING_KEY_TEXT[locale],
  } as Parameters<i18n['init']>[0])
  return instance
}
