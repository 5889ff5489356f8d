import { MEDIA_MESSAGE_KEYS } from '@ironyard/contract/media-error-keys'
import { and, eq } from 'drizzle-orm'
import { listingVideos } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import type { ListingActor } from '../listing-admin/listing-scope'
import { idOf, parseStockNumber, runMediaChange, type MediaDeps } from './media-listing'

/** Remove a video link from a listing; one already gone is NOT_FOUND. */
export async function deleteListingVideo(
  deps: MediaDeps,
  actor: ListingActor,
  input: { stockNumber: unknown; videoId: unknown },
  locale: Locale,
): Promise<{ id: number }> {
  const stockNumber = parseStockNumber(input.stockNumber, locale)
  const notFound = () =>
    new AppError('NOT_FOUND', {
      messageKey: MEDIA_MESSAGE_KEYS.videoNotFound,
      vars: { stockNumber },
    })
  const videoId = idOf(input.videoId, notFound)
  return runMediaChange(
    deps,
    { stockNumber, actor, action: 'listing.video_delete' },
    async (tx, listing) => {
      const [row] = await tx
        .delete(listingVideos)
        .where(and(eq(listingVideos.id, videoId), eq(listingVideos.listingId, listing.id)))
        .returning()
      if (!row) throw notFound()
      return {
        result: { id: row.id },
        audit: { before: { videoId, url: row.url, title: row.title }, after: null },
      }
    },
  )
}
