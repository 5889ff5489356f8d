import { eq } from 'drizzle-orm'
import { listings } from '../../src/db/schema'
import { slugify } from '@ironyard/contract'
import { insertListing } from '../factories'
import { createTestApp, type TestApp } from '../helpers/app'
import { search } from '../search/search-helpers'

const LANDING_CITY = /* GraphQL */ `
  query LandingCity($state: String!, $slug: String!) {
    landingCity(state: $state, slug: $slug) {
      state
      city
      slug
      count
    }
  }
`
const SITEMAP_CITIES = /* GraphQL */ `
  query {
    sitemapLandings {
      cities {
        state
        city
        slug
        count
      }
    }
  }
`
interface City {
  state: string
  city: string
  slug: string
  count: number
}

async function landingCity(t: TestApp, state: string, slug: string): Promise<City | null> {
  const res = await t.gql<{ landingCity: City | null }>(LANDING_CITY, { state, slug })
  if (res.errors?.length) throw new Error(JSON.stringify(res.errors))
  return res.data!.landingCity
}

/** City landing pages (/locations/{state}/{city}) resolve every city the sitemap lists. */
describe('landing cities', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    const { db } = t.database
    // Factory inventory across the country (real ZIPs and cities), with names that slugify.
    for (let i = 0; i < 24; i++) await insertListing(t.database)
    const tx = {
      state: 'TX',
      zip: '78701',
      lat: 30.2713,
      lng: -97.7426,
      status: 'available' as const,
    }
    await insertListing(t.database, { ...tx, city: 'Cañon City' })
    await insertListing(t.database, { ...tx, city: "Coeur d'Alene" })
    await insertListing(t.database, { ...tx, city: 'St. Paul' })
    await insertListing(t.database, { ...tx, city: 'St. Paul' })
    await insertListing(t.database, { ...tx, city: 'Sold Town', status: 'sold' })
    // 101 Texas towns with two machines each push the one-machine town out of the search's
    // city facet (its top 100); copies of a factory row keep the set-up quick.
    const base = await insertListing(t.database, { ...tx, city: 'Zavalla' })
    const { id: _i, changeSeq: _c, createdAt: _a, updatedAt: _u, ...row } = base
    const copies = Array.from({ length: 101 }, (_, i) => `Town ${String(i).padStart(3, '0')}`)
      .flatMap((city) => [city, city])
      .map((city, i) => ({ ...row, city, stockNumber: String(8_000_000 + i) }))
    await db.insert(listings).values(copies)
  }, 120_000)
  afterAll(() => t.close())

  it('resolves a city outside the top 100 the search facet shows for its state', async () => {
    const facet = await search(t, { states: ['TX'] })
    expect(facet.facets.cities).toHaveLength(100)
    expect(facet.facets.cities.map((c) => c.value)).not.toContain('Zavalla')

    expect(await landingCity(t, 'TX', 'zavalla')).toEqual({
      state: 'TX',
      city: 'Zavalla',
      slug: 'zavalla',
      count: 1,
    })
    const page = await search(t, { states: ['TX'], city: 'Zavalla' })
    expect(page.stats.total).toBe(1)
  })

  it('resolves every city the sitemap lists, to the machines the sitemap counted', async () => {
    const res = await t.gql<{ sitemapLandings: { cities: City[] } }>(SITEMAP_CITIES)
    const cities = res.data!.sitemapLandings.cities
    expect(cities.length).toBeGreaterThan(110)
    expect(new Set(cities.map((c) => c.state)).size).toBeGreaterThan(3)
    for (const c of cities) {
      expect(c.slug).toBe(slugify(c.city))
      expect(c.slug).toMatch(/^[a-z0-9-]+$/)
      expect(await landingCity(t, c.state, c.slug)).toEqual(c)
      const page = await search(t, { states: [c.state], city: c.city, pageSize: 1 })
      expect(page.stats.total).toBe(c.count)
    }
    expect(cities.find((c) => c.city === 'Cañon City')?.slug).toBe('canon-city')
    expect(cities.find((c) => c.city === "Coeur d'Alene")?.slug).toBe('coeur-d-alene')
    expect(cities.find((c) => c.city === 'St. Paul')).toMatchObject({ slug: 'st-paul', count: 2 })
  })

  it('finds nothing for a city without machines for sale, or in another state', async () => {
    expect(await landingCity(t, 'TX', 'sold-town')).toBeNull()
    expect(await landingCity(t, 'TX', 'nowhere')).toBeNull()
    expect(await landingCity(t, 'CA', 'zavalla')).toBeNull()
    const [sold] = await t.database.db.select().from(listings).where(eq(listings.city, 'Sold Town'))
    expect(sold.status).toBe('sold')
  })

  it('refuses a state that is not a two-letter code', async () => {
    const res = await t.gql(LANDING_CITY, { state: 'Texas', slug: 'austin' })
    expect(res.errors?.[0].extensions?.code).toBe('VALIDATION')
  })
})
