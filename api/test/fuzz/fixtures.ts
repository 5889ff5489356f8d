import { sql } from 'drizzle-orm'
import type { CurrentUser } from '../../src/context'
import { auctions, sellers } from '../../src/db/schema'
import type { Env } from '../../src/lib/env'
import { SPEC_FIELDS } from '../../src/reference-data/spec-fields'
import { linkUser } from '../../src/services/users/link-user'
import { insertCompletedSale, insertListing } from '../factories'
import { createTestApp, type TestApp } from '../helpers/app'
import type { Hints } from './graphql-cases'

/** The fuzz suites' clock: fixed, so rate-limit windows and dates never depend on the run. */
export const FUZZ_NOW = new Date('2026-11-20T15:00:00Z')

export interface FuzzApp extends TestApp {
  /** Act as this user for the next requests (null: anonymous). */
  as(user: CurrentUser | null): void
  user: CurrentUser
  /** A partner seller, for callers who are its members. */
  partnerSellerId: number
  /** `user` as a member of that partner seller (the partner console's role). */
  partner: CurrentUser
  stockNumbers: [string, string]
  listingId: number
  categorySlug: string
  subcategorySlug: string
  makeSlug: string
  model: string
  /** An online auction open for a year (issue 34's console adds lots to it). */
  auctionSlug: string
}

/**
 * An in-process api with a little real inventory (so baseline calls reach the code behind the
 * validation) and a marketplace user to sign in as. Form rate limits are raised: every case comes
 * from its own address anyway, and 429s would hide the paths the fuzzing is for.
 */
export async function createFuzzApp(
  env: Partial<Record<keyof Env, string>> = {},
): Promise<FuzzApp> {
  let current: CurrentUser | null = null
  const t = await createTestApp({
    env: { LEAD_RATE_LIMIT_PER_IP: '1000000', LEAD_RATE_LIMIT_PER_EMAIL: '1000000', ...env },
    authenticate: () => Promise.resolve(current),
    now: () => FUZZ_NOW,
  })
  const listing = await insertListing(t.database, {
    categorySlug: 'excavators',
    withInspection: true,
  })
  const other = await insertListing(t.database, { categorySlug: 'excavators' })
  await insertCompletedSale(t.database, {
    makeId: listing.makeId,
    modelId: listing.modelId,
    model: listing.model,
    soldOn: '2026-09-30',
  })
  const [make] = await t.database.rows<{ slug: string }>(
    // The listing's make, by id (the factories pick a real model of the category).
    sql`SELECT slug FROM makes WHERE id = ${listing.makeId}`,
  )
  const [sub] = await t.database.rows<{ slug: string }>(sql`
    SELECT s.slug FROM subcategories s JOIN categories c ON c.id = s.category_id
    WHERE c.slug = 'excavators' ORDER BY s.slug LIMIT 1`)
  const [partner] = await t.database.db
    .insert(sellers)
    .values({
      name: 'Fuzz Equipment Partners',
      kind: 'partner',
      street: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    })
    .returning({ id: sellers.id })
  const [auction] = await t.database.db
    .insert(auctions)
    .values({
      slug: 'fuzz-online-sale',
      nameEn: 'Fuzz Online Sale',
      nameEs: 'Subasta en línea de prueba',
      descriptionEn: 'Fuzz',
      descriptionEs: 'Fuzz',
      format: 'online',
      // The bids' clock is the database's (real time): open from well before to well after it.
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: new Date(Date.now() + 365 * 86_400_000),
      timeZone: 'America/Chicago',
      city: 'Austin',
      state: 'TX',
    })
    .returning({ slug: auctions.slug })
  const row = await linkUser(
    t.database,
    {
      userId: 'user-test-fuzz-0001',
      email: 'fuzz.user@example.com',
      firstName: 'Ana',
      lastName: 'García',
    },
    FUZZ_NOW,
  )
  const fuzzUser: CurrentUser = {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: ['stytch_user'],
    sessionId: 'session-test-fuzz-0001',
  }
  return {
    ...t,
    as(user) {
      current = user
    },
    user: fuzzUser,
    partnerSellerId: partner.id,
    partner: { ...fuzzUser, roles: [...fuzzUser.roles, 'partner'], partnerSellerId: partner.id },
    stockNumbers: [listing.stockNumber, other.stockNumber],
    listingId: listing.id,
    categorySlug: 'excavators',
    subcategorySlug: sub.slug,
    makeSlug: make.slug,
    model: listing.model,
    auctionSlug: auction.slug,
  }
}

/**
 * Real-looking values by argument or input-field name, so a baseline call passes validation and
 * a bad value in one place is the only thing wrong with it. Unnamed ones default by type.
 */
export function fuzzHints(f: FuzzApp): Hints {
  const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`
  return {
    stockNumber: () => f.stockNumbers[0],
    excludeStockNumbers: () => [f.stockNumbers[1]],
    listingId: () => f.listingId,
    email: (n) => `fuzz${n}@example.com`,
    idempotencyKey: (n) => `fuzz-key-${n.toString().padStart(12, '0')}`,
    firstName: () => 'Ana',
    lastName: () => 'García',
    phone: () => '+1 512 555 0100',
    zip: () => '78701',
    company: () => 'Acme Earthworks',
    message: () => 'Is it still available?\nThanks',
    offerAmount: () => '85000',
    price: () => '85000',
    marketValue: () => '85000',
    role: () => 'Owner',
    address: () => '1 Main St',
    city: () => 'Austin',
    state: () => 'TX',
    states: () => ['TX'],
    creditRating: () => 'excellent',
    equipmentType: () => 'Excavator',
    make: () => f.makeSlug,
    makes: () => [f.makeSlug],
    model: () => f.model,
    models: () => [f.model],
    year: () => 2018,
    yearMin: () => 2010,
    yearMax: () => 2024,
    hoursOrMiles: () => '1200',
    hours: () => 1200,
    miles: () => null,
    category: () => f.categorySlug,
    categories: () => [f.categorySlug],
    subcategories: () => [f.subcategorySlug],
    interestedCategories: () => [f.categorySlug],
    group: () => 'earthmoving',
    // A root field's argument, or an input type's field, may have a hint of its own.
    'stories.category': () => 'all',
    'story.slug': () => 'no-such-story',
    // A public catalogue path (the answer is null unless a slug in it was renamed).
    'catalogRedirect.path': () => `/${f.categorySlug}`,
    // Partner API keys (issue 15): a name, and an id no key has (NOT_FOUND, never FORBIDDEN).
    'createPartnerApiKey.name': () => 'Nightly DMS export',
    'revokePartnerApiKey.id': () => uuid(2),
    slug: () => f.categorySlug,
    locale: () => 'en',
    q: () => 'excavator',
    queryId: (n) => uuid(n),
    // story(slug, uuid) takes one of the two.
    uuid: () => null,
    id: () => uuid(1),
    token: () => 'x'.repeat(43),
    key: () => Object.keys(SPEC_FIELDS)[0],
    broadCategory: () => 'construction',
    // taxonomyModels pages by page or by cursor, not both.
    after: () => null,
    pageUrl: () => '/equipment/excavators',
    months: () => 12,
    idFrom: () => 1,
    idTo: () => 100,
    first: () => 5,
    page: () => 1,
    pageSize: () => 10,
    limit: () => 5,
    radiusMiles: () => 100,
    sort: () => 'recommended',
    daysOnMarket: () => 'last_month',
    priceReducedWithin: () => 'last_month',
    priceMinCents: () => 1_000_000,
    priceMaxCents: () => 50_000_000,
    priceUnder: () => 100_000,
    utm: () => ({ utm_source: 'google', utm_medium: 'cpc' }),
    firstVisitParams: () => ({ gclid: 'abc' }),
    filters: () => ({ category: f.categorySlug, priceMax: '100000' }),
    isBuyer: () => true,
    preview: () => null,
    // The auction console (issue 34): a sale a week long after the fuzz clock, a lot of the fuzz
    // listing in the fuzz auction, a withdrawal of no lot (NOT_FOUND), the fuzz user's limit.
    'CreateAuctionInput.name': (n) => `Fuzz Sale ${n}`,
    'CreateAuctionInput.nameEs': (n) => `Subasta ${n}`,
    'CreateAuctionInput.format': () => 'online',
    'CreateAuctionInput.startsAt': () => '2026-11-21T15:00:00Z',
    'CreateAuctionInput.endsAt': () => '2026-11-28T15:00:00Z',
    'CreateAuctionInput.timeZone': () => 'America/Chicago',
    'CreateAuctionInput.lotIntervalSeconds': () => 60,
    'CreateAuctionInput.softCloseSeconds': () => 180,
    'addAuctionLot.auctionSlug': () => f.auctionSlug,
    'adminAuction.slug': () => f.auctionSlug,
    'addAuctionLot.startingBidCents': () => 5_000_00,
    'addAuctionLot.reserveCents': () => undefined,
    'withdrawAuctionLot.reason': () => 'Sold privately',
    'setBiddingLimit.email': () => f.user.email,
    'setBiddingLimit.limitCents': () => 300_000_00,
  }
}
