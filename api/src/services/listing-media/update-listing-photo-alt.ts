import { listingPhotoAltSchema } from '@ironyard/contract/admin-media'
import type { ListingImage } from '../../db/schema'
import type { Locale } from '../../lib/locale'
import type { ListingActor } from '../listing-admin/listing-scope'
import { photoNotFound } from './delete-listing-photo'
import { idOf, parseMediaInput, parseStockNumber, type MediaDeps } from './media-listing'
import { updateListingPhotoFields } from './update-listing-photo-fields'

/** A photo's alt text in both languages (what screen readers say and search engines read). */
export async function updateListingPhotoAlt(
  deps: MediaDeps,
  actor: ListingActor,
  input: { stockNumber: unknown; photoId: unknown; altEn: unknown; altEs: unknown },
  locale: Locale,
): Promise<ListingImage> {
  const stockNumber = parseStockNumber(input.stockNumber, locale)
  const photoId = idOf(input.photoId, () => photoNotFound(stockNumber))
  const alt = parseMediaInput(listingPhotoAltSchema, input, locale)
  return updateListingPhotoFields(
    deps,
    actor,
    { stockNumber, photoId, action: 'listing.photo_alt' },
    { altEn: alt.altEn, altEs: alt.altEs },
  )
}
