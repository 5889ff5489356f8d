/**
 * npm run bench:relevance [-- --sample 5 --tolerance 1]
 *
 * Issue 35, point 4: the relevance suite's queries (api/test/search/relevance: generated from the
 * inventory's facts plus the hand-written ones) through our engine and through Orama (the engine
 * compared in decision 003), judged by the same SQL facts; prints precision at 1 and zero-result
 * rate by group side by side. The listings are the relevance suite's 100k bench inventory (its
 * cached template database, relevance/bench-inventory.ts: the listings of `npm run bench:search`).
 *
 * Our engine runs each query as the search page does (read into filters, then searched), over all
 * 100k listings. Orama gets the text as typed (it has no reader), over one document per listing
 * for sale with the words our index knows (make and aliases, model, category and subcategory names
 * in English and Spanish, city, state code and name), the same stop words as our engine, and its
 * typo tolerance on (Levenshtein `--tolerance`). Orama scores every document a query word
 * matches: over the 86k listings for sale that is ~0.2 s of CPU a query (~7 min for the suite), so
 * by default it indexes every `--sample`th listing for sale (by id) and is judged on that sample:
 * a query counts for Orama when the sample holds listings with its facts, and a count checked
 * against SQL is the sample's count. `--sample 1` indexes them all.
 */
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { create, insertMultiple, search } from '@orama/orama'
import { sql } from 'drizzle-orm'
import { envSchema } from '../../api/src/lib/env'
import { logger } from '../../api/src/lib/logger'
import { FIXED_AS_OF } from '../../api/src/seed/as-of'
import { stateName } from '../../api/src/services/search/engine/geo'
import { STOP_WORDS } from '../../api/src/services/search/engine/normalize'
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
import { BENCH_LISTINGS, openBenchInventory } from '../../api/test/search/relevance/bench-inventory'
import { ADMIN_URL } from './search-db'

const { values: args } = parseArgs({
  options: {
    sample: { type: 'string', default: '5' },
    tolerance: { type: 'string', default: '1' },
  },
})
const SAMPLE = Number(args.sample)
const TOLERANCE = Number(args.tolerance)
const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since)
  return (u.user + u.system) / 1e6
}

async function main() {
  logger.level = 'warn'
  const inv = await openBenchInventory(ADMIN_URL)
  const database = inv.database
  console.log(
    inv.buildSeconds
      ? `bench inventory built in ${inv.buildSeconds.toFixed(1)} s (${inv.buildCpuSeconds.toFixed(1)} s CPU)`
      : `bench inventory copied from its cached template in ${inv.copySeconds.toFixed(1)} s`,
  )
  const env = envSchema.parse({
    NODE_ENV: 'production',
    STYTCH_PROJECT_ID: 'bench',
    STYTCH_SECRET: 'bench',
    STYTCH_PUBLIC_TOKEN: 'public-token-bench',
    LOG_LEVEL: 'warn',
  })
  const deps = { database, env, logger, now: () => FIXED_AS_OF }
  const queries = [...generateQueries(await inventoryFacts(database)), ...QUERIES_EN, ...QUERIES_ES]
  console.log(`${queries.length} queries`)

  let t = performance.now()
  let cpu = process.cpuUsage()
  const ours: Answer[] = []
  for (const q of queries) ours.push(await runEngineQuery(deps, q))
  const oursMs = performance.now() - t
  const oursCpu = cpuSeconds(cpu)

  t = performance.now()
  cpu = process.cpuUsage()
  const sampled = sql`l.id % ${SAMPLE} = 0`
  const docs = await database.rows<{ id: string; text: string; state: string }>(sql`
    SELECT l.stock_number AS id, upper(l.state) AS state, concat_ws(' ', m.name,
      array_to_string(m.aliases, ' '), l.model, c.name_en, c.name_es, c.singular_en, c.singular_es,
      s.name_en, s.name_es, l.city, upper(l.state)) AS text
    FROM listings l JOIN makes m ON m.id = l.make_id JOIN categories c ON c.id = l.category_id
    LEFT JOIN subcategories s ON s.id = l.taxonomized_sub_category_id
    WHERE ${LIVE} AND ${sampled} ORDER BY l.id`)
  const orama = create({
    schema: { id: 'string', text: 'string' } as const,
    components: { tokenizer: { stopWords: [...STOP_WORDS] } },
  })
  await insertMultiple(
    orama,
    docs.map((d) => ({ id: d.id, text: `${d.text} ${stateName(d.state) ?? ''}` })),
    5000,
  )
  const oramaLoadMs = performance.now() - t
  const oramaLoadCpu = cpuSeconds(cpu)
  t = performance.now()
  cpu = process.cpuUsage()
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
  const oramaCpu = cpuSeconds(cpu)

  const oursV = await judge(database, queries, ours)
  const theirsV = await judge(
    database,
    queries,
    theirs,
    new Map(),
    SAMPLE > 1 ? sampled : undefined,
  )
  const oramaName = SAMPLE > 1 ? `orama 1/${SAMPLE}` : 'orama'
  console.log(
    formatTable([
      { name: 'engine', scores: scoreByGroup(oursV) },
      { name: oramaName, scores: scoreByGroup(theirsV) },
    ]),
  )
  const perQuery = (ms: number, s: number) =>
    `${(ms / queries.length).toFixed(1)} ms wall, ${((s * 1000) / queries.length).toFixed(1)} ms CPU a query`
  console.log(
    `P@1 = first result has the expected facts (and the SQL count when the query is all filters), ` +
      `over queries with live matches; zero = share of those with no result. "live" counts the ` +
      `engine's queries with matches among all ${BENCH_LISTINGS.toLocaleString('en-US')} listings.\n` +
      (SAMPLE > 1
        ? `${oramaName}: Orama SAMPLED, every ${SAMPLE}th listing for sale (${docs.length}), judged on ` +
          `that sample (queries with matches in it: ${theirsV.filter((v) => v.live > 0).length}), ` +
          `typo tolerance ${TOLERANCE}.\n`
        : `orama: every listing for sale (${docs.length}), typo tolerance ${TOLERANCE}.\n`) +
      `engine: ${perQuery(oursMs, oursCpu)} (read + search + cards); ` +
      `orama: ${(oramaLoadMs / 1000).toFixed(1)} s (${oramaLoadCpu.toFixed(1)} s CPU) to index, ` +
      `${perQuery(oramaMs, oramaCpu)}`,
  )
  console.log(`\nengine misses (first 25):\n${misses(oursV, 25).join('\n')}`)
  console.log(`\norama misses (first 10):\n${misses(theirsV, 10).join('\n')}`)
  await stopSearchRuntime(database)
  await inv.destroy()
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
