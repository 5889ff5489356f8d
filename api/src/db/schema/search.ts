import { sql } from 'drizzle-orm'
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** One row per search answered; its id is the queryID that result links carry. */
export const searchQueries = pgTable(
  'search_queries',
  {
    id: uuid('id').primaryKey(),
    /** Normalised free text, for popular searches; null when the search had no text. */
    text: text('text'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    resultCount: integer('result_count').notNull(),
    locale: text('locale').notNull(),
    /**
     * Who searched, as a keyed digest of the visitor's address (never the address): popular
     * searches count distinct visitors, not hits. Null when the search came from no visitor
     * (a page the server renders for itself, a script).
     */
    visitor: text('visitor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('search_queries_created_idx').on(t.createdAt),
    index('search_queries_text_idx').on(t.text),
  ],
)

/** Phrases offered as you type (makes, categories, make+category, make+model), trigram-indexed. */
export const searchSuggestions = pgTable('search_suggestions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  phrase: text('phrase').notNull().unique(),
  /**
   * The phrase lower-cased, unaccented, punctuation as spaces (the api's normalizeText), so the
   * trigram index is read without calling unaccent() per row.
   */
  normalized: text('normalized').notNull().default(''),
  kind: text('kind').notNull(),
  /** 'en' or 'es' for phrases in one language (category names); null for both (make names). */
  locale: text('locale'),
  /** How many available listings this phrase finds; ranks suggestions. */
  weight: integer('weight').notNull().default(0),
  /** Search URL parameters the suggestion applies, e.g. {category:'excavators',make:'caterpillar'}. */
  params: jsonb('params').$type<Record<string, string>>().notNull(),
})

/**
 * Hard-deleted listings (a trigger writes one row per DELETE), so in-process search indexes that
 * catch up with "change_seq > last_seen" also learn about rows that no longer exist.
 */
export const listingDeletions = pgTable(
  'listing_deletions',
  {
    listingId: integer('listing_id').notNull(),
    changeSeq: bigint('change_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('listings_change_seq')`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_deletions_change_seq_idx').on(t.changeSeq)],
)

export type SearchQuery = typeof searchQueries.$inferSelect
export type SearchSuggestion = typeof searchSuggestions.$inferSelect
