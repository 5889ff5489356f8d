import type { ReactNode } from 'react'
import { I18nProvider } from './I18nProvider'
import { picksId, pickResources, type KeyPicks } from './resources'
import type { Locale, Namespace } from './settings'

/**
 * Server wrapper: gives the client components below it the namespaces they use, and only those
 * (translations travel in the page payload).
 */
export function ClientTranslations({
  locale,
  namespaces,
  keys,
  children,
}: {
  locale: Locale
  namespaces: Namespace[]
  /** Only these entries of a namespace (dotted paths), when the tree uses a few of many. */
  keys?: KeyPicks
  children: ReactNode
}) {
  return (
    <I18nProvider
      locale={locale}
      resources={pickResources(locale, namespaces, keys)}
      variant={keys ? picksId(keys) : undefined}
    >
      {children}
    </I18nProvider>
  )
}
