import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import type { Database } from '../db/client'

/**
 * Fast bulk loading with COPY on both engines: node-postgres COPY FROM STDIN (pg-copy-streams) on
 * PostgreSQL, COPY FROM '/dev/blob' on PGlite. Rows are encoded once, in COPY's text format.
 * Everything runs in one transaction on one connection, so a failed seed leaves nothing behind.
 */
export type CopyValue =
  | string
  | number
  | boolean
  | Date
  | null
  | undefined
  | readonly (string | number)[]
  | Record<string, unknown>

const NEEDS_ESCAPE = /[\\\t\n\r]/
const escapeCopy = (s: string) =>
  NEEDS_ESCAPE.test(s)
    ? s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : s

/** A PostgreSQL array literal: numbers bare, strings quoted. */
function arrayLiteral(values: readonly (string | number)[]): string {
  const items = values.map((v) =>
    typeof v === 'number' ? String(v) : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
  )
  return `{${items.join(',')}}`
}

export function encodeValue(v: CopyValue): string {
  if (v === null || v === undefined) return '\\N'
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '\\N'
  if (typeof v === 'boolean') return v ? 't' : 'f'
  if (v instanceof Date) return v.toISOString()
  if (Array.isArray(v)) return escapeCopy(arrayLiteral(v))
  if (typeof v === 'object') return escapeCopy(JSON.stringify(v))
  return escapeCopy(v)
}

export function encodeRows(rows: CopyValue[][]): string {
  let out = ''
  for (const row of rows) out += row.map(encodeValue).join('\t') + '\n'
  return out
}

export interface BulkSession {
  copy(table: string, columns: readonly string[], rows: CopyValue[][]): Promise<void>
  exec(sqlText: string): Promise<void>
  query<T = Record<string, unknown>>(sqlText: string): Promise<T[]>
  kind: Database['kind']
}

/** Run `fn` in one transaction with a COPY-capable session; commit on success, roll back on error. */
export async function withBulkSession<T>(
  database: Database,
  fn: (session: BulkSession) => Promise<T>,
): Promise<T> {
  if (database.kind === 'postgresql') {
    const client: pg.PoolClient = await database.pool!.connect()
    const session: BulkSession = {
      kind: 'postgresql',
      async copy(table, columns, rows) {
        if (rows.length === 0) return
        const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`))
        await pipeline(Readable.from([encodeRows(rows)]), stream)
      },
      async exec(sqlText) {
        await client.query(sqlText)
      },
      async query<R>(sqlText: string) {
        return (await client.query(sqlText)).rows as R[]
      },
    }
    try {
      await client.query('BEGIN')
      const result = await fn(session)
      await client.query('COMMIT')
      return result
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined)
      throw err
    } finally {
      client.release()
    }
  }
  const pglite = database.pglite!
  const session: BulkSession = {
    kind: 'pglite',
    async copy(table, columns, rows) {
      if (rows.length === 0) return
      await pglite.query(`COPY ${table} (${columns.join(', ')}) FROM '/dev/blob'`, [], {
        blob: new Blob([encodeRows(rows)]),
      })
    },
    async exec(sqlText) {
      await pglite.exec(sqlText)
    },
    async query<R>(sqlText: string) {
      return (await pglite.query<R>(sqlText)).rows
    },
  }
  await pglite.exec('BEGIN')
  try {
    const result = await fn(session)
    await pglite.exec('COMMIT')
    return result
  } catch (err) {
    await pglite.exec('ROLLBACK').catch(() => undefined)
    throw err
  }
}

/**
 * Drop the secondary indexes of some tables for a large load and rebuild them after, inside the
 * caller's transaction: if anything fails, the DROPs roll back with the rest. Indexes that back a
 * constraint (primary keys, unique constraints) stay; every other index of the named tables,
 * whichever migration created it, is rebuilt from its exact definition (pg_get_indexdef).
 */
export async function withoutSecondaryIndexes<T>(
  session: BulkSession,
  tables: readonly string[],
  fn: () => Promise<T>,
  onRebuild?: (count: number) => void,
): Promise<T> {
  const list = tables.map((t) => `'${t}'`).join(', ')
  const indexes = await session.query<{ name: string; def: string }>(`
    SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def
    FROM pg_index x
    JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_class t ON t.oid = x.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = current_schema() AND t.relname IN (${list})
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
    ORDER BY i.relname`)
  for (const ix of indexes) await session.exec(`DROP INDEX "${ix.name}"`)
  const result = await fn()
  onRebuild?.(indexes.length)
  for (const ix of indexes) await session.exec(ix.def)
  return result
}
