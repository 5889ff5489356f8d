import { sql, type SQL } from 'drizzle-orm'
import type { AppDeps, Locale } from '../../context'
import type { Database } from '../../db/client'
import type { ContentCategory, ContentState, StoryBlock, StorySpan } from '../../db/schema/content'
import { imageView, type ImageView } from '../listings/listing-media'
import { IMAGE_HEIGHT_RATIO } from '../media/image-sizes'
import { WORDS_PER_MINUTE } from './content.schema'
import type { ContentVersion } from './content-version'

export interface StoryTagView {
  slug: string
  name: string
}

export interface StoryCardView {
  id: number
  uuid: string
  slug: string
  category: ContentCategory
  state: ContentState
  /** Language of the words: the visitor's, or the other one when the story has no translation. */
  locale: Locale
  title: string
  excerpt: string
  publishedAt: Date | null
  updatedAt: Date
  wordCount: number
  readingMinutes: number
  author: { name: string; role: string | null }
  heroImage: ImageView | null
  tags: StoryTagView[]
}

export interface StoryBlockView {
  type: StoryBlock['type']
  level: number | null
  text: string | null
  spans: StorySpan[] | null
  items: StorySpan[][] | null
  ordered: boolean | null
  cite: string | null
  image: ImageView | null
  caption: string | null
  href: string | null
  label: string | null
  description: string | null
}

export interface CardRow {
  id: number
  uuid: string
  slug: string
  category: ContentCategory
  state: ContentState
  published_at: Date | string | null
  updated_at: Date | string
  hero_image_path: string | null
  locale: Locale
  title: string
  excerpt: string
  word_count: number
  author_name: string
  author_role: string | null
  hero_alt: string
}

/** Illustrations are rendered 1600 px wide at 4:3. */
const HERO_WIDTH = 1600
const HERO_HEIGHT = Math.round(HERO_WIDTH * IMAGE_HEIGHT_RATIO)

export const readingMinutes = (words: number) => Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))

/** Which stories a version shows: published ones whose date has come, or (preview) every one. */
export function visibleSql(version: ContentVersion, now: Date): SQL {
  return version === 'draft'
    ? sql`true`
    : sql`s.state = 'published' AND s.published_at <= ${now.toISOString()}::timestamptz`
}

/** Story columns plus its words in the visitor's language (or the other one, if that is all). */
export function cardSelect(locale: Locale, extraColumns: SQL = sql``): SQL {
  return sql`
    SELECT s.id, s.uuid::text AS uuid, s.slug, s.category::text AS category, s.state::text AS state,
      s.published_at, s.updated_at, s.hero_image_path,
      t.locale, t.title, t.excerpt, t.word_count, t.author_name, t.author_role, t.hero_alt
      ${extraColumns}
    FROM content_stories s
    JOIN LATERAL (
      SELECT * FROM content_story_translations tr WHERE tr.story_id = s.id
      ORDER BY (tr.locale = ${locale}) DESC, tr.locale LIMIT 1
    ) t ON true`
}

/** Newest first; stories without a date (drafts in a preview) lead. */
export const NEWEST_FIRST = sql`s.published_at DESC NULLS FIRST, s.id DESC`

const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v))

export function heroView(apiUrl: string, path: string | null, alt: string): ImageView | null {
  if (!path) return null
  return imageView(apiUrl, {
    path,
    width: HERO_WIDTH,
    height: HERO_HEIGHT,
    alt,
    isIllustration: true,
  })
}

/** Tag names of several stories in one query, in the language asked. */
export async function loadTags(
  database: Database,
  storyIds: number[],
  locale: Locale,
): Promise<Map<number, StoryTagView[]>> {
  const out = new Map<number, StoryTagView[]>()
  if (!storyIds.length) return out
  const rows = await database.rows<{ story_id: number; slug: string; name: string }>(sql`
    SELECT st.story_id, t.slug, ${locale === 'es' ? sql`t.name_es` : sql`t.name_en`} AS name
    FROM content_story_tags st JOIN content_tags t ON t.slug = st.tag_slug
    WHERE st.story_id = ANY(${sql.param(storyIds)}::int[])
    ORDER BY st.story_id, name`)
  for (const r of rows) {
    const list = out.get(r.story_id) ?? []
    list.push({ slug: r.slug, name: r.name })
    out.set(r.story_id, list)
  }
  return out
}

export function toCard(
  row: CardRow,
  tags: Map<number, StoryTagView[]>,
  apiUrl: string,
): StoryCardView {
  return {
    id: row.id,
    uuid: row.uuid,
    slug: row.slug,
    category: row.category,
    state: row.state,
    locale: row.locale,
    title: row.title,
    excerpt: row.excerpt,
    publishedAt: row.published_at === null ? null : toDate(row.published_at),
    updatedAt: toDate(row.updated_at),
    wordCount: row.word_count,
    readingMinutes: readingMinutes(row.word_count),
    author: { name: row.author_name, role: row.author_role },
    heroImage: heroView(apiUrl, row.hero_image_path, row.hero_alt),
    tags: tags.get(row.id) ?? [],
  }
}

/** Rows to cards, with their tags (one extra query for the lot). */
export async function toCards(
  deps: Pick<AppDeps, 'database' | 'env'>,
  rows: CardRow[],
  locale: Locale,
): Promise<StoryCardView[]> {
  const tags = await loadTags(
    deps.database,
    rows.map((r) => r.id),
    locale,
  )
  return rows.map((r) => toCard(r, tags, deps.env.API_URL))
}

export function blockView(block: StoryBlock, apiUrl: string): StoryBlockView {
  const view: StoryBlockView = {
    type: block.type,
    level: null,
    text: null,
    spans: null,
    items: null,
    ordered: null,
    cite: null,
    image: null,
    caption: null,
    href: null,
    label: null,
    description: null,
  }
  switch (block.type) {
    case 'heading':
      return { ...view, level: block.level, text: block.text }
    case 'paragraph':
      return { ...view, spans: block.spans }
    case 'list':
      return { ...view, ordered: block.ordered, items: block.items }
    case 'quote':
      return { ...view, spans: block.spans, cite: block.cite ?? null }
    case 'image':
      return {
        ...view,
        image: heroView(apiUrl, block.path, block.alt),
        caption: block.caption ?? null,
      }
    case 'listingLink':
      return {
        ...view,
        href: block.href,
        label: block.label,
        description: block.description ?? null,
      }
  }
}
