import { createHash } from 'node:crypto'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import helmetMiddleware from 'helmet'
import { trustedOrigins, type Env } from './env'
import { AppError } from './errors'

/**
 * The api's browser-facing rules, registered once on the root instance (server.ts): security
 * headers on every response and one CORS allowlist. See docs/decisions/015.
 */

/** The CSP directive value that allows exactly these inline stylesheets (by their sha256). */
export const styleHashes = (styles: string[]): string =>
  styles
    .map((css) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`)
    .join(' ')

/**
 * The CSP of an HTML page served by the api: nothing but the page's own inline `<style>` blocks
 * (matched by hash: an injected style or script would not run) and forms posting to the api.
 */
export function htmlPageCsp(opts: { styles: string[]; formAction?: string[] }): string {
  const formAction = ["'self'", ...(opts.formAction ?? [])].join(' ')
  return `default-src 'none'; style-src ${styleHashes(opts.styles)}; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`
}

/** Public files the web embeds from the api's origin (<img>, <video poster>, og:image). */
const EMBEDDABLE_PREFIX = '/media/'

/**
 * Development only: GraphiQL's page (GET /graphql, text/html) runs inline and unpkg scripts; it
 * gets no CSP rather than a policy that allows both. In production GraphiQL is off.
 */
export function allowGraphiql(reply: FastifyReply, env: Pick<Env, 'NODE_ENV'>): void {
  if (env.NODE_ENV === 'production') return
  reply.raw.removeHeader('content-security-policy')
}

type SecurityEnv = Pick<Env, 'NODE_ENV' | 'WEB_URL' | 'CORS_ORIGINS'>

/**
 * The headers of every api response (helmet's names). The Content-Security-Policy suits an api:
 * JSON, errors, media and documents load nothing, post nowhere and may not be framed; the HTML
 * pages the api serves set their own (htmlPageCsp).
 */
function helmetOptions(env: Pick<Env, 'NODE_ENV'>) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'frame-ancestors': ["'none'"],
      },
    },
    // Only a browser that reached the api over HTTPS keeps this; TLS may end at a proxy, so it is
    // sent whatever the request's scheme, and only in production (local runs are plain http).
    strictTransportSecurity:
      env.NODE_ENV === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Media get a cross-origin policy (below); nothing else is embedded by other pages (JSON is
    // read through CORS, which this header does not affect; documents are opened, not embedded).
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  } as const
}

/**
 * Fastify's answer to a request it cannot route (bad percent-encoding such as `/%zz`, a path
 * parameter over 100 characters): it runs before any hook, so the headers are applied here, with
 * the api's error shape.
 */
export function frameworkErrorHandler(env: Pick<Env, 'NODE_ENV'>) {
  const applyHeaders = helmetMiddleware(helmetOptions(env))
  return (error: Error & { code?: string }, req: FastifyRequest, reply: FastifyReply): void => {
    applyHeaders(req.raw, reply.raw, () => undefined)
    const appError =
      error.code === 'FST_ERR_BAD_URL'
        ? new AppError('BAD_REQUEST', { messageKey: 'errors:request.badUrlEncoding' })
        : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? new AppError('BAD_REQUEST', { messageKey: 'errors:request.urlPartTooLong' })
          : new AppError('BAD_REQUEST', { messageKey: 'errors:request.badRequest' })
    reply.status(appError.status).send(appError.toJSON())
  }
}

export async function registerHttpSecurity(app: FastifyInstance, env: SecurityEnv): Promise<void> {
  // Before CORS, so preflight answers (sent from CORS's hook) carry the headers too.
  await app.register(helmet, helmetOptions(env))
  app.addHook('onRequest', async (req, reply) => {
    // The web shows /media/* images from the api origin, which may be another site.
    if (req.url.startsWith(EMBEDDABLE_PREFIX))
      reply.header('cross-origin-resource-policy', 'cross-origin')
  })

  // One allowlist: WEB_URL and CORS_ORIGINS. Another origin gets no CORS header at all, not even
  // Access-Control-Allow-Credentials (@fastify/cors sends that one to every origin when its
  // origin option is a list), and its preflight is not answered.
  const allowed = new Set(trustedOrigins(env))
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    credentials: true,
    // The sign-in SDK also sends PUT (users/me, webauthn/update) and DELETE (factor removal).
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
  })
}
