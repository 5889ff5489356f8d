import type { FastifyInstance, FastifyRequest } from 'fastify'
import { pickLocale, type AppDeps, type CurrentUser, type Locale } from '../context'
import { AppError } from '../lib/errors'
import { exportValueTrackerCsv } from '../services/value-tracker/export-value-tracker-csv'
import { registerConfirmSubscriptionRoutes } from './confirm-subscription'
import { registerUnsubscribeRoutes } from './unsubscribe'

type Authenticate = (req: FastifyRequest) => Promise<CurrentUser | null>

const localeOf = (req: FastifyRequest): Locale => {
  const q = (req.query as Record<string, unknown> | undefined)?.locale
  if (q === 'es' || q === 'en') return q
  return pickLocale((req.headers['x-locale'] as string) ?? req.headers['accept-language'])
}

/**
 * Account REST endpoints:
 * - GET /account/value-tracker.csv: the value tracker download (spec §2), authenticated like
 *   GraphQL (the sign-in cookies or `Authorization: Bearer`), in ?locale= or the request language.
 * - GET/POST /unsubscribe?token=: alert email unsubscribe links, no sign-in needed.
 * - GET/POST /confirm-subscription?token=: confirmation links of alerts and mailing lists.
 */
export async function registerAccountRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  authenticate: Authenticate | undefined,
): Promise<void> {
  app.get('/account/value-tracker.csv', async (req, reply) => {
    const user = authenticate ? await authenticate(req) : null
    if (!user) throw new AppError('UNAUTHENTICATED', { messageKey: 'errors:auth.signInRequired' })
    const csv = await exportValueTrackerCsv(deps, user, localeOf(req))
    // The file is a stream: the handler answers with the reply (Fastify then waits for it).
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csv.filename}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(csv.body)
  })
  await app.register(async (scope) => {
    // One scope: the confirmation routes use the unsubscribe routes' form-body parser.
    await registerUnsubscribeRoutes(scope, deps)
    registerConfirmSubscriptionRoutes(scope, deps)
  })
}
