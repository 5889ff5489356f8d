import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../context'
import { listAnalyticsEvents } from '../services/analytics/list-analytics-events'
import { listOutbox } from '../services/messages/list-outbox'
import { listDeadJobs, retryDeadJob } from '../services/outbox/outbox'

/**
 * Development endpoints, never registered when NODE_ENV=production:
 * - GET /dev/outbox: every message the product sent (mail, sms/whatsapp codes), newest last;
 *   filters ?to=&channel=&after=<id>&limit=
 * - GET /dev/jobs/dead: the dead-letter view; POST /dev/jobs/dead/:id/retry puts one back in line.
 * - GET /dev/analytics?anonymousId=|userId=&limit=: the analytics events stored for one visitor
 *   or user, oldest first.
 */
export function registerDevRoutes(app: FastifyInstance, deps: AppDeps): void {
  if (deps.env.NODE_ENV === 'production') return
  app.get('/dev/outbox', async (req) => ({ messages: await listOutbox(deps.database, req.query) }))
  app.get('/dev/analytics', async (req) => ({
    events: await listAnalyticsEvents(deps.database, req.query),
  }))
  app.get('/dev/jobs/dead', async () => ({ jobs: await listDeadJobs(deps.database) }))
  app.post<{ Params: { id: string } }>('/dev/jobs/dead/:id/retry', async (req, reply) => {
    // Outbox ids are positive integers: anything else names no job (NaN or 1e309 would reach SQL).
    const id = /^\d{1,15}$/.test(req.params.id) ? Number(req.params.id) : 0
    const ok = id >= 1 && (await retryDeadJob(deps.database, id, deps.now()))
    reply.status(ok ? 200 : 404).send({ retried: ok })
  })
}
