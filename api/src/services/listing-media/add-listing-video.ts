import { MEDIA_MESSAGE_KEYS } from '@ironyard/contract/media-error-keys'
import { listingVideoInputSchema, MAX_LISTING_VIDEOS } from '@ironyard/contract/admin-media'
import { and, count, eq } from 'drizzle-orm'
import { listingVideos, type ListingVideo } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import type { ListingActor } from '../listing-admin/listing-scope'
import { parseMediaInput, parseStockNumber, runMediaChange, type MediaDeps } from './media-listing'

/**
 * Add a video by URL: an https link to YouTube or Vimeo, or to an .mp4/.webm file (the contract's
 * rule). The same URL twice is one video (the first one is answered). At most 10 per listing.
 */
export async function addListingVideo(
  deps: MediaDeps,
  actor: ListingActor,
  input: { stockNumber: unknown; url: unknown; title: unknown },
  locale: Locale,
): Promise<ListingVideo> {
  const stockNumber = parseStockNumber(input.stockNumber, locale)
  const video = parseMediaInput(listingVideoInputSchema, input, locale)
  return runMediaChange(
    deps,
    { stockNumber, actor, action: 'listing.video_add' },
    async (tx, listing) => {
      const [same] = await tx
        .select()
        .from(listingVideos)
        .where(and(eq(listingVideos.listingId, listing.id), eq(listingVideos.url, video.url)))
      if (same) return { result: same, audit: null }
      const [{ n }] = await tx
        .select({ n: count() })
        .from(listingVideos)
        .where(eq(listingVideos.listingId, listing.id))
      if (n >= MAX_LISTING_VIDEOS)
        throw new AppError('CONFLICT', {
          messageKey: MEDIA_MESSAGE_KEYS.videoTooMany,
          vars: { stockNumber, max: MAX_LISTING_VIDEOS },
        })
      const [row] = await tx
        .insert(listingVideos)
        .values({ listingId: listing.id, url: video.url, title: video.title })
        .returning()
      return {
        result: row,
        audit: { before: null, after: { videoId: row.id, url: row.url, title: row.title } },
      }
    },
  )
}
