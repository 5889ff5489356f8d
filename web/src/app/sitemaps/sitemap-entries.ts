import {
  BlogLinksDocument,
  PopularSearchesDocument,
  SitemapLandingsDocument,
  SitemapListingsDocument,
  SitemapSummaryDocument,
  SpecCategoriesDocument,
  SpecSheetPathsDocument,
} from '@/graphql/__generated__/graphql'
import { LOCALES } from '@/i18n/settings'
import { gqlCached } from '@/lib/api-client'
import {
  articlePath,
  BLOG_CATEGORIES,
  blogPath,
  categoryPath,
} from '@/features/content/blog/blog-data'
import { COMPANY_PATHS } from '@/features/content/company/facts'
import { auctionPath, AUCTIONS_PATH, getAuctions } from '@/features/auctions/auctions-data'
import { dealerPath, getDealers } from '@/features/dealers/dealers-data'
import { PARTS_PATH } from '@/features/parts/parts-data'
import { ALLIANCE_PATH } from '@/features/resources/resources-data'
import { getCatalog } from '@/lib/catalog-data'
import { resolveKeyword } from '@/features/landing/keyword-pages'
import { priceThresholdPath, SPECIAL_PAGES } from '@/features/landing/landing'
import { slugify } from '@ironyard/contract'
import { listingPath } from '@/lib/listing-path'
import { getMakeDirectory, letterPages } from '@/features/resources/make-directory'
import { localePath } from '@/lib/paths'
import { PRICE_THRESHOLDS } from '@ironyard/contract/search-enums'
import { absoluteUrl } from '@/lib/seo'
import { stateByCode, US_STATES } from '@/features/landing/us-states'

/** Listings per equipment-page sitemap (an id range); the protocol allows 50,000 URLs. */
export const LISTING_CHUNK = 10_000
/** Landing paths per landing sitemap (each path is listed in both languages). */
export const LANDING_CHUNK = 20_000
const TTL_MS = 10 * 60_000

export interface SitemapEntry {
  /** Locale-free path. */
  path: string
  lastmod?: string
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A <urlset> with every path in both languages and hreflang alternates. */
export function urlset(entries: SitemapEntry[]): string {
  const urls = entries.flatMap((e) => {
    const alternates = [
      ...LOCALES.map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${l}" href="${xmlEscape(absoluteUrl(localePath(l, e.path)))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(absoluteUrl(localePath('en', e.path)))}"/>`,
    ].join('')
    return LOCALES.map(
      (l) =>
        `<url><loc>${xmlEscape(absoluteUrl(localePath(l, e.path)))}</loc>${
          e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''
        }${alternates}</url>`,
    )
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export function sitemapIndex(names: string[]): string {
  const items = names.map(
    (n) => `<sitemap><loc>${xmlEscape(absoluteUrl(`/sitemaps/${n}`))}</loc></sitemap>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
}

/**
 * Home, search, indexes (with the make directory's letter pages), specials, price thresholds,
 * broad categories, categories, makes, states, the company and legal pages, the dealer directory
 * and the pages of partner sellers with machines, parts, the auction calendar and every auction,
 * the taxonomy alliance, and the blog (its categories and every
 * published article).
 */
export async function pageEntries(): Promise<SitemapEntry[]> {
  const [catalog, directory, specs, blog, dealers, auctions] = await Promise.all([
    getCatalog('en'),
    getMakeDirectory('en'),
    gqlCached(SpecCategoriesDocument, {}, { locale: 'en', ttlMs: TTL_MS }),
    gqlCached(BlogLinksDocument, {}, { locale: 'en', ttlMs: TTL_MS }),
    getDealers('en'),
    getAuctions('en'),
  ])
  return [
    '/',
    '/equipment',
    '/categories',
    '/resources/makes',
    ...letterPages(directory.letters).map((l) => `/resources/makes/${l}`),
    '/locations',
    '/resources',
    '/resources/specs',
    ...specs.specCategories.map((c) => `/resources/specs/${c.slug}`),
    '/resources/taxonomy',
    ALLIANCE_PATH,
    ...COMPANY_PATHS,
    '/dealers',
    ...dealers.filter((d) => d.listingCount > 0).map((d) => dealerPath(d.slug)),
    PARTS_PATH,
    AUCTIONS_PATH,
    ...auctions.map((a) => auctionPath(a.slug)),
    '/services',
    '/services/finance',
    '/services/sell',
    '/services/valuations',
    '/services/inspect',
    ...Object.keys(SPECIAL_PAGES).map((s) => `/${s}`),
    ...PRICE_THRESHOLDS.map(priceThresholdPath),
    ...catalog.broadCategories.map((b) => `/${b.slug}`),
    ...catalog.categories.map((c) => `/${c.slug}`),
    ...(await makesWithListings()).map((m) => `/${m}`),
    ...US_STATES.map((s) => `/locations/${s.slug}`),
    blogPath(),
    ...BLOG_CATEGORIES.map(categoryPath),
  ]
    .map((path): SitemapEntry => ({ path }))
    .concat(
      blog.storyLinks.map((l) => ({
        path: articlePath(l.slug),
        lastmod: l.updatedAt.slice(0, 10),
      })),
    )
}

async function makesWithListings(): Promise<string[]> {
  const { sitemapLandings } = await gqlCached(
    SitemapLandingsDocument,
    {},
    { locale: 'en', ttlMs: TTL_MS },
  )
  return [...new Set(sitemapLandings.makeCategories.map((mc) => mc.make))]
}

/** Make x category, category x subcategory, category x state, city and keyword pages that have machines. */
export async function landingEntries(): Promise<SitemapEntry[]> {
  const [{ sitemapLandings: l }, popular, catalog] = await Promise.all([
    gqlCached(SitemapLandingsDocument, {}, { locale: 'en', ttlMs: TTL_MS }),
    gqlCached(PopularSearchesDocument, { limit: 20 }, { locale: 'en', ttlMs: TTL_MS }),
    getCatalog('en'),
  ])
  const keywords = await Promise.all(
    popular.popularSearches.map((p) => resolveKeyword(slugify(p.text), 'en').catch(() => null)),
  )
  const paths = new Set<string>()
  for (const mc of l.makeCategories) paths.add(`/${mc.make}/${mc.category}`)
  for (const c of catalog.categories) {
    for (const s of c.subcategories) if (s.listingCount > 0) paths.add(`/${c.slug}/${s.slug}`)
  }
  for (const cs of l.categoryStates) {
    const state = stateByCode(cs.state)
    if (state) paths.add(`/${cs.category}/${state.slug}`)
  }
  for (const c of l.cities) {
    const state = stateByCode(c.state)
    if (state) paths.add(`/locations/${state.slug}/${c.slug}`)
  }
  for (const k of keywords) if (k) paths.add(k.path)
  return [...paths].map((path) => ({ path }))
}

export async function listingChunkCount(): Promise<number> {
  const { sitemapSummary } = await gqlCached(
    SitemapSummaryDocument,
    {},
    { locale: 'en', ttlMs: TTL_MS },
  )
  return Math.max(1, Math.ceil((sitemapSummary.maxListingId + 1) / LISTING_CHUNK))
}

export async function listingEntries(chunk: number): Promise<SitemapEntry[]> {
  const { sitemapListings } = await gqlCached(
    SitemapListingsDocument,
    { idFrom: chunk * LISTING_CHUNK, idTo: (chunk + 1) * LISTING_CHUNK },
    { locale: 'en', ttlMs: TTL_MS },
  )
  return sitemapListings.map((l) => ({
    path: listingPath({ ...l, make: { name: l.makeName } }, 'en'),
    lastmod: l.updatedAt.slice(0, 10),
  }))
}

/** Spec sheet pages (real models only): their own sitemap file, specs.xml. */
export async function specEntries(): Promise<SitemapEntry[]> {
  const { specSheetPaths } = await gqlCached(
    SpecSheetPathsDocument,
    {},
    { locale: 'en', ttlMs: TTL_MS },
  )
  return specSheetPaths.map((p) => ({ path: `/resources/specs/${p.category}/${p.slug}` }))
}
