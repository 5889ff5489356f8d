import type { Locale } from '@ironyard/contract/locale'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { PROVENANCES, type Provenance } from '../../db/schema/enums'
import { parseOrThrow } from '../../lib/errors'
import { TAXONOMY_FROM, taxonomyWhere } from './taxonomy-filters'
import { taxonomyFiltersSchema } from '@ironyard/contract/forms/taxonomy'

/** Makes offered in the browser's make menu: the ones with most rows (text search finds others). */
export const TAXONOMY_MAKE_FACETS_MAX = 200

export interface TaxonomyFacetCount {
  slug: string
  name: string
  count: number
}

export interface TaxonomyFacets {
  /** The makes with most matching rows (at most TAXONOMY_MAKE_FACETS_MAX, the selected one always), by name. */
  makes: TaxonomyFacetCount[]
  /** How many makes have matching rows in all. */
  makeTotal: number
  /** Categories with matching rows (the selected one always), in catalogue order. */
  categories: TaxonomyFacetCount[]
  /** Every provenance, with its count of matching rows (0 included). */
  provenances: Array<{ provenance: Provenance; count: number }>
}

/**
 * Counts behind the taxonomy browser's filter menus, each with every other filter applied (a
 * make's count says how many rows picking it would show).
 */
export async function getTaxonomyFacets(
  database: Database,
  rawInput: unknown,
  locale: Locale = 'en',
): Promise<TaxonomyFacets> {
  const input = parseOrThrow(taxonomyFiltersSchema, rawInput ?? {})
  const catName = locale === 'es' ? sql`c.name_es` : sql`c.name_en`
  const makeWhere = taxonomyWhere(input, 'make')
  const [makes, makeTotal, categories, provenances] = await Promise.all([
    database.rows<TaxonomyFacetCount>(sql`
      SELECT slug, name, count FROM (
        SELECT mk.slug, mk.name, count(*)::int AS count
        ${TAXONOMY_FROM}
        WHERE ${makeWhere}
        GROUP BY mk.id
        ORDER BY count(*) DESC, mk.slug
        LIMIT ${TAXONOMY_MAKE_FACETS_MAX}
      ) top
      UNION
      SELECT mk.slug, mk.name, count(m.id)::int AS count
      FROM makes mk
      LEFT JOIN (models m
        LEFT JOIN categories c ON c.id = m.category_id
        LEFT JOIN subcategories sc ON sc.id = m.subcategory_id)
        ON m.make_id = mk.id AND ${makeWhere}
      WHERE mk.slug = ${input.make ?? null}
      GROUP BY mk.id`),
    database.rows<{ n: number }>(sql`
      SELECT count(DISTINCT m.make_id)::int AS n ${TAXONOMY_FROM} WHERE ${makeWhere}`),
    database.rows<TaxonomyFacetCount>(sql`
      SELECT c.slug, ${catName} AS name, count(m.id)::int AS count
      FROM categories c
      LEFT JOIN (models m
        JOIN makes mk ON mk.id = m.make_id
        LEFT JOIN subcategories sc ON sc.id = m.subcategory_id)
        ON m.category_id = c.id AND ${taxonomyWhere(input, 'category')}
      GROUP BY c.id
      HAVING count(m.id) > 0 OR c.slug = ${input.category ?? null}
      ORDER BY c.sort_order`),
    database.rows<{ provenance: Provenance; count: number }>(sql`
      SELECT m.provenance, count(*)::int AS count
      ${TAXONOMY_FROM}
      WHERE ${taxonomyWhere(input, 'provenance')}
      GROUP BY m.provenance`),
  ])
  const byProvenance = new Map(provenances.map((p) => [p.provenance, p.count]))
  return {
    makes: makes.sort(
      (a, b) =>
        a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.slug.localeCompare(b.slug),
    ),
    makeTotal: makeTotal[0].n,
    categories,
    provenances: PROVENANCES.map((p) => ({ provenance: p, count: byProvenance.get(p) ?? 0 })),
  }
}
