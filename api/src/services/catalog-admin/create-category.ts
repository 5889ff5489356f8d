import { createCategorySchema } from '@ironyard/contract/admin-catalog'
import { eq, sql } from 'drizzle-orm'
import { categories, subcategories } from '../../db/schema'
import { t } from '../../i18n'
import { AppError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { CATEGORY_GROUPS } from '../../reference-data/categories'
import { recordAudit, type Actor } from '../audit/record-audit'
import {
  catalogChanged,
  catalogFieldError,
  parseCatalogInput,
  refuseFields,
  releaseOldSlug,
  rowsOf,
  type CatalogDeps,
  type Tx,
} from './catalog-admin-common'

/** The navigation group of a category staff add without naming one. */
export const DEFAULT_GROUP = 'other'
/** What a new category filters and shows until staff (or a later release) give it more. */
const DEFAULT_SPEC_FIELDS = ['operatingWeightLb']
const DEFAULT_ICON = 'equipment'

export interface CategoryNode {
  id: number
  slug: string
  nameEn: string
  nameEs: string
  sortOrder: number
  parentSlug: string | null
  /** When staff hid it (issue 36); null while shown. */
  hiddenAt: Date | null
}

/** A slug the root landing pages (/{slug}) already answer for: a category, broad category or make. */
export async function rootSlugTaken(tx: Tx, slug: string, exceptCategoryId = 0): Promise<boolean> {
  const rows = rowsOf<{ n: number }>(
    await tx.execute(sql`
      SELECT (SELECT count(*) FROM categories WHERE slug = ${slug} AND id <> ${exceptCategoryId})
        + (SELECT count(*) FROM broad_categories WHERE slug = ${slug})
        + (SELECT count(*) FROM makes WHERE slug = ${slug}) AS n`),
  )
  return Number(rows[0]?.n ?? 0) > 0
}

export async function findParent(tx: Tx, parentSlug: string, locale: Locale) {
  const [parent] = await tx
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, parentSlug))
  if (!parent) refuseFields([catalogFieldError(locale, 'parentSlug', 'parentUnknown')])
  return parent
}

/**
 * createCategory (issue 14): without a parent, a category with sensible defaults for the columns
 * the form does not ask (singular = name, group `other`, intro from the name, a weight filter);
 * with one, a subcategory of it. Added last in its level's order. Audit entry in the same
 * transaction.
 */
export async function createCategory(
  deps: CatalogDeps,
  actor: Actor,
  rawInput: unknown,
  locale: Locale,
): Promise<CategoryNode> {
  const input = parseCatalogInput(createCategorySchema, rawInput ?? {}, locale)
  const now = deps.now()
  const out = await deps.database.db.transaction(async (tx): Promise<CategoryNode> => {
    if (input.parentSlug) {
      const parent = await findParent(tx, input.parentSlug, locale)
      const [taken] = await tx
        .select({ id: subcategories.id })
        .from(subcategories)
        .where(
          sql`${subcategories.categoryId} = ${parent.id} AND ${subcategories.slug} = ${input.slug}`,
        )
      if (taken) refuseFields([catalogFieldError(locale, 'slug', 'slugTaken')])
      const [{ next }] = rowsOf<{ next: number }>(
        await tx.execute(
          sql`SELECT coalesce(max(sort_order) + 1, 0)::int AS next FROM subcategories WHERE category_id = ${parent.id}`,
        ),
      )
      const [row] = await tx
        .insert(subcategories)
        .values({
          categoryId: parent.id,
          slug: input.slug,
          nameEn: input.name,
          nameEs: input.nameEs,
          sortOrder: next,
        })
        .returning()
      await releaseOldSlug(tx, 'subcategory', parent.id, input.slug)
      await recordAudit(tx, {
        actor,
        action: 'subcategory.create',
        entityType: 'subcategory',
        entityKey: `${parent.slug}/${row.slug}`,
        before: null,
        after: { slug: row.slug, nameEn: row.nameEn, nameEs: row.nameEs, sortOrder: row.sortOrder },
        at: now,
      })
      return { ...row, parentSlug: parent.slug }
    }
    const group = input.groupSlug ?? DEFAULT_GROUP
    if (group !== DEFAULT_GROUP && !CATEGORY_GROUPS.some((g) => g.slug === group)) {
      refuseFields([catalogFieldError(locale, 'groupSlug', 'groupUnknown')])
    }
    if (await rootSlugTaken(tx, input.slug)) {
      refuseFields([catalogFieldError(locale, 'slug', 'slugTaken')])
    }
    const [{ next }] = rowsOf<{ next: number }>(
      await tx.execute(sql`SELECT coalesce(max(sort_order) + 1, 0)::int AS next FROM categories`),
    )
    const [row] = await tx
      .insert(categories)
      .values({
        slug: input.slug,
        nameEn: input.name,
        nameEs: input.nameEs,
        singularEn: input.singular ?? input.name,
        singularEs: input.singularEs ?? input.nameEs,
        groupSlug: group,
        introEn: input.intro ?? t('en', 'adminCatalog:intro', { name: input.name.toLowerCase() }),
        introEs:
          input.introEs ?? t('es', 'adminCatalog:intro', { name: input.nameEs.toLowerCase() }),
        primarySizeMetric: DEFAULT_SPEC_FIELDS[0],
        specFields: DEFAULT_SPEC_FIELDS,
        icon: DEFAULT_ICON,
        sortOrder: next,
      })
      .returning()
    await releaseOldSlug(tx, 'category', 0, input.slug)
    await recordAudit(tx, {
      actor,
      action: 'category.create',
      entityType: 'category',
      entityKey: row.slug,
      before: null,
      after: { slug: row.slug, nameEn: row.nameEn, nameEs: row.nameEs, groupSlug: row.groupSlug },
      at: now,
    })
    return { ...row, parentSlug: null }
  })
  catalogChanged(deps.database)
  return out
}

export function categoryNotFound(slug: string): never {
  throw new AppError('NOT_FOUND', {
    messageKey: 'adminCatalog:errors.categoryNotFound',
    vars: { slug },
  })
}
