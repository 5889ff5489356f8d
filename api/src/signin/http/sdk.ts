import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { SigninSession } from '../../db/schema'
import { rateLimit, type CallInfo, type SigninContext } from '../context'
import { signinError, type FallbackKey } from '../errors'
import { safeEqual } from '../lib/crypto'
import { findSessionByToken, parseDuration } from '../tokens/sessions'
import { callInfo, installBodyParsers, installErrorHandlers, requestId, sendError } from './respond'
import { checkBody, type BodySchema } from './schema'
import { registerSdkAccountRoutes } from './sdk-account'
import { registerSdkDeviceRoutes } from './sdk-devices'
import { registerSdkEmailRoutes } from './sdk-email'

/**
 * Who the browser SDK says it is: `Authorization: Basic base64(public_token:secret)` where the
 * secret is the session token when signed in, the public token again when not.
 */
export interface SdkAuth {
  session: SigninSession | null
  /** The token the caller presented, when it was not the public token. */
  sessionToken: string | null
}

async function readAuth(ctx: SigninContext, req: FastifyRequest): Promise<SdkAuth> {
  const header = req.headers.authorization ?? ''
  const m = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(header)
  if (!m) throw signinError('public_token_not_found')
  const decoded = Buffer.from(m[1], 'base64').toString('utf8')
  const sep = decoded.indexOf(':')
  const user = sep < 0 ? decoded : decoded.slice(0, sep)
  const secret = sep < 0 ? '' : decoded.slice(sep + 1)
  if (!safeEqual(user, ctx.config.publicToken)) throw signinError('public_token_not_found')
  if (!secret || secret === ctx.config.publicToken) return { session: null, sessionToken: null }
  return { session: await findSessionByToken(ctx, secret), sessionToken: secret }
}

export interface SdkCall {
  req: FastifyRequest
  body: Record<string, unknown>
  call: CallInfo
  auth: SdkAuth
  /** The caller's live session, or 404 `session_not_found` (the SDK then signs out). */
  session(): Promise<SigninSession>
  /** `session_duration_minutes` from the body, validated. */
  duration(): number | undefined
}

export interface SdkRouteOptions {
  fallback: FallbackKey
  schema?: BodySchema
  /** Skip the Basic-auth check (bootstrap carries the token in the path; events carry none). */
  anonymous?: boolean
  /** The body is a JSON array (events). */
  arrayBody?: boolean
}

export type SdkRoute = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: SdkRouteOptions,
  handler: (c: SdkCall) => Promise<Record<string, unknown>>,
) => void

/** Mount `/sdk/v1`: answers wrapped in `{data: …}`, errors flat. */
export function sdkPlugin(ctx: SigninContext) {
  return async (app: FastifyInstance) => {
    installBodyParsers(app)
    installErrorHandlers(app, ctx)
    const route: SdkRoute = (method, url, opts, handler) => {
      app.route({
        method,
        url,
        handler: async (req, reply) => {
          try {
            const body = opts.arrayBody
              ? ({ items: req.body } as Record<string, unknown>)
              : checkBody(req.body, opts.schema ?? {})
            const auth: SdkAuth = opts.anonymous
              ? { session: null, sessionToken: null }
              : await readAuth(ctx, req)
            const call = callInfo(req, body.locale)
            const data = await handler({
              req,
              body,
              call,
              auth,
              async session() {
                if (auth.session) return auth.session
                if (auth.sessionToken) await rateLimit(ctx, 'sessionFailuresPerIp', call.ip)
                throw signinError('session_not_found')
              },
              duration: () => parseDuration(body.session_duration_minutes),
            })
            return reply.send({
              data: { request_id: requestId(ctx, req), status_code: 200, ...data },
            })
          } catch (err) {
            return sendError(ctx, req, reply, err, opts.fallback)
          }
        },
      })
    }
    registerSdkAccountRoutes(ctx, route)
    registerSdkEmailRoutes(ctx, route)
    registerSdkDeviceRoutes(ctx, route)
  }
}
