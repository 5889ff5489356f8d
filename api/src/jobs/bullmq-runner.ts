import { Queue, UnrecoverableError, Worker } from 'bullmq'
import IORedis from 'ioredis'
import { sql } from 'drizzle-orm'
import { claimOutboxRows, markOutboxFailed } from '../services/outbox/outbox'
import { backoffMs, JobGiveUp, type JobDeps } from './define'
import {
  jobFor,
  loadOutboxRow,
  RELAY_BATCH,
  runJob,
  type JobRunner,
  type RunnerOptions,
} from './runner'

/** A job names the outbox row it runs (the row holds the payload). */
interface OutboxJobData {
  outboxId: number
}
export const QUEUE_NAME = 'ironyard-jobs'

/** The backoff type of jobs with `maxBackoffMs` (define.ts `backoffMs`, as the inline runner). */
const CAPPED_BACKOFF = 'capped'

/**
 * BullMQ runner. The relay hands outbox rows to the queue with the stable job id `outbox-<id>`
 * (adding an existing id is a no-op), workers run the handlers and mark rows completed. Rows whose
 * job never completes (Redis lost it) are relayed again after `staleMs`.
 */
export function createBullmqRunner(
  deps: JobDeps,
  redisUrl: string,
  opts: RunnerOptions,
): JobRunner {
  const pollMs = opts.pollMs ?? 1000
  const staleMs = opts.staleMs ?? 15_000
  const prefix = opts.prefix ?? 'ironyard'
  // Producer: fail fast when Redis is down instead of queueing commands in memory.
  const producer = new IORedis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    lazyConnect: true,
  })
  producer.on('error', () => undefined)
  const queue = new Queue<OutboxJobData>(QUEUE_NAME, {
    connection: producer,
    prefix,
  })
  queue.on('error', () => undefined)
  let worker: Worker<OutboxJobData> | undefined
  let workerConnection: IORedis | undefined
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let again = false
  let stopped = false

  async function relayOnce(): Promise<void> {
    do {
      again = false
      const rows = await claimOutboxRows(deps.database, {
        limit: RELAY_BATCH,
        staleMs,
        now: deps.now(),
      })
      if (!rows.length) return
      try {
        // A row relayed before and still open: its job was lost with Redis, or BullMQ gave up on it
        // (a worker killed mid-job too often). Clear a finished/failed job so the id can be reused;
        // a job still waiting or active stays, and adding it again is a no-op.
        for (const row of rows.filter((r) => r.relayedAt)) {
          const job = await queue.getJob(`outbox-${row.id}`)
          if (job && ((await job.isFailed()) || (await job.isCompleted())))
            await job.remove().catch(() => undefined)
        }
        await queue.addBulk(
          rows.map((row) => {
            const def = jobFor(row.topic)
            return {
              name: row.topic,
              data: { outboxId: row.id },
              opts: {
                jobId: `outbox-${row.id}`,
                attempts: def?.maxAttempts ?? 1,
                // A job with its own cap on the wait uses `backoffStrategy` below; the others
                // keep BullMQ's plain exponential backoff.
                backoff: def?.maxBackoffMs
                  ? { type: CAPPED_BACKOFF }
                  : { type: 'exponential', delay: 2000 },
                removeOnComplete: { age: 3600, count: 10_000 },
                removeOnFail: { age: 7 * 24 * 3600 },
              },
            }
          }),
        )
      } catch (err) {
        // Redis is down: give the rows back so the next poll retries them.
        await deps.database.rows(
          sql`UPDATE outbox SET relayed_at = NULL WHERE id IN (${sql.join(
            rows.map((r) => sql`${r.id}`),
            sql`, `,
          )})`,
        )
        deps.logger.warn({ err: (err as Error).message }, 'relay: queue unavailable, will retry')
        return
      }
      if (rows.length === RELAY_BATCH) again = true
    } while (again && !stopped)
  }

  const tick = () => {
    if (stopped || !opts.relay) return
    if (running) {
      again = true
      return
    }
    running = relayOnce()
      .catch((err) => deps.logger.error({ err: (err as Error).message }, 'relay failed'))
      .finally(() => {
        running = undefined
      })
  }

  return {
    kind: 'bullmq',
    kick: tick,
    async start() {
      await producer.connect().catch(() => undefined)
      if (opts.work) {
        const connection = new IORedis(redisUrl, { maxRetriesPerRequest: null })
        connection.on('error', () => undefined)
        workerConnection = connection
        worker = new Worker<OutboxJobData>(
          QUEUE_NAME,
          async (job) => {
            const row = await loadOutboxRow(deps, Number(job.data.outboxId))
            if (!row || row.completedAt) return // done already (idempotent)
            try {
              await runJob(deps, row, job.attemptsMade + 1)
            } catch (err) {
              // No retry can help: BullMQ fails the job now instead of using its attempts.
              if (err instanceof JobGiveUp) throw new UnrecoverableError(err.message)
              throw err
            }
          },
          {
            connection: connection,
            prefix,
            settings: {
              backoffStrategy: (attemptsMade, _type, _err, job) =>
                backoffMs(attemptsMade, jobFor(job?.name ?? '')?.maxBackoffMs),
            },
            concurrency: 5,
            // Handlers take milliseconds: a killed worker's jobs are picked up again within seconds.
            lockDuration: 15_000,
            stalledInterval: 5_000,
            maxStalledCount: 3,
          },
        )
        worker.on('error', () => undefined)
        worker.on('failed', (job, err) => {
          if (!job) return
          const attempt = job.attemptsMade
          const id = Number(job.data.outboxId)
          const last = attempt >= (job.opts.attempts ?? 1) || err.name === 'UnrecoverableError'
          deps.logger.warn(
            { outboxId: id, attempt, err: err.message },
            last ? 'job dead' : 'job failed, retrying',
          )
          // While BullMQ still retries, only the attempt is recorded; the last failure kills the row.
          void markOutboxFailed(deps.database, id, err.message, {
            now: deps.now(),
            dead: last,
          }).catch(() => undefined)
        })
      }
      if (opts.relay) {
        timer = setInterval(tick, pollMs)
        timer.unref()
        tick()
      }
    },
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      await running
      await worker?.close()
      workerConnection?.disconnect()
      await queue.close().catch(() => undefined)
      producer.disconnect()
    },
  }
}
