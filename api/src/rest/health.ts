import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { SERVED_BY_HEADER, type ReplicaLifecycle } from '@ironyard/contract/replica'
import type { AppDeps } from '../context'
import { createReadinessProbe } from '../services/health/check-readiness'

/**
 * What a load balancer and an orchestrator read (issue 33): every answer names this replica
 * (`x-served-by`); `GET /health/live` answers 200 while the process runs; `GET /health/ready`
 * answers 200 when it can serve (services/health/check-readiness.ts) and 503 otherwise, at once
 * from the moment SIGTERM arrives (the balancer drains it before it stops). Both carry
 * `{ replica, pid, uptimeSeconds, draining, status }`. `GET /health` is unchanged.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'database' | 'env' | 'logger'>,
  replica: ReplicaLifecycle,
): void {
  // onSend runs for every answer, those of hooks and error handlers included.
  app.addHook('onSend', (_req, reply, payload, done) => {
    reply.header(SERVED_BY_HEADER, replica.id)
    done(null, payload)
  })
  const probe = createReadinessProbe(deps)
  app.addHook('onClose', () => probe.close())

  app.get('/health/live', (_req, reply) => {
    reply.header('cache-control', 'no-store')
    return reply.send({ ...replica.summary(), status: 'live' })
  })

  app.get('/health/ready', async (_req, reply) => {
    replica.probed()
    reply.header('cache-control', 'no-store')
    if (replica.draining) {
      return reply.status(503).send({ ...replica.summary(), status: 'draining', ready: false })
    }
    const { ready: checksPass, checks } = await probe.check()
    // SIGTERM may have arrived while the checks ran.
    const ready = checksPass && !replica.draining
    const status = ready ? 'ready' : replica.draining ? 'draining' : 'not-ready'
    return reply.status(ready ? 200 : 503).send({ ...replica.summary(), status, ready, checks })
  })
}

/**
 * Fastify's `frameworkErrors` handler (a URL it cannot route) answers before any hook runs: the
 * same handler, naming the replica too.
 */
export function namingReplica<E>(
  replica: ReplicaLifecycle,
  handler: (error: E, req: FastifyRequest, reply: FastifyReply) => void,
): (error: E, req: FastifyRequest, reply: FastifyReply) => void {
  return (error, req, reply) => {
    reply.header(SERVED_BY_HEADER, replica.id)
    handler(error, req, reply)
  }
}
