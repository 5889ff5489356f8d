import zlib from 'node:zlib'
import { eq } from 'drizzle-orm'
import { MAX_PHOTO_PIXELS } from '@ironyard/contract/admin-media'
import { listingImages, type Listing } from '../../../src/db/schema'
import { AppError } from '../../../src/lib/errors'
import { renderPhoto } from '../../../src/services/listing-media/photo-files'
import { insertListing } from '../../factories'
import { createMediaApp, type MediaTestApp } from './helpers'

/**
 * Photos too large to decode (issue 31, finding 7d): a 16,000 × 16,000 PNG compresses to 31 KB
 * and cost 2 s of CPU per web size to decode. The size is read from the header and refused before
 * any pixel is decoded.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const out = Buffer.alloc(body.length + 8)
  out.writeUInt32BE(data.length, 0)
  body.copy(out, 4)
  out.writeUInt32BE(crc32(body), body.length + 4)
  return out
}

/**
 * A black 1-bit grayscale PNG of this size. `pixels: false` leaves the picture data out: a file
 * only its header describes, which no decoder can turn into pixels.
 */
function png(width: number, height: number, { pixels = true } = {}): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 1 // bit depth
  header[9] = 0 // grayscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * (pixels ? height : 1))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** What renderPhoto refused with: its message key and variables. */
async function refusal(bytes: Buffer) {
  try {
    await renderPhoto(bytes)
  } catch (err) {
    if (err instanceof AppError) return { key: err.messageKey, vars: err.vars }
    throw err
  }
  return null
}

describe('photos over 50 megapixels', () => {
  let t: MediaTestApp
  let listing: Listing
  beforeAll(async () => {
    t = await createMediaApp()
    listing = await insertListing(t.database, { status: 'available' })
  }, 180_000)
  afterAll(() => t.close())

  it('a 16,000 × 16,000 PNG upload is refused with a field message, in English and Spanish', async () => {
    const bomb = png(16_000, 16_000)
    expect(bomb.length).toBeLessThan(64 * 1024)
    const rows = () =>
      t.database.db.select().from(listingImages).where(eq(listingImages.listingId, listing.id))
    const before = (await rows()).length
    const url = `/admin/listings/${listing.stockNumber}/photos`
    const en = await t.upload(url, bomb, { 'content-type': 'image/png' })
    expect(en.statusCode).toBe(400)
    expect(en.json().error).toMatchObject({
      code: 'VALIDATION',
      messageKey: 'media:photo.tooManyPixels',
      message:
        'This photo is 16000 × 16000 pixels (256 megapixels): send one of at most 50 megapixels',
    })
    const es = await t.upload(url, bomb, { 'content-type': 'image/png', 'x-locale': 'es' })
    expect(es.json().error.message).toBe(
      'Esta foto mide 16000 × 16000 píxeles (256 megapíxeles): envía una de 50 megapíxeles como máximo',
    )
    expect(await rows()).toHaveLength(before)
  })

  it('is decided from the header alone, before any pixel is decoded', async () => {
    // No picture data at all: decoding would fail ("not a photo"); the header is enough to refuse.
    expect(await refusal(png(16_000, 16_000, { pixels: false }))).toEqual({
      key: 'media:photo.tooManyPixels',
      vars: { width: 16_000, height: 16_000, megapixels: 256, max: 50 },
    })
    // Past sharp's own default limit (268 megapixels) too: still this message, not "not a photo".
    expect(await refusal(png(65_535, 65_535, { pixels: false }))).toMatchObject({
      key: 'media:photo.tooManyPixels',
    })
  })

  it('draws the line at 50,000,000 pixels', async () => {
    expect(MAX_PHOTO_PIXELS).toBe(50_000_000)
    // 7,071² = 49,999,041: allowed past the size check, then refused only as undecodable.
    expect(await refusal(png(7_071, 7_071, { pixels: false }))).toMatchObject({
      key: 'media:photo.notImage',
    })
    // 10,000 × 5,001 = 50,010,000: said as 50.1 (rounded up, never "50, at most 50").
    expect(await refusal(png(10_000, 5_001, { pixels: false }))).toMatchObject({
      key: 'media:photo.tooManyPixels',
      vars: { megapixels: 50.1, max: 50 },
    })
  })
})
