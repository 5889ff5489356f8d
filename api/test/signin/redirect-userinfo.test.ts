import { PUBLIC_TOKEN, startSigninApp, WEB, type SigninTestApp } from './helpers'

/**
 * Redirect URLs with a user name or password before the web app's host (issue 31, finding 7c).
 * `http://evil.example@localhost:8910/authenticate` has the web app's origin, so an origin
 * allowlist alone let it through; a reader (or a mail client) sees `evil.example` first, and a
 * phishing mail can dress a real sign-in link as another site's. No real redirect needs one.
 */
const host = new URL(WEB).host
const WITH_USERINFO = [
  `http://evil.example@${host}/authenticate`,
  `http://user:secret@${host}/authenticate`,
  `http://:secret@${host}/authenticate`,
  `http://accounts.google.com%2Fsignin@${host}/authenticate`,
]

describe('sign-in service: redirect URLs carrying userinfo', () => {
  let t: SigninTestApp
  beforeAll(async () => {
    t = await startSigninApp()
  })
  afterAll(() => t.close())

  it.each(WITH_USERINFO)('a magic link to %s is refused and not sent', async (url) => {
    const email = `userinfo-${WITH_USERINFO.indexOf(url)}@example.com`
    for (const field of ['login_magic_link_url', 'signup_magic_link_url']) {
      const res = await t.sdk('POST', '/magic_links/email/login_or_create', {
        body: { email, [field]: url },
      })
      expect({ field, status: res.status, type: res.body.error_type }).toEqual({
        field,
        status: 400,
        type: 'no_match_for_provided_magic_link_url',
      })
    }
    expect(await t.outbox(email)).toHaveLength(0)
  })

  it.each(WITH_USERINFO)('an OAuth start to %s is refused', async (url) => {
    for (const param of ['login_redirect_url', 'signup_redirect_url']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/public/oauth/google/start?public_token=${PUBLIC_TOKEN}&${param}=${encodeURIComponent(url)}`,
      })
      expect({ param, status: res.statusCode, type: res.json().error_type }).toEqual({
        param,
        status: 400,
        type: 'no_match_for_provided_oauth_url',
      })
    }
  })

  it.each(WITH_USERINFO)('a password reset to %s is refused', async (url) => {
    const reset = await t.sdk('POST', '/passwords/email/reset/start', {
      body: { email: 'reset-userinfo@example.com', reset_password_redirect_url: url },
    })
    expect([reset.status, reset.body.error_type]).toEqual([
      400,
      'invalid_password_reset_redirect_url',
    ])
    const login = await t.sdk('POST', '/passwords/email/reset/start', {
      body: {
        email: 'reset-userinfo@example.com',
        reset_password_redirect_url: `${WEB}/reset`,
        login_redirect_url: url,
      },
    })
    expect([login.status, login.body.error_type]).toEqual([
      400,
      'no_match_for_provided_magic_link_url',
    ])
  })

  it('still sends links to the web app itself, and an empty userinfo is dropped', async () => {
    const res = await t.sdk('POST', '/magic_links/email/login_or_create', {
      body: {
        email: 'plain-link@example.com',
        login_magic_link_url: `http://@${host}/authenticate`,
      },
    })
    expect(res.status).toBe(200)
    const link = await t.lastLink('plain-link@example.com')
    expect(link.startsWith(`${WEB}/authenticate?`)).toBe(true)
  })
})
