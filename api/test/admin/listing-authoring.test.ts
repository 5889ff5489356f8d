import { desc, eq } from 'drizzle-orm'
import { auditLog, listings } from '../../src/db/schema'
import { createAccountApp, createUser, NOW, type AccountTestApp } from '../account/helpers'
import { ensureCatalog, insertListing } from '../factories'

const STATE = 'stockNumber status advertisedPriceCents flair title make { name } category { slug }'
const INPUT = {
  categorySlug: 'excavators',
  make: 'caterpillar',
  model: '320',
  year: 2019,
  hours: 4200,
  advertisedPriceCents: 15_500_000,
  zip: '78701',
  condition: 'Good',
  description: 'Clean machine, one owner.',
  descriptionEs: 'Máquina limpia, un solo dueño.',
}

describe('writing listings in the console (issue 14): create, edit, duplicate', () => {
  let t: AccountTestApp
  beforeAll(async () => {
    t = await createAccountApp()
    await ensureCatalog(t.database)
    const admin = await createUser(t.database, { email: 'writer@example.com' })
    t.as({ ...admin, roles: ['admin'] })
  })
  afterAll(() => t.close())

  const create = (input: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.gql<{ createListing: { stockNumber: string; status: string } }>(
      `mutation ($input: CreateListingInput!) { createListing(input: $input) { ${STATE} } }`,
      { input },
      headers,
    )
  const row = async (stockNumber: string) =>
    (await t.database.db.select().from(listings).where(eq(listings.stockNumber, stockNumber)))[0]

  it('creates a draft with a generated stock number, never public until published', async () => {
    const res = await create({ ...INPUT, idempotencyKey: 'form-key-0001' })
    expect(res.errors).toBeUndefined()
    const { stockNumber, status } = res.data!.createListing
    expect(stockNumber).toMatch(/^IY\d{6,}$/)
    expect(status).toBe('draft')
    // The answer is the Listing the public page reads, although the draft is not public yet.
    expect(res.data!.createListing).toMatchObject({
      title: '2019 Caterpillar 320',
      make: { name: 'Caterpillar' },
      category: { slug: 'excavators' },
    })
    const hidden = await t.gql<{ listing: unknown }>(
      `query { listing(stockNumber: "${stockNumber}") { stockNumber } }`,
    )
    expect(hidden.data!.listing).toBeNull()
    const l = await row(stockNumber)
    expect(l).toMatchObject({
      year: 2019,
      model: '320',
      hours: 4200,
      zip: '78701',
      city: 'Austin',
      state: 'TX',
      descriptionEs: 'Máquina limpia, un solo dueño.',
      originalPriceCents: 15_500_000,
    })
    // A double submit answers the same listing.
    const again = await create({ ...INPUT, idempotencyKey: 'form-key-0001' })
    expect(again.data!.createListing.stockNumber).toBe(stockNumber)
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.entityKey, stockNumber)),
    ).toHaveLength(1)

    const page = await t.gql<{ listing: unknown }>(
      `{ listing(stockNumber: "${stockNumber}") { id } }`,
    )
    expect(page.data!.listing).toBeNull()
    // Staff publish it the next day.
    const nextDay = new Date(NOW.getTime() + 86_400_000)
    t.clock.now = nextDay
    const pub = await t.gql<{ publishListing: { status: string } }>(
      `mutation { publishListing(stockNumber: "${stockNumber}") { status } }`,
    )
    expect(pub.data!.publishListing.status).toBe('available')
    // Published today: new to the inventory alerts and the "recently added" sort.
    expect((await row(stockNumber)).listedAt.getTime()).toBe(nextDay.getTime())
    t.clock.now = NOW
    const visible = await t.gql<{ listing: { stockNumber: string } }>(
      `{ listing(stockNumber: "${stockNumber}") { stockNumber } }`,
    )
    expect(visible.data!.listing.stockNumber).toBe(stockNumber)
  })

  it('takes a stock number of letters, digits and dashes, once', async () => {
    const res = await create({ ...INPUT, stockNumber: 'ab-77' })
    expect(res.data!.createListing.stockNumber).toBe('AB-77')
    const taken = await create({ ...INPUT, stockNumber: 'AB-77' }, { 'accept-language': 'es' })
    expect(taken.errors?.[0].extensions?.fields).toEqual([
      expect.objectContaining({
        path: 'stockNumber',
        message: 'Otra publicación tiene este número de inventario',
      }),
    ])
    const bad = await create({ ...INPUT, stockNumber: 'AB 77!' })
    expect(bad.errors?.[0].extensions?.code).toBe('VALIDATION')
  })

  it('refuses every wrong field at once, in the caller language', async () => {
    const res = await create(
      {
        ...INPUT,
        categorySlug: 'spaceships',
        make: 'Nobody Motors',
        zip: '00000',
        year: 3000,
        advertisedPriceCents: 5,
      },
      { 'accept-language': 'es' },
    )
    const fields = res.errors?.[0].extensions?.fields as Array<{ path: string; message: string }>
    // Schema errors first (year, price); the catalogue is checked once the form is well formed.
    expect(fields.map((f) => f.path).sort()).toEqual(['advertisedPriceCents', 'year'])
    expect(fields.find((f) => f.path === 'year')!.message).toBe('El año no es válido')
    const refs = await create(
      { ...INPUT, categorySlug: 'spaceships', make: 'Nobody Motors', zip: '00000' },
      { 'accept-language': 'es' },
    )
    expect(
      (refs.errors?.[0].extensions?.fields as Array<{ path: string }>).map((f) => f.path).sort(),
    ).toEqual(['categorySlug', 'make', 'zip'])
  })

  it('edits only the fields sent, audits the change, and sends price changes to their own step', async () => {
    const l = await insertListing(t.database, { status: 'available', categorySlug: 'excavators' })
    const res = await t.gql<{ updateListing: { stockNumber: string } }>(
      `mutation ($input: UpdateListingInput!) { updateListing(stockNumber: "${l.stockNumber}", input: $input) { ${STATE} } }`,
      { input: { hours: 5100, descriptionEs: 'Revisada.', zip: '10001' } },
    )
    expect(res.errors).toBeUndefined()
    expect(await row(l.stockNumber)).toMatchObject({
      hours: 5100,
      descriptionEs: 'Revisada.',
      zip: '10001',
      state: 'NY',
      model: l.model,
    })
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityKey, l.stockNumber))
    expect(entry).toMatchObject({
      action: 'listing.update',
      before: expect.objectContaining({ hours: l.hours }),
      after: expect.objectContaining({ hours: 5100, zip: '10001' }),
    })
    // The fields the form sent, readable (issue 36): no ids, coordinates or place ids.
    expect(Object.keys(entry.after!).sort()).toEqual(['descriptionEs', 'hours', 'zip'])
    const category = await t.gql(
      `mutation { updateListing(stockNumber: "${l.stockNumber}", input: { categorySlug: "wheel-loaders" }) { stockNumber } }`,
    )
    expect(category.errors).toBeUndefined()
    const [recat] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityKey, l.stockNumber))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(recat).toMatchObject({
      before: { categorySlug: 'excavators' },
      after: { categorySlug: 'wheel-loaders' },
    })
    const price = await t.gql(
      `mutation { updateListing(stockNumber: "${l.stockNumber}", input: { advertisedPriceCents: 100000 }) { stockNumber } }`,
    )
    expect(price.errors?.[0].extensions?.code).toBe('CONFLICT')
  })

  it('duplicates a listing into a new draft without its serial number or sale state', async () => {
    const l = await insertListing(t.database, { status: 'sold', categorySlug: 'excavators' })
    const res = await t.gql<{ duplicateListing: { stockNumber: string; status: string } }>(
      `mutation { duplicateListing(stockNumber: "${l.stockNumber}") { ${STATE} } }`,
    )
    expect(res.errors).toBeUndefined()
    const copy = await row(res.data!.duplicateListing.stockNumber)
    expect(copy).toMatchObject({
      status: 'draft',
      serialNumber: null,
      soldAt: null,
      year: l.year,
      model: l.model,
      makeId: l.makeId,
    })
    expect(copy.stockNumber).not.toBe(l.stockNumber)
  })

  it('makes one copy when "duplicate" is sent twice with the same key, even at once', async () => {
    const l = await insertListing(t.database, { status: 'available', categorySlug: 'excavators' })
    const dup = () =>
      t.gql<{ duplicateListing: { stockNumber: string } }>(
        `mutation { duplicateListing(stockNumber: "${l.stockNumber}", idempotencyKey: "dup-key-${l.stockNumber}") { stockNumber } }`,
      )
    const [a, b] = await Promise.all([dup(), dup()])
    const c = await dup()
    expect(a.errors).toBeUndefined()
    expect(b.data!.duplicateListing.stockNumber).toBe(a.data!.duplicateListing.stockNumber)
    expect(c.data!.duplicateListing.stockNumber).toBe(a.data!.duplicateListing.stockNumber)
    const copies = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'listing.duplicate'))
    expect(
      copies.filter((e) => (e.after as { from?: string }).from === l.stockNumber),
    ).toHaveLength(1)
  })
})

describe('the console reads listings in any state (issue 14)', () => {
  let t: AccountTestApp
  beforeAll(async () => {
    t = await createAccountApp()
    await ensureCatalog(t.database)
    const admin = await createUser(t.database, { email: 'reader@example.com' })
    t.as({ ...admin, roles: ['admin'] })
  })
  afterAll(() => t.close())

  it('lists every state, filtered by state, stock number or make start, and sorted', async () => {
    const a = await insertListing(t.database, {
      status: 'available',
      advertisedPriceCents: 1_000_000,
    })
    const s = await insertListing(t.database, { status: 'sold', advertisedPriceCents: 3_000_000 })
    const list = async (filter: Record<string, unknown>) => {
      const res = await t.gql<{
        adminListings: { totalCount: number; nodes: Array<{ stockNumber: string; status: string }> }
      }>(
        `query ($f: AdminListingFilter) { adminListings(filter: $f) { totalCount nodes { stockNumber status title category } } }`,
        { f: filter },
      )
      expect(res.errors).toBeUndefined()
      return res.data!.adminListings
    }
    expect((await list({})).totalCount).toBe(2)
    expect((await list({ status: 'sold' })).nodes.map((n) => n.stockNumber)).toEqual([
      s.stockNumber,
    ])
    expect(
      (await list({ q: a.stockNumber.toLowerCase() })).nodes.map((n) => n.stockNumber),
    ).toEqual([a.stockNumber])
    expect((await list({ sort: 'price_desc' })).nodes.map((n) => n.stockNumber)).toEqual([
      s.stockNumber,
      a.stockNumber,
    ])
    const bad = await t.gql(`{ adminListings(filter: { page: 99999 }) { totalCount } }`)
    expect(bad.errors?.[0].extensions?.code).toBe('VALIDATION')
  })

  it('reads one listing with the lifecycle steps its state allows', async () => {
    const l = await insertListing(t.database, { status: 'available' })
    const res = await t.gql<{ adminListing: { status: string; steps: string[] } }>(
      `{ adminListing(stockNumber: "${l.stockNumber}") { stockNumber status make categorySlug steps } }`,
    )
    expect(res.data!.adminListing).toMatchObject({
      status: 'available',
      steps: ['markComingSoon', 'changePrice', 'markSold', 'remove'],
    })
    const none = await t.gql<{ adminListing: null }>(
      `{ adminListing(stockNumber: "NOPE-9") { stockNumber } }`,
    )
    expect(none.data!.adminListing).toBeNull()
  })
})
