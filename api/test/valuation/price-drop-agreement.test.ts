import { latestPriceCut } from '@ironyard/contract/price-drop'
import { sql } from 'drizzle-orm'
import { enqueueDuePeriodicJobs } from '../../src/services/alert-jobs/schedule-periodic-jobs'
import { logger } from '../../src/lib/logger'
import { listOutbox } from '../../src/services/messages/list-outbox'
import { insertListing } from '../factories'
import {
  createAccountApp,
  createUser,
  drainOutbox,
  NOW,
  type AccountTestApp,
} from '../account/helpers'

const ADD_FAVORITE = `mutation ($id: Int!) { addFavorite(listingId: $id) { unchanged } }`
const HISTORY = `query ($s: String!) { listing(stockNumber: $s) {
  advertisedPriceCents priceReduced priceHistory { priceCents reason changedAt } } }`
const HOUR = 3_600_000

interface History {
  listing: {
    advertisedPriceCents: number
    priceReduced: boolean
    priceHistory: Array<{ priceCents: number; reason: string; changedAt: string }>
  }
}

describe('price drops (issue 37): the history, the page and the mail agree', () => {
  let t: AccountTestApp
  const deps = () => ({ database: t.database, env: t.env, logger, now: () => t.clock.now })
  beforeAll(async () => {
    t = await createAccountApp({
      env: { WEB_URL: 'https://ironyard.example', API_URL: 'https://api.ironyard.example' },
    })
  })
  afterAll(() => t.close())

  it('listed at $245,000 (original $259,000), cut to $229,000: $16,000 everywhere', async () => {
    t.clock.now = NOW
    const listing = await insertListing(t.database, {
      status: 'available',
      priceUsd: 245_000,
      originalPriceCents: 25_900_000,
      categorySlug: 'excavators',
    })
    const [{ original }] = await t.database.rows<{ original: number }>(
      sql`SELECT original_price_cents::float8 AS original FROM listings WHERE id = ${listing.id}`,
    )
    expect(original).toBe(25_900_000)
    const before = (await t.gql<History>(HISTORY, { s: listing.stockNumber })).data!.listing
    // The history starts at the first advertised price, not the original price never asked here.
    expect(before.priceHistory.map((p) => [p.reason, p.priceCents])).toEqual([
      ['listed', 24_500_000],
    ])
    expect(before.priceReduced).toBe(false)

    const buyer = await createUser(t.database, { email: 'drop@example.com', firstName: 'Dee' })
    t.as(buyer)
    await t.gql(ADD_FAVORITE, { id: listing.id })
    const cutAt = new Date(NOW.getTime() + HOUR)
    await t.database.rows(sql`UPDATE listings SET advertised_price_cents = 22900000,
      price_reduced_at = ${cutAt.toISOString()}::timestamptz WHERE id = ${listing.id}`)
    t.clock.now = new Date(NOW.getTime() + 2 * HOUR)
    await enqueueDuePeriodicJobs(deps())
    await drainOutbox(deps())

    const after = (await t.gql<History>(HISTORY, { s: listing.stockNumber })).data!.listing
    expect(after.priceHistory.map((p) => [p.reason, p.priceCents])).toEqual([
      ['listed', 24_500_000],
      ['reduced', 22_900_000],
    ])
    expect(after.priceReduced).toBe(true)
    // The page's "Reduced $X" and the history's change column read this rule.
    expect(latestPriceCut(after.priceHistory)).toMatchObject({
      amountCents: 1_600_000,
      previousCents: 24_500_000,
    })
    const [mail] = await listOutbox(t.database, { to: 'drop@example.com' })
    expect(mail.text).toContain('Was $245,000')
    expect(mail.text).toContain('That is $16,000 less.')
    expect(mail.text).not.toMatch(/\$30,000|\$259,000/)
  })
})
