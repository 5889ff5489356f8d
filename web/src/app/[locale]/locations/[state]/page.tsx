import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LandingView } from '@/features/landing/LandingView'
import { type Locale } from '@/i18n/settings'
import { stateLanding, type Landing } from '@/features/landing/landing'
import { landingMetadata, landingSearch } from '@/features/landing/landing-page'
import type { RawParams } from '@ironyard/contract/search-url'
import { stateBySlug } from '@/features/landing/us-states'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string; state: string }>
  searchParams: Promise<RawParams>
}

async function resolve(props: Props): Promise<{ locale: Locale; landing: Landing }> {
  const { state } = await props.params
  const locale = await localePage(props.params)
  const found = stateBySlug(state)
  if (!found) notFound()
  return { locale, landing: stateLanding(found, locale) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, landing } = await resolve(props)
  return landingMetadata(landing, await props.searchParams, locale)
}

/** Equipment located in a state: /locations/texas. */
export default async function StatePage(props: Props) {
  const { locale, landing } = await resolve(props)
  const { outcome, popular } = await landingSearch(landing, await props.searchParams, locale)
  return <LandingView locale={locale} landing={landing} outcome={outcome} popular={popular} />
}
