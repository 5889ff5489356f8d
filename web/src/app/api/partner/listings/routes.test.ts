/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server'
import { POST } from './import/route'
import { GET } from './template.csv/route'

let session: string | undefined = 'session-token'
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'stytch_session' && session ? { value: session } : undefined),
  }),
}))

let upstream: jest.Mock
beforeEach(() => {
  session = 'session-token'
  upstream = jest.fn(
    async () =>
      new Response('{"dryRun":true,"created":1,"updated":0,"unchanged":0,"failed":0,"rows":[]}', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  )
  global.fetch = upstream as never
})

const post = (query: string, body: BodyInit, headers: Record<string, string> = {}) =>
  POST(
    new Request(`http://web.test/api/partner/listings/import?${query}`, {
      method: 'POST',
      body,
      headers: { host: 'web.test', ...headers },
    }),
  )

describe('POST /api/partner/listings/import (the partner console import, forwarded)', () => {
  it('sends the CSV to the api as text/csv with the session, language and the known options only', async () => {
    const csv = 'stock_number,category\nACME-1,Excavadora ñ\n'
    const res = await post('locale=es&dryRun=true&mode=replace&evil=1', csv, {
      origin: 'http://web.test',
    })
    expect(res.status).toBe(200)
    expect((await res.json()).created).toBe(1)
    const [url, init] = upstream.mock.calls[0] as [string, RequestInit]
    expect(url).toMatch(/\/partner\/listings\/import\?dryRun=true&mode=replace$/)
    const headers = init.headers as Record<string, string>
    expect(headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(headers.cookie).toContain('session-token')
    expect(headers['x-locale']).toBe('es')
    expect(Buffer.from(init.body as Uint8Array).toString('utf8')).toBe(csv)
    await post('locale=en&dryRun=yes&mode=drop', 'x')
    expect(upstream.mock.calls[1][0]).toMatch(/\/partner\/listings\/import$/)
  })

  it('refuses another site, no session and a file over 10 MB in the partner texts, without asking the api', async () => {
    const other = await post('locale=es', 'x', { origin: 'https://evil.example' })
    expect(other.status).toBe(403)
    expect((await other.json()).error.message).toBe('Solo se aceptan cargas desde este sitio.')
    const big = await post('locale=es', new Uint8Array(10 * 1024 * 1024 + 1))
    expect(big.status).toBe(413)
    expect((await big.json()).error.message).toBe('Un archivo tiene como máximo 10 MB.')
    session = undefined
    const anon = await post('locale=en', 'x')
    expect(anon.status).toBe(401)
    expect((await anon.json()).error.message).toBe('Sign in again to send the file.')
    expect(upstream).not.toHaveBeenCalled()
  })
})

describe('GET /api/partner/listings/template.csv', () => {
  const get = (query = 'locale=es') =>
    GET(new NextRequest(`http://web.test/api/partner/listings/template.csv?${query}`))

  it('answers the api file with its type and name, as the member', async () => {
    upstream.mockResolvedValueOnce(
      new Response('stock_number,category\n', {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="listings-template.csv"',
        },
      }),
    )
    const res = await get()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toContain('listings-template.csv')
    expect(await res.text()).toBe('stock_number,category\n')
    const [url, init] = upstream.mock.calls[0] as [string, RequestInit]
    expect(new URL(url).pathname).toBe('/partner/listings/template.csv')
    expect((init.headers as Record<string, string>).cookie).toContain('session-token')
  })

  it('says in words why a user who is not a member gets no file; visitors go to sign in', async () => {
    upstream.mockResolvedValueOnce(new Response('{"error":{}}', { status: 403 }))
    const res = await get()
    expect(res.status).toBe(403)
    expect(await res.text()).toBe(
      'Solo los miembros de un vendedor asociado pueden descargar la plantilla.',
    )
    session = undefined
    const anon = await get()
    expect(anon.status).toBe(303)
    expect(anon.headers.get('location')).toMatch(
      /\/es\/signin\?.*returnTo=%2Fes%2Fpartner%2Fimport/,
    )
  })
})
