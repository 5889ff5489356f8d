import { createHash } from 'node:crypto'
import { startSigninApp, tokenOf, WEB, type SigninTestApp } from './helpers'

const pkcePair = (verifier = 'a'.repeat(64)) => ({
  verifier,
  challenge: createHash('sha256').update(verifier).digest('base64url'),
})

describe('sign-in service: email magic links', () => {
  let t: SigninTestApp
  beforeAll(async () => {
    t = await startSigninApp()
  })
  afterAll(() => t.close())

  it('mails a 60-minute single-use link that signs the visitor in with both tokens', async () => {
    const send = await t.sdk('POST', '/magic_links/email/login_or_create', {
      body: { email: 'Buyer@Example.com', login_magic_link_url: `${WEB}/authenticate` },
    })
    expect(send.status).toBe(200)
    expect(send.body.data).toEqual({
      request_id: expect.stringMatching(/^request-id-test-/),
      status_code: 200,
    })
    const [mail] = await t.outbox('buyer@example.com')
    expect(mail.subject).toMatch(/account/i)
    expect(mail.text).toMatch(/1 hour/)
    const link = await t.lastLink('buyer@example.com')
    expect(link.startsWith(`${WEB}/authenticate?stytch_token_type=magic_links&token=`)).toBe(true)
    expect(tokenOf(link).length).toBeGreaterThanOrEqual(43)

    const auth = await t.sdk('POST', '/magic_links/authenticate', {
      body: { token: tokenOf(link), session_duration_minutes: 60 },
    })
    expect(auth.status).toBe(200)
    const d = auth.body.data
    expect(d.session_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(d.session_jwt.split('.')).toHaveLength(3)
    expect(d.user.emails).toEqual([
      { email_id: d.method_id, email: 'buyer@example.com', verified: true },
    ])
    expect(d.session.authentication_factors[0]).toMatchObject({
      type: 'magic_link',
      delivery_method: 'email',
      email_factor: { email_id: d.method_id, email_address: 'buyer@example.com' },
    })
    expect(Date.parse(d.session.expires_at) - t.clock.now().getTime()).toBeGreaterThan(59 * 60_000)

    // Replay: the same link a second time.
    const replay = await t.sdk('POST', '/magic_links/authenticate', {
      body: { token: tokenOf(link), session_duration_minutes: 60 },
    })
    expect(replay.status).toBe(401)
    expect(replay.body).toMatchObject({ error_type: 'unable_to_auth_magic_link', status_code: 401 })
    expect(replay.body).not.toHaveProperty('data')
  })

  it('refuses a link after 60 minutes', async () => {
    await t.sdk('POST', '/magic_links/email/login_or_create', {
      body: { email: 'late@example.com' },
    })
    const link = await t.lastLink('late@example.com')
    t.clock.advance(60 * 60_000 + 1000)
    const res = await t.sdk('POST', '/magic_links/authenticate', {
      body: { token: tokenOf(link), session_duration_minutes: 60 },
    })
    expect(res.status).toBe(401)
    expect(res.body.error_type).toBe('unable_to_auth_magic_link')
  })

  it('refuses a wrong PKCE verifier without spending the link, then accepts the right one', async () => {
    const { verifier, challenge } = pkcePair()
    await t.sdk('POST', '/magic_links/email/login_or_create', {
      body: { email: 'pkce@example.com', code_challenge: challenge },
    })
    const token = tokenOf(await t.lastLink('pkce@example.com'))
    const missing = await t.sdk('POST', '/magic_links/authenticate', {
      body: { token, session_duration_minutes: 30 },
    })
    expect(missing.body.error_type).toBe('pkce_expected_code_verifier')
    const wrong = await t.sdk('POST', '/magic_links/authenticate', {
      body: { token, code_verifier: 'b'.repeat(64), session_duration_minutes: 30 },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error_type).toBe('pkce_mismatch')
    // The SDK falls back to its other PKCE namespace when the message mentions pkce.
    expect(wrong.body.error_message).toMatch(/pkce/)
    const right = await t.sdk('POST', '/magic_links/authenticate', {
      body: { token, code_verifier: verifier, session_duration_minutes: 30 },
    })
    expect(right.status).toBe(200)
  })

  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    await t.sdk('POST', '/magic_links/email/login_or_create', {
      body: { email: 'known@example.com' },
    })
    const known = await t.sdk('POST', '/magic_links/email/send/primary', {
      body: { email: 'known@example.com' },
    })
    const unknown = await t.sdk('POST', '/magic_links/email/send/primary', {
      body: { email: 'nobody@example.com' },
    })
    const strip = (b: { data: Record<string, unknown> }) => ({ ...b.data, request_id: 'x' })
    expect(known.status).toBe(unknown.status)
    expect(strip(known.body as never)).toEqual(strip(unknown.body as never))
    expect(await t.outbox('known@example.com')).toHaveLength(2)
    expect(await t.outbox('nobody@example.com')).toHaveLength(0)
  })

  it('refuses redirect URLs outside the web app', async () => {
    const res = await t.sdk('POST', '/magic_links/email/login_or_create', {
      body: { email: 'phish@example.com', login_magic_link_url: 'https://evil.example/steal' },
    })
    expect(res.status).toBe(400)
    expect(res.body.error_type).toBe('no_match_for_provided_magic_link_url')
    expect(await t.outbox('phish@example.com')).toHaveLength(0)
  })

  it('answers malformed bodies with a schema error and bad emails with invalid_email', async () => {
    const schema = await t.sdk('POST', '/magic_links/email/login_or_create', {
      body: { email: 42 },
    })
    expect(schema.status).toBe(400)
    expect(schema.body.body).toEqual([{ dataPath: '.email', message: 'should be string' }])
    const email = await t.sdk('POST', '/magic_links/email/login_or_create', {
      body: { email: 'not-an-email' },
    })
    expect(email.body.error_type).toBe('invalid_email')
  })

  it('rate limits sends to one address with 429 too_many_requests', async () => {
    let last = 0
    for (let i = 0; i < 11; i++) {
      last = (
        await t.sdk('POST', '/magic_links/email/login_or_create', {
          body: { email: 'flood@example.com' },
        })
      ).status
    }
    expect(last).toBe(429)
    expect(await t.outbox('flood@example.com')).toHaveLength(10)
  })
})
