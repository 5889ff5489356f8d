import { randomUUID } from 'node:crypto'
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection'
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import { GraphQLError } from 'graphql'
import { createYoga, type Plugin } from 'graphql-yoga'
import {
  pickLocale,
  type AppDeps,
  type GraphQLContext,
  type Locale,
  type ServerServices,
} from './context'
import { useInputGuard } from './graphql/input-guard'
import { armorRefusal, graphqlLimitPlugins } from './graphql/limits'
import { buildSchema } from './graphql/schema'
import { AppError } from './lib/errors'
import { allowGraphiql, frameworkErrorHandler, registerHttpSecurity } from './lib/http-security'
import { createMemoryCounter, createRedisCounter } from './lib/rate-limit'
import { createReplica } from './lib/replica'
import { registerEventStreams } from './http/event-streams'
import { isEventStream, sendEventStream } from './http/graphql-sse'
import { registerAccountRoutes } from './rest/account'
import { registerAdminRoutes } from './rest/admin'
import { registerAdminMediaRoutes } from './rest/admin-media'
import { registerDocumentRoutes } from './rest/documents'
import { namingReplica, registerHealthRoutes } from './rest/health'
import { registerPartnerFeedRoutes } from './rest/partner-feed'
import { installInputGuard } from './rest/input-guard'
import { registerRestRoutes } from './rest/routes'
import { closeLotEventBus, lotEventBus } from './services/auctions/lot-event-bus'
import { stopSearchRuntime } from './services/search/search-runtime'
import { registerSignin } from './signin'
import { privacySignal } from '@ironyard/contract/analytics-params'
import type { ReplicaLifecycle } from '@ironyard/contract/replica'
import { slowRequestLine } from '@ironyard/contract/slow-requests'

export interface ServerOptions extends AppDeps, Partial<ServerServices> {
  /** Resolve the signed-in user from a request (the sign-in issue plugs in here). */
  authenticate?: (req: FastifyRequest) => Promise<GraphQLContext['currentUser']>
  /** This process behind a balancer (x-served-by, /health/ready, draining); default from env. */
  replica?: ReplicaLifecycle
}

/** Body limit for every endpoint; GraphQL documents and forms are far smaller. */
export const BODY_LIMIT_BYTES = 1_048_576

/**
 * Every error carries a code, and a request refused before execution (parse, validation, depth,
 * cost, aliases) answers HTTP 400, whatever Accept header the client sent.
 */
/**
 * The AppErrors behind masked GraphQL errors: their text is chosen when the result is sent, in
 * the caller's locale (decision 023).
 */
const appErrorOf = new WeakMap<GraphQLError, AppError>()

/** The request's locale, by the same rule as the GraphQL context. */
const requestLocale = (headers: { get(name: string): string | null }) =>
  pickLocale(headers.get('x-locale') ?? headers.get('accept-language'))

function useErrorCodes(): Plugin {
  const withCode = (e: GraphQLError): GraphQLError => {
    const ext = e.extensions ?? {}
    const http = ext.http
    // No path: the request was refused before execution (parse, validation, limits).
    const refused = http?.spec || (!e.path && !http?.status && ext.code !== 'INTERNAL')
    // graphql-armor's limits refuse with "Syntax Error: <message>": name the limit instead.
    const limit = refused && !e.path ? armorRefusal(e.message) : null
    if (ext.code && !refused) return e
    return new GraphQLError(limit?.message ?? e.message, {
      nodes: e.nodes,
      source: e.source,
      positions: e.positions,
      path: e.path,
      originalError: e.originalError,
      extensions: {
        ...ext,
        code: ext.code ?? 'BAD_REQUEST',
        ...(limit ? { limit: limit.limit } : {}),
        ...(refused ? { http: { status: 400 } } : {}),
      },
    })
  }
  const translated = (e: GraphQLError, locale: Locale): GraphQLError => {
    const app = appErrorOf.get(e)
    if (!app?.messageKey) return e
    return new GraphQLError(app.messageFor(locale), {
      nodes: e.nodes,
      source: e.source,
      positions: e.positions,
      path: e.path,
      extensions: e.extensions,
    })
  }
  return {
    onResultProcess(payload) {
      const { request, result } = payload
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return
      const locale = requestLocale(request.headers)
      payload.setResult({
        ...result,
        errors: result.errors.map((e) => withCode(translated(e, locale))),
      })
    },
  }
}

/**
 * Requests Yoga would otherwise misread: Fastify has already parsed a JSON body, and an empty or
 * non-object one reaches Yoga as "invalid JSON"; a GET whose `variables` or `extensions` is not
 * JSON makes Yoga throw a bare SyntaxError (masked as INTERNAL). Refused here with a clear message.
 */
function malformedGraphqlRequest(req: FastifyRequest): AppError | null {
  const shape = 'send {"query": "...", "variables": {...}}'
  if (req.method === 'POST' && typeof req.headers['content-type'] === 'string') {
    if (/^application\/(graphql\+)?json\b/i.test(req.headers['content-type'])) {
      const body: unknown = req.body
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        const kind = body === null ? 'null' : Array.isArray(body) ? 'an array' : `a ${typeof body}`
        return new AppError('BAD_REQUEST', {
          messageKey: 'errors:request.bodyNotObject',
          vars: { kind, shape },
        })
      }
      if (Object.keys(body).length === 0)
        return new AppError('BAD_REQUEST', {
          messageKey: 'errors:request.bodyEmpty',
          vars: { shape },
        })
    }
  }
  if (req.method === 'GET') {
    const query = (req.query ?? {}) as Record<string, unknown>
    for (const param of ['variables', 'extensions']) {
      const value = query[param]
      if (value === undefined || value === '') continue
      if (typeof value !== 'string')
        return new AppError('BAD_REQUEST', {
          messageKey: 'errors:request.paramRepeated',
          vars: { param },
        })
      try {
        JSON.parse(value)
      } catch {
        return new AppError('BAD_REQUEST', {
          messageKey: 'errors:request.paramNotJson',
          vars: { param },
        })
      }
    }
  }
  return null
}

export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const { env, logger } = opts
  const services: ServerServices = {
    jobs: opts.jobs ?? { kick: () => undefined },
    rateLimiter:
      opts.rateLimiter ??
      (env.REDIS_URL
        ? createRedisCounter(env.REDIS_URL, opts.now, 'ironyard:rl:')
        : createMemoryCounter(opts.now)),
  }
  const deps = { ...opts, ...services }
  const replica = opts.replica ?? createReplica(env, 'api')
  const app = Fastify({
    loggerInstance: logger.child({ svc: 'api' }) as unknown as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    // Only these peers may name the client in X-Forwarded-For (rate limits key on req.ip).
    trustProxy: env.TRUST_PROXY.length ? env.TRUST_PROXY : false,
    genReqId: () => randomUUID(),
    // A URL Fastify cannot route never reaches the hooks: 400 with the security headers.
    frameworkErrors: namingReplica(replica, frameworkErrorHandler(env)),
  })
  // x-served-by on every answer, /health/live and /health/ready (issue 33).
  registerHealthRoutes(app, opts, replica)
  // Event streams end with a reconnect hint when this replica drains (http/event-streams.ts).
  registerEventStreams(app, replica)

  // Security headers on every response and the one CORS allowlist (WEB_URL, CORS_ORIGINS).
  await registerHttpSecurity(app, env)
  // A slow answer leaves a warning naming it (contract/slow-requests.ts).
  if (env.SLOW_REQUEST_MS > 0) {
    app.addHook('onResponse', async (req, reply) => {
      if (reply.elapsedTime < env.SLOW_REQUEST_MS) return
      const line = slowRequestLine(
        req.method,
        req.url,
        reply.statusCode,
        reply.elapsedTime,
        reply.getHeader('content-type') ?? reply.raw.getHeader('content-type'),
      )
      if (line) req.log.warn(line)
    })
  }

  // One error shape for REST and malformed requests; GraphQL errors are shaped by Yoga below.
  app.setErrorHandler((error: unknown, req, reply) => {
    const e = error as { code?: string; statusCode?: number; message?: string }
    let appError: AppError
    if (error instanceof AppError) appError = error
    else if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      appError = new AppError('PAYLOAD_TOO_LARGE', {
        messageKey: 'errors:request.bodyTooLarge',
        vars: { bytes: BODY_LIMIT_BYTES },
      })
    else if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      appError = new AppError('BAD_REQUEST', { messageKey: 'errors:request.invalidJson' })
    else if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      appError = new AppError('BAD_REQUEST', {
        messageKey: 'errors:request.unsupportedContentType',
      })
    else if (e.statusCode && e.statusCode < 500)
      appError = e.message
        ? new AppError('BAD_REQUEST', {
            messageKey: 'errors:request.rejected',
            vars: { detail: e.message },
          })
        : new AppError('BAD_REQUEST', { messageKey: 'errors:request.badRequest' })
    else {
      req.log.error({ err: error }, 'unhandled error')
      appError = new AppError('INTERNAL', { messageKey: 'errors:request.unexpected' })
    }
    if (appError.retryAfterSeconds) reply.header('retry-after', String(appError.retryAfterSeconds))
    const isGraphql = req.url.startsWith('/graphql')
    const locale = pickLocale(
      (req.headers['x-locale'] as string | undefined) ?? req.headers['accept-language'],
    )
    reply.status(appError.status)
    return isGraphql
      ? reply.send({
          errors: [
            {
              message: appError.messageFor(locale),
              extensions: {
                code: appError.code,
                ...(appError.messageKey ? { messageKey: appError.messageKey } : {}),
              },
            },
          ],
        })
      : reply.send(appError.toJSON(locale))
  })
  installInputGuard(app)
  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send(
      new AppError('NOT_FOUND', {
        messageKey: 'errors:request.noRoute',
        vars: { method: req.method, path: req.url.split('?')[0] },
      }).toJSON(),
    )
  })

  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: env.NODE_ENV === 'development',
    // CORS is @fastify/cors's alone (registerHttpSecurity): Yoga's own would allow any origin.
    cors: false,
    logging: {
      debug: () => undefined,
      info: () => undefined,
      warn: (...args) => logger.warn({ args }, 'graphql warning'),
      // Internal errors are logged once, where they are masked; AppErrors are answers, not faults.
      error: (...args) => logger.debug({ args }, 'graphql error'),
    },
    maskedErrors: {
      maskError(error, message) {
        const original = (error as GraphQLError).originalError
        if (original instanceof AppError) {
          const masked = original.toGraphQLError()
          appErrorOf.set(masked, original)
          return masked
        }
        if (error instanceof GraphQLError && (!original || original instanceof GraphQLError)) {
          // Input coercion and similar errors graphql-js raises for bad requests (a bad variable
          // value wraps the enum's or scalar's own GraphQLError as originalError).
          // Yoga attaches the parser's own error (name, message) as `originalError`: not ours to show.
          const { originalError: _internal, ...extensions } = error.extensions ?? {}
          return new GraphQLError(error.message, {
            nodes: error.nodes,
            path: error.path,
            extensions: { ...extensions, code: extensions.code ?? 'BAD_REQUEST' },
          })
        }
        logger.error({ err: original ?? error }, 'graphql internal error')
        return new GraphQLError(message, {
          extensions: { code: 'INTERNAL', http: { status: 500 } },
        })
      },
    },
    plugins: [
      ...graphqlLimitPlugins({ production: env.NODE_ENV === 'production' }),
      ...(env.NODE_ENV === 'production' ? [useDisableIntrospection()] : []),
      useErrorCodes(),
      useInputGuard(),
    ],
    context: async ({ req }): Promise<GraphQLContext> => ({
      ...deps,
      currentUser: opts.authenticate ? await opts.authenticate(req) : null,
      locale: pickLocale((req.headers['x-locale'] as string) ?? req.headers['accept-language']),
      ip: req.ip,
      requestId: String(req.id),
      privacySignal: privacySignal((name) => {
        const v = req.headers[name]
        return Array.isArray(v) ? v[0] : v
      }),
    }),
  })

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const malformed = malformedGraphqlRequest(req)
      if (malformed) throw malformed
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply })
      // A subscription over SSE streams, and ends with the reconnect hint on a drain (issue 34).
      if (isEventStream(response)) {
        sendEventStream(app, reply, response, replica.id)
        return reply
      }
      response.headers.forEach((value, key) => {
        // Never Yoga's CORS headers: they would override the allowlist set in onRequest.
        if (!key.startsWith('access-control-')) reply.header(key, value)
      })
      if (response.headers.get('content-type')?.startsWith('text/html')) allowGraphiql(reply, env)
      reply.status(response.status)
      reply.send(response.body)
      return reply
    },
  })

  registerRestRoutes(app, deps)
  await registerAccountRoutes(app, deps, opts.authenticate)
  registerAdminRoutes(app, deps, opts.authenticate)
  await registerAdminMediaRoutes(app, deps, opts.authenticate)
  registerDocumentRoutes(app, deps, opts.authenticate)
  await registerPartnerFeedRoutes(app, deps, opts.authenticate)
  // The search index LISTENs on a pooled connection and buffers query-log rows: release both.
  app.addHook('onClose', () => stopSearchRuntime(opts.database))
  await registerSignin(app, opts)
  app.addHook('onClose', async () => {
    if (!opts.rateLimiter) await services.rateLimiter.close()
  })
  // Lot updates (issue 34): this process hears the other replicas' from its start.
  void lotEventBus(deps).ready
  app.addHook('onClose', () => closeLotEventBus(env))
  return app
}
