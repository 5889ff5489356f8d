import { and, asc, eq } from 'drizzle-orm'
import type { CurrentUser } from '../../../src/context'
import { auditLog, listingImages, sellers, type Listing } from '../../../src/db/schema'
import { createUser, errorOf } from '../../account/helpers'
import { insertListing } from '../../factories'
import { createMediaApp, type MediaTestApp } from './helpers'

/*
 * Issue 36, point 10: a focal point per photo (validated, audited, in the partner's scope, read
 * by the public listing), the listing's preview in any state for the console's callers only, and
 * photo reorders decided one at a time by the database.
 */

const FOCAL = `mutation ($s: String!, $id: ID!, $x: Float!, $y: Float!) {
  updateListingPhotoFocal(stockNumber: $s, photoId: $id, focalX: $x, focalY: $y) { id focalX focalY }
}`
const PREVIEW = `query ($s: String!) { listingPreview(stockNumber: $s) { stockNumber status images { focalX focalY } } }`
const REORDER = `mutation ($s: String!, $ids: [ID!]!) { reorderListingPhotos(stockNumber: $s, photoIds: $ids) { id position } }`

describe('photo focal points, the listing preview and reorders (issue 36, point 10)', () => {
  let t: MediaTestApp
  let draft: Listing
  let live: Listing
  let own: Listing
  let theirs: Listing
  let member: CurrentUser

  const photosOf = (l: Listing) =>
    t.database.db
      .select()
      .from(listingImages)
      .where(eq(listingImages.listingId, l.id))
      .orderBy(asc(listingImages.position))
  const auditOf = (l: Listing) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'listing.photo_focal'), eq(auditLog.entityKey, l.stockNumber)))

  beforeAll(async () => {
    t = await createMediaApp()
    draft = await insertListing(t.database, { status: 'draft' })
    live = await insertListing(t.database, { status: 'available' })
    const [p1, p2] = await t.database.db
      .insert(sellers)
      .values(
        ['Focal Partner One', 'Focal Partner Two'].map((name) => ({
          name,
          kind: 'partner' as const,
          street: '1 Main St',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
        })),
      )
      .returning({ id: sellers.id })
    own = await insertListing(t.database, {
      status: 'draft',
      sellerId: p1.id,
      isPartnerSeller: true,
    })
    theirs = await insertListing(t.database, {
      status: 'draft',
      sellerId: p2.id,
      isPartnerSeller: true,
    })
    const u = await createUser(t.database, { email: 'focal@partner-one.example' })
    member = { ...u, roles: [...u.roles, 'partner'], partnerSellerId: p1.id }
    for (const l of [draft, live, own, theirs])
      expect((await photosOf(l)).length).toBeGreaterThan(1)
  }, 120_000)
  afterAll(() => t.close())
  beforeEach(() => t.asAdmin())

  it('sets a focal point (rounded to whole percents), audited once; the same point records nothing', async () => {
    const [photo, second] = await photosOf(live)
    const res = await t.gql<{ updateListingPhotoFocal: { focalX: number; focalY: number } }>(
      FOCAL,
      { s: live.stockNumber, id: String(second.id), x: 30.4, y: 72.6 },
    )
    expect(res.errors).toBeUndefined()
    expect(res.data!.updateListingPhotoFocal).toMatchObject({ focalX: 30, focalY: 73 })
    const again = await t.gql(FOCAL, { s: live.stockNumber, id: String(second.id), x: 30, y: 73 })
    expect(again.errors).toBeUndefined()
    const entries = await auditOf(live)
    expect(entries).toHaveLength(1)
    const count = (await photosOf(live)).length
    expect(entries[0].before).toEqual({
      photoId: second.id,
      photoNumber: 2,
      photoCount: count,
      focalX: 50,
      focalY: 50,
    })
    expect(entries[0].after).toMatchObject({ photoNumber: 2, focalX: 30, focalY: 73 })
    // The public page reads it (the crop of every photo; the others stay at the centre).
    const pub = await t.gql<{ listing: { images: Array<{ focalX: number; focalY: number }> } }>(
      `query ($s: String!) { listing(stockNumber: $s) { images { focalX focalY } } }`,
      { s: live.stockNumber },
    )
    expect(pub.data!.listing.images.slice(0, 2)).toEqual([
      { focalX: 50, focalY: 50 },
      { focalX: 30, focalY: 73 },
    ])
    expect(photo.focalX).toBe(50)
  })

  it('refuses a point outside 0–100 with field errors in the caller language, and keeps the photo', async () => {
    const [photo] = await photosOf(live)
    const en = await t.gql(FOCAL, { s: live.stockNumber, id: String(photo.id), x: 101, y: -1 })
    expect(errorOf(en).code).toBe('VALIDATION')
    expect(errorOf(en).fields.map((f) => [f.path, f.key, f.message])).toEqual([
      ['focalX', 'media.focalPoint', 'Enter a percentage from 0 to 100'],
      ['focalY', 'media.focalPoint', 'Enter a percentage from 0 to 100'],
    ])
    const es = await t.gql(
      FOCAL,
      { s: live.stockNumber, id: String(photo.id), x: 40, y: 250 },
      { 'x-locale': 'es' },
    )
    expect(errorOf(es).fields.map((f) => [f.path, f.message])).toEqual([
      ['focalY', 'Escribe un porcentaje de 0 a 100'],
    ])
    const [after] = await photosOf(live)
    expect([after.focalX, after.focalY]).toEqual([50, 50])
    // A photo of another listing is not this listing's photo.
    const [foreign] = await photosOf(draft)
    const wrong = await t.gql(FOCAL, { s: live.stockNumber, id: String(foreign.id), x: 1, y: 1 })
    expect(errorOf(wrong).code).toBe('NOT_FOUND')
  })

  it("lets a partner member set their own photos' focal points only; a plain user is refused", async () => {
    t.as(member)
    const [mine] = await photosOf(own)
    const [other] = await photosOf(theirs)
    const ok = await t.gql(FOCAL, { s: own.stockNumber, id: String(mine.id), x: 10, y: 20 })
    expect(ok.errors).toBeUndefined()
    const denied = await t.gql(FOCAL, { s: theirs.stockNumber, id: String(other.id), x: 10, y: 20 })
    expect(errorOf(denied).code).toBe('NOT_FOUND')
    expect((await photosOf(theirs))[0].focalX).toBe(50)
    t.as(await createUser(t.database, { email: 'focal-plain@example.com' }))
    const plain = await t.gql(FOCAL, { s: own.stockNumber, id: String(mine.id), x: 1, y: 1 })
    expect(errorOf(plain).code).toBe('FORBIDDEN')
  })

  it('previews a draft to staff and to its own partner; never to the public or another partner', async () => {
    const admin = await t.gql<{ listingPreview: { stockNumber: string; status: string } }>(
      PREVIEW,
      { s: draft.stockNumber },
    )
    expect(admin.errors).toBeUndefined()
    expect(admin.data!.listingPreview).toMatchObject({
      stockNumber: draft.stockNumber,
      status: 'draft',
    })
    // The public field keeps drafts to itself.
    const pub = await t.gql<{ listing: null }>(
      `query ($s: String!) { listing(stockNumber: $s) { id } }`,
      {
        s: draft.stockNumber,
      },
    )
    expect(pub.data!.listing).toBeNull()

    t.as(member)
    const mine = await t.gql<{ listingPreview: { status: string } | null }>(PREVIEW, {
      s: own.stockNumber,
    })
    expect(mine.data!.listingPreview?.status).toBe('draft')
    const other = await t.gql<{ listingPreview: null }>(PREVIEW, { s: theirs.stockNumber })
    expect(other.errors).toBeUndefined()
    expect(other.data!.listingPreview).toBeNull()
    const missing = await t.gql<{ listingPreview: null }>(PREVIEW, { s: 'NO-SUCH-1' })
    expect(missing.data!.listingPreview).toBeNull()

    t.as(await createUser(t.database, { email: 'preview-plain@example.com' }))
    expect(errorOf(await t.gql(PREVIEW, { s: draft.stockNumber })).code).toBe('FORBIDDEN')
    t.as(null)
    expect(errorOf(await t.gql(PREVIEW, { s: draft.stockNumber })).code).toBe('UNAUTHENTICATED')
  })

  it('decides two reorders sent at once one after the other (row lock): one order wins whole', async () => {
    const ids = (await photosOf(draft)).map((p) => String(p.id))
    const reversed = [...ids].reverse()
    const rotated = [...ids.slice(1), ids[0]]
    const [a, b] = await Promise.all([
      t.gql(REORDER, { s: draft.stockNumber, ids: reversed }),
      t.gql(REORDER, { s: draft.stockNumber, ids: rotated }),
    ])
    expect(a.errors).toBeUndefined()
    expect(b.errors).toBeUndefined()
    const rows = await photosOf(draft)
    expect(rows.map((r) => r.position)).toEqual(ids.map((_, i) => i))
    expect([reversed, rotated]).toContainEqual(rows.map((r) => String(r.id)))
    // The same order sent again (a double submit) changes and records nothing more.
    const entries = async () =>
      (
        await t.database.db
          .select()
          .from(auditLog)
          .where(
            and(
              eq(auditLog.action, 'listing.photo_reorder'),
              eq(auditLog.entityKey, draft.stockNumber),
            ),
          )
      ).length
    const before = await entries()
    const final = rows.map((r) => String(r.id))
    const again = await t.gql(REORDER, { s: draft.stockNumber, ids: final })
    expect(again.errors).toBeUndefined()
    expect(await entries()).toBe(before)
  })
})
