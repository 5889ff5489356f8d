import type { Metadata } from 'next'
import type { Locale } from '@/i18n/settings'
import type { Landing } from './landing'
import { localePath } from '@/lib/paths'
import { redirect } from 'next/navigation'
import {
  correctedPageQuery,
  getPopularSearches,
  runSearch,
  wordsRedirect,
  type SearchOutcome,
} from '@/features/search'
import { parseUnderstood } from '@ironyard/contract/search/understood-url'
import {
  applyFixed,
  hasFilters,
  ignoredParams,
  parseMore,
  parseSearchState,
  type RawParams,
} from '@ironyard/contract/search-url'
import { pageMetadata } from '@/lib/seo'

/** The search behind a landing page: its path's filters plus what the URL adds. */
export async function landingSearch(
  landing: Landing,
  raw: RawParams,
  locale: Locale,
): Promise<{ outcome: SearchOutcome; popular: Array<{ text: string; href: string }> }> {
  // Words typed in the landing page's search box are read as on /equipment (issue 35).
  const words = await wordsRedirect(raw, locale, {
    basePath: localePath(locale, landing.path),
    fixed: landing.fixed,
    defaultSort: landing.defaultSort,
  })
  if (words !== null) redirect(words)
  const urlState = parseSearchState(raw)
  const urlHasSort = raw instanceof URLSearchParams ? raw.has('sort') : raw.sort !== undefined
  const state = applyFixed(urlState, landing.fixed, landing.defaultSort, urlHasSort)
  const [searched, popular] = await Promise.all([
    runSearch(state, locale),
    getPopularSearches(locale),
  ])
  const pageQuery = correctedPageQuery(raw, searched)
  if (pageQuery !== null) {
    const path = localePath(locale, landing.path)
    redirect(pageQuery ? `${path}?${pageQuery}` : path)
  }
  const searchPath = localePath(locale, '/equipment')
  return {
    outcome: {
      ...searched,
      ignored: ignoredParams(raw),
      more: parseMore(raw),
      understood: parseUnderstood(raw),
    },
    popular: popular.map((p) => ({
      text: p.text,
      href: `${searchPath}?q=${encodeURIComponent(p.text)}`,
    })),
  }
}

/** Title, description, canonical and alternates of a landing page; refined variants are noindex. */
export function landingMetadata(
  landing: Landing,
  raw: RawParams,
  locale: Locale,
): Promise<Metadata> {
  const state = parseSearchState(raw)
  return pageMetadata({
    locale,
    path: landing.path,
    title: landing.title,
    description: landing.description,
    analytics: { category: 'Landing Page', name: landing.analyticsName },
    noindex: hasFilters(state) || state.page > 1 || parseMore(raw) !== null,
  })
}
