import type { FastifyInstance } from 'fastify'
import type { AppDeps, ServerServices } from '../context'
import { getHealth } from '../services/health/get-health'
import { registerDevRoutes } from './dev'
import { registerMediaRoutes } from './media'
import { registerTaxonomyRoutes } from './taxonomy'

/** Small public REST endpoints (design.md contracts). Handlers stay thin and call services. */
export async function registerRestRoutes(
  app: FastifyInstance,
  deps: AppDeps & ServerServices,
): Promise<void> {
  app.get('/health', async (_req, reply) => {
    const health = await getHealth(deps)
    reply.status(health.status === 'ok' ? 200 : 503).send(health)
  })
  await registerDevRoutes(app, deps)
  await registerMediaRoutes(app, deps)
  await registerTaxonomyRoutes(app, deps)
}
