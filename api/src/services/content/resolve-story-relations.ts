import { sql } from 'drizzle-orm'
import type { AppDeps, Locale } from '../../context'
import { RELATION_BATCH_SIZE } from './content.schema'
import type { ContentVersion } from './content-version'
import { cardSelect, toCards, visibleSql, type CardRow, type StoryCardView } from './story-views'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Stories named by uuid (a story's relations), in the order given, read in batches of 50 uuids
 * (spec §7). Uuids of stories that do not exist or are not visible in this version are skipped.
 */
export async function resolveStoriesByUuid(
  deps: Pick<AppDeps, 'database' | 'env' | 'now'>,
  uuids: string[],
  locale: Locale,
  version: ContentVersion = 'published',
): Promise<StoryCardView[]> {
  const wanted = [...new Set(uuids.map((u) => u.toLowerCase()).filter((u) => UUID.test(u)))]
  const byUuid = new Map<string, CardRow>()
  for (let i = 0; i < wanted.length; i += RELATION_BATCH_SIZE) {
    const batch = wanted.slice(i, i + RELATION_BATCH_SIZE)
    const rows = await deps.database.rows<CardRow>(sql`
      ${cardSelect(locale)}
      WHERE s.uuid = ANY(${sql.param(batch)}::uuid[]) AND ${visibleSql(version, deps.now())}`)
    for (const r of rows) byUuid.set(r.uuid, r)
  }
  const ordered = wanted.map((u) => byUuid.get(u)).filter((r): r is CardRow => Boolean(r))
  return toCards(deps, ordered, locale)
}
