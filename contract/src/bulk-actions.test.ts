import { priceAfterBulkChange } from './bulk-actions'

describe('priceAfterBulkChange', () => {
  it('adds or takes away an amount', () => {
    expect(
      priceAfterBulkChange(100_000_00, {
        mode: 'amount',
        direction: 'down',
        amountCents: 5_000_00,
      }),
    ).toBe(95_000_00)
    expect(
      priceAfterBulkChange(100_000_00, { mode: 'amount', direction: 'up', amountCents: 150 }),
    ).toBe(100_001_50)
  })
  it('applies a percentage, rounded to whole dollars', () => {
    expect(
      priceAfterBulkChange(91_349_00, { mode: 'percent', direction: 'down', percent: 10 }),
    ).toBe(82_214_00)
    expect(
      priceAfterBulkChange(100_000_00, { mode: 'percent', direction: 'up', percent: 2.5 }),
    ).toBe(102_500_00)
  })
  it('may go to zero or below (the price rule refuses that row)', () => {
    expect(
      priceAfterBulkChange(1_000_00, { mode: 'amount', direction: 'down', amountCents: 2_000_00 }),
    ).toBe(-1_000_00)
    expect(
      priceAfterBulkChange(1_000_00, { mode: 'percent', direction: 'down', percent: 100 }),
    ).toBe(0)
  })
})
