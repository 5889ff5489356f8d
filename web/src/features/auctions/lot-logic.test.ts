import { buyerFeeCents } from '@ironyard/contract/auctions/buyer-fee'
import {
  applyLotUpdate,
  auctionAllIn,
  bidErrorView,
  lotLiveReducer,
  parseLotUpdate,
  readBidAmount,
  timeLeftParts,
  timeLeftText,
  withAnswer,
  type LotLiveState,
  type LotUpdate,
} from './lot-logic'

const base: LotLiveState = {
  lotId: '7',
  status: 'open',
  closesAt: '2026-12-15T20:04:00.000Z',
  startingBidCents: 1_000_00,
  currentBidCents: 1_200_00,
  minimumNextBidCents: 1_300_00,
  bidCount: 2,
  reserveMet: false,
  leading: true,
  myMaxBidCents: 1_500_00,
  bids: [
    { bidderNumber: 2, amountCents: 1_200_00, at: '2026-12-15T19:00:02.000Z', mine: false },
    { bidderNumber: 1, amountCents: 1_000_00, at: '2026-12-15T19:00:01.000Z', mine: true },
  ],
  extendedTo: null,
}

const update = (over: Partial<LotUpdate> = {}): LotUpdate => ({
  lotId: '7',
  status: 'open',
  currentBidCents: 1_600_00,
  minimumNextBidCents: 1_700_00,
  bidCount: 3,
  closesAt: '2026-12-15T20:04:00.000Z',
  reserveMet: true,
  leaderBidderNumber: 2,
  lastBidderNumber: 2,
  lastBidAmountCents: 1_600_00,
  lastBidAt: '2026-12-15T19:30:00.000Z',
  extended: false,
  ...over,
})

const texts: Record<string, string> = {
  'time.left': '{{time}} left',
  'time.d': '{{count}} d',
  'time.h': '{{count}} h',
  'time.min': '{{count}} min',
  'time.s': '{{count}} s',
}
const t = (key: string, vars: Record<string, unknown>) =>
  texts[key].replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(vars[name]))

describe('the countdown', () => {
  it('says the two largest units left, and nothing once closed', () => {
    expect(timeLeftText((2 * 3600 + 14 * 60 + 5) * 1000, t)).toBe('2 h 14 min left')
    expect(timeLeftText((3 * 86_400 + 5 * 3600) * 1000, t)).toBe('3 d 5 h left')
    expect(timeLeftText((14 * 60 + 5) * 1000, t)).toBe('14 min 5 s left')
    expect(timeLeftText(42_000, t)).toBe('42 s left')
    // A part of a second still left shows as a second; the close itself shows nothing.
    expect(timeLeftText(1, t)).toBe('1 s left')
    expect(timeLeftText(0, t)).toBeNull()
    expect(timeLeftText(-5_000, t)).toBeNull()
    expect(timeLeftParts(3600_000)).toEqual([
      { unit: 'h', count: 1 },
      { unit: 'min', count: 0 },
    ])
  })
})

describe('the all-in total for a maximum', () => {
  it('adds the contract’s buyer’s fee, the state’s sales tax on the bid and the freight', () => {
    const a = auctionAllIn(20_000_00, { zip: '78701', state: 'TX', freightCents: 1_850_00 })
    expect(a.feeCents).toBe(buyerFeeCents(20_000_00))
    expect(a.feeCents).toBe(1_000_00) // 3.85 % is $770: the $1,000 floor
    expect(a.taxPercent).toBe(6.25)
    expect(a.taxCents).toBe(1_250_00)
    expect(a.totalCents).toBe(20_000_00 + 1_000_00 + 1_250_00 + 1_850_00)
  })

  it('without a ZIP is the bid and the fee', () => {
    const a = auctionAllIn(5_000_00, null)
    expect(a).toMatchObject({ feeCents: 500_00, taxCents: null, freightCents: null })
    expect(a.totalCents).toBe(5_500_00)
  })

  it('taxes nothing in a state without sales tax', () => {
    const a = auctionAllIn(50_000_00, { zip: '97201', state: 'OR', freightCents: 0 })
    expect(a.taxCents).toBe(0)
    expect(a.totalCents).toBe(50_000_00 + 1_290_00)
  })
})

describe('a typed maximum', () => {
  it('is read as money, or refused with the spec’s two messages', () => {
    expect(readBidAmount('12,500')).toEqual({ ok: true, cents: 12_500_00 })
    expect(readBidAmount('$1,300.50')).toEqual({ ok: true, cents: 1_300_50 })
    expect(readBidAmount('  ')).toEqual({ ok: false, key: 'validation.bidAmountRequired' })
    expect(readBidAmount('abc')).toEqual({ ok: false, key: 'validation.bidAmountInvalid' })
    expect(readBidAmount('0')).toEqual({ ok: false, key: 'validation.bidAmountInvalid' })
    expect(readBidAmount('-5')).toEqual({ ok: false, key: 'validation.bidAmountInvalid' })
    expect(readBidAmount('30000000')).toEqual({ ok: false, key: 'validation.bidAmountInvalid' })
  })
})

describe('the api’s refusals', () => {
  it('map each message key to its text and place', () => {
    expect(bidErrorView('VALIDATION', 'validation:validation.bidAmountInvalid')).toEqual({
      field: 'maxBid',
      key: 'validation:validation.bidAmountInvalid',
    })
    expect(bidErrorView('VALIDATION', 'validation:validation.bidAmountRequired').field).toBe(
      'maxBid',
    )
    expect(bidErrorView('VALIDATION', 'auctions:bid.belowMinimum')).toEqual({
      field: 'maxBid',
      key: 'auctions:errors.belowMinimum',
    })
    expect(bidErrorView('CONFLICT', 'auctions:bid.lotNotOpen').key).toBe(
      'auctions:errors.lotNotOpen',
    )
    expect(bidErrorView('CONFLICT', 'auctions:bid.overLimit').field).toBe('maxBid')
    expect(bidErrorView('FORBIDDEN', 'auctions:bid.ownMachine').key).toBe(
      'auctions:errors.ownMachine',
    )
    expect(bidErrorView('FORBIDDEN', 'auctions:bid.notRegistered')).toMatchObject({
      needs: 'register',
    })
    expect(bidErrorView('FORBIDDEN', 'auctions:bid.staff').key).toBe('auctions:errors.staff')
    expect(bidErrorView('UNAUTHENTICATED', undefined)).toMatchObject({ needs: 'signIn' })
    expect(bidErrorView('INTERNAL', 'something:else').key).toBe('auctions:errors.unknown')
    // Not a key of Object.prototype either.
    expect(bidErrorView('INTERNAL', 'constructor').key).toBe('auctions:errors.unknown')
  })
})

describe('live updates', () => {
  it('reads Yoga’s next event, and nothing else', () => {
    const u = update()
    expect(parseLotUpdate(JSON.stringify({ data: { lotUpdated: u } }))).toEqual(u)
    expect(parseLotUpdate('not json')).toBeNull()
    expect(
      parseLotUpdate(JSON.stringify({ errors: [{ message: 'No such auction lot' }] })),
    ).toBeNull()
    expect(
      parseLotUpdate(JSON.stringify({ data: { lotUpdated: { ...u, status: 'closed' } } })),
    ).toBeNull()
    expect(
      parseLotUpdate(JSON.stringify({ data: { lotUpdated: { ...u, currentBidCents: '1' } } })),
    ).toBeNull()
  })

  it('moves the price, the count and the leader, and adds the newest bid once', () => {
    const next = applyLotUpdate(base, update())
    expect(next).toMatchObject({
      currentBidCents: 1_600_00,
      minimumNextBidCents: 1_700_00,
      bidCount: 3,
      reserveMet: true,
      leading: false,
      leaderBidderNumber: 2,
    })
    expect(next.bids[0]).toEqual({
      bidderNumber: 2,
      amountCents: 1_600_00,
      at: '2026-12-15T19:30:00.000Z',
      mine: false,
    })
    expect(next.bids).toHaveLength(3)
    // The same update again (a reconnect) changes nothing.
    expect(applyLotUpdate(next, update())).toEqual(next)
  })

  it('marks the caller’s own bid and lead by their bidder number', () => {
    const next = applyLotUpdate(base, update({ leaderBidderNumber: 1, lastBidderNumber: 1 }))
    expect(next.leading).toBe(true)
    expect(next.bids[0].mine).toBe(true)
  })

  it('ignores a late update, and another lot’s', () => {
    expect(applyLotUpdate(base, update({ bidCount: 1 }))).toBe(base)
    expect(applyLotUpdate(base, update({ lotId: '8' }))).toBe(base)
  })

  it('keeps the extended close to announce', () => {
    const next = applyLotUpdate(
      base,
      update({ extended: true, closesAt: '2026-12-15T20:07:00.000Z' }),
    )
    expect(next.extendedTo).toBe('2026-12-15T20:07:00.000Z')
    expect(applyLotUpdate(next, update({ bidCount: 4, lastBidAt: 'x' })).extendedTo).toBe(
      '2026-12-15T20:07:00.000Z',
    )
  })

  it('shows a bid’s answer when it is as new as the live state', () => {
    const answer = { ...base, bidCount: 3, currentBidCents: 1_300_00, leading: true }
    expect(withAnswer(base, answer)).toMatchObject({ bidCount: 3, currentBidCents: 1_300_00 })
    expect(withAnswer(base, null)).toBe(base)
    // Older than the live state: the live one, with the caller's bids marked from the answer.
    const visitorView = {
      ...base,
      bids: base.bids.map((b) => ({ ...b, mine: false })),
      leading: false,
    }
    const live = applyLotUpdate(visitorView, update({ bidCount: 5, leaderBidderNumber: 1 }))
    const shown = withAnswer(live, { ...base, bidCount: 2 })
    expect(shown.bidCount).toBe(5)
    expect(shown.leading).toBe(true)
    expect(shown.bids.filter((b) => b.mine).map((b) => b.bidderNumber)).toEqual([1])
  })

  it('takes the lot read again when the stream opens, unless it is older', () => {
    const extended = { ...base, extendedTo: '2026-12-15T20:07:00.000Z' }
    const snap = { ...base, bidCount: 4, currentBidCents: 2_000_00, leading: false }
    expect(lotLiveReducer(extended, { type: 'snapshot', state: snap })).toEqual({
      ...snap,
      extendedTo: '2026-12-15T20:07:00.000Z',
    })
    expect(lotLiveReducer(base, { type: 'snapshot', state: { ...base, bidCount: 1 } })).toBe(base)
    expect(lotLiveReducer(base, { type: 'snapshot', state: { ...snap, lotId: '8' } })).toBe(base)
    expect(lotLiveReducer(base, { type: 'update', update: update() }).bidCount).toBe(3)
  })
})
