import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Database } from './client'
import { MIGRATIONS_DIR } from './migrate'

export interface MigrationStatus {
  /** Every committed migration is applied (the database may be ahead: a newer release ran). */
  applied: boolean
  /** The newest committed migration's tag, e.g. `0032_deal_ratings`. */
  latest: string
}

interface Journal {
  entries: Array<{ tag: string; when: number }>
}

let newest: { tag: string; when: number } | undefined

/** The newest migration this release carries (read once from drizzle-kit's journal). */
function newestMigration(): { tag: string; when: number } {
  if (!newest) {
    const journal = JSON.parse(
      fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
    ) as Journal
    newest = journal.entries.reduce((a, b) => (b.when > a.when ? b : a))
  }
  return newest
}

/**
 * Whether the database holds this release's migrations. drizzle's migrator records each one in
 * drizzle.__drizzle_migrations with the journal's `when` and applies those newer than the last
 * recorded, so "applied" is: the last recorded is at least the newest committed.
 */
export async function migrationStatus(database: Database): Promise<MigrationStatus> {
  const latest = newestMigration()
  try {
    const [row] = await database.rows<{ last: number | null }>(
      sql`SELECT max(created_at)::float8 AS last FROM drizzle.__drizzle_migrations`,
    )
    return { applied: Number(row?.last ?? 0) >= latest.when, latest: latest.tag }
  } catch (err) {
    // No migration ever ran here: the schema or the table does not exist yet.
    if (NEVER_MIGRATED.has(sqlState(err) ?? '')) return { applied: false, latest: latest.tag }
    throw err
  }
}

/** invalid_schema_name, undefined_table */
const NEVER_MIGRATED = new Set(['3F000', '42P01'])

/** The SQLSTATE of a driver error (drizzle may wrap it as `cause`). */
function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null
  const code = e?.code ?? e?.cause?.code
  return typeof code === 'string' ? code : undefined
}
