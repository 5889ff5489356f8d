import { desc, eq } from 'drizzle-orm'
import { auditLog, listings } from '../../src/db/schema'
import { createAccountApp, createUser, type AccountTestApp } from '../account/helpers'
import { ensureCatalog, insertListing } from '../factories'

/** Issue 36, defect 5: the floor (lowest acceptable offer) never stays above the price. */
describe('the floor price and the price', () => {
  let t: AccountTestApp
  beforeAll(async () => {
    t = await createAccountApp()
    await ensureCatalog(t.database)
    const admin = await createUser(t.database, { email: 'floor@example.com' })
    t.as({ ...admin, roles: ['admin'] })
  })
  afterAll(() => t.close())

  type Field = { path: string; key: string; message: string }
  const fieldsOf = (res: { errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> }) =>
    (res.errors?.[0]?.extensions?.fields ?? []) as Field[]
  const row = async (id: number) =>
    (await t.database.db.select().from(listings).where(eq(listings.id, id)))[0]
  const cut = (stockNumber: string, cents: number, extra = '', lang = 'en') =>
    t.gql(
      `mutation { changeListingPrice(stockNumber: "${stockNumber}", advertisedPriceCents: ${cents}${extra}) { advertisedPriceCents } }`,
      {},
      { 'accept-language': lang },
    )

  it('a new listing with its floor above its price is refused on the floor field, translated', async () => {
    const input = {
      categorySlug: 'excavators',
      make: 'caterpillar',
      model: '320',
      year: 2019,
      advertisedPriceCents: 10_000_000,
      floorPriceCents: 10_000_100,
      zip: '78701',
    }
    const res = await t.gql(
      'mutation ($input: CreateListingInput!) { createListing(input: $input) { stockNumber } }',
      { input },
      { 'accept-language': 'es' },
    )
    expect(res.errors?.[0].extensions?.code).toBe('VALIDATION')
    expect(fieldsOf(res)).toEqual([
      {
        path: 'floorPriceCents',
        key: 'validation.floorAbovePrice',
        message: 'La oferta mínima aceptable no puede superar el precio',
      },
    ])
  })

  it('an edit cannot raise the floor above the stored price', async () => {
    const l = await insertListing(t.database, {
      status: 'available',
      advertisedPriceCents: 5_000_000,
    })
    const res = await t.gql(
      `mutation { updateListing(stockNumber: "${l.stockNumber}", input: { floorPriceCents: 5000100 }) { stockNumber } }`,
    )
    expect(fieldsOf(res).map((f) => [f.path, f.key])).toEqual([
      ['floorPriceCents', 'validation.floorAbovePrice'],
    ])
    expect((await row(l.id)).floorPriceCents).toBe(l.floorPriceCents)
    const ok = await t.gql(
      `mutation { updateListing(stockNumber: "${l.stockNumber}", input: { floorPriceCents: 5000000 }) { stockNumber } }`,
    )
    expect(ok.errors).toBeUndefined()
  })

  it('a cut below the floor is refused unless it lowers the floor too, which is audited', async () => {
    const l = await insertListing(t.database, {
      status: 'available',
      advertisedPriceCents: 10_000_000,
    })
    const floor = l.floorPriceCents
    const below = floor - 100_000
    const refused = await cut(l.stockNumber, below, '', 'es')
    expect(fieldsOf(refused)).toEqual([
      expect.objectContaining({ path: 'advertisedPriceCents', key: 'validation.priceBelowFloor' }),
    ])
    expect(fieldsOf(refused)[0].message).toMatch(/oferta mínima/)
    expect(await row(l.id)).toMatchObject({
      advertisedPriceCents: 10_000_000,
      floorPriceCents: floor,
    })
    // A cut that stays at or above the floor needs nothing more.
    expect((await cut(l.stockNumber, floor)).errors).toBeUndefined()
    const lowered = await cut(l.stockNumber, below, ', lowerFloor: true')
    expect(lowered.errors).toBeUndefined()
    expect(await row(l.id)).toMatchObject({ advertisedPriceCents: below, floorPriceCents: below })
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityKey, l.stockNumber))
      .orderBy(desc(auditLog.id))
    expect(audit).toMatchObject({ action: 'listing.changePrice' })
    expect(audit.after).toMatchObject({ advertisedPriceCents: below, floorPriceCents: below })
  })
})
