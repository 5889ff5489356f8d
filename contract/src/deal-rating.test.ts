import { dealRatingOf, medianCents, percentFromMedian } from './deal-rating'

describe('deal rating (issue 17)', () => {
  it.each([
    [80_000, 'great'],
    [90_000, 'great'],
    [90_001, 'good'],
    [97_000, 'good'],
    [97_001, 'fair'],
    [105_000, 'fair'],
    [105_001, 'above_market'],
    [200_000, 'above_market'],
  ])('rates %p against a $1,000.00 market value as %s', (price, rating) => {
    expect(dealRatingOf(price, 100_000, 'high')).toBe(rating)
    expect(dealRatingOf(price, 100_000, 'medium')).toBe(rating)
  })

  it('says nothing when the model cannot value the machine or is unsure', () => {
    expect(dealRatingOf(90_000, null, null)).toBeNull()
    expect(dealRatingOf(90_000, 100_000, 'low')).toBeNull()
    expect(dealRatingOf(90_000, 100_000, null)).toBeNull()
    expect(dealRatingOf(0, 100_000, 'high')).toBeNull()
    expect(dealRatingOf(90_000, 0, 'high')).toBeNull()
  })
})

describe('comparable sales median (issue 17)', () => {
  it('finds the median and places a price against it', () => {
    expect(medianCents([])).toBeNull()
    expect(medianCents([300, 100, 200])).toBe(200)
    expect(medianCents([400, 100, 300, 200])).toBe(250)
    expect(percentFromMedian(92_000, 100_000)).toBe(-8)
    expect(percentFromMedian(110_000, 100_000)).toBe(10)
    expect(percentFromMedian(100_000, null)).toBeNull()
  })
})
