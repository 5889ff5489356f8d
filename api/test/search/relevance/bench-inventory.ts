import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { openDatabase, type Database } from '../../../src/db/client'
import { runMigrations } from '../../../src/db/migrate'
import { FIXED_AS_OF } from '../../../src/seed/as-of'
import { seedInventory } from '../../../src/seed/seed-inventory'
import { loadCatalog } from '../../../src/services/catalog/load-catalog'
import { loadTaxonomy } from '../../../src/services/taxonomy/load-taxonomy'

/**
 * The 100k bench inventory (what `npm run bench:search` loads: catalogue, taxonomy seed 42,
 * demo inventory seed 42 as of FIXED_AS_OF, no media) as a PostgreSQL database the suite copies.
 * Loading it takes ~2 minutes on the 2-core machine, so it is kept between runs as a template
 * database named after a digest of the code and data that produce it (seed, taxonomy, catalogue,
 * migrations): a change to any of them builds a new one. Each run copies the template
 * (CREATE DATABASE ... TEMPLATE, a few seconds) and drops its copy at the end.
 */
export const BENCH_LISTINGS = 100_000
const SEED = 42
const ROOT = path.resolve(__dirname, '../../../src')
const SOURCES = ['seed', 'db/migrations', 'services/taxonomy', 'services/catalog', 'reference-data']

/** Files there that do not shape the inventory (the search's words only). */
const IGNORED = new Set(['category-synonyms.ts', 'README.md'])

export function digest(): string {
  const h = createHash('sha1')
  const walk = (dir: string) => {
    for (const e of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) walk(p)
      else if (!IGNORED.has(e.name)) {
        h.update(path.relative(ROOT, p))
        h.update(fs.readFileSync(p))
      }
    }
  }
  for (const s of SOURCES) walk(path.join(ROOT, s))
  return h.digest('hex').slice(0, 10)
}

const withDb = (url: string, name: string) => {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try {
    return await fn(c)
  } finally {
    await c.end()
  }
}

export interface BenchInventory {
  database: Database
  /** seconds spent building the template (0 when it was reused) and copying it */
  buildSeconds: number
  copySeconds: number
  destroy(): Promise<void>
}

/** A private copy of the 100k bench inventory on the PostgreSQL server at `url`. */
export async function openBenchInventory(url: string): Promise<BenchInventory> {
  const template = `ironyard_relevance_${BENCH_LISTINGS}_${digest()}`
  let buildSeconds = 0
  const exists = await admin(
    url,
    async (c) =>
      (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount,
  )
  if (!exists) {
    const t = Date.now()
    const building = `${template}_building_${process.pid}`
    await admin(url, (c) => c.query(`CREATE DATABASE ${building}`))
    const db = await openDatabase({ databaseUrl: withDb(url, building), max: 4 })
    await runMigrations(db)
    await loadCatalog(db)
    await loadTaxonomy(db, { seed: SEED })
    await seedInventory(db, {
      listings: BENCH_LISTINGS,
      seed: SEED,
      mediaDir: '/tmp/unused',
      media: false,
      asOf: FIXED_AS_OF,
    })
    await db.close()
    // A finished build takes the template's name at once; a concurrent build's rename fails.
    await admin(url, (c) => c.query(`ALTER DATABASE ${building} RENAME TO ${template}`)).catch(() =>
      admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`)),
    )
    buildSeconds = (Date.now() - t) / 1000
    // Older templates (built from other code) are dead weight: ~0.5 GB each.
    await admin(url, async (c) => {
      const old = await c.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname ~ $1 AND datname <> $2`,
        [`^ironyard_relevance_${BENCH_LISTINGS}_[0-9a-f]{10}$`, template],
      )
      for (const r of old.rows) await c.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`)
    })
  }
  const t = Date.now()
  const name = `ironyard_t_rel_${process.pid}_${Date.now() % 1e6}`
  await admin(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`))
  const database = await openDatabase({ databaseUrl: withDb(url, name), max: 4 })
  return {
    database,
    buildSeconds,
    copySeconds: (Date.now() - t) / 1000,
    async destroy() {
      await database.close()
      await admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    },
  }
}
