/**
 * The unmodified @stytch/vanilla-js headless client, in jsdom, against the local sign-in service
 * listening on a real port. The SDK is loaded after jsdom's window, document and storage are
 * globals (it captures localStorage when it loads).
 */
import { JSDOM } from 'jsdom'
import * as stytch from 'stytch'
import type {
  StytchClient as StytchClientType,
  StytchClientOptions,
} from '@stytch/vanilla-js/headless'
import { eq } from 'drizzle-orm'
import { signinEvents, signinTokens } from '../../src/db/schema'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { currentStep, totpCode } from '../../src/signin/factors/totps'
import {
  PROJECT_ID,
  PUBLIC_TOKEN,
  SECRET,
  quietExpectedWarnings,
  startSigninApp,
  tokenOf,
  WEB,
  type SigninTestApp,
} from './helpers'
import { softAuthenticator } from './soft-authenticator'

type Client = StytchClientType

const timers: ReturnType<typeof setTimeout>[] = []
const realInterval = globalThis.setInterval
const realTimeout = globalThis.setTimeout
let dom: JSDOM
let StytchClient: new (token: string, options: StytchClientOptions) => Client
let t: SigninTestApp
let node: stytch.Client

/** Wait for a state the SDK reaches asynchronously (bounded; no fixed sleeps). */
async function waitFor(check: () => boolean | Promise<boolean>, ms = 5000) {
  const until = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not reached')
    await new Promise((r) => setImmediate(r))
  }
}

function resetBrowser() {
  for (const c of dom.window.document.cookie.split(';')) {
    const name = c.split('=')[0].trim()
    if (name) dom.window.document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
  dom.window.localStorage.clear()
  dom.reconfigure({ url: `${WEB}/` })
}

/** A page load: a new client on the same origin (storage and cookies kept). */
function newClient(): Client {
  delete (dom.window as unknown as Record<symbol, unknown>)[Symbol.for('__stytch_DataLayer')]
  return new StytchClient(PUBLIC_TOKEN, {
    endpoints: { testAPIURL: t.url, liveAPIURL: t.url },
  } as StytchClientOptions)
}

const cookie = (name: string) =>
  dom.window.document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.split('=')[1]

beforeAll(async () => {
  quietExpectedWarnings()
  t = await startSigninApp({ listen: true })
  node = new stytch.Client({ project_id: PROJECT_ID, secret: SECRET, env: `${t.url}/` })
  // The api in this process renders its mail with react-email, which loads with the first mail
  // (decision 053): loaded now, before jsdom's globals, or prismjs inside it takes the process
  // for a browser. So every module of the api sees a server, as it did when all loaded at start.
  await import('../../src/mail/render')
  dom = new JSDOM('<!doctype html><html><head><title>Ironyard</title></head><body></body></html>', {
    url: `${WEB}/`,
  })
  const g = globalThis as unknown as Record<string, unknown>
  g.window = dom.window
  g.document = dom.window.document
  g.localStorage = dom.window.localStorage
  g.sessionStorage = dom.window.sessionStorage
  g.navigator = dom.window.navigator
  Object.defineProperty(dom.window.crypto, 'subtle', { value: globalThis.crypto.subtle })
  // The SDK's event logger and refresh timers would outlive the test: keep them to clear.
  g.setInterval = (fn: () => void, ms?: number) => {
    const id = realInterval(fn, ms)
    timers.push(id)
    return id
  }
  g.setTimeout = (fn: () => void, ms?: number) => {
    const id = realTimeout(fn, ms)
    timers.push(id)
    return id
  }
  StytchClient = require('@stytch/vanilla-js/headless').StytchClient
})

afterAll(async () => {
  // Put the real timers back first: the api's own shutdown must not be routed through the list.
  globalThis.setInterval = realInterval
  globalThis.setTimeout = realTimeout
  for (const id of timers) clearTimeout(id)
  await t.close()
})

beforeEach(() => {
  resetBrowser()
  Object.assign(t.settings, {
    pkceRequiredForEmailMagicLinks: false,
    pkceRequiredForOAuth: false,
    pkceRequiredForPasswordResets: false,
  })
})

async function signInWithMagicLink(client: Client, email: string) {
  await client.magicLinks.email.loginOrCreate(email, {
    login_magic_link_url: `${WEB}/authenticate`,
    signup_magic_link_url: `${WEB}/authenticate`,
  })
  dom.reconfigure({ url: await t.lastLink(email) })
  return client.authenticateByUrl({ session_duration_minutes: 60 })
}

describe('@stytch/vanilla-js headless client against the local service', () => {
  it('bootstraps and signs in with an email magic link (no PKCE)', async () => {
    const client = newClient()
    const result = await signInWithMagicLink(client, 'browser@example.com')
    expect(result).toMatchObject({ handled: true, tokenType: 'magic_links' })
    const [link] = await t.database.db
      .select()
      .from(signinTokens)
      .where(eq(signinTokens.methodId, client.user.getSync()!.emails[0].email_id))
    expect(link.codeChallenge).toBeNull()
    // authenticateByUrl removed the token from the address bar.
    expect(dom.window.location.href).toBe(`${WEB}/authenticate`)
    const session = client.session.getSync()
    expect(session?.authentication_factors[0].delivery_method).toBe('email')
    expect(client.user.getSync()?.emails[0]).toMatchObject({
      email: 'browser@example.com',
      verified: true,
    })
    const tokens = client.session.getTokens()
    expect(tokens?.session_token).toBe(cookie('stytch_session'))
    expect(tokens?.session_jwt).toBe(cookie('stytch_session_jwt'))
    // The api side verifies the browser's JWT with the Node client.
    const verified = await node.sessions.authenticateJwt({ session_jwt: tokens!.session_jwt })
    expect(verified.session.session_id).toBe(session!.session_id)
    const who = await t.authenticate({
      headers: { cookie: dom.window.document.cookie },
      log: console,
    } as never)
    expect(who?.email).toBe('browser@example.com')
    // user.get goes to /users/me with the session token as the Basic-auth password.
    expect((await client.user.get()).user_id).toBe(session!.user_id)
    // Telemetry batches arrive at /sdk/v1/events.
    await waitFor(async () => (await t.database.db.select().from(signinEvents)).length > 0)
  })

  it('signs in with an email magic link under PKCE', async () => {
    t.settings.pkceRequiredForEmailMagicLinks = true
    const client = newClient()
    await signInWithMagicLink(client, 'pkce-browser@example.com')
    expect(client.session.getSync()?.user_id).toMatch(/^user-test-/)
    const [link] = await t.database.db
      .select()
      .from(signinTokens)
      .where(eq(signinTokens.methodId, client.user.getSync()!.emails[0].email_id))
    expect(link.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // The verifier is spent with the link.
    expect(
      dom.window.localStorage.getItem(
        `stytch_sdk_state_${PUBLIC_TOKEN}::PKCE_VERIFIER:magic_links`,
      ),
    ).toBeNull()
  })

  it('signs in with one-time passcodes by email and by sms', async () => {
    const client = newClient()
    const { method_id } = await client.otps.email.loginOrCreate('otp-browser@example.com', {
      expiration_minutes: 5,
    })
    const code = await t.lastCode('otp-browser@example.com')
    const r = await client.otps.authenticate(code, method_id, { session_duration_minutes: 30 })
    expect(r.method_id).toBe(method_id)
    expect(client.session.getSync()?.authentication_factors[0]).toMatchObject({
      type: 'otp',
      delivery_method: 'email',
    })

    resetBrowser()
    const phoneClient = newClient()
    const sms = await phoneClient.otps.sms.loginOrCreate('+15125550142')
    const [text] = await t.outbox('+15125550142')
    expect(text.channel).toBe('sms')
    await phoneClient.otps.authenticate(await t.lastCode('+15125550142'), sms.method_id, {
      session_duration_minutes: 30,
    })
    expect(phoneClient.user.getSync()?.phone_numbers[0]).toMatchObject({
      phone_number: '+15125550142',
      verified: true,
    })
  })

  it('creates, signs in and resets a password', async () => {
    const client = newClient()
    const weak = await client.passwords.strengthCheck({
      email: 'pw@example.com',
      password: 'password1',
    })
    expect(weak.valid_password).toBe(false)
    const strong = await client.passwords.strengthCheck({
      password: 'Excavator-Bucket-Hydraulic-42',
    })
    expect(strong).toMatchObject({ valid_password: true, strength_policy: 'zxcvbn' })
    expect(strong.score).toBeGreaterThanOrEqual(3)

    const created = await client.passwords.create({
      email: 'pw@example.com',
      password: 'Excavator-Bucket-Hydraulic-42',
      session_duration_minutes: 60,
    })
    expect(created.user.password).not.toBeNull()
    // Until the address is proven the password cannot sign in (decision 046); the holder proves
    // it inside the sign-up session (the SDK sends the secondary link) and keeps the password.
    await client.magicLinks.email.send('pw@example.com', {
      login_magic_link_url: `${WEB}/authenticate`,
    })
    const proof = await client.magicLinks.authenticate(
      tokenOf(await t.lastLink('pw@example.com')),
      {
        session_duration_minutes: 60,
      },
    )
    expect(proof.user.password).not.toBeNull()
    await client.session.revoke()
    expect(client.session.getSync()).toBeNull()

    await client.passwords.authenticate({
      email: 'pw@example.com',
      password: 'Excavator-Bucket-Hydraulic-42',
      session_duration_minutes: 60,
    })
    expect(client.session.getSync()?.authentication_factors[0].delivery_method).toBe('knowledge')
    await client.session.revoke()

    await client.passwords.resetByEmailStart({
      email: 'pw@example.com',
      reset_password_redirect_url: `${WEB}/reset`,
      login_redirect_url: `${WEB}/authenticate`,
    })
    const link = (await t.outbox('pw@example.com'))
      .at(-1)!
      .links.find((l) => l.includes('reset_password'))!
    await client.passwords.resetByEmail({
      token: new URL(link).searchParams.get('token')!,
      password: 'Telehandler-Forklift-Boom-77',
      session_duration_minutes: 60,
    })
    expect(client.session.getSync()).not.toBeNull()
    await expect(
      client.passwords.authenticate({
        email: 'pw@example.com',
        password: 'Excavator-Bucket-Hydraulic-42',
        session_duration_minutes: 60,
      }),
    ).rejects.toMatchObject({ error_type: 'unauthorized_credentials' })
  })

  it('starts OAuth (PKCE S256), passes the local consent page and authenticates', async () => {
    t.settings.pkceRequiredForOAuth = true
    const client = newClient()
    let started = ''
    ;(client.oauth as unknown as { navigate(u: URL): void }).navigate = (u) => {
      started = u.toString()
    }
    await client.oauth.google.start({
      login_redirect_url: `${WEB}/authenticate`,
      signup_redirect_url: `${WEB}/authenticate`,
      custom_scopes: ['profile'],
    })
    const start = new URL(started)
    expect(start.origin + start.pathname).toBe(`${t.url}/v1/public/oauth/google/start`)
    expect(start.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const page = await fetch(started)
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    const html = await page.text()
    const state = /name="state" value="([^"]+)"/.exec(html)![1]
    const consent = await fetch(`${t.url}/v1/public/oauth/google/consent`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        state,
        email: 'oauth@example.com',
        first_name: 'Olive',
        decision: 'allow',
      }),
      redirect: 'manual',
    })
    expect(consent.status).toBe(302)
    const location = consent.headers.get('location')!
    expect(location).toMatch(new RegExp(`^${WEB}/authenticate\\?stytch_token_type=oauth&token=`))

    dom.reconfigure({ url: location })
    const result = await client.authenticateByUrl({ session_duration_minutes: 60 })
    expect(result).toMatchObject({ handled: true, tokenType: 'oauth' })
    expect(client.session.getSync()?.authentication_factors[0]).toMatchObject({
      type: 'oauth',
      delivery_method: 'oauth_google',
    })
    expect(client.user.getSync()?.providers[0]).toMatchObject({ provider_type: 'Google' })
    expect(client.user.getSync()?.name.first_name).toBe('Olive')
  })

  it('enrols and uses TOTP, then recovers with a recovery code', async () => {
    const client = newClient()
    await signInWithMagicLink(client, 'totp-browser@example.com')
    const created = await client.totps.create({ expiration_minutes: 60 })
    expect(created.qr_code).toMatch(/^data:image\/png;base64,/)
    expect(created.recovery_codes).toHaveLength(10)
    expect(client.user.getSync()?.totps).toEqual([{ totp_id: created.totp_id, verified: false }])

    const code = totpCode(created.secret, currentStep(t.clock.now()))
    const auth = await client.totps.authenticate({ totp_code: code, session_duration_minutes: 60 })
    expect(auth.totp_id).toBe(created.totp_id)
    expect(client.session.getSync()?.authentication_factors.map((f) => f.delivery_method)).toEqual([
      'email',
      'authenticator_app',
    ])

    const codes = await client.totps.recoveryCodes()
    expect(
      (codes as unknown as { totps: Array<{ recovery_codes: string[] }> }).totps[0].recovery_codes,
    ).toHaveLength(10)
    await client.totps.recover({
      recovery_code: created.recovery_codes[0],
      session_duration_minutes: 60,
    })
    const after = await client.totps.recoveryCodes()
    expect(
      (after as unknown as { totps: Array<{ recovery_codes: string[] }> }).totps[0].recovery_codes,
    ).toHaveLength(9)
  })

  it('registers a passkey and signs in with it (navigator.credentials in jsdom)', async () => {
    const device = softAuthenticator(WEB)
    Object.defineProperty(dom.window.navigator, 'credentials', {
      value: device,
      configurable: true,
    })
    const client = newClient()
    await signInWithMagicLink(client, 'passkey-browser@example.com')
    const reg = await client.webauthn.register({ is_passkey: true, session_duration_minutes: 60 })
    expect(reg.webauthn_registration_id).toMatch(/^webauthn-registration-test-/)
    const renamed = await client.webauthn.update({
      webauthn_registration_id: reg.webauthn_registration_id,
      name: 'Phone',
    })
    expect(renamed.webauthn_registration.name).toBe('Phone')
    await client.session.revoke()

    const again = newClient()
    await again.webauthn.authenticate({ is_passkey: true, session_duration_minutes: 60 })
    expect(again.session.getSync()?.authentication_factors[0]).toMatchObject({
      delivery_method: 'webauthn_registration',
      webauthn_factor: {
        webauthn_registration_id: reg.webauthn_registration_id,
        domain: 'localhost',
      },
    })
  })

  it('signs in with an Ethereum wallet', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const client = newClient()
    const { challenge } = await client.cryptoWallets.authenticateStart({
      crypto_wallet_address: account.address,
      crypto_wallet_type: 'ethereum',
    })
    await client.cryptoWallets.authenticate({
      crypto_wallet_address: account.address,
      crypto_wallet_type: 'ethereum',
      signature: await account.signMessage({ message: challenge }),
      session_duration_minutes: 60,
    })
    expect(client.user.getSync()?.crypto_wallets[0]).toMatchObject({
      crypto_wallet_address: account.address.toLowerCase(),
      verified: true,
    })
  })

  it('refreshes the session, in the background on a reload too', async () => {
    const client = newClient()
    await signInWithMagicLink(client, 'refresh@example.com')
    const first = client.session.getTokens()!
    t.clock.advance(4 * 60_000)
    const refreshed = await client.session.authenticate()
    expect(refreshed.session_jwt).not.toBe(first.session_jwt)
    expect(refreshed.session_token).toBe(first.session_token)
    expect(cookie('stytch_session_jwt')).toBe(refreshed.session_jwt)

    // Reload: state comes from storage (fromCache) until the startup refresh answers.
    t.clock.advance(60_000)
    const reloaded = newClient()
    expect(reloaded.session.getInfo().fromCache).toBe(true)
    await waitFor(() => reloaded.session.getInfo().fromCache === false)
    expect(Date.parse(reloaded.session.getSync()!.last_accessed_at)).toBe(
      Math.floor(t.clock.now().getTime() / 1000) * 1000,
    )
  })

  it('revoke signs out and the old token is refused', async () => {
    const client = newClient()
    await signInWithMagicLink(client, 'revoke-browser@example.com')
    const { session_token } = client.session.getTokens()!
    await client.session.revoke()
    expect(client.session.getSync()).toBeNull()
    expect(cookie('stytch_session')).toBeUndefined()
    await expect(node.sessions.authenticate({ session_token })).rejects.toMatchObject({
      error_type: 'session_not_found',
    })
  })

  it('signs the visitor out when the service answers session_not_found', async () => {
    const client = newClient()
    await signInWithMagicLink(client, 'gone@example.com')
    const { session_token } = client.session.getTokens()!
    // Revoked elsewhere (another device, an administrator).
    await node.sessions.revoke({ session_token })
    await expect(client.session.authenticate()).rejects.toMatchObject({
      error_type: 'session_not_found',
    })
    expect(client.session.getSync()).toBeNull()
    expect(cookie('stytch_session')).toBeUndefined()
    expect(cookie('stytch_session_jwt')).toBeUndefined()
  })
})
