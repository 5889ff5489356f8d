import { decodeSegment, listingPath } from './listing-path'

describe('/for-sale links', () => {
  it('links to the canonical slug in the visitor language, with the search queryID', () => {
    const l = { year: 2019, make: { name: 'Caterpillar' }, model: '320', stockNumber: 'IY12345' }
    expect(listingPath(l, 'en')).toBe('/for-sale/2019-caterpillar-320-iy12345')
    expect(listingPath(l, 'es', 'q 1')).toBe(
      '/es/for-sale/2019-caterpillar-320-iy12345?queryID=q%201',
    )
  })

  it('decodes a path segment, or gives null for malformed percent-encoding', () => {
    expect(decodeSegment('caf%C3%A9')).toBe('café')
    expect(decodeSegment('%E0%A4%A')).toBeNull()
    expect(decodeSegment('100%')).toBeNull()
  })
})
