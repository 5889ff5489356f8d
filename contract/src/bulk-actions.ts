/*
 * Bulk actions on the equipment table (issue 36, point 7): what an operator may apply to many
 * listings at once, and how a price change by an amount or a percentage sets each row's price.
 * Zod-free: the console's bulk bar reads it in the browser; the api's rule is ./forms/bulk-actions.
 */

/** The steps a bulk operation applies, each the single listing's lifecycle step. */
export const BULK_ACTIONS = [
  'publish',
  'changePrice',
  'markComingSoon',
  'remove',
  'restore',
] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]

/** The steps partner members may apply (markComingSoon is staff only, like the single step). */
export const PARTNER_BULK_ACTIONS: readonly BulkAction[] = [
  'publish',
  'changePrice',
  'remove',
  'restore',
]

/** The most listings one operation holds ("all matching the filter" included). */
export const BULK_MAX_ROWS = 50_000

/** The most stock numbers a picked selection names (a page holds 50). */
export const BULK_MAX_PICKED = 500

/** The longest idempotency key a client sends. */
export const BULK_KEY_MAX = 100

/** How a bulk price change moves each price. */
export const BULK_PRICE_MODES = ['amount', 'percent'] as const
export type BulkPriceMode = (typeof BULK_PRICE_MODES)[number]
export const BULK_PRICE_DIRECTIONS = ['down', 'up'] as const
export type BulkPriceDirection = (typeof BULK_PRICE_DIRECTIONS)[number]

/** The largest percentage a bulk price change takes (a raise may double and more). */
export const BULK_PERCENT_MAX = 1000

export interface BulkPriceChange {
  mode: BulkPriceMode
  direction: BulkPriceDirection
  /** mode amount: cents to add or take away. */
  amountCents?: number | null
  /** mode percent: the percentage (up to two decimals). */
  percent?: number | null
}

/**
 * A listing's new price under a bulk change: the amount added or taken away, or the percentage
 * applied and rounded to whole dollars (advertised prices are whole dollars). It may come out at
 * zero or below: the price rule refuses that row, the others proceed.
 */
export function priceAfterBulkChange(priceCents: number, change: BulkPriceChange): number {
  const sign = change.direction === 'down' ? -1 : 1
  if (change.mode === 'amount') return priceCents + sign * (change.amountCents ?? 0)
  const basisPoints = Math.round((change.percent ?? 0) * 100)
  const cents = (priceCents * (10_000 + sign * basisPoints)) / 10_000
  return Math.round(cents / 100) * 100
}
