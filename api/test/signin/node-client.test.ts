import { createHmac, generateKeyPairSync, sign } from 'node:crypto'
import * as stytch from 'stytch'
import {
  PROJECT_ID,
  SECRET,
  quietExpectedWarnings,
  startSigninApp,
  tokenOf,
  type SigninTestApp,
} from './helpers'

/** Sign in through the SDK protocol with a magic link; returns the tokens the browser would keep. */
async function signIn(t: SigninTestApp, email: string) {
  await t.sdk('POST', '/magic_links/email/login_or_create', { body: { email } })
  const res = await t.sdk('POST', '/magic_links/authenticate', {
    body: { token: tokenOf(await t.lastLink(email)), session_duration_minutes: 60 },
  })
  return res.body.data as {
    session_token: string
    session_jwt: string
    user_id: string
    session: { session_id: string }
  }
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')
const parts = (jwt: string) => {
  const [h, p] = jwt.split('.')
  return {
    header: JSON.parse(Buffer.from(h, 'base64url').toString()),
    payload: JSON.parse(Buffer.from(p, 'base64url').toString()),
  }
}

async function gql(t: SigninTestApp, cookie?: string) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query: '{ currentUser { id email firstName roles memberSince } }' }),
  })
  return (await res.json()) as {
    data?: { currentUser: null | Record<string, unknown> }
    errors?: unknown
  }
}

describe('the official stytch Node client against the local sign-in service', () => {
  let t: SigninTestApp
  let client: stytch.Client
  beforeAll(async () => {
    quietExpectedWarnings()
    t = await startSigninApp({ listen: true })
    client = new stytch.Client({ project_id: PROJECT_ID, secret: SECRET, env: `${t.url}/` })
  })
  afterAll(() => t.close())

  it('serves the JWKS without authentication', async () => {
    const res = await fetch(`${t.url}/v1/sessions/jwks/${PROJECT_ID}`)
    const body = (await res.json()) as { keys: Array<Record<string, string>> }
    expect(res.status).toBe(200)
    expect(body.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' })
    expect(body.keys[0]).not.toHaveProperty('d')
  })

  it('sessions.authenticate, authenticateJwt and users.get', async () => {
    const s = await signIn(t, 'node@example.com')
    const remote = await client.sessions.authenticate({ session_token: s.session_token })
    expect(remote.session.user_id).toBe(s.user_id)
    expect(remote.user.emails[0].email).toBe('node@example.com')
    expect(remote.session_jwt.split('.')).toHaveLength(3)

    const local = await client.sessions.authenticateJwtLocal({ session_jwt: s.session_jwt })
    expect(local).toMatchObject({
      session_id: s.session.session_id,
      user_id: s.user_id,
      roles: ['stytch_user'],
    })
    const viaJwt = await client.sessions.authenticateJwt({ session_jwt: s.session_jwt })
    expect(viaJwt.session.session_id).toBe(s.session.session_id)

    const { header, payload } = parts(s.session_jwt)
    expect(header).toMatchObject({ alg: 'RS256', typ: 'JWT' })
    expect(payload.exp - payload.iat).toBe(300)
    expect(payload.iss).toBe(`stytch.com/${PROJECT_ID}`)

    const user = await client.users.get({ user_id: s.user_id })
    expect(user).toMatchObject({
      user_id: s.user_id,
      status: 'active',
      emails: [{ email: 'node@example.com', verified: true }],
      phone_numbers: [],
      webauthn_registrations: [],
      totps: [],
      crypto_wallets: [],
      password: null,
    })
  })

  it('refuses JWTs signed with another algorithm or key, or altered', async () => {
    const s = await signIn(t, 'forger@example.com')
    const { header, payload } = parts(s.session_jwt)
    const jwks = (await (await fetch(`${t.url}/v1/sessions/jwks/${PROJECT_ID}`)).json()) as {
      keys: Array<{ n: string; e: string }>
    }
    const later = { ...payload, exp: payload.exp + 3600 }
    const none = `${b64({ ...header, alg: 'none' })}.${b64(later)}.`
    // Algorithm confusion: HS256 keyed with the published public key.
    const hsInput = `${b64({ ...header, alg: 'HS256' })}.${b64(later)}`
    const hs256 = `${hsInput}.${createHmac('sha256', JSON.stringify(jwks.keys[0])).update(hsInput).digest('base64url')}`
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
    const rsInput = `${b64(header)}.${b64(later)}`
    const otherKey = `${rsInput}.${sign('sha256', Buffer.from(rsInput), other).toString('base64url')}`
    const tampered = `${s.session_jwt.split('.')[0]}.${b64({ ...payload, sub: 'user-test-someone-else' })}.${s.session_jwt.split('.')[2]}`

    for (const jwt of [none, hs256, otherKey, tampered]) {
      await expect(client.sessions.authenticateJwtLocal({ session_jwt: jwt })).rejects.toThrow()
      // authenticateJwt falls back to the service, which refuses too.
      await expect(client.sessions.authenticateJwt({ session_jwt: jwt })).rejects.toMatchObject({
        status_code: 401,
        error_type: 'unauthorized_credentials',
      })
      const who = await t.authenticate({
        headers: { cookie: `stytch_session_jwt=${jwt}` },
        log: console,
      } as never)
      expect(who).toBeNull()
    }
  })

  it('a revoked session opens nothing: opaque token, JWT, currentUser', async () => {
    const s = await signIn(t, 'revoked@example.com')
    const cookie = `stytch_session=${s.session_token}; stytch_session_jwt=${s.session_jwt}`
    expect((await gql(t, cookie)).data?.currentUser).toMatchObject({ email: 'revoked@example.com' })

    const revoke = await t.sdk('POST', '/sessions/revoke', { session: s.session_token })
    expect(revoke.status).toBe(200)
    await expect(
      client.sessions.authenticate({ session_token: s.session_token }),
    ).rejects.toMatchObject({
      status_code: 404,
      error_type: 'session_not_found',
    })
    const again = await t.sdk('POST', '/sessions/authenticate', {
      session: s.session_token,
      body: {},
    })
    expect(again.status).toBe(404)
    expect(again.body.error_type).toBe('session_not_found')
    // The JWT would still verify for a few minutes; the api knows the session was revoked.
    expect((await gql(t, cookie)).data?.currentUser).toBeNull()
  })

  it('currentUser: anonymous is null; a signed-in visitor gets a marketplace user row', async () => {
    expect((await gql(t)).data?.currentUser).toBeNull()
    expect((await gql(t, 'stytch_session=not-a-token')).data?.currentUser).toBeNull()
    const s = await signIn(t, 'member@example.com')
    const res = await gql(
      t,
      `stytch_session=${s.session_token}; stytch_session_jwt=${s.session_jwt}`,
    )
    expect(res.data?.currentUser).toEqual({
      id: s.user_id,
      email: 'member@example.com',
      firstName: null,
      roles: ['stytch_user'],
      memberSince: expect.any(String),
    })
    // Bearer works too (server-to-server callers).
    const bearer = await t.authenticate({
      headers: { authorization: `Bearer ${s.session_token}` },
      log: console,
    } as never)
    expect(bearer?.id).toBe(s.user_id)
  })

  it('a stale JWT is refreshed remotely while its session lives, and refused after', async () => {
    const s = await signIn(t, 'stale@example.com')
    t.clock.advance(6 * 60_000)
    const who = await t.authenticate({
      headers: { cookie: `stytch_session_jwt=${s.session_jwt}` },
      log: console,
    } as never)
    expect(who?.id).toBe(s.user_id)
    t.clock.advance(60 * 60_000)
    const gone = await t.authenticate({
      headers: { cookie: `stytch_session_jwt=${s.session_jwt}` },
      log: console,
    } as never)
    expect(gone).toBeNull()
    await expect(
      client.sessions.authenticate({ session_token: s.session_token }),
    ).rejects.toMatchObject({
      error_type: 'session_not_found',
    })
  })

  it('refuses a wrong project secret', async () => {
    const bad = new stytch.Client({ project_id: PROJECT_ID, secret: 'wrong', env: `${t.url}/` })
    await expect(bad.users.get({ user_id: 'user-test-x' })).rejects.toMatchObject({
      status_code: 401,
      error_type: 'invalid_secret_authentication',
    })
  })
})
