import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { cube } from '@electric-sql/pglite/contrib/cube'
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { SQL } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import * as schema from './schema'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type DbKind = 'postgresql' | 'pglite'

export interface Database {
  db: Db
  kind: DbKind
  /** Raw rows of a query (drizzle's `execute` differs slightly between drivers). */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>
  /** Plain SQL text (several statements allowed) for migrations and maintenance. */
  exec(sqlText: string): Promise<void>
  /** node-postgres pool when on PostgreSQL (for COPY and LISTEN); undefined on PGlite. */
  pool?: pg.Pool
  pglite?: PGlite
  close(): Promise<void>
}

// bigint (int8) and numeric come back as numbers: money is integer cents well below 2^53.
pg.types.setTypeParser(20, (v) => Number(v))

export interface OpenOptions {
  databaseUrl?: string
  pgliteDir?: string
  /** Start PGlite from a data-dir snapshot (tests: a migrated template). */
  pgliteSnapshot?: Blob
  /** Pool size on PostgreSQL. */
  max?: number
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.max ?? 10 })
    pool.on('error', () => {
      // An idle client died (server restart); the pool replaces it on next use.
    })
    const db = drizzlePg(pool, { schema }) as unknown as Db
    return {
      db,
      kind: 'postgresql',
      pool,
      async rows<T>(query: SQL) {
        const res = (await db.execute(query)) as { rows: T[] }
        return res.rows
      },
      async exec(sqlText: string) {
        await pool.query(sqlText)
      },
      close: () => pool.end(),
    }
  }
  const dir = opts.pgliteDir
  const onDisk = Boolean(dir && dir !== 'memory://')
  if (onDisk) {
    fs.mkdirSync(dir!, { recursive: true })
    claimPgliteDir(dir!)
  }
  const client = await PGlite.create(dir ?? 'memory://', {
    extensions: { pg_trgm, cube, earthdistance, unaccent },
    ...(opts.pgliteSnapshot ? { loadDataDir: opts.pgliteSnapshot } : {}),
  })
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async rows<T>(query: SQL) {
      const res = (await db.execute(query)) as { rows: T[] }
      return res.rows
    },
    async exec(sqlText: string) {
      await client.exec(sqlText)
    },
    close: async () => {
      await client.close()
      if (onDisk) releasePgliteDir(dir!)
    },
  }
}

/** The file naming the process that has a PGlite directory open. */
export const PGLITE_LOCK_FILE = 'ironyard.pid'

/** Thrown when another live process has the PGlite directory open. */
export class DatabaseLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The PGlite database in ${dir} is in use by process ${pid} (the api, or a seed): PGlite ` +
        'admits one process at a time. Stop that process and run this again.',
    )
    this.name = 'DatabaseLockedError'
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite has no lock of its own, and two processes writing one directory corrupt it: the first
 * to open it writes its pid there; another live process is refused with DatabaseLockedError. A
 * lock left by a process that died is taken over.
 */
export function claimPgliteDir(dir: string): void {
  const file = `${dir}/${PGLITE_LOCK_FILE}`
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' })
      return
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const pid = Number(fs.readFileSync(file, 'utf8').trim())
      if (pid === process.pid) return
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DatabaseLockedError(dir, pid)
      fs.rmSync(file, { force: true })
    }
  }
}

/** Removes the lock file if this process holds it (openDatabase's close). */
export function releasePgliteDir(dir: string): void {
  const file = `${dir}/${PGLITE_LOCK_FILE}`
  try {
    if (Number(fs.readFileSync(file, 'utf8').trim()) === process.pid) fs.rmSync(file)
  } catch {
    // already gone
  }
}
