import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { REAL_MODEL, SHEET_SLUG, SHEETS_FROM } from './spec-rows'

export interface SpecSheetPath {
  category: string
  slug: string
}

/** Every spec page's address (real models only), for the sitemap. */
export async function listSpecSheetPaths(database: Database): Promise<SpecSheetPath[]> {
  return database.rows<SpecSheetPath>(sql`
    SELECT c.slug AS category, ${SHEET_SLUG} AS slug
    ${SHEETS_FROM}
    WHERE ${REAL_MODEL}
    ORDER BY c.sort_order, 2`)
}
