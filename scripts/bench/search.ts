/**
 * npm run bench:search [-- --listings 1000000 --iterations 200 --seed 42 --fresh]
 *
 * Loads N listings into a PostgreSQL database of its own (search_bench_<N>, search-db.ts), builds
 * the in-process search index and prints p50/p95 for the search scenarios, each next to the time
 * of a fixed calibration query on the same connection, plus the naive SQL GROUP BY facet query as
 * the baseline. Each row with a target says PASS or FAIL against issue 35's p95 targets (broad
 * page 30 ms, text 20, three filters 25, radius 20, a query read into filters 30 with the parse,
 * whose time is printed on its own row, suggestions 5) and the foundation's detail target (2 ms).
 * The last line gives the load factor: the run's calibration over a quiet machine's.
 *
 * Same connection: the measured phase opens a pool of two. The search index's LISTEN holds one
 * connection for good, so the calibration query and every measured query share the other; the
 * script checks the backend pid of each calibration and says so.
 */
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../api/src/db/client'
import { envSchema } from '../../api/src/lib/env'
import { logger } from '../../api/src/lib/logger'
import { buildServer } from '../../api/src/server'
import { FIXED_AS_OF } from '../../api/src/seed/as-of'
import { getListingByStockNumber } from '../../api/src/services/listings/get-listing'
import { getSearchSuggestions } from '../../api/src/services/search/get-search-suggestions'
import { refreshSearchSuggestions } from '../../api/src/services/search/refresh-search-suggestions'
import { readSearchQueryView } from '../../api/src/services/search/read-search-query'
import { searchListings } from '../../api/src/services/search/search-listings'
import { getSearchRuntime, stopSearchRuntime } from '../../api/src/services/search/search-runtime'
import { paramsToInput } from '../../api/test/search/relevance/run-engine'
import { ADMIN_URL, benchDbName, prepareBenchDb, withDb } from './search-db'

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '200' },
    seed: { type: 'string', default: '42' },
    fresh: { type: 'boolean', default: false },
  },
})
const N = Number(args.listings)
const ITER = Number(args.iterations)
const SEED = Number(args.seed)
const DB_NAME = benchDbName(N)
// The demo inventory is generated "as of" a fixed instant; searching as of then keeps
// days-on-market windows meaningful.
const NOW = FIXED_AS_OF

/**
 * p95 targets: issue 35's (at 1,000,000 listings; judged at every size, since they are stricter
 * than the foundation issue's 50 ms at 100,000) and the foundation's detail target. Rows without
 * one are for information.
 */
const TARGETS: Record<string, number> = {
  'broad "all equipment" page, all facets': 30,
  'text query with facets': 20,
  'category browse, three filters': 25,
  '100-mile radius search': 20,
  'query read into filters, parse included': 30,
  'typo suggestions': 5,
  'detail by stockNumber': 2,
}
/** calib on a quiet machine (decision 003): a run's calib over this is its load factor */
const QUIET_CALIB_MS = 118

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]
}

async function main() {
  // Request logs would dominate the output (and the timings).
  logger.level = 'warn'
  await prepareBenchDb({ listings: N, seed: SEED, fresh: Boolean(args.fresh), now: NOW })
  // Two connections: the search index's LISTEN keeps one, everything measured uses the other.
  const database = await openDatabase({ databaseUrl: withDb(ADMIN_URL, DB_NAME), max: 2 })
  const env = envSchema.parse({
    NODE_ENV: 'production',
    STYTCH_PROJECT_ID: 'bench',
    STYTCH_SECRET: 'bench',
    STYTCH_PUBLIC_TOKEN: 'public-token-bench',
    LOG_LEVEL: 'warn',
  })
  const deps = { database, env, logger, now: () => NOW }

  const backendPids = new Set<number>()
  const backendPid = async () =>
    (await database.rows<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`))[0].pid
  const calib = async () => {
    backendPids.add(await backendPid())
    const t = performance.now()
    await database.rows(sql`SELECT sum(i) FROM generate_series(1, 1e6) i`)
    return performance.now() - t
  }
  const calibration = async () => {
    const xs: number[] = []
    for (let i = 0; i < 5; i++) xs.push(await calib())
    return pct(xs, 50)
  }

  await refreshSearchSuggestions(deps)
  const gc = (globalThis as { gc?: () => void }).gc
  gc?.()
  const before = process.memoryUsage()
  const t0 = performance.now()
  const runtime = getSearchRuntime(deps)
  const { index } = runtime
  await index.ensureFresh()
  // Every figure below is a cold answer (counted, not served from the result cache), except
  // the row that says otherwise.
  runtime.results.enabled = false
  const loadMs = performance.now() - t0
  // Wait until the LISTEN connection is held, so the pool's other connection is the only one left.
  for (let i = 0; ; i++) {
    const [{ n }] = await database.rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND query ILIKE 'LISTEN %'`)
    if (n > 0) break
    if (i === 50) {
      console.log('warning: the search index holds no LISTEN connection; pids may differ')
      break
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  gc?.()
  const after = process.memoryUsage()
  const mb = (b: number) => (b / 1024 / 1024).toFixed(1)
  console.log(
    `index: ${index.size} listings loaded in ${(loadMs / 1000).toFixed(2)} s; typed arrays ` +
      `${mb(index.cols.byteSize())} MB, text postings ${mb(index.postings.byteSize())} MB; ` +
      `heap+buffers delta ` +
      `${mb(after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers)} MB` +
      `${gc ? '' : ' (run with NODE_OPTIONS=--expose-gc for an exact figure)'}; ` +
      `vocabulary ${index.text.vocabularySize} words`,
  )

  const stocks = (
    await database.rows<{ s: string }>(
      sql`SELECT stock_number AS s FROM listings WHERE status <> 'removed' ORDER BY md5(id::text) LIMIT 2000`,
    )
  ).map((r) => r.s)
  const zips = [
    '78701',
    '10001',
    '60601',
    '80202',
    '30301',
    '98101',
    '85001',
    '33101',
    '55401',
    '70112',
  ]
  const texts = [
    'caterpillar excavator',
    'catepillar excavater',
    'john deere 350',
    'bobcat skid steer',
    'dump truck texas',
    'komatsu dozer',
    'excavadora caterpillar',
    'genie lift',
    'volvo wheel loader',
    'kubota mini',
  ]
  const typos = [
    'catepillar excavater',
    'jhon deer',
    'komatsu excavtor',
    'bobcat skidsteer',
    'excavadra',
    'whel loader',
    'volvo articulatd',
    'genei lift',
    'cat',
    'kubta',
  ]
  const written: Array<[string, 'en' | 'es']> = [
    ['cat 320 under 100k in texas', 'en'],
    ['excavadora cat menos de 100 mil en texas', 'es'],
    ['john deere tractor 2018 or newer', 'en'],
    ['skid steer under 3000 hours', 'en'],
    ['dump trucks in georgia under 80k', 'en'],
    ['cargador frontal menos de 3000 horas', 'es'],
    ['komatsu dozer near 78701', 'en'],
    ['montacargas en california', 'es'],
    ['tractor agricola del 2018 en adelante', 'es'],
    ['manlift below $50,000', 'en'],
  ]
  const parseTimes: number[] = []
  const cats = ['excavators', 'skid-steer-loaders', 'wheel-loaders', 'bulldozers', 'dump-trucks']
  const sorts = ['recommended', 'createdDateUtc', 'advertisedPrice_asc', 'year_desc']

  const scenarios: Array<{ name: string; run: (i: number) => Promise<unknown> }> = [
    {
      name: 'broad "all equipment" page, all facets',
      run: (i) => searchListings(deps, { sort: sorts[i % sorts.length], page: 1 + (i % 3) }, 'en'),
    },
    {
      name: 'text query with facets',
      run: (i) => searchListings(deps, { q: texts[i % texts.length] }, 'en'),
    },
    {
      name: 'category browse, three filters',
      run: (i) =>
        searchListings(
          deps,
          {
            categories: [cats[i % cats.length]],
            yearMin: 2012,
            priceMaxCents: 20_000_000,
            conditions: ['Good', 'Great', 'Excellent'],
          },
          'en',
        ),
    },
    {
      name: '100-mile radius search',
      run: (i) => searchListings(deps, { zip: zips[i % zips.length], radiusMiles: 100 }, 'en'),
    },
    {
      name: 'query read into filters, parse included',
      run: async (i) => {
        const [text, locale] = written[i % written.length]
        const t = performance.now()
        const read = await readSearchQueryView(deps, { q: text, locale }, locale)
        parseTimes.push(performance.now() - t)
        const q = read.q.trim()
        return searchListings(deps, { ...paramsToInput(read.params), ...(q ? { q } : {}) }, locale)
      },
    },
    {
      name: 'typo suggestions',
      run: (i) => getSearchSuggestions(deps, { q: typos[i % typos.length] }, 'en'),
    },
    {
      name: 'detail by stockNumber',
      run: (i) => getListingByStockNumber(deps, stocks[i % stocks.length], 'en'),
    },
  ]

  const app = await buildServer(deps)
  await app.ready()
  const gqlQuery = `query($input: SearchListingsInput) { searchListings(input: $input) {
      queryID results { stockNumber title advertisedPriceCents image { url } }
      facets { categories { value count } makes { value count } years { value count }
        priceThresholds { underUsd count } hours { min max count } conditions { value count }
        flairs { value count } states { value count } showOnly { value count }
        daysOnMarket { value count } partnerSeller { value count } statuses { value count } }
      stats { total totalPages tookMs } } }`
  scenarios.push({
    name: 'broad page through GraphQL (in-process HTTP)',
    run: async (i) => {
      const res = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query: gqlQuery, variables: { input: { page: 1 + (i % 3) } } }),
      })
      if (res.statusCode !== 200) throw new Error(res.body)
    },
  })

  scenarios.push({
    name: 'broad page asked again (result cache on)',
    run: async () => {
      runtime.results.enabled = true
      try {
        await searchListings(deps, {}, 'en')
      } finally {
        runtime.results.enabled = false
      }
    },
  })

  const naiveFacets = sql`
    SELECT category_id, make_id, year, state, condition, flair, count(*)
    FROM listings WHERE status IN ('available', 'coming_soon')
    GROUP BY GROUPING SETS ((category_id), (make_id), (year), (state), (condition), (flair))`
  scenarios.push({
    name: 'BASELINE: naive SQL GROUP BY facets',
    run: () => database.rows(naiveFacets),
  })

  const rows: string[][] = []
  const verdicts: boolean[] = []
  for (const s of scenarios) {
    const iterations = s.name.startsWith('BASELINE') ? Math.min(ITER, 50) : ITER
    for (let i = 0; i < Math.min(20, iterations); i++) await s.run(i + 1000)
    const c = await calibration()
    const times: number[] = []
    for (let i = 0; i < iterations; i++) {
      const t = performance.now()
      await s.run(i)
      times.push(performance.now() - t)
    }
    backendPids.add(await backendPid())
    const p95 = pct(times, 95)
    const target = TARGETS[s.name]
    let verdict = ''
    if (target !== undefined) {
      verdict = p95 <= target ? 'PASS' : 'FAIL'
      verdicts.push(p95 <= target)
    }
    rows.push([
      s.name,
      pct(times, 50).toFixed(2),
      p95.toFixed(2),
      c.toFixed(1),
      target === undefined ? '-' : `<= ${target}`,
      verdict,
    ])
    if (s.name.startsWith('query read into filters')) {
      // The last `iterations` parses are the measured ones (the warm-up came first).
      const parses = parseTimes.slice(-iterations)
      rows.push([
        '  of which: reading the text (parse)',
        pct(parses, 50).toFixed(2),
        pct(parses, 95).toFixed(2),
        '',
        '-',
        '',
      ])
    }
  }
  await getSearchRuntime(deps).queryLog.flush()

  const w = [46, 9, 9, 10, 10, 6]
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(w[i]) : c.padStart(w[i]))).join('')
  console.log(`\n${N.toLocaleString('en-US')} listings, ${ITER} iterations each (PostgreSQL)`)
  console.log(line(['scenario', 'p50 ms', 'p95 ms', 'calib ms', 'target', '']))
  for (const r of rows) console.log(line(r))
  console.log(
    'calib = SELECT sum(i) FROM generate_series(1, 1e6), median of 5, on the connection the ' +
      (backendPids.size === 1
        ? `measured queries used (backend pid ${[...backendPids][0]} throughout)`
        : `measured queries used; WARNING: ${backendPids.size} backends seen (${[...backendPids].join(', ')})`),
  )
  const passed = verdicts.filter(Boolean).length
  const meanCalib =
    rows.filter((r) => r[3]).reduce((a, r) => a + Number(r[3]), 0) / rows.filter((r) => r[3]).length
  console.log(
    `targets (issue 35, p95 on this machine): ${passed}/${verdicts.length} met at ` +
      `${N.toLocaleString('en-US')} listings; load factor ${(meanCalib / QUIET_CALIB_MS).toFixed(1)}x ` +
      `(mean calib ${meanCalib.toFixed(0)} ms against ${QUIET_CALIB_MS} ms quiet, decision 003)`,
  )

  await app.close()
  await stopSearchRuntime(database)
  await database.close()
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
