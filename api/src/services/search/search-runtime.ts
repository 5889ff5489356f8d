import type { AppDeps } from '../../context'
import type { Database } from '../../db/client'
import { ListingIndex } from './engine/listing-index'
import { ResultCache } from './engine/result-cache'
import { SearchQueryLog } from './search-query-log'

/** What one api process keeps per database for search: the index and the query log. */
export interface SearchRuntime {
  index: ListingIndex
  results: ResultCache
  queryLog: SearchQueryLog
  stop(): Promise<void>
}

const runtimes = new WeakMap<Database, SearchRuntime>()

const CHANNEL = 'listings_changed'

/**
 * The search runtime of this process for `deps.database`, created at first use. On both engines
 * it LISTENs for the listings trigger's NOTIFY, so changes made by other processes (a seed, a
 * second api) are caught up at the next search rather than after the staleness window.
 */
export function getSearchRuntime(deps: Pick<AppDeps, 'database' | 'logger'>): SearchRuntime {
  const known = runtimes.get(deps.database)
  if (known) return known
  const index = new ListingIndex(deps.database, deps.logger)
  const queryLog = new SearchQueryLog(deps.database, deps.logger)
  const unlisten = listen(deps, () => index.markStale())
  const runtime: SearchRuntime = {
    index,
    results: new ResultCache(),
    queryLog,
    async stop() {
      runtimes.delete(deps.database)
      await queryLog.flush()
      await (await unlisten)().catch(() => undefined)
    },
  }
  runtimes.set(deps.database, runtime)
  return runtime
}

/** Flush and stop the runtime of a database that is about to close (server shutdown, tests). */
export async function stopSearchRuntime(database: Database): Promise<void> {
  await runtimes.get(database)?.stop()
}

/** Listings were written in this process: the next search catches up before answering. */
export function markSearchIndexStale(database: Database): void {
  runtimes.get(database)?.index.markStale()
}

async function listen(
  deps: Pick<AppDeps, 'database' | 'logger'>,
  onChange: () => void,
): Promise<() => Promise<void>> {
  const { database, logger } = deps
  try {
    if (database.pglite) {
      const unsubscribe = await database.pglite.listen(CHANNEL, onChange)
      return async () => unsubscribe()
    }
    if (database.pool) {
      const client = await database.pool.connect()
      client.on('notification', onChange)
      client.on('error', (err) => logger.warn({ err }, 'search LISTEN connection lost; polling'))
      await client.query(`LISTEN ${CHANNEL}`)
      return async () => {
        client.removeListener('notification', onChange)
        await client.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined)
        client.release()
      }
    }
  } catch (err) {
    logger.warn({ err }, 'search index cannot LISTEN; relying on polling')
  }
  return () => Promise.resolve()
}

/** Categories, subcategories or makes changed in this process: re-read them before the next answer. */
export function markCatalogStale(database: Database): void {
  runtimes.get(database)?.index.markCatalogStale()
}
