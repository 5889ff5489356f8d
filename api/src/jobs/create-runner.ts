import { getQueueKind } from '../lib/queue-kind'
import { createBullmqRunner } from './bullmq-runner'
import type { JobDeps } from './define'
import { createInlineRunner, type JobRunner, type RunnerOptions } from './runner'

/** BullMQ when REDIS_URL is set, the inline runner otherwise; same handlers either way. */
export function createJobRunner(deps: JobDeps, opts: RunnerOptions): JobRunner {
  return getQueueKind(deps.env) === 'bullmq'
    ? createBullmqRunner(deps, deps.env.REDIS_URL!, opts)
    : createInlineRunner(deps, opts)
}
