/**
 * `npm run bench:admin`: the console's equipment table (issue 14: "working for 1M listings") on
 * PostgreSQL. Seeds a small inventory, times every kind of table request (default sort, each
 * sort, state and category filters, a stock number, a make start, a model start, the deepest
 * page), then grows the listings to --listings N (default 1,000,000) by copying rows in SQL and
 * times the same requests again. The small inventory is the baseline of the same run; the
 * target is a p95 under 300 ms per request at 1M rows on this 2-core machine.
 *
 * Runs in a database of its own on DATABASE_URL's server (default 127.0.0.1:5432), dropped at the
 * end (kept with --keep, to EXPLAIN a slow request by hand). Options: --listings N --runs R
 * (default 7) --keep.
 */
import path from 'node:path'
import os from 'node:os'
import fs from 'node:fs'
import pg from 'pg'
import { openDatabase } from '../../api/src/db/client'
import { markSeeded, runMigrations } from '../../api/src/db/migrate'
import { runSeed } from '../../api/src/seed/run-seed'
import { listAdminListings } from '../../api/src/services/admin/list-admin-listings'
import { ALL_LISTINGS } from '../../api/src/services/listing-admin/listing-scope'
import { ADMIN_LISTING_MAX_PAGE } from '@ironyard/contract/admin-console'
import { fmt, percentile } from './lib'

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : def
}
const TARGET = arg('listings', 1_000_000)
const RUNS = arg('runs', 7)
const SEED_LISTINGS = 2_000
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const BUDGET_MS = 300

type Filter = Record<string, string | number>

async function main() {
  const dbName = `bench_admin_${Date.now()}`
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${dbName}`)
  const u = new URL(ADMIN_URL)
  u.pathname = `/${dbName}`
  const database = await openDatabase({ databaseUrl: u.toString(), max: 4 })
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-admin-'))
  try {
    await runMigrations(database)
    await runSeed(database, { listings: SEED_LISTINGS, seed: 7, mediaDir, media: false })
    await markSeeded(database, { seed: 7, listings: SEED_LISTINGS, bench: true })
    const pool = database.pool!
    const one = async <T>(q: string) => (await pool.query(q)).rows[0] as T
    const sample = await one<{ stock: string; make: string; model: string; category: string }>(`
      SELECT l.stock_number AS stock, m.name AS make, l.model, l.equipment_category_slug AS category
      FROM listings l JOIN makes m ON m.id = l.make_id ORDER BY l.id LIMIT 1`)
    const biggest = await one<{ make: string }>(`
      SELECT m.name AS make FROM listings l JOIN makes m ON m.id = l.make_id
      GROUP BY m.name ORDER BY count(*) DESC LIMIT 1`)
    const requests: Array<[string, Filter]> = [
      ['default (recently changed)', {}],
      ['sort: recently listed', { sort: 'listed' }],
      ['sort: price high to low', { sort: 'price_desc' }],
      ['sort: price low to high', { sort: 'price_asc' }],
      ['state: sold', { status: 'sold' }],
      ['state: draft', { status: 'draft' }],
      ['category', { categorySlug: sample.category }],
      ['stock number', { q: sample.stock }],
      ['make start', { q: sample.make.slice(0, 4) }],
      ['biggest make start', { q: biggest.make.slice(0, 3) }],
      ['model start', { q: sample.model.slice(0, 3) }],
      // Issue 36: every word anywhere (the trigram index), and the columns that sort.
      ['make and model words', { q: `${sample.make} ${sample.model}` }],
      ['stock number start', { q: sample.stock.slice(0, 4) }],
      ['sort: days on market', { sort: 'days_desc' }],
      ['sort: badge', { sort: 'badge_asc' }],
      ['sort: photos', { sort: 'photos_desc' }],
      ['sort: inspection', { sort: 'inspection_desc' }],
      ['page 20', { page: 20 }],
      ['deepest page', { page: ADMIN_LISTING_MAX_PAGE }],
    ]
    const time = async (filter: Filter) => {
      const ms: number[] = []
      let total = 0
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now()
        const page = await listAdminListings(
          { database, now: () => new Date() },
          ALL_LISTINGS,
          filter,
          'en',
        )
        ms.push(performance.now() - t0)
        total = page.totalCount
      }
      return { p50: percentile(ms, 50), p95: percentile(ms, 95), total }
    }
    const measure = async () => {
      await pool.query('ANALYZE listings')
      const out: Record<string, Awaited<ReturnType<typeof time>>> = {}
      for (const [name, filter] of requests) out[name] = await time(filter)
      return out
    }
    const base = await measure()
    const n0 = (await one<{ n: number }>('SELECT count(*)::int AS n FROM listings')).n

    // Grow by copying the seeded rows (new ids and stock numbers, spread-out dates and prices).
    const t0 = performance.now()
    const copies = Math.ceil((TARGET - n0) / n0)
    await pool.query('SET session_replication_role = replica') // no per-row triggers (history)
    for (let c = 1; c <= copies; c += 25) {
      const last = Math.min(copies, c + 24)
      await pool.query(`
        INSERT INTO listings (stock_number, year, make_id, model_id, model, category_id,
          equipment_category_slug, taxonomized_sub_category_id, serial_number, hours, miles,
          advertised_price_cents, original_price_cents, floor_price_cents, lat, lng, address,
          place_id, short_address, city, state, zip, seller_id, flair, is_partner_seller,
          has_warranty, condition, emission_tier, agreement_type, status, sold_at, description,
          specs, listed_at, created_at, updated_at)
        SELECT 'B' || g || '-' || l.id, l.year, l.make_id, l.model_id, l.model, l.category_id,
          l.equipment_category_slug, l.taxonomized_sub_category_id, l.serial_number, l.hours,
          l.miles, l.advertised_price_cents + g * 100, l.original_price_cents + g * 100,
          l.floor_price_cents, l.lat, l.lng, l.address, l.place_id, l.short_address, l.city,
          l.state, l.zip, l.seller_id, l.flair, l.is_partner_seller, l.has_warranty, l.condition,
          l.emission_tier, l.agreement_type, l.status, l.sold_at, l.description, l.specs,
          l.listed_at - g * interval '37 minutes', l.created_at,
          l.updated_at - g * interval '11 minutes'
        FROM listings l CROSS JOIN generate_series(${c}, ${last}) g
        WHERE l.stock_number NOT LIKE 'B%'`)
    }
    await pool.query('SET session_replication_role = origin')
    await pool.query(`DELETE FROM listings WHERE id IN (SELECT id FROM listings ORDER BY id DESC
      LIMIT greatest(0, (SELECT count(*) FROM listings) - ${TARGET}))`)
    await pool.query('VACUUM ANALYZE listings')
    const n1 = (await one<{ n: number }>('SELECT count(*)::int AS n FROM listings')).n
    console.log(
      `[bench:admin] grew ${fmt(n0, 0)} -> ${fmt(n1, 0)} listings in ${fmt((performance.now() - t0) / 1000)} s`,
    )
    const big = await measure()

    console.log(
      `\nEquipment table (50 a page, with the total), ${RUNS} runs each; budget p95 ${BUDGET_MS} ms at ${fmt(n1, 0)}`,
    )
    console.log(
      `${'request'.padEnd(28)} ${`${n0} rows p50/p95`.padStart(20)} ${`${n1} rows p50/p95`.padStart(22)}  rows found`,
    )
    let over = 0
    for (const [name] of requests) {
      const a = base[name]
      const b = big[name]
      if (b.p95 > BUDGET_MS) over++
      console.log(
        `${name.padEnd(28)} ${`${fmt(a.p50)} / ${fmt(a.p95)} ms`.padStart(20)} ${`${fmt(b.p50)} / ${fmt(b.p95)} ms`.padStart(22)}  ${b.total}${b.p95 > BUDGET_MS ? '  OVER' : ''}`,
      )
    }
    console.log(over ? `\n${over} request(s) over budget` : '\nevery request within budget')
  } finally {
    await database.close()
    if (process.argv.includes('--keep')) console.log(`[bench:admin] kept database ${dbName}`)
    else await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
    await admin.end()
    fs.rmSync(mediaDir, { recursive: true, force: true })
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
