import { createHash } from 'node:crypto'
import { provenPasswordAccount, startSigninApp, tokenOf, WEB, type SigninTestApp } from './helpers'

const STRONG = 'Articulated-Dump-Truck-740'
const STRONGER = 'Motor-Grader-Ripper-Shank-160'

describe('sign-in service: passwords', () => {
  let t: SigninTestApp
  beforeAll(async () => {
    t = await startSigninApp()
  })
  afterAll(() => t.close())

  const create = (email: string, password = STRONG) =>
    t.sdk('POST', '/passwords', { body: { email, password, session_duration_minutes: 60 } })

  it('strength check reports the zxcvbn score and LUDS rules from password_config', async () => {
    const weak = await t.sdk('POST', '/passwords/strength_check', { body: { password: 'abc' } })
    expect(weak.body.data).toMatchObject({
      valid_password: false,
      breached_password: false,
      strength_policy: 'zxcvbn',
      feedback: {
        luds_requirements: {
          has_lower_case: true,
          has_upper_case: false,
          has_digit: false,
          has_symbol: false,
          missing_characters: 5,
          missing_complexity: 1,
        },
      },
    })
    expect(weak.body.data.score).toBeLessThan(3)
    // Long but made of the email: zxcvbn knows it.
    const personal = await t.sdk('POST', '/passwords/strength_check', {
      body: { email: 'jonathan.backhoe@example.com', password: 'jonathan.backhoe1' },
    })
    expect(personal.body.data.valid_password).toBe(false)
  })

  it('refuses weak passwords with feedback, and a second account for one email', async () => {
    const weak = await create('weak@example.com', 'password123')
    expect(weak.status).toBe(400)
    expect(weak.body.error_type).toBe('weak_password')
    expect(weak.body.error_details.feedback.luds_requirements).toBeDefined()
    expect((await create('dupe@example.com')).status).toBe(200)
    const dupe = await create('dupe@example.com')
    expect(dupe.body.error_type).toBe('duplicate_email')
  })

  it('reset by existing password ends the other sessions', async () => {
    const first = await provenPasswordAccount(t, 'existing@example.com', STRONG)
    const res = await t.sdk('POST', '/passwords/existing_password/reset', {
      body: {
        email: 'existing@example.com',
        existing_password: STRONG,
        new_password: STRONGER,
        session_duration_minutes: 60,
      },
    })
    expect(res.status).toBe(200)
    expect((await t.sdk('GET', '/users/me', { session: first.sessionToken })).status).toBe(404)
    const wrong = await t.sdk('POST', '/passwords/existing_password/reset', {
      body: {
        email: 'existing@example.com',
        existing_password: STRONG,
        new_password: STRONG,
        session_duration_minutes: 60,
      },
    })
    expect(wrong.body.error_type).toBe('unauthorized_credentials')
  })

  it('reset by session needs a factor from the last five minutes', async () => {
    const s = await create('bysession@example.com')
    const token = s.body.data.session_token
    const fresh = await t.sdk('POST', '/passwords/session/reset', {
      session: token,
      body: { password: STRONGER, session_duration_minutes: 60 },
    })
    expect(fresh.status).toBe(200)
    t.clock.advance(6 * 60_000)
    const stale = await t.sdk('POST', '/passwords/session/reset', {
      session: fresh.body.data.session_token,
      body: { password: STRONG },
    })
    expect(stale.body.error_type).toBe('session_too_old_to_reset_password')
    const anonymous = await t.sdk('POST', '/passwords/session/reset', {
      body: { password: STRONG },
    })
    expect(anonymous.body.error_type).toBe('session_not_found')
  })

  it('a reset link works once, expires, and honours PKCE when the project requires it', async () => {
    await create('resetme@example.com')
    t.settings.pkceRequiredForPasswordResets = true
    const noChallenge = await t.sdk('POST', '/passwords/email/reset/start', {
      body: { email: 'resetme@example.com' },
    })
    expect(noChallenge.body.error_type).toBe('pkce_expected_code_verifier')
    const verifier = 'v'.repeat(64)
    const challenge = createHash('sha256').update(verifier).digest('base64url')
    await t.sdk('POST', '/passwords/email/reset/start', {
      body: {
        email: 'resetme@example.com',
        code_challenge: challenge,
        reset_password_redirect_url: `${WEB}/reset`,
        reset_password_expiration_minutes: 15,
      },
    })
    t.settings.pkceRequiredForPasswordResets = false
    const link = (await t.outbox('resetme@example.com'))
      .at(-1)!
      .links.find((l) => l.includes('reset_password'))!
    expect(link.startsWith(`${WEB}/reset?stytch_token_type=reset_password&token=`)).toBe(true)
    const body = { token: tokenOf(link), password: STRONGER, session_duration_minutes: 60 }
    const bad = await t.sdk('POST', '/passwords/email/reset', {
      body: { ...body, code_verifier: 'w'.repeat(64) },
    })
    expect(bad.body.error_type).toBe('pkce_mismatch')
    expect(
      (
        await t.sdk('POST', '/passwords/email/reset', {
          body: { ...body, code_verifier: verifier },
        })
      ).status,
    ).toBe(200)
    const reuse = await t.sdk('POST', '/passwords/email/reset', {
      body: { ...body, code_verifier: verifier },
    })
    expect(reuse.body.error_type).toBe('unable_to_auth_password_reset_token')

    await t.sdk('POST', '/passwords/email/reset/start', {
      body: { email: 'resetme@example.com', reset_password_expiration_minutes: 15 },
    })
    const late = (await t.outbox('resetme@example.com'))
      .at(-1)!
      .links.find((l) => l.includes('reset_password'))!
    t.clock.advance(16 * 60_000)
    const expired = await t.sdk('POST', '/passwords/email/reset', {
      body: { token: tokenOf(late), password: STRONG, session_duration_minutes: 60 },
    })
    expect(expired.body.error_type).toBe('unable_to_auth_password_reset_token')
  })
})
