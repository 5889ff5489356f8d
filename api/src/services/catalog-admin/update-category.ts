import { reorderCategoriesSchema, updateCategorySchema } from '@ironyard/contract/admin-catalog'
import { and, eq } from 'drizzle-orm'
import { categories, listings, subcategories } from '../../db/schema'
import type { Locale } from '../../lib/locale'
import { CATEGORY_GROUPS } from '../../reference-data/categories'
import { recordAudit, type Actor } from '../audit/record-audit'
import {
  catalogChanged,
  catalogFieldError,
  parseCatalogInput,
  recordCatalogEdit,
  refuseFields,
  type CatalogDeps,
} from './catalog-admin-common'
import { catalogKeySchema, lockCategory, lockSubcategory } from './catalog-lock'
import { DEFAULT_GROUP, findParent, rootSlugTaken, type CategoryNode } from './create-category'

/**
 * updateCategory (issue 14): rename, change the slug and (categories) the group, singular and
 * intro. A new slug keeps the old address as a 301 (a catalog_redirects row), rewrites the
 * listings' denormalised category slug, and the search index re-reads the catalogue; all in one
 * transaction with the audit entry (`category.rename` when the slug changed, else
 * `category.update`; likewise `subcategory.*`).
 */
export async function updateCategory(
  deps: CatalogDeps,
  actor: Actor,
  args: { slug: unknown; parentSlug?: unknown; input: unknown },
  locale: Locale,
): Promise<CategoryNode> {
  const key = parseCatalogInput(
    catalogKeySchema,
    { slug: args.slug, parentSlug: args.parentSlug },
    locale,
  )
  const input = parseCatalogInput(updateCategorySchema, args.input ?? {}, locale)
  const now = deps.now()
  const out = await deps.database.db.transaction(async (tx): Promise<CategoryNode> => {
    if (key.parentSlug) {
      const { parent, sub } = await lockSubcategory(tx, key.parentSlug, key.slug, locale)
      const slug = input.slug ?? sub.slug
      if (slug !== sub.slug) {
        const [taken] = await tx
          .select({ id: subcategories.id })
          .from(subcategories)
          .where(and(eq(subcategories.categoryId, parent.id), eq(subcategories.slug, slug)))
        if (taken) refuseFields([catalogFieldError(locale, 'slug', 'slugTaken')])
      }
      const [row] = await tx
        .update(subcategories)
        .set({ slug, nameEn: input.name ?? sub.nameEn, nameEs: input.nameEs ?? sub.nameEs })
        .where(eq(subcategories.id, sub.id))
        .returning()
      // Listings point at it by id; searches resolve its slug from the catalogue, re-read below.
      await recordCatalogEdit(tx, {
        actor,
        kind: 'subcategory',
        scope: parent.id,
        id: sub.id,
        before: sub,
        after: row,
        audited: ['slug', 'nameEn', 'nameEs'],
        entityKey: `${parent.slug}/${row.slug}`,
        at: now,
      })
      return { ...row, parentSlug: parent.slug }
    }
    const cat = await lockCategory(tx, key.slug)
    const slug = input.slug ?? cat.slug
    const fields = []
    if (slug !== cat.slug && (await rootSlugTaken(tx, slug, cat.id))) {
      fields.push(catalogFieldError(locale, 'slug', 'slugTaken'))
    }
    const group = input.groupSlug
    if (group && group !== DEFAULT_GROUP && !CATEGORY_GROUPS.some((g) => g.slug === group)) {
      fields.push(catalogFieldError(locale, 'groupSlug', 'groupUnknown'))
    }
    if (fields.length) refuseFields(fields)
    const [row] = await tx
      .update(categories)
      .set({
        slug,
        nameEn: input.name ?? cat.nameEn,
        nameEs: input.nameEs ?? cat.nameEs,
        singularEn: input.singular ?? cat.singularEn,
        singularEs: input.singularEs ?? cat.singularEs,
        introEn: input.intro ?? cat.introEn,
        introEs: input.introEs ?? cat.introEs,
        groupSlug: group ?? cat.groupSlug,
      })
      .where(eq(categories.id, cat.id))
      .returning()
    const renamed = await recordCatalogEdit(tx, {
      actor,
      kind: 'category',
      scope: 0,
      id: cat.id,
      before: cat,
      after: row,
      audited: [
        'slug',
        'nameEn',
        'nameEs',
        'singularEn',
        'singularEs',
        'introEn',
        'introEs',
        'groupSlug',
      ],
      entityKey: row.slug,
      at: now,
    })
    if (renamed) {
      // The denormalised slug follows (search, feeds and alerts read it); the trigger bumps
      // change_seq so the in-process index catches up. updated_at stays: staff did not edit them.
      await tx
        .update(listings)
        .set({ equipmentCategorySlug: slug })
        .where(eq(listings.categoryId, cat.id))
    }
    return { ...row, parentSlug: null }
  })
  catalogChanged(deps.database)
  return out
}

/**
 * reorderCategories (issue 14): the categories (no parent) or one category's subcategories, in
 * the order given. Every sibling must be named once, so a stale console cannot drop one.
 */
export async function reorderCategories(
  deps: CatalogDeps,
  actor: Actor,
  rawInput: unknown,
  locale: Locale,
): Promise<CategoryNode[]> {
  const input = parseCatalogInput(reorderCategoriesSchema, rawInput ?? {}, locale)
  const now = deps.now()
  const out = await deps.database.db.transaction(async (tx) => {
    const parent = input.parentSlug ? await findParent(tx, input.parentSlug, locale) : null
    const siblings = parent
      ? await tx
          .select()
          .from(subcategories)
          .where(eq(subcategories.categoryId, parent.id))
          .for('update')
      : await tx.select().from(categories).for('update')
    const bySlug = new Map(siblings.map((s) => [s.slug, s]))
    if (siblings.length !== input.slugs.length || input.slugs.some((s) => !bySlug.has(s))) {
      refuseFields([catalogFieldError(locale, 'slugs', 'orderIncomplete')])
    }
    const before = [...siblings].sort((a, b) => a.sortOrder - b.sortOrder).map((s) => s.slug)
    for (const [i, slug] of input.slugs.entries()) {
      const s = bySlug.get(slug)!
      if (s.sortOrder === i) continue
      if (parent) {
        await tx.update(subcategories).set({ sortOrder: i }).where(eq(subcategories.id, s.id))
      } else {
        await tx.update(categories).set({ sortOrder: i }).where(eq(categories.id, s.id))
      }
    }
    await recordAudit(tx, {
      actor,
      action: parent ? 'subcategory.reorder' : 'category.reorder',
      entityType: parent ? 'subcategory' : 'category',
      entityKey: parent ? `${parent.slug}/*` : '*',
      before: { order: before },
      after: { order: input.slugs },
      at: now,
    })
    return input.slugs.map((slug, i) => {
      const s = bySlug.get(slug)!
      return {
        id: s.id,
        slug,
        nameEn: s.nameEn,
        nameEs: s.nameEs,
        sortOrder: i,
        parentSlug: parent?.slug ?? null,
        hiddenAt: s.hiddenAt,
      }
    })
  })
  catalogChanged(deps.database)
  return out
}
