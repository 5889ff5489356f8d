import { sql } from 'drizzle-orm'
import type { AppDeps, Locale } from '../../context'
import type { StoryBlock } from '../../db/schema/content'
import { AppError, parseOrThrow } from '../../lib/errors'
import { SLUG_PATTERN, storyLookupSchema } from './content.schema'
import { resolveContentVersion, type ContentVersion } from './content-version'
import {
  blockView,
  cardSelect,
  loadTags,
  toCard,
  toCards,
  visibleSql,
  type CardRow,
  type StoryBlockView,
  type StoryCardView,
} from './story-views'

export interface StoryView extends StoryCardView {
  body: StoryBlockView[]
  /** Languages the story is written in. */
  locales: Locale[]
  /** The next published story after this one, and the one before (spec: prev/next). */
  newer: StoryCardView | null
  older: StoryCardView | null
  /** The version this answer comes from (draft only in a preview). */
  version: ContentVersion
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * One story by slug or uuid (spec §7 "single by slug or id"), with its body in the visitor's
 * language, its tags and its published neighbours. NOT_FOUND when no visible story matches:
 * a draft is "not found" to anyone without the preview token.
 */
export async function getStory(
  deps: Pick<AppDeps, 'database' | 'env' | 'now'>,
  rawInput: unknown,
  locale: Locale,
): Promise<StoryView> {
  const input = parseOrThrow(storyLookupSchema, rawInput ?? {}, locale)
  const version = resolveContentVersion(deps.env, input.preview)
  const notFound = () => new AppError('NOT_FOUND', { messageKey: 'errors:notFound.story' })
  if (input.slug && !SLUG_PATTERN.test(input.slug)) throw notFound()
  if (input.uuid && !UUID.test(input.uuid)) throw notFound()
  const match = input.slug ? sql`s.slug = ${input.slug}` : sql`s.uuid = ${input.uuid}::uuid`
  const [row] = await deps.database.rows<CardRow & { body: StoryBlock[]; locales: Locale[] }>(sql`
    ${cardSelect(
      locale,
      sql`, t.body, ARRAY(SELECT l.locale FROM content_story_translations l
        WHERE l.story_id = s.id ORDER BY l.locale) AS locales`,
    )}
    WHERE ${match} AND ${visibleSql(version, deps.now())}`)
  if (!row) throw notFound()
  const [tags, neighbours] = await Promise.all([
    loadTags(deps.database, [row.id], locale),
    row.state === 'published' && row.published_at !== null
      ? publishedNeighbours(deps, row, locale)
      : Promise.resolve({ newer: null, older: null }),
  ])
  return {
    ...toCard(row, tags, deps.env.API_URL),
    body: row.body.map((b) => blockView(b, deps.env.API_URL)),
    locales: row.locales,
    ...neighbours,
    version,
  }
}

/** The stories published just after and just before this one (any category). */
async function publishedNeighbours(
  deps: Pick<AppDeps, 'database' | 'env' | 'now'>,
  row: CardRow,
  locale: Locale,
): Promise<{ newer: StoryCardView | null; older: StoryCardView | null }> {
  const current = sql`(SELECT c.published_at, c.id FROM content_stories c WHERE c.id = ${row.id})`
  const visible = visibleSql('published', deps.now())
  const [newer, older] = await Promise.all([
    deps.database.rows<CardRow>(sql`
      ${cardSelect(locale)}
      WHERE ${visible} AND (s.published_at, s.id) > ${current}
      ORDER BY s.published_at ASC, s.id ASC LIMIT 1`),
    deps.database.rows<CardRow>(sql`
      ${cardSelect(locale)}
      WHERE ${visible} AND (s.published_at, s.id) < ${current}
      ORDER BY s.published_at DESC, s.id DESC LIMIT 1`),
  ])
  const [newerCard, olderCard] = await Promise.all([
    newer[0] ? toCards(deps, newer, locale).then((c) => c[0]) : null,
    older[0] ? toCards(deps, older, locale).then((c) => c[0]) : null,
  ])
  return { newer: newerCard, older: olderCard }
}
