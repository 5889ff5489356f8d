import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LandingView } from '@/features/landing/LandingView'
import { type Locale } from '@/i18n/settings'
import { resolveKeyword } from '@/features/landing/keyword-pages'
import type { Landing } from '@/features/landing/landing'
import { landingMetadata, landingSearch } from '@/features/landing/landing-page'
import type { RawParams } from '@ironyard/contract/search-url'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string; keyword: string }>
  searchParams: Promise<RawParams>
}

async function resolve(props: Props): Promise<{ locale: Locale; landing: Landing }> {
  const { keyword } = await props.params
  const locale = await localePage(props.params)
  const landing = await resolveKeyword(decodeURIComponent(keyword), locale)
  if (!landing) notFound()
  return { locale, landing }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, landing } = await resolve(props)
  return landingMetadata(landing, await props.searchParams, locale)
}

/** Keyword landing pages: a suggested phrase and the machines it finds. */
export default async function KeywordPage(props: Props) {
  const { locale, landing } = await resolve(props)
  const { outcome, popular } = await landingSearch(landing, await props.searchParams, locale)
  return <LandingView locale={locale} landing={landing} outcome={outcome} popular={popular} />
}
