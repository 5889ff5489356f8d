import { logger } from '../../src/lib/logger'
import { searchListings } from '../../src/services/search/search-listings'
import { createTestApp, type TestApp } from '../helpers/app'
import { NOW, seedSearchFixture } from './fixtures'

/**
 * Issue 37, "Nearest first": with a ZIP the search sorts by distance from it (distance_asc) and
 * each card carries its freight there, the figure the listing page's all-in cost shows.
 */
const NEAREST = /* GraphQL */ `
  query Nearest($input: SearchListingsInput) {
    searchListings(input: $input) {
      results {
        stockNumber
        distanceMiles
        freightEstimate {
          zip
          cents
          freeShipping
        }
      }
      stats {
        total
        sort
      }
    }
  }
`
const ALL_IN = /* GraphQL */ `
  query ($s: String!, $z: String!) {
    listing(stockNumber: $s) {
      allInCost(zip: $z) {
        freightCents
      }
    }
  }
`

interface Card {
  stockNumber: string
  distanceMiles: number | null
  freightEstimate: { zip: string; cents: number; freeShipping: boolean } | null
}
interface Answer {
  results: Card[]
  stats: { total: number; sort: string }
}

function ascending(values: number[]): boolean {
  return values.every((v, i) => i === 0 || v >= values[i - 1])
}

describe('searchListings, nearest first (issue 37)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW })
    await seedSearchFixture(t.database)
  }, 60_000)
  afterAll(() => t.close())

  async function nearest(input: Record<string, unknown>, headers?: Record<string, string>) {
    const res = await t.gql<{ searchListings: Answer }>(NEAREST, { input }, headers)
    return res
  }
  async function ok(input: Record<string, unknown>): Promise<Answer> {
    const res = await nearest(input)
    expect(res.errors).toBeUndefined()
    return res.data!.searchListings
  }

  it('sorts by distance from the ZIP, ties by the newest listing, with or without a radius', async () => {
    const a = await ok({ zip: '78701', sort: 'distance_asc' })
    expect(a.stats).toEqual({ total: 10, sort: 'distance_asc' })
    // Austin's four share a place (newest first), then San Antonio 74 mi, Houston 146 mi,
    // Dallas 183 mi, Denver 773 mi, Des Moines 815 mi and Phoenix 868 mi.
    expect(a.results.map((r) => r.stockNumber)).toEqual([
      'IY-1005',
      'IY-1001',
      'IY-1006',
      'IY-1012',
      'IY-1002',
      'IY-1007',
      'IY-1003',
      'IY-1004',
      'IY-1011',
      'IY-1008',
    ])
    expect(ascending(a.results.map((r) => r.distanceMiles!))).toBe(true)
    const within = await ok({ zip: '78701', radiusMiles: 200, sort: 'distance_asc' })
    expect(within.results.map((r) => r.stockNumber)).toEqual(
      a.results.map((r) => r.stockNumber).slice(0, 7),
    )
  })

  it('pages through in the same order, without overlap', async () => {
    const all = (await ok({ zip: '78701', sort: 'distance_asc' })).results
    const pages: Card[][] = []
    for (let page = 1; page <= 4; page++) {
      pages.push((await ok({ zip: '78701', sort: 'distance_asc', pageSize: 3, page })).results)
    }
    expect(pages.flat().map((r) => r.stockNumber)).toEqual(all.map((r) => r.stockNumber))
    expect(ascending(pages.flat().map((r) => r.distanceMiles!))).toBe(true)
  })

  it('gives each card its freight to the ZIP: the all-in cost’s, nothing when shipping is free', async () => {
    const { results } = await ok({ zip: '78701', sort: 'distance_asc' })
    expect(results.length).toBeGreaterThan(0)
    for (const card of results) {
      expect(card.freightEstimate).toMatchObject({ zip: '78701' })
      const res = await t.gql<{ listing: { allInCost: { freightCents: number } } }>(ALL_IN, {
        s: card.stockNumber,
        z: '78701',
      })
      expect(card.freightEstimate!.cents).toBe(res.data!.listing.allInCost.freightCents)
    }
    const free = results.find((r) => r.stockNumber === 'IY-1006')!
    expect(free.freightEstimate).toEqual({ zip: '78701', cents: 0, freeShipping: true })
    // Farther costs more: Phoenix's 80,000 lb excavator class aside, Denver's is above Austin's.
    const byStock = new Map(results.map((r) => [r.stockNumber, r.freightEstimate!.cents]))
    expect(byStock.get('IY-1004')!).toBeGreaterThan(byStock.get('IY-1001')!)
  })

  it('has no freight on cards of a search without a ZIP', async () => {
    const { results } = await ok({ sort: 'advertisedPrice_asc' })
    expect(results.length).toBeGreaterThan(0)
    for (const r of results) expect(r).toMatchObject({ freightEstimate: null, distanceMiles: null })
  })

  it('computes freight only for cards that ask for it: never for alert runs or counts', async () => {
    const deps = { database: t.database, env: t.env, logger, now: () => NOW }
    // The service as the alert jobs and benchmarks call it: no freight, ZIP or not.
    const plain = await searchListings(deps, { zip: '78701', sort: 'distance_asc' }, 'en')
    expect(plain.results.length).toBeGreaterThan(0)
    for (const card of plain.results) expect(card.freightEstimate).toBeNull()
    const asked = await searchListings(deps, { zip: '78701' }, 'en', null, { freight: true })
    expect(asked.results.length).toBeGreaterThan(0)
    for (const card of asked.results) expect(card.freightEstimate).toMatchObject({ zip: '78701' })
    // Over GraphQL: asked for through a fragment, it is there; a count that does not ask for it
    // answers as before.
    const viaFragment = await t.gql<{ searchListings: Answer }>(
      `query ($input: SearchListingsInput) {
        searchListings(input: $input) { results { ...Card } stats { total sort } }
      }
      fragment Card on ListingCard { stockNumber distanceMiles freightEstimate { zip cents freeShipping } }`,
      { input: { zip: '78701' } },
    )
    expect(viaFragment.errors).toBeUndefined()
    const cards = viaFragment.data!.searchListings.results
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) expect(card.freightEstimate).toMatchObject({ zip: '78701' })
    const count = await t.gql<{ searchListings: { stats: { total: number } } }>(
      `query ($input: SearchListingsInput) { searchListings(input: $input) { stats { total } } }`,
      { input: { zip: '78701' } },
    )
    expect(count.data!.searchListings.stats.total).toBe(10)
  })

  it('refuses nearest first without a ZIP, with a translated field error on sort', async () => {
    for (const [headers, text] of [
      [undefined, 'Nearest first needs a ZIP code to measure from'],
      [{ 'accept-language': 'es' }, 'Para ver los más cercanos primero, indica un código postal'],
    ] as const) {
      const res = await nearest({ sort: 'distance_asc' }, headers)
      expect(res.data?.searchListings ?? null).toBeNull()
      const err = res.errors![0] as {
        extensions?: {
          code?: string
          fields?: Array<{ path: string; key: string; message: string }>
        }
      }
      expect(err.extensions?.code).toBe('VALIDATION')
      expect(err.extensions?.fields).toContainEqual(
        expect.objectContaining({ path: 'sort', key: 'validation.search.sortNeedsZip' }),
      )
      expect(err.extensions?.fields?.find((f) => f.path === 'sort')?.message).toBe(text)
    }
  })
})
