import { eq } from 'drizzle-orm'
import { inspections, inspectors } from '../../../src/db/schema'
import { createAccountApp, createUser, errorOf, type AccountTestApp } from '../../account/helpers'
import { insertListing } from '../../factories'
import { ensureInspectionPoints, inspectionInput, insertInspector } from './helpers'

describe('inspection entry is for admins only', () => {
  let t: AccountTestApp
  let user: Awaited<ReturnType<typeof createUser>>
  let stockNumber: string
  let listingId: number
  let inspectorId: number
  beforeAll(async () => {
    t = await createAccountApp()
    user = await createUser(t.database, { email: 'buyer@example.com' })
    await ensureInspectionPoints(t.database)
    const l = await insertListing(t.database, { status: 'available' })
    stockNumber = l.stockNumber
    listingId = l.id
    inspectorId = (await insertInspector(t.database)).id
  })
  afterAll(() => t.close())

  const calls = () =>
    [
      [
        `query ($s: String!) { adminInspection(stockNumber: $s) { stockNumber } }`,
        { s: stockNumber },
      ],
      [
        `mutation ($s: String!, $i: SaveInspectionInput!) { saveInspection(stockNumber: $s, input: $i) { stockNumber } }`,
        { s: stockNumber, i: inspectionInput(inspectorId) },
      ],
      [
        `mutation ($s: String!) { deleteInspection(stockNumber: $s) { stockNumber } }`,
        { s: stockNumber },
      ],
      [
        `mutation ($i: CreateInspectorInput!) { createInspector(input: $i) { id } }`,
        { i: { name: 'Sneaky Inspector', yearsExperience: 1 } },
      ],
    ] as const

  it.each([
    ['an anonymous visitor', null, 'UNAUTHENTICATED'],
    ['a signed-in user who is not an admin', 'user', 'FORBIDDEN'],
  ] as const)('%s is refused (%s) and nothing is written', async (_who, as, code) => {
    t.as(as ? user : null)
    for (const [query, vars] of calls()) {
      const res = await t.gql(query, vars)
      expect([query.slice(0, 40), errorOf(res).code]).toEqual([query.slice(0, 40), code])
      expect(res.data?.[Object.keys(res.data ?? {})[0]] ?? null).toBeNull()
    }
    expect(
      await t.database.db.select().from(inspections).where(eq(inspections.listingId, listingId)),
    ).toEqual([])
    expect(
      await t.database.db.select().from(inspectors).where(eq(inspectors.name, 'Sneaky Inspector')),
    ).toEqual([])
  })
})
