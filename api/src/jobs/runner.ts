import type { OutboxRow } from '../db/schema'
import {
  claimOutboxRows,
  getOutboxRow,
  markOutboxCompleted,
  markOutboxFailed,
} from '../services/outbox/outbox'
import { backoffMs, JobGiveUp, type JobDefinition, type JobDeps } from './define'
import { JOBS } from './registry'

export interface JobRunner {
  kind: 'bullmq' | 'inline'
  /** Relay now (a row was just committed) instead of waiting for the next poll. */
  kick(): void
  start(): Promise<void>
  /** Finish the jobs in hand and stop (SIGTERM). */
  stop(): Promise<void>
}

export interface RunnerOptions {
  /** Move outbox rows to the queue (api and worker both do; rows are claimed with SKIP LOCKED). */
  relay: boolean
  /** Run handlers in this process. */
  work: boolean
  pollMs?: number
  /** A relayed row not completed after this long is relayed again (queue lost it). */
  staleMs?: number
  /** BullMQ key prefix (tests use their own). */
  prefix?: string
}

export const RELAY_BATCH = 100

export function jobFor(topic: string): JobDefinition | undefined {
  return JOBS[topic]
}

/** Run one outbox row's handler; record completion or failure. Shared by both runners. */
export async function runJob(
  deps: JobDeps,
  row: Pick<OutboxRow, 'id' | 'topic' | 'payload'>,
  attempt: number,
): Promise<void> {
  const job = jobFor(row.topic)
  if (!job) throw new Error(`No job handles topic ${row.topic}`)
  const payload = job.payloadSchema.parse(row.payload)
  await job.handle(deps, payload, { outboxId: row.id, attempt })
  await markOutboxCompleted(deps.database, row.id, deps.now())
}

/**
 * Claim and run every outbox row available now, in this process, until none is left (or `stop()`
 * says so). Failures back off (2 s, 4 s, 8 s ...) and die after the job's last attempt, or at once
 * when the handler gives up (JobGiveUp).
 */
export async function processAvailableJobs(
  deps: JobDeps,
  opts: { staleMs: number; shouldStop?: () => boolean },
): Promise<number> {
  let processed = 0
  for (;;) {
    const rows = await claimOutboxRows(deps.database, {
      limit: RELAY_BATCH,
      staleMs: opts.staleMs,
      now: deps.now(),
    })
    for (const row of rows) {
      if (opts.shouldStop?.()) return processed
      const attempt = row.attempts + 1
      try {
        await runJob(deps, row, attempt)
      } catch (err) {
        const job = jobFor(row.topic)
        const now = deps.now()
        const dead = attempt >= (job?.maxAttempts ?? 1) || err instanceof JobGiveUp
        const retryAt = dead
          ? undefined
          : new Date(now.getTime() + backoffMs(attempt, job?.maxBackoffMs))
        deps.logger.warn(
          { outboxId: row.id, topic: row.topic, attempt, err: (err as Error).message },
          'job failed',
        )
        await markOutboxFailed(deps.database, row.id, (err as Error).message, {
          now,
          dead,
          retryAt,
        }).catch(() => undefined)
      }
      processed++
    }
    if (rows.length < RELAY_BATCH || opts.shouldStop?.()) return processed
  }
}

/**
 * Inline runner (no Redis): the relay claims rows and runs their handlers in this process, with
 * the same handlers, backoff and dead-lettering as the BullMQ workers.
 */
export function createInlineRunner(deps: JobDeps, opts: RunnerOptions): JobRunner {
  const pollMs = opts.pollMs ?? 1000
  const staleMs = opts.staleMs ?? 5 * 60_000
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let again = false
  let stopped = false

  const tick = () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = (async () => {
      do {
        again = false
        await processAvailableJobs(deps, { staleMs, shouldStop: () => stopped })
      } while (again && !stopped)
    })()
      .catch((err) => deps.logger.error({ err: (err as Error).message }, 'inline job relay failed'))
      .finally(() => {
        running = undefined
      })
  }

  return {
    kind: 'inline',
    kick: () => (opts.work || opts.relay ? tick() : undefined),
    start() {
      if (opts.relay || opts.work) {
        timer = setInterval(tick, pollMs)
        timer.unref()
        tick()
      }
      return Promise.resolve()
    },
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      await running
    },
  }
}

/** Re-read an outbox row (BullMQ jobs carry the id; the row is the source of truth). */
export async function loadOutboxRow(deps: JobDeps, id: number) {
  return getOutboxRow(deps.database, id)
}
