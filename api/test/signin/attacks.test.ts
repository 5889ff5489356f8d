import bs58 from 'bs58'
import { sql } from 'drizzle-orm'
import nacl from 'tweetnacl'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { currentStep, totpCode } from '../../src/signin/factors/totps'
import { provenPasswordAccount, startSigninApp, tokenOf, type SigninTestApp } from './helpers'

async function signIn(t: SigninTestApp, email: string) {
  await t.sdk('POST', '/magic_links/email/login_or_create', { body: { email } })
  const res = await t.sdk('POST', '/magic_links/authenticate', {
    body: { token: tokenOf(await t.lastLink(email)), session_duration_minutes: 60 },
  })
  return res.body.data as { session_token: string; user_id: string }
}

/** Bodies without the per-request id: what an observer can compare. */
const comparable = (r: { status: number; body: Record<string, unknown> }) => {
  const { request_id: _a, ...flat } = r.body
  const data = (r.body.data ?? {}) as Record<string, unknown>
  const { request_id: _b, ...rest } = data
  return { status: r.status, body: r.body.data ? { data: rest } : flat }
}

describe('sign-in attacks are refused', () => {
  let t: SigninTestApp
  beforeAll(async () => {
    t = await startSigninApp()
  })
  afterAll(() => t.close())

  it('OTP guessing: the fifth wrong code retires the code, so the right one no longer works', async () => {
    const send = await t.sdk('POST', '/otps/email/login_or_create', {
      body: { email: 'guess@example.com' },
    })
    const methodId = send.body.data.method_id
    const code = await t.lastCode('guess@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    const statuses: string[] = []
    for (let i = 0; i < 5; i++) {
      const r = await t.sdk('POST', '/otps/authenticate', {
        body: { token: wrong, method_id: methodId, session_duration_minutes: 30 },
      })
      statuses.push(r.body.error_type)
    }
    expect(statuses).toEqual([
      'otp_code_not_found',
      'otp_code_not_found',
      'otp_code_not_found',
      'otp_code_not_found',
      'unable_to_auth_otp_code',
    ])
    const right = await t.sdk('POST', '/otps/authenticate', {
      body: { token: code, method_id: methodId, session_duration_minutes: 30 },
    })
    expect(right.status).toBe(401)
    expect(right.body.error_type).toBe('unable_to_auth_otp_code')
  })

  it('OTP codes work once and expire', async () => {
    const send = await t.sdk('POST', '/otps/sms/login_or_create', {
      body: { phone_number: '+15125550199' },
    })
    const body = {
      token: await t.lastCode('+15125550199'),
      method_id: send.body.data.method_id,
      session_duration_minutes: 30,
    }
    expect((await t.sdk('POST', '/otps/authenticate', { body })).status).toBe(200)
    // A spent code is indistinguishable from a wrong one.
    const reuse = await t.sdk('POST', '/otps/authenticate', { body })
    expect(reuse.status).toBe(404)
    expect(reuse.body.error_type).toBe('otp_code_not_found')

    const again = await t.sdk('POST', '/otps/sms/send/primary', {
      body: { phone_number: '+15125550199' },
    })
    t.clock.advance(2 * 60_000 + 1000)
    const late = await t.sdk('POST', '/otps/authenticate', {
      body: {
        token: await t.lastCode('+15125550199'),
        method_id: again.body.data.method_id,
        session_duration_minutes: 30,
      },
    })
    expect(late.status).toBe(404)
    expect(late.body.error_type).toBe('otp_code_not_found')
  })

  it('OTP: unknown addresses answer like known ones, and guessing them looks the same', async () => {
    await t.sdk('POST', '/otps/email/login_or_create', { body: { email: 'real-otp@example.com' } })
    const known = await t.sdk('POST', '/otps/email/send/primary', {
      body: { email: 'real-otp@example.com' },
    })
    const unknown = await t.sdk('POST', '/otps/email/send/primary', {
      body: { email: 'ghost-otp@example.com' },
    })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(Object.keys(known.body.data).sort()).toEqual(Object.keys(unknown.body.data).sort())
    expect(unknown.body.data.method_id).toMatch(/^email-test-[0-9a-f-]{36}$/)
    // Stable, like a real method id.
    const repeat = await t.sdk('POST', '/otps/email/send/primary', {
      body: { email: 'ghost-otp@example.com' },
    })
    expect(repeat.body.data.method_id).toBe(unknown.body.data.method_id)
    expect(await t.outbox('ghost-otp@example.com')).toHaveLength(0)
    const code = await t.lastCode('real-otp@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    for (const methodId of [known.body.data.method_id, unknown.body.data.method_id]) {
      const seq = []
      for (let i = 0; i < 5; i++) {
        const r = await t.sdk('POST', '/otps/authenticate', {
          body: { token: wrong, method_id: methodId, session_duration_minutes: 30 },
        })
        seq.push(comparable(r))
      }
      expect(seq.map((s) => s.body.error_type)).toEqual([
        'otp_code_not_found',
        'otp_code_not_found',
        'otp_code_not_found',
        'otp_code_not_found',
        'unable_to_auth_otp_code',
      ])
    }
  })

  it('password brute force locks the account (and an unknown email looks the same)', async () => {
    const created = await provenPasswordAccount(t, 'locked@example.com', 'Grader-Blade-Tandem-2019')
    const attempt = (email: string, password: string) =>
      t.sdk('POST', '/passwords/authenticate', {
        body: { email, password, session_duration_minutes: 60 },
      })
    for (const email of ['locked@example.com', 'nobody-pw@example.com']) {
      const seq = []
      for (let i = 0; i < 11; i++) seq.push(comparable(await attempt(email, `wrong-guess-${i}`)))
      expect(
        seq
          .slice(0, 10)
          .every((s) => s.status === 401 && s.body.error_type === 'unauthorized_credentials'),
      ).toBe(true)
      expect(seq[10]).toMatchObject({
        status: 429,
        body: { error_type: 'user_lock_limit_reached' },
      })
    }
    // Locked: even the right password is refused, for an hour.
    const right = await attempt('locked@example.com', 'Grader-Blade-Tandem-2019')
    expect(right.status).toBe(429)
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(3000)
    const locked = await t.backend('GET', `/users/${created.userId}`)
    expect(locked.body.is_locked).toBe(true)
    t.clock.advance(61 * 60_000)
    expect((await attempt('locked@example.com', 'Grader-Blade-Tandem-2019')).status).toBe(200)
  })

  it('passwords are stored as Argon2id hashes only', async () => {
    await t.sdk('POST', '/passwords', {
      body: {
        email: 'hash@example.com',
        password: 'Backhoe-Loader-Quick-Coupler-8',
        session_duration_minutes: 60,
      },
    })
    const rows = await t.database.rows<{ password_hash: string }>(
      sql`SELECT u.password_hash FROM signin_users u JOIN signin_emails e ON e.user_id = u.id WHERE e.email = 'hash@example.com'`,
    )
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(rows[0].password_hash).not.toContain('Backhoe')
  })

  it('TOTP codes and recovery codes work once', async () => {
    const s = await signIn(t, 'totp-attack@example.com')
    const created = await t.sdk('POST', '/totps', {
      session: s.session_token,
      body: { expiration_minutes: 60 },
    })
    const { secret, recovery_codes } = created.body.data
    const code = totpCode(secret, currentStep(t.clock.now()))
    const first = await t.sdk('POST', '/totps/authenticate', {
      session: s.session_token,
      body: { totp_code: code, session_duration_minutes: 60 },
    })
    expect(first.status).toBe(200)
    // The token rotated on authentication; the old one is dead.
    expect((await t.sdk('GET', '/users/me', { session: s.session_token })).status).toBe(404)
    const session = first.body.data.session_token
    const replay = await t.sdk('POST', '/totps/authenticate', {
      session,
      body: { totp_code: code, session_duration_minutes: 60 },
    })
    expect(replay.status).toBe(400)
    expect(replay.body.error_type).toBe('totp_code_already_authenticated')
    const wrong = await t.sdk('POST', '/totps/authenticate', {
      session,
      body: { totp_code: code === '123456' ? '654321' : '123456', session_duration_minutes: 60 },
    })
    expect(wrong.body.error_type).toBe('unable_to_authenticate_totp')

    const recover = (token: string) =>
      t.sdk('POST', '/totps/recover', {
        session: token,
        body: { recovery_code: recovery_codes[3], session_duration_minutes: 60 },
      })
    const used = await recover(session)
    expect(used.status).toBe(200)
    const again = await recover(used.body.data.session_token)
    expect(again.status).toBe(401)
    expect(again.body.error_type).toBe('unable_to_authenticate_recovery_code')
  })

  it('a signed wallet challenge works once (Ethereum and Solana)', async () => {
    const eth = privateKeyToAccount(generatePrivateKey())
    const start = await t.sdk('POST', '/crypto_wallets/authenticate/start/primary', {
      body: { crypto_wallet_address: eth.address, crypto_wallet_type: 'ethereum' },
    })
    const challenge = start.body.data.challenge as string
    expect(challenge).toContain(eth.address.toLowerCase())
    const signature = await eth.signMessage({ message: challenge })
    const body = {
      crypto_wallet_address: eth.address,
      crypto_wallet_type: 'ethereum',
      signature,
      session_duration_minutes: 60,
    }
    const ok = await t.sdk('POST', '/crypto_wallets/authenticate', { body })
    expect(ok.status).toBe(200)
    expect(ok.body.data.user.crypto_wallets[0]).toMatchObject({
      crypto_wallet_address: eth.address.toLowerCase(),
      crypto_wallet_type: 'ethereum',
      verified: true,
    })
    const replay = await t.sdk('POST', '/crypto_wallets/authenticate', { body })
    expect(replay.status).toBe(401)
    expect(replay.body.error_type).toBe('unable_to_authenticate_crypto_wallet')
    // A new challenge does not make the old signature valid.
    await t.sdk('POST', '/crypto_wallets/authenticate/start/primary', {
      body: { crypto_wallet_address: eth.address, crypto_wallet_type: 'ethereum' },
    })
    expect((await t.sdk('POST', '/crypto_wallets/authenticate', { body })).status).toBe(401)

    const sol = nacl.sign.keyPair()
    const solAddress = bs58.encode(sol.publicKey)
    const solStart = await t.sdk('POST', '/crypto_wallets/authenticate/start/primary', {
      body: { crypto_wallet_address: solAddress, crypto_wallet_type: 'solana' },
    })
    const solSig = bs58.encode(
      nacl.sign.detached(Buffer.from(solStart.body.data.challenge), sol.secretKey),
    )
    const solBody = {
      crypto_wallet_address: solAddress,
      crypto_wallet_type: 'solana',
      signature: solSig,
      session_duration_minutes: 60,
    }
    // Someone else's key cannot answer the challenge.
    const forged = bs58.encode(
      nacl.sign.detached(Buffer.from(solStart.body.data.challenge), nacl.sign.keyPair().secretKey),
    )
    expect(
      (
        await t.sdk('POST', '/crypto_wallets/authenticate', {
          body: { ...solBody, signature: forged },
        })
      ).status,
    ).toBe(401)
    expect((await t.sdk('POST', '/crypto_wallets/authenticate', { body: solBody })).status).toBe(
      200,
    )
    expect((await t.sdk('POST', '/crypto_wallets/authenticate', { body: solBody })).status).toBe(
      401,
    )
  })

  it('password reset start and password sign-in answer the same for known and unknown emails', async () => {
    await t.sdk('POST', '/passwords', {
      body: {
        email: 'has-pw@example.com',
        password: 'Skid-Steer-Tracks-Rubber-5',
        session_duration_minutes: 60,
      },
    })
    const reset = (email: string) =>
      t.sdk('POST', '/passwords/email/reset/start', { body: { email } })
    expect(comparable(await reset('has-pw@example.com'))).toEqual(
      comparable(await reset('no-pw@example.com')),
    )
    expect(await t.outbox('no-pw@example.com')).toHaveLength(0)
    expect((await t.outbox('has-pw@example.com')).at(-1)?.subject).toMatch(/Reset/)

    const login = (email: string) =>
      t.sdk('POST', '/passwords/authenticate', {
        body: { email, password: 'Wrong-Password-123', session_duration_minutes: 60 },
      })
    expect(comparable(await login('has-pw@example.com'))).toEqual(
      comparable(await login('no-pw@example.com')),
    )

    const ml = (email: string) =>
      t.sdk('POST', '/magic_links/email/login_or_create', { body: { email } })
    expect(comparable(await ml('has-pw@example.com'))).toEqual(
      comparable(await ml('brand-new@example.com')),
    )
  })

  it('a session token from before sign-in is useless after it (fixation)', async () => {
    const s = await signIn(t, 'fixation@example.com')
    await t.sdk('POST', '/magic_links/email/login_or_create', {
      body: { email: 'fixation@example.com' },
    })
    const again = await t.sdk('POST', '/magic_links/authenticate', {
      session: s.session_token,
      body: {
        token: tokenOf(await t.lastLink('fixation@example.com')),
        session_duration_minutes: 60,
      },
    })
    expect(again.body.data.session_token).not.toBe(s.session_token)
    expect((await t.sdk('GET', '/users/me', { session: s.session_token })).status).toBe(404)
    expect(
      (await t.sdk('GET', '/users/me', { session: again.body.data.session_token })).status,
    ).toBe(200)
  })

  it('the backend protocol refuses a wrong secret and limits repeated failures', async () => {
    const bad = () =>
      t.app.inject({
        method: 'GET',
        url: '/v1/users/user-test-x',
        headers: {
          authorization: `Basic ${Buffer.from('project-test-local:nope').toString('base64')}`,
        },
      })
    const statuses = []
    for (let i = 0; i < 21; i++) statuses.push((await bad()).statusCode)
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true)
    expect(statuses[20]).toBe(429)
  })
})
