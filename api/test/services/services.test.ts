import { sql } from 'drizzle-orm'
import { computeTaxSavings, TAX_ASSUMPTIONS } from '../../src/services/finance/estimate-tax-savings'
import { computeSaleProceeds } from '../../src/services/sell/compare-sale-proceeds'
import { INSTANT_VALUATION_LIMIT_PER_HOUR } from '../../src/services/value-tracker/get-instant-valuation'
import { createAccountApp, type AccountTestApp } from '../account/helpers'
import { EXACT_RULE, idsOf, insertRuleSales, modelIdOf } from '../account/valuation-fixtures'

const TAX = /* GraphQL */ `
  query ($price: String, $assumption: TaxAssumption) {
    taxSavingsEstimate(price: $price, assumption: $assumption) {
      assumption
      basis
      taxYear
      depreciationPercent
      taxRatePercent
      priceCents
      deductionCents
      taxSavingsCents
      netCostCents
    }
  }
`
const PROCEEDS = /* GraphQL */ `
  query ($marketValue: String) {
    saleProceedsComparison(marketValue: $marketValue) {
      marketValueCents
      moreThanAuctionPercent
      moreThanDealerPercent
      channels {
        channel
        priceOfMarketPercent
        feePercent
        salePriceCents
        feeCents
        transportCents
        netCents
      }
    }
  }
`
const VALUE = /* GraphQL */ `
  query ($input: TrackedMachineInput!) {
    instantValuation(input: $input) {
      year
      make {
        slug
        name
      }
      model
      category {
        slug
        name
      }
      hours
      valuation {
        status
        auctionValueCents
        retailValueCents
        confidence
        basis
        comparableCount
        message
      }
    }
  }
`
const CHECKLIST = /* GraphQL */ `
  {
    inspectionChecklist {
      pointCount
      sections {
        key
        name
        pointCount
        examples
      }
    }
  }
`

type FieldErr = { path: string; message: string }
const fieldsOf = (res: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  Object.fromEntries(
    ((res.errors?.[0].extensions?.fields ?? []) as FieldErr[]).map((f) => [f.path, f.message]),
  )

describe('tax-savings estimate (spec §1, §9)', () => {
  it('computes both readings of the spec: 100% bonus at 21%, Section 179 60%/100% at 35%', () => {
    expect(computeTaxSavings(100_000_00, 'bonus_100_21')).toMatchObject({
      deductionCents: 100_000_00,
      taxSavingsCents: 21_000_00,
      netCostCents: 79_000_00,
    })
    expect(computeTaxSavings(100_000_00, 'section179_2025_35')).toMatchObject({
      taxYear: 2025,
      deductionCents: 60_000_00,
      taxSavingsCents: 21_000_00,
    })
    expect(computeTaxSavings(185_000_00, 'section179_2023_35')).toMatchObject({
      taxYear: 2023,
      deductionCents: 185_000_00,
      taxSavingsCents: 64_750_00,
      netCostCents: 120_250_00,
    })
    expect(TAX_ASSUMPTIONS.bonus_100_21).toMatchObject({
      depreciationPercent: 100,
      taxRatePercent: 21,
    })
  })

  let t: AccountTestApp
  beforeAll(async () => {
    t = await createAccountApp()
  })
  afterAll(() => t.close())

  it('answers with the assumptions it used, the first reading by default', async () => {
    const res = await t.gql<{ taxSavingsEstimate: Record<string, unknown> }>(TAX, {
      price: '$150,000',
    })
    expect(res.data?.taxSavingsEstimate).toEqual({
      assumption: 'bonus_100_21',
      basis: 'bonus_depreciation',
      taxYear: null,
      depreciationPercent: 100,
      taxRatePercent: 21,
      priceCents: 150_000_00,
      deductionCents: 150_000_00,
      taxSavingsCents: 31_500_00,
      netCostCents: 118_500_00,
    })
  })

  it('names a missing or wrong price with the spec §5 message, in Spanish too', async () => {
    expect(fieldsOf(await t.gql(TAX, {}))).toEqual({ price: 'Price is required' })
    expect(fieldsOf(await t.gql(TAX, { price: 'lots' }, { 'x-locale': 'es' }))).toEqual({
      price: 'El precio no es válido',
    })
  })
})

describe('sale proceeds: with us, at auction, to a dealer (spec §2 fee calculator)', () => {
  it('applies the documented assumptions to each channel', () => {
    const r = computeSaleProceeds(100_000_00)
    expect(r.channels).toEqual([
      {
        channel: 'marketplace',
        priceOfMarketPercent: 95,
        feePercent: 8,
        salePriceCents: 95_000_00,
        feeCents: 7_600_00,
        transportCents: 0,
        netCents: 87_400_00,
      },
      {
        channel: 'auction',
        priceOfMarketPercent: 80,
        feePercent: 10,
        salePriceCents: 80_000_00,
        feeCents: 8_000_00,
        transportCents: 1_500_00,
        netCents: 70_500_00,
      },
      {
        channel: 'dealer',
        priceOfMarketPercent: 65,
        feePercent: 0,
        salePriceCents: 65_000_00,
        feeCents: 0,
        transportCents: 0,
        netCents: 65_000_00,
      },
    ])
    // The differences are computed, not the marketing claim: under 30% against an auction.
    expect(r.moreThanAuctionPercent).toBe(24)
    expect(r.moreThanDealerPercent).toBe(34.5)
  })

  it('does not claim a percentage when the other channel nets nothing', () => {
    const r = computeSaleProceeds(1_000_00)
    expect(r.channels.find((c) => c.channel === 'auction')?.netCents).toBe(-780_00)
    expect(r.moreThanAuctionPercent).toBeNull()
  })

  let t: AccountTestApp
  beforeAll(async () => {
    t = await createAccountApp()
  })
  afterAll(() => t.close())

  it('answers through GraphQL, and the spec §5 message for a bad value', async () => {
    const res = await t.gql<{
      saleProceedsComparison: { marketValueCents: number; moreThanDealerPercent: number }
    }>(PROCEEDS, { marketValue: '250,000' })
    expect(res.data?.saleProceedsComparison).toMatchObject({
      marketValueCents: 250_000_00,
      moreThanDealerPercent: 34.5,
    })
    expect(fieldsOf(await t.gql(PROCEEDS, { marketValue: '' }))).toEqual({
      marketValue: 'Price is required',
    })
  })
})

describe('instant valuation (public, the value tracker model)', () => {
  let t: AccountTestApp
  const machine = {
    year: 2020,
    make: 'caterpillar',
    model: '320',
    category: 'excavators',
    hours: 4000,
  }
  beforeAll(async () => {
    t = await createAccountApp({ env: { TRUST_PROXY: '127.0.0.1' } })
    const cat = await idsOf(t.database, 'caterpillar', 'excavators')
    await insertRuleSales(
      t.database,
      cat,
      '320',
      EXACT_RULE,
      27,
      7,
      await modelIdOf(t.database, cat, '320'),
    )
  })
  afterAll(() => t.close())

  const ask = (input: Record<string, unknown>, ip: string, locale = 'en') =>
    t.app
      .inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: '127.0.0.1',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'x-locale': locale },
        payload: JSON.stringify({ query: VALUE, variables: { input } }),
      })
      .then((r) => ({
        status: r.statusCode,
        ...r.json<{
          data?: {
            instantValuation: { valuation: Record<string, unknown> } & Record<string, unknown>
          }
          errors?: Array<{ message: string; extensions?: Record<string, unknown> }>
        }>(),
      }))

  it('values a machine for an anonymous visitor with auction and retail value and confidence', async () => {
    const res = await ask(machine, '198.51.100.20')
    expect(res.errors).toBeUndefined()
    const v = res.data!.instantValuation
    expect(v).toMatchObject({
      year: 2020,
      make: { slug: 'caterpillar', name: 'Caterpillar' },
      model: '320',
      category: { slug: 'excavators' },
      hours: 4000,
    })
    expect(v.valuation).toMatchObject({ status: 'ok', confidence: 'high', basis: 'model' })
    // The same figures the value tracker gives for this market (tested there against the rule).
    expect(Math.abs((v.valuation.auctionValueCents as number) - 15_000_000)).toBeLessThanOrEqual(
      300_000,
    )
    expect(v.valuation.retailValueCents as number).toBeGreaterThan(
      v.valuation.auctionValueCents as number,
    )
    // Nothing is saved: it is not a tracked machine.
    const [{ n }] = await t.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM tracked_machines`,
    )
    expect(n).toBe(0)
  })

  it('says honestly when there is not enough data, and names bad fields (spec §5)', async () => {
    const none = await ask({ ...machine, make: 'john-deere', model: '210G' }, '198.51.100.21', 'es')
    expect(none.data?.instantValuation.valuation).toMatchObject({
      status: 'not_enough_data',
      auctionValueCents: null,
      message: 'Aún no hay suficientes ventas comparables para valorar esta máquina',
    })
    const bad = await ask({ year: 1800, model: '', hours: 1.5 }, '198.51.100.21')
    expect(fieldsOf(bad)).toMatchObject({
      year: 'Year is invalid',
      make: 'Make is required',
      model: 'Model is required',
      category: 'Category is required',
      hours: 'Hours or Miles cannot be a decimal',
    })
  })

  it(`refuses more than ${INSTANT_VALUATION_LIMIT_PER_HOUR} valuations an hour from one address`, async () => {
    const ip = '198.51.100.22'
    for (let i = 0; i < INSTANT_VALUATION_LIMIT_PER_HOUR; i++) {
      expect((await ask(machine, ip)).errors).toBeUndefined()
    }
    const refused = await ask(machine, ip)
    expect(refused.status).toBe(429)
    expect(refused.errors?.[0].extensions?.code).toBe('RATE_LIMITED')
    // Another visitor is not affected, and an hour later the first one may ask again.
    expect((await ask(machine, '198.51.100.23')).errors).toBeUndefined()
    t.clock.now = new Date(t.clock.now.getTime() + 61 * 60_000)
    expect((await ask(machine, ip)).errors).toBeUndefined()
  })
})

describe('inspection checklist', () => {
  let t: AccountTestApp
  beforeAll(async () => {
    t = await createAccountApp()
  })
  afterAll(() => t.close())

  it('lists the 150 points by section, in the reader language', async () => {
    type Checklist = {
      inspectionChecklist: {
        pointCount: number
        sections: Array<{ key: string; name: string; pointCount: number; examples: string[] }>
      }
    }
    const en = await t.gql<Checklist>(CHECKLIST)
    const c = en.data!.inspectionChecklist
    expect(c.pointCount).toBe(150)
    expect(c.sections.reduce((n, s) => n + s.pointCount, 0)).toBe(150)
    expect(c.sections.find((s) => s.key === 'hydraulics')?.name).toBe('Hydraulic system')
    expect(c.sections.every((s) => s.examples.length > 0 && s.examples.length <= 3)).toBe(true)
    const es = await t.gql<Checklist>(CHECKLIST, {}, { 'x-locale': 'es' })
    expect(es.data!.inspectionChecklist.sections.find((s) => s.key === 'hydraulics')?.name).toBe(
      'Sistema hidráulico',
    )
  })
})
