import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { openDatabase, type Database } from '../../../src/db/client'
import { runMigrations } from '../../../src/db/migrate'
import { FIXED_AS_OF } from '../../../src/seed/as-of'
import {
  withBulkSession,
  withoutSecondaryIndexes,
  type BulkSession,
} from '../../../src/seed/bulk-insert'
import { generateInspectors, inspectorCount } from '../../../src/seed/inspectors'
import { fleetAdvisors } from '../../../src/seed/labels'
import { generateListing, type InventoryContext } from '../../../src/seed/listings'
import { loadModelPool } from '../../../src/seed/model-pool'
import { generateSellers, sellerCount, sellerRow } from '../../../src/seed/sellers'
import { COLUMNS, listingRow } from '../../../src/seed/table-rows'
import { loadCatalog } from '../../../src/services/catalog/load-catalog'
import { loadTaxonomy } from '../../../src/services/taxonomy/load-taxonomy'

/**
 * The 100k bench inventory's listings (catalogue, taxonomy seed 42, demo inventory seed 42 as of
 * FIXED_AS_OF: the listings `npm run bench:search` loads, row for row) as a PostgreSQL database the
 * suite copies. Only what search reads is loaded: sellers and listings, from the seed's own
 * generator (`generateListing`, listing rows only), so every listing row is the one the full seed
 * writes but for its descriptions, left empty. Descriptions, images, videos, inspections, completed
 * sales and deal ratings are left out: no search input reads them (the engine's columns are
 * load-listing-rows.ts's), and they were most of the time (the descriptions alone ~85% of
 * generating the listings: ~16 s of CPU per 100k, against ~2.3 s for the rows without them).
 *
 * The database is kept between runs as a template named after a digest of the code and data that
 * produce it (seed, taxonomy, catalogue, migrations, this file): a change to any of them builds a
 * new one. Each run copies the template (CREATE DATABASE ... TEMPLATE) and drops its copy at the end.
 * RELEVANCE_INVENTORY_SUFFIX (letters, digits, _) names a separate template (to time a build
 * without touching the shared one); only templates with the same suffix are ever dropped.
 */
export const BENCH_LISTINGS = 100_000
const SEED = 42
const BATCH = 5_000
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
  h.update(fs.readFileSync(__filename))
  return h.digest('hex').slice(0, 10)
}

function suffix(): string {
  const s = process.env.RELEVANCE_INVENTORY_SUFFIX ?? ''
  if (!/^[a-z0-9_]*$/.test(s)) throw new Error('RELEVANCE_INVENTORY_SUFFIX: a-z, 0-9 and _ only')
  return s ? `_${s}` : ''
}

/** CPU seconds a local PostgreSQL backend has used so far (null when its /proc is not readable). */
function backendCpuSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(f[11]) + Number(f[12])) / 100 // utime + stime, in clock ticks (USER_HZ 100)
  } catch {
    return null
  }
}

/**
 * The CPU the build's backends used, read when each connection goes back to the pool and once
 * more at the end (a backend's count only grows). Null when PostgreSQL is not on this machine.
 */
function backendCpu(database: Database) {
  const used = new Map<number, number | null>()
  const sample = (c: pg.PoolClient) => {
    // The backend's process id (node-postgres keeps it from the server's BackendKeyData).
    const pid = (c as unknown as { processID?: number | null }).processID
    if (pid) used.set(pid, backendCpuSeconds(pid))
  }
  database.pool!.on('connect', sample).on('release', (_e, c) => sample(c))
  return {
    total(): number | null {
      for (const pid of used.keys()) {
        const now = backendCpuSeconds(pid)
        if (now !== null) used.set(pid, now)
      }
      let sum = 0
      for (const v of used.values()) if (v === null) return null
      for (const v of used.values()) sum += v!
      return used.size ? sum : null
    },
  }
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

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

/**
 * Run `fn` (in the caller's transaction) with the foreign-key triggers of `tables` off, their
 * other triggers on (the listed price still goes to price_history), then check every one of their
 * foreign keys at once, set-wise: row by row those checks were most of PostgreSQL's load time
 * (~3.5 s of ~4.5 s of CPU for the 100k listings). Turning system triggers off takes a superuser;
 * for any other role `fn` runs with the checks on.
 */
async function withSetwiseForeignKeys(
  s: BulkSession,
  tables: readonly string[],
  fn: () => Promise<void>,
): Promise<void> {
  const [{ su }] = await s.query<{ su: boolean }>(
    'SELECT rolsuper AS su FROM pg_roles WHERE rolname = current_user',
  )
  if (!su) return fn()
  for (const t of tables) await s.exec(`ALTER TABLE ${t} DISABLE TRIGGER ALL, ENABLE TRIGGER USER`)
  await fn()
  for (const t of tables) await s.exec(`ALTER TABLE ${t} ENABLE TRIGGER ALL`)
  const keys = await s.query<{ name: string; child: string; parent: string; on: string }>(`
    SELECT c.conname AS name, c.conrelid::regclass::text AS child,
      c.confrelid::regclass::text AS parent,
      string_agg(format('x.%I = p.%I', a.attname, f.attname), ' AND ') AS on
    FROM pg_constraint c
    CROSS JOIN LATERAL unnest(c.conkey, c.confkey) AS k(ck, fk)
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.ck
    JOIN pg_attribute f ON f.attrelid = c.confrelid AND f.attnum = k.fk
    WHERE c.contype = 'f' AND c.conrelid::regclass::text IN (${tables.map((t) => `'${t}'`).join(', ')})
    GROUP BY c.oid, c.conname, c.conrelid, c.confrelid`)
  for (const k of keys) {
    // MATCH SIMPLE: a row with a null in the key references nothing.
    const notNull = k.on.replace(/ = p\.[^ ]+/g, ' IS NOT NULL')
    const bad = await s.query(
      `SELECT 1 FROM ${k.child} x WHERE ${notNull}
       AND NOT EXISTS (SELECT 1 FROM ${k.parent} p WHERE ${k.on}) LIMIT 1`,
    )
    if (bad.length) throw new Error(`bench inventory: ${k.child} breaks foreign key ${k.name}`)
  }
}

/**
 * Sellers and the first `listings` listings of the demo-inventory seed, as `seedInventory` generates them
 * (the same context, the same per-listing random streams), in one transaction; the listings'
 * secondary indexes are built once at the end. The next batch is generated while PostgreSQL takes
 * in the previous one.
 */
export async function loadSearchInventory(database: Database, listings: number): Promise<void> {
  const ctx: InventoryContext = {
    seed: SEED,
    asOf: FIXED_AS_OF,
    pool: await loadModelPool(database, FIXED_AS_OF),
    sellers: generateSellers(SEED, sellerCount(listings), FIXED_AS_OF),
    inspectors: generateInspectors(SEED, inspectorCount(listings)),
    advisors: fleetAdvisors(SEED),
  }
  await withBulkSession(database, async (s) => {
    // Indexes are built by this backend alone, so the build's PostgreSQL CPU is all counted.
    await s.exec('SET LOCAL max_parallel_maintenance_workers = 0')
    const sellers = ctx.sellers.sellers.map(sellerRow) as unknown as Array<Record<string, never>>
    await s.copy(
      'sellers',
      COLUMNS.sellers,
      sellers.map((r) => COLUMNS.sellers.map((c) => r[camel(c)])),
    )
    await withoutSecondaryIndexes(s, ['listings', 'price_history'], () =>
      withSetwiseForeignKeys(s, ['listings', 'price_history'], async () => {
        let inflight: Promise<void> = Promise.resolve()
        for (let from = 1; from <= listings; from += BATCH) {
          const rows = []
          for (let id = from; id <= Math.min(listings, from + BATCH - 1); id++) {
            rows.push(listingRow(generateListing(ctx, id, { listingOnly: true }).listing))
          }
          await inflight
          inflight = s.copy('listings', COLUMNS.listings, rows)
        }
        await inflight
      }),
    )
  })
  await database.exec('ANALYZE sellers, listings, price_history')
}

export interface BenchInventory {
  database: Database
  /** seconds spent building the template (0 when it was reused) and copying it */
  buildSeconds: number
  /** CPU seconds of this process while building */
  buildCpuSeconds: number
  /** CPU seconds of the building database's PostgreSQL backends (null: not measurable here) */
  buildPgCpuSeconds: number | null
  copySeconds: number
  destroy(): Promise<void>
}

/** A private copy of the 100k bench inventory on the PostgreSQL server at `url`. */
export async function openBenchInventory(url: string): Promise<BenchInventory> {
  const template = `ironyard_relevance_${BENCH_LISTINGS}_${digest()}${suffix()}`
  let buildSeconds = 0
  let buildCpuSeconds = 0
  let buildPgCpuSeconds: number | null = null
  const exists = await admin(
    url,
    async (c) =>
      (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount,
  )
  if (!exists) {
    const t = Date.now()
    const cpu = process.cpuUsage()
    const building = `${template}_building_${process.pid}`
    await admin(url, (c) => c.query(`CREATE DATABASE ${building}`))
    const db = await openDatabase({ databaseUrl: withDb(url, building), max: 2 })
    const pgCpu = backendCpu(db)
    try {
      await runMigrations(db)
      await loadCatalog(db)
      await loadTaxonomy(db, { seed: SEED })
      await loadSearchInventory(db, BENCH_LISTINGS)
      buildPgCpuSeconds = pgCpu.total()
    } finally {
      await db.close()
    }
    // A finished build takes the template's name at once; a concurrent build's rename fails.
    await admin(url, (c) => c.query(`ALTER DATABASE ${building} RENAME TO ${template}`)).catch(() =>
      admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`)),
    )
    buildSeconds = (Date.now() - t) / 1000
    const used = process.cpuUsage(cpu)
    buildCpuSeconds = (used.user + used.system) / 1e6
    // Older templates (built from other code) are dead weight.
    await admin(url, async (c) => {
      const old = await c.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname ~ $1 AND datname <> $2`,
        [`^ironyard_relevance_${BENCH_LISTINGS}_[0-9a-f]{10}${suffix()}$`, template],
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
    buildCpuSeconds,
    buildPgCpuSeconds,
    copySeconds: (Date.now() - t) / 1000,
    async destroy() {
      await database.close()
      await admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    },
  }
}
