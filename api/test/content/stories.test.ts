import { createTestApp, type TestApp } from '../helpers/app'
import { insertStories, PREVIEW_TOKEN, story } from './fixtures'

const NOW = new Date('2026-11-02T00:00:00.000Z')

const LIST = /* GraphQL */ `
  query Stories($category: String, $query: String, $page: Int, $preview: String) {
    stories(category: $category, query: $query, page: $page, preview: $preview) {
      category
      query
      page
      pageSize
      total
      totalPages
      items {
        slug
        category
        state
        locale
        title
        tags {
          slug
          name
        }
      }
    }
  }
`

const ONE = /* GraphQL */ `
  query Story($slug: String, $uuid: String, $preview: String, $first: Int) {
    story(slug: $slug, uuid: $uuid, preview: $preview) {
      slug
      uuid
      state
      locale
      locales
      title
      excerpt
      readingMinutes
      wordCount
      author {
        name
      }
      heroImage {
        url
        srcSet
        alt
        isIllustration
      }
      tags {
        slug
        name
      }
      body {
        type
        level
        text
        spans {
          text
          bold
        }
        href
        label
      }
      newer {
        slug
      }
      older {
        slug
      }
      related(first: $first) {
        slug
      }
    }
  }
`

interface ListData {
  stories: {
    category: string
    query: string | null
    page: number
    pageSize: number
    total: number
    totalPages: number
    items: Array<{
      slug: string
      category: string
      state: string
      locale: string
      title: string
      tags: Array<{ slug: string; name: string }>
    }>
  }
}

interface StoryData {
  story: {
    slug: string
    uuid: string
    state: string
    locale: string
    locales: string[]
    title: string
    readingMinutes: number
    wordCount: number
    heroImage: { url: string; srcSet: string; alt: string; isIllustration: boolean } | null
    tags: Array<{ slug: string; name: string }>
    body: Array<Record<string, unknown>>
    newer: { slug: string } | null
    older: { slug: string } | null
    related: Array<{ slug: string }>
  }
}

const es = { 'x-locale': 'es' }

describe('blog stories', () => {
  let t: TestApp
  const inspection = story({
    slug: 'inspection-guide',
    daysAgo: 1,
    tags: ['inspection', 'excavators'],
    titleEn: 'Reading an inspection report',
    textEn: 'Hydraulic fluid analysis shows wear metals before a pump fails.',
    titleEs: 'Cómo leer un reporte de inspección',
    textEs:
      'El análisis del fluido hidráulico muestra metales de desgaste antes de que falle una bomba.',
  })
  const finance = story({
    slug: 'finance-guide',
    daysAgo: 5,
    tags: ['financing'],
    titleEn: 'Financing a used loader',
    textEn: 'The down payment and the term change the total interest you pay.',
    titleEs: 'Financiación de un cargador usado',
    textEs: 'El enganche y el plazo cambian el total de intereses que pagas.',
  })
  const engineering = story({
    slug: 'search-engineering',
    category: 'engineering',
    daysAgo: 10,
    tags: ['search'],
    titleEn: 'How search counts facets',
    titleEs: 'Ingeniería de búsqueda: cómo contamos los filtros',
  })
  const hours = story({ slug: 'excavator-hours', daysAgo: 20, tags: ['excavators', 'inspection'] })
  const news = story({ slug: 'news-launch', category: 'news', daysAgo: 3 })
  const paving = story({
    slug: 'case-paving',
    category: 'case-studies',
    daysAgo: 30,
    tags: ['financing'],
  })
  const draft = story({
    slug: 'secret-draft',
    category: 'engineering',
    state: 'draft',
    publishedAt: null,
    titleEn: 'Unreleased inspection secrets',
    titleEs: 'Secretos de inspección sin publicar',
  })
  const scheduled = story({
    slug: 'future-story',
    category: 'news',
    publishedAt: new Date('2026-11-20T00:00:00.000Z'),
    titleEn: 'Scheduled announcement',
  })
  const englishOnly = story({
    slug: 'english-only',
    category: 'news',
    daysAgo: 40,
    onlyEnglish: true,
  })
  inspection.relations = [engineering.uuid, draft.uuid, news.uuid]

  beforeAll(async () => {
    t = await createTestApp({ env: { CONTENT_PREVIEW_TOKEN: PREVIEW_TOKEN }, now: () => NOW })
    await insertStories(t.database, [
      inspection,
      finance,
      engineering,
      hours,
      news,
      paving,
      draft,
      scheduled,
      englishOnly,
    ])
  }, 60_000)
  afterAll(() => t.close())

  const list = async (variables: Record<string, unknown>, headers?: Record<string, string>) => {
    const res = await t.gql<ListData>(LIST, variables, headers)
    expect(res.errors).toBeUndefined()
    return res.data!.stories
  }
  const slugs = (page: ListData['stories']) => page.items.map((i) => i.slug)

  describe('listing', () => {
    it('lists published stories newest first, never drafts or stories dated in the future', async () => {
      const page = await list({})
      expect(slugs(page)).toEqual([
        'inspection-guide',
        'news-launch',
        'finance-guide',
        'search-engineering',
        'excavator-hours',
        'case-paving',
        'english-only',
      ])
      expect(page).toMatchObject({
        category: 'all',
        page: 1,
        pageSize: 25,
        total: 7,
        totalPages: 1,
      })
      expect(page.items[0].tags).toEqual([
        { slug: 'excavators', name: 'Excavators' },
        { slug: 'inspection', name: 'Inspection' },
      ])
    })

    it('filters by category; "all" is every category', async () => {
      expect(slugs(await list({ category: 'insight' }))).toEqual([
        'inspection-guide',
        'finance-guide',
        'excavator-hours',
      ])
      expect(slugs(await list({ category: 'Engineering' }))).toEqual(['search-engineering'])
      expect((await list({ category: 'all' })).total).toBe(7)
    })

    it('counts stories per category in the spec order', async () => {
      const res = await t.gql<{ storyCategories: Array<{ slug: string; count: number }> }>(
        '{ storyCategories { slug count } }',
      )
      expect(res.data!.storyCategories).toEqual([
        { slug: 'all', count: 7 },
        { slug: 'case-studies', count: 1 },
        { slug: 'engineering', count: 1 },
        { slug: 'insight', count: 3 },
        { slug: 'news', count: 2 },
      ])
    })

    it('answers in the visitor’s language, falling back to the language a story has', async () => {
      const page = await list({ category: 'news' }, es)
      expect(page.items.map((i) => [i.slug, i.locale])).toEqual([
        ['news-launch', 'es'],
        ['english-only', 'en'],
      ])
      const insight = await list({ category: 'insight' }, es)
      expect(insight.items[0].title).toBe('Cómo leer un reporte de inspección')
      expect(insight.items[0].tags.map((tag) => tag.name)).toEqual(['Excavadoras', 'Inspección'])
    })

    it('lists the addresses of published stories (spec §7 links)', async () => {
      const res = await t.gql<{ storyLinks: Array<{ slug: string; locales: string[] }> }>(
        '{ storyLinks { slug locales } }',
      )
      const links = res.data!.storyLinks
      expect(links.map((l) => l.slug)).not.toContain('secret-draft')
      expect(links.map((l) => l.slug)).not.toContain('future-story')
      expect(links).toHaveLength(7)
      expect(links.find((l) => l.slug === 'english-only')!.locales).toEqual(['en'])
      expect(links.find((l) => l.slug === 'finance-guide')!.locales).toEqual(['en', 'es'])
    })
  })

  describe('search', () => {
    it('finds words of the body, title and excerpt in English, with prefixes and stems', async () => {
      expect(slugs(await list({ query: 'hydraulic' }))).toEqual(['inspection-guide'])
      expect(slugs(await list({ query: 'inspec' }))).toEqual(['inspection-guide'])
      expect(slugs(await list({ query: 'financed loaders' }))).toEqual(['finance-guide'])
      expect(slugs(await list({ query: 'counting facet' }))).toEqual(['search-engineering'])
      expect((await list({ query: '  hydraulic ' })).query).toBe('hydraulic')
    })

    it('searches Spanish text in Spanish, ignoring accents on either side', async () => {
      expect(slugs(await list({ query: 'financiacion' }, es))).toEqual(['finance-guide'])
      expect(slugs(await list({ query: 'ingenieria busqueda' }, es))).toEqual([
        'search-engineering',
      ])
      expect(slugs(await list({ query: 'análisis hidráulico' }, es))).toEqual(['inspection-guide'])
      expect(slugs(await list({ query: 'ANALISIS HIDRAULICO' }, es))).toEqual(['inspection-guide'])
      // The visitor's language only: an English word does not find the Spanish text.
      expect(slugs(await list({ query: 'hydraulic' }, es))).toEqual([])
    })

    it('combines a search with a category, and finds nothing for nothing searchable', async () => {
      expect(slugs(await list({ query: 'inspection', category: 'engineering' }))).toEqual([])
      expect(slugs(await list({ query: 'inspection', category: 'insight' }))).toEqual([
        'inspection-guide',
      ])
      const empty = await list({ query: '?!' })
      expect(empty.items).toEqual([])
      expect(empty.total).toBe(0)
    })

    it('never finds a draft, unless the preview token asks for drafts', async () => {
      expect(slugs(await list({ query: 'unreleased' }))).toEqual([])
      expect(slugs(await list({ query: 'unreleased', preview: PREVIEW_TOKEN }))).toEqual([
        'secret-draft',
      ])
    })
  })

  describe('one story', () => {
    const one = async (variables: Record<string, unknown>, headers?: Record<string, string>) =>
      t.gql<StoryData>(ONE, variables, headers)

    it('returns the body as blocks, with tags, picture, reading time and neighbours', async () => {
      const res = await one({ slug: 'finance-guide' })
      expect(res.errors).toBeUndefined()
      const s = res.data!.story
      expect(s).toMatchObject({
        slug: 'finance-guide',
        uuid: finance.uuid,
        state: 'published',
        locale: 'en',
        locales: ['en', 'es'],
        title: 'Financing a used loader',
        readingMinutes: 1,
        newer: { slug: 'news-launch' },
        older: { slug: 'search-engineering' },
      })
      expect(s.wordCount).toBe(16)
      expect(s.body.map((b) => b.type)).toEqual(['heading', 'paragraph', 'listingLink'])
      expect(s.body[1].spans).toEqual([
        { text: 'The down payment and the term change the total interest you pay.', bold: null },
        { text: ' More.', bold: true },
      ])
      expect(s.body[2]).toMatchObject({ href: '/excavators', label: 'Browse excavators' })
      expect(s.heroImage).toMatchObject({
        url: 'http://localhost:8911/media/illustrations/excavators/yellow-day-right-abc123-800.webp',
        alt: 'An excavator',
        isIllustration: true,
      })
      expect(s.heroImage!.srcSet).toContain('-1600.webp 1600w')
    })

    it('answers in Spanish on Spanish requests', async () => {
      const s = (await one({ slug: 'inspection-guide' }, es)).data!.story
      expect(s.title).toBe('Cómo leer un reporte de inspección')
      expect(s.locale).toBe('es')
      expect(s.tags.map((tag) => tag.name)).toEqual(['Excavadoras', 'Inspección'])
      expect(s.newer).toBeNull()
      expect(s.older).toEqual({ slug: 'news-launch' })
    })

    it('is found by uuid too, but not by both or neither', async () => {
      expect((await one({ uuid: paving.uuid })).data!.story.slug).toBe('case-paving')
      for (const variables of [{}, { slug: 'case-paving', uuid: paving.uuid }]) {
        const res = await one(variables)
        expect(res.errors![0].extensions!.code).toBe('VALIDATION')
      }
    })

    it('is NOT_FOUND for unknown, malformed, draft and not-yet-published slugs', async () => {
      for (const slug of ['no-such-story', '../etc/passwd', 'secret-draft', 'future-story']) {
        const res = await one({ slug })
        expect(res.errors![0].extensions!.code).toBe('NOT_FOUND')
        expect(res.data).toBeNull()
      }
      expect((await one({ uuid: 'not-a-uuid' })).errors![0].extensions!.code).toBe('NOT_FOUND')
    })

    it('shows a draft only with the server’s preview token; a wrong token is FORBIDDEN', async () => {
      const ok = await one({ slug: 'secret-draft', preview: PREVIEW_TOKEN })
      expect(ok.errors).toBeUndefined()
      expect(ok.data!.story).toMatchObject({ slug: 'secret-draft', state: 'draft', newer: null })
      const wrong = await one({ slug: 'secret-draft', preview: `${PREVIEW_TOKEN}x` })
      expect(wrong.errors![0].extensions!.code).toBe('FORBIDDEN')
      const wrongList = await t.gql(LIST, { preview: 'guess' })
      expect(wrongList.errors![0].extensions!.code).toBe('FORBIDDEN')
    })
  })

  describe('related stories', () => {
    const related = async (slug: string, first?: number) => {
      const res = await t.gql<StoryData>(ONE, { slug, first })
      expect(res.errors).toBeUndefined()
      return res.data!.story.related.map((r) => r.slug)
    }

    it('puts the editor’s relations first (skipping drafts), then same category and shared tags', async () => {
      expect(await related('inspection-guide', 4)).toEqual([
        'search-engineering',
        'news-launch',
        'excavator-hours',
        'finance-guide',
      ])
      expect(await related('inspection-guide', 2)).toEqual(['search-engineering', 'news-launch'])
      expect(await related('inspection-guide')).toHaveLength(3)
    })

    it('without relations, ranks by shared tags and category, and leaves out unrelated stories', async () => {
      // excavator-hours: inspection-guide shares the category and two tags, finance-guide only the category.
      expect(await related('excavator-hours', 12)).toEqual(['inspection-guide', 'finance-guide'])
      // case-paving shares only the financing tag with finance-guide.
      expect(await related('case-paving', 12)).toEqual(['finance-guide'])
    })

    it('refuses a count outside 1-12', async () => {
      const res = await t.gql(ONE, { slug: 'inspection-guide', first: 13 })
      expect(res.errors![0].extensions!.code).toBe('VALIDATION')
    })
  })

  describe('validation', () => {
    it('refuses an unknown category, a bad page and an overlong search with field paths', async () => {
      const bad = await t.gql(LIST, { category: 'recipes' })
      expect(bad.errors![0].extensions).toMatchObject({
        code: 'VALIDATION',
        fields: [
          expect.objectContaining({ path: 'category', key: 'validation.blog.categoryUnknown' }),
        ],
      })
      for (const variables of [{ page: 0 }, { page: 1001 }, { query: 'x'.repeat(201) }]) {
        const res = await t.gql(LIST, variables)
        expect(res.errors![0].extensions!.code).toBe('VALIDATION')
      }
    })
  })
})
