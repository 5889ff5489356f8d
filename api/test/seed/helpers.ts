import { sql } from 'drizzle-orm'
import type { Database } from '../../src/db/client'
import { loadCatalog } from '../../src/services/catalog/load-catalog'
import { INVENTORY_TABLES } from '../../src/seed/reset-inventory'
import { loadTaxonomy } from '../../src/services/taxonomy/load-taxonomy'

/** The catalogue and the real taxonomy, as the first start loads them. */
export async function loadCatalogue(database: Database): Promise<void> {
  await loadCatalog(database)
  await loadTaxonomy(database)
}

/**
 * A digest of every inventory table's rows (ids included, listings' change_seq excluded: it
 * numbers writes, not content), ordered by content so it depends on the data alone.
 */
export async function inventoryDigest(database: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const table of INVENTORY_TABLES) {
    const [row] = await database.rows<{ digest: string | null; n: number }>(
      sql.raw(`SELECT md5(string_agg(r, E'\\n' ORDER BY r)) AS digest, count(*)::int AS n
               FROM (SELECT (to_jsonb(t) - 'change_seq')::text AS r FROM ${table} t) x`),
    )
    out[table] = `${row.n}:${row.digest}`
  }
  return out
}
