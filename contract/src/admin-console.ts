/**
 * The console's table vocabularies (issue 14): the api's list queries and the web's filters read
 * these, so a filter the page offers is one the api accepts.
 */

/** Rows per page of every console table. */
export const ADMIN_PAGE_SIZE = 50

/**
 * The deepest page of the equipment table (10,000 rows): a million rows are for filters, not
 * paging. An OFFSET of 100,000 took 0.4 s at 1M listings (scripts/bench/admin-tables.ts).
 */
export const ADMIN_LISTING_MAX_PAGE = 200

/**
 * The deepest page of the other console tables: the leads inbox, the audit log, the catalogue
 * (70,000+ models) and the sweepstakes entries (their filters use indexes).
 */
export const ADMIN_LOG_MAX_PAGE = 100_000

/** The leads inbox's status filter: not yet contacted (the default), contacted, or every lead. */
export const ADMIN_LEAD_STATUSES = ['waiting', 'contacted', 'all'] as const
export type AdminLeadStatus = (typeof ADMIN_LEAD_STATUSES)[number]

/** The equipment table's sorts; the first is the default. */
export const ADMIN_LISTING_SORTS = [
  'updated',
  'listed',
  'price_desc',
  'price_asc',
  // Issue 36: the column headers sort both ways.
  'updated_asc',
  'days_desc',
  'days_asc',
  'badge_asc',
  'badge_desc',
  'photos_desc',
  'photos_asc',
  'inspection_desc',
  'inspection_asc',
] as const
export type AdminListingSort = (typeof ADMIN_LISTING_SORTS)[number]

/**
 * The equipment table's sortable columns (issue 36): each column's two sorts, and the one a first
 * click gives (the most telling end: the most days on market, the best inspection).
 */
export const ADMIN_LISTING_SORT_COLUMNS = {
  price: { asc: 'price_asc', desc: 'price_desc', first: 'desc' },
  days: { asc: 'days_asc', desc: 'days_desc', first: 'desc' },
  badge: { asc: 'badge_asc', desc: 'badge_desc', first: 'asc' },
  photos: { asc: 'photos_asc', desc: 'photos_desc', first: 'desc' },
  inspection: { asc: 'inspection_asc', desc: 'inspection_desc', first: 'desc' },
  updated: { asc: 'updated_asc', desc: 'updated', first: 'desc' },
} as const satisfies Record<
  string,
  { asc: AdminListingSort; desc: AdminListingSort; first: 'asc' | 'desc' }
>
export type AdminListingSortColumn = keyof typeof ADMIN_LISTING_SORT_COLUMNS

/** A page number typed in a URL: a whole number from 1 to `max`, else 1. */
export function adminPage(raw: string | undefined, max: number): number {
  // Digits only: `1e3`, `0x10` and ` 2` are not page numbers a link would carry.
  const p = /^\d{1,7}$/.test(raw ?? '') ? Number(raw) : 1
  return p >= 1 && p <= max ? p : 1
}

/** The audit log's entity filter: the contract's audit vocabulary (./audit). */
export { AUDIT_ENTITY_TYPES, type AuditEntityType } from './audit'
