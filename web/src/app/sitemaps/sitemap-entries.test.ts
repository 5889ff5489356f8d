import { landingEntries, pageEntries, specEntries } from './sitemap-entries'

/** What the api answers, by operation name (the sitemap reads it through the api client). */
const answers: Record<string, unknown> = {
  LandingCatalog: {
    categories: [
      {
        slug: 'excavators',
        name: 'Excavators',
        listingCount: 3,
        subcategories: [
          { slug: 'crawler-excavators', name: 'Crawler Excavators', listingCount: 3 },
          { slug: 'wheel-excavators', name: 'Wheel Excavators', listingCount: 0 },
        ],
      },
    ],
    broadCategories: [{ slug: 'construction', name: 'Construction', listingCount: 3 }],
  },
  MakeDirectory: {
    makes: {
      makes: [],
      top: [],
      // '#' is the api's letter for makes starting with a digit or a symbol.
      letters: [
        { letter: '#', makeCount: 2, listingCount: 0 },
        { letter: 'C', makeCount: 40, listingCount: 12 },
        { letter: 'J', makeCount: 9, listingCount: 3 },
        { letter: 'Q', makeCount: 0, listingCount: 0 },
      ],
    },
  },
  SitemapLandings: {
    sitemapLandings: {
      makeCategories: [{ make: 'caterpillar', category: 'excavators', count: 2 }],
      categoryStates: [{ category: 'excavators', state: 'TX', count: 2 }],
      cities: [
        { state: 'TX', city: 'Austin', slug: 'austin', count: 2 },
        { state: 'NM', city: 'Española', slug: 'espanola', count: 1 },
      ],
    },
  },
  PopularSearches: { popularSearches: [] },
  Dealers: {
    dealers: [
      {
        slug: 'lone-star-equipment',
        name: 'Lone Star Equipment',
        street: '1 Main St',
        suite: null,
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        listingCount: 4,
      },
      {
        slug: 'idle-iron',
        name: 'Idle Iron',
        street: '9 Yard Rd',
        suite: null,
        city: 'Tulsa',
        state: 'OK',
        zip: '74103',
        listingCount: 0,
      },
    ],
  },
  Auctions: {
    auctions: [
      { slug: 'houston-onsite-spring', status: 'past' },
      { slug: 'phoenix-onsite-earthmoving', status: 'upcoming' },
    ],
  },
  BlogLinks: {
    storyLinks: [
      {
        slug: 'reading-a-150-point-inspection-report',
        updatedAt: '2026-11-04T09:00:00.000Z',
        locales: ['en', 'es'],
      },
    ],
  },
  SpecCategories: {
    specCategories: [
      {
        slug: 'excavators',
        name: 'Excavators',
        icon: 'excavator',
        group: { slug: 'earthmoving', name: 'Earthmoving' },
        sheetCount: 2,
        makeCount: 1,
      },
    ],
  },
  SpecSheetPaths: {
    specSheetPaths: [
      { category: 'excavators', slug: 'caterpillar-320' },
      { category: 'excavators', slug: 'john-deere-350g-lc' },
    ],
  },
}

beforeAll(() => {
  global.fetch = jest.fn(async (_url: string, init: { body: string }) => {
    const { query } = JSON.parse(init.body) as { query: string }
    const name = /query (\w+)/.exec(query)![1]
    if (!(name in answers)) throw new Error(`unexpected query ${name}`)
    return { status: 200, json: async () => ({ data: answers[name] }) }
  }) as unknown as typeof fetch
})

describe('sitemap', () => {
  it('lists the blog, its categories and every published article with its date', async () => {
    const entries = await pageEntries()
    const blog = entries.filter((e) => e.path.startsWith('/blog'))
    expect(blog).toEqual([
      { path: '/blog' },
      { path: '/blog/category' },
      { path: '/blog/category/case-studies' },
      { path: '/blog/category/engineering' },
      { path: '/blog/category/insight' },
      { path: '/blog/category/news' },
      { path: '/blog/reading-a-150-point-inspection-report', lastmod: '2026-11-04' },
    ])
  })

  it('lists the services pages', async () => {
    const paths = (await pageEntries()).map((e) => e.path)
    expect(paths.filter((p) => p.startsWith('/services'))).toEqual([
      '/services',
      '/services/finance',
      '/services/sell',
      '/services/valuations',
      '/services/inspect',
    ])
  })

  it('lists the make directory letter pages that have makes, digits and symbols as 0-9', async () => {
    const paths = (await pageEntries()).map((e) => e.path)
    const letters = paths.filter((p) => p.startsWith('/resources/makes/'))
    expect(letters).toEqual(['/resources/makes/0-9', '/resources/makes/c', '/resources/makes/j'])
    expect(paths).toContain('/resources/makes')
    expect(paths).toContain('/excavators')
  })

  it('lists the return policy, the dealer directory and the dealers with machines for sale', async () => {
    const paths = (await pageEntries()).map((e) => e.path)
    expect(paths).toEqual(
      expect.arrayContaining(['/return-policy', '/dealers', '/dealers/lone-star-equipment']),
    )
    expect(paths).not.toContain('/dealers/idle-iron')
  })

  it('lists parts, the auction calendar, every auction and the taxonomy alliance (issue 16, Missing 1)', async () => {
    const paths = (await pageEntries()).map((e) => e.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/parts',
        '/auctions',
        '/auctions/houston-onsite-spring',
        '/auctions/phoenix-onsite-earthmoving',
        '/resources/taxonomy/alliance',
      ]),
    )
    // The calendar files are downloads, not pages.
    expect(paths.filter((p) => p.endsWith('.ics'))).toEqual([])
  })

  it('lists subcategory pages that have machines, and not the empty ones', async () => {
    const paths = (await landingEntries()).map((e) => e.path)
    expect(paths).toContain('/excavators/crawler-excavators')
    expect(paths).not.toContain('/excavators/wheel-excavators')
  })

  it('lists city pages at the slug the api resolves them by', async () => {
    const paths = (await landingEntries()).map((e) => e.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/caterpillar/excavators',
        '/excavators/texas',
        '/locations/texas/austin',
        '/locations/new-mexico/espanola',
      ]),
    )
  })

  it('lists the resources pages and spec categories, and every spec sheet in specs.xml', async () => {
    const paths = (await pageEntries()).map((e) => e.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/resources',
        '/resources/specs',
        '/resources/specs/excavators',
        '/resources/taxonomy',
      ]),
    )
    expect((await specEntries()).map((e) => e.path)).toEqual([
      '/resources/specs/excavators/caterpillar-320',
      '/resources/specs/excavators/john-deere-350g-lc',
    ])
  })
})
