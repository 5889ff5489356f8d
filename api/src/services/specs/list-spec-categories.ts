import { sql } from 'drizzle-orm'
import type { Locale } from '../../context'
import type { Database } from '../../db/client'
import { groupRef, localized, REAL_MODEL, SHEETS_FROM } from './spec-rows'

export interface SpecCategory {
  slug: string
  name: string
  singularName: string
  intro: string
  icon: string
  group: { slug: string; name: string }
  /** Real models (curated or vPIC) of the category with a spec sheet. */
  sheetCount: number
  makeCount: number
}

export interface SpecCategoryRow {
  slug: string
  name: string
  singular_name: string
  intro: string
  icon: string
  group_slug: string
  sheets: number
  makes: number
}

export const specCategoryOf = (r: SpecCategoryRow, locale: Locale): SpecCategory => ({
  slug: r.slug,
  name: r.name,
  singularName: r.singular_name,
  intro: r.intro,
  icon: r.icon,
  group: groupRef(r.group_slug, locale),
  sheetCount: r.sheets,
  makeCount: r.makes,
})

export const specCategoryColumns = (locale: Locale) => sql`c.slug,
  ${localized(locale, sql`c.name_en`, sql`c.name_es`)} AS name,
  ${localized(locale, sql`c.singular_en`, sql`c.singular_es`)} AS singular_name,
  ${localized(locale, sql`c.intro_en`, sql`c.intro_es`)} AS intro,
  c.icon, c.group_slug,
  count(*)::int AS sheets, count(DISTINCT m.make_id)::int AS makes`

/** Categories that have spec sheets of real models, in catalogue order, with counts. */
export async function listSpecCategories(
  database: Database,
  locale: Locale,
): Promise<SpecCategory[]> {
  const rows = await database.rows<SpecCategoryRow>(sql`
    SELECT ${specCategoryColumns(locale)}
    ${SHEETS_FROM}
    WHERE ${REAL_MODEL}
    GROUP BY c.id
    ORDER BY c.sort_order, c.slug`)
  return rows.map((r) => specCategoryOf(r, locale))
}
