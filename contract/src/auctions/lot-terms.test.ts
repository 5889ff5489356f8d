import { setLotReserveSchema } from './admin'
import { decideLotTerms, type LotTermsNow } from './lot-terms'
import { proxyPriceCents } from './proxy-bidding'

const NOW = 1_800_000_000_000
const fresh: LotTermsNow = {
  status: 'upcoming',
  startingBidCents: 10_000_00,
  reserveCents: 50_000_00,
  bidCount: 0,
  priceCents: null,
  leaderMaxCents: null,
  closesAtMs: NOW + 60_000,
}
/** Two bidders in: maxima $40,000 (leader) and $30,000, reserve $50,000 not met. */
const bidOn: LotTermsNow = {
  ...fresh,
  status: 'open',
  bidCount: 2,
  leaderMaxCents: 40_000_00,
  priceCents: proxyPriceCents(fresh, 40_000_00, 30_000_00),
}

const refusal = (lot: LotTermsNow, change: Parameters<typeof decideLotTerms>[1], at = NOW) => {
  const d = decideLotTerms(lot, change, at)
  return d.ok ? null : `${d.refusal.path}: ${d.refusal.key}`
}

describe('changing a lot’s reserve and starting bid (issue 34, the console)', () => {
  it('before any bid: raises, lowers, removes the reserve and moves the starting bid', () => {
    expect(decideLotTerms(fresh, { reserveCents: 80_000_00 }, NOW)).toEqual({
      ok: true,
      startingBidCents: 10_000_00,
      reserveCents: 80_000_00,
      priceCents: null,
      changed: true,
    })
    expect(decideLotTerms(fresh, { reserveCents: null, startingBidCents: 5_000_00 }, NOW)).toEqual({
      ok: true,
      startingBidCents: 5_000_00,
      reserveCents: null,
      priceCents: null,
      changed: true,
    })
    expect(
      decideLotTerms({ ...fresh, reserveCents: null }, { reserveCents: 20_000_00 }, NOW),
    ).toMatchObject({ ok: true, reserveCents: 20_000_00 })
  })

  it('the same terms again change nothing', () => {
    expect(decideLotTerms(bidOn, { reserveCents: 50_000_00 }, NOW)).toMatchObject({
      ok: true,
      changed: false,
    })
  })

  it('with bids: the reserve may be lowered or removed, never raised or added; the starting bid stays', () => {
    expect(refusal(bidOn, { reserveCents: 45_000_00 })).toBeNull()
    expect(refusal(bidOn, { reserveCents: null })).toBeNull()
    expect(refusal(bidOn, { reserveCents: 50_000_01 })).toBe('reserveCents: reserveRaisedAfterBids')
    expect(refusal({ ...bidOn, reserveCents: null }, { reserveCents: 20_000_00 })).toBe(
      'reserveCents: reserveRaisedAfterBids',
    )
    expect(refusal(bidOn, { reserveCents: 50_000_00, startingBidCents: 9_000_00 })).toBe(
      'startingBidCents: startingBidAfterBids',
    )
    // The same starting bid sent again is no change.
    expect(refusal(bidOn, { reserveCents: 45_000_00, startingBidCents: 10_000_00 })).toBeNull()
  })

  it('never below the starting bid, the new one or the one kept', () => {
    expect(refusal(fresh, { reserveCents: 9_999_99 })).toBe('reserveCents: reserveBelowStart')
    expect(refusal(fresh, { reserveCents: 20_000_00, startingBidCents: 25_000_00 })).toBe(
      'reserveCents: reserveBelowStart',
    )
    expect(refusal(fresh, { reserveCents: 25_000_00, startingBidCents: 25_000_00 })).toBeNull()
  })

  it('never on a decided lot, nor from the close in force on (to the millisecond)', () => {
    for (const status of ['sold', 'unsold', 'withdrawn'] as const) {
      expect(refusal({ ...bidOn, status }, { reserveCents: null })).toBe('lotId: lotClosed')
    }
    expect(refusal(bidOn, { reserveCents: null }, bidOn.closesAtMs - 1)).toBeNull()
    expect(refusal(bidOn, { reserveCents: null }, bidOn.closesAtMs)).toBe('lotId: lotClosed')
  })

  it('a lowered reserve the leader’s maximum reaches lifts the price to it, as a bid would', () => {
    // $30,000 + one increment ($500) = $30,500 before; the leader's $40,000 reaches a $35,000 reserve.
    expect(bidOn.priceCents).toBe(30_500_00)
    expect(decideLotTerms(bidOn, { reserveCents: 35_000_00 }, NOW)).toMatchObject({
      ok: true,
      priceCents: 35_000_00,
      changed: true,
    })
    // Out of the leader's reach: the price stays, the reserve is lowered and still unmet.
    expect(decideLotTerms(bidOn, { reserveCents: 45_000_00 }, NOW)).toMatchObject({
      priceCents: 30_500_00,
    })
    // Lowered below the price, or removed: met at the price as it was (staff never lower it).
    expect(decideLotTerms(bidOn, { reserveCents: 20_000_00 }, NOW)).toMatchObject({
      priceCents: 30_500_00,
    })
    expect(decideLotTerms(bidOn, { reserveCents: null }, NOW)).toMatchObject({
      priceCents: 30_500_00,
    })
  })

  it('reads the form: cents within bounds, null for no reserve, the reserve at least the start', () => {
    expect(setLotReserveSchema.parse({ lotId: '12', reserveCents: null })).toEqual({
      lotId: '12',
      reserveCents: null,
      startingBidCents: null,
    })
    expect(setLotReserveSchema.safeParse({ lotId: '0', reserveCents: null }).success).toBe(false)
    const low = setLotReserveSchema.safeParse({
      lotId: '3',
      reserveCents: 500_00,
      startingBidCents: 1000_00,
    })
    expect(low.success ? null : low.error.issues.map((i) => i.path.join('.'))).toEqual([
      'reserveCents',
    ])
    expect(setLotReserveSchema.safeParse({ lotId: '3', reserveCents: 99 }).success).toBe(false)
  })
})
