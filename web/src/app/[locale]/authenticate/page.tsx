import type { Metadata } from 'next'
import { AuthenticateLanding } from '@/features/auth/AuthenticateLanding'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import { getT } from '@/i18n/server'
import { isLocale } from '@/i18n/settings'
import { requestAnalyticsMeta } from '@/lib/request-path'
import { signinClientConfig } from '@/features/auth/server-config'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return {
    title: getT(locale, 'auth')('authenticate.title'),
    robots: { index: false, follow: false },
    // The address carries a one-time token: never send it to other sites.
    referrer: 'no-referrer',
    other: await requestAnalyticsMeta({ category: 'App', name: 'Sign In' }),
  }
}

/** Where emailed sign-in links and Google/Apple send the visitor back (spec §2). */
export default async function AuthenticatePage({ params }: Props) {
  const locale = await localePage(params)
  return (
    <div className="container">
      {/* The layout ships the sign-in modal's texts; this page's own are added here. */}
      <ClientTranslations locale={locale} namespaces={[{ ns: 'auth', keys: ['authenticate'] }]}>
        <AuthenticateLanding locale={locale} config={await signinClientConfig()} />
      </ClientTranslations>
    </div>
  )
}
