import {
  DEFAULT_LEAD_VALUE_USD,
  leadEventDetail,
  leadValueUsd,
  typeformBuyerLeadValue,
} from './lead-event'

describe('lead value (spec §9)', () => {
  it('is the advertised price in cents divided by 50,000', () => {
    expect(leadValueUsd(75_300_000)).toBe(1506)
    expect(leadValueUsd(5_000_000)).toBe(100)
    expect(leadValueUsd(2_500_050)).toBeCloseTo(50.001)
  })

  it('defaults to 100 USD without a price', () => {
    expect(DEFAULT_LEAD_VALUE_USD).toBe(100)
    expect(leadValueUsd(null)).toBe(100)
    expect(leadValueUsd(0)).toBe(100)
  })

  it('describes the form and carries filters.advertisedPriceInCents', () => {
    expect(leadEventDetail('name_your_price', '9614943', 75_300_000)).toEqual({
      description: 'Name Your Price Form Submitted',
      type: 'name_your_price',
      stockNumber: '9614943',
      filters: { advertisedPriceInCents: 75_300_000 },
      value: 1506,
      currency: 'USD',
    })
  })

  it('does not double "Form" in the seller form\'s name', () => {
    expect(leadEventDetail('sell_valuation', '', null).description).toBe(
      'Sell Valuation Form Submitted',
    )
    expect(leadEventDetail('buy_now', '1', 1).description).toBe('Buy Now Form Submitted')
  })
})

describe('machine-count forms (issue 16, analytics 4)', () => {
  it('value the finance and sell leads by the band the visitor picked', () => {
    expect(leadEventDetail('finance_prequalify', '', null, '10+').value).toBe(500)
    expect(leadEventDetail('sell_valuation', '', null, '5-9').value).toBe(100)
    expect(leadEventDetail('sell_valuation', '', null, '1-4').value).toBe(1)
    expect(leadEventDetail('finance_prequalify', '', null, '0').value).toBe(0)
    // No band (another form): the price rule.
    expect(leadEventDetail('buy_now', '1', 5_000_000, null).value).toBe(100)
  })
})

describe('Typeform buyer lead value (spec §9)', () => {
  it('goes by machine count: 0 → 0.00, 1-4 → 1.00, 5-9 → 100.00, 10+ → 500.00', () => {
    const at = (n: number) => typeformBuyerLeadValue(n).toFixed(2)
    expect([0, 1, 4, 5, 9, 10, 250].map(at)).toEqual([
      '0.00',
      '1.00',
      '1.00',
      '100.00',
      '100.00',
      '500.00',
      '500.00',
    ])
  })

  it('counts a missing or negative count as none', () => {
    expect(typeformBuyerLeadValue(Number.NaN)).toBe(0)
    expect(typeformBuyerLeadValue(-3)).toBe(0)
    expect(typeformBuyerLeadValue(0.5)).toBe(0)
  })
})
