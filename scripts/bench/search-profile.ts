/**
 * npx tsx scripts/bench/search-profile.ts [--listings 1000000 --iterations 40]
 *
 * Where a search's time goes, per engine step: runs the bench's index-heavy scenarios (broad page
 * with facets, text, three filters, radius) on search_bench_<N> (loaded by `npm run bench:search`)
 * under the V8 CPU profiler (node:inspector) and sums the self time of the samples by source file
 * (engine/candidates.ts = step 1, mark-groups.ts = 2, count-facets.ts + count-spec-facets.ts = 3,
 * select-top.ts = 4, the rest: card SQL, facet labels, validation, the query log).
 */
import { Session } from 'node:inspector/promises'
import { parseArgs } from 'node:util'
import { openDatabase } from '../../api/src/db/client'
import { envSchema } from '../../api/src/lib/env'
import { logger } from '../../api/src/lib/logger'
import { FIXED_AS_OF } from '../../api/src/seed/as-of'
import { searchListings } from '../../api/src/services/search/search-listings'
import { getSearchRuntime, stopSearchRuntime } from '../../api/src/services/search/search-runtime'
import { ADMIN_URL, benchDbName, withDb } from './search-db'

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '1000000' },
    iterations: { type: 'string', default: '40' },
  },
})
const N = Number(args.listings)
const ITER = Number(args.iterations)

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string }
  hitCount?: number
}

const SCENARIOS: Array<[string, Record<string, unknown>]> = [
  ['broad page, all facets', {}],
  ['text query', { q: 'caterpillar excavator' }],
  [
    'three filters',
    { categories: ['excavators'], yearMin: 2012, priceMaxCents: 20_000_000, conditions: ['Good'] },
  ],
  ['100-mile radius', { zip: '78701', radiusMiles: 100 }],
]

async function main() {
  logger.level = 'warn'
  const database = await openDatabase({ databaseUrl: withDb(ADMIN_URL, benchDbName(N)), max: 2 })
  const env = envSchema.parse({
    NODE_ENV: 'production',
    STYTCH_PROJECT_ID: 'bench',
    STYTCH_SECRET: 'bench',
    STYTCH_PUBLIC_TOKEN: 'public-token-bench',
    LOG_LEVEL: 'warn',
  })
  const deps = { database, env, logger, now: () => FIXED_AS_OF }
  const runtime = getSearchRuntime(deps)
  await runtime.index.ensureFresh()
  runtime.results.enabled = false
  console.log(`${runtime.index.size} listings indexed`)
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 100 })
  for (const [name, input] of SCENARIOS) {
    for (let i = 0; i < 5; i++) await searchListings(deps, input, 'en')
    await session.post('Profiler.start')
    const t = performance.now()
    for (let i = 0; i < ITER; i++) await searchListings(deps, input, 'en')
    const ms = (performance.now() - t) / ITER
    const { profile } = await session.post('Profiler.stop')
    const nodes = profile.nodes as ProfileNode[]
    const byId = new Map(nodes.map((n) => [n.id, n]))
    const byFile = new Map<string, number>()
    // timeDeltas[i + 1] is the time until the next sample: what sample i stands for (µs).
    const deltas = profile.timeDeltas!
    for (let i = 0; i < profile.samples!.length; i++) {
      const interval = (deltas[i + 1] ?? 0) / 1000
      const f = byId.get(profile.samples![i])!.callFrame
      const file = f.url
        ? f.url.replace(/^.*\/(api|node_modules)\//, '$1/')
        : `(${f.functionName || 'native'})`
      byFile.set(file, (byFile.get(file) ?? 0) + interval / ITER)
    }
    console.log(
      `\n${name}: ${ms.toFixed(1)} ms a search (wall, mean of ${ITER}); CPU by file, ms a search:`,
    )
    for (const [file, v] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
      console.log(`  ${v.toFixed(2).padStart(8)}  ${file}`)
    }
  }
  session.disconnect()
  await stopSearchRuntime(database)
  await database.close()
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
