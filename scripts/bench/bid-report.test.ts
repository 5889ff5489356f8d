import { applyBid } from '@ironyard/contract/auctions/apply-bid'
import { openLot, type LotTerms } from '@ironyard/contract/auctions/proxy-bidding'
import {
  bidLadder,
  checkLine,
  closingProblems,
  missingAcknowledged,
  rateCheck,
  replayMismatches,
  replayedOutbids,
  type LogBid,
} from './bid-report'
import { percentile } from './lib'

const terms: LotTerms = {
  startingBidCents: 1_000_00,
  reserveCents: null,
  opensAtMs: 0,
  scheduledCloseMs: 1_000_000,
  softCloseSeconds: 0,
}

describe("bench:bids' arithmetic", () => {
  it('takes the nearest-rank percentile', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i)
    expect(percentile(values, 95)).toBe(95)
    expect(percentile(values, 50)).toBe(50)
    expect(percentile([7], 95)).toBe(7)
    expect(percentile([], 95)).toBeNaN()
  })

  it('sends a ladder every bid of which raises, even when two neighbours swap on the way', () => {
    const ladder = bidLadder(1_000_00, 40)
    expect(ladder).toHaveLength(40)
    const order = [...ladder]
    ;[order[5], order[6]] = [order[6], order[5]]
    let state = openLot(terms)
    order.forEach((amount, i) => {
      const outcome = applyBid(state, { bidderId: `b${i % 7}`, maxBidCents: amount }, 10 + i)
      expect(outcome.accepted).toBe(true)
      state = outcome.state
    })
    expect(bidLadder(19_999_000_00, 10).length).toBeLessThan(10)
  })

  it('rates and prints checks', () => {
    expect(rateCheck('hot lot', 600, 2000, 300).ok).toBe(true)
    expect(rateCheck('hot lot', 590, 2000, 300)).toMatchObject({ ok: false })
    expect(checkLine({ name: 'x', ok: true, detail: 'd' })).toBe('PASS x: d')
    expect(checkLine({ name: 'x', ok: false, detail: 'd' })).toBe('FAIL x: d')
    expect(checkLine({ name: 'x', ok: null, detail: 'd' }, 'no feed')).toBe('SKIP (no feed) x: d')
  })

  const bid = (over: Partial<LogBid>): LogBid => ({
    lotId: 1,
    bidderId: 'a',
    maxBidCents: 1_000_00,
    headroomCents: null,
    accepted: true,
    atMs: 10,
    idempotencyKey: 'k',
    ...over,
  })

  it('finds acknowledged bids the log lacks (a refused row does not count)', () => {
    const log = [bid({ idempotencyKey: 'k1' }), bid({ idempotencyKey: 'k2', accepted: false })]
    expect(missingAcknowledged(['k1', 'k2', 'k3'], log)).toEqual(['k2', 'k3'])
  })

  it('compares each stored lot with the replay of its log, and its result', () => {
    const log = [
      bid({ bidderId: 'a', maxBidCents: 2_000_00, atMs: 10 }),
      bid({ bidderId: 'b', maxBidCents: 3_000_00, atMs: 20 }),
    ]
    let state = openLot(terms)
    for (const b of log) state = applyBid(state, { ...b, headroomCents: undefined }, b.atMs).state
    const good = { lotId: 1, terms, state, status: 'sold' }
    expect(replayMismatches([good], log)).toEqual([])
    const wrongPrice = { ...good, state: { ...state, priceCents: 2_000_00 } }
    expect(replayMismatches([wrongPrice], log)).toEqual(['lot 1: priceCents'])
    expect(replayMismatches([{ ...good, status: 'unsold' }], log)).toEqual(['lot 1: status'])
    // b took the lead from a: one outbid mail; a raise by the leader owes none.
    const raise = bid({ bidderId: 'b', maxBidCents: 4_000_00, atMs: 30 })
    expect(replayedOutbids([good], [...log, raise])).toEqual(new Map([[1, 1]]))
    // A lot without bids replays to the opened lot: unsold.
    const empty = { lotId: 2, terms, state: openLot(terms), status: 'unsold' }
    expect(replayMismatches([empty], log)).toEqual([])
  })

  it('wants every lot closed exactly once', () => {
    const closings = new Map([
      [1, 1],
      [2, 2],
    ])
    expect(closingProblems([1, 2, 3], closings)).toEqual([
      'lot 2: closed 2 times',
      'lot 3: closed 0 times',
    ])
  })
})
