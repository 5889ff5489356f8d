import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { PROVENANCES, type Provenance } from '../../db/schema/enums'

export interface TaxonomyStats {
  models: number
  byProvenance: Array<{ provenance: Provenance; count: number }>
  categorizedModels: number
  specSheets: number
  makes: number
  featuredMakes: number
  categories: number
}

/** Counts of the loaded taxonomy (cheap aggregate queries; the resource page header shows them). */
export async function getTaxonomyStats(database: Database): Promise<TaxonomyStats> {
  const [byProvenance, models, makes, others] = await Promise.all([
    database.rows<{ provenance: Provenance; n: number }>(
      sql`SELECT provenance, count(*)::int AS n FROM models GROUP BY provenance`,
    ),
    database.rows<{ total: number; categorized: number }>(
      sql`SELECT count(*)::int AS total, count(category_id)::int AS categorized FROM models`,
    ),
    database.rows<{ total: number; featured: number }>(
      sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE featured)::int AS featured FROM makes`,
    ),
    database.rows<{ categories: number; sheets: number }>(sql`
      SELECT (SELECT count(*)::int FROM categories) AS categories,
        (SELECT count(*)::int FROM spec_sheets) AS sheets`),
  ])
  const counts = new Map(byProvenance.map((r) => [r.provenance, r.n]))
  return {
    models: models[0].total,
    byProvenance: PROVENANCES.map((p) => ({ provenance: p, count: counts.get(p) ?? 0 })),
    categorizedModels: models[0].categorized,
    specSheets: others[0].sheets,
    makes: makes[0].total,
    featuredMakes: makes[0].featured,
    categories: others[0].categories,
  }
}
