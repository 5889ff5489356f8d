import {
  listingPath,
  MAX_STOCK_NUMBER_LENGTH,
  stockNumberCandidates,
  stockNumberFromSlug,
} from './listing-path'

describe('/for-sale paths', () => {
  it('builds the canonical path from year, make, model and stock number, Spanish under /es', () => {
    const l = { year: 2019, makeName: 'Caterpillar', model: '320 GC', stockNumber: 'IY12345' }
    expect(listingPath(l)).toBe('/for-sale/2019-caterpillar-320-gc-iy12345')
    expect(listingPath(l, 'es')).toBe('/es/for-sale/2019-caterpillar-320-gc-iy12345')
  })

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

  it('offers the stock numbers a slug may end with, dashes included, shortest first', () => {
    expect(stockNumberCandidates('2020-caterpillar-320-e2e-mwx6')).toEqual([
      'MWX6',
      'E2E-MWX6',
      '320-E2E-MWX6',
      'CATERPILLAR-320-E2E-MWX6',
    ])
    expect(stockNumberCandidates('iy12345')).toEqual(['IY12345'])
    expect(stockNumberCandidates('2019-cat-')).toEqual([])
    expect(stockNumberCandidates('x'.repeat(100_000))).toEqual([])
  })
})
