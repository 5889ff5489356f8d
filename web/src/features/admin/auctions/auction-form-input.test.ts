/**
 * @jest-environment node
 */
import { addLotArgs, centsOf, createAuctionInput, instantOf } from './auction-form-input'

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
})
