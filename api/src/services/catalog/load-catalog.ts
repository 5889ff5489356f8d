import type { Locale } from '@ironyard/contract/locale'
import { getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client'
import {
  broadCategories,
  broadCategoryCategories,
  categories,
  makes,
  subcategories,
} from '../../db/schema'
import { t } from '../../i18n'
import { BROAD_CATEGORIES, CATEGORIES } from '../../reference-data/categories'
import { MAKES, TOP_16_MAKES } from '../../reference-data/makes'
import { SPEC_FIELDS } from '../../reference-data/spec-fields'
import { slugify } from '@ironyard/contract'

/** The intro of a category page: its blurb, then what every listing of it shows. */
export function categoryIntro(lang: Locale, name: string, blurb: string): string {
  return t(lang, 'catalog:intro', { blurb, name: name.toLowerCase() })
}

/**
 * Load the catalogue (broad categories, categories, subcategories, featured makes). Idempotent:
 * rows are upserted by slug, so a second run changes nothing and keeps ids stable.
 */
export async function loadCatalog(database: Database): Promise<void> {
  const { db } = database
  for (const key of CATEGORIES.flatMap((c) => c.specFields)) {
    if (!SPEC_FIELDS[key]) throw new Error(`Unknown spec field ${key}`)
  }
  // One multi-row upsert per table (about ten statements, not one per row: on PGlite each
  // statement costs a few milliseconds, and the test factories load the catalogue per suite).
  await db.transaction(async (tx) => {
    await tx
      .insert(broadCategories)
      .values(
        BROAD_CATEGORIES.map((b, i) => ({
          slug: b.slug,
          nameEn: b.en,
          nameEs: b.es,
          introEn: b.introEn,
          introEs: b.introEs,
          sortOrder: i,
        })),
      )
      .onConflictDoUpdate({
        target: broadCategories.slug,
        set: excluded(broadCategories, ['nameEn', 'nameEs', 'introEn', 'introEs', 'sortOrder']),
      })
    const categoryRows = await tx
      .insert(categories)
      .values(
        CATEGORIES.map((c, i) => ({
          slug: c.slug,
          nameEn: c.en,
          nameEs: c.es,
          singularEn: c.singularEn,
          singularEs: c.singularEs,
          groupSlug: c.group,
          introEn: categoryIntro('en', c.en, c.blurbEn),
          introEs: categoryIntro('es', c.es, c.blurbEs),
          primarySizeMetric: c.specFields[0],
          specFields: c.specFields,
          icon: c.icon,
          htsHeading: c.hts,
          sortOrder: i,
        })),
      )
      .onConflictDoUpdate({
        target: categories.slug,
        set: excluded(categories, [
          'nameEn',
          'nameEs',
          'singularEn',
          'singularEs',
          'groupSlug',
          'introEn',
          'introEs',
          'primarySizeMetric',
          'specFields',
          'icon',
          'htsHeading',
          'sortOrder',
        ]),
      })
      .returning({ id: categories.id, slug: categories.slug })
    const ids = new Map(categoryRows.map((r) => [r.slug, r.id]))
    await tx
      .insert(subcategories)
      .values(
        CATEGORIES.flatMap((c) =>
          c.subcategories.map(([en, es], j) => ({
            categoryId: ids.get(c.slug)!,
            slug: slugify(en),
            nameEn: en,
            nameEs: es,
            sortOrder: j,
          })),
        ),
      )
      .onConflictDoUpdate({
        target: [subcategories.categoryId, subcategories.slug],
        set: excluded(subcategories, ['nameEn', 'nameEs', 'sortOrder']),
      })
    const broadIds = new Map(
      (
        await tx
          .select({ id: broadCategories.id, slug: broadCategories.slug })
          .from(broadCategories)
      ).map((r) => [r.slug, r.id]),
    )
    await tx
      .insert(broadCategoryCategories)
      .values(
        BROAD_CATEGORIES.flatMap((b) =>
          b.categories.map((slug) => {
            const id = ids.get(slug)
            if (!id) throw new Error(`Broad category ${b.slug} names unknown category ${slug}`)
            return { broadCategoryId: broadIds.get(b.slug)!, categoryId: id }
          }),
        ),
      )
      .onConflictDoNothing()
    await tx
      .insert(makes)
      .values(
        MAKES.map((mk) => {
          const rank = TOP_16_MAKES.indexOf(mk.slug as (typeof TOP_16_MAKES)[number])
          return {
            slug: mk.slug,
            name: mk.name,
            aliases: mk.aliases,
            parentCompany: mk.parent,
            topRank: rank >= 0 ? rank + 1 : null,
            firstLetter: mk.name[0].toUpperCase(),
            featured: true,
          }
        }),
      )
      .onConflictDoUpdate({
        target: makes.slug,
        set: excluded(makes, [
          'name',
          'aliases',
          'parentCompany',
          'topRank',
          'firstLetter',
          'featured',
        ]),
      })
  })
}

/** `SET col = excluded.col` for the given columns of a multi-row upsert. */
function excluded<T extends PgTable, K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: K[],
): Record<K, SQL> {
  const columns = getTableColumns(table)
  return Object.fromEntries(
    keys.map((k) => [k, sql.raw(`excluded.${(columns[k] as { name: string }).name}`)]),
  ) as Record<K, SQL>
}
