/**
 * @jest-environment node
 */
import { NextRequest, type NextResponse } from 'next/server'
import { proxy as route } from './proxy'

// No renamed catalogue slug is known here, so the router answers at once (never a promise).
const proxy = (req: NextRequest) => route(req) as NextResponse

const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(path, 'http://localhost:8910'), { headers })

describe('locale routing (proxy)', () => {
  it('serves English at unprefixed paths from the en tree', () => {
    const res = proxy(request('/equipment?q=dozer'))
    expect(res.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:8910/en/equipment?q=dozer',
    )
  })

  // Issue 37, defect 5: NEXT_LOCALE stores the buyer's choice in the switcher (spec §2 Language),
  // not the last page opened; a path with a language in it is served in that language.
  it('serves Spanish under /es without touching the stored choice', () => {
    const res = proxy(request('/es/equipment'))
    expect(res.headers.get('x-middleware-rewrite')).toBeNull()
    expect(res.headers.get('x-middleware-next')).toBe('1')
    expect(res.cookies.get('NEXT_LOCALE')).toBeUndefined()
    const chose = proxy(request('/es/equipment', { cookie: 'NEXT_LOCALE=en' }))
    expect(chose.headers.get('x-middleware-next')).toBe('1')
    expect(chose.cookies.get('NEXT_LOCALE')).toBeUndefined()
  })

  it.each([
    ['no cookie, a Spanish browser', { 'accept-language': 'es-MX,es;q=0.9' }],
    ['the choice English', { cookie: 'NEXT_LOCALE=en', 'accept-language': 'es' }],
    ['the choice Spanish', { cookie: 'NEXT_LOCALE=es' }],
  ])('serves a shared English link in English with %s', (_, headers) => {
    const res = proxy(request('/excavators?page=2', headers))
    expect(res.status).toBe(200)
    expect(res.headers.get('location')).toBeNull()
    expect(res.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:8910/en/excavators?page=2',
    )
    expect(res.cookies.get('NEXT_LOCALE')).toBeUndefined()
  })

  it('lets Accept-Language decide at the start (/) when no language was chosen', () => {
    const res = proxy(request('/?zip=78701', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }))
    expect(res.status).toBe(307)
    expect(res.headers.get('location')).toBe('http://localhost:8910/es?zip=78701')
    expect(res.cookies.get('NEXT_LOCALE')).toBeUndefined()
    expect(proxy(request('/', { 'accept-language': 'fr-FR,en;q=0.8' })).status).toBe(200)
  })

  it('follows the stored choice over the browser language at the start (/)', () => {
    const en = proxy(request('/', { 'accept-language': 'es', cookie: 'NEXT_LOCALE=en' }))
    expect(en.headers.get('x-middleware-rewrite')).toBe('http://localhost:8910/en')
    const es = proxy(request('/', { cookie: 'NEXT_LOCALE=es' }))
    expect(es.status).toBe(307)
    expect(es.headers.get('location')).toBe('http://localhost:8910/es')
    expect(es.cookies.get('NEXT_LOCALE')).toBeUndefined()
  })

  it('switches to English through /en/..., storing the choice and keeping the page and query', () => {
    const res = proxy(request('/en/equipment?make=bobcat', { cookie: 'NEXT_LOCALE=es' }))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('http://localhost:8910/equipment?make=bobcat')
    expect(res.cookies.get('NEXT_LOCALE')?.value).toBe('en')
  })

  it.each([
    ['/es/excavators?sort=year_desc&lang=es&page=2', 'es', '/es/excavators?sort=year_desc&page=2'],
    ['/es?lang=es', 'es', '/es'],
    ['/excavators?lang=en', 'en', '/excavators'],
    ['/es/excavators?lang=en', 'en', '/excavators'],
  ])("stores the switcher's choice from %s and drops the marker", (path, locale, to) => {
    const res = proxy(request(path, { cookie: 'NEXT_LOCALE=en' }))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`http://localhost:8910${to}`)
    expect(res.cookies.get('NEXT_LOCALE')?.value).toBe(locale)
  })

  it('ignores a language choice it does not know', () => {
    const res = proxy(request('/excavators?lang=fr'))
    expect(res.status).toBe(200)
    expect(res.cookies.get('NEXT_LOCALE')).toBeUndefined()
  })

  it('remembers the ZIP of a search for "top deals near me"', () => {
    const res = proxy(request('/equipment?zip=73301&radius=100'))
    expect(res.cookies.get('IRONYARD_ZIP')?.value).toBe('73301')
    expect(proxy(request('/equipment?zip=abc')).cookies.get('IRONYARD_ZIP')).toBeUndefined()
  })

  it.each(['99999', '00000'])(
    'does not remember the unknown ZIP %s (issue 16, defect 1)',
    (zip) => {
      expect(proxy(request(`/equipment?zip=${zip}`)).cookies.get('IRONYARD_ZIP')).toBeUndefined()
      expect(proxy(request(`/?zip=${zip}`)).cookies.get('IRONYARD_ZIP')).toBeUndefined()
    },
  )
})

describe('locale redirects stay on the site (issue 12: redirects checked after normalisation)', () => {
  it.each([
    ['/en//evil.example', {}],
    ['/en/%2F%2Fevil', {}],
    ['/en/%5Cevil', {}],
    ['http://localhost:8910//evil.example/x', { 'accept-language': 'es' }],
    ['/%2F%2Fevil', { 'accept-language': 'es' }],
  ])('does not redirect %s to another site', (path, headers) => {
    const res = proxy(request(path, headers))
    const location = res.headers.get('location')
    // Relative, as Next sends it, a "//" path would be another site.
    if (location) {
      expect(new URL(location).pathname).not.toMatch(/^\/\//)
      const target = new URL(location, 'http://localhost:8910/')
      expect(target.origin).toBe('http://localhost:8910')
      expect(target.pathname).not.toMatch(/^\/[/\\]|%2f|%5c/i)
    }
  })

  it('still redirects the paths of the site', () => {
    expect(proxy(request('/en/for-sale/2016-cat-320f-1520282')).headers.get('location')).toBe(
      'http://localhost:8910/for-sale/2016-cat-320f-1520282',
    )
    expect(proxy(request('/equipo/excavadoras-%C3%B1?lang=es')).headers.get('location')).toBe(
      'http://localhost:8910/es/equipo/excavadoras-%C3%B1',
    )
  })
})
