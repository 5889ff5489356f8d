import type { Database } from '../../db/client'

/**
 * Rows of a fixed statement. On PostgreSQL it runs as a named prepared statement, planned once
 * per connection: the detail query plans in ~1-4 ms and runs in well under that, so planning
 * every time would double the answer time. PGlite runs in-process and plans it each time.
 */
export async function preparedRows<T>(
  database: Database,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  if (database.pool) return (await database.pool.query({ name, text, values })).rows as T[]
  if (database.pglite) return (await database.pglite.query<T>(text, values)).rows
  throw new Error('preparedRows: no database connection')
}
