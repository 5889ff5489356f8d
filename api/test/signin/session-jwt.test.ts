import {
  constants,
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto'
import { sql } from 'drizzle-orm'
import * as stytch from 'stytch'
import {
  PROJECT_ID,
  SECRET,
  quietExpectedWarnings,
  startSigninApp,
  tokenOf,
  type SigninTestApp,
} from './helpers'

/**
 * The session JWT seen from outside: tokens are built here with node:crypto alone (not jose), so
 * the service's verification is checked against an independent signer, the way the hand-written
 * signer of earlier versions produced them.
 */

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))

type Header = Record<string, unknown>
type Payload = Record<string, unknown> & { exp: number; iat: number; nbf: number }

function rs(header: Header, payload: unknown, key: KeyObject, hash = 'sha256', pss = false) {
  const input = `${b64(header)}.${b64(payload)}`
  const signature = sign(
    hash,
    Buffer.from(input),
    pss ? { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 } : key,
  )
  return `${input}.${signature.toString('base64url')}`
}

async function signIn(t: SigninTestApp, email: string) {
  await t.sdk('POST', '/magic_links/email/login_or_create', { body: { email } })
  const res = await t.sdk('POST', '/magic_links/authenticate', {
    body: { token: tokenOf(await t.lastLink(email)), session_duration_minutes: 60 },
  })
  const data = res.body.data as { session_token: string; session_jwt: string; user_id: string }
  const [h, p] = data.session_jwt.split('.')
  return { ...data, header: decode(h) as Header, payload: decode(p) as Payload }
}

interface KeyRow {
  kid: string
  private_key_pem: string
  public_jwk: Record<string, string>
}

const keyRows = (t: SigninTestApp) =>
  t.database.rows<KeyRow & { slot: string }>(
    sql`SELECT slot, kid, private_key_pem, public_jwk FROM signin_keys ORDER BY slot`,
  )

/** The service's answer to a JWT: sessions/authenticate as the Node client calls it. */
const authenticate = (t: SigninTestApp, jwt: string) =>
  t.backend('POST', '/sessions/authenticate', { session_jwt: jwt })

describe('session JWTs (jose): what is signed and what is refused', () => {
  let t: SigninTestApp
  let ourKey: KeyObject
  let s: Awaited<ReturnType<typeof signIn>>
  beforeAll(async () => {
    t = await startSigninApp()
    s = await signIn(t, 'jwt@example.com')
    const [row] = (await keyRows(t)).filter((r) => r.slot === 'current')
    ourKey = createPrivateKey(row.private_key_pem)
  })
  afterAll(() => t.close())

  it('has exactly the shape the official SDKs read', () => {
    expect(s.header).toEqual({ alg: 'RS256', kid: expect.stringMatching(/^jwk-test-/), typ: 'JWT' })
    expect(s.payload).toMatchObject({
      sub: s.user_id,
      iss: `stytch.com/${PROJECT_ID}`,
      aud: [PROJECT_ID],
      'https://stytch.com/session': {
        id: expect.stringMatching(/^session-test-/),
        started_at: expect.any(String),
        last_accessed_at: expect.any(String),
        expires_at: expect.any(String),
        attributes: { ip_address: expect.any(String), user_agent: expect.any(String) },
        authentication_factors: [expect.objectContaining({ type: 'magic_link' })],
        roles: ['stytch_user'],
      },
    })
    expect(s.payload.nbf).toBe(s.payload.iat)
    expect(s.payload.exp - s.payload.iat).toBe(300)
    expect(s.payload.iat).toBe(Math.floor(t.clock.now().getTime() / 1000))
  })

  it('accepts a token from an independent RS256 signer with our key (as earlier versions made them)', async () => {
    const jwt = rs(s.header, { ...s.payload, exp: s.payload.exp + 60 }, ourKey)
    const res = await authenticate(t, jwt)
    expect(res.status).toBe(200)
    expect(res.body.session.user_id).toBe(s.user_id)
  })

  it('refuses every token that is not our RS256 for this project', async () => {
    const later = { ...s.payload, exp: s.payload.exp + 3600 }
    const jwk = (await keyRows(t)).find((r) => r.slot === 'current')!.public_jwk
    const spki = createPublicKey(ourKey).export({ format: 'pem', type: 'spki' }) as string
    const hs = (secret: string) => {
      const input = `${b64({ ...s.header, alg: 'HS256' })}.${b64(later)}`
      return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`
    }
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
    const now = Math.floor(t.clock.now().getTime() / 1000)
    const forged: Record<string, string> = {
      'alg none': `${b64({ ...s.header, alg: 'none' })}.${b64(later)}.`,
      'HS256 keyed with the JWK': hs(JSON.stringify(jwk)),
      'HS256 keyed with the PEM public key': hs(spki),
      'RS512 with our key': rs({ ...s.header, alg: 'RS512' }, later, ourKey, 'sha512'),
      'PS256 with our key': rs({ ...s.header, alg: 'PS256' }, later, ourKey, 'sha256', true),
      'another key under our kid': rs(s.header, later, stranger),
      'a kid we never issued': rs({ ...s.header, kid: 'jwk-test-someone-else' }, later, ourKey),
      'no kid': rs({ alg: 'RS256', typ: 'JWT' }, later, ourKey),
      'no typ': rs({ alg: 'RS256', kid: s.header.kid }, later, ourKey),
      'an unknown critical header': rs({ ...s.header, crit: ['exp2'], exp2: 1 }, later, ourKey),
      'another audience': rs(s.header, { ...later, aud: ['project-test-other'] }, ourKey),
      'another audience (string)': rs(s.header, { ...later, aud: 'project-test-other' }, ourKey),
      'no audience': rs(s.header, { ...later, aud: undefined }, ourKey),
      'another issuer': rs(s.header, { ...later, iss: 'stytch.com/project-test-other' }, ourKey),
      'not valid yet': rs(s.header, { ...later, nbf: now + 600, exp: now + 900 }, ourKey),
      'no expiry': rs(s.header, { ...later, exp: undefined }, ourKey),
      'no session claim': rs(
        s.header,
        { ...later, 'https://stytch.com/session': undefined },
        ourKey,
      ),
      'altered payload': `${s.session_jwt.split('.')[0]}.${b64({ ...s.payload, sub: 'user-test-x' })}.${s.session_jwt.split('.')[2]}`,
      'not a JWT': 'a.b.c',
    }
    const answers = await Promise.all(
      Object.entries(forged).map(async ([name, jwt]) => {
        const res = await authenticate(t, jwt)
        return [name, res.status, res.body.error_type]
      }),
    )
    expect(answers).toEqual(
      Object.keys(forged).map((name) => [name, 401, 'unauthorized_credentials']),
    )
  })

  it('an expired token is only good while its session lives: refused once it is revoked', async () => {
    const live = await signIn(t, 'expired@example.com')
    t.clock.advance(6 * 60_000)
    // Stytch's contract: a stale JWT of a live session is refreshed (never with the opaque token).
    const refreshed = await authenticate(t, live.session_jwt)
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.session_token).toBe('')
    const fresh = decode(refreshed.body.session_jwt.split('.')[1]) as Payload
    expect(fresh.exp).toBeGreaterThan(t.clock.now().getTime() / 1000)

    const revoke = await t.backend('POST', '/sessions/revoke', { session_jwt: live.session_jwt })
    expect(revoke.status).toBe(200)
    const after = await authenticate(t, live.session_jwt)
    expect(after.status).toBe(404)
    expect(after.body.error_type).toBe('session_not_found')
    expect(
      await t.authenticate({
        headers: { cookie: `stytch_session_jwt=${live.session_jwt}` },
        log: console,
      } as never),
    ).toBeNull()
  })

  it('an expired token with another audience is refused, not refreshed', async () => {
    const live = await signIn(t, 'expired-aud@example.com')
    const stale = rs(live.header, { ...live.payload, aud: ['project-test-other'] }, ourKey)
    t.clock.advance(6 * 60_000)
    const res = await authenticate(t, stale)
    expect(res.status).toBe(401)
    expect(res.body.error_type).toBe('unauthorized_credentials')
  })
})

describe('session JWTs: keys stored by earlier versions keep working', () => {
  let t: SigninTestApp
  // A key row written the way the hand-written keys.ts did (node:crypto, PKCS#8 PEM, public JWK).
  const legacyRow = (slot: string, kid: string) => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const { n, e } = publicKey.export({ format: 'jwk' }) as { n: string; e: string }
    return {
      slot,
      kid,
      privateKey,
      pem: privateKey.export({ format: 'pem', type: 'pkcs8' }) as string,
      jwk: { kty: 'RSA', n, e, kid, alg: 'RS256', use: 'sig' },
    }
  }
  const current = legacyRow('current', 'jwk-test-legacy0001')
  const previous = legacyRow('previous', 'jwk-test-legacy0000')

  beforeAll(async () => {
    quietExpectedWarnings()
    t = await startSigninApp({ listen: true })
    // Before the service first needs a key, as a database from an earlier version would be.
    for (const k of [current, previous]) {
      await t.database.rows(
        sql`INSERT INTO signin_keys (slot, kid, private_key_pem, public_jwk)
            VALUES (${k.slot}, ${k.kid}, ${k.pem}, ${JSON.stringify(k.jwk)}::jsonb)`,
      )
    }
  })
  afterAll(() => t.close())

  it('signs with the stored current key and serves the stored JWKS unchanged', async () => {
    const s = await signIn(t, 'legacy-key@example.com')
    expect(s.header).toEqual({ alg: 'RS256', kid: current.kid, typ: 'JWT' })
    const input = s.session_jwt.split('.').slice(0, 2).join('.')
    const signature = Buffer.from(s.session_jwt.split('.')[2], 'base64url')
    expect(verify('sha256', Buffer.from(input), current.privateKey, signature)).toBe(true)

    const jwks = (await (await fetch(`${t.url}/v1/sessions/jwks/${PROJECT_ID}`)).json()) as {
      keys: unknown[]
    }
    expect(jwks.keys).toEqual([current.jwk, previous.jwk])

    const client = new stytch.Client({ project_id: PROJECT_ID, secret: SECRET, env: `${t.url}/` })
    const local = await client.sessions.authenticateJwtLocal({ session_jwt: s.session_jwt })
    expect(local.user_id).toBe(s.user_id)
  })

  it('verifies a live session’s token signed with the previous key', async () => {
    const s = await signIn(t, 'previous-key@example.com')
    const jwt = rs({ ...s.header, kid: previous.kid }, s.payload, previous.privateKey)
    const res = await authenticate(t, jwt)
    expect(res.status).toBe(200)
    expect(res.body.user.user_id).toBe(s.user_id)
    // The previous key under the current kid is someone else's signature.
    const mixed = rs(s.header, s.payload, previous.privateKey)
    expect((await authenticate(t, mixed)).body.error_type).toBe('unauthorized_credentials')
  })
})
