import type { Locale } from '@ironyard/contract/locale'
/** Outbox topics of the alert and value-tracker jobs (handlers in api/src/jobs/handlers). */
export const TOPICS = {
  /** Periodic: find price drops on favorited machines, enqueue one email per user and change. */
  priceDropScan: 'alerts.price-drop-scan',
  /** One price-reduction email: {priceHistoryId, userId}. */
  priceReduced: 'alerts.price-reduced',
  /** Daily: enqueue one digest per active inventory alert. */
  inventoryDigest: 'alerts.inventory-digest',
  /** One inventory alert's daily digest: {alertId, day}. */
  inventoryAlertDigest: 'alerts.inventory-alert-digest',
  /** Nightly: value every tracked machine again. */
  valueTrackerRefresh: 'value-tracker.refresh',
} as const

/** Web paths the emails link to (the web serves Spanish under /es). */
export const webPath = (path: string, locale: Locale): string =>
  `${locale === 'es' ? '/es' : ''}${path}`
