/**
 * @jest-environment node
 */
import {
  addLotArgs,
  centsOf,
  createAuctionInput,
  dollarsOf,
  instantOf,
  lotReserveArgs,
} from './auction-form-input'

describe('the auction console’s form values as api arguments', () => {
  it('reads times on the auction’s clock', () => {
    expect(instantOf('2027-01-15T10:00', 'America/Chicago')).toBe('2027-01-15T16:00:00.000Z')
    expect(instantOf('2027-07-15T10:00', 'America/New_York')).toBe('2027-07-15T14:00:00.000Z')
    expect(instantOf('', 'America/Chicago')).toBeNull()
    expect(instantOf('2027-01-15T10:00', 'Nowhere/City')).toBeNull()
  })

  it('reads dollars as cents, and sends what it cannot read as a value the api refuses', () => {
    expect(centsOf('5,000')).toBe(5000_00)
    expect(centsOf('$12,500.50')).toBe(12500_50)
    expect(centsOf('abc')).toBe(-1)
    expect(centsOf('99999999999')).toBe(-1)
  })

  it('builds the arguments, with the api’s defaults for empty seconds and no reserve', () => {
    const input = createAuctionInput({
      name: 'Spring Iron',
      nameEs: 'Hierro de primavera',
      format: 'online',
      startsAt: '2027-03-01T09:00',
      endsAt: '2027-03-08T14:00',
      timeZone: 'America/Chicago',
      lotIntervalSeconds: '',
      softCloseSeconds: '120',
      city: 'Austin',
      state: 'TX',
      description: '',
      descriptionEs: '',
      venue: '',
    })
    expect(input).toMatchObject({
      startsAt: '2027-03-01T15:00:00.000Z',
      endsAt: '2027-03-08T20:00:00.000Z',
      lotIntervalSeconds: null,
      softCloseSeconds: 120,
      venue: null,
    })
    expect(
      addLotArgs('spring', { stockNumber: 'AB-1', startingBid: '5000', reserve: ' ' }),
    ).toEqual({
      auctionSlug: 'spring',
      stockNumber: 'AB-1',
      startingBidCents: 5000_00,
      reserveCents: null,
    })
  })

  it('shows a lot’s terms as dollars the form reads back, and sends the reserve form’s values', () => {
    for (const cents of [5000_00, 12500_50, 100]) expect(centsOf(dollarsOf(cents))).toBe(cents)
    expect(dollarsOf(null)).toBe('')
    expect(lotReserveArgs('7', { reserve: '40,000', startingBid: '10,000' })).toEqual({
      lotId: '7',
      reserveCents: 40000_00,
      startingBidCents: 10000_00,
    })
    // An empty reserve removes it; a form without the starting bid (a lot with bids) keeps it.
    expect(lotReserveArgs('7', { reserve: ' ' })).toEqual({
      lotId: '7',
      reserveCents: null,
      startingBidCents: null,
    })
    expect(lotReserveArgs('7', { reserve: 'lots', startingBid: '' }).reserveCents).toBe(-1)
  })
})
