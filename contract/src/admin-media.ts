import { parseVideoLink } from './video-links'
import { z } from './zod'

/**
 * A listing's photos, videos and inspection documents as staff manage them (issue 14): the
 * console's forms and the api read these limits and schemas. Field messages are `key:media.<key>`:
 * the api answers them from its `media` namespace, the console from `admin-media`.
 */

/** An uploaded photo or PDF: at most 20 MB. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024
/** Photos a listing may have. */
export const MAX_LISTING_PHOTOS = 40
/** Videos a listing may have. */
export const MAX_LISTING_VIDEOS = 10
/** A photo narrower than this would be blown up on the page. */
export const MIN_PHOTO_WIDTH = 400
/**
 * A photo of more pixels is refused from its header, before it is decoded: a 16,000 × 16,000 PNG
 * is 31 KB on the wire and seconds of CPU to decode (issue 31, finding 7d). Cameras and phones
 * shoot 12 to 48 megapixels by default; a phone's 108 or 200 megapixel mode must be scaled down.
 */
export const MAX_PHOTO_PIXELS = 50_000_000

/**
 * A video the listing page can play (issue 36): a YouTube or Vimeo video (embedded), or an https
 * .mp4 file (contract/src/video-links.ts). No credentials in the URL, at most 500 characters.
 */
export const isListingVideoUrl = (raw: string): boolean => parseVideoLink(raw) !== null

const text = (key: string, max: number) =>
  z
    .string({ error: `key:media.${key}` })
    .trim()
    .min(1, `key:media.${key}`)
    .max(max, 'key:media.tooLong')

export const listingVideoInputSchema = z.object({
  url: z
    .string({ error: 'key:media.videoUrl' })
    .trim()
    .refine(isListingVideoUrl, 'key:media.videoUrl'),
  title: text('videoTitle', 200),
})
export type ListingVideoInput = z.infer<typeof listingVideoInputSchema>

export const listingPhotoAltSchema = z.object({
  altEn: text('altRequired', 300),
  altEs: text('altRequired', 300),
})
export type ListingPhotoAlt = z.infer<typeof listingPhotoAltSchema>

/**
 * A photo's focal point (issue 36, point 10): where the public site crops around it, in percent
 * of the photo's width (`focalX`, from the left) and height (`focalY`, from the top). A photo
 * starts at the centre. A fraction is rounded to a whole percent.
 */
export const DEFAULT_FOCAL_POINT = { focalX: 50, focalY: 50 } as const

const percent = z
  .number({ error: 'key:media.focalPoint' })
  .min(0, 'key:media.focalPoint')
  .max(100, 'key:media.focalPoint')
  .transform((n) => Math.round(n))

export const listingPhotoFocalSchema = z.object({ focalX: percent, focalY: percent })
export type ListingPhotoFocal = z.output<typeof listingPhotoFocalSchema>

/**
 * A percentage as an operator types it in a form: "40", "40 %", "37.5" or "37,5" (the Spanish
 * decimal comma). Anything else is NaN, which the focal point's schema refuses.
 */
export function parsePercentText(raw: string): number {
  const s = raw.trim().replace(/\s*%$/, '').replace(',', '.')
  return /^\d{1,3}(\.\d{1,4})?$/.test(s) ? Number(s) : NaN
}
