import { listingPhotoFocalSchema } from '@ironyard/contract/admin-media'
import { and, eq } from 'drizzle-orm'
import { listingImages, type ListingImage } from '../../db/schema'
import type { Locale } from '../../lib/locale'
import type { ListingActor } from '../listing-admin/listing-scope'
import { photoNotFound } from './delete-listing-photo'
import {
  idOf,
  parseMediaInput,
  parseStockNumber,
  photoPlace,
  runMediaChange,
  type MediaDeps,
} from './media-listing'

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
  return runMediaChange(
    deps,
    { stockNumber, actor, action: 'listing.photo_focal' },
    async (tx, listing) => {
      const [photo] = await tx
        .select()
        .from(listingImages)
        .where(and(eq(listingImages.id, photoId), eq(listingImages.listingId, listing.id)))
      if (!photo) throw photoNotFound(stockNumber)
      if (photo.focalX === focal.focalX && photo.focalY === focal.focalY)
        return { result: photo, audit: null }
      const [updated] = await tx
        .update(listingImages)
        .set(focal)
        .where(eq(listingImages.id, photo.id))
        .returning()
      const place = await photoPlace(tx, listing.id, photo.position)
      return {
        result: updated,
        audit: {
          before: { photoId, ...place, focalX: photo.focalX, focalY: photo.focalY },
          after: { photoId, ...place, ...focal },
        },
      }
    },
  )
}
