import type { ReactNode } from 'react'
import { I18nProvider } from './I18nProvider'
import { pickResources } from './resources'
import type { Locale, Namespace } from './settings'

/**
 * Server wrapper: gives the client components below it the namespaces they use, and only those
 * (translations travel in the page payload).
 */
export function ClientTranslations({
  locale,
  namespaces,
  children,
}: {
  locale: Locale
  namespaces: Namespace[]
  children: ReactNode
}) {
  return (
    <I18nProvider locale={locale} resources={pickResources(locale, namespaces)}>
      {children}
    </I18nProvider>
  )
}
