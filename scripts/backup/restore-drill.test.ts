import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../../api/test/helpers/db'
import {
  compareFacts,
  dropDatabase,
  readFacts,
  runRestoreDrill,
  type DatabaseFacts,
} from './restore-drill'

const facts = (over: Partial<DatabaseFacts> = {}): DatabaseFacts => ({
  tables: [
    { table: 'public.listings', rows: 3 },
    { table: 'public.leads', rows: 2 },
  ],
  sequences: [{ sequence: 'public.listings_id_seq', value: 3 }],
  latestMigration: 'abc',
  changeSeq: 9,
  ...over,
})

describe('compareFacts', () => {
  it('finds nothing when the copy is the source', () => {
    expect(compareFacts(facts(), facts())).toEqual([])
  })

  it('names every difference: rows, missing and extra tables, sequences, migration, change_seq', () => {
    const copy = facts({
      tables: [
        { table: 'public.listings', rows: 2 },
        { table: 'public.extra', rows: 0 },
      ],
      sequences: [{ sequence: 'public.listings_id_seq', value: 2 }],
      latestMigration: 'old',
      changeSeq: 8,
    })
    expect(compareFacts(facts(), copy)).toEqual([
      'table public.listings: 3 rows, the copy has 2',
      'table public.leads is missing from the copy',
      'table public.extra is only in the copy',
      'sequence public.listings_id_seq: 3, the copy has 2',
      'newest migration abc, the copy has old',
      'change_seq 9, the copy has 8',
    ])
  })
})

const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0
if (testDatabaseUrl() && !hasPgDump)
  console.warn(
    'restore drill skipped: pg_dump is not installed (apt-get install -y postgresql-client)',
  )

;(testDatabaseUrl() && hasPgDump ? describe : describe.skip)('the restore drill', () => {
  jest.setTimeout(120_000)
  let database: TestDatabase
  let workDir: string
  const made: string[] = []

  beforeAll(async () => {
    database = await createTestDatabase()
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-drill-test-'))
  })
  afterAll(async () => {
    for (const name of made) await dropDatabase(database.url!, name)
    await database?.destroy()
    fs.rmSync(workDir, { recursive: true, force: true })
  })

  it('restores a copy equal to the source at the backup, and compares it', async () => {
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      // A table with a sequence of its own, beside the migrated schema.
      await client.query('CREATE TABLE drill_probe (id serial PRIMARY KEY, note text NOT NULL)')
      await client.query(
        `INSERT INTO drill_probe (note) SELECT 'row ' || g FROM generate_series(1, 25) g`,
      )
      const before = await readFacts(client)
      const name = `drill_test_${Date.now()}`
      made.push(name)
      const report = await runRestoreDrill({ sourceUrl: database.url!, targetName: name, workDir })
      expect(report.differences).toEqual([])
      expect(report.source).toEqual(before)
      expect(report.restored.tables).toContainEqual({ table: 'public.drill_probe', rows: 25 })
      expect(report.restored.sequences).toContainEqual({
        sequence: 'public.drill_probe_id_seq',
        value: 25,
      })
      expect(report.restored.latestMigration).toMatch(/^[0-9a-f]{64}$/)
      expect(report.dumpBytes).toBeGreaterThan(0)

      // A change after the backup is not in the copy, and the comparison says so.
      await client.query(`DELETE FROM drill_probe WHERE note LIKE 'row 1%'`)
      const copy = new pg.Client({ connectionString: report.restoredUrl })
      await copy.connect()
      try {
        expect(compareFacts(await readFacts(client), await readFacts(copy))).toEqual([
          'table public.drill_probe: 14 rows, the copy has 25',
        ])
      } finally {
        await copy.end()
      }
    } finally {
      await client.end()
    }
  })
})
