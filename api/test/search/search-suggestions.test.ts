import { sql } from 'drizzle-orm'
import { searchSuggestions } from '../../src/db/schema'
import { normalizeText } from '../../src/services/search/engine/normalize'
import { suggestionQuery } from '../../src/services/search/get-search-suggestions'
import { refreshSearchSuggestions } from '../../src/services/search/refresh-search-suggestions'
import { createTestApp, type TestApp } from '../helpers/app'
import { testEngine } from '../helpers/db'
import { NOW, seedSearchFixture } from './fixtures'

interface Suggestion {
  phrase: string
  kind: string
  params: Record<string, string[]>
  count: number
}

/**
 * Suggestions run on pg_trgm on both engines. Known trap: on PGlite 0.5 a trigram GIN index
 * search at 1M rows returned no rows; these tests also force the index path on each engine.
 */
describe(`searchSuggestions (${testEngine()})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW })
    await seedSearchFixture(t.database)
    await refreshSearchSuggestions({ database: t.database })
  }, 60_000)
  afterAll(() => t.close())

  const suggest = async (q: string, headers?: Record<string, string>) => {
    const res = await t.gql<{ searchSuggestions: Suggestion[] }>(
      'query($q: String!) { searchSuggestions(q: $q) { phrase kind params count } }',
      { q },
      headers,
    )
    if (res.errors) throw new Error(JSON.stringify(res.errors))
    return res.data!.searchSuggestions
  }

  it('reads through typos: "catepillar excavater" suggests Caterpillar Excavators', async () => {
    const [first] = await suggest('catepillar excavater')
    expect(first).toEqual({
      phrase: 'Caterpillar Excavators',
      kind: 'make_category',
      params: { makes: ['caterpillar'], categories: ['excavators'] },
      count: 2,
    })
  })

  it('offers the corrections the search makes, which trigrams miss (issue 16, defect 18)', async () => {
    // A swapped letter changes most trigrams of a short word: the search's vocabulary reads it.
    expect((await suggest('genei lift'))[0]).toMatchObject({
      phrase: 'Genie Lifts',
      params: { makes: ['genie'], categories: ['lifts'] },
    })
    expect((await suggest('komtasu'))[0].phrase).toBe('Komatsu')
    expect((await suggest('jhon deer'))[0].phrase).toMatch(/^John Deere/)
    expect((await suggest('excavadoras caterpilar', { 'x-locale': 'es' }))[0].phrase).toBe(
      'Excavadoras Caterpillar',
    )
  })

  it('suggests in the request language', async () => {
    const es = await suggest('excavadoras caterpilar', { 'x-locale': 'es' })
    expect(es[0].phrase).toBe('Excavadoras Caterpillar')
    const en = await suggest('excavadoras', { 'x-locale': 'en' })
    expect(en.map((s) => s.phrase)).not.toContain('Excavadoras')
  })

  it('puts phrases that begin with the text first, as you type', async () => {
    const list = await suggest('cat')
    expect(list[0].phrase).toBe('Caterpillar')
    expect(list.map((s) => s.phrase)).toContain('Caterpillar Excavators')
    expect((await suggest('bobcat s7')).map((s) => s.phrase)).toContain('Bobcat S770')
  })

  it('leaves out phrases with no listing for sale, and too-short text', async () => {
    expect((await suggest('komatsu')).map((s) => s.phrase)).toContain('Komatsu')
    expect((await suggest('liebherr')).length).toBe(0)
    expect(await suggest('c')).toEqual([])
  })

  it('uses the trigram index correctly when the planner must (forced index scan)', async () => {
    // Enough extra phrases that the GIN index holds many trigram entries.
    const extra = Array.from({ length: 20_000 }, (_, i) => {
      const phrase = `Synthetic Phrase ${i} Loader`
      return { phrase, normalized: normalizeText(phrase), kind: 'test', weight: 1, params: {} }
    })
    for (let i = 0; i < extra.length; i += 2000) {
      await t.database.db.insert(searchSuggestions).values(extra.slice(i, i + 2000))
    }
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`)
      const plan = (await tx.execute(
        sql`EXPLAIN ${suggestionQuery('catepillar excavater', 'en', 8)}`,
      )) as { rows: Array<Record<string, string>> }
      expect(JSON.stringify(plan.rows)).toContain('search_suggestions_normalized_trgm')
      const res = (await tx.execute(suggestionQuery('catepillar excavater', 'en', 8))) as {
        rows: Array<{ phrase: string }>
      }
      expect(res.rows[0]?.phrase).toBe('Caterpillar Excavators')
      const many = (await tx.execute(suggestionQuery('synthetic phrase 1999', 'en', 8))) as {
        rows: Array<{ phrase: string }>
      }
      expect(many.rows[0]?.phrase).toBe('Synthetic Phrase 1999 Loader')
    })
  }, 60_000)
})
