import { openDatabase } from './db/client'
import { isSeeded, markSeeded, runMigrations } from './db/migrate'
import { createJobRunner } from './jobs/create-runner'
import { createScheduler } from './jobs/scheduler'
import { getEnv, resolveFromRoot } from './lib/env'
import { logger } from './lib/logger'
import { buildServer } from './server'
import { warmSearch } from './services/search/warm-search'
import { isoDate, seedAsOf } from './services/seed/as-of'
import { seedBlog } from './services/seed/blog/seed-blog'
import { runSeed } from './services/seed/run-seed'
import { createRequestAuthenticator } from './services/users/authenticate-request'

/** The api process: migrate, seed on first start, serve. */
async function main(): Promise<void> {
  const env = getEnv()
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: resolveFromRoot(env.PGLITE_DIR),
  })
  await runMigrations(database)
  if (!(await isSeeded(database))) {
    const started = Date.now()
    const asOf = seedAsOf()
    console.log(
      `[seed] first start: seeding ${env.SEED_LISTINGS} demo listings (seed ${env.SEED}, as of ${isoDate(asOf)})`,
    )
    await runSeed(database, {
      listings: env.SEED_LISTINGS,
      seed: env.SEED,
      asOf,
      mediaDir: resolveFromRoot(env.MEDIA_DIR),
      onProgress: (m) => console.log(`[seed] ${m}`),
    })
    await markSeeded(database, {
      seed: env.SEED,
      listings: env.SEED_LISTINGS,
      finishedAt: new Date().toISOString(),
    })
    console.log(`[seed] done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  // Databases seeded before the blog existed (or with older articles) get the current set.
  await seedBlog(database, {
    mediaDir: resolveFromRoot(env.MEDIA_DIR),
    onProgress: (m) => console.log(`[seed] ${m}`),
  })
  const deps = { database, env, logger, now: () => new Date() }
  // PGlite can be opened by one process only, so its jobs always run here; with PostgreSQL and
  // Redis a separate worker (`npm run jobs`) runs them and this process only relays.
  const work = !(env.REDIS_URL && database.kind === 'postgresql') || env.JOBS_IN_API
  const jobs = createJobRunner(deps, { relay: true, work })
  await jobs.start()
  // Daily digests, nightly refresh, price-drop scans: once per period across every process.
  const scheduler = createScheduler(deps, { onEnqueued: () => jobs.kick() })
  scheduler.start()
  const app = await buildServer({
    ...deps,
    jobs,
    authenticate: createRequestAuthenticator(deps, {
      localBaseUrl: `http://127.0.0.1:${env.API_PORT}`,
    }),
  })
  await app.listen({ port: env.API_PORT, host: '0.0.0.0' })
  // Load the search index and rebuild suggestions in the background (first searches wait for it).
  const stopSearchWarmup = warmSearch(deps)
  console.log(
    `[api] listening on http://localhost:${env.API_PORT} (${database.kind}, jobs ${jobs.kind}${work ? '' : ' relay only'})`,
  )

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    stopSearchWarmup()
    await app.close().catch(() => undefined)
    await scheduler.stop().catch(() => undefined)
    await jobs.stop().catch(() => undefined)
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
