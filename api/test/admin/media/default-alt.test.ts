import { eq } from 'drizzle-orm'
import { listingImages, type Listing } from '../../../src/db/schema'
import { insertListing } from '../../factories'
import { createMediaApp, jpeg, type MediaTestApp } from './helpers'

/**
 * Issue 36, defect 6: a photo's default alt text ("2019 Caterpillar 320, photo 3") kept the
 * number of its old place after a reorder. It names the place the photo is in now; an alt text
 * someone wrote stays as written.
 */
describe('default alt texts follow their photos', () => {
  let t: MediaTestApp
  let listing: Listing
  const ids: string[] = []
  const photos = async () => {
    const res = await t.gql<{
      adminListing: { photos: Array<{ id: string; altEn: string; altEs: string }> }
    }>(`{ adminListing(stockNumber: "${listing.stockNumber}") { photos { id altEn altEs } } }`)
    expect(res.errors).toBeUndefined()
    return res.data!.adminListing.photos
  }
  const reorder = (order: string[]) =>
    t.gql(
      `mutation ($s: String!, $ids: [ID!]!) { reorderListingPhotos(stockNumber: $s, photoIds: $ids) { id altEn } }`,
      { s: listing.stockNumber, ids: order },
    )

  beforeAll(async () => {
    t = await createMediaApp()
    listing = await insertListing(t.database, { status: 'draft' })
    await t.database.db.delete(listingImages).where(eq(listingImages.listingId, listing.id))
    for (let i = 0; i < 4; i++) {
      const res = await t.upload(
        `/admin/listings/${listing.stockNumber}/photos`,
        await jpeg(120 + i),
      )
      expect(res.statusCode).toBe(201)
      ids.push(res.json<{ photo: { id: string } }>().photo.id)
    }
  }, 180_000)
  afterAll(() => t.close())

  it('names each photo by its new place after a reorder, in both languages', async () => {
    const before = await photos()
    const title = before[0].altEn.replace(/, photo 1$/, '')
    expect(before.map((p) => p.altEn)).toEqual([1, 2, 3, 4].map((n) => `${title}, photo ${n}`))
    // The fourth photo's English alt text was written by someone: it stays.
    const custom = await t.gql(
      `mutation ($s: String!, $id: ID!) { updateListingPhotoAlt(stockNumber: $s, photoId: $id, altEn: "Cab interior", altEs: "${title}, foto 4") { id } }`,
      { s: listing.stockNumber, id: ids[3] },
    )
    expect(custom.errors).toBeUndefined()

    const order = [ids[3], ids[2], ids[0], ids[1]]
    const res = await reorder(order)
    expect(res.errors).toBeUndefined()
    const after = await photos()
    expect(after.map((p) => [p.id, p.altEn, p.altEs])).toEqual([
      [ids[3], 'Cab interior', `${title}, foto 1`],
      [ids[2], `${title}, photo 2`, `${title}, foto 2`],
      [ids[0], `${title}, photo 3`, `${title}, foto 3`],
      [ids[1], `${title}, photo 4`, `${title}, foto 4`],
    ])
  })

  it('renumbers the photos that move up when one is deleted', async () => {
    const del = await t.gql(
      `mutation ($s: String!, $id: ID!) { deleteListingPhoto(stockNumber: $s, photoId: $id) { id } }`,
      { s: listing.stockNumber, id: ids[2] },
    )
    expect(del.errors).toBeUndefined()
    const after = await photos()
    const title = after[1].altEn.replace(/, photo \d+$/, '')
    expect(after.map((p) => [p.id, p.altEn, p.altEs])).toEqual([
      [ids[3], 'Cab interior', `${title}, foto 1`],
      [ids[0], `${title}, photo 2`, `${title}, foto 2`],
      [ids[1], `${title}, photo 3`, `${title}, foto 3`],
    ])
  })
})
