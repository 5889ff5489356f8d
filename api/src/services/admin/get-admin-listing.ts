import { stepsFrom } from '@ironyard/contract/listing-enums'
import { and, eq } from 'drizzle-orm'
import { categories, listings, makes, subcategories } from '../../db/schema'
import type { AppDeps } from '../../context'
import { parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { stockNumberSchema } from '@ironyard/contract/admin-listing'
import { listingScopeCondition, type ListingScope } from '../listing-admin/listing-scope'

/**
 * One listing as the console edits it (any state), with the lifecycle steps it may take; null
 * when none has the stock number in the caller's scope (another seller's: the same null).
 */
export async function getAdminListing(
  deps: Pick<AppDeps, 'database'>,
  scope: ListingScope,
  rawStockNumber: unknown,
  locale: Locale,
) {
  const stockNumber = parseOrThrow(stockNumberSchema, rawStockNumber, locale)
  const [row] = await deps.database.db
    .select({
      l: listings,
      make: makes.name,
      categorySlug: categories.slug,
      categoryName: locale === 'es' ? categories.singularEs : categories.singularEn,
      subcategorySlug: subcategories.slug,
      subcategoryName: locale === 'es' ? subcategories.nameEs : subcategories.nameEn,
    })
    .from(listings)
    .innerJoin(makes, eq(makes.id, listings.makeId))
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, listings.taxonomizedSubCategoryId))
    .where(and(eq(listings.stockNumber, stockNumber), listingScopeCondition(scope)))
  if (!row) return null
  const { l } = row
  return {
    ...l,
    make: row.make,
    categorySlug: row.categorySlug,
    categoryName: row.categoryName,
    subcategorySlug: row.subcategorySlug,
    subcategoryName: row.subcategoryName,
    title: `${l.year} ${row.make} ${l.model}`,
    steps: stepsFrom(l.status),
  }
}
