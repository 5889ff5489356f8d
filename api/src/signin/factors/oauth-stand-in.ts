import type { OAuthProvider } from '../config'
import { rateLimit, type CallInfo, type SigninContext } from '../context'
import { signinError } from '../errors'
import { hmacHex } from '../lib/crypto'
import { consumeOneTime, isUsable } from '../tokens/one-time'
import { proveEmail } from '../users/prove-contact'
import { findOrCreateUserByEmail, normalizeEmail } from '../users/store'
import {
  checkOAuthStart,
  createOAuthState,
  findOAuthState,
  oauthTokenRedirect,
  upsertRegistration,
  withError,
  type OAuthStartQuery,
} from './oauth'

/**
 * The local consent page that stands in for a provider nobody configured: the visitor types any
 * email and continues as that account. That is exactly what must never reach production, so the
 * routes exist only while `config.standIn` (NODE_ENV is not production) and only for providers
 * without real OpenID Connect settings (http/oauth-routes.ts checks `oauthMode`).
 */
export async function startStandIn(
  ctx: SigninContext,
  call: CallInfo,
  provider: OAuthProvider,
  q: OAuthStartQuery,
): Promise<{ state: string; scopes: string[] }> {
  const start = await checkOAuthStart(ctx, call, q)
  const state = await createOAuthState(ctx, provider, 'stand-in', start)
  return { state, scopes: start.scopes }
}

/** Where the consent page sends the browser next. */
export async function completeOAuthConsent(
  ctx: SigninContext,
  call: CallInfo,
  provider: OAuthProvider,
  form: {
    state?: unknown
    decision?: unknown
    email?: unknown
    first_name?: unknown
    last_name?: unknown
  },
): Promise<string> {
  if (!ctx.config.standIn) throw signinError('route_not_found')
  await rateLimit(ctx, 'redeemPerIp', call.ip)
  const row = await findOAuthState(ctx, provider, 'stand-in', form.state)
  if (!row || !isUsable(row, ctx.now())) {
    throw signinError('unable_to_authorize_oauth_provider', {
      message: 'This sign-in request expired or was already used. Start again.',
    })
  }
  const login = String(row.data.login)
  if (form.decision !== 'allow') {
    await consumeOneTime(ctx, row.id)
    return withError(login, 'access_denied')
  }
  const email = normalizeEmail(form.email)
  if (!(await consumeOneTime(ctx, row.id))) throw signinError('unable_to_authorize_oauth_provider')
  const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '')
  const target = await findOrCreateUserByEmail(ctx, email, {
    name: { first: text(form.first_name), last: text(form.last_name) },
  })
  // Development only: the page plays a provider that vouches for the address it was given.
  const holder = await proveEmail(ctx, target.methodId, target.created ? target.userId : null)
  const subject = hmacHex(ctx.config.secret, `oauth-subject:${provider}:${email}`).slice(0, 21)
  const registration = await upsertRegistration(ctx, {
    userId: holder?.userId ?? target.userId,
    provider,
    subject,
    emailId: target.methodId,
  })
  return oauthTokenRedirect(ctx, row, {
    provider,
    userId: registration.userId,
    registration,
    created: target.created,
  })
}
