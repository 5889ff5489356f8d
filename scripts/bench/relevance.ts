/**
 * npm run bench:relevance [-- --listings 100000 --tolerance 1]
 *
 * Issue 35, point 4: the relevance suite's queries (api/test/search/relevance: generated from the
 * inventory's facts plus the hand-written ones) through our engine and through Orama (the engine
 * compared in decision 003) on the same listings, judged by the same SQL facts; prints precision
 * at 1 and zero-result rate by group side by side. The listings are the bench inventory of
 * `npm run bench:search` (search_bench_<N>, loaded when missing: same seed as the Jest suite's).
 *
 * Our engine runs each query as the search page does (read into filters, then searched). Orama
 * gets the text as typed (it has no reader), over one document per listing for sale with the
 * words our index knows (make and aliases, model, category and subcategory names in English and
 * Spanish, city, state code and name), with its typo tolerance on (Levenshtein `--tolerance`).
 */
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { create, insertMultiple, search } from '@orama/orama'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../api/src/db/client'
import { envSchema } from '../../api/src/lib/env'
import { logger } from '../../api/src/lib/logger'
import { FIXED_AS_OF } from '../../api/src/seed/as-of'
import { stateName } from '../../api/src/services/search/engine/geo'
import { stopSearchRuntime } from '../../api/src/services/search/search-runtime'
import { inventoryFacts, LIVE } from '../../api/test/search/relevance/facts'
import { generateQueries } from '../../api/test/search/relevance/generate'
import { QUERIES_EN } from '../../api/test/search/relevance/queries-en'
import { QUERIES_ES } from '../../api/test/search/relevance/queries-es'
import { runEngineQuery } from '../../api/test/search/relevance/run-engine'
import {
  formatTable,
  judge,
  misses,
  scoreByGroup,
  type Answer,
} from '../../api/test/search/relevance/score'
import { ADMIN_URL, benchDbName, prepareBenchDb, withDb } from './search-db'

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    tolerance: { type: 'string', default: '1' },
    seed: { type: 'string', default: '42' },
  },
})
const N = Number(args.listings)
const TOLERANCE = Number(args.tolerance)

async function main() {
  logger.level = 'warn'
  await prepareBenchDb({ listings: N, seed: Number(args.seed), fresh: false, now: FIXED_AS_OF })
  const database = await openDatabase({ databaseUrl: withDb(ADMIN_URL, benchDbName(N)), max: 4 })
  const env = envSchema.parse({
    NODE_ENV: 'production',
    STYTCH_PROJECT_ID: 'bench',
    STYTCH_SECRET: 'bench',
    STYTCH_PUBLIC_TOKEN: 'public-token-bench',
    LOG_LEVEL: 'warn',
  })
  const deps = { database, env, logger, now: () => FIXED_AS_OF }
  const queries = [...generateQueries(await inventoryFacts(database)), ...QUERIES_EN, ...QUERIES_ES]
  console.log(`${queries.length} queries on ${N.toLocaleString('en-US')} listings`)

  let t = performance.now()
  const ours: Answer[] = []
  for (const q of queries) ours.push(await runEngineQuery(deps, q))
  const oursMs = performance.now() - t

  t = performance.now()
  const docs = await database.rows<{ id: string; text: string; state: string }>(sql`
    SELECT l.stock_number AS id, upper(l.state) AS state, concat_ws(' ', m.name,
      array_to_string(m.aliases, ' '), l.model, c.name_en, c.name_es, c.singular_en, c.singular_es,
      s.name_en, s.name_es, l.city, upper(l.state)) AS text
    FROM listings l JOIN makes m ON m.id = l.make_id JOIN categories c ON c.id = l.category_id
    LEFT JOIN subcategories s ON s.id = l.taxonomized_sub_category_id WHERE ${LIVE}`)
  const orama = create({ schema: { id: 'string', text: 'string' } as const })
  await insertMultiple(
    orama,
    docs.map((d) => ({ id: d.id, text: `${d.text} ${stateName(d.state) ?? ''}` })),
    5000,
  )
  const oramaLoadMs = performance.now() - t
  t = performance.now()
  const theirs: Answer[] = []
  for (const q of queries) {
    const r = await search(orama, {
      term: q.q,
      properties: ['text'],
      tolerance: TOLERANCE,
      limit: 1,
    })
    theirs.push({ first: r.hits[0]?.document.id ?? null, total: r.count })
  }
  const oramaMs = performance.now() - t

  const live = new Map<string, number>()
  const oursV = await judge(database, queries, ours, live)
  const theirsV = await judge(database, queries, theirs, live)
  console.log(
    formatTable([
      { name: 'engine', scores: scoreByGroup(oursV) },
      { name: `orama t${TOLERANCE}`, scores: scoreByGroup(theirsV) },
    ]),
  )
  console.log(
    `P@1 = first result has the expected facts (and the SQL count when the query is all filters), ` +
      `over queries with live matches; zero = share of those with no result.\n` +
      `engine: ${(oursMs / queries.length).toFixed(1)} ms a query (read + search); ` +
      `orama: ${(oramaLoadMs / 1000).toFixed(1)} s to index ${docs.length} listings, ` +
      `${(oramaMs / queries.length).toFixed(1)} ms a query`,
  )
  console.log(`\nengine misses (first 25):\n${misses(oursV, 25).join('\n')}`)
  console.log(`\norama misses (first 10):\n${misses(theirsV, 10).join('\n')}`)
  await stopSearchRuntime(database)
  await database.close()
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
