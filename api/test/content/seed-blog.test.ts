import { sql } from 'drizzle-orm'
import { BRAND } from '@ironyard/contract'
import { BLOG_CATEGORIES } from '../../src/services/content/content.schema'
import { seedArticles } from '../../src/seed/blog/articles'
import { seedBlog } from '../../src/seed/blog/seed-blog'
import { createTestApp, type TestApp } from '../helpers/app'

const LIST = /* GraphQL */ `
  query ($category: String, $query: String) {
    stories(category: $category, query: $query) {
      total
      items {
        slug
        title
        wordCount
      }
    }
  }
`
type ListData = {
  stories: { total: number; items: Array<{ slug: string; title: string; wordCount: number }> }
}

describe('the blog seed', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    expect(await seedBlog(t.database, { mediaDir: t.env.MEDIA_DIR, media: false })).toBe(true)
  }, 120_000)
  afterAll(() => t.close())

  const counts = async () =>
    (
      await t.database.rows<{
        stories: number
        translations: number
        tags: number
        rel: number
      }>(sql`
        SELECT (SELECT count(*)::int FROM content_stories) AS stories,
          (SELECT count(*)::int FROM content_story_translations) AS translations,
          (SELECT count(*)::int FROM content_story_tags) AS tags,
          (SELECT count(*)::int FROM content_story_relations) AS rel`)
    )[0]

  it('holds at least 12 published articles, 3 or more in each category, in both languages', async () => {
    for (const locale of ['en', 'es']) {
      const all = await t.gql<ListData>(LIST, {}, { 'x-locale': locale })
      expect(all.data!.stories.total).toBeGreaterThanOrEqual(12)
      for (const category of BLOG_CATEGORIES.slice(1)) {
        const res = await t.gql<ListData>(LIST, { category }, { 'x-locale': locale })
        expect(res.data!.stories.total).toBeGreaterThanOrEqual(3)
        for (const item of res.data!.stories.items) {
          // 400-900 words of body in each language, the brand filled in.
          expect(item.wordCount).toBeGreaterThanOrEqual(400)
          expect(item.wordCount).toBeLessThanOrEqual(900)
          expect(item.title).not.toContain('{brand}')
        }
      }
    }
    expect(await counts()).toMatchObject({
      stories: seedArticles().length,
      translations: seedArticles().length * 2,
    })
  })

  it('writes every article once: a second run skips, a forced run changes nothing', async () => {
    const before = await counts()
    expect(await seedBlog(t.database, { mediaDir: t.env.MEDIA_DIR, media: false })).toBe(false)
    await seedBlog(t.database, { mediaDir: t.env.MEDIA_DIR, media: false, force: true })
    expect(await counts()).toEqual(before)
  })

  it('is searchable in both languages', async () => {
    const en = await t.gql<ListData>(LIST, { query: 'down payment interest' })
    expect(en.data!.stories.items[0].slug).toBe('financing-used-equipment-terms-and-total-cost')
    const es = await t.gql<ListData>(LIST, { query: 'depreciacion enganche' }, { 'x-locale': 'es' })
    expect(es.data!.stories.items.map((i) => i.slug)).toContain(
      'financing-used-equipment-terms-and-total-cost',
    )
    const customs = await t.gql<ListData>(LIST, { query: 'agente aduanal' }, { 'x-locale': 'es' })
    expect(customs.data!.stories.items[0].slug).toBe('wheel-loader-austin-to-monterrey')
  })

  it('names the brand from its one constant and links only to site paths', async () => {
    const res = await t.gql<{
      story: { author: { name: string }; body: Array<{ type: string; href: string | null }> }
    }>(`{ story(slug: "introducing-the-value-tracker") { author { name } body { type href } } }`)
    expect(res.data!.story.author.name).toBe(`${BRAND.name} Product Team`)
    const links = res.data!.story.body.filter((b) => b.type === 'listingLink')
    expect(links.length).toBeGreaterThan(0)
    for (const l of links) expect(l.href).toMatch(/^\/(?!\/)/)
  })
})
