import { MEDIA_MESSAGE_KEYS } from '@ironyard/contract/media-error-keys'
import { and, eq, gt, sql } from 'drizzle-orm'
import { listingImages } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import type { ListingActor } from '../listing-admin/listing-scope'
import { photoKeys } from './add-listing-photo'
import { renumberDefaultAlts } from './default-alt'
import {
  idOf,
  machineTitle,
  mediaStorage,
  parseStockNumber,
  photoPlace,
  runMediaChange,
  type MediaDeps,
} from './media-listing'

export const photoNotFound = (stockNumber: string) =>
  new AppError('NOT_FOUND', { messageKey: MEDIA_MESSAGE_KEYS.photoNotFound, vars: { stockNumber } })

/**
 * Delete a photo: its row goes (the photos after it move up one place) and, once that has
 * committed, its uploaded files. Generated illustrations are shared by many listings: only the
 * row goes. Deleting a photo that is already gone is NOT_FOUND.
 */
export async function deleteListingPhoto(
  deps: MediaDeps,
  actor: ListingActor,
  input: { stockNumber: unknown; photoId: unknown },
  locale: Locale,
): Promise<{ id: number }> {
  const stockNumber = parseStockNumber(input.stockNumber, locale)
  const photoId = idOf(input.photoId, () => photoNotFound(stockNumber))
  const deleted = await runMediaChange(
    deps,
    { stockNumber, actor, action: 'listing.photo_delete' },
    async (tx, listing) => {
      const [photo] = await tx
        .delete(listingImages)
        .where(and(eq(listingImages.id, photoId), eq(listingImages.listingId, listing.id)))
        .returning()
      if (!photo) throw photoNotFound(stockNumber)
      // Close the gap in two steps, as positions are unique per listing.
      const after = and(
        eq(listingImages.listingId, listing.id),
        gt(listingImages.position, photo.position),
      )
      await tx
        .update(listingImages)
        .set({ position: sql`-${listingImages.position}` })
        .where(after)
      await tx
        .update(listingImages)
        .set({ position: sql`-${listingImages.position} - 1` })
        .where(and(eq(listingImages.listingId, listing.id), sql`${listingImages.position} < 0`))
      // The photos that moved up: their default alt texts name their new places.
      await renumberDefaultAlts(tx, listing.id, machineTitle(listing))
      return {
        result: photo,
        audit: {
          before: {
            photoId,
            path: photo.path,
            // Counted after the delete: the listing had one photo more.
            ...(await photoPlace(tx, listing.id, photo.position, 1)),
            altEn: photo.altEn,
            altEs: photo.altEs,
          },
          after: null,
        },
      }
    },
  )
  if (deleted.path.startsWith('uploads/') && !deleted.isIllustration) {
    const storage = mediaStorage(deps)
    await Promise.all(photoKeys(deleted.path).map((k) => storage.delete(k)))
  }
  return { id: deleted.id }
}
