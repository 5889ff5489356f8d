'use client'

import type { i18n, Resource, ResourceLanguage } from 'i18next'
import { useContext, useState, type ReactNode } from 'react'
import { I18nContext, I18nextProvider } from 'react-i18next'
import { createI18n } from './create-i18n'
import type { Locale } from './settings'

/**
 * Instances by locale and what they hold: translations are static, so the server renders every
 * request with the same instance instead of initialising i18next again (it showed in profiles).
 */
const instances = new Map<string, i18n>()
/** The cache key of each instance, so a nested provider's key names what it inherits too. */
const scopes = new WeakMap<i18n, string>()

function instanceFor(locale: Locale, resources: Resource, scope: string): i18n {
  const key = `${locale}:${scope}`
  let instance = instances.get(key)
  if (!instance) {
    instance = createI18n(locale, resources, Object.keys(resources[locale] ?? {}))
    instances.set(key, instance)
    scopes.set(instance, scope)
  }
  return instance
}

const isObject = (v: unknown): v is ResourceLanguage =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** `b` over `a`, group by group: a provider that picks some keys of a namespace adds to it. */
function merge(a: ResourceLanguage, b: ResourceLanguage): ResourceLanguage {
  const out: ResourceLanguage = { ...a }
  for (const [k, v] of Object.entries(b))
    out[k] = isObject(out[k]) && isObject(v) ? merge(out[k], v) : v
  return out
}

/**
 * Gives client components `useTranslation`. The server passes only the namespaces (or keys) the
 * interactive parts need, so the page does not ship every translation.
 */
export function I18nProvider({
  locale,
  resources,
  scope,
  children,
}: {
  locale: Locale
  resources: Resource
  /** Names what `resources` holds (ClientTranslations' pickScope); the namespaces otherwise. */
  scope?: string
  children: ReactNode
}) {
  // A nested provider adds its translations to those of the one above (the layout's), so a page
  // ships only its own extra translations and its subtree still sees the shared ones.
  const parent = useContext(I18nContext)?.i18n
  const [instance] = useState(() => {
    const own =
      scope ??
      Object.keys(resources[locale] ?? {})
        .sort()
        .join(',')
    const inherited = parent?.language === locale ? parent.store?.data?.[locale] : undefined
    if (!inherited) return instanceFor(locale, resources, own)
    return instanceFor(
      locale,
      { [locale]: merge(inherited, resources[locale] ?? {}) },
      `${scopes.get(parent!) ?? Object.keys(inherited).sort().join(',')}+${own}`,
    )
  })
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>
}
