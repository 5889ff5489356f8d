import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { CurrentUser } from '../../src/context'
import { inspectionDocuments, inspections } from '../../src/db/schema'
import { insertListing } from '../factories'
import { createTestApp, type TestApp } from '../helpers/app'

/**
 * Every api response carries the security headers (@fastify/helmet): JSON, GraphQL, errors, 404s,
 * an unroutable URL, media, PDF documents, CSV downloads, preflights and the HTML pages the api
 * serves. Media may be embedded by the web from another origin; HSTS only in production; GraphiQL
 * (development only) is the one page without a CSP.
 */

const WEB = 'http://localhost:8910'
const PUBLIC_TOKEN = 'public-token-test-local'
const user: CurrentUser = {
  id: 'user-test-headers',
  email: 'headers@example.com',
  firstName: 'Ana',
  lastName: 'G',
  roles: [],
  sessionId: 's1',
}

/** A CSP header as directive -> sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy']
  expect(typeof header).toBe('string')
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...sources] = d.split(/\s+/)
        return [name, sources] as [string, string[]]
      }),
  )
}

/** What every response must carry, whatever it is. */
function expectBaseHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff')
  expect(res.headers['referrer-policy']).toBe('no-referrer')
  expect(res.headers['x-frame-options']).toBe('DENY')
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin')
  expect(res.headers['x-powered-by']).toBeUndefined()
}

/** The api's own policy: nothing loads, nothing posts, nothing frames. */
function expectApiCsp(res: LightMyRequestResponse) {
  const policy = csp(res)
  expect(policy.get('default-src')).toEqual(["'none'"])
  expect(policy.get('frame-ancestors')).toEqual(["'none'"])
  expect(policy.get('base-uri')).toEqual(["'none'"])
  expect(policy.get('form-action')).toEqual(["'none'"])
  expect([...policy.keys()].sort()).toEqual(
    ['base-uri', 'default-src', 'form-action', 'frame-ancestors'].sort(),
  )
}

describe('security headers on every kind of api response', () => {
  let t: TestApp
  let prod: TestApp
  let media: string
  let documentId: number
  beforeAll(async () => {
    media = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-headers-media-'))
    fs.mkdirSync(path.join(media, 'probe'))
    fs.writeFileSync(path.join(media, 'probe/pixel.webp'), Buffer.from('RIFF0000WEBP'))
    t = await createTestApp({
      env: { WEB_URL: WEB, MEDIA_DIR: media },
      authenticate: () => Promise.resolve(user),
    })
    prod = await createTestApp({
      database: t.database,
      env: { NODE_ENV: 'production', WEB_URL: WEB, MEDIA_DIR: media },
    })
    const listing = await insertListing(t.database, {
      categorySlug: 'excavators',
      withInspection: true,
    })
    const [insp] = await t.database.db
      .select()
      .from(inspections)
      .where(eq(inspections.listingId, listing.id))
    const [doc] = await t.database.db
      .insert(inspectionDocuments)
      .values({ inspectionId: insp.id, kind: 'oil_analysis', title: 'Oil', pages: 1 })
      .returning()
    documentId = doc.id
  })
  afterAll(async () => {
    await prod.app.close()
    await t.close()
    fs.rmSync(media, { recursive: true, force: true })
  })

  const json = { 'content-type': 'application/json' }
  const KINDS: Array<{ name: string; status: number; type: RegExp } & InjectOptions> = [
    { name: 'JSON', method: 'GET', url: '/health', status: 200, type: /json/ },
    {
      name: 'GraphQL',
      method: 'POST',
      url: '/graphql',
      headers: json,
      payload: '{"query":"{ __typename }"}',
      status: 200,
      type: /json/,
    },
    {
      name: 'GraphQL refusal',
      method: 'POST',
      url: '/graphql',
      headers: json,
      payload: '{"query":"{ nope }"}',
      status: 400,
      type: /json/,
    },
    {
      name: 'malformed JSON body',
      method: 'POST',
      url: '/analytics/v1/batch',
      headers: json,
      payload: '{bad',
      status: 400,
      type: /json/,
    },
    { name: '404', method: 'GET', url: '/no-such-route', status: 404, type: /json/ },
    { name: 'unroutable URL', method: 'GET', url: '/%zz', status: 400, type: /json/ },
    {
      name: 'over-long path parameter',
      method: 'GET',
      url: `/documents/${'9'.repeat(120)}.pdf`,
      status: 400,
      type: /json/,
    },
    {
      name: 'sign-in service error',
      method: 'GET',
      url: '/sdk/v1/users/me',
      status: 401,
      type: /json/,
    },
    {
      name: 'preflight',
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: WEB, 'access-control-request-method': 'POST' },
      status: 204,
      type: /^$/,
    },
    { name: 'media', method: 'GET', url: '/media/probe/pixel.webp', status: 200, type: /webp/ },
    { name: 'missing media', method: 'GET', url: '/media/nope.webp', status: 404, type: /json/ },
    {
      name: 'CSV download',
      method: 'GET',
      url: '/account/value-tracker.csv',
      status: 200,
      type: /csv/,
    },
  ]

  it.each(KINDS)(
    '$name carries nosniff, Referrer-Policy, X-Frame-Options and the api CSP',
    async (kind) => {
      const { name: _name, status, type, ...request } = kind
      const res = await t.app.inject(request)
      expect(res.statusCode).toBe(status)
      expect(String(res.headers['content-type'] ?? '')).toMatch(type)
      expectBaseHeaders(res)
      expectApiCsp(res)
      expect(res.headers['strict-transport-security']).toBeUndefined()
    },
  )

  it('a PDF document carries them too and still opens inline', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/documents/${documentId}.pdf` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toMatch(/^inline;/)
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expectBaseHeaders(res)
    expectApiCsp(res)
  })

  it('media may be embedded from another origin (the web shows api images); nothing else may', async () => {
    const image = await t.app.inject({ method: 'GET', url: '/media/probe/pixel.webp' })
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin')
    for (const url of ['/health', '/no-such-route', `/documents/${documentId}.pdf`]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
    }
  })

  it('the unsubscribe pages allow exactly their own stylesheet (by hash) and their form', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/unsubscribe?token=not-a-token',
      headers: { accept: 'text/html' },
    })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expectBaseHeaders(res)
    const policy = csp(res)
    expect(policy.get('default-src')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('script-src')).toBeUndefined()
    // Every inline style in the page is allowed by hash, and nothing else is.
    const styles = [...res.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1])
    expect(styles).toHaveLength(1)
    const hashes = styles.map(
      (css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
    )
    expect(policy.get('style-src')).toEqual(hashes)
    expect(res.body).not.toMatch(/\sstyle="/)
  })

  it('the sign-in consent page (development stand-in) allows exactly its stylesheet and its form', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/public/oauth/google/start?public_token=${PUBLIC_TOKEN}&login_redirect_url=${encodeURIComponent(`${WEB}/authenticate`)}`,
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expectBaseHeaders(res)
    // One policy (a string, not the api's default alongside it), exactly this one.
    const policy = csp(res)
    // Its one inline stylesheet by hash: no 'unsafe-inline', no script, no style attribute.
    const styles = [...res.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1])
    expect(styles).toHaveLength(1)
    expect(res.body).not.toMatch(/\sstyle="/)
    const hash = `'sha256-${createHash('sha256').update(styles[0]).digest('base64')}'`
    // The form posts to the api, whose answer redirects to the web (form-action covers redirects).
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'none'"],
      'style-src': [hash],
      'form-action': ["'self'", WEB],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
    })
  })

  it('sends HSTS in production only, on every kind of response', async () => {
    for (const url of ['/health', '/no-such-route', '/%zz', '/media/probe/pixel.webp']) {
      const res = await prod.app.inject({ method: 'GET', url })
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      expectBaseHeaders(res)
      expectApiCsp(res)
      const local = await t.app.inject({ method: 'GET', url })
      expect(local.headers['strict-transport-security']).toBeUndefined()
    }
  })
})

describe('GraphiQL in development', () => {
  let dev: TestApp
  beforeAll(async () => {
    dev = await createTestApp({ env: { NODE_ENV: 'development' } })
  })
  afterAll(() => dev.close())

  it('is served without a CSP (it runs inline and CDN scripts) but with the other headers', async () => {
    const page = await dev.app.inject({
      method: 'GET',
      url: '/graphql',
      headers: { accept: 'text/html' },
    })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.body).toMatch(/GraphiQL/)
    expect(page.headers['content-security-policy']).toBeUndefined()
    expectBaseHeaders(page)
    // Only that page: GraphQL answers in development keep the api policy.
    const answer = await dev.gql('{ __typename }')
    expect(answer.status).toBe(200)
    const res = await dev.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query":"{ __typename }"}',
    })
    expectApiCsp(res)
  })

  it('does not exist in production (no HTML page, still no CSP hole)', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } })
    try {
      const page = await prod.app.inject({
        method: 'GET',
        url: '/graphql',
        headers: { accept: 'text/html' },
      })
      expect(String(page.headers['content-type'])).not.toMatch(/html/)
      expect(page.body).not.toMatch(/GraphiQL/)
      expectApiCsp(page)
    } finally {
      await prod.close()
    }
  })
})
