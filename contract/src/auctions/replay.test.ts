import { applyBid, type BidOutcome } from './apply-bid'
import { incrementFor } from './increments'
import { minimumBidCentsFor, openLot, type LotState, type LotTerms } from './proxy-bidding'
import { replayBids, type CommittedBid } from './replay'

const OPENS = Date.UTC(2026, 11, 1, 15)
const CLOSE = Date.UTC(2026, 11, 10, 18)
const TERMS: LotTerms = {
  startingBidCents: 100_000,
  reserveCents: 500_000,
  opensAtMs: OPENS,
  scheduledCloseMs: CLOSE,
  softCloseSeconds: 180,
}

describe('the sequential model (issue 34, point 5)', () => {
  it('replays a bid log in commit order, worked by hand', () => {
    const bids: CommittedBid[] = [
      { bidderId: 'a', maxBidCents: 90_000, atMs: OPENS + 1_000 }, // under the $1,000 start
      { bidderId: 'a', maxBidCents: 200_000, atMs: OPENS + 2_000 }, // leads at $1,000
      { bidderId: 'b', maxBidCents: 250_000, atMs: OPENS + 3_000 }, // leads at $2,100
      { bidderId: 'a', maxBidCents: 600_000, atMs: CLOSE - 60_000 }, // leads at the $5,000 reserve
      { bidderId: 'b', maxBidCents: 600_000, atMs: CLOSE + 100_000 }, // a tie: A keeps it at $6,000
      { bidderId: 'c', maxBidCents: 700_000, atMs: CLOSE + 300_000 }, // after the moved close
    ]
    const { state, outcomes } = replayBids(TERMS, bids)
    expect(
      outcomes.map((o) =>
        o.accepted ? `${o.state.leaderId}@${o.state.priceCents}` : `refused:${o.reason}`,
      ),
    ).toEqual([
      'refused:belowMinimum',
      'a@100000',
      'b@210000',
      'a@500000',
      'a@600000',
      'refused:lotNotOpen',
    ])
    // the fourth bid moved the close to 18:02, the fifth (at 18:01:40) to 18:04:40
    expect(state.closesAtMs).toBe(Date.UTC(2026, 11, 10, 18, 4, 40))
    expect(state).toMatchObject({ leaderId: 'a', priceCents: 600_000, bidCount: 4 })
  })

  it('is a lot with no bids for an empty log', () => {
    expect(replayBids(TERMS, [])).toEqual({ state: openLot(TERMS), outcomes: [] })
  })
})

/** mulberry32: a small seeded PRNG, so a failing stream can be replayed from its seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

interface Stream {
  terms: LotTerms
  bids: CommittedBid[]
  outcomes: BidOutcome[]
  states: LotState[]
}

/** A stream of bids from several bidders, aimed at the boundaries the rules draw. */
function randomStream(seed: number): Stream {
  const random = prng(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]
  const starts = [2_500, 50_000, 99_975, 100_000, 495_000, 2_490_000, 24_900_000]
  const startingBidCents = pick(starts)
  const terms: LotTerms = {
    startingBidCents,
    reserveCents: pick([null, null, startingBidCents * 3, startingBidCents + 2_500]),
    opensAtMs: OPENS,
    scheduledCloseMs: OPENS + 600_000,
    softCloseSeconds: pick([60, 180]),
  }
  const bidders = ['u1', 'u2', 'u3', 'u4', 'u5'].slice(0, 2 + Math.floor(random() * 4))
  const count = Math.floor(random() * 80)
  let state = openLot(terms)
  let atMs = OPENS - 2_000
  const bids: CommittedBid[] = []
  const outcomes: BidOutcome[] = []
  const states: LotState[] = [state]
  for (let i = 0; i < count; i++) {
    const roll = random()
    const wanted =
      roll < 0.6
        ? atMs + Math.floor(random() * 20_000)
        : roll < 0.7
          ? state.closesAtMs - 1
          : roll < 0.78
            ? state.closesAtMs
            : roll < 0.8
              ? state.closesAtMs + 1
              : state.closesAtMs - Math.floor(random() * terms.softCloseSeconds * 1_000)
    atMs = Math.max(atMs, wanted) // commit order: the server's clock never goes back
    const bidderId = random() < 0.3 && state.leaderId !== null ? state.leaderId : pick(bidders)
    const least = minimumBidCentsFor(state, bidderId)
    const kind = random()
    const maxBidCents =
      kind < 0.45
        ? least + Math.floor(random() * 6) * incrementFor(least) + pick([0, 0, 1, 99])
        : kind < 0.6
          ? least
          : kind < 0.7
            ? least - 1
            : kind < 0.78
              ? (state.maxima[0]?.maxBidCents ?? least)
              : kind < 0.84
                ? pick([null, undefined, -100, 0.5, 2_000_000_001])
                : least + pick([2_500, 10_000, 250_000, 2_500_000])
    const bid: CommittedBid = { bidderId, maxBidCents, atMs }
    if (random() < 0.15) bid.headroomCents = least + Math.floor(random() * 3) * 25_000 - 1
    const outcome = applyBid(state, bid, atMs)
    bids.push(bid)
    outcomes.push(outcome)
    state = outcome.state
    states.push(state)
  }
  return { terms, bids, outcomes, states }
}

describe('random bid streams from several bidders (property)', () => {
  const SEEDS = Array.from({ length: 400 }, (_, i) => 20_261_206 + i)
  const streams = SEEDS.map((seed) => ({ seed, ...randomStream(seed) }))

  it('reach every outcome the rules have', () => {
    const seen = new Set<string>()
    for (const { outcomes } of streams) {
      for (const o of outcomes) {
        seen.add(o.accepted ? 'accepted' : o.reason)
        if (o.accepted && o.extended) seen.add('extended')
        if (o.accepted && !o.priceChanged && !o.leaderChanged) seen.add('quiet raise')
        if (o.accepted && o.outbidBidderId !== null) seen.add('outbid')
      }
    }
    expect([...seen].sort()).toEqual(
      [
        'accepted',
        'amountInvalid',
        'amountRequired',
        'belowMinimum',
        'extended',
        'lotNotOpen',
        'outbid',
        'overLimit',
        'quiet raise',
      ].sort(),
    )
  })

  it('holds the invariants after every bid', () => {
    for (const { seed, terms, bids, outcomes, states } of streams) {
      // the oracle: each bidder's maximum and when it was set, from the accepted bids alone
      const maxima = new Map<string, { max: number; setAt: number }>()
      let accepted = 0
      bids.forEach((bid, i) => {
        const before = states[i]
        const snapshot = JSON.stringify(before)
        const outcome = outcomes[i]
        const after = outcome.state
        const context = `seed ${seed}, bid ${i}`
        if (!outcome.accepted) {
          // a refused bid changes nothing
          expect({ context, same: after === before }).toEqual({ context, same: true })
          expect(JSON.stringify(after)).toBe(snapshot)
          return
        }
        accepted++
        maxima.set(bid.bidderId, { max: bid.maxBidCents as number, setAt: i })
        const ranked = [...maxima.entries()].sort(
          ([, x], [, y]) => y.max - x.max || x.setAt - y.setAt,
        )
        const [leaderId, leader] = ranked[0]
        const runnerUp = ranked[1]?.[1].max ?? 0
        const price = after.priceCents as number
        const facts = {
          context,
          // the leader has the highest maximum, the earliest on a tie
          leader: after.leaderId,
          // committed before the close in force
          beforeClose: bid.atMs < before.closesAtMs,
          // price ≤ the leader's maximum, ≥ the starting bid and the runner-up's maximum
          underLeaderMax: price <= leader.max,
          overStart: price >= terms.startingBidCents,
          overRunnerUp: price >= runnerUp,
          // the reserve shows as soon as the leader's maximum reaches it
          reserveShown:
            terms.reserveCents === null ||
            leader.max < terms.reserveCents ||
            price >= terms.reserveCents,
          // price and close never go back; the count counts accepted bids
          priceKept: before.priceCents === null || price >= before.priceCents,
          closeKept: after.closesAtMs >= before.closesAtMs,
          bidCount: after.bidCount,
          // only a move of price or leader extends, and then to the bid plus the soft close
          extension:
            after.closesAtMs === before.closesAtMs ||
            ((outcome.priceChanged || outcome.leaderChanged) &&
              after.closesAtMs === bid.atMs + terms.softCloseSeconds * 1_000),
          outbid: outcome.leaderChanged ? before.leaderId : null,
          // a leader's raise keeps the price, unless it reaches an unmet reserve
          raiseKeepsPrice:
            before.leaderId !== bid.bidderId ||
            price === before.priceCents ||
            (terms.reserveCents !== null &&
              (before.priceCents as number) < terms.reserveCents &&
              price === terms.reserveCents),
        }
        expect(facts).toEqual({
          context,
          leader: leaderId,
          beforeClose: true,
          underLeaderMax: true,
          overStart: true,
          overRunnerUp: true,
          reserveShown: true,
          priceKept: true,
          closeKept: true,
          bidCount: accepted,
          extension: true,
          outbid: outcome.outbidBidderId,
          raiseKeepsPrice: true,
        })
      })
    }
  })

  it('gives the same lot when the same stream is replayed', () => {
    for (const { terms, bids, states } of streams) {
      const first = replayBids(terms, bids)
      expect(first.state).toEqual(states[states.length - 1])
      expect(replayBids(terms, bids)).toEqual(first)
    }
  })

  it('decides the same from the first two maxima alone (what the api may store)', () => {
    for (const { bids, states } of streams) {
      bids.forEach((bid, i) => {
        const full = applyBid(states[i], bid, bid.atMs)
        const short = applyBid(
          { ...states[i], maxima: states[i].maxima.slice(0, 2) },
          bid,
          bid.atMs,
        )
        const read = (o: BidOutcome) => ({
          accepted: o.accepted,
          reason: o.accepted ? null : o.reason,
          leaderId: o.state.leaderId,
          priceCents: o.state.priceCents,
          top: o.state.maxima.slice(0, 2),
          closesAtMs: o.state.closesAtMs,
          outbid: o.outbidBidderId,
        })
        expect(read(short)).toEqual(read(full))
      })
    }
  })
})
