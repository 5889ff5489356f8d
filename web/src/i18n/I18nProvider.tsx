'use client'

import type { i18n, Resource } from 'i18next'
import { useContext, useState, type ReactNode } from 'react'
import { I18nContext, I18nextProvider } from 'react-i18next'
import { createI18n } from './create-i18n'
import type { Locale } from './settings'

/**
 * Instances by locale and namespaces: translations are static, so the server renders every
 * request with the same instance instead of initialising i18next again (it showed in profiles).
 */
const instances = new Map<string, i18n>()
/** Which subset of its namespaces' keys an instance holds ('' for whole namespaces). */
const variants = new WeakMap<i18n, string>()

function instanceFor(locale: Locale, resources: Resource, variant: string): i18n {
  const namespaces = Object.keys(resources[locale] ?? {})
  // A page that ships only some keys of a namespace gets its own instance: another page with the
  // same namespaces must never render with that subset.
  const key = `${locale}:${[...namespaces].sort().join(',')}${variant ? `#${variant}` : ''}`
  let instance = instances.get(key)
  if (!instance) {
    instance = createI18n(locale, resources, namespaces)
    instances.set(key, instance)
    variants.set(instance, variant)
  }
  return instance
}

/**
 * Gives client components `useTranslation`. The server passes only the namespaces the
 * interactive parts need, so the page does not ship every translation.
 */
export function I18nProvider({
  locale,
  resources,
  variant = '',
  children,
}: {
  locale: Locale
  resources: Resource
  /** Set when `resources` holds only some keys of a namespace: names that subset. */
  variant?: string
  children: ReactNode
}) {
  // A nested provider adds its namespaces to those of the one above (the layout's), so a page
  // ships only its own extra translations and its subtree still sees the shared ones.
  const parent = useContext(I18nContext)?.i18n
  const [instance] = useState(() => {
    const inherited = parent?.language === locale ? parent.store?.data?.[locale] : undefined
    const from = inherited && parent ? (variants.get(parent) ?? '') : ''
    return instanceFor(
      locale,
      inherited ? { [locale]: { ...inherited, ...resources[locale] } } : resources,
      [from, variant].filter(Boolean).join('+'),
    )
  })
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>
}
