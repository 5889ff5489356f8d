import {
  allInCost,
  BUYER_FEES,
  FREIGHT_RATES,
  freightQuote,
  freightRateFor,
  greatCircleMiles,
  salesTaxCents,
  STATE_SALES_TAX_PERCENT,
  stateSalesTaxPercent,
} from './all-in-cost'

describe('all-in cost (issue 17): hand-computed cases', () => {
  it('measures the great circle: one degree of latitude is 69.09 miles', () => {
    expect(greatCircleMiles({ lat: 30, lng: -97 }, { lat: 31, lng: -97 })).toBeCloseTo(69.09, 1)
    // New York City to Los Angeles, about 2,445 miles as the crow flies.
    const nyLa = greatCircleMiles({ lat: 40.7128, lng: -74.006 }, { lat: 34.0522, lng: -118.2437 })
    expect(nyLa).toBeGreaterThan(2440)
    expect(nyLa).toBeLessThan(2450)
    expect(greatCircleMiles({ lat: 10, lng: 10 }, { lat: 10, lng: 10 })).toBe(0)
  })

  it.each([
    [1, 'standard'],
    [15_000, 'standard'],
    [15_001, 'heavy'],
    [48_000, 'heavy'],
    [48_001, 'oversize'],
    [80_000, 'oversize'],
    [80_001, 'permit'],
    [1_000_000, 'permit'],
  ])('puts a %p lb machine in the %s class', (weight, transportClass) => {
    expect(freightRateFor(weight).transportClass).toBe(transportClass)
  })

  it('charges the class minimum on short hauls and the per-mile rate on long ones', () => {
    // heavy: 100 mi × 1.2 = 120 road mi × $4.50 = $540, under the $900 minimum
    expect(freightQuote(100, 30_000)).toEqual({
      transportClass: 'heavy',
      greatCircleMiles: 100,
      roadMiles: 120,
      cents: 90_000,
    })
    // heavy: 500 mi → 600 road mi × $4.50 = $2,700
    expect(freightQuote(500, 30_000).cents).toBe(270_000)
    // standard: 1,000 mi → 1,200 road mi × $3.25 = $3,900
    expect(freightQuote(1000, 9_000).cents).toBe(390_000)
    // oversize: 1,000 mi → 1,200 × $6.75 = $8,100 + $450 permits = $8,550
    expect(freightQuote(1000, 60_000).cents).toBe(855_000)
    // permit load: 200 mi → 240 × $10.50 = $2,520 < $3,500 minimum, + $1,500 permits and escorts
    expect(freightQuote(200, 100_000).cents).toBe(500_000)
  })

  it('every class costs more per mile than the lighter one', () => {
    for (let i = 1; i < FREIGHT_RATES.length; i++) {
      expect(FREIGHT_RATES[i].perMileCents).toBeGreaterThan(FREIGHT_RATES[i - 1].perMileCents)
      expect(FREIGHT_RATES[i].minimumCents).toBeGreaterThan(FREIGHT_RATES[i - 1].minimumCents)
    }
  })

  it('taxes by the state base rate, in whole dollars', () => {
    expect(salesTaxCents(10_000_000, 'TX')).toBe(625_000) // 6.25 % of $100,000
    expect(salesTaxCents(12_345_678, 'mn')).toBe(848_800) // 6.875 % of $123,456.78 = $8,487.65
    expect(salesTaxCents(10_000_000, 'OR')).toBe(0)
    expect(salesTaxCents(10_000_000, 'MO')).toBe(422_500) // 4.225 %
    expect(stateSalesTaxPercent('PR')).toBeNull()
  })

  it('holds the 50 states and DC', () => {
    expect(Object.keys(STATE_SALES_TAX_PERCENT)).toHaveLength(51)
    for (const p of Object.values(STATE_SALES_TAX_PERCENT)) {
      expect(p).toBeGreaterThanOrEqual(0)
      expect(p).toBeLessThan(8)
    }
  })

  it('adds price, freight, tax and fees, and finances the total at the default terms', () => {
    const cost = allInCost({
      priceCents: 10_000_000,
      origin: { lat: 30, lng: -97 },
      destination: { lat: 31, lng: -97, state: 'TX' },
      operatingWeightLb: 30_000,
      freeShipping: false,
    })
    expect(cost.freight.roadMiles).toBe(83)
    expect(cost.freightCents).toBe(90_000)
    expect(cost.taxCents).toBe(625_000)
    expect(cost.feesCents).toBe(BUYER_FEES[0].cents)
    expect(cost.feesCents).toBe(25_000)
    expect(cost.totalCents).toBe(10_740_000)
    // $107,400 at 8.99 % over 60 months, no down payment: $2,228.93
    expect(cost.monthlyPaymentCents).toBe(222_893)
    expect(cost.terms).toEqual({ ratePercent: 8.99, downPercent: 0, termMonths: 60 })
  })

  it('charges no freight when the seller ships free', () => {
    const cost = allInCost({
      priceCents: 5_000_000,
      origin: { lat: 40, lng: -100 },
      destination: { lat: 30, lng: -80, state: 'OR' },
      operatingWeightLb: 100_000,
      freeShipping: true,
    })
    expect(cost.freightCents).toBe(0)
    expect(cost.freight.transportClass).toBe('permit')
    expect(cost.totalCents).toBe(5_000_000 + 25_000)
  })
})
