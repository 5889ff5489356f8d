import { generateKeyPairSync } from 'node:crypto'
import { envSchema } from '../../src/lib/env'
import { OAUTH_PROVIDERS } from '../../src/signin/config'
import { startOidcIssuer, type FakeIssuer } from '../helpers/oidc-issuer'
import { PUBLIC_TOKEN, startSigninApp, WEB, type SigninTestApp } from './helpers'

/**
 * Production has no stand-in: the consent page where anyone could type any email and become
 * that account does not exist, and a provider without configuration has no routes at all.
 */

const start = (t: SigninTestApp, provider: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/public/oauth/${provider}/start?public_token=${PUBLIC_TOKEN}&login_redirect_url=${encodeURIComponent(`${WEB}/authenticate`)}`,
  })

const consent = (t: SigninTestApp, provider: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/public/oauth/${provider}/consent`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      state: 'any',
      decision: 'allow',
      email: 'someone@example.com',
    }).toString(),
  })

async function signInOptions(t: SigninTestApp): Promise<string[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query: '{ signInOptions { oauthProviders } }' }),
  })
  return res.json().data.signInOptions.oauthProviders
}

describe('NODE_ENV=production without provider configuration', () => {
  let t: SigninTestApp
  beforeAll(async () => {
    t = await startSigninApp({ production: true })
  })
  afterAll(() => t?.close())

  it('answers 404 to the start, consent and callback of every provider', async () => {
    for (const provider of OAUTH_PROVIDERS) {
      const res = await start(t, provider)
      expect([provider, res.statusCode]).toEqual([provider, 404])
      expect(res.body).not.toContain('<form')
      expect((await consent(t, provider)).statusCode).toBe(404)
    }
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: '/v1/public/oauth/google/callback?state=x&code=y',
      })
      expect(res.statusCode).toBe(404)
    }
  })

  it('offers no provider to the web', async () => {
    expect(await signInOptions(t)).toEqual([])
  })
})

describe('NODE_ENV=production with Google configured', () => {
  let t: SigninTestApp
  let google: FakeIssuer
  beforeAll(async () => {
    google = await startOidcIssuer({ clientId: 'google-client', clientSecret: 'google-secret' })
    t = await startSigninApp({
      production: true,
      env: {
        GOOGLE_CLIENT_ID: 'google-client',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_ISSUER_URL: google.url,
      },
    })
  })
  afterAll(async () => {
    await t?.close()
    await google?.close()
  })

  it('sends Google visitors to Google, and keeps every other provider and the stand-in away', async () => {
    const res = await start(t, 'google')
    expect(res.statusCode).toBe(302)
    expect(String(res.headers.location)).toMatch(new RegExp(`^${google.url}/authorize\\?`))
    expect((await consent(t, 'google')).statusCode).toBe(404)
    expect((await start(t, 'apple')).statusCode).toBe(404)
    expect((await start(t, 'github')).statusCode).toBe(404)
    expect(await signInOptions(t)).toEqual(['google'])
  })
})

describe('outside production', () => {
  let t: SigninTestApp
  beforeAll(async () => {
    t = await startSigninApp()
  })
  afterAll(() => t?.close())

  it('offers every provider through the stand-in consent page', async () => {
    expect(await signInOptions(t)).toEqual([...OAUTH_PROVIDERS])
  })
})

describe('provider variables', () => {
  const base = {
    NODE_ENV: 'test',
    STYTCH_PROJECT_ID: 'project-test-local',
    STYTCH_SECRET: 'secret-test-local',
    STYTCH_PUBLIC_TOKEN: 'public-token-test-local',
  }
  const issues = (vars: Record<string, string>) => {
    const r = envSchema.safeParse({ ...base, ...vars })
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
  }
  const pem = String(
    generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }),
  )

  it('treats empty as unset and defaults the issuers', () => {
    const env = envSchema.parse({
      ...base,
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
      APPLE_PRIVATE_KEY: '',
      GOOGLE_ISSUER_URL: '',
    })
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined()
    expect(env.APPLE_PRIVATE_KEY).toBeUndefined()
    expect(env.GOOGLE_ISSUER_URL).toBe('https://accounts.google.com')
    expect(env.APPLE_ISSUER_URL).toBe('https://appleid.apple.com')
  })

  it('refuses a partial configuration, naming the missing variable', () => {
    expect(issues({ GOOGLE_CLIENT_ID: 'id' })).toEqual([
      expect.stringMatching(/^GOOGLE_CLIENT_SECRET: is required with GOOGLE_CLIENT_ID/),
    ])
    expect(issues({ APPLE_CLIENT_ID: 'com.example', APPLE_PRIVATE_KEY: pem })).toEqual([
      expect.stringMatching(/^APPLE_TEAM_ID: /),
      expect.stringMatching(/^APPLE_KEY_ID: /),
    ])
    expect(
      issues({
        APPLE_CLIENT_ID: 'com.example',
        APPLE_TEAM_ID: 'T',
        APPLE_KEY_ID: 'K',
        APPLE_PRIVATE_KEY: pem,
      }),
    ).toEqual([])
  })

  it('refuses an Apple key that is not a P-256 private key, without repeating it', () => {
    const rsa = String(
      generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
        type: 'pkcs8',
        format: 'pem',
      }),
    )
    for (const key of [rsa, 'not a key']) {
      const found = issues({
        APPLE_CLIENT_ID: 'com.example',
        APPLE_TEAM_ID: 'T',
        APPLE_KEY_ID: 'K',
        APPLE_PRIVATE_KEY: key,
      })
      expect(found).toEqual([expect.stringMatching(/^APPLE_PRIVATE_KEY: is not the PEM text/)])
      expect(found.join('')).not.toContain(key.length > 80 ? key.slice(40, 80) : key)
    }
  })

  it('refuses an issuer that is not https in production', () => {
    expect(
      issues({ NODE_ENV: 'production', GOOGLE_ISSUER_URL: 'http://127.0.0.1:9000' }),
    ).toContainEqual(expect.stringMatching(/^GOOGLE_ISSUER_URL: must be an https URL/))
  })
})
