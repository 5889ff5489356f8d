import { eq } from 'drizzle-orm'
import { categories, listings, makes } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/app'
import { seedLeadFixture } from '../leads/fixtures'

const QUERY = /* GraphQL */ `
  query Sitemap($idFrom: Int!, $idTo: Int!) {
    sitemapSummary {
      listingCount
      maxListingId
    }
    sitemapListings(idFrom: $idFrom, idTo: $idTo) {
      stockNumber
      year
      makeName
      model
    }
    sitemapLandings {
      makeCategories {
        make
        category
        count
      }
      categoryStates {
        category
        state
        count
      }
      cities {
        state
        city
        count
      }
    }
  }
`

interface SitemapData {
  sitemapSummary: { listingCount: number; maxListingId: number }
  sitemapListings: Array<{ stockNumber: string; year: number; makeName: string; model: string }>
  sitemapLandings: {
    makeCategories: Array<{ make: string; category: string; count: number }>
    categoryStates: Array<{ category: string; state: string; count: number }>
    cities: Array<{ state: string; city: string; count: number }>
  }
}

describe('sitemap entries', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    const { listing } = await seedLeadFixture(t.database, '1000001')
    const { db } = t.database
    const [deere] = await db.select().from(makes).where(eq(makes.slug, 'john-deere'))
    const [loaders] = await db.select().from(categories).where(eq(categories.slug, 'wheel-loaders'))
    const { id: _id, changeSeq: _c, createdAt: _a, updatedAt: _u, ...base } = listing
    await db.insert(listings).values([
      { ...base, stockNumber: '1000002', model: '336', status: 'coming_soon' },
      {
        ...base,
        stockNumber: '1000003',
        makeId: deere.id,
        categoryId: loaders.id,
        equipmentCategorySlug: 'wheel-loaders',
        model: '644K',
        city: 'Dallas',
      },
      { ...base, stockNumber: '1000004', status: 'sold', soldAt: new Date() },
    ])
  })
  afterAll(() => t.close())

  it('lists listings for sale or coming soon by id range, never sold ones', async () => {
    const res = await t.gql<SitemapData>(QUERY, { idFrom: 0, idTo: 10_000 })
    expect(res.errors).toBeUndefined()
    expect(res.data!.sitemapSummary.listingCount).toBe(3)
    expect(res.data!.sitemapListings.map((l) => l.stockNumber)).toEqual([
      '1000001',
      '1000002',
      '1000003',
    ])
    expect(res.data!.sitemapListings[2]).toMatchObject({ makeName: 'John Deere', model: '644K' })
    const max = res.data!.sitemapSummary.maxListingId
    const none = await t.gql<SitemapData>(QUERY, { idFrom: max + 1, idTo: max + 100 })
    expect(none.data!.sitemapListings).toEqual([])
  })

  it('counts the landing combinations that have machines', async () => {
    const res = await t.gql<SitemapData>(QUERY, { idFrom: 0, idTo: 10 })
    const { makeCategories, categoryStates, cities } = res.data!.sitemapLandings
    expect(makeCategories).toEqual([
      { make: 'caterpillar', category: 'excavators', count: 2 },
      { make: 'john-deere', category: 'wheel-loaders', count: 1 },
    ])
    expect(categoryStates).toEqual([
      { category: 'excavators', state: 'TX', count: 2 },
      { category: 'wheel-loaders', state: 'TX', count: 1 },
    ])
    expect(cities).toEqual([
      { state: 'TX', city: 'Austin', count: 2 },
      { state: 'TX', city: 'Dallas', count: 1 },
    ])
  })

  it('refuses an id range that is too wide, with a code', async () => {
    const res = await t.gql(QUERY, { idFrom: 0, idTo: 50_000 })
    expect(res.errors?.[0].extensions?.code).toBe('VALIDATION')
  })
})
