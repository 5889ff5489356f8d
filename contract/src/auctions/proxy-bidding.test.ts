import {
  closingResult,
  minimumBidCentsFor,
  minimumNextBidCents,
  openLot,
  proxyPriceCents,
  reserveLifted,
  reserveMet,
  type LotState,
  type LotTerms,
} from './proxy-bidding'

const TERMS: LotTerms = {
  startingBidCents: 100_000, // $1,000
  reserveCents: null,
  opensAtMs: Date.UTC(2026, 11, 1, 15),
  scheduledCloseMs: Date.UTC(2026, 11, 10, 18),
  softCloseSeconds: 180,
}
const RESERVE: LotTerms = { ...TERMS, reserveCents: 500_000 } // $5,000

/** A lot led by `leader` at `price`, the maxima in rank order. */
function lot(
  terms: LotTerms,
  price: number,
  maxima: Array<[string, number]>,
  bidCount = maxima.length,
): LotState {
  return {
    terms,
    leaderId: maxima[0][0],
    priceCents: price,
    maxima: maxima.map(([bidderId, maxBidCents]) => ({ bidderId, maxBidCents })),
    bidCount,
    closesAtMs: terms.scheduledCloseMs,
  }
}

describe('a lot before its first bid', () => {
  it('has no leader, no price, no bids and closes as scheduled', () => {
    expect(openLot(TERMS)).toEqual({
      terms: TERMS,
      leaderId: null,
      priceCents: null,
      maxima: [],
      bidCount: 0,
      closesAtMs: Date.UTC(2026, 11, 10, 18),
    })
  })

  it('takes the starting bid as the next acceptable bid', () => {
    expect(minimumNextBidCents(openLot(TERMS))).toBe(100_000)
    expect(minimumBidCentsFor(openLot(TERMS), 'anyone')).toBe(100_000)
  })
})

describe('the proxy price', () => {
  it.each([
    // leader max, runner-up max, price (cents), worked by hand
    [300_000, null, 100_000], // alone: the starting bid
    [300_000, 150_000, 160_000], // $1,500 + $100
    [300_000, 295_000, 300_000], // $2,950 + $100 is over the leader's $3,000: capped
    [300_000, 300_000, 300_000], // a tie: the earlier leads at their maximum
    [300_000, 99_000, 101_500], // $990 + $25
    [300_000, 50_000, 100_000], // $500 + $25 is under the $1,000 starting bid: the starting bid
    [2_000_000, 497_500, 507_500], // $4,975 + $100: the increment read at $4,975, not at $5,075
    [2_000_000, 500_000, 525_000], // $5,000 + $250
  ])('leader %i, runner-up %p: %i', (leader, runnerUp, price) => {
    expect(proxyPriceCents(TERMS, leader, runnerUp)).toBe(price)
  })

  it.each([
    [400_000, null, 100_000], // under the $5,000 reserve: the reserve does not show
    [500_000, null, 500_000], // reaches it: jumps to it
    [600_000, null, 500_000],
    [600_000, 450_000, 500_000], // $4,500 + $100 = $4,600, lifted to the reserve
    [600_000, 550_000, 575_000], // $5,500 + $250, over the reserve already
    [450_000, 400_000, 410_000], // leader under the reserve: no jump
  ])('with a $5,000 reserve, leader %i, runner-up %p: %i', (leader, runnerUp, price) => {
    expect(proxyPriceCents(RESERVE, leader, runnerUp)).toBe(price)
  })
})

describe('the reserve lift', () => {
  it.each([
    // price, leader max, price after (cents), against a $5,000 reserve
    [100_000, 499_999, 100_000], // the leader is a cent short: no lift
    [100_000, 500_000, 500_000], // reaches it: the reserve
    [410_000, 900_000, 500_000],
    [525_000, 900_000, 525_000], // already over: unchanged
  ])('price %i with leader max %i shows %i', (price, leaderMax, shown) => {
    expect(reserveLifted(RESERVE, price, leaderMax)).toBe(shown)
  })

  it('lifts nothing without a reserve', () => {
    expect(reserveLifted(TERMS, 100_000, 900_000)).toBe(100_000)
  })
})

describe('the next acceptable bid', () => {
  it('is the price plus one increment at the price', () => {
    expect(minimumNextBidCents(lot(TERMS, 160_000, [['a', 300_000]]))).toBe(170_000)
    expect(minimumNextBidCents(lot(TERMS, 99_975, [['a', 300_000]]))).toBe(102_475)
    expect(minimumNextBidCents(lot(TERMS, 500_000, [['a', 900_000]]))).toBe(525_000)
  })

  it('asks the leader for more than their own maximum', () => {
    const state = lot(TERMS, 160_000, [
      ['a', 300_000],
      ['b', 150_000],
    ])
    expect(minimumBidCentsFor(state, 'a')).toBe(300_001)
    expect(minimumBidCentsFor(state, 'b')).toBe(170_000)
    expect(minimumBidCentsFor(state, 'c')).toBe(170_000)
    // a leader at their maximum: the next acceptable bid is the larger
    expect(minimumBidCentsFor(lot(TERMS, 300_000, [['a', 300_000]]), 'a')).toBe(310_000)
  })
})

describe('the reserve and the result at the close', () => {
  it('says nothing of a reserve a lot has not got', () => {
    expect(reserveMet(openLot(TERMS))).toBeNull()
    expect(reserveMet(lot(TERMS, 100_000, [['a', 300_000]]))).toBeNull()
  })

  it('is met once the price reaches the reserve', () => {
    expect(reserveMet(openLot(RESERVE))).toBe(false)
    expect(reserveMet(lot(RESERVE, 100_000, [['a', 499_999]]))).toBe(false)
    expect(reserveMet(lot(RESERVE, 500_000, [['a', 500_000]]))).toBe(true)
  })

  it('sells to the leader at the shown price, or not at all', () => {
    expect(closingResult(openLot(TERMS))).toEqual({ outcome: 'unsold', reason: 'noBids' })
    expect(closingResult(lot(RESERVE, 410_000, [['a', 450_000]]))).toEqual({
      outcome: 'unsold',
      reason: 'reserveNotMet',
    })
    expect(closingResult(lot(RESERVE, 500_000, [['a', 600_000]]))).toEqual({
      outcome: 'sold',
      buyerId: 'a',
      priceCents: 500_000,
    })
    expect(
      closingResult(
        lot(TERMS, 160_000, [
          ['a', 300_000],
          ['b', 150_000],
        ]),
      ),
    ).toEqual({ outcome: 'sold', buyerId: 'a', priceCents: 160_000 })
  })
})
