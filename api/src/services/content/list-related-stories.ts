import { sql } from 'drizzle-orm'
import type { AppDeps, Locale } from '../../context'
import type { ContentCategory } from '../../db/schema/content'
import { parseOrThrow } from '../../lib/errors'
import { relatedStoriesInputSchema } from './content.schema'
import { resolveStoriesByUuid } from './resolve-story-relations'
import { cardSelect, toCards, visibleSql, type CardRow, type StoryCardView } from './story-views'

/** Score of a candidate: the same category counts as two shared tags. */
const SAME_CATEGORY_WEIGHT = 2

/**
 * Related articles of a story: the stories its editor related to it (in their order, resolved
 * by uuid in batches of 50), then published stories of the same category or with shared tags,
 * the closest first and the newest among equals. Never the story itself, never a draft.
 */
export async function listRelatedStories(
  deps: Pick<AppDeps, 'database' | 'env' | 'now'>,
  story: { id: number; category: ContentCategory },
  rawArgs: unknown,
  locale: Locale,
): Promise<StoryCardView[]> {
  const { first } = parseOrThrow(relatedStoriesInputSchema, rawArgs ?? {}, locale)
  const relations = await deps.database.rows<{ uuid: string }>(sql`
    SELECT related_uuid::text AS uuid FROM content_story_relations
    WHERE story_id = ${story.id} ORDER BY position, related_uuid`)
  const explicit = (
    await resolveStoriesByUuid(
      deps,
      relations.map((r) => r.uuid),
      locale,
      'published',
    )
  )
    .filter((c) => c.id !== story.id)
    .slice(0, first)
  if (explicit.length >= first) return explicit

  const exclude = [story.id, ...explicit.map((c) => c.id)]
  const rows = await deps.database.rows<CardRow>(sql`
    SELECT * FROM (
      ${cardSelect(
        locale,
        sql`, (CASE WHEN s.category = ${story.category} THEN ${SAME_CATEGORY_WEIGHT} ELSE 0 END)
          + (SELECT count(*) FROM content_story_tags a
             JOIN content_story_tags b ON b.tag_slug = a.tag_slug AND b.story_id = ${story.id}
             WHERE a.story_id = s.id)::int AS score`,
      )}
      WHERE ${visibleSql('published', deps.now())}
        AND NOT (s.id = ANY(${sql.param(exclude)}::int[]))
    ) candidates
    WHERE score > 0
    ORDER BY score DESC, published_at DESC, id DESC
    LIMIT ${first - explicit.length}`)
  return [...explicit, ...(await toCards(deps, rows, locale))]
}
