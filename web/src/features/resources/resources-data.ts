import { redirectIfRenamed } from '@/features/landing'
import { isProvenance, slugSchema } from '@ironyard/contract/forms/taxonomy'
import { notFound } from 'next/navigation'
import { PROVENANCES } from '@ironyard/contract/listing-enums'
import {
  ResourcesOverviewDocument,
  SpecCategoriesDocument,
  SpecCategoryDocument,
  SpecSheetDocument,
  TaxonomyBrowserDocument,
  type SpecCategoryQuery,
  type SpecSheetQuery,
  type TaxonomyBrowserQuery,
  type TaxonomyProvenance,
} from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gqlCached } from '@/lib/api-client'
import { isApiError } from '@/lib/api-errors'
import type { RawParams } from '@ironyard/contract/search-url'

/**
 * Data and URL state of the Resources section (/resources, /resources/taxonomy,
 * /resources/specs). The taxonomy and spec sheets change only when the taxonomy is reloaded:
 * answers are kept ten minutes in memory per process.
 */
const TTL_MS = 10 * 60_000

export { PROVENANCES }
/** Provenances whose rows are real products (the api's PRODUCT_PROVENANCES). */
export const isRealProvenance = (p: TaxonomyProvenance) => p !== 'generated'

export const TAXONOMY_PATH = '/resources/taxonomy'
/** The open equipment taxonomy alliance (spec §2). */
export const ALLIANCE_PATH = `${TAXONOMY_PATH}/alliance`
export const SPECS_PATH = '/resources/specs'
/** Rows per page of the taxonomy browser. */
export const TAXONOMY_PAGE_SIZE = 50
/** Largest page number a URL may carry (the api answers NOT_FOUND past the real last page). */
const PAGE_MAX = 1_000_000

export type TaxonomyBrowser = TaxonomyBrowserQuery
export type TaxonomyRow = TaxonomyBrowserQuery['taxonomyModels']['nodes'][number]
export type TaxonomyFacets = TaxonomyBrowserQuery['taxonomyFacets']
export type SpecCategoryPage = SpecCategoryQuery['specCategory']
export type SpecSheetSummary = SpecCategoryPage['sheets'][number]
export type SpecSheet = SpecSheetQuery['specSheet']

/** What the taxonomy browser shows, read from its URL. */
export interface TaxonomyState {
  q: string
  make: string | null
  category: string | null
  provenance: TaxonomyProvenance | null
  /** 1 when the URL has none; 0 when it has one that is not a page number (the page is a 404). */
  page: number
}

export const EMPTY_TAXONOMY_STATE: TaxonomyState = {
  q: '',
  make: null,
  category: null,
  provenance: null,
  page: 1,
}

/** The first value of a URL parameter. */
export function queryParam(raw: RawParams, key: string): string | undefined {
  if (raw instanceof URLSearchParams) return raw.get(key) ?? undefined
  const v = raw[key]
  return Array.isArray(v) ? v[0] : v
}

/** A make or category slug the api would take (lower-cased first), else null. */
const slugOrNull = (v: string | undefined) => {
  const r = slugSchema.safeParse(v?.toLowerCase())
  return r.success && r.data ? r.data : null
}

/** A `page` URL parameter: 1 when absent, 0 when it is not a page number (a 404). */
export function pageParam(raw: RawParams): number {
  const text = queryParam(raw, 'page')
  if (text === undefined) return 1
  const page = Number(text)
  return /^\d+$/.test(text) && page >= 1 && page <= PAGE_MAX ? page : 0
}

/** The taxonomy browser's state from URL parameters; malformed filters are left out. */
export function parseTaxonomyState(raw: RawParams): TaxonomyState {
  const q = (queryParam(raw, 'q') ?? '').replace(/\s+/g, ' ').trim().slice(0, 100)
  const provenance = queryParam(raw, 'provenance') as TaxonomyProvenance | undefined
  return {
    q,
    make: slugOrNull(queryParam(raw, 'make')),
    category: slugOrNull(queryParam(raw, 'category')),
    provenance: provenance && isProvenance(provenance) ? provenance : null,
    page: pageParam(raw),
  }
}

export const hasTaxonomyFilters = (s: TaxonomyState) =>
  Boolean(s.q || s.make || s.category || s.provenance)

/** The canonical URL of a browser state (empty values and page 1 left out). */
export function taxonomyHref(base: string, s: TaxonomyState): string {
  const params = new URLSearchParams()
  if (s.q) params.set('q', s.q)
  if (s.make) params.set('make', s.make)
  if (s.category) params.set('category', s.category)
  if (s.provenance) params.set('provenance', s.provenance)
  if (s.page > 1) params.set('page', String(s.page))
  const qs = params.toString()
  return qs ? `${base}?${qs}` : base
}

/**
 * An api answer that means "no such page": the route renders its 404, unless `renamed` names the
 * page's path and a slug in it was renamed by staff (then a permanent redirect, issue 14).
 */
function orNotFound<T>(
  promise: Promise<T>,
  renamed?: { locale: Locale; path: string },
): Promise<T> {
  return promise.catch(async (e: unknown) => {
    if (isApiError(e, 'NOT_FOUND', 'VALIDATION')) {
      if (renamed) await redirectIfRenamed(renamed.locale, renamed.path)
      notFound()
    }
    throw e
  })
}

export async function getResourcesOverview(locale: Locale) {
  return gqlCached(ResourcesOverviewDocument, {}, { locale, ttlMs: TTL_MS })
}

/** One page of the taxonomy browser with its filter counts; a page past the end is a 404. */
export async function getTaxonomyBrowser(
  state: TaxonomyState,
  locale: Locale,
): Promise<TaxonomyBrowser> {
  const filters = {
    q: state.q || null,
    make: state.make,
    category: state.category,
    provenance: state.provenance,
  }
  return orNotFound(
    gqlCached(
      TaxonomyBrowserDocument,
      { input: { ...filters, first: TAXONOMY_PAGE_SIZE, page: state.page }, facets: filters },
      { locale, ttlMs: TTL_MS },
    ),
  )
}

export async function getSpecCategories(locale: Locale) {
  const { specCategories } = await gqlCached(SpecCategoriesDocument, {}, { locale, ttlMs: TTL_MS })
  return specCategories
}

/** A spec category page; unknown category or make, or a page past the end, is a 404. */
export async function getSpecCategoryPage(
  input: { category: string; make: string | null; page: number },
  locale: Locale,
): Promise<SpecCategoryPage> {
  const { specCategory } = await orNotFound(
    gqlCached(SpecCategoryDocument, { input }, { locale, ttlMs: TTL_MS }),
    /^[a-z0-9-]{1,100}$/.test(input.category)
      ? { locale, path: specCategoryPath(input.category) }
      : undefined,
  )
  return specCategory
}

/** A spec sheet (real models only); anything else is a 404. */
export async function getSpecSheet(
  input: { category: string; slug: string },
  locale: Locale,
): Promise<SpecSheet> {
  const { specSheet } = await orNotFound(
    gqlCached(SpecSheetDocument, { input }, { locale, ttlMs: TTL_MS }),
    /^[a-z0-9-]{1,100}$/.test(input.category) && /^[a-z0-9-]{1,200}$/.test(input.slug)
      ? { locale, path: specSheetPath(input.category, input.slug) }
      : undefined,
  )
  return specSheet
}

export const specCategoryPath = (category: string) => `${SPECS_PATH}/${category}`
export const specSheetPath = (category: string, slug: string) => `${SPECS_PATH}/${category}/${slug}`

/** The search page narrowed to a category and make, and to one model when given. */
export function inventoryPath(category: string, make: string, model?: string): string {
  const params = new URLSearchParams({ category, make })
  if (model) params.set('model', model)
  return `/equipment?${params.toString()}`
}

/** "2017–present", "2013–2021", "2008" or null. */
export function yearSpan(
  from: number | null | undefined,
  to: number | null | undefined,
  present: string,
): string | null {
  if (!from && !to) return null
  if (from && !to) return `${from}–${present}`
  if (!from) return String(to)
  return from === to ? String(from) : `${from}–${to}`
}
