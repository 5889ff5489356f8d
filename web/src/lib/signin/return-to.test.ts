import { safeReturnTo } from './return-to'

describe('safeReturnTo', () => {
  it.each([
    ['/excavators?sort=year_desc', '/excavators?sort=year_desc'],
    ['/es/account/favorites', '/es/account/favorites'],
    ['/for-sale/2016-cat-320f-1520282#gallery', '/for-sale/2016-cat-320f-1520282#gallery'],
    ['/a/../account', '/account'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeReturnTo(raw, '/fallback')).toBe(expected)
  })

  it.each([
    ['https://evil.example/steal'],
    ['//evil.example/steal'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['excavators'],
    ['/ok\n/evil'],
    ['/%0d%0aLocation:%20https://evil.example'.replace('%0d%0a', '\r\n')],
    [''],
    [null],
    [42],
    [`/${'a'.repeat(3000)}`],
  ])('refuses %#', (raw) => {
    expect(safeReturnTo(raw, '/fallback')).toBe('/fallback')
  })

  it('never returns to the sign-in pages (a loop)', () => {
    expect(safeReturnTo('/signin?returnTo=/account', '/fallback')).toBe('/fallback')
    expect(safeReturnTo('/es/authenticate?token=x', '/fallback')).toBe('/fallback')
  })
})
