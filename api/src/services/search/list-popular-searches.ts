import { sql } from 'drizzle-orm'
import type { AppDeps, Locale } from '../../context'
import type { Database } from '../../db/client'
import { parseOrThrow } from '../../lib/errors'
import { countForSaleText } from './engine/candidates'
import { tokenize } from './engine/normalize'
import { isOfferableText, POPULAR_MIN_VISITORS, POPULAR_WINDOW_DAYS } from './popular-search-rules'
import { getSearchRuntime } from './search-runtime'
import { popularSearchesInputSchema } from './search.schema'

const CACHE_MS = 60_000
/** Texts read from the log per text offered: some fail the shape or find nothing now. */
const CANDIDATES_PER_RESULT = 4
type Entry = { at: number; rows: Array<{ text: string; count: number }> }
const caches = new WeakMap<Database, Map<string, Entry>>()

/**
 * The texts most visitors searched over the last 30 days (site-wide, per language), offered as
 * links to everyone, so only (issue 16, defect 3): normalised texts (the search records the text
 * as it read it), asked by at least POPULAR_MIN_VISITORS distinct visitors (a visitor repeating a
 * search counts once), of an offerable shape and with no blocked word (popular-search-rules),
 * that find machines for sale now, as written (no word corrected or unknown). `count` is the
 * number of distinct visitors. Cached for a minute: it reads the whole window.
 */
export async function listPopularSearches(
  deps: Pick<AppDeps, 'database' | 'logger' | 'now'>,
  rawInput: unknown,
  requestLocale: Locale,
): Promise<Array<{ text: string; count: number }>> {
  const input = parseOrThrow(popularSearchesInputSchema, rawInput)
  const locale = input.locale ?? requestLocale
  const limit = input.limit ?? 8
  const key = `${locale}|${limit}`
  const now = deps.now()
  let cache = caches.get(deps.database)
  if (!cache) {
    cache = new Map()
    caches.set(deps.database, cache)
  }
  const hit = cache.get(key)
  if (hit && now.getTime() - hit.at < CACHE_MS) return hit.rows
  const since = new Date(now.getTime() - POPULAR_WINDOW_DAYS * 86_400_000)
  const rows = await deps.database.rows<{ text: string; n: number }>(sql`
    SELECT text, count(DISTINCT visitor)::int AS n FROM search_queries
    WHERE text IS NOT NULL AND visitor IS NOT NULL AND result_count > 0 AND locale = ${locale}
      AND created_at > ${since.toISOString()}
    GROUP BY text HAVING count(DISTINCT visitor) >= ${POPULAR_MIN_VISITORS}
    ORDER BY n DESC, text LIMIT ${limit * CANDIDATES_PER_RESULT}`)
  const { index } = getSearchRuntime(deps)
  await index.ensureLoaded()
  const result: Array<{ text: string; count: number }> = []
  for (const r of rows) {
    if (result.length === limit) break
    if (!isOfferableText(r.text)) continue
    const found = countForSaleText(index, tokenize(r.text))
    if (found.total > 0 && !found.corrected) result.push({ text: r.text, count: r.n })
  }
  cache.set(key, { at: now.getTime(), rows: result })
  return result
}
