import {
  ADMIN_LISTING_MAX_PAGE,
  ADMIN_LISTING_SORT_COLUMNS,
  ADMIN_LISTING_SORTS,
  adminPage,
  type AdminListingSort,
  type AdminListingSortColumn,
} from '@ironyard/contract/admin-console'
import type { ColumnSort } from '@/components/console/DataTable'
import { LISTING_STATUSES, type ListingStatus } from '@ironyard/contract/listing-enums'
import { LISTING_WORK_FILTERS, type ListingWorkFilter } from '@ironyard/contract/console-work'
import {
  AdminListingDocument,
  AdminListingsDocument,
  type AdminListingFilter,
} from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'

export const LISTING_SORTS = ADMIN_LISTING_SORTS
export { LISTING_STATUSES }

type Raw = Record<string, string | string[] | undefined>
const one = (raw: Raw, key: string): string | undefined => {
  const v = raw[key]
  const s = (Array.isArray(v) ? v[0] : v)?.trim()
  return s ? s.slice(0, 80) : undefined
}

/** The equipment table's filter from its URL (a GET form); unknown values are dropped. */
export function equipmentFilterFromParams(raw: Raw): AdminListingFilter & { page: number } {
  const status = one(raw, 'status') as ListingStatus | undefined
  const sort = one(raw, 'sort') as AdminListingSort | undefined
  const work = one(raw, 'work') as ListingWorkFilter | undefined
  return {
    q: one(raw, 'q'),
    status: status && LISTING_STATUSES.includes(status) ? status : undefined,
    // Issue 36: the dashboard's lists link here with their work filter.
    work: work && LISTING_WORK_FILTERS.includes(work) ? work : undefined,
    sort: sort && LISTING_SORTS.includes(sort) ? sort : 'updated',
    page: adminPage(one(raw, 'page'), ADMIN_LISTING_MAX_PAGE),
  }
}

export function equipmentHref(base: string, f: AdminListingFilter, page = 1): string {
  const q = new URLSearchParams()
  if (f.q) q.set('q', f.q)
  if (f.status) q.set('status', f.status)
  if (f.work) q.set('work', f.work)
  if (f.sort && f.sort !== 'updated') q.set('sort', f.sort)
  if (page > 1) q.set('page', String(page))
  const s = q.toString()
  return s ? `${base}?${s}` : base
}

/**
 * A sortable header of the table (issue 36): the current sort's column says its direction and
 * links the other one; another column links its first direction. Back to page 1 either way.
 */
export function equipmentColumnSort(
  base: string,
  f: AdminListingFilter,
  column: AdminListingSortColumn,
): ColumnSort {
  const c = ADMIN_LISTING_SORT_COLUMNS[column]
  const sort = f.sort ?? 'updated'
  const direction = sort === c.asc ? 'ascending' : sort === c.desc ? 'descending' : null
  const next = direction === 'ascending' ? c.desc : direction === 'descending' ? c.asc : c[c.first]
  return { href: equipmentHref(base, { ...f, sort: next }), direction }
}

export async function getAdminListings(filter: AdminListingFilter, locale: Locale) {
  const { adminListings } = await gql(AdminListingsDocument, { filter }, { locale, session: true })
  return adminListings
}
export type AdminListingsData = Awaited<ReturnType<typeof getAdminListings>>

export async function getAdminListing(stockNumber: string, locale: Locale) {
  const { adminListing } = await gql(
    AdminListingDocument,
    { stockNumber },
    { locale, session: true },
  )
  return adminListing
}
export type AdminListingData = NonNullable<Awaited<ReturnType<typeof getAdminListing>>>
