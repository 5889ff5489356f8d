/**
 * @jest-environment node
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync, gzipSync } from 'node:zlib'
import {
  acceptErrorDocumentHeader,
  isDocumentRequest,
  loopbackErrorPage,
  serveWithErrorDocument,
  type FetchErrorPage,
} from './error-document'
import { ERROR_DOCUMENT_HEADER } from '../lib/error-document-status'

const EMPTY_404 =
  '<!DOCTYPE html><html id="__next_error__"><head><title>Page not found</title></head><body><div hidden=""></div><script>self.__next_f.push([1,"Page not found"])</script></body></html>'
const ERROR_PAGE =
  '<!DOCTYPE html><html lang="es"><body><main><h1>Página no encontrada</h1></main></body></html>'

type Render = (req: IncomingMessage, res: import('node:http').ServerResponse) => void

let server: Server
let render: Render
let fetchPage: jest.Mock<ReturnType<FetchErrorPage>, Parameters<FetchErrorPage>>

beforeAll(async () => {
  server = createServer((req, res) => {
    void serveWithErrorDocument(req, res, () => render(req, res), fetchPage)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  fetchPage = jest.fn<ReturnType<FetchErrorPage>, Parameters<FetchErrorPage>>(async () => ({
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: Buffer.from(ERROR_PAGE),
  }))
})

function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
      .on('error', reject)
      .end()
  })
}

/** Next's way of answering: status and headers set, then the body streamed in pieces. */
const answer =
  (status: number, html: string | Buffer, extra: Record<string, string | string[]> = {}): Render =>
  (_req, res) => {
    res.statusCode = status
    res.setHeader('content-type', 'text/html; charset=utf-8')
    for (const [k, v] of Object.entries(extra)) res.setHeader(k, v)
    const body = Buffer.isBuffer(html) ? html : Buffer.from(html)
    res.write(body.subarray(0, 20))
    setTimeout(() => res.end(body.subarray(20)), 5)
  }

describe('server-rendered error pages', () => {
  it('replaces an empty 404 document with the app page of that status, keeping the status and cookies', async () => {
    render = answer(404, EMPTY_404, { 'set-cookie': ['NEXT_LOCALE=es; Path=/'] })
    const res = await get('/es/blog/gone', { cookie: 'NEXT_LOCALE=es', 'accept-language': 'es' })
    expect(res.status).toBe(404)
    expect(res.body.toString()).toBe(ERROR_PAGE)
    expect(res.headers['set-cookie']).toEqual(['NEXT_LOCALE=es; Path=/'])
    expect(res.headers['x-robots-tag']).toBe('noindex')
    expect(res.headers['cache-control']).toContain('no-store')
    expect(fetchPage).toHaveBeenCalledTimes(1)
    const [req, status] = fetchPage.mock.calls[0]
    expect(status).toBe(404)
    expect(req.url).toBe('/es/blog/gone')
  })

  it('sends the page with its own policy, whose nonce its scripts carry, and the security headers', async () => {
    const policy = "script-src 'nonce-cGFnZS1ub25jZS0xMjM0NQ==' 'strict-dynamic'"
    fetchPage.mockResolvedValue({
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': policy,
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
      },
      body: Buffer.from(ERROR_PAGE),
    })
    // The held answer had a policy of its own (another nonce): it must not be the one sent.
    render = answer(404, EMPTY_404, {
      'content-security-policy': "script-src 'nonce-b3JpZ2luYWwtYW5zd2VyLW4=' 'strict-dynamic'",
    })
    const res = await get('/equipment/gone')
    expect(res.status).toBe(404)
    expect(res.headers['content-security-policy']).toBe(policy)
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('reads a compressed empty document, and compresses the page for a client that accepts gzip', async () => {
    render = answer(500, gzipSync(EMPTY_404), { 'content-encoding': 'gzip' })
    const res = await get('/equipment', { 'accept-encoding': 'gzip' })
    expect(res.status).toBe(500)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(res.body).toString()).toBe(ERROR_PAGE)
    expect(fetchPage.mock.calls[0][1]).toBe(500)
  })

  it('passes through pages, error pages that have a body, and non-document requests', async () => {
    render = answer(200, '<html><body><main>Excavators</main></body></html>')
    expect((await get('/excavators')).body.toString()).toContain('Excavators')
    render = answer(404, '<html><body><main><h1>Not found</h1></main></body></html>')
    const full = await get('/x')
    expect([full.status, full.body.toString()]).toEqual([
      404,
      '<html><body><main><h1>Not found</h1></main></body></html>',
    ])
    render = answer(404, EMPTY_404)
    expect((await get('/x', { rsc: '1' })).body.toString()).toBe(EMPTY_404)
    expect((await get('/_next/static/missing.js')).body.toString()).toBe(EMPTY_404)
    expect(fetchPage).not.toHaveBeenCalled()
  })

  it('sends the original answer when the page cannot be had', async () => {
    fetchPage.mockResolvedValue(null)
    render = answer(404, EMPTY_404)
    const res = await get('/gone')
    expect([res.status, res.body.toString()]).toEqual([404, EMPTY_404])
  })

  it('completes an answer that is still streaming when the handler returns', async () => {
    render = (_req, res) => {
      // The handler returns at once; the status and body come later.
      setTimeout(() => answer(404, EMPTY_404)(_req, res), 10)
    }
    const res = await get('/late')
    expect([res.status, res.body.toString()]).toEqual([404, ERROR_PAGE])
  })
})

describe('the internal request', () => {
  const req = (value?: string) =>
    ({ headers: value === undefined ? {} : { [ERROR_DOCUMENT_HEADER]: value } }) as IncomingMessage

  it('is recognised only with the secret, and a visitor copy of the header is dropped', () => {
    const ours = req('s3cret:404')
    expect(acceptErrorDocumentHeader(ours, 's3cret')).toBe(true)
    expect(ours.headers[ERROR_DOCUMENT_HEADER]).toBe('404')
    for (const forged of ['404', 'guess:404', 's3cret:302']) {
      const theirs = req(forged)
      expect(acceptErrorDocumentHeader(theirs, 's3cret')).toBe(false)
      expect(theirs.headers[ERROR_DOCUMENT_HEADER]).toBeUndefined()
    }
  })

  it('asks this server for the same URL with the visitor headers and the marker', async () => {
    const seen: IncomingMessage[] = []
    const app = createServer((r, res) => {
      seen.push(r)
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(ERROR_PAGE)
    })
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
    const { port } = app.address() as AddressInfo
    const fetch = loopbackErrorPage(() => `http://127.0.0.1:${port}`, 'k')
    const visitor = {
      url: '/es/for-sale/gone?queryID=1',
      headers: { cookie: 'NEXT_LOCALE=es', 'accept-encoding': 'gzip', 'content-length': '0' },
    } as unknown as IncomingMessage
    const page = await fetch(visitor, 401)
    expect(page?.body.toString()).toBe(ERROR_PAGE)
    expect(seen[0].url).toBe('/es/for-sale/gone?queryID=1')
    expect(seen[0].headers).toMatchObject({
      cookie: 'NEXT_LOCALE=es',
      'accept-encoding': 'identity',
      [ERROR_DOCUMENT_HEADER]: 'k:401',
    })
    await new Promise<void>((resolve) => app.close(() => resolve()))
  })

  it('is only made for full-document GETs', () => {
    const r = (method: string, url: string, headers = {}) => ({ method, url, headers })
    expect(isDocumentRequest(r('GET', '/es/equipment'))).toBe(true)
    expect(isDocumentRequest(r('POST', '/es/equipment'))).toBe(false)
    expect(isDocumentRequest(r('GET', '/es/equipment?_rsc=1'))).toBe(false)
    expect(isDocumentRequest(r('GET', '/x', { 'next-action': 'a' }))).toBe(false)
    expect(isDocumentRequest(r('GET', '/api/photo'))).toBe(false)
  })
})
