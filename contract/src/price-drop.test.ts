import { latestPriceCut, priceChangeCents, priceDropCents } from './price-drop'

describe('price drops (issue 37): one amount for the page, the history and the mail', () => {
  test('listed at $245,000 (original $259,000 never advertised), cut to $229,000: $16,000', () => {
    const history = [
      { priceCents: 24_500_000, reason: 'listed', changedAt: '2026-10-01T00:00:00Z' },
      { priceCents: 22_900_000, reason: 'reduced', changedAt: '2026-11-01T00:00:00Z' },
    ]
    expect(latestPriceCut(history)).toEqual({
      amountCents: 1_600_000,
      previousCents: 24_500_000,
      priceCents: 22_900_000,
      changedAt: '2026-11-01T00:00:00Z',
    })
    expect(priceDropCents(24_500_000, 22_900_000)).toBe(1_600_000)
    expect(priceChangeCents(24_500_000, 22_900_000)).toBe(-1_600_000)
  })

  test('the latest cut counts, after a rise in between', () => {
    const history = [
      { priceCents: 100, reason: 'listed', changedAt: 'a' },
      { priceCents: 80, reason: 'reduced', changedAt: 'b' },
      { priceCents: 90, reason: 'increased', changedAt: 'c' },
      { priceCents: 85, reason: 'reduced', changedAt: 'd' },
    ]
    expect(latestPriceCut(history)).toMatchObject({ amountCents: 5, previousCents: 90 })
  })

  test('no cut: null; a rise is never a drop', () => {
    expect(latestPriceCut([{ priceCents: 100, reason: 'listed', changedAt: 'a' }])).toBeNull()
    expect(latestPriceCut([])).toBeNull()
    expect(priceDropCents(100, 120)).toBe(0)
  })
})
