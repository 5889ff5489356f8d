import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { PUBLIC_TOKEN, startSigninApp, tokenOf, type SigninTestApp } from '../signin/helpers'

/**
 * Issue 12: a NUL in REST and sign-in input answered 500 (PostgreSQL refuses U+0000), and so did
 * out-of-range numbers and dates. Now the api's REST routes answer 400 VALIDATION naming the
 * field, the sign-in service its Stytch schema error (400 invalid_argument with a `body` list,
 * which the SDK turns into StytchAPISchemaError), before any counter is charged.
 */
const NUL = 'a\u0000b'

let t: SigninTestApp
beforeAll(async () => {
  t = await startSigninApp()
})
afterAll(() => t.close())

async function signIn(email: string) {
  await t.sdk('POST', '/magic_links/email/login_or_create', { body: { email } })
  const res = await t.sdk('POST', '/magic_links/authenticate', {
    body: { token: tokenOf(await t.lastLink(email)), session_duration_minutes: 60 },
  })
  return res.body.data as { session_token: string; user_id: string }
}

const schemaError = (dataPaths: string[], message = 'should not contain control characters') => ({
  status_code: 400,
  error_type: 'invalid_argument',
  error_message: 'Request does not match expected schema',
  body: dataPaths.map((dataPath) => ({ dataPath, message })),
})

describe('sign-in service: control characters are a schema error', () => {
  it('otps/authenticate: refused before the attempt is counted', async () => {
    const email = 'otp-control@example.com'
    const start = await t.sdk('POST', '/otps/email/login_or_create', { body: { email } })
    const methodId = start.body.data.method_id as string
    // Five wrong codes would exhaust the code (LIMITS.otpMaxAttempts); these never reach it.
    for (let i = 0; i < 6; i++) {
      const res = await t.sdk('POST', '/otps/authenticate', {
        body: { token: NUL, method_id: methodId, session_duration_minutes: 60 },
      })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject(schemaError(['.token']))
    }
    const ok = await t.sdk('POST', '/otps/authenticate', {
      body: { token: await t.lastCode(email), method_id: methodId, session_duration_minutes: 60 },
    })
    expect(ok.status).toBe(200)
  })

  it('PUT users/me: names and metadata (keys too)', async () => {
    const { session_token } = await signIn('me-control@example.com')
    const res = await t.sdk('PUT', '/users/me', {
      session: session_token,
      body: { name: { first_name: NUL }, untrusted_metadata: { 'k\u0000': 1, ok: '\u001b' } },
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject(
      schemaError(['.name.first_name', '.untrusted_metadata.k\\u0000', '.untrusted_metadata.ok']),
    )
  })

  it('the backend API (/v1) answers the same way', async () => {
    const res = await t.backend('POST', '/magic_links/email/login_or_create', { email: NUL })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject(schemaError(['.email']))
  })

  it('a path parameter or query string with %00', async () => {
    const res = await t.sdk('GET', `/projects/bootstrap/${PUBLIC_TOKEN}%00`)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject(schemaError(['.publicToken']))
    const start = await t.app.inject({
      method: 'GET',
      url: `/v1/public/oauth/google/start?public_token=${PUBLIC_TOKEN}&login_redirect_url=%00`,
    })
    expect(start.statusCode).toBe(400)
    expect(start.json()).toMatchObject(schemaError(['.login_redirect_url']))
  })
})

describe('sign-in SDK event log: numbers and dates a column cannot hold', () => {
  const event = (extra: Record<string, unknown> = {}, telemetry: Record<string, unknown> = {}) => ({
    telemetry: { client_sent_at: '2026-11-20T10:00:00Z', ...telemetry },
    event: { public_token: PUBLIC_TOKEN, event_name: 'x', ...extra },
  })
  const send = (items: unknown[]) => t.sdk('POST', '/events', { body: items })
  const countEvents = async () =>
    (await t.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM signin_events`))[0].n

  it.each([
    ['http_status_code 1.5', event({ http_status_code: 1.5 }), '[0].event.http_status_code'],
    ['http_status_code 2^53', event({ http_status_code: 2 ** 53 }), '[0].event.http_status_code'],
    ['http_status_code "200"', event({ http_status_code: '200' }), '[0].event.http_status_code'],
    [
      'client_sent_at year 0',
      event({}, { client_sent_at: '0000-01-01T00:00:00Z' }),
      '[0].telemetry.client_sent_at',
    ],
    [
      'client_sent_at +275760',
      event({}, { client_sent_at: '+275760-09-13T00:00:00Z' }),
      '[0].telemetry.client_sent_at',
    ],
    [
      'client_sent_at not a date',
      event({}, { client_sent_at: 'yesterday' }),
      '[0].telemetry.client_sent_at',
    ],
  ])('%s is 400, nothing stored', async (_label, item, dataPath) => {
    const before = await countEvents()
    const res = await send([item])
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error_type: 'invalid_argument', body: [{ dataPath }] })
    expect(await countEvents()).toBe(before)
  })

  it('a NUL in an event is refused; a deeply nested details object is dropped, not a 500', async () => {
    const nul = await send([event({ error_description: NUL })])
    expect(nul.status).toBe(400)
    expect(nul.body).toMatchObject(schemaError(['[0].event.error_description']))
    const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`
    const res = await t.app.inject({
      method: 'POST',
      url: '/sdk/v1/events',
      headers: { 'content-type': 'application/json' },
      payload: `[{"event":{"public_token":"${PUBLIC_TOKEN}","event_name":"deep","details":${deep}}}]`,
    })
    expect(res.statusCode).toBe(200)
    const [row] = await t.database.rows<{ details: unknown }>(
      sql`SELECT details FROM signin_events WHERE event_name = 'deep'`,
    )
    expect(row.details).toEqual({})
  })

  it('a well-formed event with a status code and a clock is stored', async () => {
    const res = await send([event({ http_status_code: 404 })])
    expect(res.status).toBe(200)
    expect(res.body.data.recorded).toBe(1)
  })
})

describe('analytics collector', () => {
  const batch = (extra: Record<string, unknown> = {}) => ({
    batch: [
      {
        type: 'track',
        messageId: randomUUID(),
        anonymousId: 'anon-control-01',
        timestamp: '2026-11-20T10:00:00Z',
        description: 'Clicked',
        ...extra,
      },
    ],
  })
  const post = (body: string, ip: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/analytics/v1/batch',
      headers: { 'content-type': contentType, 'x-forwarded-for': ip },
      payload: body,
    })

  it('a NUL in JSON or in a text/plain beacon is 400 VALIDATION naming the field', async () => {
    for (const type of ['application/json', 'text/plain']) {
      const res = await post(JSON.stringify(batch({ properties: { q: NUL } })), '192.0.2.1', type)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        error: {
          code: 'VALIDATION',
          message: 'This field contains characters that are not allowed',
          messageKey: 'validation:validation.controlCharacters',
          fields: [
            {
              path: 'batch.0.properties.q',
              key: 'validation.controlCharacters',
              message: 'This field contains characters that are not allowed',
            },
          ],
        },
      })
    }
  })

  it('refused batches are not counted against the per-address limit', async () => {
    // ANALYTICS_BATCHES_PER_MINUTE_PER_IP is 300: twice that many refusals, then one batch.
    for (let i = 0; i < 600; i++) {
      const res = await post(JSON.stringify(batch({ description: NUL })), '192.0.2.2')
      expect(res.statusCode).toBe(400)
    }
    const ok = await post(JSON.stringify(batch()), '192.0.2.2')
    expect(ok.statusCode).toBe(200)
  })

  it.each(['0000-01-01T00:00:00Z', '1969-12-31T23:59:59Z', '2100-01-01T00:00:00Z'])(
    'timestamp %s is 400 VALIDATION (the events table cannot, or should not, hold it)',
    async (timestamp) => {
      const res = await post(JSON.stringify(batch({ timestamp })), '192.0.2.3')
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields).toEqual([
        expect.objectContaining({ path: 'batch.0.timestamp' }),
      ])
    },
  )
})

describe('the api REST routes', () => {
  it('unsubscribe: a token with %00 is 400 VALIDATION naming the parameter', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/unsubscribe?token=%00',
      headers: { accept: 'application/json', 'accept-language': 'es' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION',
      fields: [{ path: 'token', message: 'Este campo contiene caracteres no permitidos' }],
    })
  })

  it('documents: a file name with %00 is 400, not a lookup', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/documents/1%00.pdf' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0].path).toBe('file')
  })

  it('dead-letter retry: an id that is not a number names no job (404, not a 500)', async () => {
    for (const id of ['abc', '1e309', '__proto__', '99999999999999999999']) {
      const res = await t.app.inject({ method: 'POST', url: `/dev/jobs/dead/${id}/retry` })
      expect(res.statusCode).toBe(404)
    }
  })
})

describe('sign-in body integers', () => {
  it('an integer past 2^53 (1e21) is a schema error, not a duration', async () => {
    const res = await t.sdk('POST', '/otps/email/login_or_create', {
      body: { email: 'big-number@example.com', expiration_minutes: 1e21 },
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject(schemaError(['.expiration_minutes'], 'should be integer'))
  })
})
