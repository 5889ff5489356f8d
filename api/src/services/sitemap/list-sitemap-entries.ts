import { FOR_SALE_STATUSES } from '@ironyard/contract'
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps } from '../../context'
import { categories, listings, makes } from '../../db/schema'
import { parseOrThrow } from '../../lib/errors'
import { slugify } from '@ironyard/contract'

/** Listings a sitemap lists: the ones a visitor can buy or is about to. */
/** Listed in the sitemap: the machines a buyer can still get. */
export const LISTED = FOR_SALE_STATUSES
export const SITEMAP_CHUNK_MAX = 10_000

export interface SitemapSummary {
  listingCount: number
  maxListingId: number
}

/** How many listings there are and how far their ids go, to split sitemaps by id range. */
export async function getSitemapSummary(deps: Pick<AppDeps, 'database'>): Promise<SitemapSummary> {
  const [row] = await deps.database.db
    .select({
      n: sql<number>`count(*)::int`,
      maxId: sql<number>`coalesce(max(${listings.id}), 0)::int`,
    })
    .from(listings)
    .where(inArray(listings.status, [...LISTED]))
  return { listingCount: row.n, maxListingId: row.maxId }
}

const rangeSchema = z
  .object({
    idFrom: z.number().int().min(0),
    idTo: z.number().int().min(1),
  })
  .refine((r) => r.idTo > r.idFrom && r.idTo - r.idFrom <= SITEMAP_CHUNK_MAX, {
    message: `key:validation.sitemapRange|idTo must be above idFrom, at most ${SITEMAP_CHUNK_MAX} apart`,
    path: ['idTo'],
  })

/** Listings with ids in [idFrom, idTo): what an equipment-page sitemap needs to build URLs. */
export async function listSitemapListings(deps: Pick<AppDeps, 'database'>, input: unknown) {
  const { idFrom, idTo } = parseOrThrow(rangeSchema, input)
  return deps.database.db
    .select({
      stockNumber: listings.stockNumber,
      year: listings.year,
      makeName: makes.name,
      model: listings.model,
      updatedAt: listings.updatedAt,
    })
    .from(listings)
    .innerJoin(makes, eq(makes.id, listings.makeId))
    .where(
      and(gte(listings.id, idFrom), lt(listings.id, idTo), inArray(listings.status, [...LISTED])),
    )
    .orderBy(asc(listings.id))
}

/**
 * The combinations that have landing pages with machines on them: make x category,
 * category x state, and cities (with their page slug). Grouped counts, so a sitemap never lists
 * an empty page.
 */
export async function listLandingCombinations(deps: Pick<AppDeps, 'database'>) {
  const { db } = deps.database
  const listed = inArray(listings.status, [...LISTED])
  // A hidden category's pages answer 301 (issue 36): no sitemap lists them.
  const shown = and(listed, isNull(categories.hiddenAt))
  const count = sql<number>`count(*)::int`
  const [makeCategories, categoryStates, cities] = await Promise.all([
    db
      .select({ make: makes.slug, category: categories.slug, count })
      .from(listings)
      .innerJoin(makes, eq(makes.id, listings.makeId))
      .innerJoin(categories, eq(categories.id, listings.categoryId))
      .where(shown)
      .groupBy(makes.slug, categories.slug)
      .orderBy(makes.slug, categories.slug),
    db
      .select({ category: categories.slug, state: listings.state, count })
      .from(listings)
      .innerJoin(categories, eq(categories.id, listings.categoryId))
      .where(shown)
      .groupBy(categories.slug, listings.state)
      .orderBy(categories.slug, listings.state),
    db
      .select({ state: listings.state, city: listings.city, count })
      .from(listings)
      .where(listed)
      .groupBy(listings.state, listings.city)
      .orderBy(listings.state, listings.city),
  ])
  // The city page's slug, from the same rule the page resolves it with (get-landing-city.ts).
  return {
    makeCategories,
    categoryStates,
    cities: cities.map((c) => ({ ...c, slug: slugify(c.city) })),
  }
}
