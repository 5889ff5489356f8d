import { enqueueDuePeriodicJobs } from '../services/alert-jobs/schedule-periodic-jobs'
import { enqueueDueLotClosings } from '../services/auctions/close-lot'
import type { JobDeps } from './define'

export interface Scheduler {
  start(): void
  stop(): Promise<void>
  /** Enqueue what is due now (the timer does this every minute). */
  tick(): Promise<void>
}

/**
 * The periodic jobs (daily inventory-alert digest, nightly value-tracker refresh, price-drop scans)
 * go through the outbox like everything else: every minute each api and worker process writes the
 * rows due for the current period, keyed by period, so a period's job exists exactly once however
 * many processes run, and survives any of them dying. The relay then hands it to BullMQ or the
 * inline runner.
 */
export function createScheduler(
  deps: JobDeps,
  opts: { onEnqueued?: () => void; intervalMs?: number } = {},
): Scheduler {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  const tick = async () => {
    if (running) return running
    // Then the auction lots whose close has passed (issue 34): one closing job each.
    running = enqueueDuePeriodicJobs(deps)
      .then(() => enqueueDueLotClosings(deps))
      .then(() => opts.onEnqueued?.())
      .catch((err) => deps.logger.warn({ err: (err as Error).message }, 'scheduler tick failed'))
      .finally(() => {
        running = undefined
      })
    return running
  }
  return {
    start() {
      timer = setInterval(() => void tick(), opts.intervalMs ?? 60_000)
      timer.unref()
      void tick()
    },
    async stop() {
      if (timer) clearInterval(timer)
      await running
    },
    tick,
  }
}
