import {
  LandingCatalogDocument,
  MakeBySlugDocument,
  type LandingCatalogQuery,
  type MakeBySlugQuery,
} from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gqlCached } from './api-client'

export type CatalogCategory = LandingCatalogQuery['categories'][number]
export type CatalogBroadCategory = LandingCatalogQuery['broadCategories'][number]
export type CatalogMake = NonNullable<MakeBySlugQuery['make']>

export interface Catalog {
  categories: CatalogCategory[]
  broadCategories: CatalogBroadCategory[]
  category(slug: string): CatalogCategory | undefined
  broad(slug: string): CatalogBroadCategory | undefined
}

/** Counts move with inventory; names and slugs do not. Five minutes in memory per process. */
const CATALOG_TTL_MS = 5 * 60_000

/** Categories and broad categories, in the locale's language, for pages and routing. */
export async function getCatalog(locale: Locale): Promise<Catalog> {
  const data = await gqlCached(LandingCatalogDocument, {}, { locale, ttlMs: CATALOG_TTL_MS })
  const categories = new Map(data.categories.map((c) => [c.slug, c]))
  const broad = new Map(data.broadCategories.map((b) => [b.slug, b]))
  return {
    categories: data.categories,
    broadCategories: data.broadCategories,
    category: (slug) => categories.get(slug),
    broad: (slug) => broad.get(slug),
  }
}

/**
 * A make with a landing page: featured makes, and directory makes that have machines for sale
 * (the taxonomy lists thousands of makes; most have nothing to show).
 */
export async function getLandingMake(slug: string, locale: Locale): Promise<CatalogMake | null> {
  const { make } = await gqlCached(MakeBySlugDocument, { slug }, { locale, ttlMs: CATALOG_TTL_MS })
  return make && (make.featured || make.listingCount > 0) ? make : null
}
