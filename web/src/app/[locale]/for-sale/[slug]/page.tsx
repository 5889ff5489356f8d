import { permanentRedirect } from 'next/navigation'
import { after } from 'next/server'
import { ListingDetailView } from '@/features/listing/ListingDetailView'
import { getLeadPrefill, recordListingView } from '@/features/listing/equipment-data'
import { getSimilarListings } from '@/features/listing/listing-data'
import {
  listingPageMetadata,
  listingQueryId,
  loadListingPage,
  type ListingPageProps,
} from '@/features/listing/listing-page'
import { decodeSegment, listingPath } from '@/lib/listing-path'

export const generateMetadata = listingPageMetadata

/**
 * The equipment page at /for-sale/{year}-{make}-{model}-{stock}. Other slugs of the same machine
 * redirect here (keeping ?queryID=); a view that came from a search is recorded against it.
 */
export default async function ListingPage(props: ListingPageProps) {
  const { locale, listing } = await loadListingPage(props)
  const { slug } = await props.params
  const queryId = await listingQueryId(props)
  const canonical = listingPath(listing, locale)
  if (`${canonical.split('/').pop()}` !== decodeSegment(slug)) {
    permanentRedirect(listingPath(listing, locale, queryId))
  }
  if (queryId) {
    // After the response: attribution never delays the page.
    after(() => recordListingView(listing.stockNumber, queryId, locale))
  }
  const similar = getSimilarListings(listing.stockNumber, locale)
  const prefill = await getLeadPrefill(locale)
  return (
    <ListingDetailView
      locale={locale}
      listing={listing}
      similar={similar}
      queryId={queryId}
      prefill={prefill}
      path={canonical}
    />
  )
}
