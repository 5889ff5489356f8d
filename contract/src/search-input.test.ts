import { alertFilters, alertSearchInput, toSearchInput } from './search-input'
import { EMPTY_STATE, parseSearchState } from './search-url'

describe('the search input an alert stores and reads', () => {
  it('stores the parser canonical filters: malformed values, sort and page dropped, keys ordered', () => {
    const filters = alertFilters({
      priceMax: '100000',
      category: 'Excavators, wheel-loaders,bad slug',
      page: '3',
      sort: 'year_desc',
      q: ' ',
      queryID: 'abc',
      show: 'constructor,inspected',
      state: 'tx',
      zip: '787',
      radius: '50',
    })
    expect(Object.entries(filters)).toEqual([
      ['category', 'excavators,wheel-loaders'],
      ['priceMax', '100000'],
      ['show', 'inspected'],
      ['state', 'TX'],
    ])
  })

  it('reads stored filters into the input the search page sends for the same URL', () => {
    const qs = 'category=excavators&make=caterpillar&under=50000&zip=78701&radius=100&dom=last_week'
    const page = toSearchInput(parseSearchState(new URLSearchParams(qs)))
    const { sort: _s, page: _p, pageSize: _ps, ...expected } = page
    expect(alertSearchInput(alertFilters(new URLSearchParams(qs)))).toEqual(expected)
    expect(expected).toMatchObject({
      priceUnder: 50_000,
      radiusMiles: 100,
      daysOnMarket: 'last_week',
    })
  })

  it('bounds model years by the year it is given', () => {
    expect(alertSearchInput({ yearMax: '2031' }, { currentYear: 2030 }).yearMax).toBe(2031)
    expect(alertSearchInput({ yearMax: '2031' }, { currentYear: 2029 }).yearMax).toBeUndefined()
  })

  it('an alert without filters watches everything', () => {
    expect(alertFilters({})).toEqual({})
    expect(alertSearchInput({})).toEqual({})
    expect(toSearchInput(EMPTY_STATE)).toEqual({ sort: 'recommended', page: 1, pageSize: 24 })
  })
})
