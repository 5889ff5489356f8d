/**
 * The analytics batch's vocabulary and limits (spec §2, §3, §7, §9): the browser's queue
 * (web/src/features/analytics) packs batches by them, the api's collector
 * (POST /analytics/v1/batch, analytics-batch.ts) refuses what breaks them. No zod here: the
 * browser bundle imports this module.
 */

/** Spec §7 analytics calls: a page view, a tracked action, or the traits of a signed-in user. */
export const ANALYTICS_EVENT_TYPES = ['page', 'track', 'identify'] as const
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number]

/** Spec §2 page categories; a page that declares none is sent as Unknown. */
export const ANALYTICS_PAGE_CATEGORIES = [
  'Landing Page',
  'Legal',
  'Blog',
  'App',
  'Resources',
  'Unknown',
] as const
export type AnalyticsPageCategory = (typeof ANALYTICS_PAGE_CATEGORIES)[number]

/** Spec §9: a browser batch holds at most 10 events and 450 KB. */
export const MAX_BATCH_EVENTS = 10
export const BATCH_MAX_BYTES = 450 * 1024
/** What the api (and the web's proxy in front of it) accepts for one batch body: ~500 KB. */
export const ANALYTICS_BODY_LIMIT_BYTES = 512_000
/** One event, serialised: page views and clicks are far smaller. */
export const MAX_EVENT_BYTES = 64 * 1024
