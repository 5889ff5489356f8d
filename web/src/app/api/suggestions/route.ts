import { NextResponse, type NextRequest } from 'next/server'
import { SearchSuggestionsDocument } from '@/graphql/__generated__/graphql'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/settings'
import { gqlCached } from '@/lib/api-client'
import { apiErrorStatus } from '@/lib/api-errors'
import { suggestionHref } from '@/features/search/suggestion-href'

export const dynamic = 'force-dynamic'

/** Suggestions as you type, for the search box: [{phrase, href, count}]. */
export async function GET(req: NextRequest) {
  const q = (req.nextUrl.searchParams.get('q') ?? '').trim().slice(0, 100)
  const l = req.nextUrl.searchParams.get('locale')
  const locale = isLocale(l) ? l : DEFAULT_LOCALE
  if (q.length < 2) return NextResponse.json([])
  try {
    const data = await gqlCached(
      SearchSuggestionsDocument,
      { q: q.toLowerCase(), limit: 8 },
      { locale, ttlMs: 60_000 },
    )
    const body = data.searchSuggestions.map((s) => ({
      phrase: s.phrase,
      count: s.count,
      href: suggestionHref(s.phrase, s.params, locale),
    }))
    return NextResponse.json(body, {
      headers: { 'cache-control': 'public, max-age=60, stale-while-revalidate=300' },
    })
  } catch (e) {
    // A query the api refuses is the client's (400, issue 12); the api failing is a bad gateway.
    return NextResponse.json([], { status: apiErrorStatus(e) })
  }
}
