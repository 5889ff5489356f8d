import type { Env } from './env'

/**
 * BullMQ on Redis when REDIS_URL is set; otherwise jobs run inline in the api process. Read from
 * the environment alone, so the job runner (jobs/create-runner.ts) and the health check agree
 * without the health service importing the jobs.
 */
export function getQueueKind(env: Pick<Env, 'REDIS_URL'>): 'bullmq' | 'inline' {
  return env.REDIS_URL ? 'bullmq' : 'inline'
}
