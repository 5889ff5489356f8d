/**
 * @jest-environment node
 */
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FetchErrorPage } from './error-document'
import { recordRequestError, REQUEST_ID_HEADER } from '../lib/request-errors'
import {
  ACTION_BODY_LIMIT,
  errorPageUrl,
  guardRequest,
  hasMalformedEncoding,
  refusalOf,
} from './request-guard'

const PAGE_400 = '<!DOCTYPE html><html lang="es"><body><h1>Solicitud no válida</h1></body></html>'

let server: Server
let next: jest.Mock<Promise<void>, [IncomingMessage, ServerResponse]>
let fetchPage: jest.Mock<ReturnType<FetchErrorPage>, Parameters<FetchErrorPage>>

beforeAll(async () => {
  server = createServer((req, res) => {
    void guardRequest(req, res, fetchPage, () => next(req, res))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  next = jest.fn<Promise<void>, [IncomingMessage, ServerResponse]>(async (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.end('from next')
  })
  fetchPage = jest.fn<ReturnType<FetchErrorPage>, Parameters<FetchErrorPage>>(async () => ({
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: Buffer.from(PAGE_400),
  }))
})

function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: IncomingMessage['headers']; body: string }> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      )
    })
    req.on('error', reject)
    req.end(body)
  })
}

const req = (method: string, url: string, headers: Record<string, string> = {}) => ({
  method,
  url,
  headers: { host: 'shop.test', ...headers },
})

describe('the request guard: malformed URLs', () => {
  it('tells malformed percent-encoding from good', () => {
    for (const bad of [
      '/%zz',
      '/equipment/%E0%A4%A',
      '/es/%',
      '/equipment?q=%',
      '/x?a=%C0%AF',
      '/%ED%A0%80',
    ])
      expect(hasMalformedEncoding(bad)).toBe(true)
    for (const good of ['/', '/equipment?q=caf%C3%A9', '/es/excavadoras', '/x?a=100%25', '/a+b'])
      expect(hasMalformedEncoding(good)).toBe(false)
  })

  it('refuses malformed percent-encoding and control characters with 400, in the path or the query', () => {
    for (const url of [
      '/%zz',
      '/equipment?q=%E0%A4%A',
      '/equipment?q=%00',
      '/for-sale/x%1B',
      '/api/suggestions?q=a%07',
      '/equipment?q=a%7F',
    ])
      expect(refusalOf(req('GET', url))?.status).toBe(400)
    for (const url of [
      '/equipment?q=a%0D%0Ab%09c',
      '/equipment?q=%F0%9F%9A%9C',
      '/equipment?show=__proto__',
    ])
      expect(refusalOf(req('GET', url))).toBeNull()
  })

  it('answers a document with the branded 400 page of the home page in the visitor language', async () => {
    const res = await send('GET', '/es/%zz', { 'accept-language': 'en' })
    expect(res.status).toBe(400)
    expect(res.body).toBe(PAGE_400)
    expect(res.headers['x-robots-tag']).toBe('noindex')
    expect(res.headers['cache-control']).toContain('no-store')
    expect(fetchPage).toHaveBeenCalledWith(expect.objectContaining({ url: '/es' }), 400)
    expect(next).not.toHaveBeenCalled()
  })

  it('renders the 400 page for the locale the proxy would pick', () => {
    expect(errorPageUrl(req('GET', '/es'))).toBe('/es')
    expect(errorPageUrl(req('GET', '/es/%'))).toBe('/es')
    expect(errorPageUrl(req('GET', '/%zz'))).toBe('/')
    expect(errorPageUrl(req('GET', '/%zz', { cookie: 'a=1; NEXT_LOCALE=es' }))).toBe('/es')
    expect(errorPageUrl(req('GET', '/%zz', { 'accept-language': 'es-MX,es;q=0.9' }))).toBe('/es')
    expect(
      errorPageUrl(req('GET', '/%zz', { cookie: 'NEXT_LOCALE=en', 'accept-language': 'es' })),
    ).toBe('/')
    expect(errorPageUrl(req('GET', '/espana/%zz'))).toBe('/')
  })

  it('refuses TRACE, which Next cannot take (405)', async () => {
    expect(refusalOf(req('TRACE', '/'))?.status).toBe(405)
    expect((await send('TRACE', '/api/suggestions')).status).toBe(405)
    expect(next).not.toHaveBeenCalled()
  })

  it('answers a route handler with JSON and anything else with text when there is no page', async () => {
    const api = await send('GET', '/api/suggestions?q=%zz')
    expect(api.status).toBe(400)
    expect(JSON.parse(api.body)).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The URL has malformed percent-encoding.' },
    })
    fetchPage.mockResolvedValue(null)
    const text = await send('GET', '/%E0%A4%A')
    expect(text.status).toBe(400)
    expect(text.headers['content-type']).toMatch(/^text\/plain/)
  })
})

describe('the request guard: form posts and server actions', () => {
  const action = (headers: Record<string, string>) =>
    req('POST', '/equipment', { 'next-action': 'abc', 'content-type': 'text/plain', ...headers })

  it('refuses another origin as Next does (403), and lets this one and a missing one through', () => {
    expect(refusalOf(action({ origin: 'https://evil.example' }))?.status).toBe(403)
    expect(refusalOf(action({ origin: 'null' }))?.status).toBe(403)
    expect(refusalOf(action({ origin: 'garbage' }))?.status).toBe(403)
    expect(refusalOf(action({ origin: 'http://shop.test' }))).toBeNull()
    expect(refusalOf(action({}))).toBeNull()
    // Behind a proxy Next compares with the first X-Forwarded-Host.
    expect(
      refusalOf(action({ origin: 'https://shop.example', 'x-forwarded-host': 'shop.example, x' })),
    ).toBeNull()
    // A form posted without JavaScript too; a route handler decides for itself.
    const form = {
      'content-type': 'multipart/form-data; boundary=x',
      origin: 'https://evil.example',
    }
    expect(refusalOf(req('POST', '/es/services/sell', form))?.status).toBe(403)
    expect(refusalOf(req('POST', '/api/analytics', form))).toBeNull()
    expect(refusalOf(req('GET', '/equipment', { origin: 'https://evil.example' }))).toBeNull()
  })

  it('refuses a body over 1 MB (413), one without a length (411) and multipart without a boundary (400)', () => {
    expect(refusalOf(action({ 'content-length': String(ACTION_BODY_LIMIT + 1) }))?.status).toBe(413)
    expect(refusalOf(action({ 'content-length': String(ACTION_BODY_LIMIT) }))).toBeNull()
    expect(refusalOf(action({ 'transfer-encoding': 'chunked' }))?.status).toBe(411)
    expect(refusalOf(action({ 'content-type': 'multipart/form-data' }))?.status).toBe(400)
    expect(refusalOf(action({ 'content-type': 'multipart/form-data; boundary=--x' }))).toBeNull()
  })

  it('answers a refused action call with text, and never lets Next see it', async () => {
    const res = await send(
      'POST',
      '/equipment',
      { 'next-action': 'abc', 'content-type': 'text/plain', origin: 'https://evil.example' },
      '[]',
    )
    expect(res.status).toBe(403)
    expect(res.body).toBe('Forms are accepted from this site only.\n')
    expect(next).not.toHaveBeenCalled()
  })

  it('names each action request for the error hook, and drops a visitor copy of that header', async () => {
    const ids: Array<string | undefined> = []
    next.mockImplementation(async (r, res) => {
      ids.push(r.headers[REQUEST_ID_HEADER] as string | undefined)
      res.end('ok')
    })
    await send('GET', '/equipment', { [REQUEST_ID_HEADER]: 'forged' })
    await send('POST', '/equipment', { 'next-action': 'abc', [REQUEST_ID_HEADER]: 'forged' }, '[]')
    expect(ids[0]).toBeUndefined()
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('maps a 500 Next answered to a call it could not decode to 400, and keeps a real fault a 500', async () => {
    const decodeError = new Error('Connection closed.')
    decodeError.stack =
      'Error: Connection closed.\n    at tY (/app/node_modules/next/dist/compiled/next-server/app-page.runtime.prod.js:1:2)'
    const bug = new TypeError("Cannot read properties of undefined (reading 'get')")
    bug.stack = `TypeError: x\n    at h (/app/web/.next/server/chunks/ssr/app.js:2:3)`
    for (const [error, status] of [
      [decodeError, 400],
      [bug, 500],
    ] as const) {
      next.mockImplementation(async (r, res) => {
        recordRequestError(error, r.headers)
        res.statusCode = 500
        res.setHeader('content-type', 'text/x-component')
        res.write('0:{"a":"$@1"}\n')
        res.end('1:E{"digest":"1"}\n')
      })
      const res = await send(
        'POST',
        '/equipment',
        { 'next-action': 'abc', 'content-type': 'text/plain' },
        'x',
      )
      expect(res.status).toBe(status)
      expect(res.body).toBe('0:{"a":"$@1"}\n1:E{"digest":"1"}\n')
    }
  })

  it('answers a form posted without JavaScript that Next could not decode with the 400 page', async () => {
    next.mockImplementation(async (r, res) => {
      const e = new TypeError('Failed to parse body as FormData.')
      e.stack = `TypeError: x\n    at node:internal/deps/undici/undici:1:2\n    at async t0 (/app/node_modules/next/dist/compiled/next-server/app-page.runtime.prod.js:1:2)`
      recordRequestError(e, r.headers)
      res.writeHead(500, { 'content-type': 'text/plain' })
      res.end('Internal Server Error')
    })
    const res = await send(
      'POST',
      '/es/equipment',
      { 'content-type': 'multipart/form-data; boundary=XX' },
      'junk',
    )
    expect(res.status).toBe(400)
    expect(res.body).toBe(PAGE_400)
    expect(fetchPage).toHaveBeenCalledWith(expect.objectContaining({ url: '/es/equipment' }), 400)
  })

  it('leaves every other answer as Next sent it', async () => {
    next.mockImplementation(async (_r, res) => {
      res.writeHead(200, { 'content-type': 'text/x-component' })
      res.end('0:"ok"\n')
    })
    const res = await send(
      'POST',
      '/equipment',
      { 'next-action': 'abc', 'content-type': 'text/plain' },
      '[]',
    )
    expect(res.status).toBe(200)
    expect(res.body).toBe('0:"ok"\n')
  })
})

describe('the request guard: client navigations', () => {
  it("refuses a router-state header Next's parser refuses (400), only on RSC requests", () => {
    const nav = (tree: string, rsc = '1') =>
      refusalOf(req('GET', '/equipment?_rsc=1', { rsc, 'next-router-state-tree': tree }))
    for (const bad of ['garbage', '%7B', '%zz', encodeURIComponent('["",{},1]')])
      expect(nav(bad)?.status).toBe(400)
    expect(nav(encodeURIComponent('["",{"children":["equipment",{}]}]'))).toBeNull()
    expect(nav('garbage', '0')).toBeNull()
    expect(refusalOf(req('GET', '/equipment', { rsc: '1' }))).toBeNull()
  })
})
