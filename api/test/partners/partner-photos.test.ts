import { eq } from 'drizzle-orm'
import type { CurrentUser } from '../../src/context'
import { listingImages, sellers, type Listing } from '../../src/db/schema'
import { createUser, errorOf } from '../account/helpers'
import { createMediaApp, jpeg, pdf, type MediaTestApp } from '../admin/media/helpers'
import { insertListing } from '../factories'

/** An api refusal's body. */
interface Refusal {
  error: { message: string }
}

describe("partner members manage their own listings' photos (issue 15, decision 032)", () => {
  let t: MediaTestApp
  let member: CurrentUser
  let own: Listing
  let other: Listing

  beforeAll(async () => {
    t = await createMediaApp()
    const [p1, p2] = await t.database.db
      .insert(sellers)
      .values(
        ['Photo Partner One', 'Photo Partner Two'].map((name) => ({
          name,
          kind: 'partner' as const,
          street: '1 Main St',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
        })),
      )
      .returning({ id: sellers.id })
    const u = await createUser(t.database, { email: 'photos@partner-one.example' })
    member = { ...u, roles: [...u.roles, 'partner'], partnerSellerId: p1.id }
    own = await insertListing(t.database, { sellerId: p1.id, isPartnerSeller: true })
    other = await insertListing(t.database, { sellerId: p2.id, isPartnerSeller: true })
  }, 180_000)
  afterAll(() => t.close())
  beforeEach(() => t.as(member))

  const photosOf = (l: Listing) =>
    t.database.db
      .select()
      .from(listingImages)
      .where(eq(listingImages.listingId, l.id))
      .orderBy(listingImages.position)

  it("uploads to their own listing; another partner's listing is 404 and keeps its photos", async () => {
    const mine = await t.upload(`/admin/listings/${own.stockNumber}/photos`, await jpeg(11))
    expect(mine.statusCode).toBe(201)
    const before = (await photosOf(other)).length
    const theirs = await t.upload(`/admin/listings/${other.stockNumber}/photos`, await jpeg(12))
    expect(theirs.statusCode).toBe(404)
    const missing = await t.upload('/admin/listings/NO-SUCH-9/photos', await jpeg(12))
    expect(theirs.json<Refusal>().error.message.replace(other.stockNumber, 'X')).toBe(
      missing.json<Refusal>().error.message.replace('NO-SUCH-9', 'X'),
    )
    expect(await photosOf(other)).toHaveLength(before)
  })

  it('documents stay staff-only (403); a plain user gets 403 for photos', async () => {
    const doc = await t.upload(`/admin/listings/${own.stockNumber}/documents/oil_analysis`, pdf())
    expect(doc.statusCode).toBe(403)
    const u = await createUser(t.database, { email: 'not-a-partner@example.com' })
    t.as(u)
    const res = await t.upload(`/admin/listings/${own.stockNumber}/photos`, await jpeg(13))
    expect(res.statusCode).toBe(403)
  })

  it('reorders, re-labels and deletes photos of their own listing only', async () => {
    const ids = (await photosOf(own)).map((p) => String(p.id))
    const reorder = await t.gql<{ reorderListingPhotos: Array<{ id: string }> }>(
      `mutation ($s: String!, $ids: [ID!]!) { reorderListingPhotos(stockNumber: $s, photoIds: $ids) { id } }`,
      { s: own.stockNumber, ids: [...ids].reverse() },
    )
    expect(reorder.errors).toBeUndefined()
    expect(reorder.data!.reorderListingPhotos.map((p) => p.id)).toEqual([...ids].reverse())
    const otherIds = (await photosOf(other)).map((p) => String(p.id))
    const denied = [
      await t.gql(
        `mutation ($s: String!, $ids: [ID!]!) { reorderListingPhotos(stockNumber: $s, photoIds: $ids) { id } }`,
        { s: other.stockNumber, ids: [...otherIds].reverse() },
      ),
      await t.gql(
        `mutation ($s: String!, $id: ID!) { updateListingPhotoAlt(stockNumber: $s, photoId: $id, altEn: "x", altEs: "x") { id } }`,
        { s: other.stockNumber, id: otherIds[0] ?? '1' },
      ),
      await t.gql(
        `mutation ($s: String!, $id: ID!) { deleteListingPhoto(stockNumber: $s, photoId: $id) { id } }`,
        { s: other.stockNumber, id: otherIds[0] ?? '1' },
      ),
    ]
    expect(denied.map((r) => errorOf(r).code)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'])
    expect((await photosOf(other)).map((p) => String(p.id))).toEqual(otherIds)
    // Videos stay staff-only.
    const video = await t.gql(
      `mutation { addListingVideo(stockNumber: "${own.stockNumber}", url: "https://youtu.be/abc", title: "Walkaround") { id } }`,
    )
    expect(errorOf(video).code).toBe('FORBIDDEN')
    const del = await t.gql<{ deleteListingPhoto: { id: string } }>(
      `mutation ($s: String!, $id: ID!) { deleteListingPhoto(stockNumber: $s, photoId: $id) { id } }`,
      { s: own.stockNumber, id: ids[0] },
    )
    expect(del.errors).toBeUndefined()
  })
})
