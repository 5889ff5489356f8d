import type { FastifyPluginCallback, FastifyRequest } from 'fastify'
import { rateLimit, type SigninContext } from '../context'
import { signinError } from '../errors'
import { safeEqual } from '../lib/crypto'
import { findSessionByToken, parseDuration } from '../tokens/sessions'
import { callInfo, installBodyParsers, installErrorHandlers, requestId, sendError } from './respond'
import { checkBody } from './schema'
import { registerSdkAccountRoutes } from './sdk-account'
import { registerSdkDeviceRoutes } from './sdk-devices'
import { registerSdkEmailRoutes } from './sdk-email'
import type { SdkAuth, SdkRoute } from './sdk-route'

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

/** Mount `/sdk/v1`: answers wrapped in `{data: …}`, errors flat. */
export function sdkPlugin(ctx: SigninContext): FastifyPluginCallback {
  return (app, _opts, done) => {
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
    done()
  }
}
