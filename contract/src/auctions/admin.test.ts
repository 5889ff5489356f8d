import {
  addAuctionLotSchema,
  auctionSlugFor,
  auctionTimesProblem,
  isTimeZone,
  zonedWallTimeToDate,
} from './admin'

const H = 3_600_000

describe('the auction console rules (issue 34)', () => {
  it('reads a wall-clock time in the auction’s zone, across the clock changes', () => {
    // Chicago is UTC−6 in winter, UTC−5 in summer.
    expect(zonedWallTimeToDate('2027-01-15T10:00', 'America/Chicago')?.toISOString()).toBe(
      '2027-01-15T16:00:00.000Z',
    )
    expect(zonedWallTimeToDate('2027-07-15T10:00', 'America/Chicago')?.toISOString()).toBe(
      '2027-07-15T15:00:00.000Z',
    )
    expect(zonedWallTimeToDate('2027-03-14T12:00', 'America/Chicago')?.toISOString()).toBe(
      '2027-03-14T17:00:00.000Z',
    )
    expect(zonedWallTimeToDate('2027-02-30T10:00', 'America/Chicago')).toBeNull()
    expect(zonedWallTimeToDate('tomorrow', 'America/Chicago')).toBeNull()
    expect(zonedWallTimeToDate('2027-01-15T10:00', 'Mars/Olympus')).toBeNull()
  })

  it('knows IANA zones only', () => {
    expect(isTimeZone('America/Denver')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(isTimeZone('x'.repeat(100))).toBe(false)
  })

  it('names a slug by the name and the first day where the auction is held', () => {
    // 02:00 UTC on the 11th is still the 10th in Chicago.
    expect(
      auctionSlugFor('spring-iron-sale', new Date('2027-03-11T02:00:00Z'), 'America/Chicago'),
    ).toBe('spring-iron-sale-2027-03-10')
    expect(auctionSlugFor('', new Date('2027-03-11T12:00:00Z'), 'UTC')).toBe('auction-2027-03-11')
  })

  it('checks the times against the clock', () => {
    const now = Date.UTC(2027, 0, 1)
    expect(auctionTimesProblem(now - H, now + H, now)).toBeNull()
    expect(auctionTimesProblem(now + H, now + H, now)?.key).toBe('adminAuctions.endBeforeStart')
    expect(auctionTimesProblem(now - 2 * H, now - H, now)?.key).toBe('adminAuctions.endInPast')
    expect(auctionTimesProblem(now, now + 91 * 24 * H, now)?.key).toBe('adminAuctions.tooLong')
    expect(auctionTimesProblem(now + 800 * 24 * H, now + 801 * 24 * H, now)?.key).toBe(
      'adminAuctions.startsTooFar',
    )
  })

  it('refuses a reserve below the starting bid, on the reserve', () => {
    const r = addAuctionLotSchema.safeParse({
      auctionSlug: 'a',
      stockNumber: 'ab-1',
      startingBidCents: 5000_00,
      reserveCents: 4000_00,
    })
    expect(r.success).toBe(false)
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['reserveCents'])
    const ok = addAuctionLotSchema.parse({
      auctionSlug: 'a',
      stockNumber: 'ab-1',
      startingBidCents: 100,
    })
    expect(ok.stockNumber).toBe('AB-1')
  })
})
