import { sql } from 'drizzle-orm'
import { insertCompletedSale, insertListing } from '../factories'
import { createAccountApp, createUser, errorOf, type AccountTestApp } from './helpers'
import { idsOf } from './valuation-fixtures'

const TRENDS = `query ($input: PriceTrendsInput!) { priceTrends(input: $input) {
  status messageKey message months salesCount changePct category { slug name } make { slug }
  points { month salesCount medianPriceCents lowerQuartileCents upperQuartileCents } } }`
const PREMIUMS = `query ($category: String!) { brandPremiums(category: $category) {
  status messageKey message months salesCount categoryMedianPriceCents
  brands { make { slug } premiumPct salesCount medianPriceCents medianAgeYears } } }`
const SUPPLY = `query ($category: String, $make: String) {
  supplyByLocation(category: $category, make: $make) {
  status messageKey message totalListings category { slug } make { slug }
  states { state stateName listingCount sharePct medianAskingPriceCents salesLast12Months monthsOfSupply } } }`

type Trends = {
  priceTrends: {
    status: string
    messageKey: string | null
    message: string | null
    months: number
    salesCount: number
    changePct: number | null
    make: { slug: string } | null
    points: Array<{
      month: string
      salesCount: number
      medianPriceCents: number | null
      lowerQuartileCents: number | null
    }>
  }
}
type Premiums = {
  brandPremiums: {
    status: string
    message: string | null
    salesCount: number
    brands: Array<{
      make: { slug: string }
      premiumPct: number
      salesCount: number
      medianAgeYears: number
    }>
  }
}
type Supply = {
  supplyByLocation: {
    status: string
    message: string | null
    totalListings: number
    states: Array<{
      state: string
      stateName: string
      listingCount: number
      sharePct: number
      medianAskingPriceCents: number | null
      salesLast12Months: number
      monthsOfSupply: number | null
    }>
  }
}

describe('market intelligence', () => {
  let t: AccountTestApp
  beforeAll(async () => {
    t = await createAccountApp()
    const cat = await idsOf(t.database, 'caterpillar', 'excavators')
    const deere = await idsOf(t.database, 'john-deere', 'excavators')
    const sale = (
      ids: { makeId: number; categoryId: number },
      soldOn: string,
      usd: number,
      extra = {},
    ) =>
      insertCompletedSale(t.database, {
        ...ids,
        modelId: null,
        model: 'X',
        soldOn,
        priceCents: usd * 100,
        channel: 'auction',
        ...extra,
      })
    // Excavators. NOW is 2026-11-20: the 3-month window is Sep, Oct, Nov 2026.
    for (const usd of [100_000, 110_000, 120_000]) await sale(cat, '2026-11-03', usd)
    await sale(cat, '2026-11-25', 999_000) // after NOW: not yet
    for (const usd of [90_000, 100_000, 110_000, 120_000]) await sale(deere, '2026-10-15', usd)
    for (const usd of [50_000, 60_000]) await sale(cat, '2026-09-10', usd) // too few for a median
    for (const usd of [80_000, 80_000, 84_000]) await sale(cat, '2026-06-01', usd)
    for (const usd of [70_000, 70_000, 70_000]) await sale(cat, '2025-10-31', usd) // 13 months back
    // Wheel loaders: Caterpillar sells 20% above John Deere at the same ages; Komatsu sells only
    // old machines, at Deere's price for their age.
    const cl = await idsOf(t.database, 'caterpillar', 'wheel-loaders')
    const dl = await idsOf(t.database, 'john-deere', 'wheel-loaders')
    const kl = await idsOf(t.database, 'komatsu', 'wheel-loaders')
    const byAge = (age: number, premium = 1) =>
      Math.round(200_000 * Math.exp(-0.09 * age) * premium)
    for (const age of [2, 3, 4, 5, 6]) {
      await sale(cl, '2026-08-01', byAge(age, 1.2), { year: 2026 - age })
      await sale(dl, '2026-08-01', byAge(age), { year: 2026 - age })
      await sale(kl, '2026-08-01', byAge(age + 8), { year: 2026 - age - 8 })
    }
    // Supply: available listings by state.
    for (const [state, usd] of [
      ['TX', 100_000],
      ['TX', 140_000],
      ['TX', 120_000],
      ['CO', 90_000],
    ] as const) {
      await insertListing(t.database, {
        categorySlug: 'excavators',
        state,
        status: 'available',
        priceUsd: usd,
      })
    }
    await insertListing(t.database, { categorySlug: 'excavators', state: 'CO', status: 'sold' })
    await insertListing(t.database, {
      categorySlug: 'dump-trucks',
      state: 'AZ',
      status: 'available',
    })
  })
  afterAll(() => t.close())

  beforeEach(async () => t.as(await createUser(t.database)))

  it('is for signed-in users only', async () => {
    t.as(null)
    expect(
      errorOf(await t.gql(TRENDS, { input: { category: 'excavators', months: 3 } })).code,
    ).toBe('UNAUTHENTICATED')
    expect(errorOf(await t.gql(PREMIUMS, { category: 'excavators' })).code).toBe('UNAUTHENTICATED')
    expect(errorOf(await t.gql(SUPPLY, {})).code).toBe('UNAUTHENTICATED')
  })

  it('gives monthly medians over the last 3 months, leaving thin months empty', async () => {
    const res = await t.gql<Trends>(TRENDS, { input: { category: 'excavators', months: 3 } })
    expect(res.errors).toBeUndefined()
    const tr = res.data!.priceTrends
    expect(tr.status).toBe('ok')
    expect(tr.points).toEqual(
      [
        {
          month: '2026-09',
          salesCount: 2,
          medianPriceCents: null,
          lowerQuartileCents: null,
          upperQuartileCents: null,
        },
        {
          month: '2026-10',
          salesCount: 4,
          medianPriceCents: 10_500_000,
          lowerQuartileCents: 9_750_000,
          upperQuartileCents: 11_250_000,
        },
        {
          month: '2026-11',
          salesCount: 3,
          medianPriceCents: 11_000_000,
          lowerQuartileCents: 10_500_000,
          upperQuartileCents: 11_500_000,
        },
      ].map((p): unknown => expect.objectContaining(p)),
    )
    expect(tr.salesCount).toBe(9)
    expect(tr.changePct).toBe(4.8)
  })

  it('widens to 6 and 12 months, and refuses other windows', async () => {
    const six = (await t.gql<Trends>(TRENDS, { input: { category: 'excavators', months: 6 } }))
      .data!.priceTrends
    expect(six.points.map((p) => p.month)).toEqual([
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ])
    expect(six.points[0]).toMatchObject({ salesCount: 3, medianPriceCents: 8_000_000 })
    const twelve = (await t.gql<Trends>(TRENDS, { input: { category: 'excavators', months: 12 } }))
      .data!.priceTrends
    expect(twelve.points).toHaveLength(12)
    expect(twelve.points[0].month).toBe('2025-12')
    // The sales of 2025-10-31 are 13 months back.
    expect(twelve.salesCount).toBe(12)
    const bad = await t.gql(TRENDS, { input: { category: 'excavators', months: 4 } })
    expect(errorOf(bad)).toMatchObject({
      code: 'VALIDATION',
      fields: [expect.objectContaining({ path: 'months' })],
    })
    const unknown = await t.gql(TRENDS, { input: { category: 'spaceships', months: 3 } })
    expect(errorOf(unknown).code).toBe('VALIDATION')
  })

  it('filters by make, and says when there is not enough data (spec §8), in both languages', async () => {
    const deere = (
      await t.gql<Trends>(TRENDS, {
        input: { category: 'excavators', make: 'john-deere', months: 3 },
      })
    ).data!.priceTrends
    expect(deere).toMatchObject({
      status: 'not_enough_data',
      messageKey: 'marketIntelligence.priceTrends.notEnoughData',
      message: 'Not enough price trend data available',
      make: { slug: 'john-deere' },
      changePct: null,
    })
    expect(deere.points.map((p) => p.salesCount)).toEqual([0, 4, 0])
    const es = await t.gql<Trends>(
      TRENDS,
      { input: { category: 'cranes', months: 12 } },
      { 'x-locale': 'es' },
    )
    expect(es.data!.priceTrends).toMatchObject({
      status: 'not_enough_data',
      message: 'No hay suficientes datos de tendencias de precios',
      salesCount: 0,
    })
  })

  it('ranks brand premiums over 12 months, adjusted for age', async () => {
    const res = await t.gql<Premiums>(PREMIUMS, { category: 'wheel-loaders' })
    expect(res.errors).toBeUndefined()
    const p = res.data!.brandPremiums
    expect(p.status).toBe('ok')
    expect(p.brands.map((b) => b.make.slug)).toEqual([
      'caterpillar',
      expect.any(String),
      expect.any(String),
    ])
    const by = Object.fromEntries(p.brands.map((b) => [b.make.slug, b]))
    // Caterpillar 20% over Deere; Komatsu, older but priced like Deere for its age, level with it.
    expect(
      (1 + by.caterpillar.premiumPct / 100) / (1 + by['john-deere'].premiumPct / 100),
    ).toBeCloseTo(1.2, 1)
    expect(Math.abs(by.komatsu.premiumPct - by['john-deere'].premiumPct)).toBeLessThan(1.5)
    expect(by.komatsu.medianAgeYears).toBeGreaterThan(by['john-deere'].medianAgeYears + 7)
    expect(by.caterpillar.salesCount).toBe(5)
  })

  it('answers "Brand premium data coming soon" when fewer than two makes have enough sales', async () => {
    const en = (await t.gql<Premiums>(PREMIUMS, { category: 'excavators' })).data!.brandPremiums
    // Excavators: Caterpillar has 8 sales in the 12 months, Deere 4: enough for two makes.
    expect(en.status).toBe('ok')
    const none = (await t.gql<Premiums>(PREMIUMS, { category: 'cranes' }, { 'x-locale': 'es' }))
      .data!.brandPremiums
    expect(none).toMatchObject({
      status: 'not_enough_data',
      message: 'Datos de primas por marca próximamente',
      brands: [],
    })
    const enNone = (await t.gql<Premiums>(PREMIUMS, { category: 'cranes' })).data!.brandPremiums
    expect(enNone.message).toBe('Brand premium data coming soon')
  })

  it('counts available listings by state, with prices and the pace of sales', async () => {
    const res = await t.gql<Supply>(SUPPLY, { category: 'excavators' })
    expect(res.errors).toBeUndefined()
    const s = res.data!.supplyByLocation
    expect(s.status).toBe('ok')
    expect(s.totalListings).toBe(4)
    const tx = s.states.find((x) => x.state === 'TX')!
    expect(tx).toMatchObject({
      stateName: 'Texas',
      listingCount: 3,
      sharePct: 75,
      medianAskingPriceCents: 12_000_000,
    })
    expect(s.states.map((x) => x.state)).toEqual(['TX', 'CO'])
    for (const st of s.states) {
      expect(st.monthsOfSupply).toBe(
        st.salesLast12Months
          ? Math.round((st.listingCount / (st.salesLast12Months / 12)) * 10) / 10
          : null,
      )
    }
    const all = (await t.gql<Supply>(SUPPLY, {})).data!.supplyByLocation
    expect(all.totalListings).toBe(5)
    const none = (await t.gql<Supply>(SUPPLY, { category: 'cranes' }, { 'x-locale': 'es' })).data!
      .supplyByLocation
    expect(none).toMatchObject({
      status: 'not_enough_data',
      message: 'Datos de oferta próximamente',
      states: [],
    })
  })

  it('honours the Make filter in supply by location (issue 16, defect 14)', async () => {
    const counts = await t.database.rows<{ slug: string; n: number }>(sql`
      SELECT m.slug, count(l.id)::int AS n FROM makes m
      LEFT JOIN listings l ON l.make_id = m.id AND l.status = 'available'
        AND l.category_id = (SELECT id FROM categories WHERE slug = 'excavators')
      GROUP BY m.slug ORDER BY n DESC, m.slug`)
    const withListings = counts[0]
    const without = counts[counts.length - 1]
    expect(withListings.n).toBeGreaterThan(0)
    expect(without.n).toBe(0)
    const one = (await t.gql<Supply>(SUPPLY, { category: 'excavators', make: withListings.slug }))
      .data!.supplyByLocation
    expect(one.totalListings).toBe(withListings.n)
    expect(one.states.reduce((n, s) => n + s.listingCount, 0)).toBe(withListings.n)
    const none = (await t.gql<Supply>(SUPPLY, { category: 'excavators', make: without.slug })).data!
      .supplyByLocation
    expect(none).toMatchObject({ status: 'not_enough_data', totalListings: 0, states: [] })
    // Any category: the make's available listings everywhere.
    const [all] = await t.database.rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM listings l JOIN makes m ON m.id = l.make_id
      WHERE l.status = 'available' AND m.slug = ${withListings.slug}`)
    expect(
      (await t.gql<Supply>(SUPPLY, { make: withListings.slug })).data!.supplyByLocation
        .totalListings,
    ).toBe(all.n)
  })

  it('names the states in Spanish where Spanish names differ (issue 16, defect 9)', async () => {
    await insertListing(t.database, {
      categorySlug: 'dump-trucks',
      state: 'NM',
      status: 'available',
    })
    const read = async (locale: string) =>
      (await t.gql<Supply>(SUPPLY, { category: 'dump-trucks' }, { 'x-locale': locale })).data!
        .supplyByLocation.states
    expect((await read('es')).find((s) => s.state === 'NM')?.stateName).toBe('Nuevo México')
    expect((await read('en')).find((s) => s.state === 'NM')?.stateName).toBe('New Mexico')
    expect((await read('es')).find((s) => s.state === 'AZ')?.stateName).toBe('Arizona')
  })
})
