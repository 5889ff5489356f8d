import { and, eq } from 'drizzle-orm'
import {
  signinOauthRegistrations,
  type SigninOauthRegistration,
  type SigninSession,
  type SigninToken,
} from '../../db/schema'
import { LIMITS, OAUTH_PROVIDERS, type OAuthProvider } from '../config'
import { rateLimit, type CallInfo, type SigninContext } from '../context'
import { signinError } from '../errors'
import { deriveKey, newId, rfc3339, safeEqual, seal, unseal } from '../lib/crypto'
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
import { factorTime, issueSession, type IssuedSession } from '../tokens/sessions'
import { providerLabel } from '../users/store'

/**
 * What both ways of signing in with a provider share: the start checks, the state row, the
 * registration (provider, subject) and the single-use oauth token the SDK redeems. The provider
 * side is in oauth-oidc.ts (Google and Apple for real) and oauth-stand-in.ts (development only).
 */

export function parseProvider(raw: unknown): OAuthProvider {
  const p = typeof raw === 'string' ? raw.toLowerCase() : ''
  if (!(OAUTH_PROVIDERS as readonly string[]).includes(p))
    throw signinError('invalid_oauth_provider')
  return p as OAuthProvider
}

export interface OAuthStartQuery {
  public_token?: unknown
  code_challenge?: unknown
  custom_scopes?: unknown
  login_redirect_url?: unknown
  signup_redirect_url?: unknown
}

export type OAuthMode = 'oidc' | 'stand-in'

export interface OAuthStart {
  login: string
  signup: string
  /** The SDK's PKCE challenge toward us (not the one we send the provider). */
  codeChallenge: string | null
  scopes: string[]
}

/** Codes the login URL carries back as `?error=` (the web translates each). */
export type OAuthErrorCode =
  | 'access_denied'
  | 'invalid_state'
  | 'email_not_verified'
  | 'email_missing'
  | 'oauth_failed'
  | 'too_many_requests'

/**
 * GET /v1/public/oauth/{provider}/start: the public token, the rate limit, the redirect URL
 * allowlist and the project's PKCE rule, for either kind of provider.
 */
export async function checkOAuthStart(
  ctx: SigninContext,
  call: CallInfo,
  q: OAuthStartQuery,
): Promise<OAuthStart> {
  if (typeof q.public_token !== 'string' || !safeEqual(q.public_token, ctx.config.publicToken)) {
    throw signinError('public_token_not_found')
  }
  await rateLimit(ctx, 'sendPerIp', call.ip)
  const login = allowedRedirect(ctx, q.login_redirect_url, 'no_match_for_provided_oauth_url')
  const signup = allowedRedirect(
    ctx,
    q.signup_redirect_url ?? q.login_redirect_url,
    'no_match_for_provided_oauth_url',
  )
  const codeChallenge = parseCodeChallenge(q.code_challenge)
  if (ctx.config.pkceRequiredForOAuth && !codeChallenge) {
    throw signinError('pkce_expected_code_verifier', {
      message: 'This project requires PKCE for OAuth: send a code_challenge.',
    })
  }
  const scopes =
    typeof q.custom_scopes === 'string'
      ? q.custom_scopes
          .split(' ')
          .filter((s) => /^[\w:/.-]{1,200}$/.test(s))
          .slice(0, 20)
      : []
  return { login, signup, codeChallenge, scopes }
}

/** The single-use state of one sign-in, stored hashed; its secret travels as `state`. */
export async function createOAuthState(
  ctx: SigninContext,
  provider: OAuthProvider,
  mode: OAuthMode,
  start: OAuthStart,
): Promise<string> {
  const { secret } = await createOneTime(ctx, {
    kind: 'oauth_state',
    codeChallenge: start.codeChallenge,
    data: { provider, mode, login: start.login, signup: start.signup, scopes: start.scopes },
    ttlMinutes: LIMITS.oauthStateMinutes,
  })
  return secret
}

/** The state row for this provider and mode, used or not (callers check `isUsable`). */
export async function findOAuthState(
  ctx: SigninContext,
  provider: OAuthProvider,
  mode: OAuthMode,
  state: unknown,
): Promise<SigninToken | null> {
  const row = await findOneTime(ctx, ['oauth_state'], typeof state === 'string' ? state : '')
  if (!row || row.data.provider !== provider || row.data.mode !== mode) return null
  return row
}

/** `…?error=<code>` on a URL the state row (or the default) vouches for. */
export function withError(url: string, code: OAuthErrorCode): string {
  const u = new URL(url)
  u.searchParams.set('error', code)
  return u.toString()
}

export async function findRegistration(
  ctx: SigninContext,
  provider: OAuthProvider,
  subject: string,
): Promise<SigninOauthRegistration | null> {
  const [row] = await ctx.database.db
    .select()
    .from(signinOauthRegistrations)
    .where(
      and(
        eq(signinOauthRegistrations.providerType, provider),
        eq(signinOauthRegistrations.providerSubject, subject),
      ),
    )
  return row ?? null
}

/**
 * The registration of (provider, subject), created for this user when there is none. A
 * concurrent first sign-in may win the insert: the row that exists is returned either way.
 */
export async function upsertRegistration(
  ctx: SigninContext,
  input: {
    userId: string
    provider: OAuthProvider
    subject: string
    emailId: string
    profilePictureUrl?: string
    locale?: string
  },
): Promise<SigninOauthRegistration> {
  const existing = await findRegistration(ctx, input.provider, input.subject)
  if (existing) return existing
  await ctx.database.db
    .insert(signinOauthRegistrations)
    .values({
      id: newId('oauth-user', ctx.config.envName),
      userId: input.userId,
      providerType: input.provider,
      providerSubject: input.subject,
      emailId: input.emailId,
      profilePictureUrl: input.profilePictureUrl ?? '',
      locale: input.locale ?? '',
      createdAt: ctx.now(),
    })
    .onConflictDoNothing()
  const row = await findRegistration(ctx, input.provider, input.subject)
  if (!row) throw new Error('oauth registration vanished after insert')
  return row
}

/** What oauth/authenticate reports as `provider_values` (sealed at rest until then). */
export interface ProviderValues {
  access_token: string
  id_token: string
  scopes: string[]
  /** RFC 3339, or null when the provider gave no lifetime. */
  expires_at: string | null
}

const providerValuesKey = (ctx: SigninContext) =>
  deriveKey(ctx.config.secret, 'oauth-provider-values')

/**
 * The single-use oauth token and the redirect that carries it, as Stytch sends it:
 * `…?stytch_token_type=oauth&token=…` on the signup URL for a new user, else the login URL.
 */
export async function oauthTokenRedirect(
  ctx: SigninContext,
  state: SigninToken,
  input: {
    provider: OAuthProvider
    userId: string
    registration: SigninOauthRegistration
    created: boolean
    providerValues?: ProviderValues
  },
): Promise<string> {
  const { secret } = await createOneTime(ctx, {
    kind: 'oauth',
    userId: input.userId,
    methodId: input.registration.id,
    codeChallenge: state.codeChallenge,
    data: {
      provider: input.provider,
      subject: input.registration.providerSubject,
      emailId: input.registration.emailId ?? '',
      scopes: input.providerValues?.scopes ?? state.data.scopes ?? [],
      // Provider tokens are bearer secrets of the visitor's Google or Apple account.
      ...(input.providerValues
        ? { sealedValues: seal(providerValuesKey(ctx), JSON.stringify(input.providerValues)) }
        : {}),
    },
    ttlMinutes: LIMITS.oauthCodeMinutes,
  })
  const target = String(input.created ? state.data.signup : state.data.login)
  return withToken(target, 'oauth', secret)
}

export const expiresAtOf = (seconds: number | null) =>
  seconds === null ? null : rfc3339(new Date(seconds * 1000))

/** oauth/authenticate: redeem the code the redirect carried (PKCE checked first). */
export async function authenticateOAuth(
  ctx: SigninContext,
  call: CallInfo,
  input: { token?: unknown; code_verifier?: unknown },
  durationMinutes: number | undefined,
  current: SigninSession | null,
): Promise<IssuedSession & { extras: Record<string, unknown> }> {
  await rateLimit(ctx, 'redeemPerIp', call.ip)
  const row = await findOneTime(ctx, ['oauth'], typeof input.token === 'string' ? input.token : '')
  if (!row || !row.userId || !row.methodId) throw signinError('oauth_token_not_found')
  if (!isUsable(row, ctx.now())) throw signinError('unable_to_authorize_oauth_provider')
  checkPkce(row, input.code_verifier)
  if (!(await consumeOneTime(ctx, row.id))) throw signinError('unable_to_authorize_oauth_provider')
  const provider = String(row.data.provider)
  const subject = String(row.data.subject)
  const issued = await issueSession(ctx, {
    userId: row.userId,
    durationMinutes,
    current,
    call,
    factor: {
      type: 'oauth',
      delivery_method: `oauth_${provider}`,
      last_authenticated_at: factorTime(ctx),
      [`${provider}_oauth_factor`]: {
        id: row.methodId,
        email_id: jsonText(row.data.emailId),
        provider_subject: subject,
      },
    },
  })
  const sealed = typeof row.data.sealedValues === 'string' ? row.data.sealedValues : null
  // The stand-in consent page has no provider, so no provider tokens.
  const values: ProviderValues = sealed
    ? (JSON.parse(unseal(providerValuesKey(ctx), sealed)) as ProviderValues)
    : {
        access_token: '',
        id_token: '',
        scopes: (row.data.scopes as string[]) ?? [],
        expires_at: null,
      }
  const [registration] = await ctx.database.db
    .select()
    .from(signinOauthRegistrations)
    .where(eq(signinOauthRegistrations.id, row.methodId))
  return {
    ...issued,
    extras: {
      provider_subject: subject,
      provider_type: providerLabel(provider),
      profile_picture_url: registration?.profilePictureUrl ?? '',
      locale: registration?.locale || call.locale,
      // Refresh tokens stay with the provider: the app needs none, and the browser should not.
      provider_values: { ...values, refresh_token: '' },
    },
  }
}
