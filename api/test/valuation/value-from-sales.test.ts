import type { SizeMeasures } from '@ironyard/contract/size-class'
import {
  chooseComparables,
  valueFromSales,
  type SaleRecord,
  type ValuationSubject,
} from '../../src/services/valuation/value-from-sales'

const AS_OF = new Date('2026-12-01T12:00:00Z')
/** YYYY-MM-DD, `months` (30-day) before AS_OF. */
const monthsAgo = (months: number) =>
  new Date(AS_OF.getTime() - months * 30 * 86_400_000).toISOString().slice(0, 10)
const size = (w: number | null, hp: number | null = null): SizeMeasures => ({
  operatingWeightLb: w,
  netHp: hp,
  bucketCapacityYd3: null,
})

const sale = (model: string, modelId: number, weight: number | null, o: Partial<SaleRecord>) =>
  ({
    soldOn: monthsAgo(2),
    priceCents: 6_000_000,
    year: 2021,
    hours: 1_200,
    miles: null,
    state: 'TX',
    modelId,
    model,
    channel: 'dealer',
    size: size(weight),
    ...o,
  }) satisfies SaleRecord

// A 2021 John Deere 26G (about 5,900 lb) asking $38,400; the 50G weighs about 11,000 lb.
const jd26g: ValuationSubject = {
  modelId: 26,
  model: '26G',
  year: 2021,
  hours: 1_100,
  miles: null,
  priceCents: 3_840_000,
  size: size(5_900),
}
const g26 = (o: Partial<SaleRecord>) => sale('26G', 26, 5_900, o)
const g50 = (o: Partial<SaleRecord>) => sale('50G', 50, 11_000, { priceCents: 8_500_000, ...o })
const g30 = (o: Partial<SaleRecord>) => sale('30G', 30, 7_100, o)

/** What the page shows: the rating's line and the comparable-sales block, from one valuation. */
function page(v: ReturnType<typeof valueFromSales>) {
  return {
    rating: v.rating,
    status: v.status,
    count: v.sampleSize,
    median: v.median,
    models: [...new Set(v.comparables.map((c) => c.model))].sort(),
  }
}

describe('valuation (issue 37): one set of comparables behind every figure', () => {
  test('a 26G is never compared with a 50G, and the rating and the sales give one answer', () => {
    const sales = [
      g26({ priceCents: 6_000_000, soldOn: monthsAgo(1) }),
      g26({ priceCents: 6_200_000, soldOn: monthsAgo(3) }),
      g50({ soldOn: monthsAgo(2) }),
      g50({ soldOn: monthsAgo(4) }),
      g30({ priceCents: 6_400_000, soldOn: monthsAgo(5) }),
    ]
    const v = valueFromSales(jd26g, sales, AS_OF)
    // Today's code said "not enough to rate" next to "36% below the median of 4" (with two 50Gs).
    expect(page(v)).toEqual({
      rating: null,
      status: 'too_few',
      count: 3,
      median: null,
      models: ['26G', '30G'],
    })
    expect(v.method).toBe('size_class')
    expect(v.percentFromMedian).toBeNull()
    expect(v.percentFromEstimate).toBeNull()
  })

  test('enough 26G sales: the same model only, the 50G left out, rating and basis agree', () => {
    const prices = [5_900_000, 6_000_000, 6_100_000, 6_200_000, 5_800_000, 6_050_000]
    const sales = [
      ...prices.map((p, i) =>
        g26({ priceCents: p, soldOn: monthsAgo(1 + i), channel: i % 2 ? 'auction' : 'dealer' }),
      ),
      g50({}),
      g50({ soldOn: monthsAgo(6) }),
    ]
    const v = valueFromSales(jd26g, sales, AS_OF)
    expect(v.method).toBe('model')
    expect(page(v).models).toEqual(['26G'])
    expect(v.sampleSize).toBe(6)
    expect(v.median).toBe(6_025_000)
    expect(v.rating).not.toBeNull()
    expect(v.status).toBe('rated')
    // The rating is the price against the same estimate the block shows.
    expect(v.percentFromEstimate).toBe(Math.round((3_840_000 / v.estimate! - 1) * 100))
    expect(v.rating).toBe('great')
  })

  test('seven sales outside the 12-month window rate nothing, and the block says none', () => {
    const s760: ValuationSubject = { ...jd26g, modelId: 760, model: 'S760', size: size(null) }
    const old = [13, 14, 15, 17, 19, 21, 23].map((m) =>
      sale('S760', 760, null, { soldOn: monthsAgo(m), priceCents: 7_000_000 }),
    )
    const v = valueFromSales({ ...s760, priceCents: 9_000_000 }, old, AS_OF)
    // Today's code said "Above market, based on 7 comparable sales" next to "No comparable sales
    // in the last 12 months": the rating looked back 24 months, the block 12.
    expect(page(v)).toEqual({ rating: null, status: 'too_few', count: 0, median: null, models: [] })
    expect(v.windowMonths).toBe(12)
  })

  test('seven sales inside the window: the rating rests on exactly the seven the block lists', () => {
    const s760: ValuationSubject = { ...jd26g, modelId: 760, model: 'S760', size: size(null) }
    const recent = [1, 2, 3, 5, 7, 9, 11].map((m, i) =>
      sale('S760', 760, null, {
        soldOn: monthsAgo(m),
        priceCents: 7_000_000 + i * 50_000,
        channel: i % 2 ? 'auction' : 'dealer',
      }),
    )
    const v = valueFromSales({ ...s760, priceCents: 9_000_000 }, recent, AS_OF)
    expect(v.sampleSize).toBe(7)
    expect(v.comparables).toHaveLength(7)
    expect(v.rating).toBe('above_market')
    expect(v.percentFromEstimate).toBeGreaterThan(5)
  })

  test('a machine without size data keeps to its own model: never the category alone', () => {
    const noSize = { ...jd26g, size: size(null) }
    const sales = [g26({}), g30({}), g30({ soldOn: monthsAgo(3) }), g50({})]
    const chosen = chooseComparables(noSize, sales, AS_OF)
    expect(chosen).toEqual({ method: 'model', comparables: [sales[0]] })
  })

  test('the size class keeps other models within two model years', () => {
    const sales = [g30({ year: 2018 }), g30({ year: 2019 }), g30({ year: 2023 })]
    const chosen = chooseComparables(jd26g, sales, AS_OF)
    expect(chosen.comparables.map((c) => c.year)).toEqual([2019, 2023])
  })

  test('sales are listed newest first and a sale dated after the valuation is ignored', () => {
    const sales = [g26({ soldOn: monthsAgo(5) }), g26({ soldOn: monthsAgo(-1) }), g26({})]
    const chosen = chooseComparables(jd26g, sales, AS_OF)
    expect(chosen.comparables.map((c) => c.soldOn)).toEqual([monthsAgo(2), monthsAgo(5)])
  })

  test('every answer is consistent: a rating only with a median, an estimate and enough sales', () => {
    for (let n = 0; n <= 8; n++) {
      for (const spread of [0, 0.05, 0.6]) {
        const sales = Array.from({ length: n }, (_, i) =>
          g26({
            priceCents: Math.round(6_000_000 * (1 + (i % 2 ? spread : -spread))),
            soldOn: monthsAgo(1 + i),
            channel: i % 2 ? 'auction' : 'dealer',
          }),
        )
        const v = valueFromSales(jd26g, sales, AS_OF)
        expect(v.sampleSize).toBe(v.comparables.length)
        expect(v.status === 'rated').toBe(v.rating !== null)
        expect(v.status === 'too_few').toBe(n < 5)
        if (v.rating) {
          expect(v.median).not.toBeNull()
          expect(v.estimate).not.toBeNull()
          expect(v.percentFromEstimate).not.toBeNull()
        }
        if (n < 5) expect(v.median).toBeNull()
      }
    }
  })
})
