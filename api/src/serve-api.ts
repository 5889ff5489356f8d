import { localOrigin } from '@ironyard/contract/listen-host'
import { drainAndStop } from '@ironyard/contract/replica'
import { openDatabase, type Database } from './db/client'
import { isSeeded, markSeeded, runMigrations } from './db/migrate'
import { createJobRunner } from './jobs/create-runner'
import { createScheduler } from './jobs/scheduler'
import { resolveFromRoot, type Env } from './lib/env'
import { logger } from './lib/logger'
import { createReplica } from './lib/replica'
import { buildServer } from './server'
import { warmSearch } from './services/search/warm-search'
import { isoDate, seedAsOf } from './seed/as-of'
import { seedAuctionsIfEmpty } from './seed/auctions'
import { seedBlog } from './seed/blog/seed-blog'
import { runSeed, seedReferenceData } from './seed/run-seed'
import { fillSpanishDescriptions } from './services/listings/listing-description'
import { addPartnerMember, demoPartnerSellerId } from './services/partners/partner-members'
import { grantRole } from './services/users/grant-role'
import { createRequestAuthenticator } from './http/authenticate-request'

/** An arbitrary constant: api processes starting together on an empty database seed once. */
const SEED_LOCK = 727_272

/** Run `fn` while holding the seed lock (PostgreSQL; PGlite admits one process anyway). */
async function withSeedLock(database: Database, fn: () => Promise<void>): Promise<void> {
  if (!database.pool) return fn()
  const client = await database.pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SEED_LOCK])
    await fn()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK]).catch(() => undefined)
    client.release()
  }
}

/**
 * First start on an empty database. Outside production: the catalogue, the taxonomy and
 * SEED_LISTINGS demo listings (with their sellers, sales, inspections and illustrations). In
 * production only the reference data (catalogue, taxonomy): invented machines, sellers and sales
 * must never appear next to real inventory. `npm run seed` still fills any database on purpose.
 */
async function seedOnFirstStart(database: Database, env: Env): Promise<void> {
  if (await isSeeded(database)) return
  const started = Date.now()
  const onProgress = (m: string) => console.log(`[seed] ${m}`)
  if (env.NODE_ENV === 'production') {
    console.log('[seed] first start (production): reference data only, no demo inventory')
    await seedReferenceData(database, { seed: env.SEED, onProgress })
    await markSeeded(database, {
      seed: env.SEED,
      listings: 0,
      referenceOnly: true,
      finishedAt: new Date().toISOString(),
    })
  } else {
    const asOf = seedAsOf()
    console.log(
      `[seed] first start: seeding ${env.SEED_LISTINGS} demo listings (seed ${env.SEED}, as of ${isoDate(asOf)})`,
    )
    await runSeed(database, {
      listings: env.SEED_LISTINGS,
      seed: env.SEED,
      asOf,
      mediaDir: resolveFromRoot(env.MEDIA_DIR),
      onProgress,
    })
    await markSeeded(database, {
      seed: env.SEED,
      listings: env.SEED_LISTINGS,
      finishedAt: new Date().toISOString(),
    })
  }
  console.log(`[seed] done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/**
 * The api process once its configuration is accepted (main.ts): migrate, seed on first start,
 * serve. With --prepare-only it migrates and seeds, then exits without serving.
 */
export async function serveApi(env: Env): Promise<void> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: resolveFromRoot(env.PGLITE_DIR),
  })
  await runMigrations(database)
  await withSeedLock(database, async () => {
    await seedOnFirstStart(database, env)
    // Listings stored before descriptions were bilingual get their Spanish one (issue 16, defect 7).
    const filled = await fillSpanishDescriptions(database)
    if (filled) console.log(`[seed] wrote the Spanish description of ${filled} listings`)
  })
  if (env.NODE_ENV !== 'production') {
    // Databases seeded before the blog existed (or with older articles) get the current set; the
    // seed articles are demo content, so production never gets them.
    await seedBlog(database, {
      mediaDir: resolveFromRoot(env.MEDIA_DIR),
      onProgress: (m) => console.log(`[seed] ${m}`),
    })
    // Databases seeded before the auction calendar (migration 0029) get its sample once.
    if (await seedAuctionsIfEmpty(database, seedAsOf())) {
      console.log('[seed] auctions: the sample auction calendar')
    }
    if (env.DEMO_ADMIN_EMAIL) {
      // The demo admin (issue 14): granted on every start, so a database seeded earlier has one.
      const grant = await grantRole(database, {
        email: env.DEMO_ADMIN_EMAIL,
        role: 'admin',
        grantedBy: 'seed',
        now: new Date(),
      })
      if (!grant.unchanged) console.log(`[seed] ${grant.email} is an admin (DEMO_ADMIN_EMAIL)`)
    }
    const partnerSellerId = env.DEMO_PARTNER_EMAIL ? await demoPartnerSellerId(database) : null
    if (env.DEMO_PARTNER_EMAIL && partnerSellerId !== null) {
      // The demo partner (issue 15): a member of the seed's first partner seller on every start.
      const member = await addPartnerMember(database, {
        email: env.DEMO_PARTNER_EMAIL,
        sellerId: partnerSellerId,
        addedBy: 'seed',
        now: new Date(),
      })
      if (!member.unchanged) {
        console.log(
          `[seed] ${member.email} works for partner seller ${partnerSellerId} (DEMO_PARTNER_EMAIL)`,
        )
      }
    }
  }
  if (process.argv.includes('--prepare-only')) {
    await database.close()
    console.log(`[api] database ready (${database.kind}: migrated and seeded); --prepare-only`)
    process.exit(0)
  }
  const deps = { database, env, logger, now: () => new Date() }
  // PGlite can be opened by one process only, so its jobs always run here; with PostgreSQL and
  // Redis a separate worker (`npm run jobs`) runs them and this process only relays.
  const work = !(env.REDIS_URL && database.kind === 'postgresql') || env.JOBS_IN_API
  const jobs = createJobRunner(deps, { relay: true, work })
  await jobs.start()
  // Daily digests, nightly refresh, price-drop scans: once per period across every process.
  const scheduler = createScheduler(deps, { onEnqueued: () => jobs.kick() })
  scheduler.start()
  const replica = createReplica(env, 'api')
  const app = await buildServer({
    ...deps,
    replica,
    jobs,
    authenticate: createRequestAuthenticator(deps, {
      localBaseUrl: localOrigin(env.HOST, env.API_PORT),
    }),
  })
  // 127.0.0.1 outside production unless HOST says otherwise (issue 31, finding 7a: defaultHost).
  await app.listen({ port: env.API_PORT, host: env.HOST })
  // Load the search index and rebuild suggestions in the background (first searches wait for it).
  const stopSearchWarmup = warmSearch(deps)
  console.log(
    `[api] listening on ${env.HOST} port ${env.API_PORT}, ${localOrigin(env.HOST, env.API_PORT)} (${database.kind}, jobs ${jobs.kind}${work ? '' : ' relay only: run `npm run jobs` or set JOBS_IN_API=true'})`,
  )

  let stopping = false
  // Readiness turns 503 at once; serve until the balancer noticed, finish what is in flight (and
  // the jobs in hand), exit within 30 s (contract/src/replica.ts).
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal, replica: replica.id }, 'shutting down')
    stopSearchWarmup()
    await drainAndStop(replica, {
      close: () => app.close().catch(() => undefined),
      endStreams: () => app.eventStreams.endAll(),
      closeIdle: () => app.server.closeIdleConnections(),
      forceClose: () => app.server.closeAllConnections(),
      cleanUp: async () => {
        await scheduler.stop().catch(() => undefined)
        await jobs.stop().catch(() => undefined)
        await database.close().catch(() => undefined)
      },
      log: (message) => logger.info({ replica: replica.id }, message),
      exit: (code) => process.exit(code),
    })
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}
