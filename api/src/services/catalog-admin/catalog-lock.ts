import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { categories, subcategories } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import type { Tx } from './catalog-admin-common'
import { categoryNotFound, findParent } from './create-category'

/** Which catalogue row a console step names: a category, or (with a parent) a subcategory. */
export const catalogKeySchema = z.object({
  slug: z.string().trim().toLowerCase().max(100),
  parentSlug: z.string().trim().toLowerCase().max(100).nullish(),
})

/** A category's row, locked for the step's transaction; NOT_FOUND when there is none. */
export async function lockCategory(tx: Tx, slug: string) {
  const [cat] = await tx.select().from(categories).where(eq(categories.slug, slug)).for('update')
  if (!cat) categoryNotFound(slug)
  return cat
}

/** A subcategory's row under `parentSlug`, locked; NOT_FOUND naming both when there is none. */
export async function lockSubcategory(tx: Tx, parentSlug: string, slug: string, locale: Locale) {
  const parent = await findParent(tx, parentSlug, locale)
  const [sub] = await tx
    .select()
    .from(subcategories)
    .where(and(eq(subcategories.categoryId, parent.id), eq(subcategories.slug, slug)))
    .for('update')
  if (!sub) {
    throw new AppError('NOT_FOUND', {
      messageKey: 'adminCatalog:errors.subcategoryNotFound',
      vars: { slug, parent: parent.slug },
    })
  }
  return { parent, sub }
}
