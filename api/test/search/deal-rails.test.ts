import { createTestApp, type TestApp } from '../helpers/app'
import { insertListings, loadFixtureCatalog, NOW, type FixtureListing } from './fixtures'
import { search, stocks } from './search-helpers'

const base = { make: 'caterpillar', category: 'excavators', model: '320', year: 2018 } as const
/** Price cuts at different ages and depths (percent below the original price). */
const DEALS: FixtureListing[] = [
  // 11.8% cut 2 days ago
  { ...base, stock: 'LD-1', priceUsd: 150_000, originalUsd: 170_000, reducedDaysAgo: 2 },
  // 30% cut 5 days ago
  { ...base, stock: 'LD-2', priceUsd: 70_000, originalUsd: 100_000, reducedDaysAgo: 5 },
  // 5% cut 6 days ago
  { ...base, stock: 'LD-3', priceUsd: 76_000, originalUsd: 80_000, reducedDaysAgo: 6 },
  // 50% cut, but 20 days ago: a price cut, not a lightning deal
  { ...base, stock: 'PS-1', priceUsd: 50_000, originalUsd: 100_000, reducedDaysAgo: 20 },
  // 10% cut 45 days ago
  { ...base, stock: 'PS-2', priceUsd: 90_000, originalUsd: 100_000, reducedDaysAgo: 45 },
  // Changed yesterday but back at its original price: not reduced
  { ...base, stock: 'NR-1', priceUsd: 60_000, originalUsd: 60_000, reducedDaysAgo: 1 },
  // Never reduced
  { ...base, stock: 'NR-2', priceUsd: 40_000 },
  // Cut 3 days ago but sold: not for sale
  {
    ...base,
    stock: 'SD-1',
    priceUsd: 20_000,
    originalUsd: 80_000,
    reducedDaysAgo: 3,
    status: 'sold',
  },
]

/**
 * The home page's deal rails: lightning deals (the deepest price cuts of the last 7 days) and
 * priced-to-sell deals (the other price cuts, lowest price first, without the lightning ones).
 */
describe('deal rails', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW })
    await insertListings(t.database, await loadFixtureCatalog(t.database), DEALS)
  }, 60_000)
  afterAll(() => t.close())

  const lightning = () => search(t, { priceReducedWithin: 'last_week', sort: 'priceCut_desc' })

  it('lightning deals: reduced in the last 7 days, deepest cut first', async () => {
    const deals = await lightning()
    expect(stocks(deals)).toEqual(['LD-2', 'LD-1', 'LD-3'])
    expect(deals.stats.total).toBe(3)
    expect(deals.results.every((r) => r.priceReduced)).toBe(true)
  })

  it('a wider window takes older cuts, still deepest first', async () => {
    const month = await search(t, { priceReducedWithin: 'last_month', sort: 'priceCut_desc' })
    expect(stocks(month)).toEqual(['PS-1', 'LD-2', 'LD-1', 'LD-3'])
  })

  it('priceCut_desc on any search puts unreduced machines after every cut', async () => {
    const all = await search(t, { sort: 'priceCut_desc' })
    expect(stocks(all).slice(0, 5)).toEqual(['PS-1', 'LD-2', 'LD-1', 'PS-2', 'LD-3'])
    expect(stocks(all).slice(5).sort()).toEqual(['NR-1', 'NR-2'])
  })

  it('priced-to-sell leaves out the machines the lightning rail shows, and does not count them', async () => {
    const deals = await lightning()
    const reduced = await search(t, { showOnly: ['PRICE_REDUCED'], sort: 'advertisedPrice_asc' })
    // The old rule: both rails showed the same machines.
    expect(stocks(reduced)).toEqual(['PS-1', 'LD-2', 'LD-3', 'PS-2', 'LD-1'])
    const priced = await search(t, {
      showOnly: ['PRICE_REDUCED'],
      sort: 'advertisedPrice_asc',
      excludeStockNumbers: stocks(deals),
    })
    expect(stocks(priced)).toEqual(['PS-1', 'PS-2'])
    expect(priced.stats.total).toBe(2)
    expect(stocks(priced).filter((s) => stocks(deals).includes(s))).toEqual([])
    const makes = Object.fromEntries(priced.facets.makes.map((m) => [m.value, m.count]))
    expect(makes.caterpillar).toBe(2)
  })

  it('refuses an unknown window, "all", or too many exclusions, with field paths', async () => {
    for (const input of [
      { priceReducedWithin: 'all' },
      { priceReducedWithin: 'yesterday' },
      { excludeStockNumbers: Array.from({ length: 51 }, (_, i) => `X-${i}`) },
    ]) {
      const res = await t.gql(
        `query($input: SearchListingsInput) { searchListings(input: $input) { queryID } }`,
        { input },
      )
      expect(res.errors?.[0].extensions?.code).toBe('VALIDATION')
      const fields = res.errors?.[0].extensions?.fields as Array<{ path: string }>
      expect(fields[0].path).toBe(Object.keys(input)[0])
    }
  })
})
