import { signinEvents, signinSessions, signinTokens } from '../../src/db/schema'
import { OAUTH_PROVIDERS } from '../../src/signin/config'
import { pruneExpired } from '../../src/signin/tokens/prune'
import { PUBLIC_TOKEN, startSigninApp, tokenOf, WEB, type SigninTestApp } from './helpers'
import { fromJsonOptions, softAuthenticator, toJsonCredential } from './soft-authenticator'

async function signIn(t: SigninTestApp, email: string) {
  await t.sdk('POST', '/magic_links/email/login_or_create', { body: { email } })
  const res = await t.sdk('POST', '/magic_links/authenticate', {
    body: { token: tokenOf(await t.lastLink(email)), session_duration_minutes: 60 },
  })
  return res.body.data as { session_token: string; user_id: string; method_id: string }
}

describe('sign-in service: project, user, sessions, WebAuthn', () => {
  let t: SigninTestApp
  beforeAll(async () => {
    t = await startSigninApp()
  })
  afterAll(() => t.close())

  it('bootstrap carries what the SDK needs to stay on this service', async () => {
    const res = await t.sdk('GET', `/projects/bootstrap/${PUBLIC_TOKEN}`)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      status_code: 200,
      disable_sdk_watermark: true,
      cname_domain: null,
      email_domains: ['localhost'],
      captcha_settings: { enabled: false },
      pkce_required_for_email_magic_links: false,
      pkce_required_for_password_resets: false,
      pkce_required_for_oauth: false,
      pkce_required_for_sso: false,
      slug_pattern: null,
      create_organization_enabled: false,
      password_config: { luds_complexity: 2, luds_minimum_count: 8 },
      dfp_protected_auth_enabled: false,
      dfp_protected_auth_mode: null,
      rbac_policy: { roles: expect.any(Array), resources: [], scopes: [] },
      vertical: 'CONSUMER',
    })
    expect((await t.sdk('GET', '/projects/bootstrap/public-token-test-other')).status).toBe(401)
  })

  it('answers CORS preflights for the web origin only, with credentials', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/sdk/v1/sessions/authenticate',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers':
            'authorization,content-type,x-sdk-client,x-sdk-parent-host',
        },
      })
    const ok = await preflight(WEB)
    expect(ok.statusCode).toBe(204)
    expect(ok.headers['access-control-allow-origin']).toBe(WEB)
    expect(ok.headers['access-control-allow-credentials']).toBe('true')
    expect(String(ok.headers['access-control-allow-headers'])).toContain('x-sdk-client')
    // users/me updates and factor removals are PUT and DELETE.
    expect(String(ok.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
    )
    const evil = await preflight('https://evil.example')
    expect(evil.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('refuses calls without the public token, and unknown routes, in the Stytch shape', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/sdk/v1/users/me' })
    expect(none.statusCode).toBe(401)
    expect(none.json()).toMatchObject({ error_type: 'public_token_not_found', status_code: 401 })
    const missing = await t.sdk('POST', '/no/such/route', { body: {} })
    expect(missing.status).toBe(404)
    expect(missing.body.error_type).toBe('route_not_found')
    expect((await t.sdk('GET', '/users/me')).body.error_type).toBe('session_not_found')
  })

  it('users/me: read, update name and untrusted metadata, never trusted metadata', async () => {
    const s = await signIn(t, 'me@example.com')
    const me = await t.sdk('GET', '/users/me', { session: s.session_token })
    expect(me.body.data).toMatchObject({
      user_id: s.user_id,
      status: 'active',
      password: null,
      roles: ['stytch_user'],
    })

    const upd = await t.sdk('PUT', '/users/me', {
      session: s.session_token,
      body: {
        name: { first_name: 'Maria', last_name: 'Lopez' },
        untrusted_metadata: { persona: 'buyer' },
      },
    })
    expect(upd.status).toBe(200)
    expect(upd.body.data.__user).toMatchObject({
      name: { first_name: 'Maria', middle_name: '', last_name: 'Lopez' },
      untrusted_metadata: { persona: 'buyer' },
    })
    const trusted = await t.sdk('PUT', '/users/me', {
      session: s.session_token,
      body: { trusted_metadata: { roles: ['admin'] } },
    })
    expect(trusted.status).toBe(401)
    expect(trusted.body.error_type).toBe('cannot_update_trusted_metadata')
    const huge = await t.sdk('PUT', '/users/me', {
      session: s.session_token,
      body: { untrusted_metadata: { blob: 'x'.repeat(5000) } },
    })
    expect(huge.body.error_type).toBe('metadata_too_large')
  })

  it('deletes factors of the signed-in user only, never the last one', async () => {
    const a = await signIn(t, 'owner@example.com')
    const b = await signIn(t, 'other@example.com')
    const last = await t.sdk('DELETE', `/users/emails/${a.method_id}`, { session: a.session_token })
    expect(last.body.error_type).toBe('cannot_delete_last_primary_factor')
    // Another user's email id is "not found" for this user.
    const foreign = await t.sdk('DELETE', `/users/emails/${b.method_id}`, {
      session: a.session_token,
    })
    expect(foreign.status).toBe(404)

    await t.sdk('POST', '/magic_links/email/send/secondary', {
      session: a.session_token,
      body: { email: 'owner-2@example.com' },
    })
    const second = await t.sdk('POST', '/magic_links/authenticate', {
      session: a.session_token,
      body: {
        token: tokenOf(await t.lastLink('owner-2@example.com')),
        session_duration_minutes: 60,
      },
    })
    expect(second.body.data.session.session_id).toBeDefined()
    expect(second.body.data.user.emails).toHaveLength(2)
    expect(second.body.data.session.authentication_factors).toHaveLength(2)
    const del = await t.sdk('DELETE', `/users/emails/${a.method_id}`, {
      session: second.body.data.session_token,
    })
    expect(del.status).toBe(200)
    expect(del.body.data.__user.emails.map((e: { email: string }) => e.email)).toEqual([
      'owner-2@example.com',
    ])
    const bio = await t.sdk(
      'DELETE',
      '/users/biometric_registrations/biometric-registration-test-x',
      {
        session: second.body.data.session_token,
      },
    )
    expect(bio.body.error_type).toBe('biometric_registration_not_found')
  })

  it('sessions/authenticate extends on request and validates the duration', async () => {
    const s = await signIn(t, 'extend@example.com')
    const res = await t.sdk('POST', '/sessions/authenticate', {
      session: s.session_token,
      body: { session_duration_minutes: 600 },
    })
    expect(Date.parse(res.body.data.session.expires_at) - t.clock.now().getTime()).toBeGreaterThan(
      599 * 60_000,
    )
    expect(res.body.data.session_token).toBe(s.session_token)
    const bad = await t.sdk('POST', '/sessions/authenticate', {
      session: s.session_token,
      body: { session_duration_minutes: 2 },
    })
    expect(bad.body.error_type).toBe('invalid_session_duration_minutes')
    const schema = await t.sdk('POST', '/sessions/authenticate', {
      session: s.session_token,
      body: { session_duration_minutes: '60' },
    })
    expect(schema.body.body).toEqual([
      { dataPath: '.session_duration_minutes', message: 'should be integer' },
    ])
  })

  it('users/search tells the password screen which form to show; B2B searches find nothing', async () => {
    await signIn(t, 'passwordless@example.com')
    await t.sdk('POST', '/passwords', {
      body: {
        email: 'withpw@example.com',
        password: 'Compact-Track-Loader-2021',
        session_duration_minutes: 60,
      },
    })
    const search = async (email: string) =>
      (await t.sdk('POST', '/users/search', { body: { email } })).body.data.userType
    expect(await search('nobody-here@example.com')).toBe('new')
    expect(await search('passwordless@example.com')).toBe('passwordless')
    expect(await search('withpw@example.com')).toBe('password')
    const org = await t.sdk('POST', '/b2b/organizations/search', {
      body: { organization_slug: 'acme' },
    })
    expect(org.body.data.organization).toBeNull()
    const member = await t.sdk('POST', '/b2b/organizations/members/search', {
      body: { email_address: 'a@b.com', organization_id: 'organization-test-x' },
    })
    expect(member.body.data).toMatchObject({ member: null, organization: null })
  })

  it('records telemetry batches for this project only', async () => {
    const event = (public_token: string, event_name: string) => ({
      telemetry: {
        app_session_id: 'app-session-id-1',
        sdk: { version: '@stytch/vanilla-js@6.3.0' },
      },
      event: { public_token, event_name, details: { pkce: true } },
    })
    const res = await t.app.inject({
      method: 'POST',
      url: '/sdk/v1/events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([
        event(PUBLIC_TOKEN, 'start_oauth_flow'),
        event('public-token-other', 'x'),
      ]),
    })
    expect(res.statusCode).toBe(200)
    const rows = await t.database.db.select().from(signinEvents)
    expect(rows.map((r) => r.eventName)).toEqual(['start_oauth_flow'])
    expect(rows[0]).toMatchObject({
      sdkVersion: '@stytch/vanilla-js@6.3.0',
      details: { pkce: true },
    })
  })

  it('registers, uses, renames and deletes a WebAuthn credential', async () => {
    const s = await signIn(t, 'passkey@example.com')
    const device = softAuthenticator(WEB)
    const start = await t.sdk('POST', '/webauthn/register/start', {
      session: s.session_token,
      body: { domain: 'localhost', return_passkey_credential_options: true, user_agent: 'jest' },
    })
    expect(start.status).toBe(200)
    const created = await device.create(
      fromJsonOptions(start.body.data.public_key_credential_creation_options),
    )
    const reg = await t.sdk('POST', '/webauthn/register', {
      session: s.session_token,
      body: { public_key_credential: toJsonCredential(created), session_duration_minutes: 60 },
    })
    expect(reg.status).toBe(200)
    const regId = reg.body.data.webauthn_registration_id
    expect(reg.body.data.user.webauthn_registrations[0]).toMatchObject({
      webauthn_registration_id: regId,
      domain: 'localhost',
      name: 'Passkey',
      verified: true,
    })
    // The same attestation cannot be registered twice (the challenge is spent).
    const again = await t.sdk('POST', '/webauthn/register', {
      session: reg.body.data.session_token,
      body: { public_key_credential: toJsonCredential(created), session_duration_minutes: 60 },
    })
    expect(again.body.error_type).toBe('no_pending_webauthn_registration')

    // Signed out: a passkey sign-in.
    const authStart = await t.sdk('POST', '/webauthn/authenticate/start/primary', {
      body: { domain: 'localhost', return_passkey_credential_options: true },
    })
    const assertion = await device.get(
      fromJsonOptions(authStart.body.data.public_key_credential_request_options),
    )
    const auth = await t.sdk('POST', '/webauthn/authenticate', {
      body: { public_key_credential: toJsonCredential(assertion), session_duration_minutes: 60 },
    })
    expect(auth.status).toBe(200)
    expect(auth.body.data.user_id).toBe(s.user_id)
    expect(auth.body.data.session.authentication_factors[0].delivery_method).toBe(
      'webauthn_registration',
    )
    // Replaying the assertion fails: challenge spent (and the counter would not advance).
    const replay = await t.sdk('POST', '/webauthn/authenticate', {
      body: { public_key_credential: toJsonCredential(assertion), session_duration_minutes: 60 },
    })
    expect(replay.body.error_type).toBe('unable_to_auth_webauthn_registration')

    const session = auth.body.data.session_token
    const renamed = await t.sdk('PUT', `/webauthn/update/${regId}`, {
      session,
      body: { name: 'Work laptop' },
    })
    expect(renamed.body.data.webauthn_registration).toMatchObject({ name: 'Work laptop' })
    const empty = await t.sdk('PUT', `/webauthn/update/${regId}`, { session, body: { name: '  ' } })
    expect(empty.body.error_type).toBe('empty_webauthn_registration_name')
    const del = await t.sdk('DELETE', `/users/webauthn_registrations/${regId}`, { session })
    expect(del.body.data.__user.webauthn_registrations).toEqual([])
    const wrongDomain = await t.sdk('POST', '/webauthn/register/start', {
      session,
      body: { domain: 'evil.example' },
    })
    expect(wrongDomain.body.error_type).toBe('invalid_webauthn_registration_domain')
  })

  it('the backend protocol: magic links for servers, trusted metadata and roles', async () => {
    const sent = await t.backend('POST', '/magic_links/email/login_or_create', {
      email: 'server@example.com',
    })
    expect(sent.body).toMatchObject({
      status_code: 200,
      user_created: true,
      user_id: expect.stringMatching(/^user-test-/),
    })
    expect(sent.body).not.toHaveProperty('data')
    const unknown = await t.backend('POST', '/magic_links/email/send', {
      email: 'nope-server@example.com',
    })
    expect(unknown.body.error_type).toBe('email_not_found')
    const redeemed = await t.backend('POST', '/magic_links/authenticate', {
      token: tokenOf(await t.lastLink('server@example.com')),
    })
    expect(redeemed.body).toMatchObject({
      user_id: sent.body.user_id,
      session: null,
      session_token: '',
    })

    const admin = await t.backend('PUT', `/users/${sent.body.user_id}`, {
      trusted_metadata: { roles: ['admin'] },
    })
    expect(admin.body.user.roles).toEqual(['stytch_user', 'admin'])
    const s = await signIn(t, 'server@example.com')
    const me = await t.sdk('POST', '/sessions/authenticate', { session: s.session_token, body: {} })
    expect(me.body.data.session.roles).toEqual(['stytch_user', 'admin'])
    const sessions = await t.backend('GET', `/sessions?user_id=${sent.body.user_id}`)
    expect(sessions.body.sessions).toHaveLength(1)
  })

  it('OAuth start opens the local consent page for each of the 19 providers, and only for them', async () => {
    expect(OAUTH_PROVIDERS).toHaveLength(19)
    for (const provider of OAUTH_PROVIDERS) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/public/oauth/${provider}/start?public_token=${PUBLIC_TOKEN}&login_redirect_url=${encodeURIComponent(`${WEB}/authenticate`)}`,
      })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/text\/html/)
      expect(res.body).toContain(`action="/v1/public/oauth/${provider}/consent"`)
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/v1/public/oauth/myspace/start?public_token=${PUBLIC_TOKEN}`,
    })
    expect(unknown.json().error_type).toBe('invalid_oauth_provider')
    const token = await t.app.inject({
      method: 'GET',
      url: '/v1/public/oauth/google/start?public_token=public-token-test-x',
    })
    expect(token.json().error_type).toBe('public_token_not_found')
    const redirect = await t.app.inject({
      method: 'GET',
      url: `/v1/public/oauth/google/start?public_token=${PUBLIC_TOKEN}&login_redirect_url=${encodeURIComponent('https://evil.example/cb')}`,
    })
    expect(redirect.json().error_type).toBe('no_match_for_provided_oauth_url')
  })

  it('OAuth consent: cancel returns without a token; a state works once', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: `/v1/public/oauth/apple/start?public_token=${PUBLIC_TOKEN}`,
      headers: { 'accept-language': 'es-MX' },
    })
    expect(start.body).toContain('Continuar con Apple')
    const state = /name="state" value="([^"]+)"/.exec(start.body)![1]
    const post = (decision: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/public/oauth/apple/consent',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ state, decision, email: 'apple@example.com' }).toString(),
      })
    const cancel = await post('deny')
    expect(cancel.statusCode).toBe(302)
    expect(cancel.headers.location).toBe(`${WEB}/authenticate?error=access_denied`)
    const reuse = await post('allow')
    expect(reuse.statusCode).toBe(401)
    expect(reuse.json().error_type).toBe('unable_to_authorize_oauth_provider')
  })

  it('sends WhatsApp codes to the outbox and signs in with them', async () => {
    const send = await t.sdk('POST', '/otps/whatsapp/login_or_create', {
      body: { phone_number: '+1 (512) 555-0177' },
    })
    const [msg] = await t.outbox('+15125550177')
    expect(msg.channel).toBe('whatsapp')
    const auth = await t.sdk('POST', '/otps/authenticate', {
      body: {
        token: await t.lastCode('+15125550177'),
        method_id: send.body.data.method_id,
        session_duration_minutes: 10,
      },
    })
    expect(auth.body.data.session.authentication_factors[0]).toMatchObject({
      type: 'otp',
      delivery_method: 'whatsapp',
      phone_number_factor: { phone_number: '+15125550177' },
    })
  })

  it('forgets expired secrets after a day and ended sessions after 30 days', async () => {
    await signIn(t, 'prune@example.com')
    const before = await t.database.db.select().from(signinTokens)
    expect(before.length).toBeGreaterThan(0)
    t.clock.advance(31 * 24 * 60 * 60_000)
    const pruned = await pruneExpired(t.app.signin!)
    expect(pruned.tokens).toBe(before.length)
    expect(pruned.sessions).toBeGreaterThan(0)
    expect(await t.database.db.select().from(signinTokens)).toEqual([])
    expect(await t.database.db.select().from(signinSessions)).toEqual([])
  })
})
