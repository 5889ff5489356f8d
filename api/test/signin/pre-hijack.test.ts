import type { FastifyRequest } from 'fastify'
import { eq } from 'drizzle-orm'
import { signinEmails, signinUsers } from '../../src/db/schema'
import { addPartnerMember } from '../../src/services/partners/partner-members'
import { grantRole } from '../../src/services/users/grant-role'
import { insertSeller } from '../factories'
import { startOidcIssuer, type FakeIssuer } from '../helpers/oidc-issuer'
import {
  PUBLIC_TOKEN,
  quietExpectedWarnings,
  startSigninApp,
  tokenOf,
  WEB,
  type AnyJson,
  type SigninTestApp,
} from './helpers'

/**
 * Issue 31, finding 1: account pre-hijacking. An attacker sets a password on an address they do
 * not own; the owner later proves the address by magic link, code or Google. The owner must land
 * in an account where nothing the attacker set still works (password, other factors, sessions),
 * and a role or partner membership granted to the address in between must reach only the owner.
 */

const STRONG = 'Tr0ub4dor&3-horse-staple'
const API = 'http://localhost:8911'

let t: SigninTestApp
let google: FakeIssuer

beforeAll(async () => {
  quietExpectedWarnings()
  google = await startOidcIssuer({ clientId: 'google-client', clientSecret: 'google-secret' })
  t = await startSigninApp({
    listen: true,
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

/** Who the api takes a request with this session token to be (null: nobody). */
const whoIs = (sessionToken: string) =>
  t.authenticate({
    headers: { authorization: `Bearer ${sessionToken}` },
    log: { warn() {}, info() {}, error() {}, debug() {} },
  } as unknown as Pick<FastifyRequest, 'headers' | 'log'>)

/** The attacker: a password on somebody else's address, and the sign-up session it answers. */
async function attackerCreatesPassword(email: string) {
  const res = await t.sdk('POST', '/passwords', {
    body: { email, password: STRONG, session_duration_minutes: 60 },
  })
  expect(res.status).toBe(200)
  return { userId: res.body.data.user_id as string, session: res.body.data.session_token as string }
}

const passwordSignIn = (email: string) =>
  t.sdk('POST', '/passwords/authenticate', {
    body: { email, password: STRONG, session_duration_minutes: 60 },
  })

/** Grant the address staff rights and a partner membership while the attacker holds it. */
async function grantAddress(email: string): Promise<number> {
  const seller = await insertSeller(t.database, { kind: 'partner' })
  const now = t.clock.now()
  await grantRole(t.database, { email, role: 'admin', grantedBy: 'test', now })
  await addPartnerMember(t.database, { email, sellerId: seller.id, addedBy: 'test', now })
  return seller.id
}

async function ownerByMagicLink(email: string): Promise<AnyJson> {
  const send = await t.sdk('POST', '/magic_links/email/login_or_create', {
    body: { email, login_magic_link_url: `${WEB}/authenticate` },
  })
  expect(send.status).toBe(200)
  const auth = await t.sdk('POST', '/magic_links/authenticate', {
    body: { token: tokenOf(await t.lastLink(email)), session_duration_minutes: 60 },
  })
  expect(auth.status).toBe(200)
  return auth.body.data
}

async function ownerByEmailCode(email: string): Promise<AnyJson> {
  const send = await t.sdk('POST', '/otps/email/login_or_create', { body: { email } })
  expect(send.status).toBe(200)
  const auth = await t.sdk('POST', '/otps/authenticate', {
    body: {
      token: await t.lastCode(email),
      method_id: send.body.data.method_id,
      session_duration_minutes: 60,
    },
  })
  expect(auth.status).toBe(200)
  return auth.body.data
}

async function ownerByGoogle(email: string, sub: string): Promise<AnyJson> {
  google.user = { sub, email, email_verified: true, given_name: 'Olivia', family_name: 'Owner' }
  const start = await t.app.inject({
    method: 'GET',
    url: `/v1/public/oauth/google/start?${new URLSearchParams({
      public_token: PUBLIC_TOKEN,
      login_redirect_url: `${WEB}/en/authenticate`,
      signup_redirect_url: `${WEB}/en/authenticate`,
    })}`,
  })
  expect(start.statusCode).toBe(302)
  const answer = await google.authorize(String(start.headers.location))
  const back = new URL(answer.url)
  expect(back.origin).toBe(API)
  const callback = await t.app.inject({ method: 'GET', url: back.pathname + back.search })
  const location = new URL(String(callback.headers.location))
  const auth = await t.sdk('POST', '/oauth/authenticate', {
    body: { token: location.searchParams.get('token'), session_duration_minutes: 60 },
  })
  expect(auth.status).toBe(200)
  return auth.body.data
}

/** What must hold once the owner proved the address, whichever way they did it. */
async function expectOwnerAlone(
  email: string,
  attacker: { userId: string; session: string },
  owner: AnyJson,
  sellerId: number,
) {
  // The attacker's password and sign-up session are gone.
  expect(owner.user.password).toBeNull()
  const pw = await passwordSignIn(email)
  expect(pw.status).toBe(401)
  expect(pw.body.error_type).toBe('unauthorized_credentials')
  const oldSession = await t.sdk('POST', '/sessions/authenticate', { session: attacker.session })
  expect(oldSession.status).toBe(404)
  expect(oldSession.body.error_type).toBe('session_not_found')
  expect(await whoIs(attacker.session)).toBeNull()

  // The owner holds the verified address, and the grants made in between reach them only.
  expect(owner.user.emails).toEqual([expect.objectContaining({ email, verified: true })])
  const me = await whoIs(owner.session_token)
  expect(me).toMatchObject({ email, emailVerified: true, partnerSellerId: sellerId })
  expect(me!.roles).toEqual(expect.arrayContaining(['admin', 'partner']))
}

describe('a password set on an address nobody proved', () => {
  it('cannot sign in until the address is verified, and says so only to who knows it', async () => {
    const email = 'unproven@example.com'
    await attackerCreatesPassword(email)
    const right = await passwordSignIn(email)
    expect(right.status).toBe(401)
    expect(right.body.error_type).toBe('email_verification_required')
    // A wrong password learns nothing about the address.
    const wrong = await t.sdk('POST', '/passwords/authenticate', {
      body: { email, password: 'Wrong-password-9-horse', session_duration_minutes: 60 },
    })
    expect(wrong.status).toBe(401)
    expect(wrong.body.error_type).toBe('unauthorized_credentials')
  })

  it('grants no role or membership to the sign-up session that set it', async () => {
    const email = 'granted-early@example.com'
    const attacker = await attackerCreatesPassword(email)
    await grantAddress(email)
    const me = await whoIs(attacker.session)
    expect(me).toMatchObject({ email, emailVerified: false, partnerSellerId: null })
    expect(me!.roles).not.toContain('admin')
    expect(me!.roles).not.toContain('partner')
  })
})

describe('the owner proves the address after an attacker set a password on it', () => {
  it('by magic link: every earlier password, factor and session is removed', async () => {
    const email = 'newhire-link@example.com'
    const attacker = await attackerCreatesPassword(email)
    // A factor the attacker adds in their sign-up session: a second, unproven address.
    const extra = await t.sdk('POST', '/magic_links/email/send/secondary', {
      session: attacker.session,
      body: { email: 'attacker-extra@example.com', login_magic_link_url: `${WEB}/authenticate` },
    })
    expect(extra.status).toBe(200)
    const sellerId = await grantAddress(email)

    const owner = await ownerByMagicLink(email)
    expect(owner.user_id).toBe(attacker.userId)
    expect(owner.reset_sessions).toBe(true)
    await expectOwnerAlone(email, attacker, owner, sellerId)
    const [row] = await t.database.db
      .select()
      .from(signinEmails)
      .where(eq(signinEmails.email, 'attacker-extra@example.com'))
    expect(row).toBeUndefined()
  })

  it('by a code mailed to it', async () => {
    const email = 'newhire-code@example.com'
    const attacker = await attackerCreatesPassword(email)
    await t.sdk('PUT', '/users/me', {
      session: attacker.session,
      body: { untrusted_metadata: { planted: 'by the attacker' } },
    })
    const sellerId = await grantAddress(email)
    const owner = await ownerByEmailCode(email)
    expect(owner.reset_sessions).toBe(true)
    expect(owner.user.untrusted_metadata).toEqual({})
    await expectOwnerAlone(email, attacker, owner, sellerId)
  })

  it('by Google vouching for it', async () => {
    const email = 'newhire-google@example.com'
    const attacker = await attackerCreatesPassword(email)
    const sellerId = await grantAddress(email)
    const owner = await ownerByGoogle(email, 'google-sub-owner')
    expect(owner.user.providers).toHaveLength(1)
    await expectOwnerAlone(email, attacker, owner, sellerId)
  })

  it('on an account another verified number proves: the address moves to an account of its own', async () => {
    const email = 'newhire-moved@example.com'
    const attacker = await attackerCreatesPassword(email)
    // The attacker proves a phone of their own inside the sign-up session.
    const sms = await t.sdk('POST', '/otps/sms/send/secondary', {
      session: attacker.session,
      body: { phone_number: '+15125550199' },
    })
    expect(sms.status).toBe(200)
    const phone = await t.sdk('POST', '/otps/authenticate', {
      session: attacker.session,
      body: {
        token: await t.lastCode('+15125550199'),
        method_id: sms.body.data.method_id,
        session_duration_minutes: 60,
      },
    })
    expect(phone.status).toBe(200)
    const sellerId = await grantAddress(email)

    const owner = await ownerByMagicLink(email)
    expect(owner.user_id).not.toBe(attacker.userId)
    expect(owner.user.phone_numbers).toEqual([])
    expect(owner.user.password).toBeNull()
    const pw = await passwordSignIn(email)
    expect(pw.status).toBe(401)
    // The attacker keeps their own account (a proof rotates the session's token), without the
    // address and without its grants.
    const attackerNow = await whoIs(phone.body.data.session_token)
    expect(attackerNow?.id).toBe(attacker.userId)
    expect(attackerNow?.email).not.toBe(email)
    expect(attackerNow?.roles).not.toContain('admin')
    expect(attackerNow?.partnerSellerId ?? null).toBeNull()
    const me = await whoIs(owner.session_token)
    expect(me).toMatchObject({ email, emailVerified: true, partnerSellerId: sellerId })
    expect(me!.roles).toEqual(expect.arrayContaining(['admin', 'partner']))
  })
})

describe('the holder proves their own address inside their sign-up session', () => {
  it('keeps the password, which then signs in', async () => {
    const email = 'genuine@example.com'
    const me = await attackerCreatesPassword(email)
    const send = await t.sdk('POST', '/magic_links/email/send/secondary', {
      session: me.session,
      body: { email, login_magic_link_url: `${WEB}/authenticate` },
    })
    expect(send.status).toBe(200)
    const auth = await t.sdk('POST', '/magic_links/authenticate', {
      session: me.session,
      body: { token: tokenOf(await t.lastLink(email)), session_duration_minutes: 60 },
    })
    expect(auth.status).toBe(200)
    expect(auth.body.data.reset_sessions).toBe(false)
    expect(auth.body.data.user.password).not.toBeNull()
    const [user] = await t.database.db
      .select()
      .from(signinUsers)
      .where(eq(signinUsers.id, me.userId))
    expect(user.passwordHash).not.toBeNull()
    expect((await passwordSignIn(email)).status).toBe(200)
  })
})

describe('two first proofs of one address at once', () => {
  it('reset the account once: both sign the owner in, no earlier session survives', async () => {
    const email = 'race@example.com'
    const attacker = await attackerCreatesPassword(email)
    // Two links sent to the owner (two tabs), redeemed at the same moment.
    const links: string[] = []
    for (let i = 0; i < 2; i++) {
      await t.sdk('POST', '/magic_links/email/login_or_create', {
        body: { email, login_magic_link_url: `${WEB}/authenticate` },
      })
      links.push(await t.lastLink(email))
    }
    const [a, b] = await Promise.all(
      links.map((link) =>
        t.sdk('POST', '/magic_links/authenticate', {
          body: { token: tokenOf(link), session_duration_minutes: 60 },
        }),
      ),
    )
    // The reset deleted the pending links: whichever proof ran first wins, the other is refused
    // or (if it had already spent its link) signs the same owner in.
    const ok = [a, b].filter((r) => r.status === 200)
    expect(ok.length).toBeGreaterThanOrEqual(1)
    for (const r of ok) expect(r.body.data.user_id).toBe(attacker.userId)
    expect(ok.filter((r) => r.body.data.reset_sessions === true)).toHaveLength(1)
    expect(
      (await t.sdk('POST', '/sessions/authenticate', { session: attacker.session })).status,
    ).toBe(404)
    for (const r of ok) expect(await whoIs(r.body.data.session_token)).not.toBeNull()
  })
})
