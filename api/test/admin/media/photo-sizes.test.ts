import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { listingImages, type Listing } from '../../../src/db/schema'
import { renderPhoto } from '../../../src/services/listing-media/photo-files'
import { insertListing } from '../../factories'
import { createMediaApp, jpeg, type MediaTestApp } from './helpers'

/**
 * Issue 36, defect 6: a 1,200 px photo was enlarged to 1,600 and offered as `1600w`. Its web
 * sizes stop at its own width, and the listing's srcset claims no width it does not have.
 */
describe('a photo smaller than the largest web size', () => {
  let t: MediaTestApp
  let listing: Listing
  beforeAll(async () => {
    t = await createMediaApp()
    listing = await insertListing(t.database, { status: 'available' })
    await t.database.db.delete(listingImages).where(eq(listingImages.listingId, listing.id))
  }, 180_000)
  afterAll(() => t.close())

  it('is stored at 400, 800 and its own 1,200 px, and the listing offers 1200w, not 1600w', async () => {
    const res = await t.upload(
      `/admin/listings/${listing.stockNumber}/photos`,
      await jpeg(90, 1200, 900),
    )
    expect(res.statusCode).toBe(201)
    const [row] = await t.database.db
      .select()
      .from(listingImages)
      .where(eq(listingImages.id, Number(res.json().photo.id)))
    expect([row.width, row.height]).toEqual([1200, 900])
    const widths: number[] = []
    for (const sizeClass of [400, 800, 1600]) {
      const meta = await sharp(path.join(t.mediaDir, `${row.path}-${sizeClass}.webp`)).metadata()
      widths.push(meta.width)
      expect(meta.height).toBe(meta.width * 0.75)
    }
    expect(widths).toEqual([400, 800, 1200])

    const page = await t.gql<{
      listing: {
        images: Array<{
          srcSet: string
          width: number
          sizes: Array<{ width: number; url: string }>
        }>
      }
    }>(
      `{ listing(stockNumber: "${listing.stockNumber}") { images { srcSet width sizes { width url } } } }`,
    )
    expect(page.errors).toBeUndefined()
    const [image] = page.data!.listing.images
    expect(image.width).toBe(1200)
    expect(image.sizes.map((s) => s.width)).toEqual([400, 800, 1200])
    expect(image.sizes[2].url).toMatch(/-1600\.webp$/)
    expect(image.srcSet).toMatch(/-1600\.webp 1200w$/)
    expect(image.srcSet).not.toContain('1600w')
  })

  it('never enlarges: a narrow or wide photo keeps its own 4:3 crop size in every class', async () => {
    // 500 × 600: the widest 4:3 crop is 500 × 375.
    const tall = await renderPhoto(await jpeg(91, 500, 600))
    expect(tall.files.map((f) => [f.sizeClass, f.width])).toEqual([
      [400, 400],
      [800, 500],
      [1600, 500],
    ])
    expect([tall.width, tall.height]).toEqual([500, 375])
    // 2,000 × 600 (a panorama): its 4:3 crop is 800 × 600.
    const wide = await renderPhoto(await jpeg(92, 2000, 600))
    expect(wide.files.map((f) => f.width)).toEqual([400, 800, 800])
    for (const f of [...tall.files, ...wide.files]) {
      const meta = await sharp(f.data).metadata()
      expect([meta.width, meta.height]).toEqual([f.width, Math.round(f.width * 0.75)])
    }
    // A photo at least as wide as the largest class is still stored at 1,600.
    const large = await renderPhoto(await jpeg(93, 2000, 1500))
    expect(large.files.map((f) => f.width)).toEqual([400, 800, 1600])
  })
})
