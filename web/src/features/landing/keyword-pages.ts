import { cache } from 'react'
import { SearchSuggestionsDocument } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gqlCached } from '@/lib/api-client'
import { keywordLanding, type Landing } from './landing'
import { slugify } from '@ironyard/contract'
import type { SearchState } from '@ironyard/contract/search-url'

const strings = (v: unknown): string[] =>
  (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === 'string' && x !== '')

/** A suggestion's search input as the filters of a keyword page. */
export function suggestionFilters(phrase: string, params: unknown): Partial<SearchState> {
  const p = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>
  const fixed: Partial<SearchState> = {}
  if (strings(p.categories).length) fixed.categories = strings(p.categories)
  if (strings(p.subcategories).length) fixed.subcategories = strings(p.subcategories)
  if (strings(p.makes).length) fixed.makes = strings(p.makes)
  if (strings(p.models).length) fixed.models = strings(p.models)
  if (strings(p.broadCategory).length) fixed.broad = strings(p.broadCategory)[0]
  return Object.keys(fixed).length ? fixed : { q: phrase }
}

/**
 * Keyword pages (/used/caterpillar-320-excavators) exist for the phrases the search suggests:
 * the slug must be a suggestion's phrase, so an arbitrary slug is a 404, not an empty page.
 */
export const resolveKeyword = cache(
  async (slug: string, locale: Locale): Promise<Landing | null> => {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 100) return null
    const phrase = slug.replace(/-/g, ' ')
    const data = await gqlCached(
      SearchSuggestionsDocument,
      { q: phrase, limit: 8 },
      { locale, ttlMs: 5 * 60_000 },
    )
    const hit = data.searchSuggestions.find((s) => slugify(s.phrase) === slug && s.count > 0)
    if (!hit) return null
    return keywordLanding(hit.phrase, slug, suggestionFilters(hit.phrase, hit.params), locale)
  },
)
