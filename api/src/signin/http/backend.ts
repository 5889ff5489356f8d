import { and, eq, gt, isNull } from 'drizzle-orm'
import type { FastifyPluginCallback, FastifyRequest } from 'fastify'
import { signinSessions } from '../../db/schema'
import { rateLimit, type SigninContext } from '../context'
import { signinError, type FallbackKey } from '../errors'
import { authenticateMagicLink, redeemMagicLink, sendMagicLink } from '../factors/magic-links'
import { safeEqual } from '../lib/crypto'
import { jsonText } from '../lib/json-text'
import { jwks } from '../tokens/keys'
import {
  findSessionById,
  findSessionByJwt,
  findSessionByToken,
  parseDuration,
  revokeSession,
  sessionBundle,
  sessionJson,
  touchSession,
} from '../tokens/sessions'
import { updateUser } from '../users/manage'
import { getUserJson, rolesOf, findUserRow } from '../users/store'
import { registerOAuthRoutes } from './oauth-routes'
import { callInfo, installBodyParsers, installErrorHandlers, requestId, sendError } from './respond'
import { checkBody, pathId, type BodySchema } from './schema'
import { rbacPolicy } from './sdk-account'

const REGISTERED_CLAIMS = ['iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti']

/** The backend protocol the `stytch` Node client speaks: flat JSON, project id and secret. */
export function backendPlugin(ctx: SigninContext): FastifyPluginCallback {
  return (app, _opts, done) => {
    installBodyParsers(app)
    installErrorHandlers(app, ctx)

    async function requireSecret(req: FastifyRequest): Promise<void> {
      const m = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(req.headers.authorization ?? '')
      const decoded = m ? Buffer.from(m[1], 'base64').toString('utf8') : ''
      const sep = decoded.indexOf(':')
      const ok =
        sep > 0 &&
        safeEqual(decoded.slice(0, sep), ctx.config.projectId) &&
        safeEqual(decoded.slice(sep + 1), ctx.config.secret)
      if (!ok) {
        await rateLimit(ctx, 'secretFailuresPerIp', req.ip)
        throw signinError('invalid_secret_authentication')
      }
    }

    const route = (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      opts: { fallback: FallbackKey; schema?: BodySchema; anonymous?: boolean },
      handler: (
        req: FastifyRequest,
        body: Record<string, unknown>,
      ) => Record<string, unknown> | Promise<Record<string, unknown>>,
    ) =>
      app.route({
        method,
        url,
        handler: async (req, reply) => {
          try {
            if (!opts.anonymous) await requireSecret(req)
            const body = method === 'GET' ? {} : checkBody(req.body, opts.schema ?? {})
            const data = await handler(req, body)
            return reply.send({ request_id: requestId(ctx, req), status_code: 200, ...data })
          } catch (err) {
            return sendError(ctx, req, reply, err, opts.fallback)
          }
        },
      })

    route(
      'GET',
      '/sessions/jwks/:projectId',
      { fallback: 'jwks', anonymous: true },
      async (req) => {
        const projectId = (req.params as { projectId?: string }).projectId ?? ''
        if (!safeEqual(projectId, ctx.config.projectId)) throw signinError('route_not_found')
        return jwks(ctx)
      },
    )

    route(
      'POST',
      '/sessions/authenticate',
      {
        fallback: 'sessionAuthenticate',
        schema: {
          session_token: 'string',
          session_jwt: 'string',
          session_duration_minutes: 'integer',
          session_custom_claims: 'object',
        },
      },
      async (req, body) => {
        const token = body.session_token as string | undefined
        const jwt = body.session_jwt as string | undefined
        if (!token === !jwt) {
          throw signinError('invalid_argument', {
            message: 'Send exactly one of session_token and session_jwt.',
          })
        }
        const duration = parseDuration(body.session_duration_minutes)
        let session = token
          ? await findSessionByToken(ctx, token)
          : await findSessionByJwt(ctx, jwt!)
        if (!session) {
          await rateLimit(ctx, 'sessionFailuresPerIp', req.ip)
          throw signinError('session_not_found')
        }
        const claims = body.session_custom_claims as Record<string, unknown> | undefined
        if (claims) {
          if (
            Object.keys(claims).some(
              (k) => REGISTERED_CLAIMS.includes(k) || k.startsWith('https://stytch.com'),
            )
          ) {
            throw signinError('invalid_argument', {
              message: 'Custom claims may not use reserved names.',
            })
          }
          const merged = { ...session.customClaims, ...claims }
          const [row] = await ctx.database.db
            .update(signinSessions)
            .set({ customClaims: merged })
            .where(eq(signinSessions.id, session.id))
            .returning()
          session = row
        }
        session = await touchSession(ctx, session, duration)
        // Authenticating with a JWT does not hand out the long-lived opaque token.
        return { ...(await sessionBundle(ctx, session, token ?? '')) }
      },
    )

    route(
      'POST',
      '/sessions/revoke',
      {
        fallback: 'sessionRevoke',
        schema: { session_id: 'string', session_token: 'string', session_jwt: 'string' },
      },
      async (_req, body) => {
        const session = body.session_id
          ? await findSessionById(ctx, jsonText(body.session_id))
          : body.session_token
            ? await findSessionByToken(ctx, jsonText(body.session_token))
            : body.session_jwt
              ? await findSessionByJwt(ctx, jsonText(body.session_jwt))
              : null
        if (!session) throw signinError('session_not_found')
        await revokeSession(ctx, session.id)
        return {}
      },
    )

    route('GET', '/sessions', { fallback: 'sessionAuthenticate' }, async (req) => {
      const userId = pathId((req.query as { user_id?: string }).user_id, 'user_not_found')
      const user = await findUserRow(ctx, userId)
      if (!user) throw signinError('user_not_found')
      const rows = await ctx.database.db
        .select()
        .from(signinSessions)
        .where(
          and(
            eq(signinSessions.userId, userId),
            isNull(signinSessions.revokedAt),
            gt(signinSessions.expiresAt, ctx.now()),
          ),
        )
      return { sessions: rows.map((s) => sessionJson(s, rolesOf(user))) }
    })

    route('GET', '/users/:userId', { fallback: 'usersGet' }, async (req) => {
      const userId = pathId((req.params as { userId?: string }).userId, 'user_not_found')
      return getUserJson(ctx, userId)
    })

    route(
      'PUT',
      '/users/:userId',
      {
        fallback: 'usersUpdate',
        schema: { name: 'object', trusted_metadata: 'object', untrusted_metadata: 'object' },
      },
      async (req, body) => {
        const userId = pathId((req.params as { userId?: string }).userId, 'user_not_found')
        const user = await updateUser(ctx, userId, body, { trusted: true })
        return {
          user_id: user.user_id,
          emails: user.emails,
          phone_numbers: user.phone_numbers,
          crypto_wallets: user.crypto_wallets,
          user,
        }
      },
    )

    const mlSchema = {
      email: 'string!',
      login_magic_link_url: 'string',
      signup_magic_link_url: 'string',
      login_expiration_minutes: 'integer',
      signup_expiration_minutes: 'integer',
      code_challenge: 'string',
      create_user_as_pending: 'boolean',
      locale: 'string',
    } as const
    route(
      'POST',
      '/magic_links/email/login_or_create',
      { fallback: 'magicLinkSend', schema: mlSchema },
      async (req, body) => {
        const call = callInfo(req, body.locale)
        const sent = await sendMagicLink(ctx, call, 'login_or_create', body, call.locale)
        return { user_id: sent.userId, email_id: sent.emailId, user_created: sent.userCreated }
      },
    )
    route(
      'POST',
      '/magic_links/email/send',
      { fallback: 'magicLinkSend', schema: mlSchema },
      async (req, body) => {
        const call = callInfo(req, body.locale)
        const sent = await sendMagicLink(ctx, call, 'primary', body, call.locale)
        if (!sent.userId) throw signinError('email_not_found')
        return { user_id: sent.userId, email_id: sent.emailId }
      },
    )
    route(
      'POST',
      '/magic_links/authenticate',
      {
        fallback: 'tokenAuthenticate',
        schema: {
          token: 'string!',
          session_duration_minutes: 'integer',
          session_token: 'string',
          session_jwt: 'string',
          code_verifier: 'string',
        },
      },
      async (req, body) => {
        const call = callInfo(req)
        const duration = parseDuration(body.session_duration_minutes)
        const current = body.session_token
          ? await findSessionByToken(ctx, jsonText(body.session_token))
          : body.session_jwt
            ? await findSessionByJwt(ctx, jsonText(body.session_jwt))
            : null
        if (!duration && !current) {
          // No session asked for: redeem the link and report who it belonged to.
          const r = await redeemMagicLink(ctx, call, body)
          return {
            user_id: r.userId,
            method_id: r.emailId,
            session_token: '',
            session_jwt: '',
            session: null,
            user: await getUserJson(ctx, r.userId),
            reset_sessions: r.resetSessions,
          }
        }
        const r = await authenticateMagicLink(ctx, call, body, duration, current)
        return {
          ...(await sessionBundle(ctx, r.session, r.token)),
          method_id: r.methodId,
          reset_sessions: r.resetSessions,
        }
      },
    )

    route('GET', '/rbac/policy', { fallback: 'authenticate' }, () => ({ policy: rbacPolicy() }))

    registerOAuthRoutes(app, ctx)
    done()
  }
}
