import { AdminListingMediaDocument } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'

/** A listing's photos, videos and the 11 document kinds, as the console's media page shows them. */
export async function getListingMedia(stockNumber: string, locale: Locale) {
  const { adminListing } = await gql(
    AdminListingMediaDocument,
    { stockNumber },
    { locale, session: true },
  )
  return adminListing
}

export type ListingMediaData = NonNullable<Awaited<ReturnType<typeof getListingMedia>>>

/** The photo order after moving one photo a place earlier (-1) or later (+1). */
export function movedOrder(ids: readonly string[], id: string, by: -1 | 1): string[] {
  const from = ids.indexOf(id)
  const to = from + by
  if (from < 0 || to < 0 || to >= ids.length) return [...ids]
  const next = [...ids]
  ;[next[from], next[to]] = [next[to], next[from]]
  return next
}
