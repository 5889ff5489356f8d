import type { Env } from '../lib/env'

/** BullMQ on Redis when REDIS_URL is set; otherwise jobs run inline in the api process. */
export function getQueueKind(env: Pick<Env, 'REDIS_URL'>): 'bullmq' | 'inline' {
  return env.REDIS_URL ? 'bullmq' : 'inline'
}
