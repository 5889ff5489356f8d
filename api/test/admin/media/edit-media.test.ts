import fs from 'node:fs'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { auditLog, listingImages, listingVideos, type Listing } from '../../../src/db/schema'
import { insertListing } from '../../factories'
import { createUser } from '../../account/helpers'
import { createMediaApp, jpeg, type MediaTestApp } from './helpers'

const PHOTOS = `{ id position url thumbnailUrl altEn altEs isIllustration uploaded }`

describe('managing a listing photos and videos in the console (issue 14)', () => {
  let t: MediaTestApp
  let listing: Listing
  let ids: string[] = []

  const media = async () => {
    const res = await t.gql<{
      adminListing: {
        photos: Array<{
          id: string
          position: number
          altEn: string
          altEs: string
          uploaded: boolean
        }>
        videos: Array<{ id: string; url: string; title: string }>
        hasInspection: boolean
      }
    }>(
      `{ adminListing(stockNumber: "${listing.stockNumber}") { photos ${PHOTOS} videos { id url title } hasInspection } }`,
    )
    expect(res.errors).toBeUndefined()
    return res.data!.adminListing
  }
  const auditOf = (action: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityKey, listing.stockNumber)))

  beforeAll(async () => {
    t = await createMediaApp()
    listing = await insertListing(t.database, { status: 'draft' })
    await t.database.db.delete(listingImages).where(eq(listingImages.listingId, listing.id))
    for (let i = 0; i < 3; i++) {
      const res = await t.upload(
        `/admin/listings/${listing.stockNumber}/photos`,
        await jpeg(10 + i),
      )
      expect(res.statusCode).toBe(201)
      ids.push(res.json<{ photo: { id: string } }>().photo.id)
    }
  }, 180_000)
  afterAll(() => t.close())
  beforeEach(() => t.asAdmin())

  it('lists the photos in order on adminListing', async () => {
    const m = await media()
    expect(m.photos.map((p) => p.id)).toEqual(ids)
    expect(m.photos.map((p) => p.position)).toEqual([0, 1, 2])
    expect(m.photos.every((p) => p.uploaded)).toBe(true)
    expect(m.hasInspection).toBe(false)
  })

  it('reorders the photos (every id once), audited; a wrong list is VALIDATION', async () => {
    const order = [ids[2], ids[0], ids[1]]
    const res = await t.gql<{ reorderListingPhotos: Array<{ id: string; position: number }> }>(
      `mutation ($s: String!, $ids: [ID!]!) { reorderListingPhotos(stockNumber: $s, photoIds: $ids) ${PHOTOS} }`,
      { s: listing.stockNumber, ids: order },
    )
    expect(res.errors).toBeUndefined()
    expect(res.data!.reorderListingPhotos.map((p) => [p.id, p.position])).toEqual([
      [order[0], 0],
      [order[1], 1],
      [order[2], 2],
    ])
    expect((await media()).photos.map((p) => p.id)).toEqual(order)
    const [entry] = await auditOf('listing.photo_reorder')
    expect(entry.before).toEqual({ order: ids.map(Number) })
    expect(entry.after).toEqual({ order: order.map(Number) })
    for (const bad of [
      [ids[0], ids[1]],
      [ids[0], ids[0], ids[1]],
      [...ids, '999999'],
    ]) {
      const r = await t.gql(
        `mutation ($s: String!, $ids: [ID!]!) { reorderListingPhotos(stockNumber: $s, photoIds: $ids) { id } }`,
        { s: listing.stockNumber, ids: bad },
      )
      expect(r.errors?.[0].extensions?.code).toBe('VALIDATION')
    }
    ids = order
  })

  it('changes the alt text in both languages, audited once (the same text again records nothing); empty text is a field error in the caller language', async () => {
    const was = (await media()).photos[0]
    const change = () =>
      t.gql<{ updateListingPhotoAlt: { altEn: string; altEs: string } }>(
        `mutation ($s: String!, $id: ID!) { updateListingPhotoAlt(stockNumber: $s, photoId: $id, altEn: "Left side, bucket down", altEs: "Lado izquierdo, cucharón abajo") ${PHOTOS} }`,
        { s: listing.stockNumber, id: ids[0] },
      )
    const res = await change()
    expect(res.errors).toBeUndefined()
    expect(res.data!.updateListingPhotoAlt).toMatchObject({
      altEn: 'Left side, bucket down',
      altEs: 'Lado izquierdo, cucharón abajo',
    })
    // The entry says which photo ("photo 1 of 3") and both texts before and after.
    const [entry] = await auditOf('listing.photo_alt')
    expect(entry.before).toMatchObject({
      photoId: Number(ids[0]),
      altEn: was.altEn,
      altEs: was.altEs,
    })
    expect(entry.after).toMatchObject({
      photoId: Number(ids[0]),
      photoNumber: 1,
      photoCount: 3,
      altEn: 'Left side, bucket down',
      altEs: 'Lado izquierdo, cucharón abajo',
    })
    expect((await change()).errors).toBeUndefined()
    expect(await auditOf('listing.photo_alt')).toHaveLength(1)
    const bad = await t.gql(
      `mutation ($s: String!, $id: ID!) { updateListingPhotoAlt(stockNumber: $s, photoId: $id, altEn: " ", altEs: "ok") { id } }`,
      { s: listing.stockNumber, id: ids[0] },
      { 'x-locale': 'es' },
    )
    expect(bad.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION',
      fields: [
        { path: 'altEn', key: 'media.altRequired', message: 'Describe la foto en ambos idiomas' },
      ],
    })
  })

  it('deletes a photo and its files; the others move up; audited; twice is NOT_FOUND', async () => {
    const [row] = await t.database.db
      .select()
      .from(listingImages)
      .where(eq(listingImages.id, Number(ids[0])))
    const file = path.join(t.mediaDir, `${row.path}-800.webp`)
    expect(fs.existsSync(file)).toBe(true)
    const del = () =>
      t.gql<{ deleteListingPhoto: { id: string } }>(
        `mutation ($s: String!, $id: ID!) { deleteListingPhoto(stockNumber: $s, photoId: $id) { id } }`,
        { s: listing.stockNumber, id: ids[0] },
      )
    const res = await del()
    expect(res.data!.deleteListingPhoto.id).toBe(ids[0])
    expect(fs.existsSync(file)).toBe(false)
    const m = await media()
    expect(m.photos.map((p) => [p.id, p.position])).toEqual([
      [ids[1], 0],
      [ids[2], 1],
    ])
    expect(await auditOf('listing.photo_delete')).toHaveLength(1)
    expect((await del()).errors?.[0].extensions?.code).toBe('NOT_FOUND')
  })

  it('adds videos by https URL (YouTube, Vimeo, .mp4), refuses links that cannot play, deletes them; audited', async () => {
    const add = (url: string, title = 'Walk-around') =>
      t.gql<{ addListingVideo: { id: string; url: string; title: string } }>(
        `mutation ($s: String!, $u: String!, $t: String!) { addListingVideo(stockNumber: $s, url: $u, title: $t) { id url title } }`,
        { s: listing.stockNumber, u: url, t: title },
      )
    const yt = await add('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    expect(yt.errors).toBeUndefined()
    expect(
      (await add('https://cdn.example.com/clips/walk.mp4', 'Engine start')).errors,
    ).toBeUndefined()
    // The same URL again is the same video.
    expect(
      (await add('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).data!.addListingVideo.id,
    ).toBe(yt.data!.addListingVideo.id)
    for (const bad of [
      'http://www.youtube.com/watch?v=x',
      'https://evil.example.com/page.html',
      'javascript:alert(1)',
      'https://user:pw@vimeo.com/1',
      // Links the page cannot play (issue 36): a channel, a playlist, a profile, a .webm file.
      'https://www.youtube.com/@caterpillar',
      'https://www.youtube.com/playlist?list=PL0123456789',
      'https://vimeo.com/caterpillar',
      'https://cdn.example.com/clips/walk.webm',
    ]) {
      const r = await add(bad)
      expect(r.errors?.[0].extensions).toMatchObject({
        code: 'VALIDATION',
        fields: [{ path: 'url', key: 'media.videoUrl' }],
      })
    }
    expect((await add('https://vimeo.com/76979871', ' ')).errors?.[0].extensions?.fields).toEqual([
      expect.objectContaining({ path: 'title', key: 'media.videoTitle' }),
    ])
    expect((await media()).videos.map((v) => v.url)).toEqual([
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://cdn.example.com/clips/walk.mp4',
    ])
    const del = await t.gql(
      `mutation ($s: String!, $id: ID!) { deleteListingVideo(stockNumber: $s, videoId: $id) { id } }`,
      { s: listing.stockNumber, id: yt.data!.addListingVideo.id },
    )
    expect(del.errors).toBeUndefined()
    expect(
      await t.database.db
        .select()
        .from(listingVideos)
        .where(eq(listingVideos.listingId, listing.id)),
    ).toHaveLength(1)
    expect(await auditOf('listing.video_add')).toHaveLength(2)
    expect(await auditOf('listing.video_delete')).toHaveLength(1)
  })

  it('is for admins only', async () => {
    t.as(await createUser(t.database))
    const r = await t.gql(
      `mutation ($s: String!) { deleteListingVideo(stockNumber: $s, videoId: "1") { id } }`,
      { s: listing.stockNumber },
    )
    expect(r.errors?.[0].extensions?.code).toBe('FORBIDDEN')
    t.as(null)
    const a = await t.gql(
      `mutation ($s: String!) { reorderListingPhotos(stockNumber: $s, photoIds: []) { id } }`,
      { s: listing.stockNumber },
    )
    expect(a.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
  })
})
