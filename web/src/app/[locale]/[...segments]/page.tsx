import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LandingView } from '@/features/landing/LandingView'
import { type Locale } from '@/i18n/settings'
import { resolveLanding, subcategoryIntro, type Landing } from '@/features/landing/landing'
import { redirectIfRenamed } from '@/features/landing/catalog-redirect'
import { landingMetadata, landingSearch } from '@/features/landing/landing-page'
import type { RawParams } from '@ironyard/contract/search-url'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string; segments: string[] }>
  searchParams: Promise<RawParams>
}

async function resolve(props: Props): Promise<{ locale: Locale; landing: Landing }> {
  const { segments } = await props.params
  const locale = await localePage(props.params)
  const decoded = segments.map(decodeURIComponent)
  const landing = await resolveLanding(decoded, locale)
  if (!landing) {
    // A renamed category or make keeps its old address (issue 14); else unknown slugs are 404s,
    // not empty pages (issue 3 point 6).
    if (decoded.every((s) => /^[a-z0-9-]{1,100}$/.test(s))) {
      await redirectIfRenamed(locale, `/${decoded.join('/')}`, await props.searchParams)
    }
    notFound()
  }
  return { locale, landing }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, landing } = await resolve(props)
  return landingMetadata(landing, await props.searchParams, locale)
}

/**
 * Root-level landing pages: specials (/pricereduced ...), price thresholds (/under25k), broad
 * categories, categories, makes, make x category (/caterpillar/excavators), category x subcategory
 * (/excavators/crawler-excavators) and category x state (/excavators/texas). Anything else is a 404.
 */
export default async function LandingPage(props: Props) {
  const { locale, landing } = await resolve(props)
  const { outcome, popular } = await landingSearch(landing, await props.searchParams, locale)
  const { facets, stats } = outcome.result
  const page =
    landing.kind === 'subcategory'
      ? { ...landing, intro: subcategoryIntro(landing, { ...stats, makes: facets.makes }, locale) }
      : landing
  return <LandingView locale={locale} landing={page} outcome={outcome} popular={popular} />
}
