import { sql } from 'drizzle-orm'
import { logger } from '../../src/lib/logger'
import { getSearchRuntime } from '../../src/services/search/search-runtime'
import { createTestApp, type TestApp } from '../helpers/app'
import { NOW, seedSearchFixture } from './fixtures'
import { search, type SearchAnswer } from './search-helpers'

describe('search recording and popular searches', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW })
    await seedSearchFixture(t.database)
  }, 60_000)
  afterAll(() => t.close())

  it('records each answered search under its queryID, and ranks popular texts', async () => {
    const answers: SearchAnswer[] = []
    for (const q of ['Bobcat', 'bobcat', 'BOBCAT ', 'genie', 'zzqxw']) {
      answers.push(await search(t, { q }))
    }
    await search(t, { categories: ['excavators'] }, { 'x-locale': 'es' })
    await getSearchRuntime({ database: t.database, logger }).queryLog.flush()

    const rows = await t.database.rows<{ id: string; text: string | null; result_count: number }>(
      sql`SELECT id::text, text, result_count FROM search_queries ORDER BY created_at, text`,
    )
    expect(rows).toHaveLength(6)
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining(answers.map((a) => a.queryID)))
    expect(rows.find((r) => r.id === answers[0].queryID)).toMatchObject({
      text: 'bobcat',
      result_count: 2,
    })

    const res = await t.gql<{ popularSearches: Array<{ text: string; count: number }> }>(
      '{ popularSearches { text count } }',
    )
    // The search that found nothing and the one without text are not offered.
    expect(res.data?.popularSearches).toEqual([
      { text: 'bobcat', count: 3 },
      { text: 'genie', count: 1 },
    ])
  })
})
