import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase, type Database } from '../../src/db/client'
import { runMigrations } from '../../src/db/migrate'

/**
 * Per-test-file databases. On PostgreSQL (TEST_DATABASE_URL) each file gets a fresh database
 * copied from a migrated template; on PGlite each file loads a migrated data-dir snapshot.
 */
/**
 * One template per Jest run (global setup names it and passes the name to the workers through the
 * environment), so runs started side by side never drop each other's template.
 */
const RUN_ID_VAR = 'IRONYARD_TEST_RUN_ID'
function runId(): string {
  process.env[RUN_ID_VAR] ??= `${process.pid}_${randomBytes(3).toString('hex')}`
  return process.env[RUN_ID_VAR]
}
const templateName = () => `ironyard_tpl_${runId()}`
const snapshotPath = () => path.join(os.tmpdir(), `ironyard-pglite-template-${runId()}.tar`)

export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined
export const testEngine = (): 'postgresql' | 'pglite' =>
  testDatabaseUrl() ? 'postgresql' : 'pglite'

function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

export async function templateDatabaseSetup(): Promise<void> {
  const url = testDatabaseUrl()
  if (url) {
    await admin(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${templateName()} WITH (FORCE)`)
      await c.query(`CREATE DATABASE ${templateName()}`)
    })
    const database = await openDatabase({ databaseUrl: withDatabase(url, templateName()), max: 1 })
    await runMigrations(database)
    await database.close()
    return
  }
  const database = await openDatabase({ pgliteDir: 'memory://' })
  await runMigrations(database)
  const blob = await database.pglite!.dumpDataDir('none')
  fs.writeFileSync(snapshotPath(), Buffer.from(await blob.arrayBuffer()))
  await database.close()
}

export interface TestDatabase extends Database {
  /** Drop the database (PostgreSQL) or close it (PGlite). */
  destroy(): Promise<void>
  /** Its connection string (PostgreSQL only), for tests that start a real process on it. */
  url?: string
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl()
  if (url) {
    const name = `ironyard_t_${randomBytes(6).toString('hex')}`
    await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${templateName()}`))
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), max: 4 })
    return {
      ...database,
      url: withDatabase(url, name),
      async destroy() {
        await database.close()
        await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
      },
    }
  }
  const database = await openDatabase({
    pgliteDir: 'memory://',
    pgliteSnapshot: new Blob([fs.readFileSync(snapshotPath())]),
  })
  return { ...database, destroy: () => database.close() }
}

/** Once per Jest run, after every file: drop this run's template and snapshot. */
export async function templateDatabaseTeardown(): Promise<void> {
  if (testDatabaseUrl()) {
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${templateName()} WITH (FORCE)`))
  }
  fs.rmSync(snapshotPath(), { force: true })
}
