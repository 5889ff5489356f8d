import { applyBid, type BidOutcome } from './apply-bid'
import { openLot, type LotState, type LotTerms } from './proxy-bidding'

const OPENS = Date.UTC(2026, 11, 1, 15) // 2026-12-01 15:00 UTC
const CLOSE = Date.UTC(2026, 11, 10, 18) // 2026-12-10 18:00 UTC
const EARLY = Date.UTC(2026, 11, 5, 12) // days before the close: no soft close
const TERMS: LotTerms = {
  startingBidCents: 100_000, // $1,000
  reserveCents: null,
  opensAtMs: OPENS,
  scheduledCloseMs: CLOSE,
  softCloseSeconds: 180,
}

function accepted(outcome: BidOutcome): LotState {
  expect(outcome.accepted).toBe(true)
  return outcome.state
}

/** The state's leader, price and maxima, for short expectations. */
function summary(state: LotState) {
  return {
    leader: state.leaderId,
    price: state.priceCents,
    maxima: state.maxima.map((m) => `${m.bidderId}:${m.maxBidCents}`),
    bids: state.bidCount,
  }
}

describe('proxy bidding, bid by bid (issue 34)', () => {
  it('runs a lot the way a bidder expects', () => {
    // A's $3,000 maximum opens the lot at the $1,000 starting bid
    const first = applyBid(openLot(TERMS), { bidderId: 'a', maxBidCents: 300_000 }, EARLY)
    expect(first).toMatchObject({
      accepted: true,
      priceChanged: true,
      leaderChanged: true,
      extended: false,
      outbidBidderId: null,
    })
    let s = first.state
    expect(summary(s)).toEqual({ leader: 'a', price: 100_000, maxima: ['a:300000'], bids: 1 })

    // B's $1,050 is under $1,000 + $100
    const low = applyBid(s, { bidderId: 'b', maxBidCents: 105_000 }, EARLY + 1)
    expect(low).toMatchObject({ accepted: false, reason: 'belowMinimum' })
    expect(low.state).toBe(s)

    // B's $1,500: A still leads, at $1,500 + $100
    const b1 = applyBid(s, { bidderId: 'b', maxBidCents: 150_000 }, EARLY + 2)
    expect(b1).toMatchObject({ priceChanged: true, leaderChanged: false, outbidBidderId: null })
    s = b1.state
    expect(summary(s)).toEqual({
      leader: 'a',
      price: 160_000,
      maxima: ['a:300000', 'b:150000'],
      bids: 2,
    })

    // B matches A's $3,000: the earlier maximum keeps the lead, at its maximum
    s = accepted(applyBid(s, { bidderId: 'b', maxBidCents: 300_000 }, EARLY + 3))
    expect(summary(s)).toEqual({
      leader: 'a',
      price: 300_000,
      maxima: ['a:300000', 'b:300000'],
      bids: 3,
    })

    // B's $3,200 takes the lead at A's $3,000 + $100
    const b3 = applyBid(s, { bidderId: 'b', maxBidCents: 320_000 }, EARLY + 4)
    expect(b3).toMatchObject({ priceChanged: true, leaderChanged: true, outbidBidderId: 'a' })
    s = b3.state
    expect(summary(s)).toEqual({
      leader: 'b',
      price: 310_000,
      maxima: ['b:320000', 'a:300000'],
      bids: 4,
    })

    // A comes back with $5,000: leads at B's $3,200 + $100
    s = accepted(applyBid(s, { bidderId: 'a', maxBidCents: 500_000 }, EARLY + 5))
    expect(summary(s)).toEqual({
      leader: 'a',
      price: 330_000,
      maxima: ['a:500000', 'b:320000'],
      bids: 5,
    })

    // C's $7,900 leads at A's $5,000 + $250
    s = accepted(applyBid(s, { bidderId: 'c', maxBidCents: 790_000 }, EARLY + 6))
    expect(summary(s)).toEqual({
      leader: 'c',
      price: 525_000,
      maxima: ['c:790000', 'a:500000', 'b:320000'],
      bids: 6,
    })
  })

  it('never raises the price against a leader who raises their own maximum', () => {
    // A $3,000 and B $3,000: A leads at $3,000, A's own maximum
    let s = accepted(applyBid(openLot(TERMS), { bidderId: 'a', maxBidCents: 300_000 }, EARLY))
    s = accepted(applyBid(s, { bidderId: 'b', maxBidCents: 300_000 }, EARLY + 1))
    expect(s.priceCents).toBe(300_000)
    // A raises to $4,000 a second before the close: the price stays at $3,000 (recomputing from
    // the maxima would say $3,100), and a bid that moves nothing extends nothing
    const raise = applyBid(s, { bidderId: 'a', maxBidCents: 400_000 }, CLOSE - 1_000)
    expect(raise).toMatchObject({
      accepted: true,
      priceChanged: false,
      leaderChanged: false,
      extended: false,
      outbidBidderId: null,
    })
    expect(summary(raise.state)).toEqual({
      leader: 'a',
      price: 300_000,
      maxima: ['a:400000', 'b:300000'],
      bids: 3,
    })
    expect(raise.state.closesAtMs).toBe(CLOSE)
  })

  it('refuses a maximum lowered or repeated', () => {
    let s = accepted(applyBid(openLot(TERMS), { bidderId: 'a', maxBidCents: 300_000 }, EARLY))
    s = accepted(applyBid(s, { bidderId: 'b', maxBidCents: 150_000 }, EARLY + 1))
    for (const amount of [200_000, 300_000]) {
      const outcome = applyBid(s, { bidderId: 'a', maxBidCents: amount }, EARLY + 2)
      expect(outcome).toMatchObject({ accepted: false, reason: 'belowMinimum' })
      expect(outcome.state).toBe(s)
    }
    expect(applyBid(s, { bidderId: 'a', maxBidCents: 300_001 }, EARLY + 2).accepted).toBe(true)
  })

  it('jumps to the reserve when the leader reaches it, a raise included', () => {
    const terms = { ...TERMS, reserveCents: 500_000 } // $5,000
    // A's $4,000 shows the $1,000 starting bid: the reserve is not met
    let s = accepted(applyBid(openLot(terms), { bidderId: 'a', maxBidCents: 400_000 }, EARLY))
    expect(s.priceCents).toBe(100_000)
    // A raises to exactly $5,000 two minutes before the close: the price becomes the reserve,
    // a change of price, so the close moves to the bid plus three minutes
    const raise = applyBid(s, { bidderId: 'a', maxBidCents: 500_000 }, CLOSE - 120_000)
    expect(raise).toMatchObject({ accepted: true, priceChanged: true, extended: true })
    s = raise.state
    expect(s.priceCents).toBe(500_000)
    expect(s.closesAtMs).toBe(CLOSE + 60_000)
    // the next acceptable bid is now $5,000 + $250: B's $5,200 is short, B's $5,300 leads
    expect(applyBid(s, { bidderId: 'b', maxBidCents: 520_000 }, CLOSE - 60_000)).toMatchObject({
      reason: 'belowMinimum',
    })
    s = accepted(applyBid(s, { bidderId: 'b', maxBidCents: 530_000 }, CLOSE - 60_000))
    expect(summary(s)).toEqual({
      leader: 'b',
      price: 525_000,
      maxima: ['b:530000', 'a:500000'],
      bids: 3,
    })
  })

  it('lifts a challenger who reaches the reserve over a lower runner-up', () => {
    const terms = { ...TERMS, reserveCents: 500_000 }
    let s = accepted(applyBid(openLot(terms), { bidderId: 'a', maxBidCents: 400_000 }, EARLY))
    s = accepted(applyBid(s, { bidderId: 'b', maxBidCents: 450_000 }, EARLY + 1))
    expect(s.priceCents).toBe(410_000) // A's $4,000 + $100, B under the reserve
    s = accepted(applyBid(s, { bidderId: 'a', maxBidCents: 520_000 }, EARLY + 2))
    expect(s.priceCents).toBe(500_000) // B's $4,500 + $100 = $4,600, lifted to the reserve
  })
})

describe('what is refused, and in which order', () => {
  const led = accepted(applyBid(openLot(TERMS), { bidderId: 'a', maxBidCents: 300_000 }, EARLY))

  it.each([
    [undefined, 'amountRequired'],
    [null, 'amountRequired'],
    [150_000.5, 'amountInvalid'],
    [-110_000, 'amountInvalid'],
    [2_000_000_001, 'amountInvalid'],
    [109_999, 'belowMinimum'], // the next acceptable bid is $1,100
  ])('%p is refused as %s', (amount, reason) => {
    const outcome = applyBid(led, { bidderId: 'b', maxBidCents: amount }, EARLY + 1)
    expect(outcome).toMatchObject({ accepted: false, reason, extended: false })
    expect(outcome.state).toBe(led)
  })

  it('reads the amount before the clock, the clock before the minimum', () => {
    expect(applyBid(led, { bidderId: 'b', maxBidCents: null }, CLOSE)).toMatchObject({
      reason: 'amountRequired',
    })
    expect(applyBid(led, { bidderId: 'b', maxBidCents: 1 }, CLOSE)).toMatchObject({
      reason: 'lotNotOpen',
    })
  })

  it('refuses a bid over the headroom the api passes, not one at it', () => {
    const bid = { bidderId: 'b', maxBidCents: 200_000 }
    expect(applyBid(led, { ...bid, headroomCents: 199_999 }, EARLY + 1)).toMatchObject({
      accepted: false,
      reason: 'overLimit',
    })
    expect(applyBid(led, { ...bid, headroomCents: 200_000 }, EARLY + 1).accepted).toBe(true)
  })
})

describe('the soft close, to the millisecond', () => {
  const led = accepted(applyBid(openLot(TERMS), { bidderId: 'a', maxBidCents: 300_000 }, EARLY))

  it('refuses a bid before the opening', () => {
    const outcome = applyBid(openLot(TERMS), { bidderId: 'a', maxBidCents: 100_000 }, OPENS - 1)
    expect(outcome).toMatchObject({ accepted: false, reason: 'lotNotOpen' })
    expect(applyBid(openLot(TERMS), { bidderId: 'a', maxBidCents: 100_000 }, OPENS).accepted).toBe(
      true,
    )
  })

  it('accepts a bid a millisecond before the close and moves the close', () => {
    const outcome = applyBid(led, { bidderId: 'b', maxBidCents: 150_000 }, CLOSE - 1)
    expect(outcome).toMatchObject({ accepted: true, priceChanged: true, extended: true })
    // 17:59:59.999 + 3 minutes
    expect(outcome.state.closesAtMs).toBe(Date.UTC(2026, 11, 10, 18, 2, 59, 999))
  })

  it('refuses a bid at the close and a millisecond after, extending nothing', () => {
    for (const at of [CLOSE, CLOSE + 1]) {
      const outcome = applyBid(led, { bidderId: 'b', maxBidCents: 150_000 }, at)
      expect(outcome).toMatchObject({ accepted: false, reason: 'lotNotOpen', extended: false })
      expect(outcome.state.closesAtMs).toBe(CLOSE)
    }
  })

  it('keeps an extended lot open until the close in force', () => {
    let s = accepted(applyBid(led, { bidderId: 'b', maxBidCents: 150_000 }, CLOSE - 1))
    expect(s.closesAtMs).toBe(Date.UTC(2026, 11, 10, 18, 2, 59, 999))
    // 18:02, after the scheduled close and before the extended one: accepted, moved again
    s = accepted(applyBid(s, { bidderId: 'c', maxBidCents: 200_000 }, CLOSE + 120_000))
    expect(s.closesAtMs).toBe(Date.UTC(2026, 11, 10, 18, 5, 0))
    expect(applyBid(s, { bidderId: 'b', maxBidCents: 250_000 }, s.closesAtMs)).toMatchObject({
      reason: 'lotNotOpen',
    })
  })

  it('does not move the close for a bid outside the window', () => {
    const outcome = applyBid(led, { bidderId: 'b', maxBidCents: 150_000 }, CLOSE - 180_001)
    expect(outcome).toMatchObject({ accepted: true, priceChanged: true, extended: false })
    expect(outcome.state.closesAtMs).toBe(CLOSE)
  })
})
