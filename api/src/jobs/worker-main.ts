import { STOP_DEADLINE_MS } from '@ironyard/contract/replica'
import { openDatabase } from '../db/client'
import { runMigrations } from '../db/migrate'
import { getEnv } from '../lib/env'
import { logger } from '../lib/logger'
import { createJobRunner } from './create-runner'
import { createScheduler } from './scheduler'

/**
 * `npm run jobs`: the BullMQ worker process (PostgreSQL + Redis). It also relays outbox rows, so
 * leads committed just before an api crash are still mailed. SIGTERM finishes jobs in hand.
 */
async function main(): Promise<void> {
  const env = getEnv()
  if (!env.REDIS_URL || !env.DATABASE_URL) {
    console.error(
      '[jobs] needs REDIS_URL and DATABASE_URL; without them jobs run inside the api process',
    )
    process.exit(1)
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, max: 6 })
  await runMigrations(database)
  const deps = { database, env, logger, now: () => new Date() }
  const runner = createJobRunner(deps, { relay: true, work: true })
  await runner.start()
  const scheduler = createScheduler(deps, { onEnqueued: () => runner.kick() })
  scheduler.start()
  console.log('[jobs] worker started (bullmq)')
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'worker shutting down')
    // Gone within 30 s like the replicas: a job still running then is stalled for BullMQ, which
    // gives it to another worker (handlers are idempotent).
    setTimeout(() => {
      logger.warn({ ms: STOP_DEADLINE_MS }, 'worker still stopping; exiting')
      process.exit(1)
    }, STOP_DEADLINE_MS).unref()
    await scheduler.stop().catch(() => undefined)
    await runner.stop().catch(() => undefined)
    await database.close().catch(() => undefined)
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
