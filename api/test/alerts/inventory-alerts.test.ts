import { eq } from 'drizzle-orm'
import { inventoryAlerts } from '../../src/db/schema'
import { issueUnsubscribeToken } from '../../src/services/alerts/subscribe-inventory-alert'
import { createTestApp, type TestApp } from '../helpers/app'

const SUBSCRIBE = /* GraphQL */ `
  mutation Subscribe($input: SubscribeInventoryAlertInput!) {
    subscribeInventoryAlert(input: $input) {
      alertId
      alreadySubscribed
    }
  }
`
const UNSUBSCRIBE = /* GraphQL */ `
  mutation Unsubscribe($token: String!) {
    unsubscribeInventoryAlert(token: $token) {
      alertId
    }
  }
`
type SubscribeData = { subscribeInventoryAlert: { alertId: string; alreadySubscribed: boolean } }

describe('inventory alerts sign-up', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const rows = () => t.database.db.select().from(inventoryAlerts)

  it('stores email, locale and normalised filters, with only a hash of the token', async () => {
    const res = await t.gql<SubscribeData>(
      SUBSCRIBE,
      {
        input: {
          email: '  Buyer@Example.COM ',
          filters: { priceMax: '100000', category: 'excavators', page: '3', q: ' ' },
        },
      },
      { 'x-locale': 'es' },
    )
    expect(res.errors).toBeUndefined()
    expect(res.data?.subscribeInventoryAlert.alreadySubscribed).toBe(false)
    const [row] = await t.database.db
      .select()
      .from(inventoryAlerts)
      .where(eq(inventoryAlerts.id, res.data!.subscribeInventoryAlert.alertId))
    expect(row.email).toBe('buyer@example.com')
    expect(row.locale).toBe('es')
    // page and empty values do not change what the alert watches; keys are ordered.
    expect(Object.entries(row.filters)).toEqual([
      ['category', 'excavators'],
      ['priceMax', '100000'],
    ])
    expect(row.unsubscribeTokenHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('is idempotent: a double submit of the same email and filters keeps one alert', async () => {
    const input = { email: 'twice@example.com', locale: 'en', filters: { make: 'caterpillar' } }
    const [a, b] = await Promise.all([
      t.gql<SubscribeData>(SUBSCRIBE, { input }),
      t.gql<SubscribeData>(SUBSCRIBE, { input }),
    ])
    const c = await t.gql<SubscribeData>(SUBSCRIBE, {
      input: { ...input, filters: { make: 'caterpillar', page: '2' } },
    })
    const ids = new Set([a, b, c].map((r) => r.data?.subscribeInventoryAlert.alertId))
    expect(ids.size).toBe(1)
    expect(c.data?.subscribeInventoryAlert.alreadySubscribed).toBe(true)
    expect((await rows()).filter((r) => r.email === 'twice@example.com')).toHaveLength(1)
  })

  it('keeps separate alerts for different filters', async () => {
    const email = 'two-searches@example.com'
    await t.gql(SUBSCRIBE, { input: { email, filters: { category: 'cranes' } } })
    await t.gql(SUBSCRIBE, { input: { email, filters: { category: 'forklifts' } } })
    expect((await rows()).filter((r) => r.email === email)).toHaveLength(2)
  })

  it('refuses a missing or invalid email with field errors and translation keys', async () => {
    const empty = await t.gql(SUBSCRIBE, { input: { email: '' } })
    expect(empty.errors?.[0].extensions?.code).toBe('VALIDATION')
    expect(empty.errors?.[0].extensions?.fields).toEqual([
      expect.objectContaining({ path: 'email', key: 'validation.emailRequired' }),
    ])
    const bad = await t.gql(SUBSCRIBE, { input: { email: 'not-an-email' } })
    expect(bad.errors?.[0].extensions?.fields).toEqual([
      expect.objectContaining({ path: 'email', key: 'validation.emailInvalid' }),
    ])
  })

  it('refuses malformed filters without a 500', async () => {
    const res = await t.gql(SUBSCRIBE, {
      input: { email: 'f@example.com', filters: { 'bad key!': 'x' } },
    })
    expect(res.errors?.[0].extensions?.code).toBe('VALIDATION')
    const notObject = await t.gql(SUBSCRIBE, { input: { email: 'f@example.com', filters: [1] } })
    expect(notObject.errors?.[0].extensions?.code).toBe('VALIDATION')
  })

  it('unsubscribes with the token of the email link, and subscribing again re-activates', async () => {
    const sub = await t.gql<SubscribeData>(SUBSCRIBE, {
      input: { email: 'leaving@example.com', filters: { state: 'TX' } },
    })
    const alertId = sub.data!.subscribeInventoryAlert.alertId
    const token = await issueUnsubscribeToken({ database: t.database }, alertId)
    const res = await t.gql<{ unsubscribeInventoryAlert: { alertId: string } }>(UNSUBSCRIBE, {
      token,
    })
    expect(res.data?.unsubscribeInventoryAlert.alertId).toBe(alertId)
    const again = await t.gql(UNSUBSCRIBE, { token })
    expect(again.errors).toBeUndefined()
    const [left] = await t.database.db
      .select()
      .from(inventoryAlerts)
      .where(eq(inventoryAlerts.id, alertId))
    expect(left.unsubscribedAt).not.toBeNull()

    await t.gql(SUBSCRIBE, { input: { email: 'leaving@example.com', filters: { state: 'TX' } } })
    const [back] = await t.database.db
      .select()
      .from(inventoryAlerts)
      .where(eq(inventoryAlerts.id, alertId))
    expect(back.unsubscribedAt).toBeNull()

    const unknown = await t.gql(UNSUBSCRIBE, { token: 'x'.repeat(43) })
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND')
  })
})
