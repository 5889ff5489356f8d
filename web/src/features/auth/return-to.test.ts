import { safeReturnTo, sameOriginTarget } from './return-to'

/**
 * Every shape of "go back to" path that a browser would read as another site, or as something
 * other than a path of this one (issue 12, finding 3). `raw` is the value of the returnTo query
 * parameter once decoded (what the sign-in page and the landing page read).
 */
const HOSTILE: Array<[string, string]> = [
  ['absolute URL', 'https://evil.example/steal'],
  ['absolute URL without slashes', 'https:evil.example'],
  ['protocol-relative', '//evil.example/steal'],
  ['protocol-relative with three slashes', '///evil.example'],
  ['backslash after the slash', '/\\evil.example'],
  ['backslash later in the path', '/account\\..\\\\evil.example'],
  ['dot segment up to "//" (the reported one: %2F..%2F%2Fevil.example)', '/..//evil.example'],
  ['dot segment deeper', '/a/b/../../..//evil.example/x'],
  ['single-dot segment before "//"', '/.//evil.example'],
  ['encoded dots before "//"', '/%2e%2e//evil.example'],
  ['encoded dots, mixed case', '/%2E./%2fevil.example'],
  ['encoded slashes', '/%2F%2Fevil.example'],
  ['encoded slash after a dot segment', '/..%2F%2Fevil.example'],
  ['encoded backslash', '/%5Cevil.example'],
  ['encoded slash, encoded again', '/%252F%252Fevil.example'],
  ['tab that URL parsers strip', '/\t/evil.example'],
  ['newline that URL parsers strip', '/\n/evil.example'],
  ['carriage return and line feed (a header)', '/ok\r\nLocation: https://evil.example'],
  ['NUL', '/\u0000/evil.example'],
  ['javascript: URL', 'javascript:alert(document.cookie)'],
  ['data: URL', 'data:text/html,<script>alert(1)</script>'],
  ['userinfo trick', 'https://ironyard.example@evil.example/'],
  ['userinfo trick, protocol-relative', '//ironyard.example@evil.example/'],
  ['userinfo on this very origin (issue 31, finding 7c)', 'https://evil.example@ironyard.example/'],
  ['userinfo on this origin, protocol-relative', '//evil.example@ironyard.example/account'],
  ['relative path without a slash', 'excavators'],
  ['leading space', ' //evil.example'],
]

describe('safeReturnTo', () => {
  it.each([
    ['/excavators?sort=year_desc', '/excavators?sort=year_desc'],
    ['/es/account/favorites', '/es/account/favorites'],
    ['/for-sale/2016-cat-320f-1520282#gallery', '/for-sale/2016-cat-320f-1520282#gallery'],
    ['/a/../account', '/account'],
    ['/equipment?q=a%2Fb&zip=78701', '/equipment?q=a%2Fb&zip=78701'],
    ['/equipment?next=//evil.example', '/equipment?next=//evil.example'],
    ['/es/equipo/excavadoras-%C3%B1', '/es/equipo/excavadoras-%C3%B1'],
    ['/account#//evil.example', '/account#//evil.example'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeReturnTo(raw, '/fallback')).toBe(expected)
  })

  it.each(HOSTILE)('refuses %s', (_shape, raw) => {
    expect(safeReturnTo(raw, '/fallback')).toBe('/fallback')
  })

  it.each([[''], [null], [undefined], [42], [['/account']], [`/${'a'.repeat(3000)}`]])(
    'refuses what is not a path: %#',
    (raw) => {
      expect(safeReturnTo(raw, '/fallback')).toBe('/fallback')
    },
  )

  it('gives a path a browser resolves on this origin, whatever it was given', () => {
    for (const [, raw] of HOSTILE) {
      const out = safeReturnTo(raw, '/account')
      const resolved = new URL(out, 'https://ironyard.example/signin')
      expect(resolved.origin).toBe('https://ironyard.example')
    }
  })

  it('never returns to the sign-in pages (a loop)', () => {
    expect(safeReturnTo('/signin?returnTo=/account', '/fallback')).toBe('/fallback')
    expect(safeReturnTo('/es/authenticate?token=x', '/fallback')).toBe('/fallback')
    expect(safeReturnTo('/x/../signin', '/fallback')).toBe('/fallback')
  })
})

describe('sameOriginTarget', () => {
  const here = 'https://ironyard.example/authenticate?token=x'
  it('keeps a path of this origin', () => {
    expect(sameOriginTarget('/account', here, '/fallback')).toBe('/account')
    expect(sameOriginTarget('/es/equipment?q=a', here, '/fallback')).toBe('/es/equipment?q=a')
  })
  it.each([
    ['//evil.example'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['/\t/evil.example'],
    ['\t//evil.example'],
  ])('refuses %j, which the browser resolves elsewhere', (target) => {
    expect(sameOriginTarget(target, here, '/fallback')).toBe('/fallback')
  })
  it.each([
    ['https://evil.example@ironyard.example/account'],
    ['https://user:secret@ironyard.example/account'],
    ['//evil.example@ironyard.example/account'],
  ])('refuses %j: this origin, but a user name shown first (issue 31, finding 7c)', (target) => {
    expect(sameOriginTarget(target, here, '/fallback')).toBe('/fallback')
  })
})
