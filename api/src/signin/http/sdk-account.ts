import { BRAND } from '@ironyard/contract'
import { signinEvents } from '../../db/schema'
import { rateLimit, type SigninContext } from '../context'
import { signinError } from '../errors'
import { safeEqual } from '../lib/crypto'
import { revokeSession, sessionBundle, touchSession } from '../tokens/sessions'
import { deleteFactor, updateUser, type FactorKind } from '../users/manage'
import { findEmail, findUserRow, getUserJson, normalizeEmail } from '../users/store'
import { pathId } from './schema'
import { sdkEventRows } from './sdk-events'
import type { SdkRoute } from './sdk-route'

/** GET /projects/bootstrap/{publicToken}: the project settings the SDK reads at construction. */
export function bootstrapData(ctx: SigninContext) {
  const c = ctx.config
  return {
    project_name: BRAND.name,
    disable_sdk_watermark: true,
    // Non-null would send OAuth starts to https://<cname>, away from this service.
    cname_domain: null,
    email_domains: [...new Set(c.allowedOrigins.map((o) => new URL(o).hostname))],
    captcha_settings: { enabled: false },
    pkce_required_for_email_magic_links: c.pkceRequiredForEmailMagicLinks,
    pkce_required_for_password_resets: c.pkceRequiredForPasswordResets,
    pkce_required_for_oauth: c.pkceRequiredForOAuth,
    pkce_required_for_sso: false,
    slug_pattern: null,
    create_organization_enabled: false,
    password_config: {
      luds_complexity: c.passwordConfig.ludsComplexity,
      luds_minimum_count: c.passwordConfig.ludsMinimumCount,
    },
    dfp_protected_auth_enabled: false,
    dfp_protected_auth_mode: null,
    rbac_policy: rbacPolicy(),
    siwe_required_for_crypto_wallets: false,
    vertical: 'CONSUMER',
  }
}

export function rbacPolicy() {
  return {
    roles: [
      // Spec §6: only anonymous visitors and signed-in users are distinguished.
      { role_id: 'stytch_user', description: 'Every signed-in user.', permissions: [] },
    ],
    resources: [],
    scopes: [],
  }
}

const FACTOR_ROUTES: [
  FactorKind,
  Parameters<typeof pathId>[1],
  Parameters<SdkRoute>[2]['fallback'],
][] = [
  ['emails', 'email_not_found', 'deleteEmail'],
  ['phone_numbers', 'phone_number_not_found', 'deletePhoneNumber'],
  ['totps', 'totp_not_found', 'deleteTotp'],
  ['oauth', 'oauth_user_registration_not_found', 'deleteOAuth'],
  ['webauthn_registrations', 'webauthn_registration_not_found', 'deleteWebauthn'],
  ['biometric_registrations', 'biometric_registration_not_found', 'deleteBiometric'],
  ['crypto_wallets', 'crypto_wallet_not_found', 'deleteCryptoWallet'],
]

/** Bootstrap, the signed-in user, sessions, searches and telemetry. */
export function registerSdkAccountRoutes(ctx: SigninContext, route: SdkRoute): void {
  route(
    'GET',
    '/projects/bootstrap/:publicToken',
    { fallback: 'bootstrap', anonymous: true },
    ({ req }) => {
      const token = (req.params as { publicToken?: string }).publicToken ?? ''
      if (!safeEqual(token, ctx.config.publicToken)) throw signinError('public_token_not_found')
      return bootstrapData(ctx)
    },
  )

  route('GET', '/users/me', { fallback: 'usersGet' }, async (c) => {
    const session = await c.session()
    return getUserJson(ctx, session.userId)
  })

  route(
    'PUT',
    '/users/me',
    {
      fallback: 'usersUpdate',
      schema: { untrusted_metadata: 'object', trusted_metadata: 'object', name: 'object' },
    },
    async (c) => {
      const session = await c.session()
      const user = await updateUser(ctx, session.userId, c.body, { trusted: false })
      return {
        user_id: user.user_id,
        emails: user.emails,
        phone_numbers: user.phone_numbers,
        crypto_wallets: user.crypto_wallets,
        __user: user,
      }
    },
  )

  for (const [kind, notFound, fallback] of FACTOR_ROUTES) {
    route('DELETE', `/users/${kind}/:id`, { fallback }, async (c) => {
      const session = await c.session()
      const id = pathId((c.req.params as { id?: string }).id, notFound)
      const user = await deleteFactor(ctx, session.userId, kind, id)
      return { user_id: user.user_id, __user: user }
    })
  }

  route(
    'POST',
    '/sessions/authenticate',
    { fallback: 'sessionAuthenticate', schema: { session_duration_minutes: 'integer' } },
    async (c) => {
      const duration = c.duration()
      const session = await touchSession(ctx, await c.session(), duration)
      return { ...(await sessionBundle(ctx, session, c.auth.sessionToken!)) }
    },
  )

  route('POST', '/sessions/revoke', { fallback: 'sessionRevoke' }, async (c) => {
    const session = await c.session()
    await revokeSession(ctx, session.id)
    return {}
  })

  // The SDK's password screen asks which form to show. It necessarily tells whether an email has
  // an account (as Stytch's does), so it is rate limited per IP.
  route(
    'POST',
    '/users/search',
    { fallback: 'userSearch', schema: { email: 'string!' } },
    async (c) => {
      const email = normalizeEmail(c.body.email)
      await rateLimit(ctx, 'searchPerIp', c.call.ip)
      const row = await findEmail(ctx, email)
      const user = row ? await findUserRow(ctx, row.userId) : null
      return { userType: !user ? 'new' : user.passwordHash ? 'password' : 'passwordless' }
    },
  )

  // This is a consumer project: there are no organizations to find.
  route(
    'POST',
    '/b2b/organizations/search',
    { fallback: 'orgSearch', schema: { organization_slug: 'string!' } },
    async (c) => {
      await rateLimit(ctx, 'searchPerIp', c.call.ip)
      return { organization: null }
    },
  )
  route(
    'POST',
    '/b2b/organizations/members/search',
    { fallback: 'memberSearch', schema: { email_address: 'string!', organization_id: 'string!' } },
    async (c) => {
      await rateLimit(ctx, 'searchPerIp', c.call.ip)
      return { member: null, organization: null }
    },
  )

  route('POST', '/events', { fallback: 'events', anonymous: true, arrayBody: true }, async (c) => {
    await rateLimit(ctx, 'eventsPerIp', c.call.ip)
    const rows = sdkEventRows(ctx, c.body.items)
    if (rows.length) await ctx.database.db.insert(signinEvents).values(rows)
    return { recorded: rows.length }
  })
}
