import type { Metadata, Viewport } from 'next'
import { preconnect } from 'react-dom'
import type { ReactNode } from 'react'
import { Toaster } from '@/features/account/Toaster'
import { Analytics } from '@/features/analytics/Analytics'
import { LoginEntry } from '@/features/auth/LoginEntry'
import { NewsletterSection } from '@/features/mailing-list/NewsletterSection'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { SkipLink } from '@/components/layout/SkipLink'
import { EarlyClicks } from '@/components/ui/EarlyClicks'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import { getT } from '@/i18n/server'
import { isLocale, LOCALES } from '@/i18n/settings'
import { BRAND } from '@ironyard/contract'
import { env } from '@/lib/env'
import { signinClientConfig } from '@/features/auth/server-config'
import { hasSession } from '@/lib/session-cookies'
import { requestPrivacySignal } from '@/features/analytics/privacy-signal'
import '@/styles/globals.css'
import { localePage } from '@/i18n/locale-page'
import { ROOT_LAYOUT_TRANSLATIONS } from './shell-translations'

// Every page shows live inventory: render per request, never at build time (the api may be down).
export const dynamic = 'force-dynamic'
export const dynamicParams = false

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }))
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1c2127',
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>
}): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = getT(locale, 'common')
  return {
    metadataBase: new URL(env.webUrl),
    title: {
      default: t('meta.defaultTitle', { name: BRAND.name }),
      template: `%s | ${BRAND.name}`,
    },
    description: t('meta.defaultDescription'),
    applicationName: BRAND.name,
    icons: { icon: '/icon.svg' },
  }
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const locale = await localePage(params)
  const t = getT(locale, 'common')
  // Listing photos come from the api's origin: open that connection while the HTML arrives.
  preconnect(env.mediaUrl)
  const [signinConfig, signedIn, optOut] = await Promise.all([
    signinClientConfig(),
    hasSession(),
    requestPrivacySignal(),
  ])
  return (
    <html lang={locale}>
      <body>
        <ClientTranslations locale={locale} namespaces={ROOT_LAYOUT_TRANSLATIONS}>
          <SkipLink label={t('skipToContent')} />
          <Header
            locale={locale}
            account={<LoginEntry locale={locale} config={signinConfig} signedIn={signedIn} />}
          />
          {/*
            Not in a Suspense boundary of its own: it hydrates with the shell, before any link in
            the page can navigate, so the first page view is never lost to a quick click (a
            boundary hydrates later, and its first render would already be the next page's).
            Every page here renders per request, so useSearchParams needs no boundary.
          */}
          <Analytics signedIn={signedIn} optOut={optOut} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <Footer
            locale={locale}
            year={new Date().getUTCFullYear()}
            newsletter={<NewsletterSection locale={locale} variant="footer" />}
          />
          <Toaster />
          <EarlyClicks />
        </ClientTranslations>
      </body>
    </html>
  )
}
