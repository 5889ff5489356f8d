import { MEDIA_MESSAGE_KEYS } from '@ironyard/contract/media-error-keys'
import { asc, eq, sql } from 'drizzle-orm'
import { listingImages, type ListingImage } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import type { ListingActor } from '../listing-admin/listing-scope'
import { renumberDefaultAlts } from './default-alt'
import { machineTitle, parseStockNumber, runMediaChange, type MediaDeps } from './media-listing'

/**
 * Put a listing's photos in a new order: `photoIds` names every photo of the listing exactly
 * once, first photo first (the cover of the card and the page). Default alt texts name the new
 * places. The same order again records nothing.
 */
export async function reorderListingPhotos(
  deps: MediaDeps,
  actor: ListingActor,
  input: { stockNumber: unknown; photoIds: unknown },
  locale: Locale,
): Promise<ListingImage[]> {
  const stockNumber = parseStockNumber(input.stockNumber, locale)
  const mismatch = () =>
    new AppError('VALIDATION', { messageKey: MEDIA_MESSAGE_KEYS.reorderMismatch })
  const raw = Array.isArray(input.photoIds) ? input.photoIds : []
  if (raw.length > 100 || !raw.every((id) => typeof id === 'string' && /^\d{1,9}$/.test(id)))
    throw mismatch()
  const wanted = raw.map(Number)
  return runMediaChange(
    deps,
    { stockNumber, actor, action: 'listing.photo_reorder' },
    async (tx, listing) => {
      const inOrder = () =>
        tx
          .select()
          .from(listingImages)
          .where(eq(listingImages.listingId, listing.id))
          .orderBy(asc(listingImages.position))
      const rows = await inOrder()
      const current = rows.map((r) => r.id)
      const same = new Set(wanted)
      if (
        same.size !== wanted.length ||
        wanted.length !== current.length ||
        !current.every((id) => same.has(id))
      )
        throw mismatch()
      if (current.every((id, i) => id === wanted[i])) return { result: rows, audit: null }
      // Positions are unique per listing: move every row out of the way, then to its place.
      await tx
        .update(listingImages)
        .set({ position: sql`-1 - ${listingImages.position}` })
        .where(eq(listingImages.listingId, listing.id))
      for (const [i, id] of wanted.entries())
        await tx.update(listingImages).set({ position: i }).where(eq(listingImages.id, id))
      return {
        // Default alt texts ("…, photo 3") follow their photo's new place.
        result: await renumberDefaultAlts(tx, listing.id, machineTitle(listing)),
        audit: { before: { order: current }, after: { order: wanted } },
      }
    },
  )
}
