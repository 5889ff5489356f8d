import { createHmac } from 'node:crypto'
import { signinEmailSchema } from '@ironyard/contract/forms/signin'
import type { IDToken } from 'openid-client'
import type { SigninOauthRegistration } from '../../db/schema'
import type { OidcProvider } from '../config'
import { rateLimit, type CallInfo, type SigninContext } from '../context'
import { SigninError } from '../errors'
import { deriveKey } from '../lib/crypto'
import { jsonText } from '../lib/json-text'
import type { OidcTokens } from '../oidc/client'
import { consumeOneTime, isUsable } from '../tokens/one-time'
import { proveEmail } from '../users/prove-contact'
import { findEmail, findOrCreateUserByEmail } from '../users/store'
import {
  checkOAuthStart,
  createOAuthState,
  expiresAtOf,
  findOAuthState,
  findRegistration,
  oauthTokenRedirect,
  upsertRegistration,
  withError,
  type OAuthErrorCode,
  type OAuthStartQuery,
} from './oauth'

/**
 * Google and Apple through OpenID Connect (openid-client): authorization code with our own PKCE
 * verifier, state and nonce; the ID token verified against the provider's keys. The flow's
 * state is a one-time token row (hashed like every secret); the verifier and nonce are derived
 * from the state with a key only the api holds, so nothing that reaches the browser, the
 * provider or the database reveals them.
 */

/**
 * The OpenID Connect client (openid-client and oauth4webapi) loads with the first Google or Apple
 * sign-in, not with the api (decision 053). Loaded outside any try, so a failure to load surfaces
 * as itself, never as a provider that refused.
 */
const loadClient = () => import('../oidc/client')

/** Where the provider returns the browser: registered with Google and Apple as the redirect URI. */
export const callbackUrl = (ctx: SigninContext, provider: OidcProvider) =>
  `${ctx.config.apiUrl}/v1/public/oauth/${provider}/callback`

function flowSecrets(ctx: SigninContext, state: string): { verifier: string; nonce: string } {
  const key = deriveKey(ctx.config.secret, 'oidc-flow')
  const derive = (label: string) =>
    createHmac('sha256', key).update(`${label}:${state}`).digest('base64url')
  // 43 base64url characters: a valid RFC 7636 verifier with 256 bits of entropy.
  return { verifier: derive('pkce'), nonce: derive('nonce') }
}

/** Apple asks for name and email with form_post; Google for the standard profile. */
function scopesFor(provider: OidcProvider, custom: string[]): string {
  const base = provider === 'apple' ? ['openid', 'email', 'name'] : ['openid', 'email', 'profile']
  // Apple knows no other scopes; Google's extra scopes are the SDK's `custom_scopes`.
  return [...new Set([...base, ...(provider === 'google' ? custom : [])])].join(' ')
}

/** GET start: the provider's authorization URL to redirect to. */
export async function startOidc(
  ctx: SigninContext,
  call: CallInfo,
  provider: OidcProvider,
  q: OAuthStartQuery,
): Promise<string> {
  const settings = ctx.config.oidc[provider]
  if (!settings) throw new Error(`${provider} is not configured`)
  const start = await checkOAuthStart(ctx, call, q)
  const state = await createOAuthState(ctx, provider, 'oidc', start)
  const { verifier, nonce } = flowSecrets(ctx, state)
  const { authorizationUrl, pkceChallengeOf } = await loadClient()
  try {
    const url = await authorizationUrl(settings, {
      redirect_uri: callbackUrl(ctx, provider),
      response_type: 'code',
      scope: scopesFor(provider, start.scopes),
      state,
      nonce,
      code_challenge: await pkceChallengeOf(verifier),
      code_challenge_method: 'S256',
      // Apple posts the answer back when name or email are asked for.
      ...(provider === 'apple' ? { response_mode: 'form_post' } : { hl: call.locale }),
    })
    return url.href
  } catch (err) {
    ctx.logger.warn({ provider, reason: describe(err) }, 'OpenID Connect discovery failed')
    return withError(start.login, 'oauth_failed')
  }
}

/** What the provider may answer instead of a code when the visitor says no. */
const DENIED = new Set(['access_denied', 'user_cancelled_authorize'])

/**
 * GET or POST callback: check the state (once), exchange the code, verify the ID token, link
 * the identity, and send the browser to the web with our single-use oauth token. Every failure
 * is a redirect with `?error=` (never a 500 page in the middle of a sign-in).
 */
export async function completeOidc(
  ctx: SigninContext,
  call: CallInfo,
  provider: OidcProvider,
  params: Record<string, unknown>,
): Promise<string> {
  const settings = ctx.config.oidc[provider]
  if (!settings) throw new Error(`${provider} is not configured`)
  try {
    await rateLimit(ctx, 'redeemPerIp', call.ip)
  } catch (err) {
    if (err instanceof SigninError)
      return withError(ctx.config.defaultRedirectUrl, 'too_many_requests')
    throw err
  }
  const state = typeof params.state === 'string' ? params.state : ''
  const row = await findOAuthState(ctx, provider, 'oidc', state)
  if (!row) return withError(ctx.config.defaultRedirectUrl, 'invalid_state')
  const login = String(row.data.login)
  if (!isUsable(row, ctx.now()) || !(await consumeOneTime(ctx, row.id))) {
    return withError(login, 'invalid_state')
  }
  if (params.error !== undefined) {
    return withError(login, DENIED.has(jsonText(params.error)) ? 'access_denied' : 'oauth_failed')
  }
  const response = new URL(callbackUrl(ctx, provider))
  for (const name of ['code', 'state', 'iss']) {
    const value = params[name]
    if (typeof value === 'string') response.searchParams.set(name, value)
  }
  const { exchangeCode } = await loadClient()
  let tokens: OidcTokens
  try {
    tokens = await exchangeCode(settings, response, { state, ...flowSecrets(ctx, state) })
  } catch (err) {
    ctx.logger.warn({ provider, reason: describe(err) }, 'OpenID Connect sign-in refused')
    return withError(login, 'oauth_failed')
  }
  const name = provider === 'apple' ? appleName(params.user) : null
  const linked = await linkIdentity(ctx, provider, tokens.claims, name)
  if (typeof linked === 'string') return withError(login, linked)
  return oauthTokenRedirect(ctx, row, {
    provider,
    userId: linked.registration.userId,
    registration: linked.registration,
    created: linked.created,
    providerValues: {
      access_token: tokens.accessToken,
      id_token: tokens.idToken,
      scopes: tokens.scopes.length ? tokens.scopes : scopesFor(provider, []).split(' '),
      expires_at: expiresAtOf(tokens.expiresAt),
    },
  })
}

const emailSchema = signinEmailSchema
const text = (v: unknown, max = 100) => (typeof v === 'string' ? v.trim().slice(0, max) : '')

/** Apple sends `email_verified` as the string "true"; Google as a boolean. */
const isVerified = (v: unknown) => v === true || v === 'true'

/** Apple's `user` form field (first authorization only): the name the visitor shared. */
function appleName(raw: unknown): { first: string; last: string } | null {
  if (typeof raw !== 'string' || raw.length > 4096) return null
  try {
    const name = (JSON.parse(raw) as { name?: { firstName?: unknown; lastName?: unknown } }).name
    return name ? { first: text(name.firstName), last: text(name.lastName) } : null
  } catch {
    return null
  }
}

/**
 * Who the ID token is. An identity is found by (provider, subject) first. Otherwise it joins the
 * account holding its email only when the provider says the email is verified: an unverified
 * address could be anyone's, and joining would hand them that account. A new user may be
 * created with an unverified email, left unverified.
 */
async function linkIdentity(
  ctx: SigninContext,
  provider: OidcProvider,
  claims: IDToken,
  sharedName: { first: string; last: string } | null,
): Promise<
  | { registration: SigninOauthRegistration; created: boolean }
  | Extract<OAuthErrorCode, 'email_not_verified' | 'email_missing'>
> {
  const known = await findRegistration(ctx, provider, claims.sub)
  if (known) return { registration: known, created: false }
  const parsed = emailSchema.safeParse(claims.email)
  if (!parsed.success) return 'email_missing'
  const email = parsed.data
  const verified = isVerified(claims.email_verified)
  if (!verified && (await findEmail(ctx, email))) return 'email_not_verified'
  const target = await findOrCreateUserByEmail(ctx, email, {
    name: sharedName ?? { first: text(claims.given_name), last: text(claims.family_name) },
  })
  // Someone created the account between the lookup and here: the same rule applies.
  if (!target.created && !verified) return 'email_not_verified'
  // The provider vouching for the address is its proof: a first proof resets or moves an account
  // someone else set up with it (prove-contact.ts) before this login joins it.
  // An account this very login created is the prover's own.
  const holder = verified
    ? await proveEmail(ctx, target.methodId, target.created ? target.userId : null)
    : null
  const registration = await upsertRegistration(ctx, {
    userId: holder?.userId ?? target.userId,
    provider,
    subject: claims.sub,
    emailId: target.methodId,
    profilePictureUrl: /^https:\/\//.test(text(claims.picture, 2048))
      ? text(claims.picture, 2048)
      : '',
    locale: text(claims.locale, 35),
  })
  return { registration, created: target.created }
}

/** A log line's reason: the library's error code and message, never tokens or bodies. */
function describe(err: unknown): string {
  const e = err as { code?: unknown; error?: unknown; message?: unknown }
  return [e.code, e.error, e.message]
    .filter((v) => typeof v === 'string')
    .join(': ')
    .slice(0, 300)
}
