import { logger } from '../../src/lib/logger'
import { testEnv } from '../helpers/app'
import { testDatabaseUrl, testEngine } from '../helpers/db'
import { FIXED_AS_OF } from '../../src/seed/as-of'
import type { SearchDeps } from '../../src/services/search/search-listings'
import { stopSearchRuntime } from '../../src/services/search/search-runtime'
import { openBenchInventory, type BenchInventory } from './relevance/bench-inventory'
import { inventoryFacts } from './relevance/facts'
import { generateQueries } from './relevance/generate'
import { QUERIES_EN } from './relevance/queries-en'
import { QUERIES_ES } from './relevance/queries-es'
import { runEngineQuery } from './relevance/run-engine'
import { belowTarget, formatTable, judge, misses, scoreByGroup } from './relevance/score'
import { GROUPS, type RelevanceQuery } from './relevance/types'

/**
 * The relevance suite of issue 35 (point 4), on the 100k bench inventory (PostgreSQL only: the
 * inventory is a cached template database, relevance/bench-inventory.ts). Every query runs as the
 * search page runs it (read into filters, then searched); its first result is judged against the
 * facts the query expects, counted in SQL (relevance/facts.ts). It fails when any group falls
 * below issue 35's targets (relevance/score.ts TARGET: precision at 1 >= 97%, zero results <= 1%,
 * over the queries with live matches). `npm run bench:relevance` runs the same queries through
 * Orama for comparison.
 */
const enabled = testEngine() === 'postgresql'

;(enabled ? describe : describe.skip)(
  'relevance suite on the 100k bench inventory (issue 35)',
  () => {
    let inv: BenchInventory
    let deps: SearchDeps
    let queries: RelevanceQuery[]
    const started = Date.now()

    beforeAll(async () => {
      inv = await openBenchInventory(testDatabaseUrl()!)
      deps = { database: inv.database, env: testEnv(), logger, now: () => FIXED_AS_OF }
      queries = [
        ...generateQueries(await inventoryFacts(inv.database)),
        ...QUERIES_EN,
        ...QUERIES_ES,
      ]
      console.log(
        inv.buildSeconds
          ? `bench inventory built in ${inv.buildSeconds.toFixed(1)} s ` +
              `(${inv.buildCpuSeconds.toFixed(1)} s of this process's CPU), ` +
              `copied in ${inv.copySeconds.toFixed(1)} s`
          : `bench inventory copied from its cached template in ${inv.copySeconds.toFixed(1)} s`,
      )
    }, 600_000)
    afterAll(async () => {
      if (!inv) return
      await stopSearchRuntime(inv.database)
      await inv.destroy()
    })

    it('has at least 600 queries in English and Spanish, in every group', () => {
      expect(queries.length).toBeGreaterThanOrEqual(600)
      for (const locale of ['en', 'es']) {
        expect(queries.filter((q) => q.locale === locale).length).toBeGreaterThanOrEqual(150)
      }
      for (const g of GROUPS) {
        expect([g, queries.filter((q) => q.group === g).length >= 30]).toEqual([g, true])
      }
    })

    it('meets the targets: precision at 1 >= 97%, zero results <= 1%, in every group', async () => {
      const t = Date.now()
      const answers = []
      for (const q of queries) answers.push(await runEngineQuery(deps, q))
      const searchSeconds = (Date.now() - t) / 1000
      const verdicts = await judge(inv.database, queries, answers)
      const scores = scoreByGroup(verdicts)
      const below = belowTarget(scores)
      console.log(
        `${queries.length} queries searched in ${searchSeconds.toFixed(1)} s ` +
          `(suite so far ${((Date.now() - started) / 1000).toFixed(1)} s)\n` +
          formatTable([{ name: 'engine', scores }]) +
          `\nfirst misses:\n${misses(verdicts, 40).join('\n')}`,
      )
      expect(below).toEqual([])
    }, 600_000)
  },
)
