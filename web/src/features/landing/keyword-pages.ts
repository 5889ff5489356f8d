import { cache } from 'react'
import { SearchSuggestionsDocument } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gqlCached } from '@/lib/api-client'
import { getCatalog } from '@/lib/catalog-data'
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

async function suggestionFor(slug: string, locale: Locale) {
  const data = await gqlCached(
    SearchSuggestionsDocument,
    { q: slug.replace(/-/g, ' '), limit: 8 },
    { locale, ttlMs: 5 * 60_000 },
  )
  return data.searchSuggestions.find((s) => slugify(s.phrase) === slug && s.count > 0) ?? null
}

/**
 * The other language's phrase in this one: the category (or broad category) words it names are
 * swapped for this language's names ("caterpillar excavators" -> "caterpillar excavadoras");
 * makes, models and free text read the same in both.
 */
async function translatePhrase(
  phrase: string,
  fixed: Partial<SearchState>,
  from: Locale,
  to: Locale,
): Promise<string> {
  const [source, target] = await Promise.all([getCatalog(from), getCatalog(to)])
  let out = phrase
  const swap = (a: string | undefined, b: string | undefined) => {
    if (!a || !b) return
    const i = out.toLowerCase().indexOf(a.toLowerCase())
    if (i < 0) return
    // The case of the words replaced: "Excavators" -> "Excavadoras", "excavators" -> "excavadoras".
    const word = out[i] === out[i].toUpperCase() ? b[0].toUpperCase() + b.slice(1) : b.toLowerCase()
    out = `${out.slice(0, i)}${word}${out.slice(i + a.length)}`
  }
  for (const slug of fixed.categories ?? []) {
    swap(source.category(slug)?.name, target.category(slug)?.name)
  }
  if (fixed.broad) swap(source.broad(fixed.broad)?.name, target.broad(fixed.broad)?.name)
  return out
}

/**
 * Spanish names the machine before its make ("excavadoras Caterpillar 320", not "Caterpillar 320
 * excavadoras", issue 37): a phrase of a make that ends with its category's name starts with it.
 */
async function inSpanishOrder(phrase: string, fixed: Partial<SearchState>): Promise<string> {
  if (!fixed.makes?.length || fixed.categories?.length !== 1) return phrase
  const name = (await getCatalog('es')).category(fixed.categories[0])?.name
  if (!name) return phrase
  const cut = phrase.length - name.length
  if (cut < 2 || phrase[cut - 1] !== ' ' || phrase.slice(cut).toLowerCase() !== name.toLowerCase())
    return phrase
  return `${phrase.slice(cut)} ${phrase.slice(0, cut - 1)}`
}

/**
 * Keyword pages (/used/caterpillar-320-excavators) exist for the phrases the search suggests:
 * the slug must be a suggestion's phrase, so an arbitrary slug is a 404, not an empty page. A
 * page answers in both languages at one slug (issue 16, defect 4): the language switch and the
 * hreflang alternates keep the path, so /es/used/excavators is the Spanish page of the English
 * phrase (its filters, its words in Spanish) and /used/excavadoras the English one of a Spanish
 * phrase.
 */
export const resolveKeyword = cache(
  async (slug: string, locale: Locale): Promise<Landing | null> => {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 100) return null
    const own = await suggestionFor(slug, locale)
    const other: Locale = locale === 'en' ? 'es' : 'en'
    const hit = own ?? (await suggestionFor(slug, other))
    if (!hit) return null
    const fixed = suggestionFilters(hit.phrase, hit.params)
    let phrase = own ? own.phrase : await translatePhrase(hit.phrase, fixed, other, locale)
    if (locale === 'es') phrase = await inSpanishOrder(phrase, fixed)
    return keywordLanding(phrase, slug, fixed, locale)
  },
)
