import type { Locale } from '../../context'
import { LIMITS } from '../config'
import { rateLimit, type CallInfo, type SigninContext } from '../context'
import { signinError } from '../errors'
import { allowedRedirect, withToken } from '../lib/redirects'
import { jsonText } from '../lib/json-text'
import {
  checkPkce,
  consumeOneTime,
  createOneTime,
  findOneTime,
  isUsable,
  parseCodeChallenge,
} from '../tokens/one-time'
import { factorTime, issueSession, type IssuedSession } from '../tokens/sessions'
import { proveEmail } from '../users/prove-contact'
import { attachEmail, findEmail, findOrCreateUserByEmail, normalizeEmail } from '../users/store'
import type { SigninSession } from '../../db/schema'

export interface MagicLinkSendInput {
  email?: unknown
  login_magic_link_url?: unknown
  signup_magic_link_url?: unknown
  login_expiration_minutes?: unknown
  signup_expiration_minutes?: unknown
  code_challenge?: unknown
  create_user_as_pending?: unknown
}

export interface MagicLinkSent {
  userId: string | null
  emailId: string | null
  userCreated: boolean
}

function minutes(raw: unknown): number {
  if (raw === undefined || raw === null) return LIMITS.magicLinkMinutes.default
  const { min, max } = LIMITS.magicLinkMinutes
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > max) {
    throw signinError('invalid_expiration')
  }
  return raw
}

/**
 * Email a single-use sign-in link (60 minutes by default). `login_or_create` creates the user;
 * `primary` only mails existing users but answers the same either way, so the response never
 * tells whether an address has an account; `secondary` adds the email to the signed-in user.
 */
export async function sendMagicLink(
  ctx: SigninContext,
  call: CallInfo,
  mode: 'login_or_create' | 'primary' | 'secondary',
  input: MagicLinkSendInput,
  locale: Locale,
  sessionUserId: string | null = null,
): Promise<MagicLinkSent> {
  const email = normalizeEmail(input.email)
  const loginUrl = allowedRedirect(
    ctx,
    input.login_magic_link_url,
    'no_match_for_provided_magic_link_url',
  )
  const signupUrl = allowedRedirect(
    ctx,
    input.signup_magic_link_url ?? input.login_magic_link_url,
    'no_match_for_provided_magic_link_url',
  )
  const loginMinutes = minutes(input.login_expiration_minutes)
  const signupMinutes = minutes(input.signup_expiration_minutes)
  const codeChallenge = parseCodeChallenge(input.code_challenge)
  await rateLimit(ctx, 'sendPerIp', call.ip)
  await rateLimit(ctx, 'sendPerRecipient', email)

  let target: { userId: string; methodId: string; created: boolean } | null
  if (mode === 'login_or_create') {
    target = await findOrCreateUserByEmail(ctx, email, {
      pending: input.create_user_as_pending === true,
    })
  } else if (mode === 'secondary') {
    if (!sessionUserId) throw signinError('session_not_found')
    target = {
      userId: sessionUserId,
      methodId: await attachEmail(ctx, sessionUserId, email),
      created: false,
    }
  } else {
    const row = await findEmail(ctx, email)
    target = row ? { userId: row.userId, methodId: row.id, created: false } : null
  }
  if (!target) return { userId: null, emailId: null, userCreated: false }

  // A link for an address nobody has verified yet is a sign-up link.
  const signup = target.created || !(await findEmail(ctx, email))?.verified
  const ttl = signup ? signupMinutes : loginMinutes
  const { userId, methodId } = target
  await ctx.messenger.mail(async (db) => {
    const { id, secret, expiresAt } = await createOneTime(
      ctx,
      {
        kind: 'magic_link',
        userId,
        methodId,
        codeChallenge,
        data: { email },
        ttlMinutes: ttl,
      },
      db,
    )
    const url = withToken(signup ? signupUrl : loginUrl, 'magic_links', secret)
    return {
      template: 'signin-magic-link',
      to: email,
      locale,
      props: { url, kind: signup ? 'signup' : 'login', expiresMinutes: ttl },
      dedupeKey: `signin:magic-link:${id}`,
      expiresAt,
    }
  })
  return { userId: target.userId, emailId: target.methodId, userCreated: target.created }
}

/**
 * Redeem a magic link: unknown 404 `magic_link_not_found`; used or expired 401
 * `unable_to_auth_magic_link`; PKCE checked before the link is spent. The link proves the
 * address: its first proof outside the holder's own session resets or moves the account
 * (prove-contact.ts), so the user it signs in may not be the one the link was sent for.
 */
export async function redeemMagicLink(
  ctx: SigninContext,
  call: CallInfo,
  input: { token?: unknown; code_verifier?: unknown },
  sessionUserId: string | null = null,
): Promise<{ userId: string; emailId: string; email: string; resetSessions: boolean }> {
  await rateLimit(ctx, 'redeemPerIp', call.ip)
  if (typeof input.token !== 'string' || !input.token) throw signinError('magic_link_not_found')
  const row = await findOneTime(ctx, ['magic_link'], input.token)
  if (!row || !row.userId || !row.methodId) throw signinError('magic_link_not_found')
  if (!isUsable(row, ctx.now())) throw signinError('unable_to_auth_magic_link')
  checkPkce(row, input.code_verifier)
  if (!(await consumeOneTime(ctx, row.id))) throw signinError('unable_to_auth_magic_link')
  const proof = await proveEmail(ctx, row.methodId, sessionUserId)
  if (!proof) throw signinError('magic_link_not_found')
  return {
    userId: proof.userId,
    emailId: row.methodId,
    email: jsonText(row.data.email),
    resetSessions: proof.outcome === 'reset',
  }
}

export async function authenticateMagicLink(
  ctx: SigninContext,
  call: CallInfo,
  input: { token?: unknown; code_verifier?: unknown },
  durationMinutes: number | undefined,
  current: SigninSession | null,
): Promise<IssuedSession & { methodId: string; resetSessions: boolean }> {
  const redeemed = await redeemMagicLink(ctx, call, input, current?.userId ?? null)
  const issued = await issueSession(ctx, {
    userId: redeemed.userId,
    durationMinutes,
    current,
    call,
    factor: {
      type: 'magic_link',
      delivery_method: 'email',
      last_authenticated_at: factorTime(ctx),
      email_factor: { email_id: redeemed.emailId, email_address: redeemed.email },
    },
  })
  return { ...issued, methodId: redeemed.emailId, resetSessions: redeemed.resetSessions }
}
