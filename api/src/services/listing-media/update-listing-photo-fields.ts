import type { AuditAction } from '@ironyard/contract/audit'
import { and, eq } from 'drizzle-orm'
import { listingImages, type ListingImage } from '../../db/schema'
import type { ListingActor } from '../listing-admin/listing-scope'
import { photoNotFound } from './delete-listing-photo'
import { photoPlace, runMediaChange, type MediaDeps } from './media-listing'

/** The photo fields an operator edits one photo at a time (alt texts, focal point). */
type PhotoField = 'altEn' | 'altEs' | 'focalX' | 'focalY'

/**
 * One photo's own fields, changed under the listing's row lock with its audit entry (before and
 * after, with "photo n of m"). The same values again change and record nothing; a photo of
 * another listing is not found. The caller has parsed the values.
 */
export async function updateListingPhotoFields<K extends PhotoField>(
  deps: MediaDeps,
  actor: ListingActor,
  target: { stockNumber: string; photoId: number; action: AuditAction },
  fields: Pick<ListingImage, K>,
): Promise<ListingImage> {
  const { stockNumber, photoId } = target
  const keys = Object.keys(fields) as K[]
  return runMediaChange(
    deps,
    { stockNumber, actor, action: target.action },
    async (tx, listing) => {
      const [photo] = await tx
        .select()
        .from(listingImages)
        .where(and(eq(listingImages.id, photoId), eq(listingImages.listingId, listing.id)))
      if (!photo) throw photoNotFound(stockNumber)
      if (keys.every((k) => photo[k] === fields[k])) return { result: photo, audit: null }
      const [updated] = await tx
        .update(listingImages)
        .set(fields)
        .where(eq(listingImages.id, photo.id))
        .returning()
      const place = await photoPlace(tx, listing.id, photo.position)
      const before = Object.fromEntries(keys.map((k) => [k, photo[k]]))
      return {
        result: updated,
        audit: {
          before: { photoId, ...place, ...before },
          after: { photoId, ...place, ...fields },
        },
      }
    },
  )
}
