/**
 * npm run bench:insights [-- --listings 100000 --samples 200]
 *
 * Issue 17: what the equipment page's new sections cost the api, against what the page asked
 * before, in the same run. On a seeded PostgreSQL database of its own (insights_bench_<N>, seeded
 * on first use and reused), in process (app.inject, the GraphQL the web sends):
 *   before: ListingDetail, then SimilarListings (the page's data until issue 17);
 *   after:  ListingDetail, then SimilarListings beside ListingInsights (deal rating, comparable
 *           sales, all-in cost to a ZIP), as the page asks them;
 * for `--samples` random live listings, interleaved, printing p50/p95 of each and the ratio of the
 * p95s (PASS when after ≤ 1.2 × before: the bound for the page's server time; the page's
 * own rendering is the same in both, so the page's ratio is lower than this one). It also checks
 * the plans of the comparable-sales reads on completed_sales use an index (never a Seq Scan).
 */
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase } from '../../api/src/db/client'
import { markSeeded, runMigrations } from '../../api/src/db/migrate'
import { envSchema } from '../../api/src/lib/env'
import { logger } from '../../api/src/lib/logger'
import { buildServer } from '../../api/src/server'
import { runSeed } from '../../api/src/seed/run-seed'
import { windowSalesQuery } from '../../api/src/services/valuation/value-listing'
import { fmt, percentile } from './lib'

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    samples: { type: 'string', default: '200' },
  },
})
const LISTINGS = Number(args.listings)
const SAMPLES = Number(args.samples)
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DB_NAME = `insights_bench_${LISTINGS}`
const BOUND = 1.2
const ZIPS = ['78701', '10001', '60601', '94103', '33101', '98101', '80202', '30303', '04401']

const DETAIL = `query ($s: String!) { listing(stockNumber: $s) { id stockNumber title year
  make { slug name } model category { slug name } subcategory { slug name } serialNumber hours miles
  secondaryHours advertisedPriceCents originalPriceCents priceReduced
  priceHistory { priceCents reason changedAt } city state zip location { lat lng shortAddress }
  seller { name kind city state dealerSlug } labels { fleetAdvisor listingCompany listingSellerCompany }
  flair isPartnerSeller hasWarranty buyerProtection condition emissionTier status soldAt listedAt
  daysOnMarket description specs { key label unit value }
  images { url srcSet width height alt isIllustration sizes { width url } }
  videos { url posterUrl title durationSeconds } inspected
  inspection { inspectedAt overallCondition whatIsGreat whatNeedsWork
    inspector { name certifications certificationCount inspectionCount yearsOfExperience } } } }`
const SIMILAR = `query ($s: String!) { similarListings(stockNumber: $s, first: 8) { id stockNumber title
  advertisedPriceCents dealRating latestPriceCut { amountCents changedAt } image { url srcSet } } }`
// The page's one request for its new sections (web/src/graphql/listing-insights.graphql).
const INSIGHTS = `query ($s: String!, $z: String!) { listing(stockNumber: $s) { stockNumber dealRating
  allInCost(zip: $z) { totalCents freightCents taxCents feesCents monthlyPaymentCents
    freight { transportClass operatingWeightLb weightSource roadMiles } }
  dealBasis { marketValueCents comparableCount ratedAt }
  comparableSalesSummary { basis count medianCents percentFromMedian }
  comparableSales { soldOn priceCents year hours miles state model channel } } }`

function withDb(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

async function prepare(): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME])
  if (!exists.rowCount) await admin.query(`CREATE DATABASE ${DB_NAME}`)
  await admin.end()
  const database = await openDatabase({ databaseUrl: withDb(ADMIN_URL, DB_NAME), max: 4 })
  await runMigrations(database)
  const [{ n }] = await database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM listings`)
  if (n < LISTINGS) {
    console.log(`[bench:insights] seeding ${LISTINGS} listings into ${DB_NAME} (once)`)
    await runSeed(database, { listings: LISTINGS, seed: 42, media: false, mediaDir: '' })
    await markSeeded(database, { seed: 42, listings: LISTINGS, bench: true })
  }
  await database.close()
}

async function main() {
  logger.level = 'warn'
  await prepare()
  const database = await openDatabase({ databaseUrl: withDb(ADMIN_URL, DB_NAME), max: 4 })
  const env = envSchema.parse({
    NODE_ENV: 'production',
    STYTCH_PROJECT_ID: 'bench',
    STYTCH_SECRET: 'bench',
    STYTCH_PUBLIC_TOKEN: 'public-token-bench',
    LOG_LEVEL: 'warn',
  })
  const app = await buildServer({ database, env, logger, now: () => new Date() })
  await app.ready()
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query, variables }),
    })
    const body = res.json<{ errors?: unknown }>()
    if (res.statusCode !== 200 || body.errors) throw new Error(res.body.slice(0, 500))
  }
  const stocks = (
    await database.rows<{ stock_number: string }>(sql`
      SELECT stock_number FROM listings WHERE status = 'available'
      ORDER BY md5(stock_number) LIMIT ${SAMPLES}`)
  ).map((r) => r.stock_number)
  const [{ rated, live }] = await database.rows<{ rated: number; live: number }>(sql`
    SELECT count(*) FILTER (WHERE deal_rating IS NOT NULL)::int AS rated, count(*)::int AS live
    FROM listings WHERE status IN ('available', 'coming_soon')`)

  // Warm up: the search index (similar listings), prepared statements, the plan caches.
  for (const s of stocks.slice(0, 20)) {
    await gql(DETAIL, { s })
    await gql(SIMILAR, { s })
    await gql(INSIGHTS, { s, z: ZIPS[0] })
  }
  const before: number[] = []
  const after: number[] = []
  const insightsOnly: number[] = []
  for (const [i, s] of stocks.entries()) {
    const z = ZIPS[i % ZIPS.length]
    // As the page asks: the listing first, then the rest side by side.
    const old = async () => {
      const t = performance.now()
      await gql(DETAIL, { s })
      await gql(SIMILAR, { s })
      before.push(performance.now() - t)
    }
    const now = async () => {
      const t = performance.now()
      await gql(DETAIL, { s })
      const t2 = performance.now()
      await Promise.all([gql(SIMILAR, { s }), gql(INSIGHTS, { s, z })])
      insightsOnly.push(performance.now() - t2)
      after.push(performance.now() - t)
    }
    // Alternate the order so neither side always runs on a warmer cache.
    if (i % 2) {
      await old()
      await now()
    } else {
      await now()
      await old()
    }
  }

  // The valuation's read of comparable sales (issue 37): its plan on completed_sales must use an index.
  const [subject] = await database.rows<{ makeId: number; categoryId: number }>(sql`
    SELECT make_id AS "makeId", category_id AS "categoryId"
    FROM listings WHERE stock_number = ${stocks[0]}`)
  const plans: string[] = []
  for (const query of [windowSalesQuery(subject, new Date())]) {
    const rows = await database.rows<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${query}`)
    plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'))
  }
  const scans = plans.filter((p) => /Seq Scan on completed_sales/.test(p)).length

  const p = (v: number[], q: number) => fmt(percentile(v, q))
  console.log(
    `\n[bench:insights] ${LISTINGS} listings (${live} live, ${rated} rated), ${stocks.length} equipment pages`,
  )
  console.log(
    `  before (detail + similar)            p50 ${p(before, 50)} ms  p95 ${p(before, 95)} ms`,
  )
  console.log(
    `  after (+ insights + all-in cost)     p50 ${p(after, 50)} ms  p95 ${p(after, 95)} ms`,
  )
  console.log(
    `  similar + new sections              p50 ${p(insightsOnly, 50)} ms  p95 ${p(insightsOnly, 95)} ms`,
  )
  const ratio = percentile(after, 95) / percentile(before, 95)
  console.log(
    `  ${ratio <= BOUND ? 'PASS' : 'FAIL'} api time of the equipment page, p95 after / before: ${fmt(ratio, 2)}× (bound ${BOUND}×)`,
  )
  console.log(
    `  ${scans === 0 ? 'PASS' : 'FAIL'} comparable sales read completed_sales through an index (${plans.length - scans}/${plans.length} plans)`,
  )
  for (const plan of plans) console.log(plan.replace(/^/gm, '    '))
  await app.close()
  await database.close()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
