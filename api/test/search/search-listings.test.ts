import { sql } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../helpers/app'
import { NOW, seedSearchFixture } from './fixtures'
import { counts, search, sortedStocks, stocks } from './search-helpers'

/** Listing search through GraphQL, on the fixture inventory (fixtures.ts lists every listing). */
describe('searchListings', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW })
    await seedSearchFixture(t.database)
  }, 60_000)
  afterAll(() => t.close())

  describe('defaults', () => {
    it('finds the available and coming-soon listings, never removed ones', async () => {
      const a = await search(t)
      expect(a.stats.total).toBe(10)
      expect(stocks(a)).not.toContain('IY-1009')
      expect(stocks(a)).not.toContain('IY-1010')
      expect(counts(a.facets.statuses)).toEqual({ available: 9, coming_soon: 1, sold: 1 })
      expect(a.stats).toMatchObject({ page: 1, pageSize: 24, totalPages: 1, sort: 'recommended' })
      expect(a.stats.priceMinCents).toBe(1_800_000)
      expect(a.stats.priceMaxCents).toBe(35_000_000)
    })

    it('answers with a queryID and card fields', async () => {
      const a = await search(t, { q: 'IY-1006' })
      expect(a.queryID).toMatch(/^[0-9a-f-]{36}$/)
      expect(a.results).toHaveLength(1)
      expect(a.results[0]).toMatchObject({
        stockNumber: 'IY-1006',
        title: '2022 Bobcat S770',
        make: { slug: 'bobcat', name: 'Bobcat' },
        category: { slug: 'skid-steer-loaders' },
        advertisedPriceCents: 4_200_000,
        daysOnMarket: 5,
      })
      const images = await t.database.rows<{ path: string }>(sql`
        SELECT i.path FROM listing_images i JOIN listings l ON l.id = i.listing_id
        WHERE l.stock_number = 'IY-1006' ORDER BY i.position`)
      expect(images.length).toBeGreaterThan(0)
      expect(a.results[0].imageCount).toBe(images.length)
      expect(a.results[0].image?.url).toBe(`http://localhost:8911/media/${images[0].path}-800.webp`)
      expect(a.results[0].image?.srcSet).toContain(`/media/${images[0].path}-1600.webp 1600w`)
    })
  })

  describe('text', () => {
    it('reads through typos: "catepillar excavater" finds Caterpillar excavators', async () => {
      const a = await search(t, { q: 'catepillar excavater' })
      expect(sortedStocks(a)).toEqual(['IY-1001', 'IY-1002'])
      expect(a.stats.correctedQuery).toBe('caterpillar excavator')
    })

    it('matches makes by alias, plurals, Spanish names, states and model years', async () => {
      expect(sortedStocks(await search(t, { q: 'cat' }))).toEqual(['IY-1001', 'IY-1002', 'IY-1005'])
      expect(sortedStocks(await search(t, { q: 'excavadoras caterpillar' }))).toEqual([
        'IY-1001',
        'IY-1002',
      ])
      expect(sortedStocks(await search(t, { q: 'skid steer loaders' }))).toEqual([
        'IY-1006',
        'IY-1007',
      ])
      expect((await search(t, { q: 'texas' })).stats.total).toBe(7)
      expect(sortedStocks(await search(t, { q: 'john deere 2021' }))).toEqual(['IY-1003'])
    })

    it('finds nothing, and says which word, when a word matches nothing', async () => {
      const a = await search(t, { q: 'caterpillar zzqxw' })
      expect(a.stats.total).toBe(0)
      expect(a.stats.unmatchedWords).toEqual(['zzqxw'])
    })

    it('ranks the better text match first', async () => {
      const a = await search(t, { q: 'caterpillar' })
      expect(a.results.every((r) => r.make.slug === 'caterpillar')).toBe(true)
    })
  })

  describe('facets count with every other filter applied', () => {
    it('a make filter leaves the make facet whole and narrows the others', async () => {
      const a = await search(t, { makes: ['caterpillar'] })
      expect(sortedStocks(a)).toEqual(['IY-1001', 'IY-1002', 'IY-1005'])
      expect(counts(a.facets.makes)).toEqual({
        caterpillar: 3,
        'john-deere': 2,
        komatsu: 1,
        bobcat: 2,
        freightliner: 1,
        genie: 1,
      })
      expect(a.facets.makes.find((m) => m.value === 'caterpillar')?.selected).toBe(true)
      expect(counts(a.facets.categories)).toEqual({ excavators: 2, 'wheel-loaders': 1 })
      expect(counts(a.facets.models)).toEqual({ '320-gc': 1, '336': 1, '950m': 1 })
    })

    it('a model filter works within the chosen make', async () => {
      const a = await search(t, { makes: ['caterpillar'], models: ['336'] })
      expect(stocks(a)).toEqual(['IY-1002'])
      expect(counts(a.facets.models)).toEqual({ '320-gc': 1, '336': 1, '950m': 1 })
    })

    it('two filters: each facet applies the other one, and a listing failing both counts nowhere', async () => {
      const a = await search(t, { makes: ['caterpillar'], states: ['TX'], yearMin: 2016 })
      expect(sortedStocks(a)).toEqual(['IY-1001', 'IY-1002', 'IY-1005'])
      // Texas listings from 2016 on, by make (Komatsu is in Colorado and from 2014).
      expect(counts(a.facets.makes)).toEqual({
        caterpillar: 3,
        'john-deere': 1,
        bobcat: 2,
      })
      expect(counts(a.facets.states)).toEqual({ TX: 3 })
      expect(counts(a.facets.years)).toEqual({ '2019': 1, '2016': 1, '2020': 1 })
    })

    it('no models facet without a make', async () => {
      expect((await search(t)).facets.models).toEqual([])
    })
  })

  describe('categories', () => {
    it('filters by category, with the category-specific spec facets', async () => {
      const a = await search(t, { categories: ['excavators'] })
      expect(sortedStocks(a)).toEqual(['IY-1001', 'IY-1002', 'IY-1003', 'IY-1004'])
      expect(counts(a.facets.categories)).toMatchObject({
        excavators: 4,
        'wheel-loaders': 1,
        'skid-steer-loaders': 2,
      })
      expect(a.facets.specs.map((s) => s.key)).toEqual([
        'operatingWeightLb',
        'netHp',
        'bucketCapacityYd3',
        'maxDigDepthFt',
        'maxReachFt',
      ])
      const weight = a.facets.specs[0]
      expect(weight).toMatchObject({
        label: 'Operating weight',
        unit: 'lb',
        min: 48_000,
        max: 80_000,
      })
      const nonEmpty = weight.buckets.filter((b) => b.count > 0)
      expect(nonEmpty).toEqual([
        { min: 40_000, max: 60_000, count: 2 },
        { min: 60_000, max: 80_000, count: 1 },
        { min: 80_000, max: 120_000, count: 1 },
      ])
      expect(counts(a.facets.subcategories)).toEqual({
        'crawler-excavators': 2,
        'wheeled-excavators': 1,
      })
    })

    it('filters on a spec range; its facet ignores its own range', async () => {
      const a = await search(t, {
        categories: ['excavators'],
        specs: [{ key: 'operatingWeightLb', min: 60_000 }],
      })
      expect(sortedStocks(a)).toEqual(['IY-1002', 'IY-1003'])
      expect(a.facets.specs[0].buckets.reduce((s, b) => s + b.count, 0)).toBe(4)
      expect(a.facets.specs[1].buckets.reduce((s, b) => s + b.count, 0)).toBe(1)
    })

    it('filters by subcategory and broad category', async () => {
      expect(stocks(await search(t, { subcategories: ['wheeled-excavators'] }))).toEqual([
        'IY-1003',
      ])
      const ag = await search(t, { broadCategory: 'agricultural-equipment' })
      expect(stocks(ag)).toContain('IY-1011')
      const construction = await search(t, { broadCategory: 'construction' })
      expect(stocks(construction)).not.toContain('IY-1011')
      expect(stocks(construction)).toContain('IY-1001')
      expect(construction.facets.broadCategories.find((b) => b.value === 'construction')).toEqual({
        value: 'construction',
        count: construction.stats.total,
        selected: true,
      })
    })

    it('labels facets in Spanish', async () => {
      const a = await search(t, { categories: ['excavators'] }, { 'x-locale': 'es' })
      expect(a.facets.categories.find((c) => c.value === 'excavators')?.label).toBe('Excavadoras')
      expect(a.facets.specs[0].label).toBe('Peso operativo')
      expect(a.results[0].category.name).toBe('Excavadora')
    })
  })

  describe('ranges and thresholds', () => {
    it('year range', async () => {
      const a = await search(t, { yearMin: 2018, yearMax: 2020 })
      expect(sortedStocks(a)).toEqual(['IY-1001', 'IY-1005', 'IY-1007', 'IY-1011'])
      expect(a.facets.years.reduce((s, y) => s + y.count, 0)).toBe(10)
      expect(a.facets.years.find((y) => y.value === '2019')?.selected).toBe(true)
    })

    it('price thresholds (spec §9) are strictly under, and counted cumulatively', async () => {
      const a = await search(t, { priceUnder: 50_000 })
      expect(sortedStocks(a)).toEqual(['IY-1004', 'IY-1006', 'IY-1007', 'IY-1012'])
      expect(
        Object.fromEntries(a.facets.priceThresholds.map((p) => [p.underUsd, p.count])),
      ).toEqual({
        5000: 0,
        10000: 0,
        20000: 1,
        25000: 1,
        30000: 2,
        50000: 4,
        75000: 4,
        100000: 6,
        150000: 6,
        200000: 8,
      })
      expect(a.facets.priceThresholds.find((p) => p.selected)?.underUsd).toBe(50_000)
    })

    it('price range in cents, inclusive', async () => {
      const a = await search(t, { priceMinCents: 7_800_000, priceMaxCents: 9_500_000 })
      expect(sortedStocks(a)).toEqual(['IY-1002', 'IY-1008'])
    })

    it('hours and miles ranges leave out listings without the meter', async () => {
      expect(sortedStocks(await search(t, { hoursMax: 2000 }))).toEqual([
        'IY-1003',
        'IY-1006',
        'IY-1011',
      ])
      expect(stocks(await search(t, { hoursMin: 10_000 }))).toEqual(['IY-1004'])
      expect(stocks(await search(t, { milesMin: 100_000 }))).toEqual(['IY-1008'])
      const a = await search(t)
      expect(a.facets.hours.find((b) => b.min === null)).toEqual({ min: null, max: 500, count: 0 })
      expect(a.facets.hours.reduce((s, b) => s + b.count, 0)).toBe(9)
    })
  })

  describe('condition, flair, partner, show-only, status', () => {
    it('condition and flair', async () => {
      expect(sortedStocks(await search(t, { conditions: ['Excellent'] }))).toEqual([
        'IY-1003',
        'IY-1006',
      ])
      expect(stocks(await search(t, { flairs: ['PriceReduced'] }))).toEqual(['IY-1001'])
      expect(counts((await search(t)).facets.conditions)).toEqual({
        Poor: 1,
        Fair: 1,
        Good: 5,
        Great: 1,
        Excellent: 2,
      })
    })

    it('partner seller', async () => {
      expect(sortedStocks(await search(t, { partnerSeller: true }))).toEqual(['IY-1004', 'IY-1008'])
      const a = await search(t, { partnerSeller: false })
      expect(a.stats.total).toBe(8)
      expect(counts(a.facets.partnerSeller)).toEqual({ partner: 2, standard: 8 })
    })

    it('show-only filters combine, and are counted', async () => {
      expect(sortedStocks(await search(t, { showOnly: ['INSPECTED'] }))).toEqual([
        'IY-1001',
        'IY-1003',
        'IY-1006',
      ])
      expect(sortedStocks(await search(t, { showOnly: ['PRICE_REDUCED'] }))).toEqual([
        'IY-1001',
        'IY-1007',
      ])
      expect(sortedStocks(await search(t, { showOnly: ['WARRANTY'] }))).toEqual([
        'IY-1002',
        'IY-1003',
      ])
      expect(stocks(await search(t, { showOnly: ['COMING_SOON'] }))).toEqual(['IY-1005'])
      expect(stocks(await search(t, { showOnly: ['INSPECTED', 'WARRANTY'] }))).toEqual(['IY-1003'])
      expect(counts((await search(t)).facets.showOnly)).toEqual({
        INSPECTED: 3,
        PRICE_REDUCED: 2,
        WARRANTY: 2,
        COMING_SOON: 1,
        PARTNER_SELLER: 2,
        // No listing here was rated against the market (issue 17).
        GOOD_DEAL: 0,
      })
    })

    it('sold listings on request', async () => {
      const a = await search(t, { statuses: ['sold'] })
      expect(stocks(a)).toEqual(['IY-1009'])
      expect(a.results[0].status).toBe('sold')
    })
  })

  describe('days on market', () => {
    it.each([
      ['last_week', ['IY-1001', 'IY-1005', 'IY-1006']],
      ['last_month', ['IY-1001', 'IY-1002', 'IY-1005', 'IY-1006', 'IY-1012']],
      [
        'last_3_months',
        ['IY-1001', 'IY-1002', 'IY-1003', 'IY-1005', 'IY-1006', 'IY-1007', 'IY-1012'],
      ],
    ])('%s', async (daysOnMarket, expected) => {
      expect(sortedStocks(await search(t, { daysOnMarket }))).toEqual(expected)
    })

    it('counts each window', async () => {
      const a = await search(t, { daysOnMarket: 'last_week' })
      expect(counts(a.facets.daysOnMarket)).toEqual({
        all: 10,
        last_week: 3,
        last_month: 5,
        last_3_months: 7,
        last_6_months: 8,
      })
      expect(a.facets.daysOnMarket.find((d) => d.selected)?.value).toBe('last_week')
    })
  })

  describe('location', () => {
    it('state, with its cities', async () => {
      const a = await search(t, { states: ['tx'] })
      expect(a.stats.total).toBe(7)
      expect(counts(a.facets.cities)).toEqual({
        Austin: 4,
        'San Antonio': 1,
        Dallas: 1,
        Houston: 1,
      })
      expect(counts(a.facets.states)).toEqual({ TX: 7, CO: 1, AZ: 1, IA: 1 })
      expect(a.facets.states.find((s) => s.value === 'TX')?.label).toBe('Texas')
    })

    it('city', async () => {
      const a = await search(t, { states: ['TX'], city: 'austin' })
      expect(sortedStocks(a)).toEqual(['IY-1001', 'IY-1005', 'IY-1006', 'IY-1012'])
    })

    it('radius in miles from a ZIP, with distances', async () => {
      const a = await search(t, { zip: '78701', radiusMiles: 100, sort: 'advertisedPrice_desc' })
      expect(sortedStocks(a)).toEqual(['IY-1001', 'IY-1002', 'IY-1005', 'IY-1006', 'IY-1012'])
      const sanAntonio = a.results.find((r) => r.stockNumber === 'IY-1002')!
      expect(sanAntonio.distanceMiles).toBeGreaterThan(70)
      expect(sanAntonio.distanceMiles).toBeLessThan(80)
      expect(a.stats).toMatchObject({ zipCity: 'Austin', zipState: 'TX' })
      const wider = await search(t, { zip: '78701', radiusMiles: 200 })
      expect(wider.stats.total).toBe(7)
    })
  })

  describe('sorting (spec §4 keys)', () => {
    it.each([
      ['advertisedPrice_asc', ['IY-1012', 'IY-1007', 'IY-1006', 'IY-1004']],
      ['advertisedPrice_desc', ['IY-1011', 'IY-1003', 'IY-1005', 'IY-1001']],
      ['year_desc', ['IY-1006', 'IY-1003', 'IY-1005', 'IY-1011']],
      ['year_asc', ['IY-1004', 'IY-1012', 'IY-1002', 'IY-1008']],
      ['hours_asc', ['IY-1006', 'IY-1003', 'IY-1011', 'IY-1001']],
      ['mileage_asc', ['IY-1008', 'IY-1005', 'IY-1001', 'IY-1006']],
      ['createdDateUtc', ['IY-1005', 'IY-1001', 'IY-1006', 'IY-1012']],
      ['recommended', ['IY-1001', 'IY-1006', 'IY-1003']],
    ])('%s', async (sort, first) => {
      const a = await search(t, { sort })
      expect(stocks(a).slice(0, first.length)).toEqual(first)
      expect(a.stats.sort).toBe(sort)
      expect(a.stats.total).toBe(10)
    })

    it('listings without hours come last in hours_asc', async () => {
      const a = await search(t, { sort: 'hours_asc' })
      expect(stocks(a).at(-1)).toBe('IY-1008')
    })
  })

  describe('pagination', () => {
    it('pages through without overlap', async () => {
      const pages = []
      for (let page = 1; page <= 4; page++) {
        pages.push(await search(t, { sort: 'advertisedPrice_asc', pageSize: 3, page }))
      }
      expect(pages.map((p) => stocks(p))).toEqual([
        ['IY-1012', 'IY-1007', 'IY-1006'],
        ['IY-1004', 'IY-1008', 'IY-1002'],
        ['IY-1001', 'IY-1005', 'IY-1003'],
        ['IY-1011'],
      ])
      expect(pages[0].stats).toMatchObject({ total: 10, totalPages: 4, page: 1, pageSize: 3 })
    })
  })
})
