import { hash, verify } from '@node-rs/argon2'
import { eq, sql } from 'drizzle-orm'
import type { Locale } from '../../context'
import { signinUsers, type SigninSession, type SigninUser } from '../../db/schema'
import { LIMITS } from '../config'
import { rateLimit, type CallInfo, type SigninContext } from '../context'
import { signinError } from '../errors'
import { newId } from '../lib/crypto'
import { jsonText } from '../lib/json-text'
import { allowedRedirect, withToken } from '../lib/redirects'
import {
  checkPkce,
  consumeOneTime,
  createOneTime,
  findOneTime,
  isUsable,
  parseCodeChallenge,
} from '../tokens/one-time'
import {
  factorTime,
  issueSession,
  revokeOtherSessions,
  type Factor,
  type IssuedSession,
} from '../tokens/sessions'
import { proveEmail } from '../users/prove-contact'
import {
  findEmail,
  findOrCreateUserByEmail,
  findUserRow,
  isLocked,
  normalizeEmail,
} from '../users/store'
import { requirePassword, requireStrongPassword } from './password-strength'

/** Argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane); @node-rs/argon2 defaults to id. */
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 }

export const hashPassword = (password: string) => hash(password, ARGON2)

let decoyHash: Promise<string> | undefined
/** Unknown emails still pay for one Argon2 verification: timing tells nothing either. */
async function burnVerification(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-never-matches')
  await verify(await decoyHash, password).catch(() => false)
}

const passwordFactor = (ctx: SigninContext): Factor => ({
  type: 'password',
  delivery_method: 'knowledge',
  last_authenticated_at: factorTime(ctx),
})

const lockKey = (email: string) => `passwordFailures:${email}`

/** Count a failed password for a user; the tenth within the window locks them for an hour. */
async function recordFailure(ctx: SigninContext, user: SigninUser): Promise<void> {
  const now = ctx.now()
  const { attempts, windowMinutes, lockMinutes } = LIMITS.passwordLock
  const windowStart = new Date(now.getTime() - windowMinutes * 60_000)
  const fresh = sql`${signinUsers.failedPasswordWindowStart} IS NULL OR ${signinUsers.failedPasswordWindowStart} < ${windowStart}`
  const [row] = await ctx.database.db
    .update(signinUsers)
    .set({
      failedPasswordAttempts: sql`CASE WHEN ${fresh} THEN 1 ELSE ${signinUsers.failedPasswordAttempts} + 1 END`,
      failedPasswordWindowStart: sql`CASE WHEN ${fresh} THEN ${now} ELSE ${signinUsers.failedPasswordWindowStart} END`,
    })
    .where(eq(signinUsers.id, user.id))
    .returning({ attempts: signinUsers.failedPasswordAttempts })
  if (row && row.attempts >= attempts) {
    await ctx.database.db
      .update(signinUsers)
      .set({ lockedUntil: new Date(now.getTime() + lockMinutes * 60_000) })
      .where(eq(signinUsers.id, user.id))
  }
}

async function clearFailures(ctx: SigninContext, userId: string): Promise<void> {
  await ctx.database.db
    .update(signinUsers)
    .set({ failedPasswordAttempts: 0, failedPasswordWindowStart: null, lockedUntil: null })
    .where(eq(signinUsers.id, userId))
}

/**
 * Check an email and password. Wrong password and unknown email both answer 401
 * `unauthorized_credentials` after the same Argon2 work; ten failures in an hour lock the account
 * (and an unknown email's counter) for an hour with 429 `user_lock_limit_reached`.
 */
export async function verifyPassword(
  ctx: SigninContext,
  call: CallInfo,
  rawEmail: unknown,
  rawPassword: unknown,
): Promise<{ user: SigninUser; emailId: string }> {
  const email = normalizeEmail(rawEmail)
  const password = requirePassword(rawPassword)
  await rateLimit(ctx, 'passwordPerIp', call.ip)
  const emailRow = await findEmail(ctx, email)
  const user = emailRow ? await findUserRow(ctx, emailRow.userId) : null
  if (!emailRow || !user) {
    const { attempts, windowMinutes } = LIMITS.passwordLock
    const r = await ctx.counter.hit(lockKey(email), attempts, windowMinutes * 60)
    if (!r.allowed)
      throw signinError('user_lock_limit_reached', { retryAfterSeconds: r.retryAfterSeconds })
    await burnVerification(password)
    throw signinError('unauthorized_credentials')
  }
  if (isLocked(user, ctx.now())) {
    const retry = Math.ceil((user.lockedUntil!.getTime() - ctx.now().getTime()) / 1000)
    throw signinError('user_lock_limit_reached', { retryAfterSeconds: retry })
  }
  const ok = user.passwordHash
    ? await verify(user.passwordHash, password).catch(() => false)
    : (await burnVerification(password), false)
  if (!ok) {
    await recordFailure(ctx, user)
    throw signinError('unauthorized_credentials')
  }
  await clearFailures(ctx, user.id)
  // Anyone can set a password on an address they typed (issue 31): it signs in only once the
  // address is proven, and the first proof by anyone else removes it (prove-contact.ts). Said
  // only to whoever knows the password, so it tells a stranger nothing about the address.
  if (!emailRow.verified) throw signinError('email_verification_required')
  return { user, emailId: emailRow.id }
}

async function setPassword(ctx: SigninContext, userId: string, password: string): Promise<void> {
  await ctx.database.db
    .update(signinUsers)
    .set({
      passwordHash: await hashPassword(password),
      passwordId: newId('password', ctx.config.envName),
      failedPasswordAttempts: 0,
      failedPasswordWindowStart: null,
      lockedUntil: null,
      updatedAt: ctx.now(),
    })
    .where(eq(signinUsers.id, userId))
}

/**
 * passwords (create): a new user with this email and password; 400 `duplicate_email` if taken.
 * The address is not proven yet: the session answered here is the sign-up's own (the holder can
 * prove the address inside it and keep the password), but the password signs in again only after
 * the address is verified, and a proof made by anyone else removes it (prove-contact.ts).
 */
export async function createPassword(
  ctx: SigninContext,
  call: CallInfo,
  input: { email?: unknown; password?: unknown },
  durationMinutes: number | undefined,
  current: SigninSession | null,
): Promise<IssuedSession & { emailId: string }> {
  const email = normalizeEmail(input.email)
  const password = requirePassword(input.password)
  await rateLimit(ctx, 'passwordPerIp', call.ip)
  await requireStrongPassword(ctx.config, password, email)
  const target = await findOrCreateUserByEmail(ctx, email)
  if (!target.created) throw signinError('duplicate_email')
  await setPassword(ctx, target.userId, password)
  const issued = await issueSession(ctx, {
    userId: target.userId,
    durationMinutes,
    current,
    call,
    factor: passwordFactor(ctx),
  })
  return { ...issued, emailId: target.methodId }
}

export async function authenticatePassword(
  ctx: SigninContext,
  call: CallInfo,
  input: { email?: unknown; password?: unknown },
  durationMinutes: number | undefined,
  current: SigninSession | null,
): Promise<IssuedSession> {
  const { user } = await verifyPassword(ctx, call, input.email, input.password)
  return issueSession(ctx, {
    userId: user.id,
    durationMinutes,
    current,
    call,
    factor: passwordFactor(ctx),
  })
}

function resetMinutes(raw: unknown): number {
  if (raw === undefined || raw === null) return LIMITS.passwordResetMinutes.default
  const { min, max } = LIMITS.passwordResetMinutes
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > max) {
    throw signinError('invalid_expiration')
  }
  return raw
}

/**
 * passwords/email/reset/start: mail a reset link (and, with login_redirect_url, a one-time sign-in
 * link sharing the PKCE challenge). Unknown emails get the same answer and no mail.
 */
export async function startPasswordReset(
  ctx: SigninContext,
  call: CallInfo,
  input: {
    email?: unknown
    reset_password_redirect_url?: unknown
    login_redirect_url?: unknown
    reset_password_expiration_minutes?: unknown
    code_challenge?: unknown
  },
  locale: Locale,
): Promise<void> {
  const email = normalizeEmail(input.email)
  const resetUrl = allowedRedirect(
    ctx,
    input.reset_password_redirect_url,
    'invalid_password_reset_redirect_url',
  )
  const loginUrl =
    input.login_redirect_url === undefined || input.login_redirect_url === null
      ? null
      : allowedRedirect(ctx, input.login_redirect_url, 'no_match_for_provided_magic_link_url')
  const ttl = resetMinutes(input.reset_password_expiration_minutes)
  const codeChallenge = parseCodeChallenge(input.code_challenge)
  await rateLimit(ctx, 'sendPerIp', call.ip)
  await rateLimit(ctx, 'sendPerRecipient', email)
  const emailRow = await findEmail(ctx, email)
  if (!emailRow) return
  await ctx.messenger.mail(async (db) => {
    const secret = (kind: 'password_reset' | 'magic_link') =>
      createOneTime(
        ctx,
        {
          kind,
          userId: emailRow.userId,
          methodId: emailRow.id,
          codeChallenge,
          data: { email },
          ttlMinutes: ttl,
        },
        db,
      )
    const reset = await secret('password_reset')
    const login = loginUrl ? await secret('magic_link') : null
    return {
      template: 'signin-password-reset',
      to: email,
      locale,
      props: {
        resetUrl: withToken(resetUrl, 'reset_password', reset.secret),
        loginUrl: login && loginUrl ? withToken(loginUrl, 'magic_links', login.secret) : undefined,
        expiresMinutes: ttl,
      },
      dedupeKey: `signin:password-reset:${reset.id}`,
      expiresAt: reset.expiresAt,
    }
  })
}

/** passwords/email/reset: spend the reset link, set the password, end every other session. */
export async function resetPasswordByEmail(
  ctx: SigninContext,
  call: CallInfo,
  input: { token?: unknown; password?: unknown; code_verifier?: unknown },
  durationMinutes: number | undefined,
): Promise<IssuedSession> {
  await rateLimit(ctx, 'redeemPerIp', call.ip)
  const password = requirePassword(input.password)
  const token = typeof input.token === 'string' ? input.token : ''
  const row = await findOneTime(ctx, ['password_reset'], token)
  if (!row || !row.userId || !row.methodId || !isUsable(row, ctx.now())) {
    throw signinError('unable_to_auth_password_reset_token')
  }
  checkPkce(row, input.code_verifier)
  await requireStrongPassword(ctx.config, password, jsonText(row.data.email))
  if (!(await consumeOneTime(ctx, row.id))) throw signinError('unable_to_auth_password_reset_token')
  // The link proves the address first: a first proof clears what others set on the account (or
  // moves the address away from it), then the new password belongs to the prover.
  const proof = await proveEmail(ctx, row.methodId, null)
  if (!proof) throw signinError('unable_to_auth_password_reset_token')
  await setPassword(ctx, proof.userId, password)
  await revokeOtherSessions(ctx, proof.userId, null)
  return issueSession(ctx, {
    userId: proof.userId,
    durationMinutes,
    current: null,
    call,
    factor: {
      type: 'password',
      delivery_method: 'email',
      last_authenticated_at: factorTime(ctx),
      email_factor: { email_id: row.methodId, email_address: jsonText(row.data.email) },
    },
  })
}

export async function resetPasswordByExisting(
  ctx: SigninContext,
  call: CallInfo,
  input: { email?: unknown; existing_password?: unknown; new_password?: unknown },
  durationMinutes: number | undefined,
): Promise<IssuedSession> {
  const newPassword = requirePassword(input.new_password)
  const { user } = await verifyPassword(ctx, call, input.email, input.existing_password)
  await requireStrongPassword(ctx.config, newPassword, normalizeEmail(input.email))
  await setPassword(ctx, user.id, newPassword)
  await revokeOtherSessions(ctx, user.id, null)
  return issueSession(ctx, {
    userId: user.id,
    durationMinutes,
    current: null,
    call,
    factor: passwordFactor(ctx),
  })
}

/** passwords/session/reset: needs a factor proven in the last five minutes. */
export async function resetPasswordBySession(
  ctx: SigninContext,
  call: CallInfo,
  session: SigninSession,
  input: { password?: unknown },
  durationMinutes: number | undefined,
): Promise<IssuedSession> {
  const password = requirePassword(input.password)
  await rateLimit(ctx, 'passwordPerIp', call.ip)
  const freshSince = ctx.now().getTime() - LIMITS.sessionResetFreshMinutes * 60_000
  const fresh = (session.authenticationFactors as Factor[]).some(
    (f) => Date.parse(f.last_authenticated_at) >= freshSince,
  )
  if (!fresh) throw signinError('session_too_old_to_reset_password')
  const email = (
    await ctx.database.db.query.signinEmails.findFirst({
      where: (e, { eq: is }) => is(e.userId, session.userId),
    })
  )?.email
  await requireStrongPassword(ctx.config, password, email)
  await setPassword(ctx, session.userId, password)
  await revokeOtherSessions(ctx, session.userId, session.id)
  return issueSession(ctx, {
    userId: session.userId,
    durationMinutes,
    current: session,
    call,
    factor: passwordFactor(ctx),
  })
}
