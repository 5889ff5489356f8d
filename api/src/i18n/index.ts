import { createInstance, type TFunction } from 'i18next'
import { BRAND } from '../lib/brand'
import type { Locale } from '../lib/locale'
import enMail from './en/mail.json'
import enValidation from './en/validation.json'
import esMail from './es/mail.json'
import esValidation from './es/validation.json'

/**
 * The api's words, in one place (decision 023): `api/src/i18n/<locale>/<namespace>.json`, read
 * by one i18next instance. Code names a key (`validation:form.rateLimited`) and the caller's
 * locale; the text lives only in the JSON files. A leaf module: it imports only the locale type
 * and the brand, whose name every text may use as `{{brand}}`.
 */
export const resources = {
  en: { validation: enValidation, mail: enMail },
  es: { validation: esValidation, mail: esMail },
} as const

export type Namespace = keyof (typeof resources)['en']
export const NAMESPACES = Object.keys(resources.en) as Namespace[]

/** A key with its namespace: `validation:form.idempotencyConflict`. */
export type MessageKey = `${Namespace}:${string}`
export type MessageVars = Record<string, string | number>

const i18n = createInstance()
void i18n.init({
  resources,
  lng: 'en',
  fallbackLng: false,
  ns: NAMESPACES,
  defaultNS: false,
  // Pages and mail escape what they render; the catalogue holds plain text.
  interpolation: { escapeValue: false, defaultVariables: { brand: BRAND.name } },
  initAsync: false,
  returnNull: false,
  returnEmptyString: false,
})

const fixed = new Map<Locale, TFunction>()

/** A translator bound to one locale (mail templates, pages). */
export function getFixedT(locale: Locale): TFunction {
  let f = fixed.get(locale)
  if (!f) {
    f = i18n.getFixedT(locale)
    fixed.set(locale, f)
  }
  return f
}

/** The text for `key` in `locale`, placeholders filled from `vars`. */
export function t(locale: Locale, key: MessageKey, vars?: MessageVars): string {
  return getFixedT(locale)(key, vars ?? {}) as string
}

/** Whether the catalogue holds `key` (`ns:path`). */
export function hasMessage(key: string): key is MessageKey {
  return i18n.exists(key, { lng: 'en' })
}
