import type { GraphQLEnumType } from 'graphql'
import { LEAD_DETAIL_FIELDS } from '@ironyard/contract/lead-types'
import { leads } from '../../src/db/schema'
import { buildSchema } from '../../src/graphql/schema'
import { createAccountApp, createUser, NOW, type AccountTestApp } from '../account/helpers'

/*
 * Issue 36 defect 3: a form's own answers (a valuation's machine, a pre-qualification's credit)
 * reach the inbox and the CSV, with labels; defect 6: the CSV names the form and keeps phones.
 */
describe("the leads inbox and CSV show each form's own answers (issue 36)", () => {
  let t: AccountTestApp
  let admin: Awaited<ReturnType<typeof createUser>>
  let n = 0
  const base = (type: 'sell_valuation' | 'finance_prequalify' | 'parts_request') => ({
    type,
    persona: type === 'sell_valuation' ? ('seller' as const) : ('buyer' as const),
    email: `${type}@example.com`,
    firstName: 'Ana',
    lastName: 'Ruiz',
    phone: '+1 512 555 0100',
    locale: 'en',
    idempotencyKey: `details-${++n}`,
    payloadHash: `hd${n}`,
    createdAt: new Date(NOW.getTime() - n * 60_000),
  })
  beforeAll(async () => {
    t = await createAccountApp()
    admin = await createUser(t.database, { email: 'details-admin@example.com' })
    await t.database.db.insert(leads).values([
      {
        ...base('sell_valuation'),
        zip: '78701',
        // As submitLead stores them: the answers beyond the shared fields, and the lead's value.
        details: {
          equipmentType: 'Excavator',
          make: 'Caterpillar',
          model: '336',
          year: 2018,
          hoursOrMiles: 6200,
          machineCount: '1-4',
          leadValueUsd: 1000,
        },
      },
      {
        ...base('finance_prequalify'),
        company: 'Ruiz Earthworks',
        details: {
          role: 'Owner',
          address: '1 Main St',
          city: 'Austin',
          state: 'TX',
          creditRating: 'very_good',
          equipmentType: 'Dozer',
          machineCount: '0',
          price: 12_500_000,
          fit: 'fit',
          // Not a detail of any form: never shown.
          stray: 'x',
        },
      },
      { ...base('parts_request'), message: 'Bucket teeth', details: { make: 'Deere', model: '' } },
    ])
  })
  afterAll(() => t.close())
  beforeEach(() => t.as({ ...admin, roles: ['admin'] }))

  it('answers every detail a form keeps, in its order, through the inbox', async () => {
    const res = await t.gql<{
      adminLeads: { nodes: Array<{ type: string; details: Array<{ key: string; value: string }> }> }
    }>(`{ adminLeads(filter: { status: all }) { nodes { type details { key value } } } }`)
    expect(res.errors).toBeUndefined()
    const byType = Object.fromEntries(res.data!.adminLeads.nodes.map((l) => [l.type, l.details]))
    expect(byType.sell_valuation).toEqual([
      { key: 'equipmentType', value: 'Excavator' },
      { key: 'make', value: 'Caterpillar' },
      { key: 'model', value: '336' },
      { key: 'year', value: '2018' },
      { key: 'hoursOrMiles', value: '6200' },
      { key: 'machineCount', value: '1-4' },
      { key: 'leadValueUsd', value: '1000' },
    ])
    expect(byType.finance_prequalify.map((d) => d.key)).toEqual([
      'role',
      'address',
      'city',
      'state',
      'creditRating',
      'equipmentType',
      'machineCount',
      'price',
      'fit',
    ])
    // An empty answer is left out.
    expect(byType.parts_request).toEqual([{ key: 'make', value: 'Deere' }])
  })

  it('writes a labelled column per detail, the form by name, and phone numbers as typed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/leads.csv?status=all&locale=en' })
    expect(res.statusCode).toBe(200)
    const [header, ...rows] = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
    const cols = header.split(',')
    const cell = (row: string, name: string) => row.split(',')[cols.indexOf(name)]
    for (const label of ['Form', 'Make', 'Model', 'Year', 'Hours or miles', 'Credit rating'])
      expect(cols).toContain(label)
    const sell = rows.find((r) => r.includes('sell_valuation@'))!
    expect(cell(sell, 'Form')).toBe('Sell: free valuation')
    expect(cell(sell, 'Phone')).toBe('+1 512 555 0100')
    expect(cell(sell, 'Make')).toBe('Caterpillar')
    expect(cell(sell, 'Model')).toBe('336')
    expect(cell(sell, 'Year')).toBe('2018')
    expect(cell(sell, 'Hours or miles')).toBe('6200')
    expect(cell(sell, 'Number of machines')).toBe('1 to 4')
    const finance = rows.find((r) => r.includes('finance_prequalify@'))!
    expect(cell(finance, 'Credit rating')).toBe('Very good')
    expect(cell(finance, 'Equipment price (USD)')).toBe('125000.00')
    expect(cell(finance, 'Pre-qualification')).toBe('A fit')
    expect(res.body).not.toContain('stray')
  })

  it("a lead's page answers it with every answer; a partner member's scope hides another's", async () => {
    const list = await t.gql<{ adminLeads: { nodes: Array<{ id: string; type: string }> } }>(
      `{ adminLeads(filter: { status: all }) { nodes { id type } } }`,
    )
    const id = list.data!.adminLeads.nodes.find((l) => l.type === 'sell_valuation')!.id
    const one = (leadId: string) =>
      t.gql<{ adminLead: { email: string; phone: string; details: Array<{ key: string }> } }>(
        `query ($id: ID!) { adminLead(id: $id) { email phone details { key value } } }`,
        { id: leadId },
      )
    const res = await one(id)
    expect(res.errors).toBeUndefined()
    expect(res.data!.adminLead.email).toBe('sell_valuation@example.com')
    expect(res.data!.adminLead.details.map((d) => d.key)).toContain('hoursOrMiles')
    expect((await one('999999')).errors?.[0].extensions?.code).toBe('NOT_FOUND')
    expect((await one('abc')).errors?.[0].extensions?.code).toBe('VALIDATION')
    // Not on their listings: the same NOT_FOUND as a missing lead.
    t.as({ ...(await createUser(t.database)), roles: ['partner'], partnerSellerId: 999_999 })
    expect((await one(id)).errors?.[0].extensions?.code).toBe('NOT_FOUND')
    t.as(null)
    expect((await one(id)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
  })

  it('the GraphQL enum of detail keys is the contract list', () => {
    const values = (buildSchema().getType('LeadDetailKey') as GraphQLEnumType)
      .getValues()
      .map((v) => v.value as string)
    expect(values.sort()).toEqual([...LEAD_DETAIL_FIELDS].sort())
  })
})
