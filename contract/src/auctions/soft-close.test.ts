import {
  DEFAULT_LOT_INTERVAL_SECONDS,
  DEFAULT_SOFT_CLOSE_SECONDS,
  closeAfterBidMs,
  isOpenAt,
  lotClosesAtMs,
} from './soft-close'

const END = Date.UTC(2026, 11, 10, 18, 0, 0) // the auction's end: 2026-12-10 18:00:00 UTC

describe('staggered close (issue 34)', () => {
  it('defaults to a minute between lots and a three-minute soft close', () => {
    expect(DEFAULT_LOT_INTERVAL_SECONDS).toBe(60)
    expect(DEFAULT_SOFT_CLOSE_SECONDS).toBe(180)
  })

  it.each([
    [1, 60, Date.UTC(2026, 11, 10, 18, 0, 0)],
    [2, 60, Date.UTC(2026, 11, 10, 18, 1, 0)],
    [40, 60, Date.UTC(2026, 11, 10, 18, 39, 0)],
    [3, 30, Date.UTC(2026, 11, 10, 18, 1, 0)],
  ])('lot %i at %i s apart closes at %i', (lot, interval, expected) => {
    expect(lotClosesAtMs(END, lot, interval)).toBe(expected)
  })

  it('uses the default interval', () => {
    expect(lotClosesAtMs(END, 5)).toBe(Date.UTC(2026, 11, 10, 18, 4, 0))
  })

  it.each([0, -1, 1.5])('refuses lot number %p', (lot) => {
    expect(() => lotClosesAtMs(END, lot)).toThrow(RangeError)
  })
})

describe('when a bid counts (to the millisecond)', () => {
  const OPENS = Date.UTC(2026, 11, 1, 15, 0, 0)

  it('counts from the opening millisecond to the one before the close', () => {
    expect(isOpenAt(OPENS, END, OPENS - 1)).toBe(false)
    expect(isOpenAt(OPENS, END, OPENS)).toBe(true)
    expect(isOpenAt(OPENS, END, END - 1)).toBe(true)
    expect(isOpenAt(OPENS, END, END)).toBe(false)
    expect(isOpenAt(OPENS, END, END + 1)).toBe(false)
  })
})

describe('soft close', () => {
  it('moves the close to the bid time plus the soft close inside the window', () => {
    // one millisecond before the close: 17:59:59.999 + 3 min = 18:02:59.999
    expect(closeAfterBidMs(END, END - 1, 180)).toBe(Date.UTC(2026, 11, 10, 18, 2, 59, 999))
    // two minutes before: 17:58 + 3 min = 18:01
    expect(closeAfterBidMs(END, END - 120_000)).toBe(Date.UTC(2026, 11, 10, 18, 1, 0))
  })

  it('leaves the close alone at or before the window', () => {
    expect(closeAfterBidMs(END, END - 180_000, 180)).toBe(END)
    expect(closeAfterBidMs(END, END - 180_001, 180)).toBe(END)
    expect(closeAfterBidMs(END, Date.UTC(2026, 11, 9), 180)).toBe(END)
  })

  it('reads its own window length', () => {
    expect(closeAfterBidMs(END, END - 30_000, 60)).toBe(END + 30_000)
  })
})
