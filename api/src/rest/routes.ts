import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppDeps, CurrentUser, ServerServices } from '../context'
import { getHealth } from '../services/health/get-health'
import { registerAnalyticsRoutes } from './analytics'
import { registerDevRoutes } from './dev'
import { registerMediaRoutes } from './media'
import { registerTaxonomyRoutes } from './taxonomy'

/** Small public REST endpoints (design.md contracts). Handlers stay thin and call services. */
export function registerRestRoutes(
  app: FastifyInstance,
  deps: AppDeps &
    ServerServices & {
      /** The server's request authenticator (the signed-in user of a request, or null). */
      authenticate?: (req: FastifyRequest) => Promise<CurrentUser | null>
    },
): void {
  app.get('/health', async (_req, reply) => {
    const health = await getHealth(deps)
    reply.status(health.status === 'ok' ? 200 : 503).send(health)
  })
  registerDevRoutes(app, deps)
  registerMediaRoutes(app, deps)
  registerTaxonomyRoutes(app, deps)
  registerAnalyticsRoutes(app, deps, deps.authenticate)
}
