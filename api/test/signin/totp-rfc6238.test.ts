import { createDecipheriv, createHmac, hkdfSync } from 'node:crypto'
import { sql } from 'drizzle-orm'
import QRCode from 'qrcode'
import { recoveryCodesFor, totpCode } from '../../src/signin/factors/totps'
import { SECRET, startSigninApp, tokenOf, type SigninTestApp } from './helpers'

/*
 * TOTP checked against an implementation written here from RFC 4648 (base32), RFC 4226 (HOTP)
 * and RFC 6238 (TOTP) with node:crypto only, so the service (otpauth) is not compared with itself.
 */

function base32Bytes(s: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const ch of s.replace(/=+$/, '')) {
    const v = alphabet.indexOf(ch)
    if (v < 0) throw new Error(`not base32: ${ch}`)
    bits += v.toString(2).padStart(5, '0')
  }
  const bytes = bits.match(/.{8}/g) ?? []
  return Buffer.from(bytes.map((b) => parseInt(b, 2)))
}

/** RFC 4226 §5.3 with SHA-1; `digits` from the right of the 31-bit value. */
function hotp(key: Buffer, counter: number, digits = 6): string {
  const msg = Buffer.alloc(8)
  msg.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', key).update(msg).digest()
  const offset = mac[19] & 0x0f
  const value = mac.readUInt32BE(offset) & 0x7fffffff
  return String(value % 10 ** digits).padStart(digits, '0')
}

const stepOf = (ms: number) => Math.floor(ms / 1000 / 30)

describe('TOTP against RFC 6238', () => {
  it('the independent implementation reproduces the RFC 6238 test vectors (SHA-1)', () => {
    const key = Buffer.from('12345678901234567890', 'ascii')
    const vectors: Array<[number, string]> = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ]
    for (const [seconds, code] of vectors) {
      expect(hotp(key, stepOf(seconds * 1000), 8)).toBe(code)
      // What the service computes for an authenticator app (6 digits, base32 secret).
      expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', stepOf(seconds * 1000))).toBe(
        code.slice(-6),
      )
    }
  })

  it('recovery codes are the ones earlier versions derived (users keep their printed list)', () => {
    const ctx = { config: { secret: SECRET } } as Parameters<typeof recoveryCodesFor>[0]
    expect(recoveryCodesFor(ctx, 'totp-test-00000000-0000-4000-8000-000000000001')).toEqual([
      '2nb6-jesm-eud5',
      'r4fi-ekin-lxbf',
      'ieqr-avya-7uem',
      'gkwq-llfb-tabk',
      't3ct-ssxe-ygml',
      'btmu-rpru-6a4j',
      'rkiz-ssdq-mm34',
      'nban-hjeb-eo5j',
      'uteg-ukiw-jepz',
      'pxal-lxvf-dx4f',
    ])
  })
})

describe('sign-in service: TOTP codes from an authenticator app', () => {
  let t: SigninTestApp
  beforeAll(async () => {
    t = await startSigninApp()
  })
  afterAll(() => t.close())

  async function enrol(email: string) {
    await t.sdk('POST', '/magic_links/email/login_or_create', { body: { email } })
    const signedIn = await t.sdk('POST', '/magic_links/authenticate', {
      body: { token: tokenOf(await t.lastLink(email)), session_duration_minutes: 60 },
    })
    const session = signedIn.body.data.session_token as string
    const created = await t.sdk('POST', '/totps', {
      session,
      body: { expiration_minutes: 60 },
    })
    expect(created.status).toBe(200)
    return {
      session,
      totpId: created.body.data.totp_id as string,
      secret: created.body.data.secret as string,
      qrCode: created.body.data.qr_code as string,
    }
  }

  it('the QR code carries the key URI authenticator apps read (issuer, account, SHA1, 6, 30)', async () => {
    const { secret, qrCode } = await enrol('totp-qr+1@example.com')
    const uri =
      `otpauth://totp/Ironyard:${encodeURIComponent('totp-qr+1@example.com')}` +
      `?issuer=Ironyard&secret=${secret}&algorithm=SHA1&digits=6&period=30`
    expect(qrCode).toBe(await QRCode.toDataURL(uri))
  })

  it('issues a 160-bit base32 secret, kept sealed as before (AES-256-GCM, key from STYTCH_SECRET)', async () => {
    const a = await enrol('totp-secret-a@example.com')
    const b = await enrol('totp-secret-b@example.com')
    expect(a.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(base32Bytes(a.secret)).toHaveLength(20)
    expect(a.secret).not.toBe(b.secret)

    const [row] = await t.database.rows<{ secret_sealed: string }>(
      sql`SELECT secret_sealed FROM signin_totps WHERE id = ${a.totpId}`,
    )
    expect(row.secret_sealed).not.toContain(a.secret)
    const [iv, tag, ct] = row.secret_sealed.split('.').map((p) => Buffer.from(p, 'base64url'))
    const key = Buffer.from(hkdfSync('sha256', SECRET, 'ironyard-signin', 'totp-secret', 32))
    const decipher = createDecipheriv('aes-256-gcm', key, iv)
    decipher.setAuthTag(tag)
    expect(Buffer.concat([decipher.update(ct), decipher.final()]).toString('utf8')).toBe(a.secret)
  })

  it('accepts codes one step either side of the clock, once each, and nothing further out', async () => {
    const { session, secret } = await enrol('totp-window@example.com')
    const key = base32Bytes(secret)
    const step = stepOf(t.clock.now().getTime())
    const attempt = (token: string, offset: number) =>
      t.sdk('POST', '/totps/authenticate', {
        session: token,
        body: { totp_code: hotp(key, step + offset), session_duration_minutes: 60 },
      })

    // (Every attempt counts against the user's 10 per 10 minutes.)
    for (const offset of [-2, 2]) {
      const res = await attempt(session, offset)
      expect({ offset, status: res.status, error: res.body.error_type }).toEqual({
        offset,
        status: 401,
        error: 'unable_to_authenticate_totp',
      })
    }

    let current = session
    for (const offset of [-1, 0, 1]) {
      const res = await attempt(current, offset)
      expect({ offset, status: res.status }).toEqual({ offset, status: 200 })
      current = res.body.data.session_token
    }

    // Spent: the newest code again, and an older one still inside the window.
    for (const offset of [1, 0]) {
      const res = await attempt(current, offset)
      expect({ offset, error: res.body.error_type }).toEqual({
        offset,
        error: 'totp_code_already_authenticated',
      })
    }

    // Thirty seconds on, the window has moved with the clock.
    t.clock.advance(30_000)
    expect((await attempt(current, 2)).status).toBe(200)
  })

  it('codes follow the clock: a minute later the old code is refused', async () => {
    const { session, secret } = await enrol('totp-clock@example.com')
    const key = base32Bytes(secret)
    const code = hotp(key, stepOf(t.clock.now().getTime()))
    t.clock.advance(61_000)
    const late = await t.sdk('POST', '/totps/authenticate', {
      session,
      body: { totp_code: code, session_duration_minutes: 60 },
    })
    expect(late.body.error_type).toBe('unable_to_authenticate_totp')
    const now = await t.sdk('POST', '/totps/authenticate', {
      session,
      body: {
        totp_code: hotp(key, stepOf(t.clock.now().getTime())),
        session_duration_minutes: 60,
      },
    })
    expect(now.status).toBe(200)
  })
})
