/**
 * npx tsx scripts/bench/search-text.ts [--listings 1000000 --iterations 40]
 *
 * Text searches, scanning every listing against visiting the postings of the rarest word
 * (decision 062), A/B in one process: two indexes over search_bench_<N> (loaded by
 * `npm run bench:search`), one that always scans (postingsShare 0) and one as the api runs it,
 * queried in turns so the machine's load hits both alike. Engine time only (executeQuery); each
 * query's answers are first checked equal.
 */
import { isDeepStrictEqual } from 'node:util'
import { parseArgs } from 'node:util'
import { openDatabase } from '../../api/src/db/client'
import { logger } from '../../api/src/lib/logger'
import { FIXED_AS_OF } from '../../api/src/seed/as-of'
import { executeQuery } from '../../api/src/services/search/engine/execute-query'
import { ListingIndex } from '../../api/src/services/search/engine/listing-index'
import { STOP_WORDS, tokenize } from '../../api/src/services/search/engine/normalize'
import { wordsQuery } from '../../api/src/services/search/engine/query-types'
import { fmt, percentile } from './lib'
import { ADMIN_URL, benchDbName, withDb } from './search-db'

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '1000000' },
    iterations: { type: 'string', default: '40' },
  },
})
const N = Number(args.listings)
const ITER = Number(args.iterations)

/** The bench's text query first, then what buyers type: makes, models, places, years, typos. */
const TEXTS = [
  'caterpillar excavator',
  'john deere',
  'genie lift',
  'bobcat s650',
  'komatsu pc210',
  'excavator texas',
  '2018 kubota',
  'catarpillar',
  'freightliner cascadia',
  'cargadora de ruedas',
  'skid steer',
  'cat 320',
]

async function main() {
  logger.level = 'warn'
  const database = await openDatabase({ databaseUrl: withDb(ADMIN_URL, benchDbName(N)), max: 2 })
  const scan = new ListingIndex(database, logger, { postingsShare: 0 })
  const postings = new ListingIndex(database, logger)
  await scan.ensureFresh()
  await postings.ensureFresh()
  console.log(
    `${postings.size.toLocaleString('en-US')} listings in each index, ${ITER} turns; ` +
      `text postings ${(postings.postings.byteSize() / 1024 / 1024).toFixed(1)} MB`,
  )
  console.log('engine ms (executeQuery), p50 / p95: scan | postings | speed-up of the p50s, hits')
  for (const text of TEXTS) {
    const q = wordsQuery(
      tokenize(text).filter((w) => !STOP_WORDS.has(w)),
      FIXED_AS_OF.getTime(),
    )
    const a = executeQuery(scan, q)
    const b = executeQuery(postings, q)
    if (!isDeepStrictEqual(a, b)) throw new Error(`"${text}": the two indexes answer differently`)
    const times: [number[], number[]] = [[], []]
    for (let i = 0; i < ITER; i++) {
      for (const [k, index] of (i % 2 ? [1, 0] : [0, 1]).map(
        (k) => [k, [scan, postings][k]] as const,
      )) {
        const t = performance.now()
        executeQuery(index, q)
        times[k].push(performance.now() - t)
      }
    }
    const [s50, p50] = times.map((t) => percentile(t, 50))
    const [s95, p95] = times.map((t) => percentile(t, 95))
    console.log(
      `  ${text.padEnd(24)} ${fmt(s50).padStart(6)} / ${fmt(s95).padStart(6)} | ` +
        `${fmt(p50).padStart(6)} / ${fmt(p95).padStart(6)} | ${fmt(s50 / p50)}x, ` +
        `${a.total.toLocaleString('en-US')}`,
    )
  }
  await database.close()
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
