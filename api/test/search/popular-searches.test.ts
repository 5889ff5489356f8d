import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { searchQueries } from '../../src/db/schema'
import { logger } from '../../src/lib/logger'
import {
  isOfferableText,
  POPULAR_BLOCKLIST,
  POPULAR_MIN_VISITORS,
  visitorDigest,
} from '../../src/services/search/popular-search-rules'
import { getSearchRuntime } from '../../src/services/search/search-runtime'
import { createTestApp, type TestApp } from '../helpers/app'
import { NOW, seedSearchFixture } from './fixtures'
import { search, type SearchAnswer } from './search-helpers'

const visitor = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` })

describe('search recording and popular searches (issue 16, defect 3)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW })
    await seedSearchFixture(t.database)
  }, 60_000)
  afterAll(() => t.close())

  const popular = async (headers?: Record<string, string>) => {
    const res = await t.gql<{ popularSearches: Array<{ text: string; count: number }> }>(
      '{ popularSearches { text count } }',
      {},
      headers,
    )
    if (res.errors) throw new Error(JSON.stringify(res.errors))
    return res.data!.popularSearches
  }

  it('records each answered search under its queryID, normalised, with a digest of the visitor', async () => {
    const answers: SearchAnswer[] = []
    for (const q of ['Bobcat', 'catepillar excavater', 'zzqxw']) {
      answers.push(await search(t, { q }, visitor(1)))
    }
    await search(t, { categories: ['excavators'] }, { 'x-locale': 'es', ...visitor(1) })
    await getSearchRuntime({ database: t.database, logger }).queryLog.flush()

    const rows = await t.database.rows<{
      id: string
      text: string | null
      result_count: number
      visitor: string | null
    }>(sql`SELECT id::text, text, result_count, visitor FROM search_queries`)
    expect(rows).toHaveLength(4)
    const byId = new Map(rows.map((r) => [r.id, r]))
    expect(byId.get(answers[0].queryID)).toMatchObject({ text: 'bobcat', result_count: 2 })
    // Recorded as the search read it: the misspelling is not what others would be offered.
    expect(byId.get(answers[1].queryID)?.text).toBe('caterpillar excavator')
    expect(byId.get(answers[2].queryID)).toMatchObject({ text: 'zzqxw', result_count: 0 })
    // The visitor is a digest: the same for one address, never the address itself.
    const digests = new Set(rows.map((r) => r.visitor))
    expect(digests.size).toBe(1)
    const [digest] = digests
    expect(digest).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(digest).not.toContain('203.0.113')
    expect(visitorDigest('203.0.113.1', 'a')).not.toBe(visitorDigest('203.0.113.1', 'b'))
  })

  it('offers texts asked by several distinct visitors, counting visitors and not hits', async () => {
    await t.database.exec('DELETE FROM search_queries')
    // One visitor asking again and again is not popular.
    for (let i = 0; i < 6; i++) await search(t, { q: 'genie' }, visitor(9))
    // Three visitors are.
    for (let v = 1; v <= POPULAR_MIN_VISITORS; v++) {
      await search(t, { q: 'Bobcat' }, visitor(v))
      await search(t, { q: 'bobcat ' }, visitor(v))
      await search(t, { q: 'catepillar excavater' }, visitor(v + 10))
    }
    // One visitor short of the threshold.
    for (let v = 1; v < POPULAR_MIN_VISITORS; v++) await search(t, { q: 'kubota' }, visitor(v))
    await getSearchRuntime({ database: t.database, logger }).queryLog.flush()

    expect(await popular()).toEqual([
      { text: 'bobcat', count: POPULAR_MIN_VISITORS },
      { text: 'caterpillar excavator', count: POPULAR_MIN_VISITORS },
    ])
    // Per language: nothing was searched in Spanish.
    expect(await popular({ 'x-locale': 'es' })).toEqual([])
  })

  it('never offers raw input, blocked words or texts that find nothing for sale now', async () => {
    const app = await createTestApp({ now: () => NOW })
    try {
      await seedSearchFixture(app.database)
      const rows = [
        '1',
        'nan',
        '7 7 7 7',
        'u',
        'null',
        'test excavator',
        'excavator excavator',
        'asdf',
        'liebherr',
        'zzqxw',
        'genie',
      ].flatMap((text) =>
        Array.from({ length: 5 }, (_, v) => ({
          id: randomUUID(),
          text,
          params: { q: text },
          // As the walkthrough saw them: each had once found something.
          resultCount: 3,
          locale: 'en',
          visitor: `visitor-${v}`,
          createdAt: new Date(NOW.getTime() - 86_400_000),
        })),
      )
      await app.database.db.insert(searchQueries).values(rows)
      const res = await app.gql<{ popularSearches: Array<{ text: string; count: number }> }>(
        '{ popularSearches { text count } }',
      )
      expect(res.data?.popularSearches).toEqual([{ text: 'genie', count: 5 }])
    } finally {
      await app.close()
    }
  })

  it('judges the shape of a text with one set of rules', () => {
    for (const ok of ['bobcat', 'caterpillar excavator', 'john deere 350', 'excavadoras cat']) {
      expect([ok, isOfferableText(ok)]).toEqual([ok, true])
    }
    for (const bad of [
      '1',
      'u',
      'nan',
      '7 7 7 7',
      '12 34',
      'cat cat',
      'Bobcat',
      ' bobcat',
      'one two three four five six',
      'x'.repeat(61),
      'null excavator',
    ]) {
      expect([bad, isOfferableText(bad)]).toEqual([bad, false])
    }
    expect(POPULAR_BLOCKLIST.has('nan')).toBe(true)
    expect(POPULAR_MIN_VISITORS).toBeGreaterThanOrEqual(3)
  })
})
