import type { FastifyRequest } from 'fastify'
import * as stytch from 'stytch'
import { createRequestAuthenticator } from '../../src/http/authenticate-request'
import { VerifiedJwtCache, VERIFIED_JWT_TTL_MS } from '../../src/http/verified-jwt-cache'
import { envSchema, productionProblems } from '../../src/lib/env'
import { logger } from '../../src/lib/logger'
import { testEnv } from '../helpers/app'
import {
  PROJECT_ID,
  SECRET,
  WEB,
  quietExpectedWarnings,
  startSigninApp,
  tokenOf,
  type SigninTestApp,
} from '../signin/helpers'

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')
/** A JWT-shaped string with this `exp` (seconds); the cache never checks signatures itself. */
const fakeJwt = (exp: number, n = 0) => `${b64({ alg: 'RS256' })}.${b64({ exp, n })}.sig`
const session = { session_id: 'session-1', user_id: 'user-1', roles: ['stytch_user'] }

describe('VerifiedJwtCache', () => {
  const now = new Date('2026-12-07T00:00:00Z')
  const at = (ms: number) => new Date(now.getTime() + ms)
  const exp = now.getTime() / 1000 + 300

  it('answers a verified token until the TTL, and never after its exp', () => {
    const cache = new VerifiedJwtCache()
    const jwt = fakeJwt(exp)
    cache.set(jwt, session, now)
    expect(cache.get(jwt, at(1000))).toEqual(session)
    expect(cache.get(jwt, at(VERIFIED_JWT_TTL_MS))).toBeNull()
    const shortLived = fakeJwt(now.getTime() / 1000 + 10)
    cache.set(shortLived, session, now)
    expect(cache.get(shortLived, at(9_999))).toEqual(session)
    expect(cache.get(shortLived, at(10_000))).toBeNull()
  })

  it('misses on another byte, a clock before the verification, or a token without exp', () => {
    const cache = new VerifiedJwtCache()
    const jwt = fakeJwt(exp)
    cache.set(jwt, session, now)
    expect(cache.get(`${jwt}x`, now)).toBeNull()
    expect(cache.get(jwt, at(-1))).toBeNull()
    const noExp = `${b64({ alg: 'RS256' })}.${b64({ sub: 'u' })}.sig`
    cache.set(noExp, session, now)
    cache.set(fakeJwt(now.getTime() / 1000 - 1), session, now)
    expect(cache.size).toBe(0)
  })

  it('is bounded: the least recently used token goes first', () => {
    const cache = new VerifiedJwtCache({ max: 3 })
    const tokens = Array.from({ length: 5 }, (_, i) => fakeJwt(exp, i))
    for (const t of tokens) cache.set(t, session, now)
    expect(cache.size).toBe(3)
    expect(cache.get(tokens[0], now)).toBeNull()
    expect(cache.get(tokens[4], now)).toEqual(session)
  })
})

describe('SESSION_JWT_CACHE', () => {
  const production = {
    NODE_ENV: 'production',
    WEB_URL: 'https://www.ironyard.example',
    API_URL: 'https://api.ironyard.example',
    DATABASE_URL: 'postgres://ironyard@db.internal:5432/ironyard',
    REDIS_URL: 'redis://redis.internal:6379',
    SMTP_URL: 'smtp://smtp.example.com:587',
    STYTCH_PROJECT_ID: 'project-live-ironyard',
    STYTCH_SECRET: 'aa6f9fd6f2a2aefa5996e632d1d256fd3bd9952433a54e9c58e5ca279ebdc640',
    STYTCH_PUBLIC_TOKEN: 'public-token-live-ironyard',
  }
  const problems = (vars: Record<string, string>) =>
    productionProblems(envSchema.parse(vars), { committed: {}, fromCommitted: new Set() })

  it('is on by default, and off is refused in production', () => {
    expect(envSchema.parse(production).SESSION_JWT_CACHE).toBe('on')
    expect(problems(production)).toEqual([])
    expect(problems({ ...production, SESSION_JWT_CACHE: 'off' })).toEqual([
      expect.stringMatching(/^SESSION_JWT_CACHE: off is for benchmarks only/),
    ])
    expect(() => envSchema.parse({ ...production, SESSION_JWT_CACHE: 'maybe' })).toThrow()
  })
})

describe('request authentication with the verified-JWT cache', () => {
  let t: SigninTestApp
  let client: stytch.Client
  /** Outcomes of the client's local JWT checks, in order. */
  let localChecks: Array<'ok' | 'refused'>
  let cache: VerifiedJwtCache
  let authenticate: (req: FastifyRequest) => Promise<{ id: string } | null>

  beforeAll(async () => {
    quietExpectedWarnings()
    t = await startSigninApp({ listen: true })
    client = new stytch.Client({ project_id: PROJECT_ID, secret: SECRET, env: `${t.url}/` })
    const real = client.sessions.authenticateJwtLocal.bind(client.sessions)
    jest.spyOn(client.sessions, 'authenticateJwtLocal').mockImplementation(async (params) => {
      try {
        const r = await real(params)
        localChecks.push('ok')
        return r
      } catch (err) {
        localChecks.push('refused')
        throw err
      }
    })
  })
  afterAll(() => t.close())
  beforeEach(() => {
    localChecks = []
    cache = new VerifiedJwtCache()
    authenticate = createRequestAuthenticator(
      { database: t.database, env: testEnv({ WEB_URL: WEB }), logger, now: t.clock.now },
      { localBaseUrl: t.url, client, jwtCache: cache },
    )
  })

  async function signIn(email: string) {
    await t.sdk('POST', '/magic_links/email/login_or_create', { body: { email } })
    const res = await t.sdk('POST', '/magic_links/authenticate', {
      body: { token: tokenOf(await t.lastLink(email)), session_duration_minutes: 60 },
    })
    return res.body.data as { session_token: string; session_jwt: string; user_id: string }
  }
  const withJwt = (jwt: string) =>
    authenticate({ headers: { cookie: `stytch_session_jwt=${jwt}` }, log: console } as never)

  it('verifies a token once, then answers it from the cache', async () => {
    const s = await signIn('cached@example.com')
    expect((await withJwt(s.session_jwt))?.id).toBe(s.user_id)
    expect((await withJwt(s.session_jwt))?.id).toBe(s.user_id)
    expect((await withJwt(s.session_jwt))?.id).toBe(s.user_id)
    expect(localChecks).toEqual(['ok'])
    expect(cache.size).toBe(1)
  })

  it('a revoked session is refused at once, though its token is cached', async () => {
    const s = await signIn('revoked-cached@example.com')
    expect((await withJwt(s.session_jwt))?.id).toBe(s.user_id)
    const revoke = await t.sdk('POST', '/sessions/revoke', { session: s.session_token })
    expect(revoke.status).toBe(200)
    expect(await withJwt(s.session_jwt)).toBeNull()
    expect(localChecks).toEqual(['ok'])
  })

  it('an expired token is verified again (and refused locally), not served from the cache', async () => {
    const s = await signIn('expired-cached@example.com')
    expect((await withJwt(s.session_jwt))?.id).toBe(s.user_id)
    t.clock.advance(6 * 60_000)
    await t.sdk('POST', '/sessions/revoke', { session: s.session_token })
    expect(await withJwt(s.session_jwt)).toBeNull()
    expect(localChecks).toEqual(['ok', 'refused'])
  })

  it('a tampered token misses the cache and is refused', async () => {
    const s = await signIn('tampered-cached@example.com')
    expect((await withJwt(s.session_jwt))?.id).toBe(s.user_id)
    const [h, p, sig] = s.session_jwt.split('.')
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>
    const tampered = `${h}.${b64({ ...payload, sub: 'user-test-someone-else' })}.${sig}`
    expect(await withJwt(tampered)).toBeNull()
    expect(localChecks).toEqual(['ok', 'refused'])
    expect(cache.size).toBe(1)
  })

  it('SESSION_JWT_CACHE=off verifies every request', async () => {
    const off = createRequestAuthenticator(
      {
        database: t.database,
        env: testEnv({ WEB_URL: WEB, SESSION_JWT_CACHE: 'off' }),
        logger,
        now: t.clock.now,
      },
      { localBaseUrl: t.url, client },
    )
    const s = await signIn('uncached@example.com')
    const req = { headers: { cookie: `stytch_session_jwt=${s.session_jwt}` }, log: console }
    expect((await off(req as never))?.id).toBe(s.user_id)
    expect((await off(req as never))?.id).toBe(s.user_id)
    expect(localChecks).toEqual(['ok', 'ok'])
  })
})
