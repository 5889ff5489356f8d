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
export const ADMIN_LISTING_SORTS = ['updated', 'listed', 'price_desc', 'price_asc'] as const
export type AdminListingSort = (typeof ADMIN_LISTING_SORTS)[number]

/** A page number typed in a URL: a whole number from 1 to `max`, else 1. */
export function adminPage(raw: string | undefined, max: number): number {
  // Digits only: `1e3`, `0x10` and ` 2` are not page numbers a link would carry.
  const p = /^\d{1,7}$/.test(raw ?? '') ? Number(raw) : 1
  return p >= 1 && p <= max ? p : 1
}

/** The audit log's entity filter: the contract's audit vocabulary (./audit). */
export { AUDIT_ENTITY_TYPES, type AuditEntityType } from './audit'
