/**
 * @jest-environment node
 */
import { auctionTime } from './auction-time'

describe('auction times in the console', () => {
  it('shows a time on the auction’s clock with its zone, in the visitor’s language', () => {
    const en = auctionTime('2027-03-08T20:00:00Z', 'America/Chicago', 'en')
    expect(en).toMatch(/Mar 8, 2027/)
    expect(en).toMatch(/2:00\sPM CST/)
    expect(auctionTime('2027-07-08T20:00:00Z', 'America/Chicago', 'es')).toMatch(/3:00.*CDT/)
    expect(auctionTime(null, 'America/Chicago', 'en')).toBe('—')
  })
})
