import { sql } from 'drizzle-orm'
import type { AppDeps, Locale } from '../../context'
import { parseOrThrow } from '../../lib/errors'
import { listStoriesInputSchema, STORY_PAGE_SIZE, type BlogCategory } from './content.schema'
import { resolveContentVersion } from './content-version'
import { prefixQueryText, storyTsQuery } from './story-search'
import {
  cardSelect,
  NEWEST_FIRST,
  toCards,
  visibleSql,
  type CardRow,
  type StoryCardView,
} from './story-views'

export interface StoryPageView {
  category: BlogCategory
  /** The search as understood (trimmed), or null when the list is not a search. */
  query: string | null
  page: number
  pageSize: number
  total: number
  totalPages: number
  items: StoryCardView[]
}

/**
 * A page of stories (spec §7: 25 to a page), newest first, optionally of one category; with a
 * query, a full-text search in the visitor's language over title, excerpt and body, best match
 * first. Only published stories whose date has come, unless a valid preview token asks for drafts.
 */
export async function listStories(
  deps: Pick<AppDeps, 'database' | 'env' | 'now'>,
  rawInput: unknown,
  locale: Locale,
): Promise<StoryPageView> {
  const input = parseOrThrow(listStoriesInputSchema, rawInput ?? {}, locale)
  const version = resolveContentVersion(deps.env, input.preview)
  const conditions = [visibleSql(version, deps.now())]
  if (input.category !== 'all') conditions.push(sql`s.category = ${input.category}`)
  const queryText = input.query ? prefixQueryText(input.query) : null
  const offset = (input.page - 1) * STORY_PAGE_SIZE
  const empty = (total: number): StoryPageView => ({
    category: input.category,
    query: input.query,
    page: input.page,
    pageSize: STORY_PAGE_SIZE,
    total,
    totalPages: Math.ceil(total / STORY_PAGE_SIZE),
    items: [],
  })
  // A search with nothing searchable in it ("?!") finds nothing rather than everything.
  if (input.query && !queryText) return empty(0)

  let rows: Array<CardRow & { total: number }>
  if (queryText) {
    const tsq = storyTsQuery(queryText, locale)
    conditions.push(sql`m.search_vector @@ q.query`)
    rows = await deps.database.rows(sql`
      SELECT * FROM (
        ${cardSelect(locale, sql`, ts_rank_cd(m.search_vector, q.query, 1) AS rank, count(*) OVER ()::int AS total`)}
        JOIN content_story_translations m ON m.story_id = s.id AND m.locale = ${locale}
        CROSS JOIN (SELECT ${tsq} AS query) q
        WHERE ${sql.join(conditions, sql` AND `)}
      ) found
      ORDER BY rank DESC, published_at DESC NULLS FIRST, id DESC
      LIMIT ${STORY_PAGE_SIZE} OFFSET ${offset}`)
  } else {
    rows = await deps.database.rows(sql`
      ${cardSelect(locale, sql`, count(*) OVER ()::int AS total`)}
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY ${NEWEST_FIRST}
      LIMIT ${STORY_PAGE_SIZE} OFFSET ${offset}`)
  }
  let total = rows[0]?.total ?? 0
  if (!rows.length && input.page > 1) {
    // Past the last page: say how many there are, so the caller can tell "no such page".
    const [{ n }] = await deps.database.rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM content_stories s
      ${queryText ? sql`JOIN content_story_translations m ON m.story_id = s.id AND m.locale = ${locale} CROSS JOIN (SELECT ${storyTsQuery(queryText, locale)} AS query) q` : sql``}
      WHERE ${sql.join(conditions, sql` AND `)}`)
    total = n
  }
  return { ...empty(total), items: await toCards(deps, rows, locale) }
}
