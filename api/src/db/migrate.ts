import path from 'node:path'
import { sql } from 'drizzle-orm'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { Database } from './client'
import { appMeta } from './schema'

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations')

/** An arbitrary constant: several api processes starting at once migrate one at a time. */
const MIGRATION_LOCK = 727_271

/** Apply committed migrations. Safe to call from several processes at once on PostgreSQL. */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR }
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config)
    return
  }
  const client = await database.pool!.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    const { drizzle } = await import('drizzle-orm/node-postgres')
    await migratePg(drizzle(client) as unknown as NodePgDatabase, config)
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
    client.release()
  }
}

/** True once a seed run finished (a seed cut off half-way is redone on the next start). */
export async function isSeeded(database: Database): Promise<boolean> {
  const rows = await database.rows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM app_meta WHERE key = 'seed'`,
  )
  return rows[0].n > 0
}

export async function markSeeded(
  database: Database,
  value: Record<string, unknown>,
): Promise<void> {
  await database.db
    .insert(appMeta)
    .values({ key: 'seed', value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } })
}
