import { and, eq } from 'drizzle-orm'
import { signinOauthRegistrations, type SigninSession } from '../../db/schema'
import { LIMITS, OAUTH_PROVIDERS, type OAuthProvider } from '../config'
import { rateLimit, type CallInfo, type SigninContext } from '../context'
import { signinError } from '../errors'
import { hmacHex, newId, safeEqual } from '../lib/crypto'
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
import {
  findOrCreateUserByEmail,
  markEmailVerified,
  normalizeEmail,
  providerLabel,
} from '../users/store'

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

/**
 * GET /v1/public/oauth/{provider}/start: remember where to return and with which PKCE challenge,
 * behind a single-use state the consent page posts back.
 */
export async function startOAuth(
  ctx: SigninContext,
  call: CallInfo,
  provider: OAuthProvider,
  q: OAuthStartQuery,
): Promise<{ state: string; scopes: string[] }> {
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
      ? q.custom_scopes.split(' ').filter(Boolean).slice(0, 20)
      : []
  const { secret } = await createOneTime(ctx, {
    kind: 'oauth_state',
    codeChallenge,
    data: { provider, login, signup, scopes },
    ttlMinutes: LIMITS.oauthStateMinutes,
  })
  return { state: secret, scopes }
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
  await rateLimit(ctx, 'redeemPerIp', call.ip)
  const row = await findOneTime(
    ctx,
    ['oauth_state'],
    typeof form.state === 'string' ? form.state : '',
  )
  if (!row || row.data.provider !== provider || !isUsable(row, ctx.now())) {
    throw signinError('unable_to_authorize_oauth_provider', {
      message: 'This sign-in request expired or was already used. Start again.',
    })
  }
  const login = String(row.data.login)
  if (form.decision !== 'allow') {
    await consumeOneTime(ctx, row.id)
    const u = new URL(login)
    u.searchParams.set('error', 'access_denied')
    return u.toString()
  }
  const email = normalizeEmail(form.email)
  if (!(await consumeOneTime(ctx, row.id))) throw signinError('unable_to_authorize_oauth_provider')
  const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '')
  const target = await findOrCreateUserByEmail(ctx, email, {
    name: { first: text(form.first_name), last: text(form.last_name) },
  })
  // The provider vouches for the address, as Google and Apple do for their accounts.
  await markEmailVerified(ctx, target.methodId)
  const subject = hmacHex(ctx.config.secret, `oauth-subject:${provider}:${email}`).slice(0, 21)
  const registrationId = await upsertRegistration(
    ctx,
    target.userId,
    provider,
    subject,
    target.methodId,
  )
  const { secret } = await createOneTime(ctx, {
    kind: 'oauth',
    userId: target.userId,
    methodId: registrationId,
    codeChallenge: row.codeChallenge,
    data: { provider, subject, emailId: target.methodId, scopes: row.data.scopes ?? [] },
    ttlMinutes: LIMITS.oauthCodeMinutes,
  })
  return withToken(String(target.created ? row.data.signup : login), 'oauth', secret)
}

async function upsertRegistration(
  ctx: SigninContext,
  userId: string,
  provider: OAuthProvider,
  subject: string,
  emailId: string,
): Promise<string> {
  const { db } = ctx.database
  const where = and(
    eq(signinOauthRegistrations.providerType, provider),
    eq(signinOauthRegistrations.providerSubject, subject),
  )
  const [existing] = await db.select().from(signinOauthRegistrations).where(where)
  if (existing) return existing.id
  const id = newId('oauth-user', ctx.config.envName)
  await db
    .insert(signinOauthRegistrations)
    .values({
      id,
      userId,
      providerType: provider,
      providerSubject: subject,
      emailId,
      createdAt: ctx.now(),
    })
    .onConflictDoNothing()
  const [row] = await db.select().from(signinOauthRegistrations).where(where)
  return row.id
}

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
        email_id: String(row.data.emailId ?? ''),
        provider_subject: subject,
      },
    },
  })
  return {
    ...issued,
    extras: {
      provider_subject: subject,
      provider_type: providerLabel(provider),
      profile_picture_url: '',
      locale: call.locale,
      // The local consent page stands in for the provider, so there are no provider tokens.
      provider_values: {
        access_token: '',
        id_token: '',
        refresh_token: '',
        scopes: (row.data.scopes as string[]) ?? [],
        expires_at: null,
      },
    },
  }
}
