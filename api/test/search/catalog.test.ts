import { listBroadCategories } from '../../src/services/catalog/list-broad-categories'
import { listCategories } from '../../src/services/catalog/list-categories'
import { listMakes } from '../../src/services/catalog/list-makes'
import { TOP_16_MAKES } from '../../src/reference-data/makes'
import { logger } from '../../src/lib/logger'
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

/**
 * The spec's literal lists (marketplace-spec.md §2 "Landing paths" and §3 "Top-16 make list"),
 * copied here by hand rather than imported from the catalogue data, checked against what the
 * catalogue services read back from the database.
 */
describe('the catalogue holds the spec lists verbatim', () => {
  const SPEC_CATEGORY_SLUGS = [
    'bucket-trucks',
    'cranes',
    'forklifts',
    'lifts',
    'telehandlers',
    'backhoe-loaders',
    'bulldozers',
    'compact-track-loaders',
    'excavators',
    'motor-graders',
    'skid-steer-loaders',
    'skip-loaders',
    'scrapers',
    'wheel-loaders',
    'cold-planers',
    'compactors',
    'pavers',
    'road-reclaimers',
    'generators',
    'dump-trailers',
    'flatbed-trailers',
    'log-trailers',
    'articulated-trucks',
    'dump-trucks',
    'haul-trucks',
    'off-highway-trucks',
    'service-trucks',
    'specialty-trucks',
    'tank-trailer-trucks',
  ]
  const SPEC_BROAD_CATEGORY_SLUGS = [
    'agricultural-equipment',
    'aggregate-equipment',
    'construction',
    'forestry-equipment',
    'mining',
    'oilandgas',
  ]
  const SPEC_MAKE_SLUGS = [
    'bobcat',
    'case',
    'caterpillar',
    'chevrolet',
    'ford',
    'freightliner',
    'genie',
    'gmc',
    'international',
    'jlg',
    'john-deere',
    'peterbilt',
    'terex',
  ]
  const SPEC_TOP_16 = [
    { name: 'Caterpillar', slug: 'caterpillar' },
    { name: 'John Deere', slug: 'john-deere' },
    { name: 'Komatsu', slug: 'komatsu' },
    { name: 'Bobcat', slug: 'bobcat' },
    { name: 'Volvo', slug: 'volvo' },
    { name: 'JCB', slug: 'jcb' },
    { name: 'Case', slug: 'case' },
    { name: 'Hitachi', slug: 'hitachi' },
    { name: 'Hyundai', slug: 'hyundai' },
    { name: 'Doosan', slug: 'doosan' },
    { name: 'Sany', slug: 'sany' },
    { name: 'Genie', slug: 'genie' },
    { name: 'Terex', slug: 'terex' },
    { name: 'Kubota', slug: 'kubota' },
    { name: 'Liebherr', slug: 'liebherr' },
    { name: 'XCMG', slug: 'xcmg' },
  ]

  let t: TestApp
  let deps: { database: TestApp['database']; logger: typeof logger }
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW })
    await seedSearchFixture(t.database)
    deps = { database: t.database, logger }
  }, 60_000)
  afterAll(() => t.close())

  it('has the 29 category slugs among its 44 categories', async () => {
    expect(new Set(SPEC_CATEGORY_SLUGS).size).toBe(29)
    const categories = await listCategories(deps, {}, 'en')
    expect(categories).toHaveLength(44)
    const slugs = categories.map((c) => c.slug)
    expect(new Set(slugs).size).toBe(44)
    expect(SPEC_CATEGORY_SLUGS.filter((s) => !slugs.includes(s))).toEqual([])
  })

  it('has exactly the 6 broad categories, each with categories', async () => {
    const broad = await listBroadCategories(deps, 'en')
    expect(broad.map((b) => b.slug).sort()).toEqual([...SPEC_BROAD_CATEGORY_SLUGS].sort())
    for (const b of broad) expect(b.categories.length).toBeGreaterThan(0)
  })

  it('has the 13 make slugs among its featured makes', async () => {
    const { makes } = await listMakes(deps, { featuredOnly: true }, 'en')
    const slugs = makes.map((m) => m.slug)
    expect(SPEC_MAKE_SLUGS.filter((s) => !slugs.includes(s))).toEqual([])
  })

  it('has the top-16 makes in the spec order, with their names and slugs', async () => {
    const { top } = await listMakes(deps, {}, 'en')
    expect(top.map((m) => ({ name: m.name, slug: m.slug }))).toEqual(SPEC_TOP_16)
    expect(top.map((m) => m.topRank)).toEqual(SPEC_TOP_16.map((_, i) => i + 1))
  })
})
