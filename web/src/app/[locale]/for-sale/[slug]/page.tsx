import { permanentRedirect } from 'next/navigation'
import { after } from 'next/server'
import { ListingDetailView } from '@/features/listing/ListingDetailView'
import { getListingInsights } from '@/features/listing-insights/insights-data'
import { ListingInsights } from '@/features/listing-insights/ListingInsights'
import { ListingPrintSheet } from '@/features/listing-insights/ListingPrintSheet'
import { absoluteUrl } from '@/lib/seo'
import { isForSale } from '@ironyard/contract'
import { getLeadPrefill, recordListingView } from '@/features/listing/equipment-data'
import { getSimilarListings } from '@/features/listing/listing-data'
import {
  listingPageMetadata,
  listingOpenForm,
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
  const openForm = await listingOpenForm(props)
  const canonical = listingPath(listing, locale)
  if (`${canonical.split('/').pop()}` !== decodeSegment(slug)) {
    permanentRedirect(listingPath(listing, locale, queryId))
  }
  if (queryId) {
    // After the response: attribution never delays the page.
    after(() => recordListingView(listing.stockNumber, queryId, locale))
  }
  const similar = getSimilarListings(listing.stockNumber, locale)
  const forSale = isForSale(listing.status)
  const [prefill, { insights, allIn }] = await Promise.all([
    getLeadPrefill(locale),
    getListingInsights(listing.stockNumber, locale, (await props.searchParams).zip, forSale),
  ])
  const url = absoluteUrl(canonical)
  return (
    <>
      <ListingDetailView
        locale={locale}
        listing={listing}
        similar={similar}
        buyer={{ queryId, prefill, path: canonical, openForm }}
        insights={
          <ListingInsights
            locale={locale}
            listing={listing}
            allIn={allIn}
            insights={insights}
            path={canonical}
            url={url}
            forSale={forSale}
          />
        }
      />
      <ListingPrintSheet locale={locale} listing={listing} allIn={allIn} url={url} />
    </>
  )
}
