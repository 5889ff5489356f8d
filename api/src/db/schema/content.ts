import { sql } from 'drizzle-orm'
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * The blog's content store (spec §3 "content-management stories have uuid, content, links and
 * relations"; spec §7 describes a headless content service, which we host here instead).
 * A story is language-neutral (slug, category, state, dates, hero picture, relations, tags);
 * its words live in one translation row per locale.
 */

/** Spec §2 blog categories; "all" is the union of these, not a stored value. */
export const CONTENT_CATEGORIES = ['case-studies', 'engineering', 'insight', 'news'] as const
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number]
export const contentCategoryEnum = pgEnum('content_category', CONTENT_CATEGORIES)

/** Spec §7: a draft or published version is chosen. Drafts are read only with a preview token. */
export const CONTENT_STATES = ['draft', 'published'] as const
export type ContentState = (typeof CONTENT_STATES)[number]
export const contentStateEnum = pgEnum('content_state', CONTENT_STATES)

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** Inline text: plain, bold or italic, optionally a link (a site path or an https URL). */
export interface StorySpan {
  text: string
  bold?: boolean
  italic?: boolean
  href?: string
}

/** The structured body: blocks, never HTML, so nothing stored can inject markup. */
export type StoryBlock =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'paragraph'; spans: StorySpan[] }
  | { type: 'list'; ordered: boolean; items: StorySpan[][] }
  | { type: 'quote'; spans: StorySpan[]; cite?: string }
  | { type: 'image'; path: string; alt: string; caption?: string }
  /** A call to browse the marketplace: `href` is a locale-free site path ("/excavators"). */
  | { type: 'listingLink'; href: string; label: string; description?: string }

export const contentStories = pgTable(
  'content_stories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    /** One slug for both languages, so the language switch stays on the article. */
    slug: text('slug').notNull().unique(),
    category: contentCategoryEnum('category').notNull(),
    state: contentStateEnum('state').notNull().default('draft'),
    /** When it went (or goes) public; a published story with a future date is not shown yet. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Media path (no size suffix) of a generated illustration: `${path}-{400,800,1600}.webp`. */
    heroImagePath: text('hero_image_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_stories_public_idx').on(t.state, t.publishedAt),
    index('content_stories_category_idx').on(t.category, t.state, t.publishedAt),
    check(
      'content_stories_published_has_date',
      sql`${t.state} <> 'published' OR ${t.publishedAt} IS NOT NULL`,
    ),
    // "category" is a route of its own (/blog/category), never an article.
    check(
      'content_stories_slug_shape',
      sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND ${t.slug} <> 'category' AND length(${t.slug}) <= 120`,
    ),
  ],
)

/**
 * A story's words in one language. `body_text` is the body as plain text (written with the
 * body), so the search vector is a generated column: English or Spanish stemming by the row's
 * locale, accents removed on both sides of the match, title > excerpt > body.
 */
export const contentStoryTranslations = pgTable(
  'content_story_translations',
  {
    storyId: integer('story_id')
      .notNull()
      .references(() => contentStories.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: jsonb('body').$type<StoryBlock[]>().notNull(),
    bodyText: text('body_text').notNull(),
    wordCount: integer('word_count').notNull(),
    authorName: text('author_name').notNull(),
    authorRole: text('author_role'),
    heroAlt: text('hero_alt').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`CASE WHEN locale = 'es' THEN
        setweight(to_tsvector('spanish'::regconfig, immutable_unaccent(title)), 'A') ||
        setweight(to_tsvector('spanish'::regconfig, immutable_unaccent(excerpt)), 'B') ||
        setweight(to_tsvector('spanish'::regconfig, immutable_unaccent(body_text)), 'C')
      ELSE
        setweight(to_tsvector('english'::regconfig, immutable_unaccent(title)), 'A') ||
        setweight(to_tsvector('english'::regconfig, immutable_unaccent(excerpt)), 'B') ||
        setweight(to_tsvector('english'::regconfig, immutable_unaccent(body_text)), 'C')
      END`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.storyId, t.locale] }),
    index('content_story_translations_search_idx').using('gin', t.searchVector),
    check('content_story_translations_locale', sql`${t.locale} IN ('en', 'es')`),
  ],
)

/** Tags with their names in both languages. */
export const contentTags = pgTable('content_tags', {
  slug: text('slug').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
})

export const contentStoryTags = pgTable(
  'content_story_tags',
  {
    storyId: integer('story_id')
      .notNull()
      .references(() => contentStories.id, { onDelete: 'cascade' }),
    tagSlug: text('tag_slug')
      .notNull()
      .references(() => contentTags.slug, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.storyId, t.tagSlug] }),
    index('content_story_tags_tag_idx').on(t.tagSlug),
  ],
)

/** Spec §3/§7 relations: a story names other stories by uuid, in the editor's order. */
export const contentStoryRelations = pgTable(
  'content_story_relations',
  {
    storyId: integer('story_id')
      .notNull()
      .references(() => contentStories.id, { onDelete: 'cascade' }),
    relatedUuid: uuid('related_uuid')
      .notNull()
      .references(() => contentStories.uuid, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.relatedUuid] })],
)

export type ContentStory = typeof contentStories.$inferSelect
export type NewContentStory = typeof contentStories.$inferInsert
export type ContentStoryTranslation = typeof contentStoryTranslations.$inferSelect
export type NewContentStoryTranslation = typeof contentStoryTranslations.$inferInsert
