import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { resolveStoriesByUuid } from '../../src/services/content/resolve-story-relations'
import { createTestApp, type TestApp } from '../helpers/app'
import { insertStories, story } from './fixtures'

const NOW = new Date('2026-11-02T00:00:00.000Z')
const PAGE = /* GraphQL */ `
  query ($page: Int, $category: String) {
    stories(page: $page, category: $category) {
      page
      total
      totalPages
      items {
        slug
      }
    }
  }
`
type PageData = {
  stories: { page: number; total: number; totalPages: number; items: Array<{ slug: string }> }
}

describe('pages of 25 and relations in batches of 50 (spec §7)', () => {
  let t: TestApp
  const stories = Array.from({ length: 120 }, (_, i) =>
    story({
      slug: `story-${String(i).padStart(3, '0')}`,
      daysAgo: i + 1,
      category: i < 30 ? 'news' : 'insight',
    }),
  )
  // The first story relates to every other one, in reverse order, plus an unknown uuid.
  const hub = stories[0]
  hub.relations = [
    ...stories
      .slice(1)
      .map((s) => s.uuid)
      .reverse(),
  ]

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW })
    await insertStories(t.database, stories)
  }, 120_000)
  afterAll(() => t.close())

  it('pages 25 at a time without overlap, and says how many there are past the end', async () => {
    const seen: string[] = []
    for (const page of [1, 2]) {
      const res = await t.gql<PageData>(PAGE, { page, category: 'news' })
      expect(res.data!.stories).toMatchObject({ page, total: 30, totalPages: 2 })
      seen.push(...res.data!.stories.items.map((i) => i.slug))
    }
    expect(seen).toEqual(stories.slice(0, 30).map((s) => s.slug))
    const past = await t.gql<PageData>(PAGE, { page: 3, category: 'news' })
    expect(past.data!.stories).toMatchObject({ total: 30, totalPages: 2, items: [] })
    const all = await t.gql<PageData>(PAGE, { page: 5 })
    expect(all.data!.stories.items.map((i) => i.slug)).toEqual(
      stories.slice(100, 120).map((s) => s.slug),
    )
  })

  it('resolves 119 related uuids in three batches of at most 50, keeping the editor’s order', async () => {
    const dialect = new PgDialect()
    const batches: number[] = []
    const database = {
      ...t.database,
      rows: async <T>(query: SQL): Promise<T[]> => {
        const { sql: text, params } = dialect.sqlToQuery(query)
        if (text.includes('s.uuid = ANY(')) {
          batches.push((params.find(Array.isArray) as unknown[]).length)
        }
        return t.database.rows<T>(query)
      },
    }
    const deps = { database, env: t.env, now: () => NOW }
    const uuids = [...hub.relations!, '00000000-0000-4000-8000-000000000000']
    const cards = await resolveStoriesByUuid(deps, uuids, 'en')
    expect(batches).toEqual([50, 50, 20])
    expect(cards.map((c) => c.slug)).toEqual(
      stories
        .slice(1)
        .map((s) => s.slug)
        .reverse(),
    )
  })
})
