import { cache } from 'react'
import {
  ListingDetailDocument,
  SimilarListingsDocument,
  type ListingDetailQuery,
} from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { cellData, loadCell } from '@/components/ui/cell'
import { gql } from '@/lib/api-client'

export type ListingDetail = NonNullable<ListingDetailQuery['listing']>

/** One listing by stock number (null when there is none), once per request. */
export const getListing = cache(async (stockNumber: string, locale: Locale) => {
  const data = await gql(ListingDetailDocument, { stockNumber }, { locale })
  return data.listing
})

/**
 * How many similar machines the page shows: one row of cards; the search behind "Browse" has
 * the rest (issue 18: each card is markup twice, in the HTML and in the payload).
 */
export const SIMILAR_COUNT = 4

export async function getSimilarListings(stockNumber: string, locale: Locale) {
  const cell = await loadCell(async () => {
    const data = await gql(
      SimilarListingsDocument,
      { stockNumber, first: SIMILAR_COUNT },
      { locale },
    )
    return data.similarListings
  })
  // Similar machines are a convenience: the page stands without them.
  return cellData(cell, [])
}
