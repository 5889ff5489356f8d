import { sql, type SQL } from 'drizzle-orm'
import type { TaxonomyFilters } from '@ironyard/contract/forms/taxonomy'

export type TaxonomyFilterGroup = 'make' | 'category' | 'provenance' | 'q'

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Models with their make and (optional) category and subcategory: aliases m, mk, c, sc. */
export const TAXONOMY_FROM = sql`FROM models m
  JOIN makes mk ON mk.id = m.make_id
  LEFT JOIN categories c ON c.id = m.category_id
  LEFT JOIN subcategories sc ON sc.id = m.subcategory_id`

/**
 * The WHERE condition of the taxonomy browser's filters, leaving out `except` (a facet is
 * counted with every other filter applied). Text: every word must match the model or make name.
 */
export function taxonomyWhere(input: TaxonomyFilters, except?: TaxonomyFilterGroup): SQL {
  const where: SQL[] = []
  if (input.make && except !== 'make') where.push(sql`mk.slug = ${input.make}`)
  if (input.category && except !== 'category') where.push(sql`c.slug = ${input.category}`)
  if (input.provenance && except !== 'provenance') {
    where.push(sql`m.provenance = ${input.provenance}::provenance`)
  }
  if (except !== 'q') {
    for (const word of input.q?.split(/\s+/).filter(Boolean) ?? []) {
      const pattern = `%${likeEscape(word)}%`
      where.push(sql`(m.name ILIKE ${pattern} OR mk.name ILIKE ${pattern})`)
    }
  }
  return where.length ? sql.join(where, sql` AND `) : sql`TRUE`
}
