import { randomUUID } from 'node:crypto'
import type { AppDeps, Locale } from '../../context'
import { AppError, parseOrThrow, type FieldError } from '../../lib/errors'
import { dealerRefBySlug } from '../dealers/list-dealers'
import { getFreightEstimates } from '../listing-insights/freight-estimates'
import { getListingCards, type ListingCardView } from '../listings/get-listing-cards'
import { buildSearchFacets, type SearchFacetsView } from './build-search-facets'
import type { CatalogSnapshot } from './engine/catalog-snapshot'
import { executeQuery } from './engine/execute-query'
import { lookupZip, RadiusFilter } from './engine/geo'
import { normalizeText, STOP_WORDS, tokenize } from './engine/normalize'
import type { IndexQuery } from './engine/query-types'
import { visitorDigest } from './popular-search-rules'
import { getSearchRuntime } from './search-runtime'
import {
  DEFAULT_STATUSES,
  PAGE_SIZE_DEFAULT,
  searchListingsInputSchema,
  type SearchListingsInput,
} from './search.schema'

export interface SearchListingsResult {
  queryID: string
  results: ListingCardView[]
  facets: SearchFacetsView
  stats: {
    total: number
    page: number
    pageSize: number
    totalPages: number
    sort: string
    tookMs: number
    query: string | null
    correctedQuery: string | null
    unmatchedWords: string[]
    priceMinCents: number | null
    priceMaxCents: number | null
    yearMin: number | null
    yearMax: number | null
    zipCity: string | null
    zipState: string | null
  }
}

export type SearchDeps = Pick<AppDeps, 'database' | 'env' | 'logger' | 'now'>

const unknown = (path: string, key: string, message: string): FieldError => ({
  path,
  key: `validation.search.${key}`,
  message,
})

/** Resolve slugs to catalogue ids; every unknown slug is a VALIDATION field error. */
function resolveSlugs(input: SearchListingsInput, catalog: CatalogSnapshot) {
  const errors: FieldError[] = []
  const broad = input.broadCategory ? catalog.broadBySlug.get(input.broadCategory) : undefined
  if (input.broadCategory && !broad) {
    errors.push(unknown('broadCategory', 'broadCategoryUnknown', 'Unknown broad category'))
  }
  const categoryIds = input.categories?.map((slug, i) => {
    const c = catalog.categoryBySlug.get(slug)
    if (!c) errors.push(unknown(`categories.${i}`, 'categoryUnknown', `Unknown category ${slug}`))
    return c?.id ?? -1
  })
  const makeIds = input.makes?.map((slug, i) => {
    const m = catalog.makeBySlug.get(slug)
    if (!m) errors.push(unknown(`makes.${i}`, 'makeUnknown', `Unknown make ${slug}`))
    return m?.id ?? -1
  })
  const subcategoryIds = input.subcategories?.flatMap((slug, i) => {
    const found = catalog.subcategories.filter(
      (s) => s.slug === slug && (!categoryIds?.length || categoryIds.includes(s.categoryId)),
    )
    if (!found.length) {
      errors.push(
        unknown(`subcategories.${i}`, 'subcategoryUnknown', `Unknown subcategory ${slug}`),
      )
    }
    return found.map((s) => s.id)
  })
  input.specs?.forEach((s, i) => {
    if (!categoryIds?.length) return
    const anyHas = categoryIds.some((id) =>
      catalog.categoryById.get(id)?.specFields.includes(s.key),
    )
    if (!anyHas) {
      errors.push(
        unknown(`specs.${i}.key`, 'specNotInCategory', `The chosen categories have no ${s.key}`),
      )
    }
  })
  if (errors.length)
    throw new AppError(
      'VALIDATION',
      { messageKey: 'errors:input.invalidSearch' },
      { fields: errors },
    )
  return { broad, categoryIds, makeIds, subcategoryIds }
}

/**
 * Search listings: text (typo tolerant), filters, facets (each counted with every other filter
 * applied), sort and page, answered from the in-process index; the page's cards are read with
 * one indexed query. Each answer gets a queryID and is recorded without waiting for the write,
 * with its text as the search read it and a digest of `visitorAddress` (the visitor's address,
 * when a visitor asked: popular searches count distinct visitors). With a ZIP, the cards carry
 * their freight there only when `options.freight` asks for it (the GraphQL field was selected):
 * alert runs, counts and benchmarks never pay for it (each card's all-in cost).
 */
export async function searchListings(
  deps: SearchDeps,
  rawInput: unknown,
  locale: Locale,
  visitorAddress: string | null = null,
  options: { freight?: boolean } = {},
): Promise<SearchListingsResult> {
  const started = performance.now()
  const now = deps.now()
  const input = parseOrThrow(
    searchListingsInputSchema(now.getUTCFullYear()),
    rawInput ?? {},
    locale,
  )
  const runtime = getSearchRuntime(deps)
  const { index } = runtime
  await index.ensureFresh()
  const catalog = index.snapshot
  const { broad, categoryIds, makeIds, subcategoryIds } = resolveSlugs(input, catalog)
  // A dealer's slug: an unknown one matches nothing (-1) rather than every seller.
  const dealer = input.seller ? await dealerRefBySlug(deps, input.seller) : null
  const sellerId = input.seller ? (dealer?.id ?? -1) : null

  const page = input.page ?? 1
  const pageSize = input.pageSize ?? PAGE_SIZE_DEFAULT
  const sort = input.sort ?? 'recommended'
  const zip = input.zip ? lookupZip(input.zip) : null
  const words = tokenize(input.q ?? '').filter((w) => !STOP_WORDS.has(w))
  const under = input.priceUnder != null ? input.priceUnder * 100 - 1 : null
  const priceMax =
    under !== null && input.priceMaxCents != null
      ? Math.min(under, input.priceMaxCents)
      : (under ?? input.priceMaxCents ?? null)
  const range = (lo: number | null | undefined, hi: number | null | undefined) =>
    lo != null || hi != null ? ([lo ?? null, hi ?? null] as [number | null, number | null]) : null

  const query: IndexQuery = {
    words,
    // As-you-type: an unfinished last word ("caterpillar exc") still finds excavators.
    lastWordIsPrefix: !!input.q && !/\s$/.test(input.q),
    literal: input.literal ?? false,
    broadCategoryIds: broad ? [broad.id] : null,
    categoryIds: categoryIds?.length ? categoryIds : null,
    subcategoryIds: subcategoryIds?.length ? subcategoryIds : null,
    makeIds: makeIds?.length ? makeIds : null,
    modelSlugs: input.models?.length ? input.models : null,
    year: range(input.yearMin, input.yearMax),
    priceCents: range(input.priceMinCents, priceMax),
    hours: range(input.hoursMin, input.hoursMax),
    miles: range(input.milesMin, input.milesMax),
    conditions: input.conditions?.length ? input.conditions : null,
    flairs: input.flairs?.length ? input.flairs : null,
    partnerSeller: input.partnerSeller ?? null,
    sellerId,
    showOnly: input.showOnly ?? [],
    statuses: input.statuses?.length ? input.statuses : [...DEFAULT_STATUSES],
    daysOnMarket: input.daysOnMarket ?? 'all',
    priceReducedWithin: input.priceReducedWithin ?? null,
    exclude: (input.excludeStockNumbers ?? [])
      .map((stock) => index.positionOfStock(stock))
      .filter((p): p is number => p !== undefined)
      .sort((a, b) => a - b),
    states: input.states?.length ? input.states : null,
    city: input.city ?? null,
    radius: zip ? new RadiusFilter(zip, input.radiusMiles ?? Infinity) : null,
    specs: (input.specs ?? []).map((s) => ({ key: s.key, min: s.min ?? null, max: s.max ?? null })),
    sort,
    offset: (page - 1) * pageSize,
    limit: pageSize,
    now: now.getTime(),
  }
  const cacheKey = JSON.stringify({
    ...query,
    radius: query.radius ? [query.radius.center, query.radius.miles] : null,
    // Days-on-market windows move with the clock: an answer is reused within its minute.
    now: Math.floor(query.now / 60_000),
  })
  let raw = runtime.results.get(cacheKey, index.version)
  if (!raw) {
    raw = executeQuery(index, query)
    runtime.results.set(cacheKey, index.version, raw)
  }
  const totalPages = Math.ceil(raw.total / pageSize)
  if (page > Math.max(totalPages, 1)) {
    throw new AppError(
      'VALIDATION',
      { messageKey: 'errors:input.pastLastPage', vars: { page, pageCount: totalPages } },
      {
        fields: [
          {
            path: 'page',
            key: 'validation.search.pagePastEnd',
            message: `There are ${totalPages} pages of results`,
            params: { totalPages },
          },
        ],
      },
    )
  }
  const distances = new Map(raw.hits.map((h) => [h.id, h.distanceMiles]))
  const results = await getListingCards(
    deps,
    catalog,
    raw.hits.map((h) => h.id),
    locale,
    distances,
  )
  if (input.zip && options.freight) {
    // Issue 37: with a ZIP each card also carries its freight there (the all-in cost's).
    const freight = await getFreightEstimates(
      deps.database,
      raw.hits.map((h) => h.id),
      input.zip,
      locale,
    )
    for (const card of results) card.freightEstimate = freight.get(card.id) ?? null
  }
  const queryID = randomUUID()
  const text = words.length ? words.join(' ') : null
  runtime.queryLog.record({
    id: queryID,
    // Normalised: lower case, no stop words, misspellings as read ("caterpillar excavator").
    text: text ? normalizeText(raw.stats.correctedQuery ?? text) : null,
    visitor: visitorAddress ? visitorDigest(visitorAddress, deps.env.STYTCH_SECRET) : null,
    params: Object.fromEntries(Object.entries(input).filter(([, v]) => v != null)),
    resultCount: raw.total,
    locale,
    createdAt: now,
  })
  return {
    queryID,
    results,
    facets: {
      ...buildSearchFacets(raw.facets, catalog, input, locale, DEFAULT_STATUSES),
      seller: dealer
        ? [{ value: dealer.slug, label: dealer.name, count: raw.total, selected: true }]
        : [],
    },
    stats: {
      total: raw.total,
      page,
      pageSize,
      totalPages,
      sort,
      tookMs: Math.round((performance.now() - started) * 100) / 100,
      query: text,
      correctedQuery: raw.stats.correctedQuery,
      unmatchedWords: raw.stats.unmatchedWords,
      priceMinCents: raw.stats.priceMinCents,
      priceMaxCents: raw.stats.priceMaxCents,
      yearMin: raw.stats.yearMin,
      yearMax: raw.stats.yearMax,
      zipCity: zip?.city ?? null,
      zipState: zip?.state ?? null,
    },
  }
}
