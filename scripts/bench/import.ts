/**
 * npm run bench:import [-- --rows 10000 --baseline 1000 --keep --skip-updates]
 *
 * The partner feed import (issue 15 point 5) on PostgreSQL: a database of its own
 * (bench_import_<time>, dropped at the end unless --keep), migrated, with the catalogue, the
 * taxonomy and 500 demo listings. A partner seller and an API key are created; then, through the
 * api in process (app.inject: routing, key check, CSV parsing and the import service, as a
 * request would run them), a baseline file of --baseline rows and the measured file of --rows
 * rows (new stock numbers) are imported. Prints rows/s of each (target >= 1,000 rows/s for
 * 10,000 rows) and the seconds from the end of the import until public search (searchListings
 * through GraphQL) shows the file's last row (target <= 5 s); then the same file again (all
 * unchanged) for the idempotent path, and with every price cut (each row an update through
 * changeListingPrice: for information, no target).
 */
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase } from '../../api/src/db/client'
import { runMigrations } from '../../api/src/db/migrate'
import { partnerApiKeys, sellers } from '../../api/src/db/schema'
import { csvText, type CsvCell } from '../../api/src/lib/csv'
import { envSchema } from '../../api/src/lib/env'
import { logger } from '../../api/src/lib/logger'
import { buildServer } from '../../api/src/server'
import { loadCatalog } from '../../api/src/services/catalog/load-catalog'
import { hashPartnerKey, KEY_PREFIX } from '../../api/src/services/partners/partner-api-keys'
import { FIXED_AS_OF } from '../../api/src/seed/as-of'
import { seedInventory } from '../../api/src/seed/seed-inventory'
import { loadTaxonomy } from '../../api/src/services/taxonomy/load-taxonomy'
import { FEED_COLUMNS } from '../../contract/src/partner-feed'

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    baseline: { type: 'string', default: '1000' },
    keep: { type: 'boolean', default: false },
    'skip-updates': { type: 'boolean', default: false },
  },
})
const ROWS = Number(args.rows)
const BASELINE = Number(args.baseline)
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DB_NAME = `bench_import_${Date.now()}`
const NOW = FIXED_AS_OF

function withDb(url: string, name: string) {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}
async function admin(q: string) {
  const c = new pg.Client({ connectionString: ADMIN_URL })
  await c.connect()
  try {
    return await c.query(q)
  } finally {
    await c.end()
  }
}

async function main() {
  logger.level = 'warn'
  await admin(`CREATE DATABASE ${DB_NAME}`)
  const database = await openDatabase({ databaseUrl: withDb(ADMIN_URL, DB_NAME), max: 4 })
  try {
    await runMigrations(database)
    const progress = (m: string) => process.stdout.write(`\r  ${m.slice(0, 100).padEnd(100)}`)
    console.log(`[bench:import] database ${DB_NAME}: catalogue, taxonomy, 500 demo listings`)
    await loadCatalog(database)
    await loadTaxonomy(database, { seed: 7, onProgress: progress })
    await seedInventory(database, {
      listings: 500,
      seed: 7,
      mediaDir: '.scratch/import/bench-media',
      media: false,
      asOf: NOW,
      onProgress: progress,
    })
    process.stdout.write('\n')
    const combos = await database.rows<{ category: string; make: string; model: string }>(sql`
      SELECT c.slug AS category, m.name AS make, mo.name AS model
      FROM models mo JOIN makes m ON m.id = mo.make_id JOIN categories c ON c.id = mo.category_id
      ORDER BY mo.id LIMIT 300`)
    const zips = (
      await database.rows<{ zip: string }>(sql`SELECT DISTINCT zip FROM listings LIMIT 100`)
    ).map((z) => z.zip)
    const [partner] = await database.db
      .insert(sellers)
      .values({
        name: 'Bench Iron Partners',
        kind: 'partner',
        street: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      })
      .returning({ id: sellers.id })
    const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`
    await database.db.insert(partnerApiKeys).values({
      sellerId: partner.id,
      name: 'bench',
      prefix: key.slice(0, 16),
      keyHash: hashPartnerKey(key),
      createdBy: 'bench@ironyard.local',
    })

    const env = envSchema.parse({
      NODE_ENV: 'production',
      STYTCH_PROJECT_ID: 'bench',
      STYTCH_SECRET: 'bench',
      STYTCH_PUBLIC_TOKEN: 'public-token-bench',
      LOG_LEVEL: 'warn',
    })
    const app = await buildServer({ database, env, logger, now: () => NOW })
    await app.ready()

    /** A file of n machines, stock numbers `<tag>-<i>`; the last row has a price no other has. */
    const file = (tag: string, n: number, priceCut = 0) => {
      const lines: CsvCell[][] = [[...FEED_COLUMNS]]
      for (let i = 0; i < n; i++) {
        const c = combos[i % combos.length]
        const last = i === n - 1
        const price = (last ? 987_654 : 20_000 + ((i * 113) % 400_000)) - priceCut
        const cells: Record<string, string | number> = {
          stock_number: `${tag}-${i}`,
          category: c.category,
          make: c.make,
          model: c.model,
          year: 2005 + (i % 20),
          hours: (i * 37) % 20_000,
          miles: '',
          serial_number: `SN${tag}${i}`,
          price_usd: price,
          // A cut lowers the floor too (issue 36: a cut below the floor is a row error).
          floor_price_usd: priceCut ? price : '',
          zip: zips[i % zips.length],
          condition: ['Fair', 'Good', 'Great'][i % 3],
          description: `Unit ${i}, serviced, "ready to work"`,
          description_es: `Unidad ${i}, revisada, lista para trabajar, año ${2005 + (i % 20)}`,
        }
        lines.push(FEED_COLUMNS.map((col) => cells[col]))
      }
      return csvText(lines)
    }
    const importFile = async (csv: string) => {
      const t = performance.now()
      const res = await app.inject({
        method: 'POST',
        url: '/partner/v1/listings/import',
        headers: { 'content-type': 'text/csv', authorization: `Bearer ${key}` },
        payload: csv,
      })
      const ms = performance.now() - t
      if (res.statusCode !== 200) throw new Error(`import answered ${res.statusCode}: ${res.body}`)
      return { ms, report: res.json<Record<string, number>>() }
    }
    const searchShows = async (cents: number, stockNumber: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          query: `{ searchListings(input: { priceMinCents: ${cents}, priceMaxCents: ${cents} }) { results { stockNumber } } }`,
        }),
      })
      const body = res.json<{
        data?: { searchListings: { results: Array<{ stockNumber: string }> } }
      }>()
      return !!body.data?.searchListings.results.some((r) => r.stockNumber === stockNumber)
    }
    // Warm the search index before measuring (a running api has it built).
    await searchShows(100, 'none')

    const line = (label: string, n: number, ms: number, report: Record<string, number>) =>
      console.log(
        `  ${label.padEnd(28)} ${String(n).padStart(6)} rows  ${(ms / 1000).toFixed(2).padStart(6)} s  ${Math.round(
          (n / ms) * 1000,
        )
          .toString()
          .padStart(
            6,
          )} rows/s  (created ${report.created}, updated ${report.updated}, unchanged ${report.unchanged}, failed ${report.failed})`,
      )
    const base = await importFile(file('BASE', BASELINE))
    line('baseline (new rows)', BASELINE, base.ms, base.report)
    const big = file('BENCH', ROWS)
    const measured = await importFile(big)
    const done = performance.now()
    line('measured (new rows)', ROWS, measured.ms, measured.report)
    const lastStock = `BENCH-${ROWS - 1}`
    while (!(await searchShows(98_765_400, lastStock))) {
      if (performance.now() - done > 60_000) throw new Error('search never showed the last row')
      await new Promise((r) => setTimeout(r, 20))
    }
    const visible = (performance.now() - done) / 1000
    console.log(`  search shows the last row ${visible.toFixed(2)} s after the import answered`)
    const again = await importFile(big)
    line('same file again (unchanged)', ROWS, again.ms, again.report)
    // Every price cut by $500: each row takes changeListingPrice's path (history, flair, mail).
    if (!args['skip-updates']) {
      const cut = await importFile(file('BENCH', ROWS, 500))
      line('every price cut (updates)', ROWS, cut.ms, cut.report)
    }
    const rate = (ROWS / measured.ms) * 1000
    console.log(
      `  targets: >= 1000 rows/s ${rate >= 1000 ? 'PASS' : 'FAIL'} (${Math.round(rate)}), search <= 5 s ${visible <= 5 ? 'PASS' : 'FAIL'} (${visible.toFixed(2)} s)`,
    )
    await app.close()
  } finally {
    await database.close()
    if (!args.keep) await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`)
    else console.log(`  kept ${DB_NAME}`)
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
