import fs from 'node:fs'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { MAX_UPLOAD_BYTES } from '@ironyard/contract/admin-media'
import { auditLog, listingImages, type Listing } from '../../../src/db/schema'
import { insertListing } from '../../factories'
import { createUser } from '../../account/helpers'
import { createMediaApp, jpeg, pdf, type MediaTestApp } from './helpers'

describe('listing photos uploaded in the console (issue 14)', () => {
  let t: MediaTestApp
  let listing: Listing
  const url = () => `/admin/listings/${listing.stockNumber}/photos`
  const photosOf = () =>
    t.database.db
      .select()
      .from(listingImages)
      .where(eq(listingImages.listingId, listing.id))
      .orderBy(listingImages.position)

  beforeAll(async () => {
    t = await createMediaApp()
    listing = await insertListing(t.database, { status: 'available' })
  }, 180_000)
  afterAll(() => t.close())
  beforeEach(() => t.asAdmin())

  it('stores a photo in the three web sizes, appends it, and the listing page shows it', async () => {
    const before = (await photosOf()).length
    const res = await t.upload(url(), await jpeg(1), { 'content-type': 'image/jpeg' })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.created).toBe(true)
    const rows = await photosOf()
    expect(rows).toHaveLength(before + 1)
    const row = rows[rows.length - 1]
    expect(row.position).toBe(rows[rows.length - 2]?.position + 1 || 0)
    expect(row.path).toMatch(new RegExp(`^uploads/${listing.id}/[0-9a-f]{20}$`))
    expect(row.isIllustration).toBe(false)
    expect(row.altEn).toMatch(
      new RegExp(`^${listing.year} .+ ${listing.model}, photo ${before + 1}$`),
    )
    expect(row.altEs).toMatch(/, foto \d+$/)
    // An 800 px photo: its largest class holds it at 800, never enlarged (issue 36).
    for (const [sizeClass, w] of [
      [400, 400],
      [800, 800],
      [1600, 800],
    ]) {
      const meta = await sharp(path.join(t.mediaDir, `${row.path}-${sizeClass}.webp`)).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, w * 0.75])
    }
    expect([row.width, row.height]).toEqual([800, 600])
    const served = await t.app.inject({ method: 'GET', url: `/media/${row.path}-800.webp` })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(body.photo.url).toContain(`/media/${row.path}-800.webp`)

    const page = await t.gql<{ listing: { images: Array<{ url: string }> } }>(
      `{ listing(stockNumber: "${listing.stockNumber}") { images { url } } }`,
    )
    expect(page.data!.listing.images.map((i) => i.url)).toContain(body.photo.url)

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'listing.photo_add'), eq(auditLog.entityKey, listing.stockNumber)),
      )
    expect(audit).toHaveLength(1)
    expect(audit[0].actorEmail).toBe(t.admin.email)
    expect(audit[0].after).toMatchObject({ photoId: row.id, path: row.path })
    // Where the photo is, as the audit log says it (issue 36): appended, "photo 8 of 8".
    expect(audit[0].after).toMatchObject({
      photoNumber: row.position + 1,
      photoCount: row.position + 1,
    })
  })

  it('the same bytes twice are one photo (idempotent: 200, no second row or audit entry)', async () => {
    const bytes = await jpeg(2)
    const first = await t.upload(url(), bytes)
    expect(first.statusCode).toBe(201)
    const count = (await photosOf()).length
    const again = await t.upload(url(), bytes, { 'content-type': 'image/png' })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ created: false, photo: { id: first.json().photo.id } })
    expect(await photosOf()).toHaveLength(count)
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'listing.photo_add'))
    expect(
      audit.filter(
        (a) => (a.after as { photoId: number }).photoId === Number(first.json().photo.id),
      ),
    ).toHaveLength(1)
  })

  it('strips EXIF and other metadata, and turns the picture upright by its orientation first', async () => {
    // Left half red, right half blue, stored sideways: orientation 6 says "turn 90° clockwise",
    // so upright the red half is on top.
    const sideways = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 0, g: 0, b: 255 } },
    })
      .composite([
        {
          input: {
            create: { width: 400, height: 600, channels: 3, background: { r: 255, g: 0, b: 0 } },
          },
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Owner Name' } })
      .toBuffer()
    const inMeta = await sharp(sideways).metadata()
    expect(inMeta.exif?.toString('latin1')).toContain('SecretCam')

    const res = await t.upload(url(), sideways, { 'content-type': 'image/jpeg' })
    expect(res.statusCode).toBe(201)
    const [row] = await t.database.db
      .select()
      .from(listingImages)
      .where(eq(listingImages.id, Number(res.json().photo.id)))
    for (const w of [400, 800, 1600]) {
      const file = path.join(t.mediaDir, `${row.path}-${w}.webp`)
      const meta = await sharp(file).metadata()
      expect(meta.exif).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
      expect(meta.orientation).toBeUndefined()
      expect(fs.readFileSync(file).toString('latin1')).not.toContain('SecretCam')
    }
    const { data, info } = await sharp(path.join(t.mediaDir, `${row.path}-400.webp`))
      .raw()
      .toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels
      return [data[i], data[i + 2]] // red, blue
    }
    const [topRed, topBlue] = pixel(200, 5)
    const [bottomRed, bottomBlue] = pixel(200, info.height - 5)
    expect(topRed).toBeGreaterThan(200)
    expect(topBlue).toBeLessThan(60)
    expect(bottomBlue).toBeGreaterThan(200)
    expect(bottomRed).toBeLessThan(60)
  })

  it('refuses by content: a text file named .jpg, a PDF posing as a photo, a truncated JPEG', async () => {
    const count = (await photosOf()).length
    const cases: Array<[Buffer, Record<string, string>]> = [
      [
        Buffer.from('just some text, honestly\n'),
        { 'content-type': 'image/jpeg', 'x-file-name': 'photo.jpg' },
      ],
      [pdf(), { 'content-type': 'image/jpeg' }],
      [(await jpeg(3)).subarray(0, 40), { 'content-type': 'image/jpeg' }],
    ]
    for (const [body, headers] of cases) {
      const res = await t.upload(url(), body, { ...headers, 'x-locale': 'es' })
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION',
        messageKey: 'media:photo.notImage',
        message: expect.stringContaining('no es una foto'),
      })
    }
    expect(await photosOf()).toHaveLength(count)
  })

  it('refuses a photo over 20 MB with 413, and one too narrow to show with 400', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0)
    ;(await jpeg(4)).copy(big)
    const res = await t.upload(url(), big, { 'content-type': 'image/jpeg' })
    expect(res.statusCode).toBe(413)
    expect(res.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      messageKey: 'media:photo.tooLarge',
    })
    const small = await t.upload(url(), await jpeg(5, 300, 200))
    expect(small.statusCode).toBe(400)
    expect(small.json().error.messageKey).toBe('media:photo.tooSmall')
  })

  it('refuses the 41st photo with 409 and a message saying why, in the caller language', async () => {
    const full = await insertListing(t.database, { status: 'available' })
    await t.database.db.delete(listingImages).where(eq(listingImages.listingId, full.id))
    await t.database.db.insert(listingImages).values(
      Array.from({ length: 40 }, (_, i) => ({
        listingId: full.id,
        position: i,
        path: `uploads/${full.id}/p${i}`,
        width: 1600,
        height: 1200,
        altEn: `p${i}`,
        altEs: `p${i}`,
        contentHash: `hash-${i}`,
      })),
    )
    const res = await t.upload(`/admin/listings/${full.stockNumber}/photos`, await jpeg(6))
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'media:photo.tooMany',
      message: `Listing ${full.stockNumber} already has 40 photos, the most a listing can have: delete one before adding another`,
    })
    // The refused upload left no files behind.
    const dir = path.join(t.mediaDir, 'uploads', String(full.id))
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([])
  })

  it('answers 401 to anonymous callers and 403 to signed-in non-admins, before reading the body', async () => {
    t.as(null)
    expect((await t.upload(url(), await jpeg(7))).statusCode).toBe(401)
    t.as(await createUser(t.database))
    const res = await t.upload(url(), await jpeg(7))
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('FORBIDDEN')
    t.as(null)
    const docs = await t.upload(`/admin/listings/${listing.stockNumber}/documents/packet`, pdf())
    expect(docs.statusCode).toBe(401)
  })

  it('an unknown listing is 404; an empty body is 400', async () => {
    expect((await t.upload('/admin/listings/NOPE-1/photos', await jpeg(8))).statusCode).toBe(404)
    const empty = await t.upload(url(), '')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.messageKey).toBe('media:request.empty')
  })
})
