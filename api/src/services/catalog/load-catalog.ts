import type { Locale } from '@ironyard/contract/locale'
import { sql } from 'drizzle-orm'
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
  await db.transaction(async (tx) => {
    for (const [i, b] of BROAD_CATEGORIES.entries()) {
      await tx
        .insert(broadCategories)
        .values({
          slug: b.slug,
          nameEn: b.en,
          nameEs: b.es,
          introEn: b.introEn,
          introEs: b.introEs,
          sortOrder: i,
        })
        .onConflictDoUpdate({
          target: broadCategories.slug,
          set: { nameEn: b.en, nameEs: b.es, introEn: b.introEn, introEs: b.introEs, sortOrder: i },
        })
    }
    for (const [i, c] of CATEGORIES.entries()) {
      const values = {
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
      }
      const [row] = await tx
        .insert(categories)
        .values(values)
        .onConflictDoUpdate({ target: categories.slug, set: values })
        .returning({ id: categories.id })
      for (const [j, [en, es]] of c.subcategories.entries()) {
        await tx
          .insert(subcategories)
          .values({ categoryId: row.id, slug: slugify(en), nameEn: en, nameEs: es, sortOrder: j })
          .onConflictDoUpdate({
            target: [subcategories.categoryId, subcategories.slug],
            set: { nameEn: en, nameEs: es, sortOrder: j },
          })
      }
    }
    const ids = new Map(
      (await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((r) => [
        r.slug,
        r.id,
      ]),
    )
    for (const b of BROAD_CATEGORIES) {
      const [row] = await tx
        .select({ id: broadCategories.id })
        .from(broadCategories)
        .where(sql`${broadCategories.slug} = ${b.slug}`)
      await tx
        .insert(broadCategoryCategories)
        .values(
          b.categories.map((slug) => {
            const id = ids.get(slug)
            if (!id) throw new Error(`Broad category ${b.slug} names unknown category ${slug}`)
            return { broadCategoryId: row.id, categoryId: id }
          }),
        )
        .onConflictDoNothing()
    }
    for (const mk of MAKES) {
      const rank = TOP_16_MAKES.indexOf(mk.slug as (typeof TOP_16_MAKES)[number])
      const values = {
        slug: mk.slug,
        name: mk.name,
        aliases: mk.aliases,
        parentCompany: mk.parent,
        topRank: rank >= 0 ? rank + 1 : null,
        firstLetter: mk.name[0].toUpperCase(),
        featured: true,
      }
      await tx.insert(makes).values(values).onConflictDoUpdate({ target: makes.slug, set: values })
    }
  })
}
