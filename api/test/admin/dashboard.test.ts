import { leads } from '../../src/db/schema'
import { createAccountApp, createUser, NOW, type AccountTestApp } from '../account/helpers'
import { insertListing } from '../factories'

const HOUR = 3_600_000

describe('adminDashboard: the inventory by state and the leads waiting, for admins only', () => {
  let t: AccountTestApp
  beforeAll(async () => {
    t = await createAccountApp()
    for (const status of ['available', 'available', 'sold', 'removed'] as const) {
      await insertListing(t.database, { status })
    }
    let n = 0
    const lead = (createdAt: Date, contactedAt: Date | null) => ({
      type: 'contact_sales' as const,
      persona: 'buyer' as const,
      email: `lead${++n}@example.com`,
      locale: 'en',
      idempotencyKey: `dashboard-${n}`,
      payloadHash: `hash-${n}`,
      createdAt,
      contactedAt,
    })
    await t.database.db
      .insert(leads)
      .values([
        lead(new Date(NOW.getTime() - 30 * HOUR), null),
        lead(new Date(NOW.getTime() - 2 * HOUR), null),
        lead(new Date(NOW.getTime() - HOUR), NOW),
        lead(new Date(NOW.getTime() - 10 * 24 * HOUR), NOW),
      ])
  })
  afterAll(() => t.close())

  const QUERY = `{ adminDashboard { listingsByStatus { status count } leadsWaiting leadsLastWeek oldestWaitingHours } }`

  it('counts every state (zeros included) and the leads nobody answered yet', async () => {
    const admin = await createUser(t.database)
    t.as({ ...admin, roles: ['admin'] })
    const res = await t.gql<{ adminDashboard: Record<string, unknown> }>(QUERY)
    expect(res.errors).toBeUndefined()
    expect(res.data!.adminDashboard).toEqual({
      listingsByStatus: [
        { status: 'available', count: 2 },
        { status: 'coming_soon', count: 0 },
        { status: 'sold', count: 1 },
        { status: 'no_longer_available', count: 0 },
        { status: 'removed', count: 1 },
        { status: 'draft', count: 0 },
      ],
      leadsWaiting: 2,
      leadsLastWeek: 3,
      oldestWaitingHours: 30,
    })
  })

  it('is refused to visitors and to users who are not admins', async () => {
    t.as(null)
    expect((await t.gql(QUERY)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    t.as(await createUser(t.database))
    const res = await t.gql(QUERY, {}, { 'accept-language': 'es' })
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN')
    expect(res.data).toBeNull()
  })
})
