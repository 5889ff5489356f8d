import { sql } from 'drizzle-orm'
import type { AppDeps, Locale } from '../../context'
import { parseOrThrow } from '../../lib/errors'
import { correctedText } from './engine/compile-text'
import { normalizeText } from './engine/normalize'
import { getSearchRuntime } from './search-runtime'
import { searchSuggestionsInputSchema } from './search.schema'

export interface SuggestionView {
  phrase: string
  kind: string
  params: Record<string, string[]>
  count: number
}

/** The suggestion query (exported so tests can run it with the trigram index forced). */
export const suggestionQuery = (q: string, locale: Locale, limit: number) => sql`
  SELECT phrase, kind, params, weight FROM search_suggestions
  WHERE (locale IS NULL OR locale = ${locale})
    AND (normalized LIKE ${q + '%'} OR normalized LIKE ${'% ' + q + '%'} OR ${q} <% normalized)
  ORDER BY normalized LIKE ${q + '%'} DESC, word_similarity(${q}, normalized) DESC, weight DESC,
    phrase
  LIMIT ${limit}`

/**
 * Suggestions as you type, typo tolerant ("catepillar excavater" -> "Caterpillar Excavators"):
 * pg_trgm word similarity on the trigram index of search_suggestions, phrases that begin with
 * (or have a word beginning with) the text first, then closeness, then listings found. Misspellings
 * trigrams cannot see ("genei lift", "kubta": a swapped or missing letter changes most trigrams)
 * are read the way the search reads them (the search index's vocabulary, Damerau distance,
 * ranked by listings): the suggestions for the corrected text come first.
 */
export async function getSearchSuggestions(
  deps: Pick<AppDeps, 'database' | 'logger'>,
  rawInput: unknown,
  requestLocale: Locale,
): Promise<SuggestionView[]> {
  const input = parseOrThrow(searchSuggestionsInputSchema, rawInput)
  // LIKE wildcards cannot occur: normalizeText keeps only [a-z0-9 ].
  const q = normalizeText(input.q)
  if (q.length < 2) return []
  const locale = input.locale ?? requestLocale
  const limit = input.limit ?? 8
  const { index } = getSearchRuntime(deps)
  await index.ensureLoaded()
  const corrected = correctedText(index, q)
  // What the search will read comes first; trigram look-alikes of the typed text fill the rest
  // (one query when the corrected text fills the list).
  const first = corrected ? await readSuggestions(deps, corrected, locale, limit) : []
  const direct = first.length >= limit ? [] : await readSuggestions(deps, q, locale, limit)
  const seen = new Set<string>()
  return [...first, ...direct]
    .filter((s) => !seen.has(s.phrase) && !!seen.add(s.phrase))
    .slice(0, limit)
}

async function readSuggestions(
  deps: Pick<AppDeps, 'database'>,
  q: string,
  locale: Locale,
  limit: number,
): Promise<SuggestionView[]> {
  const rows = await deps.database.rows<{
    phrase: string
    kind: string
    params: Record<string, string> | string
    weight: number
  }>(suggestionQuery(q, locale, limit))
  return rows.map((r) => {
    const params =
      typeof r.params === 'string' ? (JSON.parse(r.params) as Record<string, string>) : r.params
    return {
      phrase: r.phrase,
      kind: r.kind,
      params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, [v]])),
      count: r.weight,
    }
  })
}
