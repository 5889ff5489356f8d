import { sql } from 'drizzle-orm'
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { AnalyticsEventType } from '@ironyard/contract/analytics-limits'
import { listings } from './listings'
import { users } from './users'

/** Equipment-page views; `query_id` attributes the click to the search that produced it. */
export const listingViews = pgTable(
  'listing_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    queryId: uuid('query_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_views_listing_idx').on(t.listingId, t.createdAt),
    index('listing_views_query_idx').on(t.queryId),
  ],
)

/**
 * The first-party collector's events (POST /analytics/v1/batch). `message_id` is the browser's
 * id of the event: a batch sent again (retry, or a beacon after a failed send) never counts twice.
 * `user_id` comes from the request's sign-in session, never from the event. URL parameters have
 * sign-in secrets removed and an `email` parameter hashed (`email_sha256`).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: uuid('message_id').notNull(),
    type: text('type').$type<AnalyticsEventType>().notNull(),
    /** The random id the browser keeps in local storage. */
    anonymousId: text('anonymous_id').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** track: the event description ("Login Completed"); page: the page name. */
    name: text('name'),
    /** Spec §2 page category (Landing Page, Legal, Blog, App, Resources, Unknown). */
    pageCategory: text('page_category'),
    pageName: text('page_name'),
    /** The page's path, without its query string. */
    path: text('path'),
    /** The caller's extras (track) or the listing details a page passed (page). */
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    urlParams: jsonb('url_params').$type<Record<string, string>>().notNull().default({}),
    /** Stored marketing parameters: utm_* and the first-visit URL parameters. */
    utm: jsonb('utm').$type<Record<string, string>>().notNull().default({}),
    firstVisitParams: jsonb('first_visit_params')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    /** identify: spec §3 user traits (the email hashed). */
    traits: jsonb('traits').$type<Record<string, unknown>>(),
    /** When the browser recorded it. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('analytics_events_message_id_key').on(t.messageId),
    index('analytics_events_anonymous_idx').on(t.anonymousId, t.occurredAt),
    index('analytics_events_user_idx').on(t.userId, t.occurredAt),
    index('analytics_events_received_idx').on(t.receivedAt),
    check('analytics_events_type', sql`${t.type} IN ('page', 'track', 'identify')`),
  ],
)

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect
export type NewAnalyticsEventRow = typeof analyticsEvents.$inferInsert
