import { effectiveSort, sortNeedsZip } from './search-enums'
import { toSearchInput, withoutInvalid } from './search-input'
import { EMPTY_STATE, ignoredParams, parseSearchState, toQueryString } from './search-url'

/** Issue 37, "Nearest first": distance_asc is a search's order only while it has a ZIP. */
describe('nearest first in the search URL', () => {
  it('reads distance_asc with a ZIP, and writes it back', () => {
    const s = parseSearchState(new URLSearchParams('zip=78701&sort=distance_asc'))
    expect(s).toMatchObject({ zip: '78701', sort: 'distance_asc' })
    expect(toQueryString(s)).toBe('zip=78701&sort=distance_asc')
    expect(toSearchInput(s)).toMatchObject({ zip: '78701', sort: 'distance_asc' })
  })

  it('falls back to the default order without a ZIP (or with a malformed one), silently', () => {
    for (const qs of ['sort=distance_asc', 'zip=787&sort=distance_asc', 'zip=&sort=distance_asc']) {
      const params = new URLSearchParams(qs)
      expect(parseSearchState(params).sort).toBe('recommended')
      // Not a malformed parameter: the ZIP was cleared from a form that still sent the order.
      expect(ignoredParams(params).filter((p) => p.field === 'sort')).toEqual([])
    }
    // An unknown order is still named.
    expect(ignoredParams(new URLSearchParams('sort=nearest'))).toContainEqual(
      expect.objectContaining({ field: 'sort', value: 'nearest' }),
    )
  })

  it('never writes or sends distance_asc without a ZIP (a chip removing the ZIP)', () => {
    const state = { ...EMPTY_STATE, sort: 'distance_asc' as const }
    expect(toQueryString(state)).toBe('')
    expect(toSearchInput(state).sort).toBe('recommended')
  })

  it('drops the order with a ZIP the api refused', () => {
    const state = { ...EMPTY_STATE, zip: '00000', sort: 'distance_asc' as const }
    expect(withoutInvalid(state, ['zip'])).toMatchObject({ zip: null, sort: 'recommended' })
    expect(withoutInvalid({ ...state, sort: 'year_asc' }, ['zip']).sort).toBe('year_asc')
  })

  it('knows which orders need a ZIP', () => {
    expect(sortNeedsZip('distance_asc')).toBe(true)
    expect(sortNeedsZip('advertisedPrice_asc')).toBe(false)
    expect(effectiveSort('distance_asc', '78701')).toBe('distance_asc')
    expect(effectiveSort('distance_asc', null)).toBe('recommended')
    expect(effectiveSort('hours_asc', null)).toBe('hours_asc')
  })
})
