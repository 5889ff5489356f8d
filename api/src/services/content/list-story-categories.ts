import { sql } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import { BLOG_CATEGORIES, type BlogCategory } from './content.schema'
import { visibleSql } from './story-views'

export interface StoryCategoryCount {
  slug: BlogCategory
  count: number
}

/** Spec §2 blog categories in order, each with its published stories ("all" counts them all). */
export async function listStoryCategories(
  deps: Pick<AppDeps, 'database' | 'now'>,
): Promise<StoryCategoryCount[]> {
  const rows = await deps.database.rows<{ category: string; n: number }>(sql`
    SELECT s.category::text AS category, count(*)::int AS n FROM content_stories s
    WHERE ${visibleSql('published', deps.now())}
    GROUP BY 1`)
  const counts = new Map(rows.map((r) => [r.category, r.n]))
  const all = rows.reduce((sum, r) => sum + r.n, 0)
  return BLOG_CATEGORIES.map((slug) => ({
    slug,
    count: slug === 'all' ? all : (counts.get(slug) ?? 0),
  }))
}
