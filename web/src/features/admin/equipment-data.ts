import {
  ADMIN_LISTING_MAX_PAGE,
  ADMIN_LISTING_SORTS,
  adminPage,
  type AdminListingSort,
} from '@ironyard/contract/admin-console'
import { LISTING_STATUSES, type ListingStatus } from '@ironyard/contract/listing-enums'
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
  return {
    q: one(raw, 'q'),
    status: status && LISTING_STATUSES.includes(status) ? status : undefined,
    sort: sort && LISTING_SORTS.includes(sort) ? sort : 'updated',
    page: adminPage(one(raw, 'page'), ADMIN_LISTING_MAX_PAGE),
  }
}

export function equipmentHref(base: string, f: AdminListingFilter, page = 1): string {
  const q = new URLSearchParams()
  if (f.q) q.set('q', f.q)
  if (f.status) q.set('status', f.status)
  if (f.sort && f.sort !== 'updated') q.set('sort', f.sort)
  if (page > 1) q.set('page', String(page))
  const s = q.toString()
  return s ? `${base}?${s}` : base
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
