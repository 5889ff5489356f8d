import { MAX_LISTING_PHOTOS } from '@ironyard/contract/admin-media'
import { and, count, eq, max } from 'drizzle-orm'
import { listingImages, type ListingImage } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { recordAudit } from '../audit/record-audit'
import type { ListingActor } from '../listing-admin/listing-scope'
import { IMAGE_WIDTHS } from '../media/image-sizes'
import {
  loadMediaListing,
  machineTitle,
  mediaStorage,
  parseStockNumber,
  type MediaDeps,
} from './media-listing'
import { defaultAlt } from './default-alt'
import { contentHash, renderPhoto } from './photo-files'

/** Where a listing's uploaded photo lives: `uploads/<listing id>/<hash prefix>-<width>.webp`. */
export const photoPath = (listingId: number, hash: string) =>
  `uploads/${listingId}/${hash.slice(0, 20)}`

export const photoKeys = (path: string) => IMAGE_WIDTHS.map((w) => `${path}-${w}.webp`)

/**
 * Add a photo to a listing (issue 14): checked by content, stripped of metadata, resized to the
 * web sizes, stored, and appended after the listing's last photo with an alt text naming the
 * machine in both languages. The same bytes again answer the photo already there (idempotent, no
 * second row, no second audit entry). A listing has at most 40 photos (CONFLICT).
 */
export async function addListingPhoto(
  deps: MediaDeps,
  actor: ListingActor,
  input: { stockNumber: unknown; bytes: Buffer },
  locale: Locale,
): Promise<{ photo: ListingImage; created: boolean }> {
  const stockNumber = parseStockNumber(input.stockNumber, locale)
  const hash = contentHash(input.bytes)
  const { db } = deps.database
  const listing = await db.transaction((tx) => loadMediaListing(tx, stockNumber, actor.scope))
  const existing = async () =>
    (
      await db
        .select()
        .from(listingImages)
        .where(and(eq(listingImages.listingId, listing.id), eq(listingImages.contentHash, hash)))
    )[0]
  const already = await existing()
  if (already) return { photo: already, created: false }
  const tooMany = () =>
    new AppError('CONFLICT', {
      messageKey: 'media:photo.tooMany',
      vars: { stockNumber, max: MAX_LISTING_PHOTOS },
    })
  // A full listing is refused before the work (and again below, under the lock).
  const [{ n: stored }] = await db
    .select({ n: count() })
    .from(listingImages)
    .where(eq(listingImages.listingId, listing.id))
  if (stored >= MAX_LISTING_PHOTOS) throw tooMany()

  // The slow part (decode, resize, store) runs before the transaction that numbers the photo.
  const rendered = await renderPhoto(input.bytes)
  const path = photoPath(listing.id, hash)
  const storage = mediaStorage(deps)
  await Promise.all(
    rendered.files.map((f) => storage.put(`${path}-${f.sizeClass}.webp`, f.data, 'image/webp')),
  )
  const now = deps.now()
  try {
    return await db.transaction(async (tx) => {
      const locked = await loadMediaListing(tx, stockNumber, actor.scope, { lock: true })
      const [dup] = await tx
        .select()
        .from(listingImages)
        .where(and(eq(listingImages.listingId, locked.id), eq(listingImages.contentHash, hash)))
      if (dup) return { photo: dup, created: false }
      const [stats] = await tx
        .select({ n: count(), last: max(listingImages.position) })
        .from(listingImages)
        .where(eq(listingImages.listingId, locked.id))
      if (stats.n >= MAX_LISTING_PHOTOS) throw tooMany()
      const n = stats.n + 1
      const title = machineTitle(locked)
      const [photo] = await tx
        .insert(listingImages)
        .values({
          listingId: locked.id,
          position: (stats.last ?? -1) + 1,
          path,
          width: rendered.width,
          height: rendered.height,
          altEn: defaultAlt('en', title, n),
          altEs: defaultAlt('es', title, n),
          isIllustration: false,
          contentHash: hash,
        })
        .returning()
      await recordAudit(tx, {
        actor,
        action: 'listing.photo_add',
        entityType: 'listing',
        entityKey: stockNumber,
        before: null,
        after: {
          photoId: photo.id,
          path,
          photoNumber: photo.position + 1,
          photoCount: n,
          contentHash: hash,
        },
        at: now,
      })
      return { photo, created: true }
    })
  } catch (err) {
    // Refused (too many photos): drop the files unless another request stored the same photo.
    if (!(await existing())) await Promise.all(photoKeys(path).map((k) => storage.delete(k)))
    throw err
  }
}
