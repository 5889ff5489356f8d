import type { FastifyInstance, FastifyRequest } from 'fastify'
import { pickLocale, type AppDeps, type CurrentUser, type ServerServices } from '../context'
import { AppError } from '../lib/errors'
import { assertNoControlCharacters } from '../lib/text-input'
import { ANALYTICS_BODY_LIMIT_BYTES } from '@ironyard/contract/analytics-limits'
import { privacySignal } from '@ironyard/contract/analytics-params'
import { recordAnalyticsBatch } from '../services/analytics/record-analytics-batch'

type Authenticate = (req: FastifyRequest) => Promise<CurrentUser | null>

/**
 * A beacon may send its JSON as text/plain (a simple request): read it the same way, and hold it
 * to the text rule the input guard applies to JSON bodies before they reach a handler.
 */
function jsonBody(req: FastifyRequest): unknown {
  if (typeof req.body !== 'string') return req.body
  let parsed: unknown
  try {
    parsed = JSON.parse(req.body) as unknown
  } catch {
    throw new AppError('BAD_REQUEST', { messageKey: 'errors:request.invalidJson' })
  }
  const locale = pickLocale((req.headers['x-locale'] as string) ?? req.headers['accept-language'])
  assertNoControlCharacters(parsed, locale)
  return parsed
}

function headerValue(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name]
  return Array.isArray(v) ? v[0] : v
}

/**
 * POST /analytics/v1/batch: the first-party analytics collector (the web's /api/analytics
 * forwards the browser's batches with the visitor's sign-in cookies and address). Answers
 * 200 {accepted, duplicate, ignored}; 400 VALIDATION, 413, 429 RATE_LIMITED otherwise. Under
 * `Sec-GPC: 1` (or `DNT: 1`) nothing is stored: every event counts as ignored.
 */
export function registerAnalyticsRoutes(
  app: FastifyInstance,
  deps: AppDeps & ServerServices,
  authenticate: Authenticate | undefined,
): void {
  app.post('/analytics/v1/batch', { bodyLimit: ANALYTICS_BODY_LIMIT_BYTES }, async (req, reply) => {
    const result = await recordAnalyticsBatch(deps, jsonBody(req), {
      ip: req.ip,
      currentUser: async () => (authenticate ? authenticate(req) : null),
      privacySignal: privacySignal((name) => headerValue(req, name)),
    })
    reply.header('cache-control', 'no-store').send(result)
  })
}
