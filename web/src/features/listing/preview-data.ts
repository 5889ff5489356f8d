import { ListingPreviewDocument } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'

/**
 * A listing as buyers will see it, in any state (issue 36, point 10): the api answers staff, and a
 * partner member for their own seller's listings; anyone else's is null (the page is a 404).
 */
export async function getListingPreview(stockNumber: string, locale: Locale) {
  const { listingPreview } = await gql(
    ListingPreviewDocument,
    { stockNumber },
    { locale, session: true, unauthenticated: 'error' },
  )
  return listingPreview
}
