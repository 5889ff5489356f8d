import { and, eq, sql } from 'drizzle-orm'
import { HOTP, Secret, TOTP } from 'otpauth'
import type QRCode from 'qrcode'
import { signinTotps, type SigninSession, type SigninTotp } from '../../db/schema'
import { BRAND } from '@ironyard/contract'
import { LIMITS } from '../config'
import { rateLimit, type CallInfo, type SigninContext } from '../context'
import { signinError } from '../errors'
import { deriveKey, hmacHex, newId, safeEqual, seal, unseal } from '../lib/crypto'
import { factorTime, issueSession, type IssuedSession } from '../tokens/sessions'
import { requireUser } from '../users/store'

const { stepSeconds, digits, window, recoveryCodes } = LIMITS.totp

/** What authenticator apps compute (RFC 6238): HMAC-SHA1, 6 digits, 30-second steps. */
const TOTP_PARAMS = { algorithm: 'SHA1', digits, period: stepSeconds } as const

/**
 * qrcode (and its PNG encoder) loads with the first new authenticator, not with the api (decision
 * 053): required as the static import was (the same CommonJS build).
 */
const loadQrcode = () => require('qrcode') as typeof QRCode

const secretKey = (ctx: SigninContext) => deriveKey(ctx.config.secret, 'totp-secret')

/**
 * The code of a base32 secret at one time step: what the user's authenticator app shows. The
 * service validates with `TOTP.validate`; the SDK conformance tests play the app with this.
 */
export const totpCode = (secretBase32: string, step: number): string =>
  HOTP.generate({
    secret: Secret.fromBase32(secretBase32),
    algorithm: TOTP_PARAMS.algorithm,
    digits,
    counter: step,
  })

export const currentStep = (now: Date) =>
  TOTP.counter({ period: stepSeconds, timestamp: now.getTime() })

/**
 * Recovery codes are derived from a server key and the TOTP id, so nothing but the list of spent
 * indexes is stored; `xxxx-xxxx-xxxx`, lower-case base32 (RFC 4648) of an HMAC.
 */
export function recoveryCodesFor(ctx: SigninContext, totpId: string): string[] {
  const key = deriveKey(ctx.config.secret, 'totp-recovery').toString('hex')
  return Array.from({ length: recoveryCodes }, (_, i) => {
    const mac = Uint8Array.from(Buffer.from(hmacHex(key, `${totpId}:${i}`), 'hex'))
    const raw = new Secret({ buffer: mac.buffer }).base32.slice(0, 12).toLowerCase()
    return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8, 12)}`
  })
}

function usable(t: SigninTotp, now: Date) {
  return t.verified || (t.expiresAt !== null && t.expiresAt > now)
}

/** totps (create): a new authenticator-app secret for the signed-in user. */
export async function createTotp(
  ctx: SigninContext,
  session: SigninSession,
  input: { expiration_minutes?: unknown },
) {
  const minutes = input.expiration_minutes ?? 1440
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 5 || minutes > 1440) {
    throw signinError('invalid_expiration')
  }
  const rec = await requireUser(ctx, session.userId)
  if (rec.totps.some((t) => t.verified)) throw signinError('active_totp_exists')
  // Only one pending secret at a time: starting again replaces it.
  await ctx.database.db
    .delete(signinTotps)
    .where(and(eq(signinTotps.userId, session.userId), eq(signinTotps.verified, false)))
  // 160 random bits, RFC 4226's recommended size; stored sealed, shown once as base32.
  const secret = new Secret({ size: 20 }).base32
  const id = newId('totp', ctx.config.envName)
  const now = ctx.now()
  await ctx.database.db.insert(signinTotps).values({
    id,
    userId: session.userId,
    secretSealed: seal(secretKey(ctx), secret),
    verified: false,
    expiresAt: new Date(now.getTime() + minutes * 60_000),
    createdAt: now,
  })
  const account = rec.emails[0]?.email ?? rec.phones[0]?.phoneNumber ?? session.userId
  const otpauth = new TOTP({
    ...TOTP_PARAMS,
    issuer: BRAND.name,
    label: account,
    secret: Secret.fromBase32(secret),
  }).toString()
  return {
    totp_id: id,
    secret,
    qr_code: await loadQrcode().toDataURL(otpauth),
    recovery_codes: recoveryCodesFor(ctx, id),
    user_id: session.userId,
  }
}

/**
 * totps/authenticate: a code is accepted once (the step is recorded atomically) within one step
 * of the clock; the first success verifies a pending TOTP.
 */
export async function authenticateTotp(
  ctx: SigninContext,
  call: CallInfo,
  session: SigninSession,
  input: { totp_code?: unknown },
  durationMinutes: number | undefined,
): Promise<IssuedSession & { totpId: string }> {
  const code = typeof input.totp_code === 'string' ? input.totp_code.trim() : ''
  if (!/^\d{6}$/.test(code)) throw signinError('invalid_totp_code')
  await rateLimit(ctx, 'totpPerUser', session.userId)
  const now = ctx.now()
  const rec = await requireUser(ctx, session.userId)
  const candidates = rec.totps.filter((t) => usable(t, now))
  if (!candidates.length) throw signinError('totps_not_found_for_user')
  const step = currentStep(now)
  for (const t of candidates) {
    const delta = TOTP.validate({
      ...TOTP_PARAMS,
      token: code,
      secret: Secret.fromBase32(unseal(secretKey(ctx), t.secretSealed)),
      timestamp: now.getTime(),
      window,
    })
    if (delta !== null) {
      const s = step + delta
      const accepted = await ctx.database.db
        .update(signinTotps)
        .set({ lastUsedStep: s, verified: true, expiresAt: null })
        .where(and(eq(signinTotps.id, t.id), sql`${signinTotps.lastUsedStep} < ${s}`))
        .returning({ id: signinTotps.id })
      if (!accepted.length) throw signinError('totp_code_already_authenticated')
      const issued = await issueSession(ctx, {
        userId: session.userId,
        durationMinutes,
        current: session,
        call,
        factor: {
          type: 'totp',
          delivery_method: 'authenticator_app',
          last_authenticated_at: factorTime(ctx),
          authenticator_app_factor: { totp_id: t.id },
        },
      })
      return { ...issued, totpId: t.id }
    }
  }
  throw signinError('unable_to_authenticate_totp')
}

/** totps/recovery_codes: the unspent codes of the user's verified TOTP. */
export async function listRecoveryCodes(ctx: SigninContext, session: SigninSession) {
  const rec = await requireUser(ctx, session.userId)
  const verified = rec.totps.filter((t) => t.verified)
  if (!verified.length) throw signinError('totps_not_found_for_user')
  return {
    user_id: session.userId,
    totps: verified.map((t) => ({
      totp_id: t.id,
      verified: t.verified,
      recovery_codes: recoveryCodesFor(ctx, t.id).filter(
        (_c, i) => !t.usedRecoveryCodes.includes(i),
      ),
    })),
  }
}

/** totps/recover: spend one recovery code (atomically, so it works exactly once). */
export async function recoverTotp(
  ctx: SigninContext,
  call: CallInfo,
  session: SigninSession,
  input: { recovery_code?: unknown },
  durationMinutes: number | undefined,
): Promise<IssuedSession & { totpId: string }> {
  const code =
    typeof input.recovery_code === 'string' ? input.recovery_code.trim().toLowerCase() : ''
  if (!/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/.test(code))
    throw signinError('invalid_recovery_code')
  await rateLimit(ctx, 'totpPerUser', session.userId)
  const rec = await requireUser(ctx, session.userId)
  for (const t of rec.totps.filter((x) => x.verified)) {
    const index = recoveryCodesFor(ctx, t.id).findIndex((c) => safeEqual(c, code))
    if (index < 0) continue
    const spent = await ctx.database.db
      .update(signinTotps)
      .set({ usedRecoveryCodes: sql`array_append(${signinTotps.usedRecoveryCodes}, ${index})` })
      .where(
        and(eq(signinTotps.id, t.id), sql`NOT (${index} = ANY(${signinTotps.usedRecoveryCodes}))`),
      )
      .returning({ id: signinTotps.id })
    if (!spent.length) break
    const issued = await issueSession(ctx, {
      userId: session.userId,
      durationMinutes,
      current: session,
      call,
      factor: {
        type: 'recovery_codes',
        delivery_method: 'recovery_code',
        last_authenticated_at: factorTime(ctx),
        recovery_code_factor: { totp_recovery_code_id: `${t.id}:${index}` },
      },
    })
    return { ...issued, totpId: t.id }
  }
  throw signinError('unable_to_authenticate_recovery_code')
}
