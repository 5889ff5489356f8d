/**
 * The bench database of `npm run bench:search` (and `npm run bench:relevance`): N listings of the
 * demo-inventory seed in a PostgreSQL database of its own, search_bench_<N>, reused when it holds
 * them (--fresh rebuilds it).
 */
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase } from '../../api/src/db/client'
import { runMigrations } from '../../api/src/db/migrate'
import { loadCatalog } from '../../api/src/services/catalog/load-catalog'
import { seedInventory } from '../../api/src/seed/seed-inventory'
import { loadTaxonomy } from '../../api/src/services/taxonomy/load-taxonomy'

export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export interface BenchDbOptions {
  listings: number
  seed: number
  fresh: boolean
  now: Date
}

export const benchDbName = (n: number) => `search_bench_${n}`

export function withDb(url: string, name: string) {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

async function admin(q: string): Promise<pg.QueryResult> {
  const c = new pg.Client({ connectionString: ADMIN_URL })
  await c.connect()
  try {
    return await c.query(q)
  } finally {
    await c.end()
  }
}

/** Makes sure DB_NAME holds N seeded listings (loading them when it does not). */
export async function prepareBenchDb(o: BenchDbOptions): Promise<void> {
  const N = o.listings
  const SEED = o.seed
  const NOW = o.now
  const DB_NAME = benchDbName(N)
  const exists = (await admin(`SELECT 1 FROM pg_database WHERE datname = '${DB_NAME}'`)).rowCount
  if (exists && !o.fresh) {
    const db = await openDatabase({ databaseUrl: withDb(ADMIN_URL, DB_NAME), max: 4 })
    await runMigrations(db)
    const [row] = await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM listings`)
    await db.close()
    if (row.n === N) {
      console.log(`reusing ${DB_NAME} (${N} listings); --fresh rebuilds it`)
      return
    }
  }
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`)
  await admin(`CREATE DATABASE ${DB_NAME}`)
  const db = await openDatabase({ databaseUrl: withDb(ADMIN_URL, DB_NAME), max: 4 })
  await runMigrations(db)
  const t = performance.now()
  const progress = (m: string) => process.stdout.write(`\r  ${m.slice(0, 100).padEnd(100)}`)
  console.log(`loading ${N} listings with the demo-inventory seed (seed ${SEED}, no media files)`)
  await loadCatalog(db)
  await loadTaxonomy(db, { seed: SEED, onProgress: progress })
  await seedInventory(db, {
    listings: N,
    seed: SEED,
    mediaDir: '.scratch/search/bench-media',
    media: false,
    asOf: NOW,
    onProgress: progress,
  })
  console.log(`\n  loaded in ${((performance.now() - t) / 1000).toFixed(1)} s`)
  await db.close()
}
