import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { LandingView } from '@/components/landing/LandingView'
import { isLocale, type Locale } from '@/i18n/settings'
import { cityLanding, type Landing } from '@/lib/landing'
import { landingMetadata, landingSearch } from '@/lib/landing-page'
import { slugify } from '@/lib/listing-path'
import { runSearch } from '@/lib/search-data'
import { EMPTY_STATE, type RawParams } from '@/lib/search-params'
import { stateBySlug } from '@/lib/us-states'

interface Props {
  params: Promise<{ locale: string; state: string; city: string }>
  searchParams: Promise<RawParams>
}

/** A city page exists when the state has inventory in a city of that slug. */
const resolve = cache(async (locale: string, stateSlug: string, citySlug: string) => {
  if (!isLocale(locale)) return null
  const state = stateBySlug(stateSlug)
  if (!state) return null
  const { result } = await runSearch({ ...EMPTY_STATE, states: [state.code] }, locale, 1)
  const city = result.facets.cities.find((c) => slugify(c.value) === citySlug)
  if (!city) return null
  return { locale, landing: cityLanding(state, city.value, citySlug, locale) }
})

async function found(props: Props): Promise<{ locale: Locale; landing: Landing }> {
  const { locale, state, city } = await props.params
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
