import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { createTestApp, type TestApp } from '../helpers/app'

/**
 * One CORS allowlist for every route: WEB_URL's origin and CORS_ORIGINS. Another origin gets no
 * Access-Control-* header at all (no reflected origin, no credentials), on GraphQL (where Yoga's
 * own CORS used to reflect any origin with credentials), REST, media, the sign-in service's
 * browser (/sdk/v1) and backend (/v1) routes, analytics, and their preflights.
 */

const WEB = 'http://localhost:8910'
const EXTRA = 'https://admin.ironyard.example'
const FOREIGN = [
  'https://evil.example',
  'null',
  // Look-alikes of allowed origins: prefix, suffix, other scheme, other port.
  'http://localhost:8910.evil.example',
  'http://localhost:89100',
  'https://localhost:8910',
  'https://admin.ironyard.example.evil.example',
  'http://admin.ironyard.example',
]
const PUBLIC_TOKEN = 'public-token-test-local'
const sdkAuth = `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`).toString('base64')}`

type Call = { name: string } & Pick<InjectOptions, 'method' | 'url' | 'headers' | 'payload'>

const json = { 'content-type': 'application/json' }
/** A request of each kind of route, with the method a browser would use. */
const CALLS: Call[] = [
  { name: 'GraphQL GET', method: 'GET', url: '/graphql?query=%7B__typename%7D' },
  {
    name: 'GraphQL POST',
    method: 'POST',
    url: '/graphql',
    headers: json,
    payload: JSON.stringify({ query: '{ __typename }' }),
  },
  {
    name: 'GraphQL POST refused',
    method: 'POST',
    url: '/graphql',
    headers: json,
    payload: JSON.stringify({ query: '{ nope }' }),
  },
  { name: 'REST GET', method: 'GET', url: '/health' },
  { name: 'REST 404', method: 'GET', url: '/no-such-route' },
  { name: 'media', method: 'GET', url: '/media/probe/pixel.png' },
  {
    name: 'analytics POST',
    method: 'POST',
    url: '/analytics/v1/batch',
    headers: json,
    payload: JSON.stringify({ batch: [] }),
  },
  {
    name: 'sign-in SDK GET',
    method: 'GET',
    url: '/sdk/v1/users/me',
    headers: { authorization: sdkAuth },
  },
  {
    name: 'sign-in SDK POST',
    method: 'POST',
    url: '/sdk/v1/magic_links/email/login_or_create',
    headers: { ...json, authorization: sdkAuth },
    payload: JSON.stringify({ email: 'cors@example.com' }),
  },
  {
    name: 'sign-in backend POST',
    method: 'POST',
    url: '/v1/sessions/authenticate',
    headers: json,
    payload: JSON.stringify({ session_token: 'x' }),
  },
]

/** The preflight a browser sends before each kind of credentialed call. */
const PREFLIGHTS: Array<{ name: string; url: string; method: string; headers: string }> = [
  { name: 'GraphQL', url: '/graphql', method: 'POST', headers: 'content-type,x-locale' },
  { name: 'analytics', url: '/analytics/v1/batch', method: 'POST', headers: 'content-type' },
  { name: 'sign-in SDK PUT', url: '/sdk/v1/users/me', method: 'PUT', headers: 'authorization' },
  {
    name: 'sign-in SDK DELETE',
    url: '/sdk/v1/users/me/emails/email-test-1',
    method: 'DELETE',
    headers: 'authorization',
  },
  { name: 'sign-in backend', url: '/v1/users', method: 'POST', headers: 'authorization' },
  { name: 'REST', url: '/health', method: 'GET', headers: 'x-locale' },
]

const corsHeaders = (res: LightMyRequestResponse) =>
  Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))

describe('CORS: one allowlist (WEB_URL and CORS_ORIGINS) on every route', () => {
  let t: TestApp
  let media: string
  beforeAll(async () => {
    media = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-cors-media-'))
    fs.mkdirSync(path.join(media, 'probe'))
    fs.writeFileSync(path.join(media, 'probe/pixel.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
    // A trailing slash on WEB_URL must not matter: browsers send the bare origin.
    t = await createTestApp({
      env: { WEB_URL: `${WEB}/`, CORS_ORIGINS: `${EXTRA}, `, MEDIA_DIR: media },
    })
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(media, { recursive: true, force: true })
  })

  const send = (call: Call, origin: string) =>
    t.app.inject({
      method: call.method,
      url: call.url,
      payload: call.payload,
      headers: { ...call.headers, origin },
    })

  describe.each(CALLS)('$name', (call) => {
    it.each(FOREIGN)('gives %s no CORS header', async (origin) => {
      const res = await send(call, origin)
      expect(res.statusCode).toBeLessThan(500)
      expect(corsHeaders(res)).toEqual([])
    })
    it.each([WEB, EXTRA])('allows %s with credentials', async (origin) => {
      const res = await send(call, origin)
      expect(res.statusCode).toBeLessThan(500)
      expect(res.headers['access-control-allow-origin']).toBe(origin)
      expect(res.headers['access-control-allow-credentials']).toBe('true')
      expect(String(res.headers.vary)).toMatch(/\bOrigin\b/)
    })
  })

  describe.each(PREFLIGHTS)('preflight of $name', (p) => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: p.url,
        headers: {
          origin,
          'access-control-request-method': p.method,
          'access-control-request-headers': p.headers,
        },
      })
    it.each(FOREIGN)('is not granted to %s', async (origin) => {
      const res = await preflight(origin)
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
      expect(res.statusCode).toBeLessThan(500)
      expect(corsHeaders(res)).toEqual([])
    })
    it.each([WEB, EXTRA])('is granted to %s', async (origin) => {
      const res = await preflight(origin)
      expect(res.statusCode).toBe(204)
      expect(res.headers['access-control-allow-origin']).toBe(origin)
      expect(res.headers['access-control-allow-credentials']).toBe('true')
      expect(String(res.headers['access-control-allow-methods'])).toContain(p.method)
    })
  })

  it('sends no CORS header when there is no Origin (same-origin and server-side calls)', async () => {
    for (const call of CALLS) {
      const res = await t.app.inject({
        method: call.method,
        url: call.url,
        payload: call.payload,
        headers: call.headers,
      })
      expect(corsHeaders(res)).toEqual([])
    }
  })

  it('uses the same list for the sign-in service: redirects to an extra origin, none elsewhere', async () => {
    const login = (url: string) =>
      t.app.inject({
        method: 'POST',
        url: '/sdk/v1/magic_links/email/login_or_create',
        headers: { ...json, authorization: sdkAuth, origin: EXTRA },
        payload: JSON.stringify({ email: 'redirect@example.com', login_magic_link_url: url }),
      })
    expect(t.app.signin?.config.allowedOrigins).toEqual([WEB, EXTRA])
    expect((await login(`${EXTRA}/authenticate`)).statusCode).toBe(200)
    expect((await login(`${WEB}/authenticate`)).statusCode).toBe(200)
    expect((await login('https://evil.example/authenticate')).statusCode).toBe(400)
  })
})
