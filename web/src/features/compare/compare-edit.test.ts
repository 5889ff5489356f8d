/**
 * @jest-environment node
 */
import { COMPARE_COOKIE } from './compare-url'
import { compareEditResponse } from './compare-edit'

const req = (query: string, cookie?: string) =>
  new Request(`http://localhost/es/compare/edit?${query}`, {
    headers: cookie ? { cookie } : {},
  })

describe('compare edit route: "Add to compare" without JavaScript', () => {
  it('adds to the remembered machines, remembers the result and opens its address', () => {
    const res = compareEditResponse(req('add=C3', `x=1; ${COMPARE_COOKIE}=A1%2CB2`), 'es')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/es/compare?stock=A1,B2,C3')
    expect(res.headers.get('set-cookie')).toContain(`${COMPARE_COOKIE}=A1%2CB2%2CC3`)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it("starts from the page's own selection when it names one (a shared link)", () => {
    const res = compareEditResponse(req('stock=A1,B2,C3&remove=B2', `${COMPARE_COOKIE}=Z9`), 'en')
    expect(res.headers.get('location')).toBe('/compare?stock=A1,C3')
  })

  it('refuses a fifth machine with a notice, and forgets the last one removed', () => {
    const full = compareEditResponse(req('add=E5', `${COMPARE_COOKIE}=A1,B2,C3,D4`), 'en')
    expect(full.headers.get('location')).toBe('/compare?stock=A1,B2,C3,D4&full=1')
    const empty = compareEditResponse(req('stock=A1&remove=A1'), 'en')
    expect(empty.headers.get('location')).toBe('/compare')
    expect(empty.headers.get('set-cookie')).toContain('Max-Age=0')
  })

  it('answers 404 for a language that is not ours', () => {
    expect(compareEditResponse(req('add=A1'), 'fr').status).toBe(404)
  })
})
