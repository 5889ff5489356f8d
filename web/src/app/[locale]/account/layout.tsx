import type { ReactNode } from 'react'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import { isLocale } from '@/i18n/settings'

/** Account pages: their interactive parts need the `account` texts (and the hearts, `auth`). */
export default async function AccountLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const { locale } = await params
  if (!isLocale(locale)) return children
  return (
    <ClientTranslations locale={locale} namespaces={['common', 'errors', 'auth', 'account']}>
      {children}
    </ClientTranslations>
  )
}
