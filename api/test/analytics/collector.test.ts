import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import Fastify from 'fastify'
import { logger } from '../../src/lib/logger'
import { registerDevRoutes } from '../../src/rest/dev'
import { analyticsEvents } from '../../src/db/schema'
import { ANALYTICS_BATCHES_PER_MINUTE_PER_IP } from '../../src/services/analytics/record-analytics-batch'
import { hashEmail } from '../../src/services/analytics/clean-params'
import { createAccountApp, createUser, type AccountTestApp } from '../account/helpers'
import { testEnv } from '../helpers/app'

let t: AccountTestApp
beforeAll(async () => {
  t = await createAccountApp()
})
afterAll(() => t.close())
afterEach(() => t.as(null))

let ipCounter = 0
/** Each test speaks from its own address, so the per-IP limit of one never spills into another. */
const nextIp = () => `203.0.113.${++ipCounter}`

const anon = () => `anon-${randomUUID()}`

function page(anonymousId: string, extra: Record<string, unknown> = {}) {
  return {
    type: 'page',
    messageId: randomUUID(),
    anonymousId,
    timestamp: new Date().toISOString(),
    page: { category: 'App', name: 'Find Equipment', path: '/equipment' },
    urlParams: { utm_source: 'newsletter' },
    marketing: {
      utm: { utm_source: 'newsletter' },
      firstVisitParams: { utm_source: 'newsletter' },
    },
    ...extra,
  }
}

function track(anonymousId: string, description: string, properties = {}) {
  return {
    type: 'track',
    messageId: randomUUID(),
    anonymousId,
    timestamp: new Date().toISOString(),
    description,
    properties,
  }
}

interface Answer {
  accepted?: number
  duplicate?: number
  ignored?: number
  error?: { code: string; message: string; fields?: Array<{ path: string; message: string }> }
}

async function post(
  body: unknown,
  opts: { ip?: string; contentType?: string; headers?: Record<string, string> } = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/analytics/v1/batch',
    remoteAddress: '127.0.0.1',
    headers: {
      'content-type': opts.contentType ?? 'application/json',
      'x-forwarded-for': opts.ip ?? nextIp(),
      ...opts.headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: res.statusCode, headers: res.headers, body: res.json<Answer>() }
}

const rowsOf = (anonymousId: string) =>
  t.database.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.anonymousId, anonymousId))
    .orderBy(analyticsEvents.id)

describe('POST /analytics/v1/batch', () => {
  it('stores page and track events with their page, properties, URL and marketing parameters', async () => {
    const id = anon()
    const res = await post({
      batch: [
        page(id, {
          page: {
            category: 'App',
            name: 'Equipment Details Page',
            path: '/for-sale/2019-cat-320-9614943?queryID=x',
          },
          properties: { listing: { stockNumber: '9614943', priceCents: 75_300_000 } },
        }),
        track(id, 'Favorite Added', { listingId: 42 }),
      ],
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ accepted: 2, duplicate: 0, ignored: 0 })
    const rows = await rowsOf(id)
    expect(rows.map((r) => [r.type, r.name, r.pageCategory, r.pageName, r.path])).toEqual([
      [
        'page',
        'Equipment Details Page',
        'App',
        'Equipment Details Page',
        '/for-sale/2019-cat-320-9614943',
      ],
      ['track', 'Favorite Added', null, null, null],
    ])
    expect(rows[0].properties).toEqual({
      listing: { stockNumber: '9614943', priceCents: 75_300_000 },
    })
    expect(rows[0].urlParams).toEqual({ utm_source: 'newsletter' })
    expect(rows[0].utm).toEqual({ utm_source: 'newsletter' })
    expect(rows[1].properties).toEqual({ listingId: 42 })
    expect(rows.every((r) => r.userId === null)).toBe(true)
  })

  it('never counts a retried batch twice (messageId), nor a repeat inside one batch', async () => {
    const id = anon()
    const batch = [page(id), track(id, 'Login Started')]
    expect((await post({ batch })).body).toEqual({ accepted: 2, duplicate: 0, ignored: 0 })
    const again = await post({ batch: [...batch, track(id, 'Login Completed')] })
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ accepted: 1, duplicate: 2, ignored: 0 })
    const twice = track(id, 'Login Modal Closed')
    expect((await post({ batch: [twice, twice] })).body).toEqual({
      accepted: 1,
      duplicate: 1,
      ignored: 0,
    })
    expect(await rowsOf(id)).toHaveLength(4)
  })

  it('drops sign-in secrets from URL parameters and keeps an email only hashed', async () => {
    const id = anon()
    const res = await post({
      batch: [
        page(id, {
          page: { category: 'App', name: 'Sign In', path: '/authenticate' },
          urlParams: {
            token: 'magic-link-secret',
            stytch_token_type: 'magic_links',
            Code: 'oauth-code',
            state: 'xyz',
            session_jwt: 'a.b.c',
            email: ' Ana@Example.com ',
            utm_source: 'mail',
            utm_campaign: 'spring',
          },
          marketing: {
            utm: { utm_source: 'mail', not_utm: 'x' },
            firstVisitParams: { token: 'old-secret', gclid: 'abc' },
          },
          properties: { email: 'ana@example.com', token: 'x', tab: 'login' },
        }),
      ],
    })
    expect(res.status).toBe(200)
    const [row] = await rowsOf(id)
    expect(row.urlParams).toEqual({
      email_sha256: hashEmail('ana@example.com'),
      utm_source: 'mail',
      utm_campaign: 'spring',
    })
    expect(row.utm).toEqual({ utm_source: 'mail' })
    expect(row.firstVisitParams).toEqual({ gclid: 'abc' })
    expect(row.properties).toEqual({ email_sha256: hashEmail('ana@example.com'), tab: 'login' })
    expect(JSON.stringify(row)).not.toMatch(/secret|oauth-code|a\.b\.c|ana@example/i)
  })

  it('keeps `state` and `code` off the sign-in route, on page and track events, and the login modal’s `state` extra (issue 16)', async () => {
    const id = anon()
    const res = await post({
      batch: [
        page(id, { urlParams: { state: 'TX', code: 'SPRING25', token: 'secret' } }),
        {
          ...track(id, 'Login Modal Closed', { tab: 'signup', state: 'email', code: 'x' }),
          path: '/equipment',
          urlParams: { state: 'TX', Code: 'SPRING25' },
        },
        {
          ...track(id, 'Login Completed', { method: 'email_magic_link' }),
          path: '/es/authenticate',
          urlParams: { state: 'oauth-state', code: 'oauth-code', returnTo: '/account' },
        },
      ],
    })
    expect(res.status).toBe(200)
    const rows = await rowsOf(id)
    expect(rows.map((r) => [r.path, r.urlParams])).toEqual([
      ['/equipment', { state: 'TX', code: 'SPRING25' }],
      ['/equipment', { state: 'TX', Code: 'SPRING25' }],
      ['/es/authenticate', { returnTo: '/account' }],
    ])
    expect(rows[1].properties).toEqual({ tab: 'signup', state: 'email', code: 'x' })
  })

  it('stores nothing for a request with Sec-GPC: 1 or DNT: 1 (issue 16)', async () => {
    for (const headers of [{ 'sec-gpc': '1' }, { dnt: '1' }] as Array<Record<string, string>>) {
      const id = anon()
      const res = await post({ batch: [page(id), track(id, 'Favorite Added')] }, { headers })
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ accepted: 0, duplicate: 0, ignored: 2 })
      expect(await rowsOf(id)).toHaveLength(0)
    }
    const id = anon()
    await post({ batch: [page(id)] }, { headers: { 'sec-gpc': '0' } })
    expect(await rowsOf(id)).toHaveLength(1)
  })

  it('attaches the signed-in user from the session, never a user id sent in the body', async () => {
    const ana = await createUser(t.database, { email: 'ana.analytics@example.com' })
    const other = await createUser(t.database, { email: 'other.analytics@example.com' })
    const id = anon()
    t.as(ana)
    const signedIn = await post({
      batch: [
        { ...page(id), userId: other.id },
        {
          type: 'identify',
          messageId: randomUUID(),
          anonymousId: id,
          timestamp: new Date().toISOString(),
          userId: other.id,
          traits: {
            email: 'Ana.Analytics@example.com',
            firstName: 'Ana',
            lastName: 'García',
            personaType: { buyer: true, seller: false },
            interestedIn: { categories: ['excavators'] },
          },
        },
      ],
      userId: other.id,
    })
    expect(signedIn.body).toEqual({ accepted: 2, duplicate: 0, ignored: 0 })
    t.as(null)
    const anonymous = await post({
      batch: [
        { ...track(id, 'Favorite Removed'), userId: ana.id },
        {
          type: 'identify',
          messageId: randomUUID(),
          anonymousId: id,
          timestamp: new Date().toISOString(),
          traits: { email: 'ana.analytics@example.com' },
        },
      ],
    })
    expect(anonymous.body).toEqual({ accepted: 1, duplicate: 0, ignored: 1 })
    const rows = await rowsOf(id)
    expect(rows.map((r) => [r.type, r.userId])).toEqual([
      ['page', ana.id],
      ['identify', ana.id],
      ['track', null],
    ])
    expect(rows[1].traits).toEqual({
      emailSha256: hashEmail('ana.analytics@example.com'),
      firstName: 'Ana',
      lastName: 'García',
      personaType: { buyer: true, seller: false },
      interestedIn: { categories: ['excavators'] },
    })
  })

  it('refuses a bad batch with 400 and a code, storing nothing of it', async () => {
    const id = anon()
    const cases: unknown[] = [
      {},
      { batch: [] },
      { batch: Array.from({ length: 11 }, () => track(id, 'Login Started')) },
      { batch: [{ ...page(id), messageId: 'not-a-uuid' }] },
      { batch: [{ ...page(id), type: 'alias' }] },
      { batch: [{ ...page(id), page: { category: 'Marketing', name: 'Home', path: '/' } }] },
      { batch: [{ ...page(id), page: undefined }] },
      { batch: [{ ...track(id, 'x'), description: undefined }] },
      { batch: [{ ...page(id), anonymousId: 'has spaces and <tags>' }] },
      { batch: [{ ...page(id), timestamp: 'yesterday' }] },
      { batch: [track(id, 'Big', { blob: 'x'.repeat(70_000) })] },
      { batch: [track(id, 'Login Started'), { ...page(id), urlParams: { utm_source: 5 } }] },
    ]
    for (const body of cases) {
      const res = await post(body)
      expect([res.status, res.body.error?.code]).toEqual([400, 'VALIDATION'])
      expect(res.body.error?.fields?.length).toBeGreaterThan(0)
    }
    const notJson = await post('{"batch": [', { contentType: 'text/plain' })
    expect([notJson.status, notJson.body.error?.code]).toEqual([400, 'BAD_REQUEST'])
    expect(await rowsOf(id)).toHaveLength(0)
  })

  it('accepts a beacon sent as text/plain', async () => {
    const id = anon()
    const res = await post(JSON.stringify({ batch: [page(id)] }), { contentType: 'text/plain' })
    expect(res.body).toEqual({ accepted: 1, duplicate: 0, ignored: 0 })
  })

  it('refuses a body over ~500 KB with 413', async () => {
    const res = await post({ batch: [track(anon(), 'x', { pad: 'x'.repeat(520_000) })] })
    expect([res.status, res.body.error?.code]).toEqual([413, 'PAYLOAD_TOO_LARGE'])
  })

  it('limits batches per visitor address, with Retry-After; other addresses go on', async () => {
    const ip = nextIp()
    for (let i = 0; i < ANALYTICS_BATCHES_PER_MINUTE_PER_IP; i++) {
      // Invalid batches count too: a flood of junk is limited like a flood of events.
      expect((await post({}, { ip })).status).toBe(400)
    }
    const limited = await post({ batch: [page(anon())] }, { ip })
    expect([limited.status, limited.body.error?.code]).toEqual([429, 'RATE_LIMITED'])
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect((await post({ batch: [page(anon())] })).status).toBe(200)
  })
})

describe('GET /dev/analytics', () => {
  it('lists one visitor’s events oldest first', async () => {
    const id = anon()
    const first = page(id, { timestamp: new Date(Date.now() - 1000).toISOString() })
    await post({ batch: [track(id, 'Favorite Added'), first] })
    const res = await t.app.inject({ url: `/dev/analytics?anonymousId=${id}` })
    expect(res.statusCode).toBe(200)
    const { events } = res.json<{ events: Array<{ type: string; messageId: string }> }>()
    expect(events.map((e) => e.type)).toEqual(['page', 'track'])
    expect(events[0].messageId).toBe(first.messageId)
    const none = await t.app.inject({ url: '/dev/analytics' })
    expect(none.statusCode).toBe(400)
  })

  it('is not served in production', async () => {
    const app = Fastify()
    registerDevRoutes(app, {
      ...t,
      logger,
      now: () => new Date(),
      env: testEnv({ NODE_ENV: 'production' }),
    })
    const res = await app.inject({ url: '/dev/analytics?anonymousId=abcdefgh' })
    expect(res.statusCode).toBe(404)
    await app.close()
  })
})
