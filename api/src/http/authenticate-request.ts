import type { FastifyRequest } from 'fastify'
import * as stytch from 'stytch'
import type { AppDeps, CurrentUser } from '../context'
import { isLocalSigninEnabled } from '../signin/config'
import { getRevocationList } from '../signin/lib/revocations'
import { findLinkedUser, linkUser, type SigninIdentity } from '../services/users/link-user'
import { VerifiedJwtCache } from './verified-jwt-cache'

/** Roles only the marketplace grants (npm run admin:grant), never the sign-in session. */
const MARKETPLACE_ROLES = new Set(['admin', 'partner'])

type StytchUser = Pick<
  Awaited<ReturnType<stytch.Client['users']['get']>>,
  'user_id' | 'emails' | 'name'
>

/** The session tokens a request carries: the SDK's cookies, or `Authorization: Bearer …`. */
export function readSessionTokens(req: Pick<FastifyRequest, 'headers'>): {
  jwt: string | null
  token: string | null
} {
  const cookies: Record<string, string> = {}
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=')
    if (i > 0) {
      const value = part.slice(i + 1).trim()
      try {
        cookies[part.slice(0, i).trim()] = decodeURIComponent(value)
      } catch {
        cookies[part.slice(0, i).trim()] = value
      }
    }
  }
  let jwt = cookies.stytch_session_jwt || null
  let token = cookies.stytch_session || null
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1]
  if (bearer) {
    if (bearer.split('.').length === 3) jwt = bearer
    else token = bearer
  }
  const sane = (v: string | null) => (v && v.length <= 4096 ? v : null)
  return { jwt: sane(jwt), token: sane(token) }
}

/**
 * The official Node client, pointed at the local sign-in service on this api (STYTCH_API_URL
 * unset) or at the configured Stytch API.
 */
export function createStytchClient(env: AppDeps['env'], localBaseUrl?: string): stytch.Client {
  const base = env.STYTCH_API_URL ?? localBaseUrl ?? env.API_URL
  const url = base.endsWith('/') ? base : `${base}/`
  const https = url.startsWith('https://')
  // `custom_base_url` must be https; plain-http local URLs go through `env` (the SDK warns once).
  return new stytch.Client({
    project_id: env.STYTCH_PROJECT_ID,
    secret: env.STYTCH_SECRET,
    ...(https && env.STYTCH_API_URL ? { custom_base_url: url } : { env: url }),
  })
}

const identityOf = (u: StytchUser): SigninIdentity => ({
  userId: u.user_id,
  email: u.emails?.[0]?.email ?? '',
  emailVerified: u.emails?.[0]?.verified === true,
  firstName: u.name?.first_name || null,
  lastName: u.name?.last_name || null,
})

/**
 * Resolve the signed-in user of a request with the official `stytch` Node client: the session JWT
 * is verified locally against the JWKS (no network call); when it is stale, forged or its session
 * was revoked, the opaque token (or the JWT) is checked remotely. Anything that fails is anonymous.
 * A JWT verified once is not verified again until its `exp` or a minute (`verified-jwt-cache.ts`);
 * the revocation list is still read on every request. SESSION_JWT_CACHE=off (refused in
 * production) verifies every request, for the bench's baseline.
 */
export function createRequestAuthenticator(
  deps: AppDeps,
  opts: { localBaseUrl?: string; client?: stytch.Client; jwtCache?: VerifiedJwtCache | null } = {},
): (req: FastifyRequest) => Promise<CurrentUser | null> {
  let client = opts.client
  const getClient = () => (client ??= createStytchClient(deps.env, opts.localBaseUrl))
  const revocations = isLocalSigninEnabled(deps.env) ? getRevocationList(deps.env.REDIS_URL) : null
  const verified =
    opts.jwtCache !== undefined
      ? opts.jwtCache
      : deps.env.SESSION_JWT_CACHE === 'off'
        ? null
        : new VerifiedJwtCache()

  return async (req) => {
    const { jwt, token } = readSessionTokens(req)
    if (!jwt && !token) return null
    const c = getClient()
    let session: { session_id: string; user_id: string; roles: string[] } | null = null
    let user: StytchUser | null = null
    if (jwt) {
      try {
        const now = deps.now()
        let local = verified?.get(jwt, now) ?? null
        if (!local) {
          local = await c.sessions.authenticateJwtLocal({ session_jwt: jwt, current_date: now })
          verified?.set(jwt, local, now)
        }
        if (!(await revocations?.has(local.session_id))) session = local
      } catch {
        // stale or invalid: checked remotely below
      }
    }
    if (!session) {
      try {
        const remote = await c.sessions.authenticate(
          token ? { session_token: token } : { session_jwt: jwt! },
        )
        session = remote.session
        user = remote.user
      } catch (err) {
        const status = (err as { status_code?: number }).status_code
        if (!status || status >= 500) req.log.warn({ err }, 'sign-in service unavailable')
        return null
      }
    }
    let linked = await findLinkedUser(deps.database, session.user_id)
    if (user || !linked) {
      try {
        user ??= await c.users.get({ user_id: session.user_id })
        await linkUser(deps.database, identityOf(user), deps.now())
        linked = await findLinkedUser(deps.database, session.user_id)
        if (!linked) return null
      } catch (err) {
        req.log.warn({ err }, 'could not load the signed-in user')
        return null
      }
    }
    return {
      id: linked.id,
      email: linked.email,
      // Refreshed with the user whenever the session is checked remotely (at least every JWT
      // lifetime); until then a newly verified address still asks for confirmation links.
      emailVerified: linked.emailVerified,
      firstName: linked.firstName,
      lastName: linked.lastName,
      // Marketplace roles come from our own users table (role grants), read on every request;
      // a role the sign-in service's metadata names is never enough to run the console.
      roles: [
        ...(session.roles ?? []).filter((r) => !MARKETPLACE_ROLES.has(r)),
        ...(linked.role === 'user' ? [] : [linked.role]),
        ...(linked.partnerSellerId === null ? [] : ['partner']),
      ],
      partnerSellerId: linked.partnerSellerId,
      sessionId: session.session_id,
    }
  }
}
