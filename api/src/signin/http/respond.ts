import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { pickLocale, type Locale } from '../../context'
import { AppError } from '../../lib/errors'
import { CONTROL_CHARACTER_KEY } from '../../lib/text-input'
import type { CallInfo, SigninContext } from '../context'
import { errorBody, FALLBACK_MESSAGES, SigninError, signinError, type FallbackKey } from '../errors'
import { SchemaError } from './schema'

export const requestId = (ctx: SigninContext, req: FastifyRequest) =>
  `request-id-${ctx.config.envName}-${String(req.id)}`

export function callInfo(req: FastifyRequest, bodyLocale?: unknown): CallInfo {
  const header = (req.headers['x-locale'] as string | undefined) ?? req.headers['accept-language']
  const locale: Locale =
    typeof bodyLocale === 'string' && bodyLocale ? pickLocale(bodyLocale) : pickLocale(header)
  return {
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512),
    locale,
  }
}

/** `events.0.name` as Stytch's schema errors write it: `.events[0].name`. */
const stytchDataPath = (path: string) =>
  path === '(root)'
    ? ''
    : path
        .split('.')
        .map((seg) => (/^\d+$/.test(seg) ? `[${seg}]` : `.${seg}`))
        .join('')

/** Every failure leaves as a flat Stytch error; unexpected ones are logged and named by the call. */
export function sendError(
  ctx: SigninContext,
  req: FastifyRequest,
  reply: FastifyReply,
  err: unknown,
  fallback: FallbackKey,
): FastifyReply {
  const id = requestId(ctx, req)
  // The api's input guard (rest/input-guard.ts) refuses control characters before any handler:
  // the SDKs expect that refusal as a schema error, naming each field the Stytch way (`.email`).
  if (err instanceof AppError && err.code === 'VALIDATION' && err.fields) {
    err = new SchemaError(
      err.fields.map((f) => ({
        dataPath: stytchDataPath(f.path),
        message:
          f.key === CONTROL_CHARACTER_KEY ? 'should not contain control characters' : f.message,
      })),
    )
  }
  if (err instanceof SchemaError) {
    return reply.status(400).type('application/json').send({
      status_code: 400,
      request_id: id,
      error_type: 'invalid_argument',
      error_message: err.message,
      error_url: 'https://stytch.com/docs/api/errors/400#invalid_argument',
      body: err.issues,
    })
  }
  let e: SigninError
  if (err instanceof SigninError) e = err
  else {
    req.log.error({ err }, 'sign-in call failed')
    e = signinError('internal_server_error', { message: FALLBACK_MESSAGES[fallback] })
  }
  if (e.retryAfterSeconds) reply.header('retry-after', String(e.retryAfterSeconds))
  return reply.status(e.status).type('application/json').send(errorBody(e, id))
}

/** Fastify's own refusals (bad JSON, body too large, unknown route) in the Stytch shape. */
export function installErrorHandlers(app: FastifyInstance, ctx: SigninContext): void {
  app.setErrorHandler((error: unknown, req, reply) => {
    const e = error as { statusCode?: number; code?: string; message?: string }
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendError(
        ctx,
        req,
        reply,
        signinError('bad_request', { message: 'Request body is too large.' }),
        'authenticate',
      )
    }
    if (e.statusCode && e.statusCode < 500) {
      return sendError(
        ctx,
        req,
        reply,
        signinError('bad_request', { message: e.message }),
        'authenticate',
      )
    }
    return sendError(ctx, req, reply, error, 'authenticate')
  })
  app.setNotFoundHandler((req, reply) =>
    sendError(ctx, req, reply, signinError('route_not_found'), 'authenticate'),
  )
}

/**
 * JSON bodies, tolerating the empty body the SDK sends with `Content-Type: application/json` on
 * body-less calls (sessions/revoke); and form posts from the OAuth consent page.
 */
export function installBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim()
    if (!text) return done(null, undefined)
    try {
      done(null, JSON.parse(text))
    } catch {
      done(signinError('bad_request', { message: 'Request body is not valid JSON.' }), undefined)
    }
  })
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
}
