import type { IncomingMessage, ServerResponse } from 'node:http'
import { SERVED_BY_HEADER, type ReplicaLifecycle } from '@ironyard/contract/replica'

export const LIVE_PATH = '/health/live'
export const READY_PATH = '/health/ready'

/**
 * The web server as a replica behind a load balancer (issue 33). Every answer names the process
 * (`x-served-by`). `GET /health/live`: 200 while the process runs. `GET /health/ready`: 200 while
 * it serves pages (the server listens only once Next is prepared) and 503 from the moment SIGTERM
 * arrives, so the balancer drains it before it stops. Both answer
 * `{ replica, pid, uptimeSeconds, draining, status }`.
 *
 * Ready does not ask the api. Every web replica reaches the api through the same balancer, so an
 * api outage would take every web replica out at once and visitors would get the balancer's bare
 * 503 instead of the site's own error page, in their language, that tells them to retry; the api's
 * readiness is the balancer's to check on the api's own replicas.
 *
 * Returns true when it answered the request (a health path), false otherwise.
 */
export function answerHealth(
  req: IncomingMessage,
  res: ServerResponse,
  replica: ReplicaLifecycle,
): boolean {
  res.setHeader(SERVED_BY_HEADER, replica.id)
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const path = (req.url ?? '').split('?')[0]
  if (path !== LIVE_PATH && path !== READY_PATH) return false
  let status = 200
  let body: Record<string, unknown> = { ...replica.summary(), status: 'live' }
  if (path === READY_PATH) {
    replica.probed()
    const ready = !replica.draining
    status = ready ? 200 : 503
    body = { ...replica.summary(), status: ready ? 'ready' : 'draining', ready }
  }
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  })
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body))
  return true
}
