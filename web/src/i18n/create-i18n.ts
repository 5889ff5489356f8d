import { createInstance, type i18n, type Resource } from 'i18next'
import { LOCALES, MISSING_KEY_TEXT, type Locale } from './settings'

const isDevelopment = process.env.NODE_ENV === 'development'

/**
 * One i18next instance for a locale. No fallback language: a key missing in Spanish shows
 * "Falta clave" rather than English, so gaps are visible (spec §8), unless the call names its
 * own default; development also warns.
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
    // A call that names its own default (t(key, { defaultValue })) gets it; any other gap shows
    // the missing-key text. i18next hands the default over only when the key is missing.
    parseMissingKeyHandler: (_key: string, defaultValue?: string) =>
      defaultValue ?? MISSING_KEY_TEXT[locale],
  } as Parameters<i18n['init']>[0])
  return instance
}
