import { TOP_16_MAKES } from '../../src/services/catalog/makes-data'
import { createTestApp, type TestApp } from '../helpers/app'
import { NOW, seedSearchFixture } from './fixtures'

describe('catalogue queries', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW })
    await seedSearchFixture(t.database)
  }, 60_000)
  afterAll(() => t.close())

  const q = async <T>(query: string, headers?: Record<string, string>) => {
    const res = await t.gql<T>(query, undefined, headers)
    if (res.errors) throw new Error(JSON.stringify(res.errors))
    return res.data!
  }

  it('lists the 44 categories with counts of listings for sale', async () => {
    const { categories } = await q<{
      categories: Array<{ slug: string; listingCount: number; group: { slug: string } }>
    }>('{ categories { slug listingCount group { slug } } }')
    expect(categories).toHaveLength(44)
    const bySlug = Object.fromEntries(categories.map((c) => [c.slug, c.listingCount]))
    // Sold IY-1009 and removed IY-1010 are not counted; coming-soon IY-1005 is.
    expect(bySlug).toMatchObject({ excavators: 4, 'wheel-loaders': 1, 'skid-steer-loaders': 2 })
    expect(bySlug.bulldozers).toBe(0)
  })

  it('one category with subcategories, spec fields and broad categories, in Spanish', async () => {
    const { category } = await q<{ category: Record<string, unknown> }>(
      `{ category(slug: "excavators") { slug name singularName group { name }
          broadCategories { slug } listingCount
          subcategories { slug name listingCount }
          specFields { key label unit buckets } } }`,
      { 'x-locale': 'es' },
    )
    expect(category).toMatchObject({ slug: 'excavators', name: 'Excavadoras', listingCount: 4 })
    expect((category.specFields as Array<{ key: string }>).map((f) => f.key)).toEqual([
      'operatingWeightLb',
      'netHp',
      'bucketCapacityYd3',
      'maxDigDepthFt',
      'maxReachFt',
    ])
    const subs = category.subcategories as Array<{ slug: string; listingCount: number }>
    expect(subs.find((s) => s.slug === 'crawler-excavators')?.listingCount).toBe(2)
    expect((category.broadCategories as Array<{ slug: string }>).map((b) => b.slug)).toContain(
      'construction',
    )
    expect((await q<{ category: null }>('{ category(slug: "nope") { slug } }')).category).toBeNull()
  })

  it('the 6 broad categories and the navigation groups', async () => {
    const { broadCategories, categoryGroups } = await q<{
      broadCategories: Array<{ slug: string; listingCount: number }>
      categoryGroups: Array<{ slug: string; categories: unknown[] }>
    }>('{ broadCategories { slug listingCount } categoryGroups { slug categories { slug } } }')
    expect(broadCategories.map((b) => b.slug).sort()).toEqual([
      'aggregate-equipment',
      'agricultural-equipment',
      'construction',
      'forestry-equipment',
      'mining',
      'oilandgas',
    ])
    expect(categoryGroups.reduce((n, g) => n + g.categories.length, 0)).toBe(44)
  })

  it('makes with a first-letter index and the top-16 in order', async () => {
    const { makes } = await q<{
      makes: {
        makes: Array<{ slug: string; listingCount: number }>
        top: Array<{ slug: string; topRank: number }>
        letters: Array<{ letter: string; makeCount: number; listingCount: number }>
      }
    }>(
      '{ makes(featuredOnly: true) { makes { slug listingCount } top { slug topRank } letters { letter makeCount listingCount } } }',
    )
    expect(makes.top.map((m) => m.slug)).toEqual([...TOP_16_MAKES])
    const c = makes.letters.find((l) => l.letter === 'C')!
    // Caterpillar: IY-1001, IY-1002, IY-1005 for sale.
    expect(c.listingCount).toBeGreaterThanOrEqual(3)
    expect(makes.letters.reduce((n, l) => n + l.makeCount, 0)).toBe(makes.makes.length)
  })

  it('one make with counts per category', async () => {
    const { make } = await q<{
      make: {
        name: string
        listingCount: number
        categories: Array<{ category: { slug: string }; count: number }>
      }
    }>('{ make(slug: "caterpillar") { name listingCount categories { category { slug } count } } }')
    expect(make.listingCount).toBe(3)
    expect(make.categories).toEqual([
      { category: { slug: 'excavators' }, count: 2 },
      { category: { slug: 'wheel-loaders' }, count: 1 },
    ])
    expect((await q<{ make: null }>('{ make(slug: "nope") { slug } }')).make).toBeNull()
  })
})
