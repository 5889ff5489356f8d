import { listingPhotoAltSchema } from '@ironyard/contract/admin-media'
import { and, eq } from 'drizzle-orm'
import { listingImages, type ListingImage } from '../../db/schema'
import type { Locale } from '../../lib/locale'
import type { ListingActor } from '../listing-admin/listing-scope'
import {
  idOf,
  parseMediaInput,
  parseStockNumber,
  photoPlace,
  runMediaChange,
  type MediaDeps,
} from './media-listing'
import { photoNotFound } from './delete-listing-photo'

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
  return runMediaChange(
    deps,
    { stockNumber, actor, action: 'listing.photo_alt' },
    async (tx, listing) => {
      const [photo] = await tx
        .select()
        .from(listingImages)
        .where(and(eq(listingImages.id, photoId), eq(listingImages.listingId, listing.id)))
      if (!photo) throw photoNotFound(stockNumber)
      if (photo.altEn === alt.altEn && photo.altEs === alt.altEs)
        return { result: photo, audit: null }
      const [updated] = await tx
        .update(listingImages)
        .set(alt)
        .where(eq(listingImages.id, photo.id))
        .returning()
      const place = await photoPlace(tx, listing.id, photo.position)
      return {
        result: updated,
        audit: {
          before: { photoId, ...place, altEn: photo.altEn, altEs: photo.altEs },
          after: { photoId, ...place, ...alt },
        },
      }
    },
  )
}
