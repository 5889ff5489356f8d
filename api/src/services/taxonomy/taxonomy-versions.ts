import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'

const key = (version: string) => `taxonomy:${version}`

/**
 * When a taxonomy version was first published here: kept in app_meta under `taxonomy:<version>`,
 * written once (the first load, or the first time the endpoint saw that content), so the
 * served document and its ETag stay byte-identical across restarts.
 */
export async function recordTaxonomyVersion(database: Database, version: string): Promise<Date> {
  await database.rows(sql`
    INSERT INTO app_meta (key, value)
    VALUES (${key(version)}, ${JSON.stringify({ version, generatedAt: new Date().toISOString() })}::jsonb)
    ON CONFLICT (key) DO NOTHING`)
  const rows = await database.rows<{ generated_at: string }>(
    sql`SELECT value->>'generatedAt' AS generated_at FROM app_meta WHERE key = ${key(version)}`,
  )
  return new Date(rows[0].generated_at)
}
