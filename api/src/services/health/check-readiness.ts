import type { Redis } from 'ioredis'
import { sql } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import { migrationStatus } from '../../db/migration-status'
import { currentChangeSeq } from '../search/engine/load-listing-rows'
import { getSearchRuntime } from '../search/search-runtime'

/** One dependency's state; `error` is a short code (never an address or a message with secrets). */
export interface CheckResult {
  ok: boolean
  ms: number
  error?: string
  [detail: string]: unknown
}

export interface Readiness {
  ready: boolean
  checks: {
    database: CheckResult
    migrations: CheckResult
    search: CheckResult
    /** Only when REDIS_URL is configured. */
    redis?: CheckResult
  }
}

export interface ReadinessProbe {
  /** Run every check (concurrent callers share one run). */
  check(): Promise<Readiness>
  close(): Promise<void>
}

/** Each check answers within this, so a balancer's probe (HAProxy `timeout check`) gets an answer. */
export const CHECK_TIMEOUT_MS = 2_000

type Deps = Pick<AppDeps, 'database' | 'env' | 'logger'>

/**
 * Whether this api process can serve (GET /health/ready): the database answers, it holds this
 * release's migrations, the search index is loaded and caught up, and Redis answers when it is
 * configured (rate limits, sign-in revocations and jobs go through it).
 *
 * "Caught up": the index has applied every listing change up to the highest `change_seq` the
 * database had committed when the check began (the check runs the same catch-up a search runs).
 * A transaction that commits a lower `change_seq` after a higher one is the case the index's
 * 5-minute reconciliation repairs (services/search/README.md); readiness does not wait for it.
 */
export function createReadinessProbe(deps: Deps, timeoutMs = CHECK_TIMEOUT_MS): ReadinessProbe {
  let running: Promise<Readiness> | null = null
  let redis: Redis | null = null

  const timed = async (
    name: string,
    run: () => Promise<Record<string, unknown> & { ok: boolean }>,
  ): Promise<CheckResult> => {
    const started = Date.now()
    let timer: NodeJS.Timeout | undefined
    try {
      const result = await Promise.race([
        run(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new CheckTimeout()), timeoutMs)
        }),
      ])
      return { ...result, ms: Date.now() - started }
    } catch (err) {
      deps.logger.warn({ err, check: name }, 'readiness check failed')
      return { ok: false, ms: Date.now() - started, error: errorCode(err) }
    } finally {
      clearTimeout(timer)
    }
  }

  const database = () =>
    timed('database', async () => {
      await deps.database.rows(sql`SELECT 1`)
      return { ok: true, kind: deps.database.kind }
    })

  const migrations = () =>
    timed('migrations', async () => {
      const status = await migrationStatus(deps.database)
      return { ok: status.applied, latest: status.latest }
    })

  const search = () =>
    timed('search', async () => {
      const { index } = getSearchRuntime(deps)
      if (!index.loadedAt) {
        // Loading (the api starts it at boot); started again here if that load failed.
        void index.ensureFresh().catch(() => undefined)
        return { ok: false, loaded: false }
      }
      const databaseSeq = await currentChangeSeq(deps.database)
      await index.sync()
      return {
        ok: index.lastSeq >= databaseSeq,
        loaded: true,
        indexSeq: index.lastSeq,
        databaseSeq,
      }
    })

  const redisCheck = (url: string) =>
    timed('redis', async () => {
      // ioredis loads with the first Redis client, not with the api (decision 053).
      redis ??= createRedis(url)
      await redis.ping()
      return { ok: true }
    })

  const runAll = async (): Promise<Readiness> => {
    const [db, mig, idx, red] = await Promise.all([
      database(),
      migrations(),
      search(),
      deps.env.REDIS_URL ? redisCheck(deps.env.REDIS_URL) : Promise.resolve(undefined),
    ])
    const checks: Readiness['checks'] = { database: db, migrations: mig, search: idx }
    if (red) checks.redis = red
    return { ready: Object.values(checks).every((c) => c.ok), checks }
  }

  return {
    check() {
      running ??= runAll().finally(() => {
        running = null
      })
      return running
    },
    async close() {
      const r = redis
      redis = null
      if (r) await r.quit().catch(() => r.disconnect())
    },
  }
}

class CheckTimeout extends Error {
  constructor() {
    super('timeout')
  }
}

function createRedis(url: string): Redis {
  const IORedis = (require('ioredis') as typeof import('ioredis')).Redis
  const client = new IORedis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 1,
  })
  client.on('error', () => undefined)
  return client
}

/** A short, safe description of a failure: the driver's code (ECONNREFUSED, 57P01...) or "failed". */
function errorCode(err: unknown): string {
  if (err instanceof CheckTimeout) return 'timeout'
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null
  const code = e?.code ?? e?.cause?.code
  return typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code) ? code : 'failed'
}
