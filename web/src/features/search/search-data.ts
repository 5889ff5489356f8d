import { headers } from 'next/headers'
import { cache } from 'react'
import {
  PopularSearchesDocument,
  ReadSearchQueryDocument,
  SearchListingsDocument,
  type SearchListingsQuery,
} from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gql, gqlCached } from '@/lib/api-client'
import { mapApiError } from '@/lib/api-errors'
import { MAX_PAGE, PAGE_SIZE } from '@ironyard/contract/search-enums'
import { toSearchInput, withoutInvalid } from '@ironyard/contract/search-input'
import {
  SEARCH_PARAMS,
  type IgnoredParam,
  type RawParams,
  type SearchState,
} from '@ironyard/contract/search-url'

export type SearchResult = SearchListingsQuery['searchListings']

export interface SearchOutcome {
  /** The state actually searched (invalid parameters the api refused are dropped). */
  state: SearchState
  result: SearchResult
  /** Parameters that were dropped because the api refused them. */
  dropped: string[]
  /** URL parameters the parser left out (malformed or out of range), to name on the page. */
  ignored?: IgnoredParam[]
  /** The facet the URL asks to show in full (`more=make`, issue 18). */
  more?: string | null
  /** Chip ids read from the typed words (`understood=`, issue 35): the "Understood:" row. */
  understood?: string[]
}

/**
 * Where a search URL's page number must go (issue 16, defect 10): a page past the last one (the
 * api refused it and the search ran on page 1), past the deepest page or not a number gets the
 * same URL with the page that exists, instead of showing another page under its number. Null
 * when the URL's page is the page shown.
 */
export function correctedPageQuery(raw: RawParams, outcome: SearchOutcome): string | null {
  const params = new URLSearchParams()
  if (raw instanceof URLSearchParams) raw.forEach((v, k) => params.append(k, v))
  else {
    for (const [k, v] of Object.entries(raw)) {
      for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) params.append(k, one)
    }
  }
  const asked = params.get(SEARCH_PARAMS.page)
  if (asked === null) return null
  const page = outcome.dropped.includes('page')
    ? Math.min(Math.max(outcome.result.stats.totalPages, 1), MAX_PAGE)
    : outcome.state.page
  if (asked === String(page)) return null
  params.delete(SEARCH_PARAMS.page)
  if (page > 1) params.set(SEARCH_PARAMS.page, String(page))
  const query = params.toString()
  // A query no link of the product makes (past REDIRECT_QUERY_MAX) is not carried into the
  // Location header: Node's clients refuse answers with more than 16 KB of headers.
  if (query.length > REDIRECT_QUERY_MAX) return page > 1 ? `${SEARCH_PARAMS.page}=${page}` : ''
  return query
}

/** The longest query string a page redirect keeps (the search's own URLs stay far below). */
export const REDIRECT_QUERY_MAX = 2_000

/**
 * Run a search for a page. A parameter the api refuses (an unknown ZIP, say) is dropped and the
 * search runs again, so a hand-edited URL still shows results instead of an error page. Dropping
 * one can reveal another (a page past the end once the other filters are gone): up to
 * MAX_ATTEMPTS searches, while each drops something.
 */
export function runSearch(
  state: SearchState,
  locale: Locale,
  pageSize = PAGE_SIZE,
): Promise<SearchOutcome> {
  // Keyed by value, so the page and its metadata share one api call per request.
  return runSearchOnce(JSON.stringify(state), locale, pageSize)
}

const MAX_ATTEMPTS = 4

/**
 * The visitor's address (web/server.ts wrote it) for the api: popular searches count distinct
 * visitors (issue 16, defect 3). None outside a request.
 */
async function visitorHeaders(): Promise<Record<string, string> | undefined> {
  try {
    const forwarded = (await headers()).get('x-forwarded-for')
    return forwarded ? { 'x-forwarded-for': forwarded } : undefined
  } catch {
    return undefined
  }
}

const runSearchOnce = cache(
  async (stateJson: string, locale: Locale, pageSize: number): Promise<SearchOutcome> => {
    let state = JSON.parse(stateJson) as SearchState
    const dropped = new Set<string>()
    const forwarded = await visitorHeaders()
    for (let attempt = 1; ; attempt++) {
      try {
        const data = await gql(
          SearchListingsDocument,
          { input: toSearchInput(state, pageSize) },
          { locale, headers: forwarded },
        )
        return { state, result: data.searchListings, dropped: [...dropped] }
      } catch (e) {
        const err = mapApiError(e)
        if (err.kind !== 'fields') throw e
        const paths = err.fields.map((f) => f.path.replace(/^input\./, ''))
        const retryState = withoutInvalid(state, paths)
        // Nothing left to drop, or still refused after several: a real failure.
        if (attempt === MAX_ATTEMPTS || JSON.stringify(retryState) === JSON.stringify(state))
          throw e
        for (const p of paths) dropped.add(p.split('.')[0])
        state = retryState
      }
    }
  },
)

/** Site-wide popular searches change slowly: a minute in memory is plenty. */
export async function getPopularSearches(locale: Locale, limit = 8) {
  try {
    const data = await gqlCached(PopularSearchesDocument, { limit }, { locale, ttlMs: 60_000 })
    return data.popularSearches
  } catch {
    // Popular searches are a convenience: never fail a page for them.
    return []
  }
}

/**
 * The search text read into filters by the api (issue 35): the URL parameters understood, the
 * chips and the text left. Null when the api cannot answer: the page then searches the text as
 * typed, which is never wrong, only less precise.
 */
export async function readSearchText(q: string, locale: Locale) {
  try {
    const data = await gql(ReadSearchQueryDocument, { q, locale }, { locale })
    return data.readSearchQuery
  } catch {
    return null
  }
}
