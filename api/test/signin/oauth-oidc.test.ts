import { createHash, generateKeyPairSync } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { decodeJwt } from 'jose'
import { signinEmails, signinOauthRegistrations } from '../../src/db/schema'
import { startOidcIssuer, type FakeIssuer } from '../helpers/oidc-issuer'
import { PUBLIC_TOKEN, startSigninApp, WEB, type AnyJson, type SigninTestApp } from './helpers'

/**
 * Google and Apple through real OpenID Connect against local issuers (test/helpers/oidc-issuer):
 * the start redirect, the provider's answer (query or Apple's form_post), the code exchange with
 * our PKCE verifier, the ID token checks, the linking rules and every refusal.
 */

const API = 'http://localhost:8911'
const LOGIN = `${WEB}/en/authenticate?via=login`
const SIGNUP = `${WEB}/en/authenticate?via=signup`
const appleKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })

let t: SigninTestApp
let google: FakeIssuer
let apple: FakeIssuer

beforeAll(async () => {
  google = await startOidcIssuer({ clientId: 'google-client', clientSecret: 'google-secret' })
  apple = await startOidcIssuer({
    clientId: 'com.ironyard.web',
    apple: { teamId: 'TEAM123456', keyId: 'KEY1234567', publicKey: appleKey.publicKey },
  })
  t = await startSigninApp({
    env: {
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_ISSUER_URL: google.url,
      APPLE_CLIENT_ID: 'com.ironyard.web',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
      // As a .env line would carry it: one line, `\n` for the breaks.
      APPLE_PRIVATE_KEY: String(appleKey.privateKey.export({ type: 'pkcs8', format: 'pem' }))
        .trim()
        .replace(/\n/g, '\\n'),
      APPLE_ISSUER_URL: apple.url,
    },
  })
})

afterAll(async () => {
  await t?.close()
  await google?.close()
  await apple?.close()
})

beforeEach(() => {
  for (const issuer of [google, apple]) {
    issuer.tamper = {}
    issuer.refuseWith = null
  }
})

const startUrl = (provider: string, extra: Record<string, string> = {}) =>
  `/v1/public/oauth/${provider}/start?${new URLSearchParams({
    public_token: PUBLIC_TOKEN,
    login_redirect_url: LOGIN,
    signup_redirect_url: SIGNUP,
    ...extra,
  })}`

/** The browser's trip: start, the provider's page, back to our callback. */
async function signIn(
  provider: 'google' | 'apple',
  extra: Record<string, string> = {},
): Promise<{ authorize: URL; location: URL; callbackStatus: number }> {
  const issuer = provider === 'google' ? google : apple
  const start = await t.app.inject({ method: 'GET', url: startUrl(provider, extra) })
  expect(start.statusCode).toBe(302)
  const authorize = new URL(String(start.headers.location))
  expect(authorize.origin + authorize.pathname).toBe(`${issuer.url}/authorize`)
  const answer = await issuer.authorize(authorize.toString())
  const back = new URL(answer.url)
  expect(back.origin + back.pathname).toBe(`${API}/v1/public/oauth/${provider}/callback`)
  const res =
    answer.method === 'GET'
      ? await t.app.inject({ method: 'GET', url: back.pathname + back.search })
      : await t.app.inject({
          method: 'POST',
          url: back.pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(answer.form).toString(),
        })
  return {
    authorize,
    location: new URL(String(res.headers.location)),
    callbackStatus: res.statusCode,
  }
}

const redeem = (location: URL, extra: Record<string, unknown> = {}) =>
  t.sdk<AnyJson>('POST', '/oauth/authenticate', {
    body: { token: location.searchParams.get('token'), session_duration_minutes: 60, ...extra },
  })

const emailRow = async (email: string) =>
  (await t.database.db.select().from(signinEmails).where(eq(signinEmails.email, email)))[0]

async function magicLinkUser(email: string): Promise<string> {
  const sent = await t.backend('POST', '/magic_links/email/login_or_create', { email })
  expect(sent.status).toBe(200)
  return sent.body.user_id
}

describe('Google (authorization code, PKCE, nonce, ID token)', () => {
  it('signs a new visitor up: the token reaches the signup URL and authenticates', async () => {
    google.user = {
      sub: 'google-sub-new',
      email: 'New.Visitor@Example.com',
      email_verified: true,
      given_name: 'Nora',
      family_name: 'Vance',
      picture: 'https://lh3.example.com/photo.jpg',
    }
    const { authorize, location, callbackStatus } = await signIn('google')
    const q = authorize.searchParams
    expect(q.get('client_id')).toBe('google-client')
    expect(q.get('redirect_uri')).toBe(`${API}/v1/public/oauth/google/callback`)
    expect(q.get('scope')!.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    )
    expect(q.get('code_challenge_method')).toBe('S256')
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/)

    // Our own verifier went to the token endpoint, and it matches the challenge sent to Google.
    const sent = google.tokenRequests.at(-1)!.params
    const verifier = sent.get('code_verifier')!
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(q.get('code_challenge'))
    expect(sent.get('client_secret')).toBe('google-secret')

    expect(callbackStatus).toBe(302)
    expect(location.origin + location.pathname).toBe(`${WEB}/en/authenticate`)
    expect(location.searchParams.get('via')).toBe('signup')
    expect(location.searchParams.get('stytch_token_type')).toBe('oauth')

    const auth = await redeem(location)
    expect(auth.status).toBe(200)
    const data = auth.body.data
    expect(data.user.emails).toEqual([
      expect.objectContaining({ email: 'new.visitor@example.com', verified: true }),
    ])
    expect(data.user.name).toMatchObject({ first_name: 'Nora', last_name: 'Vance' })
    expect(data.provider_type).toBe('Google')
    expect(data.provider_subject).toBe('google-sub-new')
    expect(data.profile_picture_url).toBe('https://lh3.example.com/photo.jpg')
    expect(data.session.authentication_factors[0]).toMatchObject({
      type: 'oauth',
      delivery_method: 'oauth_google',
      google_oauth_factor: { provider_subject: 'google-sub-new' },
    })
    const issued = google.issued.at(-1)!
    expect(data.provider_values).toMatchObject({
      id_token: issued.id_token,
      access_token: issued.access_token,
      refresh_token: '',
      scopes: expect.arrayContaining(['openid', 'email', 'profile']),
    })
    expect(Date.parse(data.provider_values.expires_at)).toBeGreaterThan(Date.now())

    // Signing in again is the same identity, now on the login URL.
    const again = await signIn('google')
    expect(again.location.searchParams.get('via')).toBe('login')
    const second = await redeem(again.location)
    expect(second.body.data.user_id).toBe(data.user_id)
  })

  it("keeps the SDK's own PKCE toward us apart from ours toward the provider", async () => {
    google.user = { sub: 'google-sub-pkce', email: 'pkce@example.com', email_verified: true }
    const sdkVerifier = 'v'.repeat(50)
    const sdkChallenge = createHash('sha256').update(sdkVerifier).digest('base64url')
    const { authorize, location } = await signIn('google', { code_challenge: sdkChallenge })
    expect(authorize.searchParams.get('code_challenge')).not.toBe(sdkChallenge)
    expect(google.tokenRequests.at(-1)!.params.get('code_verifier')).not.toBe(sdkVerifier)
    const without = await redeem(location)
    expect(without.body.error_type).toBe('pkce_expected_code_verifier')
    const withVerifier = await redeem(location, { code_verifier: sdkVerifier })
    expect(withVerifier.status).toBe(200)
  })

  it('joins the existing account when Google says the email is verified', async () => {
    const userId = await magicLinkUser('owner@example.com')
    expect((await emailRow('owner@example.com')).verified).toBe(false)
    google.user = { sub: 'google-sub-owner', email: 'owner@example.com', email_verified: true }
    const { location } = await signIn('google')
    expect(location.searchParams.get('via')).toBe('login')
    const auth = await redeem(location)
    expect(auth.body.data.user_id).toBe(userId)
    expect((await emailRow('owner@example.com')).verified).toBe(true)
  })

  it('refuses to join an account with an unverified email, and marks nothing verified', async () => {
    const userId = await magicLinkUser('victim@example.com')
    google.user = { sub: 'google-sub-attacker', email: 'victim@example.com', email_verified: false }
    const { location, callbackStatus } = await signIn('google')
    expect(callbackStatus).toBe(302)
    expect(location.origin + location.pathname).toBe(`${WEB}/en/authenticate`)
    expect(location.searchParams.get('via')).toBe('login')
    expect(location.searchParams.get('error')).toBe('email_not_verified')
    expect(location.searchParams.get('token')).toBeNull()
    const row = await emailRow('victim@example.com')
    expect(row).toMatchObject({ userId, verified: false })
    const registrations = await t.database.db
      .select()
      .from(signinOauthRegistrations)
      .where(eq(signinOauthRegistrations.providerSubject, 'google-sub-attacker'))
    expect(registrations).toEqual([])
  })

  it('creates a new user with an unverified email and leaves it unverified', async () => {
    google.user = {
      sub: 'google-sub-unverified',
      email: 'fresh@example.com',
      email_verified: false,
    }
    const { location } = await signIn('google')
    const auth = await redeem(location)
    expect(auth.body.data.user.emails).toEqual([
      expect.objectContaining({ email: 'fresh@example.com', verified: false }),
    ])
  })

  it.each([
    ['a tampered ID token (signature by another key)', { foreignKey: true }],
    ['an ID token with another nonce', { nonce: 'not-the-nonce-we-sent' }],
    ['an ID token for another audience', { aud: 'someone-elses-client' }],
  ])('refuses %s: nobody is signed in or created', async (_label, tamper) => {
    const email = `tamper-${Object.keys(tamper)[0]}@example.com`
    google.user = { sub: `sub-${email}`, email, email_verified: true }
    google.tamper = tamper
    const { location, callbackStatus } = await signIn('google')
    expect(callbackStatus).toBe(302)
    expect(location.origin + location.pathname).toBe(`${WEB}/en/authenticate`)
    expect(location.searchParams.get('error')).toBe('oauth_failed')
    expect(location.searchParams.get('token')).toBeNull()
    expect(await emailRow(email)).toBeUndefined()
  })

  it('answers a refusal at Google with error=access_denied on the login URL', async () => {
    google.refuseWith = 'access_denied'
    const { location } = await signIn('google')
    expect(location.toString()).toBe(`${LOGIN}&error=access_denied`)
  })

  it('refuses an unknown, replayed or expired state with a redirect, never a 500', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/v1/public/oauth/google/callback?state=forged-state&code=whatever',
    })
    expect(unknown.statusCode).toBe(302)
    expect(unknown.headers.location).toBe(`${WEB}/authenticate?error=invalid_state`)

    google.user = { sub: 'google-sub-replay', email: 'replay@example.com', email_verified: true }
    const start = await t.app.inject({ method: 'GET', url: startUrl('google') })
    const answer = await google.authorize(String(start.headers.location))
    const back = new URL(answer.url)
    const first = await t.app.inject({ method: 'GET', url: back.pathname + back.search })
    expect(new URL(String(first.headers.location)).searchParams.get('token')).toBeTruthy()
    const replay = await t.app.inject({ method: 'GET', url: back.pathname + back.search })
    expect(replay.statusCode).toBe(302)
    expect(replay.headers.location).toBe(`${LOGIN}&error=invalid_state`)

    const late = await t.app.inject({ method: 'GET', url: startUrl('google') })
    const lateAnswer = await google.authorize(String(late.headers.location))
    t.clock.advance(11 * 60_000)
    const lateBack = new URL(lateAnswer.url)
    const expired = await t.app.inject({ method: 'GET', url: lateBack.pathname + lateBack.search })
    expect(expired.headers.location).toBe(`${LOGIN}&error=invalid_state`)
  })

  it('keeps the start checks: public token, redirect allowlist, PKCE rule', async () => {
    const token = await t.app.inject({
      method: 'GET',
      url: startUrl('google', { public_token: 'public-token-test-x' }),
    })
    expect(token.json().error_type).toBe('public_token_not_found')
    const redirect = await t.app.inject({
      method: 'GET',
      url: startUrl('google', { login_redirect_url: 'https://evil.example/cb' }),
    })
    expect(redirect.json().error_type).toBe('no_match_for_provided_oauth_url')
    t.settings.pkceRequiredForOAuth = true
    try {
      const pkce = await t.app.inject({ method: 'GET', url: startUrl('google') })
      expect(pkce.json().error_type).toBe('pkce_expected_code_verifier')
    } finally {
      t.settings.pkceRequiredForOAuth = false
    }
  })

  it('has no stand-in consent page for a configured provider', async () => {
    const consent = await t.app.inject({
      method: 'POST',
      url: '/v1/public/oauth/google/consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        state: 'x',
        decision: 'allow',
        email: 'a@example.com',
      }).toString(),
    })
    expect(consent.statusCode).toBe(404)
    // An unconfigured provider keeps the development stand-in (NODE_ENV is test here).
    const github = await t.app.inject({ method: 'GET', url: startUrl('github') })
    expect(github.statusCode).toBe(200)
    expect(github.body).toContain('action="/v1/public/oauth/github/consent"')
  })
})

describe('Apple (form_post, ES256 client secret)', () => {
  it('signs a new visitor up with the name Apple posts once, and the client secret is a valid ES256 JWT', async () => {
    apple.user = {
      sub: '001234.apple-sub.0001',
      email: 'relay123@privaterelay.appleid.com',
      email_verified: 'true',
      appleUser: { name: { firstName: 'Ana', lastName: 'Ruiz' } },
    }
    const { authorize, location } = await signIn('apple')
    expect(authorize.searchParams.get('response_mode')).toBe('form_post')
    expect(authorize.searchParams.get('scope')).toBe('openid email name')

    const secret = apple.tokenRequests.at(-1)!.clientSecretJwt!
    expect(secret.header).toMatchObject({ alg: 'ES256', kid: 'KEY1234567' })
    expect(secret.claims).toMatchObject({
      iss: 'TEAM123456',
      sub: 'com.ironyard.web',
      aud: apple.url,
    })

    expect(location.searchParams.get('via')).toBe('signup')
    const auth = await redeem(location)
    expect(auth.status).toBe(200)
    const data = auth.body.data
    expect(data.provider_type).toBe('Apple')
    expect(data.user.name).toMatchObject({ first_name: 'Ana', last_name: 'Ruiz' })
    expect(data.user.emails[0]).toMatchObject({
      email: 'relay123@privaterelay.appleid.com',
      verified: true,
    })
    expect(decodeJwt(data.provider_values.id_token).sub).toBe('001234.apple-sub.0001')

    // Later authorizations carry no name: the same account, its name kept.
    apple.user = { ...apple.user, appleUser: undefined }
    const again = await signIn('apple')
    const second = await redeem(again.location)
    expect(second.body.data.user_id).toBe(data.user_id)
    expect(second.body.data.user.name.first_name).toBe('Ana')
  })

  it('answers "Cancel" at Apple (user_cancelled_authorize) with error=access_denied', async () => {
    apple.refuseWith = 'user_cancelled_authorize'
    const { location } = await signIn('apple')
    expect(location.toString()).toBe(`${LOGIN}&error=access_denied`)
  })
})
