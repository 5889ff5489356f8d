import type { FeedImportResult } from '@ironyard/contract/partner-feed'
import { and, eq } from 'drizzle-orm'
import type { CurrentUser } from '../../src/context'
import { auditLog, listings, sellers } from '../../src/db/schema'
import { t as translate } from '../../src/i18n'
import { closestMakes } from '../../src/services/listing-admin/make-suggestions'
import { createAccountApp, createUser, errorOf, type AccountTestApp } from '../account/helpers'
import { ensureCatalog } from '../factories'

const HEADER =
  'stock_number,category,make,model,year,hours,miles,serial_number,price_usd,zip,condition,description,description_es,floor_price_usd'

/**
 * Issue 36, defect 6: an import's check says what each row would do (not only what is wrong), and
 * a make the catalogue lacks offers the closest ones and a way to ask for it.
 */
describe("a partner feed's check and the makes it lacks (issue 36, defect 6)", () => {
  let t: AccountTestApp
  let member: CurrentUser
  let plain: CurrentUser
  let partnerId: number
  let key: string

  const line = (stock: string, cells: Partial<Record<string, string>> = {}) => {
    const base: Record<string, string> = {
      stock_number: stock,
      category: 'excavators',
      make: 'Caterpillar',
      model: '320',
      year: '2019',
      hours: '4200',
      serial_number: 'SN1',
      price_usd: '125000',
      zip: '78701',
      condition: 'Good',
      ...cells,
    }
    return HEADER.split(',')
      .map((c) => base[c] ?? '')
      .join(',')
  }
  const file = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n'
  const post = async (csv: string, query = '', headers: Record<string, string> = {}) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/partner/v1/listings/import${query}`,
        headers: { 'content-type': 'text/csv', authorization: `Bearer ${key}`, ...headers },
        payload: csv,
      })
    ).json<FeedImportResult>()
  const requestMake = (user: CurrentUser, name: string, locale = 'en') => {
    t.as(user)
    return t.gql<{ requestMake: { name: string; alreadyRequested: boolean } }>(
      'mutation ($n: String!) { requestMake(name: $n) { name alreadyRequested } }',
      { n: name },
      { 'accept-language': locale },
    )
  }

  beforeAll(async () => {
    t = await createAccountApp()
    await ensureCatalog(t.database)
    const [p] = await t.database.db
      .insert(sellers)
      .values({
        name: 'Plan Partners',
        kind: 'partner',
        street: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      })
      .returning({ id: sellers.id })
    partnerId = p.id
    const u = await createUser(t.database, { email: 'plan@partner.example' })
    plain = await createUser(t.database, { email: 'plan-buyer@example.com' })
    member = { ...u, roles: [...u.roles, 'partner'], partnerSellerId: p.id }
    t.as(member)
    const res = await t.gql<{ k: { key: string } }>(
      'mutation { k: createPartnerApiKey(name: "Plan") { key } }',
    )
    key = res.data!.k.key
  })
  afterAll(() => t.close())

  it('the check lists what each row would do: create, update (the columns), unchanged, remove', async () => {
    const first = await post(file(line('PL-1'), line('PL-2'), line('PL-3')))
    expect(first).toMatchObject({ created: 3, failed: 0 })
    expect(first.changes).toBeUndefined()

    const checked = await post(
      file(
        line('PL-1'),
        line('PL-2', { price_usd: '129000', hours: '4300' }),
        line('PL-NEW'),
        line('PL-BAD', { year: '1850' }),
      ),
      '?dryRun=true&mode=replace',
    )
    expect(checked).toMatchObject({ created: 1, updated: 1, unchanged: 1, failed: 1 })
    expect(checked.changes).toEqual([
      { row: 2, stockNumber: 'PL-1', action: 'unchanged', fields: [] },
      { row: 3, stockNumber: 'PL-2', action: 'update', fields: ['hours', 'price_usd'] },
      { row: 4, stockNumber: 'PL-NEW', action: 'create', fields: [] },
      { row: null, stockNumber: 'PL-3', action: 'remove', fields: [] },
    ])
    // The errors stay where they were: the refused row is in `rows`, not in the plan.
    expect(checked.rows.map((r) => r.stockNumber)).toEqual(['PL-BAD'])
    const [pl2] = await t.database.db
      .select({ hours: listings.hours })
      .from(listings)
      .where(eq(listings.stockNumber, 'PL-2'))
    expect(pl2.hours).toBe(4200)
  })

  it('offers the closest catalogue makes', () => {
    const catalogue = ['Caterpillar', 'John Deere', 'Komatsu', 'Case', 'Cat Rental']
    expect(closestMakes('Caterpilar', catalogue)[0]).toBe('Caterpillar')
    expect(closestMakes('john-deer', catalogue)).toEqual(['John Deere'])
    expect(closestMakes('Komatsu', catalogue)).toEqual([])
    expect(closestMakes('Zzyzx', catalogue)).toEqual([])
  })

  it('a feed row naming a make the catalogue lacks suggests the closest and lists it to ask for', async () => {
    const checked = await post(
      file(line('MK-1', { make: 'Caterpilar' }), line('MK-2', { make: 'Zzyzx Iron' })),
      '?dryRun=true',
      { 'x-locale': 'es' },
    )
    const [typo, none] = checked.rows
    const typoMake = typo.errors.find((e) => e.field === 'make')
    const noneMake = none.errors.find((e) => e.field === 'make')
    expect(typoMake!.message).toMatch(/^Ninguna marca de nuestro catálogo se llama “Caterpilar”/)
    expect(typoMake!.message).toContain('¿Quisiste decir Caterpillar')
    expect(noneMake!.message).toBe(
      translate('es', 'admin:listing.makeUnknownAsk', { make: 'Zzyzx Iron' }),
    )
    expect(checked.unknownMakes).toEqual([
      { make: 'Caterpilar', suggestions: expect.arrayContaining(['Caterpillar']) },
      { make: 'Zzyzx Iron', suggestions: [] },
    ])
    expect(checked.unknownMakes![0].suggestions[0]).toBe('Caterpillar')
  })

  it("the listing form's unknown make suggests the closest too", async () => {
    t.as(member)
    const res = await t.gql(
      `mutation ($input: CreateListingInput!) { createListing(input: $input) { stockNumber } }`,
      {
        input: {
          stockNumber: 'FORM-1',
          categorySlug: 'excavators',
          make: 'Catterpillar',
          model: '320',
          year: 2019,
          advertisedPriceCents: 15_500_000,
          floorPriceCents: 14_000_000,
          zip: '78701',
        },
      },
    )
    const make = errorOf(res).fields.find((f) => f.path === 'make')
    expect(make?.message).toContain('Did you mean Caterpillar')
  })

  it('a member asks for a make: an audit entry staff see, once per partner; a known make is a field error', async () => {
    const asked = await requestMake(member, '  Zzyzx Iron ')
    expect(asked.errors).toBeUndefined()
    expect(asked.data!.requestMake).toEqual({ name: 'Zzyzx Iron', alreadyRequested: false })
    const again = await requestMake(member, 'zzyzx iron')
    expect(again.data!.requestMake.alreadyRequested).toBe(true)
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'make.request'), eq(auditLog.entityType, 'make')))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      entityKey: 'zzyzx-iron',
      actorEmail: 'plan@partner.example',
      after: { name: 'Zzyzx Iron', sellerId: partnerId },
    })

    const known = errorOf(await requestMake(member, 'caterpillar'))
    expect(known.code).toBe('VALIDATION')
    expect(known.fields.map((f) => f.path)).toEqual(['name'])
    expect(errorOf(await requestMake(member, '  ')).fields.map((f) => f.path)).toEqual(['name'])
    const refused = (await requestMake(plain, 'Other Make', 'es')).errors?.[0]
    // Refused by the role before the service (a partner member with no seller gets make.notMember).
    expect([refused?.extensions?.code, refused?.message]).toEqual([
      'FORBIDDEN',
      'No tienes permiso para hacer esto',
    ])
    const knownEs = errorOf(await requestMake(member, 'Caterpillar', 'es'))
    expect(knownEs.fields[0].message).toBe(
      'Caterpillar ya está en el catálogo: elígela en el formulario',
    )
  })

  it('two asks for one make sent together write one entry', async () => {
    const both = await Promise.all([
      requestMake(member, 'Twin Iron'),
      requestMake(member, 'TWIN IRON'),
    ])
    expect(both.map((r) => r.data?.requestMake.alreadyRequested).sort()).toEqual([false, true])
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'make.request'), eq(auditLog.entityKey, 'twin-iron')))
    expect(entries).toHaveLength(1)
  })
})
