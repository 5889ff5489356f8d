import {
  dealRatingOf,
  hoursBand,
  medianCents,
  percentFromMedian,
  similarHoursRange,
} from './deal-rating'

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

describe('comparable sales widening (issue 17)', () => {
  it.each([
    [0, 0],
    [499, 0],
    [500, 1],
    [2_999, 2],
    [3_000, 3],
    [11_999, 5],
    [12_000, 6],
    [40_000, 6],
  ])('puts %p hours in band %p', (hours, band) => {
    expect(hoursBand(hours)).toBe(band)
  })

  it('takes the band and its neighbours as similar hours', () => {
    expect(similarHoursRange(100)).toEqual({ min: 0, max: 1_500 })
    expect(similarHoursRange(2_000)).toEqual({ min: 500, max: 5_000 })
    expect(similarHoursRange(9_000)).toEqual({ min: 5_000, max: null })
    expect(similarHoursRange(20_000)).toEqual({ min: 8_000, max: null })
  })

  it('finds the median and places a price against it', () => {
    expect(medianCents([])).toBeNull()
    expect(medianCents([300, 100, 200])).toBe(200)
    expect(medianCents([400, 100, 300, 200])).toBe(250)
    expect(percentFromMedian(92_000, 100_000)).toBe(-8)
    expect(percentFromMedian(110_000, 100_000)).toBe(10)
    expect(percentFromMedian(100_000, null)).toBeNull()
  })
})
