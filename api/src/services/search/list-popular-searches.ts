import { sql } from 'drizzle-orm'
import type { AppDeps, Locale } from '../../context'
import type { Database } from '../../db/client'
import { parseOrThrow } from '../../lib/errors'
import { popularSearchesInputSchema } from './search.schema'

const CACHE_MS = 60_000
const WINDOW_DAYS = 30
type Entry = { at: number; rows: Array<{ text: string; count: number }> }
const caches = new WeakMap<Database, Map<string, Entry>>()

/**
 * The texts visitors searched most over the last 30 days (site-wide, per language), among
 * searches that found something. Cached for a minute: it reads the whole window.
 */
export async function listPopularSearches(
  deps: Pick<AppDeps, 'database' | 'now'>,
  rawInput: unknown,
  requestLocale: Locale,
): Promise<Array<{ text: string; count: number }>> {
  const input = parseOrThrow(popularSearchesInputSchema, rawInput)
  const locale = input.locale ?? requestLocale
  const limit = input.limit ?? 8
  const key = `${locale}|${limit}`
  const now = deps.now()
  let cache = caches.get(deps.database)
  if (!cache) caches.set(deps.database, (cache = new Map()))
  const hit = cache.get(key)
  if (hit && now.getTime() - hit.at < CACHE_MS) return hit.rows
  const since = new Date(now.getTime() - WINDOW_DAYS * 86_400_000)
  const rows = await deps.database.rows<{ text: string; n: number }>(sql`
    SELECT text, count(*)::int AS n FROM search_queries
    WHERE text IS NOT NULL AND result_count > 0 AND locale = ${locale}
      AND created_at > ${since.toISOString()}
    GROUP BY text ORDER BY n DESC, text LIMIT ${limit}`)
  const result = rows.map((r) => ({ text: r.text, count: r.n }))
  cache.set(key, { at: now.getTime(), rows: result })
  return result
}
