import type { ReactNode } from 'react'
import { I18nProvider } from './I18nProvider'
import { pickResources, pickScope, type TranslationPick } from './resources'
import type { Locale } from './settings'

/**
 * Server wrapper: gives the client components below it the namespaces they use, and only those,
 * or only the keys they use of one (translations travel in the page payload).
 */
export function ClientTranslations({
  locale,
  namespaces,
  children,
}: {
  locale: Locale
  namespaces: readonly TranslationPick[]
  children: ReactNode
}) {
  return (
    <I18nProvider
      locale={locale}
      resources={pickResources(locale, namespaces)}
      scope={pickScope(namespaces)}
    >
      {children}
    </I18nProvider>
  )
}
