import { listingPhotoFocalSchema } from '@ironyard/contract/admin-media'
import type { ListingImage } from '../../db/schema'
import type { Locale } from '../../lib/locale'
import type { ListingActor } from '../listing-admin/listing-scope'
import { photoNotFound } from './delete-listing-photo'
import { idOf, parseMediaInput, parseStockNumber, type MediaDeps } from './media-listing'
import { updateListingPhotoFields } from './update-listing-photo-fields'

/**
 * A photo's focal point (issue 36, point 10): where the public site crops around it, in percent
 * of its width and height (0–100, rounded to whole percents). A value out of range, or not a
 * number, is a field error on `focalX` / `focalY` in the caller's language. The same point again
 * records nothing; two operators setting it at once are serialised by the listing's row lock.
 */
export async function updateListingPhotoFocal(
  deps: MediaDeps,
  actor: ListingActor,
  input: { stockNumber: unknown; photoId: unknown; focalX: unknown; focalY: unknown },
  locale: Locale,
): Promise<ListingImage> {
  const stockNumber = parseStockNumber(input.stockNumber, locale)
  const photoId = idOf(input.photoId, () => photoNotFound(stockNumber))
  const focal = parseMediaInput(
    listingPhotoFocalSchema,
    { focalX: input.focalX, focalY: input.focalY },
    locale,
  )
  return updateListingPhotoFields(
    deps,
    actor,
    { stockNumber, photoId, action: 'listing.photo_focal' },
    { focalX: focal.focalX, focalY: focal.focalY },
  )
}
