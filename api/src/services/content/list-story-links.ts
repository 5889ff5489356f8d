import { sql } from 'drizzle-orm'
import type { AppDeps, Locale } from '../../context'
import type { ContentCategory } from '../../db/schema/content'
import { visibleSql } from './story-views'

export interface StoryLink {
  uuid: string
  slug: string
  category: ContentCategory
  publishedAt: Date
  updatedAt: Date
  locales: Locale[]
}

/**
 * Spec §7 "links": every published story's address, newest first, for sitemaps and link pickers.
 * Light on purpose: no words, no bodies.
 */
export async function listStoryLinks(
  deps: Pick<AppDeps, 'database' | 'now'>,
): Promise<StoryLink[]> {
  const rows = await deps.database.rows<{
    uuid: string
    slug: string
    category: ContentCategory
    published_at: Date | string
    updated_at: Date | string
    locales: Locale[]
  }>(sql`
    SELECT s.uuid::text AS uuid, s.slug, s.category::text AS category, s.published_at,
      s.updated_at,
      ARRAY(SELECT t.locale FROM content_story_translations t
        WHERE t.story_id = s.id ORDER BY t.locale) AS locales
    FROM content_stories s
    WHERE ${visibleSql('published', deps.now())}
    ORDER BY s.published_at DESC, s.id DESC`)
  return rows.map((r) => ({
    uuid: r.uuid,
    slug: r.slug,
    category: r.category,
    publishedAt: new Date(r.published_at),
    updatedAt: new Date(r.updated_at),
    locales: r.locales,
  }))
}
