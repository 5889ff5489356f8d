import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { SearchView } from '@/features/search/SearchView'
import { getT } from '@/i18n/server'
import { type Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import { correctedPageQuery, getPopularSearches, runSearch } from '@/features/search/search-data'
import { wordsRedirect } from '@/features/search/words-redirect'
import {
  hasFilters,
  ignoredParams,
  parseMore,
  parseSearchState,
  type RawParams,
} from '@ironyard/contract/search-url'
import { parseUnderstood } from '@ironyard/contract/search/understood-url'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<RawParams>
}

async function read(props: Props): Promise<{ locale: Locale; raw: RawParams }> {
  const locale = await localePage(props.params)
  return { locale, raw: await props.searchParams }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, raw } = await read(props)
  const state = parseSearchState(raw)
  const t = getT(locale, 'search')
  return pageMetadata({
    locale,
    path: '/equipment',
    title: state.q ? t('meta.titleQuery', { q: state.q }) : t('meta.title'),
    description: t('meta.description'),
    analytics: { category: 'App', name: 'Find Equipment' },
    // Filtered variants and a facet shown in full (`more=`) are for visitors; landing pages are
    // the indexable versions.
    noindex: hasFilters(state) || state.page > 1 || parseMore(raw) !== null,
  })
}

/** Search at /equipment: every filter, sort and page lives in the URL. */
export default async function EquipmentSearchPage(props: Props) {
  const { locale, raw } = await read(props)
  const t = getT(locale, 'search')
  const searchPath = localePath(locale, '/equipment')
  // Filters written as words (issue 35): "cat under 100k in texas" opens the filtered URL, so a
  // shared link is the same page. A text that reads as nothing new, or asked for as typed
  // ("Search instead for"), is not redirected.
  const words = await wordsRedirect(raw, locale, { basePath: searchPath })
  if (words !== null) redirect(words)
  const asked = parseSearchState(raw)
  const [searched, popular] = await Promise.all([
    runSearch(asked, locale),
    getPopularSearches(locale),
  ])
  const pageQuery = correctedPageQuery(raw, searched)
  if (pageQuery !== null) redirect(pageQuery ? `${searchPath}?${pageQuery}` : searchPath)
  const outcome = {
    ...searched,
    ignored: ignoredParams(raw),
    more: parseMore(raw),
    understood: parseUnderstood(raw),
  }
  return (
    <SearchView
      locale={locale}
      outcome={outcome}
      basePath={searchPath}
      heading={outcome.state.q ? t('heading.query', { q: outcome.state.q }) : t('heading.all')}
      popular={popular.map((p) => ({
        text: p.text,
        href: `${searchPath}?q=${encodeURIComponent(p.text)}`,
      }))}
    />
  )
}
