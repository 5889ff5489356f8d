/**
 * The restore drill (docs/deploy.md, "Backups and the restore drill"): a logical backup of a live
 * database taken the way production takes its nightly one (`pg_dump --format=custom` from one
 * snapshot, while writes go on), restored into a new database with `pg_restore`, and checked
 * against the source as it was at that snapshot: every table's row count, every sequence, the
 * newest migration and the search index's `change_seq`. `npm run drill:restore` runs it and, by
 * default, starts an api on the restored copy and waits until it is ready to serve.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

export const INSTALL_PG_CLIENT = 'apt-get install -y postgresql-client'

export interface TableCount {
  table: string
  rows: number
}

/** What the drill compares: the source at the backup's snapshot against the restored copy. */
export interface DatabaseFacts {
  tables: TableCount[]
  sequences: Array<{ sequence: string; value: number | null }>
  /** drizzle's newest applied migration (its hash), null when none. */
  latestMigration: string | null
  /** The highest `change_seq` committed (what the search index follows), null without listings. */
  changeSeq: number | null
}

export interface DrillReport {
  dumpFile: string
  dumpBytes: number
  dumpMs: number
  restoreMs: number
  source: DatabaseFacts
  restored: DatabaseFacts
  /** One line per difference; empty when the copy is the source. */
  differences: string[]
  restoredUrl: string
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`

export function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

/** The facts, read inside `client`'s current transaction (so at its snapshot). */
export async function readFacts(client: pg.ClientBase): Promise<DatabaseFacts> {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(
    `SELECT schemaname AS schema, tablename AS name FROM pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
  )
  const counts: TableCount[] = []
  for (const t of tables) {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${q(t.schema)}.${q(t.name)}`,
    )
    counts.push({ table: `${t.schema}.${t.name}`, rows: Number(rows[0].n) })
  }
  const { rows: sequences } = await client.query<{ sequence: string; value: string | null }>(
    `SELECT schemaname || '.' || sequencename AS sequence, last_value::text AS value
       FROM pg_sequences ORDER BY 1`,
  )
  const hasMigrations = tables.some(
    (t) => t.schema === 'drizzle' && t.name === '__drizzle_migrations',
  )
  const latestMigration = hasMigrations
    ? ((
        await client.query<{ hash: string }>(
          'SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at DESC, id DESC LIMIT 1',
        )
      ).rows[0]?.hash ?? null)
    : null
  const hasListings = tables.some((t) => t.schema === 'public' && t.name === 'listings')
  const changeSeq = hasListings
    ? (
        await client.query<{ seq: string | null }>(
          'SELECT max(change_seq)::text AS seq FROM listings',
        )
      ).rows[0].seq
    : null
  return {
    tables: counts,
    sequences: sequences.map((s) => ({
      sequence: s.sequence,
      value: s.value === null ? null : Number(s.value),
    })),
    latestMigration,
    changeSeq: changeSeq === null ? null : Number(changeSeq),
  }
}

/** Every difference between the source's facts and the copy's, one line each. */
export function compareFacts(source: DatabaseFacts, restored: DatabaseFacts): string[] {
  const out: string[] = []
  const copyTables = new Map(restored.tables.map((t) => [t.table, t.rows]))
  for (const t of source.tables) {
    const rows = copyTables.get(t.table)
    if (rows === undefined) out.push(`table ${t.table} is missing from the copy`)
    else if (rows !== t.rows) out.push(`table ${t.table}: ${t.rows} rows, the copy has ${rows}`)
  }
  const sourceTables = new Set(source.tables.map((t) => t.table))
  for (const t of restored.tables)
    if (!sourceTables.has(t.table)) out.push(`table ${t.table} is only in the copy`)
  const copySeqs = new Map(restored.sequences.map((s) => [s.sequence, s.value]))
  for (const s of source.sequences) {
    if (!copySeqs.has(s.sequence)) out.push(`sequence ${s.sequence} is missing from the copy`)
    else if (copySeqs.get(s.sequence) !== s.value)
      out.push(`sequence ${s.sequence}: ${s.value}, the copy has ${copySeqs.get(s.sequence)}`)
  }
  if (source.latestMigration !== restored.latestMigration)
    out.push(`newest migration ${source.latestMigration}, the copy has ${restored.latestMigration}`)
  if (source.changeSeq !== restored.changeSeq)
    out.push(`change_seq ${source.changeSeq}, the copy has ${restored.changeSeq}`)
  return out
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()))
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new Error(`${command} is not installed: ${INSTALL_PG_CLIENT}`)
          : err,
      ),
    )
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`)),
    )
  })
}

/**
 * Back up `sourceUrl` into `workDir` and restore it as database `targetName` on the same server.
 * The source's facts are read in the transaction whose snapshot pg_dump takes (so writes during
 * the backup do not make the comparison lie). The caller drops the target when done.
 */
export async function runRestoreDrill(opts: {
  sourceUrl: string
  targetName: string
  workDir: string
  /** pg_restore's parallel jobs (default 2). */
  jobs?: number
}): Promise<DrillReport> {
  const dumpFile = path.join(opts.workDir, 'backup.dump')
  const source = new pg.Client({ connectionString: opts.sourceUrl })
  await source.connect()
  let sourceFacts: DatabaseFacts
  let dumpMs: number
  try {
    await source.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows } = await source.query<{ id: string }>('SELECT pg_export_snapshot() AS id')
    sourceFacts = await readFacts(source)
    const started = performance.now()
    await run('pg_dump', [
      '--format=custom',
      `--snapshot=${rows[0].id}`,
      '--no-owner',
      '--no-privileges',
      `--file=${dumpFile}`,
      `--dbname=${opts.sourceUrl}`,
    ])
    dumpMs = performance.now() - started
    await source.query('COMMIT')
  } finally {
    await source.end()
  }

  const restoredUrl = withDatabase(opts.sourceUrl, opts.targetName)
  const admin = new pg.Client({ connectionString: opts.sourceUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${q(opts.targetName)}`)
  } finally {
    await admin.end()
  }
  const restoreStarted = performance.now()
  await run('pg_restore', [
    '--exit-on-error',
    '--no-owner',
    '--no-privileges',
    `--jobs=${opts.jobs ?? 2}`,
    `--dbname=${restoredUrl}`,
    dumpFile,
  ])
  const restoreMs = performance.now() - restoreStarted

  const copy = new pg.Client({ connectionString: restoredUrl })
  await copy.connect()
  let restored: DatabaseFacts
  try {
    restored = await readFacts(copy)
  } finally {
    await copy.end()
  }
  return {
    dumpFile,
    dumpBytes: fs.statSync(dumpFile).size,
    dumpMs,
    restoreMs,
    source: sourceFacts,
    restored,
    differences: compareFacts(sourceFacts, restored),
    restoredUrl,
  }
}

/** Drop a database the drill made (connections to it are closed first). */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${q(name)} WITH (FORCE)`)
  } finally {
    await admin.end()
  }
}
