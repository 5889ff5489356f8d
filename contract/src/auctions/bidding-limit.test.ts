import {
  DEFAULT_BIDDING_LIMIT_CENTS,
  biddingHeadroomCents,
  isWithinBiddingLimit,
} from './bidding-limit'

describe('bidding limit (issue 34)', () => {
  const leads = [
    { lotId: 'lot-a', maxBidCents: 100_000_00 },
    { lotId: 'lot-b', maxBidCents: 100_000_00 },
  ]

  it('is $250,000 by default', () => {
    expect(DEFAULT_BIDDING_LIMIT_CENTS).toBe(25_000_000)
  })

  it('leaves the limit less the other leads', () => {
    expect(biddingHeadroomCents(25_000_000, [], 'lot-c')).toBe(25_000_000)
    // $250,000 − $100,000 − $100,000 = $50,000 for a third lot
    expect(biddingHeadroomCents(25_000_000, leads, 'lot-c')).toBe(5_000_000)
    // on lot-a only lot-b's $100,000 counts: $150,000
    expect(biddingHeadroomCents(25_000_000, leads, 'lot-a')).toBe(15_000_000)
    // a limit lowered under the leads
    expect(biddingHeadroomCents(15_000_000, leads, 'lot-c')).toBe(-5_000_000)
  })

  it('allows a new maximum up to the headroom, not a cent more', () => {
    const base = { limitCents: 25_000_000, leadingMaximums: leads, lotId: 'lot-c' }
    expect(isWithinBiddingLimit({ ...base, maxBidCents: 5_000_000 })).toBe(true)
    expect(isWithinBiddingLimit({ ...base, maxBidCents: 5_000_001 })).toBe(false)
  })

  it('counts only the difference when a leader raises their maximum', () => {
    // leading lot-a at $100,000 and lot-b at $100,000; raising lot-a to $150,000 is $250,000 in all
    const raise = { limitCents: 25_000_000, leadingMaximums: leads, lotId: 'lot-a' }
    expect(isWithinBiddingLimit({ ...raise, maxBidCents: 15_000_000 })).toBe(true)
    expect(isWithinBiddingLimit({ ...raise, maxBidCents: 15_000_001 })).toBe(false)
  })
})
