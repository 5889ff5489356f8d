import { eq } from 'drizzle-orm'
import type { Locale } from '../../context'
import { signinEmails, signinPhoneNumbers, type SigninSession } from '../../db/schema'
import { LIMITS } from '../config'
import { rateLimit, type CallInfo, type SigninContext } from '../context'
import { signinError } from '../errors'
import { derivedId, randomDigits, safeEqual } from '../lib/crypto'
import type { SecretWriter } from '../lib/deliver'
import {
  codeHash,
  consumeOneTime,
  countAttempt,
  createOneTime,
  latestForMethod,
  retireForMethod,
} from '../tokens/one-time'
import { proveEmail, provePhone } from '../users/prove-contact'
import { factorTime, issueSession, type Factor, type IssuedSession } from '../tokens/sessions'
import {
  attachEmail,
  attachPhone,
  findEmail,
  findOrCreateUserByEmail,
  findOrCreateUserByPhone,
  findPhone,
  normalizeEmail,
  normalizePhone,
} from '../users/store'

export type OtpChannel = 'sms' | 'whatsapp' | 'email'

export interface OtpSent {
  methodId: string
  userId: string | null
  userCreated: boolean
}

function expiration(channel: OtpChannel, raw: unknown): number {
  if (raw === undefined || raw === null) return LIMITS.otpMinutes[channel]
  const { min, max } = LIMITS.otpMinutes
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > max) {
    throw signinError('invalid_expiration')
  }
  return raw
}

const guessKey = (methodId: string) => `otpGuess:${methodId}`

/**
 * Send a 6-digit code by sms, whatsapp or email. A new code retires the previous one. `primary`
 * for an unknown address or number answers exactly like a real send (with a stable decoy
 * method_id) and sends nothing.
 */
export async function sendOtp(
  ctx: SigninContext,
  call: CallInfo,
  channel: OtpChannel,
  mode: 'login_or_create' | 'primary' | 'secondary',
  input: { email?: unknown; phone_number?: unknown; expiration_minutes?: unknown },
  locale: Locale,
  sessionUserId: string | null = null,
): Promise<OtpSent> {
  const to = channel === 'email' ? normalizeEmail(input.email) : normalizePhone(input.phone_number)
  const ttl = expiration(channel, input.expiration_minutes)
  await rateLimit(ctx, 'sendPerIp', call.ip)
  await rateLimit(ctx, 'sendPerRecipient', to)

  let target: { userId: string; methodId: string; created: boolean } | null = null
  if (mode === 'login_or_create') {
    target =
      channel === 'email'
        ? await findOrCreateUserByEmail(ctx, to)
        : await findOrCreateUserByPhone(ctx, to)
  } else if (mode === 'secondary') {
    if (!sessionUserId) throw signinError('session_not_found')
    const methodId =
      channel === 'email'
        ? await attachEmail(ctx, sessionUserId, to)
        : await attachPhone(ctx, sessionUserId, to)
    target = { userId: sessionUserId, methodId, created: false }
  } else {
    const row = channel === 'email' ? await findEmail(ctx, to) : await findPhone(ctx, to)
    if (row) target = { userId: row.userId, methodId: row.id, created: false }
  }

  if (!target) {
    const kind = channel === 'email' ? 'email' : 'phone-number'
    const methodId = derivedId(kind, ctx.config.envName, ctx.config.secret, to)
    await ctx.counter.reset(guessKey(methodId), 600)
    return { methodId, userId: null, userCreated: false }
  }
  await ctx.counter.reset(guessKey(target.methodId), 600)

  await retireForMethod(ctx, 'otp', target.methodId)
  const code = randomDigits(LIMITS.totp.digits)
  const { userId, methodId } = target
  const issue = (db?: SecretWriter) =>
    createOneTime(
      ctx,
      { kind: 'otp', userId, methodId, data: { channel, to }, ttlMinutes: ttl, code },
      db,
    )
  const props = { code, expiresMinutes: ttl }
  if (channel === 'email') {
    await ctx.messenger.mail(async (db) => {
      const { id, expiresAt } = await issue(db)
      return {
        template: 'signin-otp',
        to,
        locale,
        props,
        dedupeKey: `signin:otp:${id}`,
        expiresAt,
      }
    })
  } else {
    const { id } = await issue()
    await ctx.messenger.textOtp(channel, to, locale, props, `signin:otp:${id}`)
  }
  return { methodId: target.methodId, userId: target.userId, userCreated: target.created }
}

/**
 * Check a code. A wrong code answers 404 `otp_code_not_found`; the fifth wrong guess retires the
 * code, after which even the right code answers 401 `unable_to_auth_otp_code`. Decoy and
 * unknown method ids behave the same way, so guessing reveals nothing about accounts.
 */
export async function authenticateOtp(
  ctx: SigninContext,
  call: CallInfo,
  input: { token?: unknown; method_id?: unknown },
  durationMinutes: number | undefined,
  current: SigninSession | null,
): Promise<IssuedSession & { methodId: string; resetSessions: boolean }> {
  const methodId = typeof input.method_id === 'string' ? input.method_id.slice(0, 128) : ''
  const code = typeof input.token === 'string' ? input.token.trim() : ''
  await rateLimit(ctx, 'redeemPerIp', call.ip)
  await rateLimit(ctx, 'otpPerMethod', methodId || call.ip)
  const row = methodId ? await latestForMethod(ctx, 'otp', methodId) : null

  if (row?.userId && /^\d{6}$/.test(code) && safeEqual(codeHash(row.id, code), row.tokenHash)) {
    if (!(await consumeOneTime(ctx, row.id))) throw signinError('unable_to_auth_otp_code')
    return finish(ctx, call, methodId, row.data, durationMinutes, current)
  }
  let exhausted = false
  if (row) {
    exhausted = (await countAttempt(ctx, row.id)) >= LIMITS.otpMaxAttempts
    if (exhausted) await consumeOneTime(ctx, row.id)
  }
  // Counted per method for real and decoy ids alike, so both answer the same sequence.
  const r = await ctx.counter.hit(guessKey(methodId), LIMITS.otpMaxAttempts - 1, 600)
  throw signinError(r.allowed && !exhausted ? 'otp_code_not_found' : 'unable_to_auth_otp_code')
}

async function finish(
  ctx: SigninContext,
  call: CallInfo,
  methodId: string,
  data: Record<string, unknown>,
  durationMinutes: number | undefined,
  current: SigninSession | null,
): Promise<IssuedSession & { methodId: string; resetSessions: boolean }> {
  await ctx.counter.reset(guessKey(methodId), 600)
  const channel = data.channel as OtpChannel
  // The code proves the address or number: its first proof outside the holder's session resets
  // or moves the account (prove-contact.ts), so sign in whoever holds it now.
  const prove = channel === 'email' ? proveEmail : provePhone
  const proof = await prove(ctx, methodId, current?.userId ?? null)
  if (!proof) throw signinError('unable_to_auth_otp_code')
  const holder = proof.userId
  let factor: Factor
  if (channel === 'email') {
    const [email] = await ctx.database.db
      .select()
      .from(signinEmails)
      .where(eq(signinEmails.id, methodId))
    factor = {
      type: 'otp',
      delivery_method: 'email',
      last_authenticated_at: factorTime(ctx),
      email_factor: { email_id: methodId, email_address: email?.email ?? String(data.to) },
    }
  } else {
    const [phone] = await ctx.database.db
      .select()
      .from(signinPhoneNumbers)
      .where(eq(signinPhoneNumbers.id, methodId))
    factor = {
      type: 'otp',
      delivery_method: channel,
      last_authenticated_at: factorTime(ctx),
      phone_number_factor: {
        phone_id: methodId,
        phone_number: phone?.phoneNumber ?? String(data.to),
      },
    }
  }
  const issued = await issueSession(ctx, {
    userId: holder,
    durationMinutes,
    current,
    call,
    factor,
  })
  return { ...issued, methodId, resetSessions: proof.outcome === 'reset' }
}
