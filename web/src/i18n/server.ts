import type { i18n, TFunction } from 'i18next'
import { createI18n } from './create-i18n'
import { RESOURCES } from './resources'
import { NAMESPACES, type Locale, type Namespace } from './settings'

const instances = new Map<Locale, i18n>()

/** The server-side i18next instance of a locale; resources are static, so one per process. */
export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale)
  if (!instance) {
    instance = createI18n(locale, { [locale]: RESOURCES[locale] }, [...NAMESPACES])
    instances.set(locale, instance)
  }
  return instance
}

/** A translation function bound to a locale and namespace, for server components. */
export function getT(locale: Locale, ns: Namespace = 'common'): TFunction {
  return getI18n(locale).getFixedT(locale, ns)
}
