import { createHash } from 'node:crypto'
import type { default as Sharp, Metadata } from 'sharp'
import { MAX_PHOTO_PIXELS, MAX_UPLOAD_BYTES, MIN_PHOTO_WIDTH } from '@ironyard/contract/admin-media'
import { AppError } from '../../lib/errors'
import { IMAGE_HEIGHT_RATIO, IMAGE_WIDTHS, type ImageSizeClass } from '../media/image-sizes'

/**
 * sharp (libvips, a native module) loads with the first photo, not with the api (decision 053):
 * required as the static import was (the same CommonJS build), and outside any try, so a failure
 * to load surfaces as itself, never as "not an image".
 */
const loadSharp = () => require('sharp') as typeof Sharp

/** WebP settings of the web sizes (the seed's quality; more effort, as uploads are few). */
const WEBP = { quality: 80, effort: 4 } as const

/** The formats a photo may come in, as sharp names them. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif'])

export const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', {
    messageKey: 'media:photo.tooLarge',
    vars: { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 },
  })

const notImage = () => new AppError('VALIDATION', { messageKey: 'media:photo.notImage' })

/** Megapixels rounded up to a tenth: 50,010,000 pixels is "50.1", never "50, at most 50". */
const tooManyPixels = (width: number, height: number) =>
  new AppError('VALIDATION', {
    messageKey: 'media:photo.tooManyPixels',
    vars: {
      width,
      height,
      megapixels: Math.ceil((width * height) / 100_000) / 10,
      max: MAX_PHOTO_PIXELS / 1_000_000,
    },
  })

/**
 * Every decode is capped too (sharp's own default allows 268 megapixels): a file whose pixels
 * outnumber what its header said stops there instead of being decoded.
 */
const DECODE = { limitInputPixels: MAX_PHOTO_PIXELS } as const

/**
 * The container a photo's first bytes announce (JPEG, PNG, WebP, or an ISO-BMFF `ftyp` box of
 * AVIF or HEIC), or null. The name and the declared type of an upload are never believed.
 */
export function sniffImage(bytes: Buffer): 'jpeg' | 'png' | 'webp' | 'heif' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg'
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png'
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp'
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = bytes.subarray(8, 12).toString('latin1')
    if (['avif', 'avis', 'heic', 'heix', 'mif1', 'msf1'].includes(brand)) return 'heif'
  }
  return null
}

/** SHA-256 of the bytes (hex): the same file sent twice to a listing is one photo. */
export const contentHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

export interface RenderedPhoto {
  /** The largest file's size: the photo's own 4:3 crop, at most the largest size class. */
  width: number
  height: number
  /** One file per size class, stored as `-<sizeClass>.webp`: `width` pixels wide, never more. */
  files: Array<{ sizeClass: ImageSizeClass; width: number; data: Buffer }>
}

/**
 * Check an upload is a photo by its content (magic bytes, then sharp must decode it as one of
 * the photo formats), then render the web sizes: turned upright by its EXIF orientation, cropped
 * to 4:3 and re-encoded as WebP, which drops every metadata block (EXIF, GPS, XMP, ICC). Its size
 * is read from the header first (`metadata()` decodes no pixel, so it needs no pixel limit): a
 * photo over MAX_PHOTO_PIXELS is refused before anything is decoded.
 */
export async function renderPhoto(bytes: Buffer): Promise<RenderedPhoto> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge()
  if (!sniffImage(bytes)) throw notImage()
  const sharp = loadSharp()
  let meta: Metadata
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw notImage()
  }
  if (!meta.format || !PHOTO_FORMATS.has(meta.format) || !meta.width || !meta.height)
    throw notImage()
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) throw tooManyPixels(meta.width, meta.height)
  // Orientations 5-8 turn the picture a quarter: its upright width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5
  const uprightWidth = turned ? meta.height : meta.width
  const uprightHeight = turned ? meta.width : meta.height
  if (uprightWidth < MIN_PHOTO_WIDTH)
    throw new AppError('VALIDATION', {
      messageKey: 'media:photo.tooSmall',
      vars: { width: uprightWidth, min: MIN_PHOTO_WIDTH },
    })
  // The widest 4:3 crop of the upright photo: no size is ever enlarged past it (issue 36, a
  // 1,200 px photo was stored as 1,600); a smaller photo's larger classes hold it at its size.
  const cropWidth = Math.min(uprightWidth, Math.floor(uprightHeight / IMAGE_HEIGHT_RATIO))
  const files: RenderedPhoto['files'] = []
  const encoded = new Map<number, Buffer>()
  try {
    for (const sizeClass of IMAGE_WIDTHS) {
      const width = Math.min(sizeClass, cropWidth)
      let data = encoded.get(width)
      if (!data) {
        data = await sharp(bytes, DECODE)
          .rotate()
          .resize(width, Math.round(width * IMAGE_HEIGHT_RATIO), {
            fit: 'cover',
            withoutEnlargement: true,
          })
          .webp(WEBP)
          .toBuffer()
        encoded.set(width, data)
      }
      files.push({ sizeClass, width, data })
    }
  } catch {
    throw notImage()
  }
  const width = files[files.length - 1].width
  return { width, height: Math.round(width * IMAGE_HEIGHT_RATIO), files }
}
