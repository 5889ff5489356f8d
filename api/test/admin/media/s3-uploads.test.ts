import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { envSchema } from '../../../src/lib/env'
import { listingImages } from '../../../src/db/schema'
import { insertListing } from '../../factories'
import { startFakeS3, type FakeS3 } from '../../helpers/fake-s3'
import { createMediaApp, jpeg, pdf, type MediaTestApp } from './helpers'

describe('uploads with STORAGE=s3 (an S3-compatible bucket)', () => {
  let s3: FakeS3
  let t: MediaTestApp
  beforeAll(async () => {
    s3 = await startFakeS3()
    t = await createMediaApp({
      STORAGE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    })
  }, 180_000)
  afterAll(async () => {
    await t.close()
    await s3.close()
  })

  it('stores photos and documents in the bucket, serves them at /media and /documents, and deletes them', async () => {
    const listing = await insertListing(t.database, { status: 'available', withInspection: true })
    const res = await t.upload(`/admin/listings/${listing.stockNumber}/photos`, await jpeg(30))
    expect(res.statusCode).toBe(201)
    const [row] = await t.database.db
      .select()
      .from(listingImages)
      .where(eq(listingImages.id, Number(res.json().photo.id)))
    expect([...s3.objects.keys()].filter((k) => k.startsWith(row.path)).sort()).toEqual(
      [400, 800, 1600].map((w) => `${row.path}-${w}.webp`).sort(),
    )
    // Nothing on disk: the bucket holds it.
    expect(fs.existsSync(path.join(t.mediaDir, 'uploads'))).toBe(false)
    const served = await t.app.inject({ method: 'GET', url: `/media/${row.path}-1600.webp` })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    // An 800 px photo: its largest class is never enlarged (issue 36).
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800)
    const etag = served.headers.etag as string
    const again = await t.app.inject({
      method: 'GET',
      url: `/media/${row.path}-1600.webp`,
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)

    const doc = await t.upload(
      `/admin/listings/${listing.stockNumber}/documents/maintenance`,
      pdf('s3'),
    )
    expect(doc.statusCode).toBe(201)
    t.as({ ...t.admin, roles: [] })
    const read = await t.app.inject({
      method: 'GET',
      url: `/documents/${doc.json().document.id}.pdf`,
    })
    expect(read.rawPayload.equals(pdf('s3'))).toBe(true)

    t.asAdmin()
    const del = await t.gql(
      `mutation ($s: String!, $id: ID!) { deleteListingPhoto(stockNumber: $s, photoId: $id) { id } }`,
      { s: listing.stockNumber, id: String(row.id) },
    )
    expect(del.errors).toBeUndefined()
    expect([...s3.objects.keys()].some((k) => k.startsWith(row.path))).toBe(false)
  })

  it('the configuration refuses STORAGE=s3 without all of its variables, naming the missing one', () => {
    const base = {
      NODE_ENV: 'test',
      STYTCH_PROJECT_ID: 'p',
      STYTCH_SECRET: 's',
      STYTCH_PUBLIC_TOKEN: 't',
    }
    expect(envSchema.safeParse(base).success).toBe(true)
    const partial = envSchema.safeParse({
      ...base,
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'photos',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'id',
    })
    expect(partial.success).toBe(false)
    expect(partial.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['S3_SECRET_ACCESS_KEY', 'is required when STORAGE=s3'],
    ])
    const badBucket = envSchema.safeParse({
      ...base,
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'Bad_Bucket',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(badBucket.error!.issues.map((i) => i.path.join('.'))).toEqual(['S3_BUCKET'])
    expect(envSchema.safeParse({ ...base, STORAGE: 'ftp' }).success).toBe(false)
  })
})
