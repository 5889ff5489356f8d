import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { dealerLanding, getDealer } from '@/features/dealers/dealers-data'
import { LandingView } from '@/features/landing/LandingView'
import { landingMetadata, landingSearch } from '@/features/landing/landing-page'
import { type Locale } from '@/i18n/settings'
import type { Landing } from '@/features/landing/landing'
import type { RawParams } from '@ironyard/contract/search-url'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string; slug: string }>
  searchParams: Promise<RawParams>
}

async function resolve(props: Props): Promise<{ locale: Locale; landing: Landing }> {
  const { slug } = await props.params
  const locale = await localePage(props.params)
  const dealer = await getDealer(decodeURIComponent(slug), locale)
  if (!dealer) notFound()
  return { locale, landing: dealerLanding(dealer, locale) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, landing } = await resolve(props)
  return landingMetadata(landing, await props.searchParams, locale)
}

/** A partner seller's page: where they are, and their machines for sale (search results). */
export default async function DealerPage(props: Props) {
  const { locale, landing } = await resolve(props)
  const { outcome, popular } = await landingSearch(landing, await props.searchParams, locale)
  return <LandingView locale={locale} landing={landing} outcome={outcome} popular={popular} />
}
