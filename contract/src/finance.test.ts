import { CALCULATOR_DEFAULTS, LOAN_TERMS_MONTHS, monthlyPaymentCents } from './finance'

describe('estimated monthly payment (amortised loan)', () => {
  it('uses the spec §9 calculator defaults: 8.99 %, 0 % down, 60 months', () => {
    expect(CALCULATOR_DEFAULTS).toEqual({ ratePercent: 8.99, downPercent: 0, termMonths: 60 })
    expect(LOAN_TERMS_MONTHS).toEqual([36, 48, 60, 72, 84])
  })

  it.each([
    // price in cents, terms, monthly payment in cents (P·r / (1 − (1 + r)^−n), rounded)
    [10_000_000, CALCULATOR_DEFAULTS, 207_535],
    [75_300_000, CALCULATOR_DEFAULTS, 1_562_739],
    [10_000_000, { ratePercent: 8.99, downPercent: 20, termMonths: 60 }, 166_028],
    [10_000_000, { ratePercent: 8.99, downPercent: 0, termMonths: 36 }, 317_951],
  ])('%i cents at %o is %i cents a month', (price, terms, expected) => {
    expect(monthlyPaymentCents(price, terms)).toBe(expected)
  })

  it('divides evenly at 0 % and is nothing for a free or fully paid machine', () => {
    expect(
      monthlyPaymentCents(10_000_000, { ratePercent: 0, downPercent: 0, termMonths: 60 }),
    ).toBe(166_667)
    expect(monthlyPaymentCents(0)).toBe(0)
    expect(monthlyPaymentCents(10_000_000, { ...CALCULATOR_DEFAULTS, downPercent: 100 })).toBe(0)
  })

  it('costs more in total than the price when there is interest', () => {
    const monthly = monthlyPaymentCents(10_000_000)
    expect(monthly * 60).toBeGreaterThan(10_000_000)
    expect(monthly * 60).toBeLessThan(10_000_000 * 1.25)
  })
})
