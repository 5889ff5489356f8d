import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { LandingView } from '@/features/landing/LandingView'
import { LandingCityDocument } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gqlCached } from '@/lib/api-client'
import { cityLanding, type Landing } from '@/features/landing/landing'
import { landingMetadata, landingSearch } from '@/features/landing/landing-page'
import type { RawParams } from '@ironyard/contract/search-url'
import { stateBySlug } from '@/features/landing/us-states'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string; state: string; city: string }>
  searchParams: Promise<RawParams>
}

/**
 * A city page exists when the state has machines in a city of that slug: the api resolves it
 * from the same rows the sitemap lists, for every city (the search's city facet is a top 100).
 */
const resolve = cache(async (locale: Locale, stateSlug: string, citySlug: string) => {
  const state = stateBySlug(stateSlug)
  if (!state || !/^[a-z0-9-]{1,200}$/.test(citySlug)) return null
  const { landingCity } = await gqlCached(
    LandingCityDocument,
    { state: state.code, slug: citySlug },
    { locale, ttlMs: 60_000 },
  )
  if (!landingCity) return null
  return { locale, landing: cityLanding(state, landingCity.city, landingCity.slug, locale) }
})

async function found(props: Props): Promise<{ locale: Locale; landing: Landing }> {
  const locale = await localePage(props.params)
  const { state, city } = await props.params
  const hit = await resolve(locale, state, city)
  if (!hit) notFound()
  return hit
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, landing } = await found(props)
  return landingMetadata(landing, await props.searchParams, locale)
}

/** Equipment located in a city: /locations/texas/austin. */
export default async function CityPage(props: Props) {
  const { locale, landing } = await found(props)
  const { outcome, popular } = await landingSearch(landing, await props.searchParams, locale)
  return <LandingView locale={locale} landing={landing} outcome={outcome} popular={popular} />
}
