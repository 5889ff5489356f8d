import { STAFF_ONLY_LISTING_FIELDS } from '@ironyard/contract/admin-listing'
import { eq } from 'drizzle-orm'
import type { CurrentUser } from '../../src/context'
import { listings, sellers } from '../../src/db/schema'
import { createAccountApp, createUser, errorOf, type AccountTestApp } from '../account/helpers'
import { ensureCatalog, insertListing } from '../factories'

/**
 * Issue 31, finding 4: GraphQL lets a nullable input field be sent as null. On a listing field a
 * listing cannot be without (a NOT NULL column) that was a database failure (500 INTERNAL); now
 * it is a field error on that field, in the caller's language. A partner member sending null on a
 * staff-only field cleared it (only non-null values were refused); now any value is refused.
 */

/** The fields a listing always has, and the key their null is refused with. */
const NOT_NONE: Record<string, string> = {
  flair: 'validation.required',
  isPartnerSeller: 'validation.required',
  hasWarranty: 'validation.required',
  agreementType: 'validation.required',
  originalPriceCents: 'validation.priceRequired',
  floorPriceCents: 'validation.priceRequired',
}
const MESSAGES: Record<string, { en: string; es: string }> = {
  'validation.required': { en: 'This field is required', es: 'Este campo es obligatorio' },
  'validation.priceRequired': { en: 'Price is required', es: 'El precio es obligatorio' },
}
const INPUT = {
  categorySlug: 'excavators',
  make: 'caterpillar',
  model: '320',
  year: 2019,
  hours: 4200,
  advertisedPriceCents: 15_500_000,
  zip: '78701',
}
/** The labels both listings start with (only staff set them). */
const LABELS: Record<string, string> = {
  fleetAdvisor: 'Pat',
  listingCompany: 'Acme Iron',
  listingSellerCompany: 'Acme Iron Sales',
}
const UPDATE = `mutation ($s: String!, $input: UpdateListingInput!) {
  updateListing(stockNumber: $s, input: $input) { stockNumber } }`
const CREATE = `mutation ($input: CreateListingInput!) { createListing(input: $input) { stockNumber } }`

describe('an explicit null on a listing field is a field error, never a 500 (issue 31)', () => {
  let t: AccountTestApp
  let admin: CurrentUser
  let member: CurrentUser
  let houseStock: string
  let partnerStock: string

  beforeAll(async () => {
    t = await createAccountApp()
    await ensureCatalog(t.database)
    const [partner] = await t.database.db
      .insert(sellers)
      .values({
        name: 'Null Partners',
        kind: 'partner',
        street: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      })
      .returning({ id: sellers.id })
    const a = await createUser(t.database, { email: 'nulls-admin@example.com' })
    const m = await createUser(t.database, { email: 'dealer@null-partners.example' })
    admin = { ...a, roles: [...a.roles, 'admin'] }
    member = { ...m, roles: [...m.roles, 'partner'], partnerSellerId: partner.id }
    houseStock = (
      await insertListing(t.database, { categorySlug: 'excavators', ...LABELS, hours: 4200 })
    ).stockNumber
    partnerStock = (
      await insertListing(t.database, {
        categorySlug: 'excavators',
        sellerId: partner.id,
        isPartnerSeller: true,
        flair: 'PartnerSeller',
        ...LABELS,
      })
    ).stockNumber
  })
  afterAll(() => t.close())

  const row = async (stockNumber: string) =>
    (await t.database.db.select().from(listings).where(eq(listings.stockNumber, stockNumber)))[0]

  describe.each(Object.keys(NOT_NONE))('%s: null', (field) => {
    it.each(['en', 'es'] as const)(
      'updateListing answers a field error on it (%s), and the listing keeps its value',
      async (locale) => {
        const before = await row(houseStock)
        t.as(admin)
        const res = await t.gql(
          UPDATE,
          { s: houseStock, input: { [field]: null } },
          {
            'x-locale': locale,
          },
        )
        expect(res.status).toBe(400)
        expect(errorOf(res)).toEqual({
          code: 'VALIDATION',
          fields: [
            { path: field, key: NOT_NONE[field], message: MESSAGES[NOT_NONE[field]][locale] },
          ],
        })
        expect(await row(houseStock)).toEqual(before)
      },
    )

    it('written into the document: the same field error', async () => {
      t.as(admin)
      const literal = await t.gql(
        `mutation ($s: String!) { updateListing(stockNumber: $s, input: { ${field}: null }) { stockNumber } }`,
        { s: houseStock },
      )
      expect(errorOf(literal).fields.map((f) => [f.path, f.key])).toEqual([
        [field, NOT_NONE[field]],
      ])
    })
  })

  it('null still clears a field a listing may be without; on a new listing it is the default', async () => {
    t.as(admin)
    const res = await t.gql(UPDATE, { s: houseStock, input: { hours: null, fleetAdvisor: null } })
    expect(res.errors).toBeUndefined()
    expect(await row(houseStock)).toMatchObject({ hours: null, fleetAdvisor: null })
    // A new listing has nothing to clear: null is its default, as when left out.
    const nulls = Object.fromEntries(Object.keys(NOT_NONE).map((k) => [k, null]))
    const created = await t.gql<{ createListing: { stockNumber: string } }>(CREATE, {
      input: { ...INPUT, ...nulls, stockNumber: null },
    })
    expect(created.errors).toBeUndefined()
    expect(await row(created.data!.createListing.stockNumber)).toMatchObject({
      flair: 'NotSet',
      originalPriceCents: 15_500_000,
      floorPriceCents: 15_500_000,
      agreementType: 2,
    })
  })

  describe('a partner member', () => {
    // The labels were cleared (a nullable column); the terms answered 500 (NOT NULL).
    it.each([...STAFF_ONLY_LISTING_FIELDS])(
      'cannot set the staff-only %s to null: refused like any other value',
      async (field) => {
        const before = await row(partnerStock)
        t.as(member)
        const res = await t.gql(
          UPDATE,
          { s: partnerStock, input: { [field]: null } },
          { 'x-locale': 'es' },
        )
        expect(errorOf(res)).toEqual({
          code: 'VALIDATION',
          fields: [
            {
              path: field,
              key: 'admin.listing.staffOnly',
              message: 'Solo el personal define este campo.',
            },
          ],
        })
        expect(await row(partnerStock)).toEqual(before)
      },
    )

    it.each(['originalPriceCents', 'floorPriceCents'])(
      "gets the field error on %s's null (the prices are theirs to set, never to empty)",
      async (field) => {
        t.as(member)
        const res = await t.gql(UPDATE, { s: partnerStock, input: { [field]: null } })
        expect(errorOf(res)).toEqual({
          code: 'VALIDATION',
          fields: [{ path: field, key: 'validation.priceRequired', message: 'Price is required' }],
        })
      },
    )

    it('is refused every staff-only field sent as null, at once, in updateListing and createListing', async () => {
      t.as(member)
      const nulls = Object.fromEntries(STAFF_ONLY_LISTING_FIELDS.map((k) => [k, null]))
      const before = await row(partnerStock)
      const upd = errorOf(await t.gql(UPDATE, { s: partnerStock, input: { ...nulls, hours: 10 } }))
      expect(upd.code).toBe('VALIDATION')
      expect(upd.fields.map((f) => f.path).sort()).toEqual([...STAFF_ONLY_LISTING_FIELDS].sort())
      expect(upd.fields.every((f) => f.key === 'admin.listing.staffOnly')).toBe(true)
      expect(await row(partnerStock)).toEqual(before)
      const created = errorOf(await t.gql(CREATE, { input: { ...INPUT, ...nulls } }))
      expect(created.fields.map((f) => f.path).sort()).toEqual(
        [...STAFF_ONLY_LISTING_FIELDS].sort(),
      )
    })
  })
})
