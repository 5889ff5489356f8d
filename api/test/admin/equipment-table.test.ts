import { parse as parseCsv } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import type { CurrentUser } from '../../src/context'
import { inspections, leads, listingImages, sellers, type Listing } from '../../src/db/schema'
import { createAccountApp, createUser, NOW, type AccountTestApp } from '../account/helpers'
import { ensureCatalog, insertListing, type ListingOverrides } from '../factories'

const DAY = 86_400_000
const ago = (days: number) => new Date(NOW.getTime() - days * DAY)

interface Row {
  stockNumber: string
  daysOnMarket: number | null
  photoCount: number
  inspectionCondition: string | null
  flair: string
}

/**
 * Issue 36, point 8: the console's equipment table is searched by every word (stock number start,
 * make, model, serial or VIN; any case and accents), sorted by days on market, badge, photos and
 * inspection, and downloaded as an inventory CSV of the same filter, a partner's own only.
 */
describe('the equipment table operators can search, sort and download (issue 36)', () => {
  let t: AccountTestApp
  let admin: CurrentUser
  let member: CurrentUser
  const leadIds: Record<string, string> = {}

  beforeAll(async () => {
    t = await createAccountApp()
    await ensureCatalog(t.database)
    const seller = (name: string, kind: 'partner' | 'standard') => ({
      name,
      kind,
      street: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    })
    const [a, b, house] = await t.database.db
      .insert(sellers)
      .values([
        seller('Ops Partners', 'partner'),
        seller('Rival Iron', 'partner'),
        seller('House', 'standard'),
      ])
      .returning({ id: sellers.id })
    const u = await createUser(t.database, { email: 'tables-admin@example.com' })
    const m = await createUser(t.database, { email: 'tables-member@ops.example' })
    admin = { ...u, roles: [...u.roles, 'admin'] }
    member = { ...m, roles: [...m.roles, 'partner'], partnerSellerId: a.id }
    const put = async (
      o: ListingOverrides,
      photos: number,
      condition: 'Poor' | 'Great' | 'Excellent' | null,
    ): Promise<Listing> => {
      const l = await insertListing(t.database, {
        categorySlug: 'excavators',
        status: 'available',
        withInspection: condition !== null,
        ...o,
      })
      await t.database.db.delete(listingImages).where(eq(listingImages.listingId, l.id))
      for (let p = 0; p < photos; p++) {
        await t.database.db.insert(listingImages).values({
          listingId: l.id,
          position: p,
          path: `/media/${l.stockNumber}/${p}`,
          width: 1600,
          height: 1200,
          altEn: 'Photo',
          altEs: 'Foto',
        })
      }
      if (condition) {
        await t.database.db
          .update(inspections)
          .set({ overallCondition: condition })
          .where(eq(inspections.listingId, l.id))
      }
      return l
    }
    const cat = await put(
      {
        stockNumber: 'OPS-6225',
        makeSlug: 'caterpillar',
        model: '336',
        year: 2019,
        sellerId: a.id,
        serialNumber: 'CAT0336XKDF01234',
        listedAt: ago(40),
        updatedAt: ago(3),
        priceUsd: 210_000,
        flair: 'PriceReduced',
      },
      3,
      'Great',
    )
    await put(
      {
        stockNumber: 'OPS-7001',
        makeSlug: 'case',
        model: 'CX145D SR',
        year: 2021,
        sellerId: a.id,
        serialNumber: 'NHC145DX',
        listedAt: ago(5),
        updatedAt: ago(1),
        priceUsd: 150_000,
        flair: 'NotSet',
      },
      0,
      null,
    )
    await put(
      {
        stockNumber: 'RV-336',
        makeSlug: 'caterpillar',
        model: '336 GC',
        year: 2020,
        sellerId: b.id,
        serialNumber: null,
        listedAt: ago(100),
        updatedAt: ago(10),
        priceUsd: 260_000,
        status: 'sold',
        soldAt: ago(10),
        flair: 'Demo',
      },
      1,
      'Poor',
    )
    await put(
      {
        stockNumber: 'H-100',
        makeSlug: 'case',
        model: 'Rodillo Vibratório',
        year: 2015,
        sellerId: house.id,
        listedAt: ago(20),
        updatedAt: ago(6),
        priceUsd: 45_000,
        flair: 'None',
        city: '@SUM(A1)',
      },
      5,
      'Excellent',
    )
    const draft = await put(
      {
        stockNumber: 'H-200',
        makeSlug: 'case',
        model: '=1+2',
        year: 2018,
        sellerId: house.id,
        listedAt: ago(2),
        updatedAt: ago(2),
        priceUsd: 95_000,
        status: 'draft',
        flair: 'WarrantyIncluded',
      },
      2,
      null,
    )
    let n = 0
    const rows = await t.database.db
      .insert(leads)
      .values(
        [cat, draft].map((l) => ({
          type: 'buy_now' as const,
          persona: 'buyer' as const,
          email: `lead-${l.stockNumber}@example.com`,
          stockNumber: l.stockNumber,
          listingId: l.id,
          locale: 'en',
          idempotencyKey: `tables-${++n}`,
          payloadHash: `tables-h${n}`,
        })),
      )
      .returning({ id: leads.id, stockNumber: leads.stockNumber })
    for (const r of rows) leadIds[r.stockNumber!] = String(r.id)
  })
  afterAll(() => t.close())

  const table = async (user: CurrentUser, filter: Record<string, unknown>) => {
    t.as(user)
    const res = await t.gql<{ adminListings: { totalCount: number; nodes: Row[] } }>(
      `query ($f: AdminListingFilter) { adminListings(filter: $f) {
        totalCount nodes { stockNumber daysOnMarket photoCount inspectionCondition flair } } }`,
      { f: filter },
    )
    expect(res.errors).toBeUndefined()
    return res.data!.adminListings
  }
  const stocks = async (user: CurrentUser, filter: Record<string, unknown>) =>
    (await table(user, filter)).nodes.map((r) => r.stockNumber)
  const found = async (q: string, user = admin) => (await stocks(user, { q })).sort()

  it('finds a machine by a stock number start, make and model words, serial or VIN', async () => {
    expect(await found('OPS-6225')).toEqual(['OPS-6225'])
    expect(await found('ops-62')).toEqual(['OPS-6225'])
    expect(await found('Caterpillar 336')).toEqual(['OPS-6225', 'RV-336'])
    expect(await found('336 caterpillar')).toEqual(['OPS-6225', 'RV-336'])
    expect(await found('Case CX145D')).toEqual(['OPS-7001'])
    expect(await found('cat0336')).toEqual(['OPS-6225'])
    expect(await found('2020 cat')).toEqual(['RV-336'])
    expect(await found('Caterpillar 999')).toEqual([])
    // Accents either side: "vibratorio" finds "Vibratório", "vibratório" too.
    expect(await found('rodillo vibratorio')).toEqual(['H-100'])
    expect(await found('VIBRATÓRIO')).toEqual(['H-100'])
    // A % or _ is a letter, not a pattern.
    expect(await found('%')).toEqual([])
  })

  it("a partner member's search keeps their seller's listings only", async () => {
    expect(await found('Caterpillar 336', member)).toEqual(['OPS-6225'])
    expect(await found('RV-336', member)).toEqual([])
  })

  it('sorts by days on market, badge, photos and inspection, both ways', async () => {
    expect(await stocks(admin, { sort: 'days_desc' })).toEqual([
      'RV-336',
      'OPS-6225',
      'H-100',
      'OPS-7001',
      'H-200',
    ])
    expect(await stocks(admin, { sort: 'days_asc' })).toEqual([
      'OPS-7001',
      'H-100',
      'OPS-6225',
      'RV-336',
      'H-200',
    ])
    // Listings without a badge (None, NotSet) last.
    expect(await stocks(admin, { sort: 'badge_asc' })).toEqual([
      'RV-336',
      'OPS-6225',
      'H-200',
      'H-100',
      'OPS-7001',
    ])
    expect(await stocks(admin, { sort: 'photos_desc' })).toEqual([
      'H-100',
      'OPS-6225',
      'H-200',
      'RV-336',
      'OPS-7001',
    ])
    expect(await stocks(admin, { sort: 'photos_asc' })).toEqual([
      'OPS-7001',
      'RV-336',
      'H-200',
      'OPS-6225',
      'H-100',
    ])
    // Never inspected last, both ways.
    expect((await stocks(admin, { sort: 'inspection_desc' })).slice(0, 3)).toEqual([
      'H-100',
      'OPS-6225',
      'RV-336',
    ])
    expect((await stocks(admin, { sort: 'inspection_asc' })).slice(0, 3)).toEqual([
      'RV-336',
      'OPS-6225',
      'H-100',
    ])
    // A search sorts its matches the same way; a partner's table too.
    expect(await stocks(admin, { q: 'caterpillar', sort: 'days_asc' })).toEqual([
      'OPS-6225',
      'RV-336',
    ])
    expect(await stocks(member, { sort: 'days_desc' })).toEqual(['OPS-6225', 'OPS-7001'])
  })

  it('sorts by last change (the default), listing date and price, both ways; badges the other way', async () => {
    const byUpdate = ['OPS-7001', 'H-200', 'OPS-6225', 'H-100', 'RV-336']
    expect(await stocks(admin, {})).toEqual(byUpdate)
    expect(await stocks(admin, { sort: 'updated' })).toEqual(byUpdate)
    expect(await stocks(admin, { sort: 'updated_asc' })).toEqual([...byUpdate].reverse())
    expect(await stocks(admin, { sort: 'listed' })).toEqual([
      'H-200',
      'OPS-7001',
      'H-100',
      'OPS-6225',
      'RV-336',
    ])
    const byPrice = ['RV-336', 'OPS-6225', 'OPS-7001', 'H-200', 'H-100']
    expect(await stocks(admin, { sort: 'price_desc' })).toEqual(byPrice)
    expect(await stocks(admin, { sort: 'price_asc' })).toEqual([...byPrice].reverse())
    // Listings without a badge (NotSet, None) still last.
    expect(await stocks(admin, { sort: 'badge_desc' })).toEqual([
      'H-200',
      'OPS-6225',
      'RV-336',
      'OPS-7001',
      'H-100',
    ])
    // A search (few rows: the sorts as expressions no index serves) gives the same orders.
    expect(await stocks(admin, { q: 'case', sort: 'price_desc' })).toEqual([
      'OPS-7001',
      'H-200',
      'H-100',
    ])
    expect(await stocks(admin, { q: 'case', sort: 'updated_asc' })).toEqual([
      'H-100',
      'H-200',
      'OPS-7001',
    ])
  })

  it('refuses an unknown sort or status: GraphQL by its enums, the CSV with a field error (400)', async () => {
    t.as(admin)
    for (const filter of ['{ sort: nearest }', '{ status: lost }']) {
      const res = await t.gql(`{ adminListings(filter: ${filter}) { totalCount } }`)
      expect(res.status).toBe(400)
      expect(res.errors![0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' })
    }
    // The field's text is the reader's language, not the validator's English.
    for (const [query, path, key, message] of [
      ['sort=nearest', 'sort', 'validation.search.sortUnknown', 'Sort is not one of the choices'],
      [
        'sort=nearest&locale=es',
        'sort',
        'validation.search.sortUnknown',
        'El orden no es una de las opciones',
      ],
      [
        'status=lost',
        'status',
        'validation.search.statusNotPublic',
        'Status is not one of the choices',
      ],
      [
        'status=lost&locale=es',
        'status',
        'validation.search.statusNotPublic',
        'El estado del anuncio no es una de las opciones',
      ],
    ] as const) {
      const res = await csv(admin, `console=admin&${query}`)
      expect(res.statusCode).toBe(400)
      const { error } = res.json<{
        error: { code: string; fields: Array<{ path: string; key: string; message: string }> }
      }>()
      expect(error.code).toBe('VALIDATION')
      expect(error.fields).toEqual([expect.objectContaining({ path, key, message })])
    }
  })

  it('answers each row with its days on market, photos and inspection', async () => {
    const rows = (await table(admin, { sort: 'days_desc' })).nodes
    const by = Object.fromEntries(rows.map((r) => [r.stockNumber, r]))
    expect(by['OPS-6225']).toMatchObject({
      daysOnMarket: 40,
      photoCount: 3,
      inspectionCondition: 'Great',
    })
    // Sold: the days it took to sell; a draft was never on the market.
    expect(by['RV-336'].daysOnMarket).toBe(90)
    expect(by['H-200']).toMatchObject({ daysOnMarket: null, inspectionCondition: null })
  })

  const csv = (user: CurrentUser | null, query: string) => {
    t.as(user)
    return t.app.inject({ method: 'GET', url: `/admin/listings.csv?${query}` })
  }
  const records = (body: string): string[][] => parseCsv(body.replace(/^\uFEFF/, ''))

  it('downloads the filter as an inventory CSV, in the order of the table', async () => {
    const res = await csv(admin, 'console=admin&q=caterpillar&sort=days_desc')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/csv/)
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="inventory-/)
    const [header, ...rows] = records(res.body)
    expect(header.slice(0, 3)).toEqual(['Stock number', 'Machine', 'Year'])
    expect(rows.map((r) => r[0])).toEqual(['RV-336', 'OPS-6225'])
    const ops = Object.fromEntries(header.map((h, i) => [h, rows[1][i]]))
    expect(ops).toMatchObject({
      Machine: '2019 Caterpillar 336',
      'Serial number or VIN': 'CAT0336XKDF01234',
      State: 'Available',
      Badge: 'Price reduced',
      'Days on market': '40',
      Photos: '3',
      Inspection: 'Great',
    })
    expect(ops['Listing link']).toMatch(/\/for-sale\/2019-caterpillar-336-ops-6225$/)
    const es = records((await csv(admin, 'console=admin&q=OPS-6225&locale=es')).body)
    expect(es[0][0]).toBe('Número de inventario')
    expect(es[1]).toContain('Muy bueno')
  })

  it('neutralises formula-looking cells', async () => {
    const [header, ...rows] = records((await csv(admin, 'console=admin&sort=days_desc')).body)
    const by = (stock: string) =>
      Object.fromEntries(header.map((h, i) => [h, rows.find((r) => r[0] === stock)![i]]))
    expect(by('H-200').Model).toBe("'=1+2")
    expect(by('H-200').Machine).toBe('2018 Case =1+2')
    expect(by('H-100').City).toBe("'@SUM(A1)")
  })

  it("gives a partner member their seller's listings only; staff's file is refused to them", async () => {
    const rows = records((await csv(member, 'sort=days_desc')).body).slice(1)
    expect(rows.map((r) => r[0])).toEqual(['OPS-6225', 'OPS-7001'])
    expect((await csv(member, 'console=admin')).statusCode).toBe(403)
    expect((await csv(null, '')).statusCode).toBe(401)
    const plain = await createUser(t.database, { email: 'tables-buyer@example.com' })
    expect((await csv(plain, '')).statusCode).toBe(403)
  })

  it("names each lead's machine and its state (the inbox links its public page)", async () => {
    t.as(admin)
    const res = await t.gql<{
      adminLeads: { nodes: Array<{ id: string; listing: { title: string; status: string } }> }
    }>(`{ adminLeads(filter: { status: all }) { nodes { id listing { title status } } } }`)
    expect(res.errors).toBeUndefined()
    const by = Object.fromEntries(res.data!.adminLeads.nodes.map((n) => [n.id, n.listing]))
    expect(by[leadIds['OPS-6225']]).toEqual({ title: '2019 Caterpillar 336', status: 'available' })
    expect(by[leadIds['H-200']]).toEqual({ title: '2018 Case =1+2', status: 'draft' })
  })
})
