import { decodeSegment, MAX_STOCK_NUMBER_LENGTH, stockNumberFromSlug } from './listing-path'

describe('/for-sale slugs', () => {
  it('reads the stock number from the last part of the slug', () => {
    expect(stockNumberFromSlug('2019-caterpillar-320-iy12345')).toBe('IY12345')
    expect(stockNumberFromSlug('iy12345')).toBe('IY12345')
    expect(stockNumberFromSlug('2019-caterpillar-')).toBeNull()
  })

  it('has no stock number when the last part is longer than the api accepts (a 404, issue 12)', () => {
    const longest = 'A'.repeat(MAX_STOCK_NUMBER_LENGTH)
    expect(stockNumberFromSlug(`2019-cat-320-${longest}`)).toBe(longest)
    expect(stockNumberFromSlug(`2019-cat-320-${longest}B`)).toBeNull()
    expect(stockNumberFromSlug('x'.repeat(100_000))).toBeNull()
  })

  it('decodes a path segment, or gives null for malformed percent-encoding', () => {
    expect(decodeSegment('caf%C3%A9')).toBe('café')
    expect(decodeSegment('%E0%A4%A')).toBeNull()
    expect(decodeSegment('100%')).toBeNull()
  })
})
