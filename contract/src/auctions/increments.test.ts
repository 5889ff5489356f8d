import { BID_INCREMENTS, incrementFor, oneIncrementAbove } from './increments'

describe('bid increments (issue 34)', () => {
  it('is the issue table, in cents', () => {
    expect(BID_INCREMENTS).toEqual([
      { fromCents: 0, incrementCents: 2_500 },
      { fromCents: 100_000, incrementCents: 10_000 },
      { fromCents: 500_000, incrementCents: 25_000 },
      { fromCents: 2_500_000, incrementCents: 50_000 },
      { fromCents: 10_000_000, incrementCents: 100_000 },
      { fromCents: 25_000_000, incrementCents: 250_000 },
    ])
  })

  it.each([
    // price in cents, increment in cents: each edge, a cent under it and the edge itself
    [0, 2_500],
    [1, 2_500],
    [99_999, 2_500], // $999.99: under $1,000
    [100_000, 10_000], // $1,000
    [499_999, 10_000], // $4,999.99
    [500_000, 25_000], // $5,000
    [2_499_999, 25_000], // $24,999.99
    [2_500_000, 50_000], // $25,000
    [9_999_999, 50_000], // $99,999.99
    [10_000_000, 100_000], // $100,000
    [24_999_999, 100_000], // $249,999.99
    [25_000_000, 250_000], // $250,000
    [2_000_000_000, 250_000], // $20 million: still the last band
  ])('at %i cents the increment is %i cents', (price, increment) => {
    expect(incrementFor(price)).toBe(increment)
  })

  it.each([
    [75_000, 77_500], // $750 + $25
    [99_999, 102_499], // $999.99 + $25
    [100_000, 110_000], // $1,000 + $100
    [2_499_999, 2_524_999], // $24,999.99 + $250
    [25_000_000, 25_250_000], // $250,000 + $2,500
  ])('one increment above %i cents is %i cents', (amount, next) => {
    expect(oneIncrementAbove(amount)).toBe(next)
  })
})
