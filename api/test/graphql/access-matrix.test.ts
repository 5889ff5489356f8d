import type { CurrentUser } from '../../src/context'
import { sellers } from '../../src/db/schema'
import { buildSchema } from '../../src/graphql/schema'
import { linkUser } from '../../src/services/users/link-user'
import { trackedMachineValueHistory } from '../../src/services/value-tracker/value-history'
import { insertListing } from '../factories'
import { seededRandom, toJson } from '../fuzz/corpus'
import { createFuzzApp, FUZZ_NOW, fuzzHints, type FuzzApp } from '../fuzz/fixtures'
import { graphqlCases, requiredRoles } from '../fuzz/graphql-cases'
import { addressOf } from '../fuzz/run'

/**
 * The access matrix, read from the schema: every root Query and Mutation field is called with a
 * valid baseline (the fuzz suite's) as an anonymous visitor and as a signed-in user without
 * roles. A `@requireAuth` field answers UNAUTHENTICATED to the visitor, and FORBIDDEN to the user
 * when it names roles the user lacks; a `@skipAuth` field refuses neither. A new field is in the
 * matrix the day it is added.
 */

/**
 * Public fields whose service itself asks for a signed-in user for part of what they do; each
 * with the reason. Keep this list short: a field that always needs a user is `@requireAuth`.
 */
const PUBLIC_BUT_SIGNED_IN_ONLY: Record<string, string> = {
  submitLead:
    'one public mutation for every form; the forms of signed-in users (SIGNED_IN_FORMS in submit-lead.ts) refuse visitors',
}

type Access = { kind: 'public' } | { kind: 'signed-in'; roles: string[] }

interface GqlResult {
  data?: Record<string, unknown> | null
  errors?: Array<{ extensions?: { code?: string } }>
}

/**
 * GraphQL requests to the suite's app (`app()`: it is created in beforeAll), each from its own
 * address counting up from `base`, so no rate limit answers instead of the access rule.
 */
function graphqlCaller(app: () => FuzzApp, base: number) {
  let n = 0
  const gql = async (query: string): Promise<GqlResult> => {
    const res = await app().app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: addressOf(base + n++),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query }),
    })
    return JSON.parse(res.body) as GqlResult
  }
  const codeOf = (res: GqlResult) => res.errors?.[0]?.extensions?.code
  return { gql, codeOf }
}

describe('access matrix: every root field, anonymous and signed in', () => {
  let f: FuzzApp
  beforeAll(async () => {
    f = await createFuzzApp()
  })
  afterAll(() => f.close())

  const schema = buildSchema()
  const access = new Map<string, Access>()
  for (const [field, roles] of requiredRoles(schema))
    access.set(field, roles ? { kind: 'signed-in', roles } : { kind: 'public' })

  type Caller = 'anonymous' | 'signed in' | 'partner member' | 'admin'
  /** The roles each signed-in caller holds beyond stytch_user. */
  const ROLES: Record<Exclude<Caller, 'anonymous'>, string[]> = {
    'signed in': [],
    'partner member': ['partner'],
    admin: ['admin'],
  }
  async function codesOf(mode: Caller): Promise<Map<string, string[]>> {
    f.as(
      mode === 'anonymous'
        ? null
        : {
            ...f.user,
            roles: [...f.user.roles, ...ROLES[mode]],
            partnerSellerId: mode === 'partner member' ? f.partnerSellerId : null,
          },
    )
    const cases = graphqlCases(schema, fuzzHints(f), seededRandom(7), {
      per: 0,
      literalShare: 0,
      firstN: mode === 'anonymous' ? 3_000_000 : 2_000_000,
    }).filter((c) => c.label === `${c.field} baseline`)
    const out = new Map<string, string[]>()
    let i = 0
    for (const c of cases) {
      const res = await f.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: addressOf(200_000 + i++),
        headers: { 'content-type': 'application/json' },
        payload: toJson({ query: c.document, variables: c.variables }),
      })
      const body = JSON.parse(res.body) as { errors?: Array<{ extensions?: { code?: string } }> }
      out.set(
        c.field,
        (body.errors ?? []).map((e) => e.extensions?.code ?? 'NONE'),
      )
    }
    return out
  }

  it('reads an access rule for every root field', () => {
    expect(access.size).toBeGreaterThan(40)
    expect([...access.values()].some((a) => a.kind === 'signed-in')).toBe(true)
    expect([...access.values()].some((a) => a.kind === 'public')).toBe(true)
  })

  it('an anonymous visitor is UNAUTHENTICATED exactly on the @requireAuth fields', async () => {
    const codes = await codesOf('anonymous')
    expect(codes.size).toBe(access.size)
    const wrong: string[] = []
    for (const [field, a] of access) {
      const got = codes.get(field) ?? []
      const refused = got.includes('UNAUTHENTICATED')
      if (a.kind === 'signed-in' && !refused)
        wrong.push(`${field}: not refused (${got.join(',') || 'ok'})`)
      if (a.kind === 'public' && refused && !PUBLIC_BUT_SIGNED_IN_ONLY[field])
        wrong.push(`${field}: public field refused the visitor`)
    }
    expect(wrong).toEqual([])
  }, 300_000)

  it.each(['signed in', 'partner member', 'admin'] as const)(
    'caller "%s" is FORBIDDEN exactly where the field names roles they lack',
    async (caller) => {
      const codes = await codesOf(caller)
      const held = ROLES[caller]
      const wrong: string[] = []
      for (const [field, a] of access) {
        const got = codes.get(field) ?? []
        if (got.includes('UNAUTHENTICATED')) wrong.push(`${field}: ${caller} refused as anonymous`)
        const lacksRole =
          a.kind === 'signed-in' && a.roles.length > 0 && !a.roles.some((r) => held.includes(r))
        if (lacksRole && !got.includes('FORBIDDEN'))
          wrong.push(`${field}: no FORBIDDEN for a ${caller} without ${a.roles.join('/')}`)
        if (!lacksRole && got.includes('FORBIDDEN'))
          wrong.push(`${field}: FORBIDDEN for a ${caller} the rule allows`)
      }
      expect(wrong).toEqual([])
      // The console's staff-only fields are all in the matrix, and only staff pass them (the
      // listing fields partner members share, decision 032, name both roles).
      const adminOnly = [...access].filter(
        ([, a]) =>
          a.kind === 'signed-in' && a.roles.includes('admin') && !a.roles.includes('partner'),
      )
      expect(adminOnly.length).toBeGreaterThanOrEqual(15)
      for (const [field] of adminOnly) {
        expect([field, (codes.get(field) ?? []).includes('FORBIDDEN')]).toEqual([
          field,
          caller !== 'admin',
        ])
      }
    },
    300_000,
  )
})

/**
 * Two partner sellers, a member of each (issue 15, decision 032): the console's listing fields
 * answer a partner member for their own partner's listings, and another partner's listing is
 * NOT_FOUND (never FORBIDDEN: a partner does not learn it exists), while the staff-only fields
 * stay FORBIDDEN.
 */
describe('access matrix: partner members, scoped to their own partner', () => {
  let f: FuzzApp
  let second: number
  let own: string
  let theirs: string
  const schema = buildSchema()
  beforeAll(async () => {
    f = await createFuzzApp()
    const [p2] = await f.database.db
      .insert(sellers)
      .values({
        name: 'Second Partner Equipment',
        kind: 'partner',
        street: '2 Main St',
        city: 'Dallas',
        state: 'TX',
        zip: '75201',
      })
      .returning({ id: sellers.id })
    second = p2.id
    const mine = await insertListing(f.database, {
      categorySlug: 'excavators',
      sellerId: f.partnerSellerId,
      isPartnerSeller: true,
      flair: 'PartnerSeller',
      status: 'available',
    })
    const other = await insertListing(f.database, {
      categorySlug: 'excavators',
      sellerId: second,
      isPartnerSeller: true,
      flair: 'PartnerSeller',
      status: 'available',
    })
    own = mine.stockNumber
    theirs = other.stockNumber
  })
  afterAll(() => f.close())

  const member = (sellerId: number) => ({
    ...f.user,
    roles: [...f.user.roles, 'partner'],
    partnerSellerId: sellerId,
  })
  const { gql, codeOf } = graphqlCaller(() => f, 300_000)

  const SCOPED = [
    'adminListings',
    'adminListing',
    'adminLeads',
    // Issue 36: one lead's page, a partner member's only on their listings.
    'adminLead',
    'markLeadContacted',
    'createListing',
    'updateListing',
    'publishListing',
    'changeListingPrice',
    'markListingSold',
    'removeListing',
    // Issue 36: the ways back, for a partner on their own listings.
    'restoreListing',
    'putListingBackOnSale',
    'discardDraft',
    // Issue 36, points 7 to 9: the dashboard's work, the inbox's bulk operations, saved views.
    'consoleWork',
    'leadOwners',
    'leadBulkOperation',
    'bulkUpdateLeads',
    'undoLeadBulkOperation',
    'savedViews',
    'saveView',
    'deleteSavedView',
    // Issue 36, point 10: a photo's focal point, and the preview of a listing in any state.
    'updateListingPhotoFocal',
    'listingPreview',
    // Issue 36, point 7: bulk actions on the equipment table, on the member's own listings.
    'startBulkOperation',
    'bulkOperation',
    'bulkOperations',
  ]

  it('the scoped listing fields name both roles; the rest of the console stays staff-only', () => {
    const roles = requiredRoles(schema)
    for (const field of SCOPED)
      expect([field, roles.get(field)]).toEqual([field, ['admin', 'partner']])
    for (const field of [
      'adminDashboard',
      'auditLog',
      'duplicateListing',
      'markComingSoon',
      'partnerSellers',
      'addPartnerMember',
      'removePartnerMember',
      // Issue 34: a lot's reserve and starting bid are staff's, never a seller partner's.
      'setAuctionLotReserve',
    ]) {
      expect([field, roles.get(field)]).toEqual([field, ['admin']])
    }
  })

  it('a member reads and writes their own listings with the scoped fields', async () => {
    f.as(member(f.partnerSellerId))
    const read = await gql(
      `{ one: adminListing(stockNumber: "${own}") { stockNumber } page: adminListings { nodes { stockNumber } } leads: adminLeads { totalCount } }`,
    )
    expect(read.errors).toBeUndefined()
    expect(read.data).toEqual({
      one: { stockNumber: own },
      page: { nodes: [{ stockNumber: own }] },
      leads: { totalCount: 0 },
    })
    const write = await gql(
      `mutation { updateListing(stockNumber: "${own}", input: { hours: 1234 }) { stockNumber } }`,
    )
    expect(write.errors).toBeUndefined()
  })

  it("partner 1 reading, updating, pricing or removing partner 2's listing is NOT_FOUND", async () => {
    f.as(member(f.partnerSellerId))
    const read = await gql(`{ adminListing(stockNumber: "${theirs}") { stockNumber } }`)
    expect(read.errors).toBeUndefined()
    expect(read.data).toEqual({ adminListing: null })
    // The preview of another seller's listing is none, as a missing one is (issue 36).
    const preview = await gql(`{ listingPreview(stockNumber: "${theirs}") { stockNumber } }`)
    expect(preview.errors).toBeUndefined()
    expect(preview.data).toEqual({ listingPreview: null })
    for (const m of [
      `updateListing(stockNumber: "${theirs}", input: { hours: 1 }) { stockNumber }`,
      `publishListing(stockNumber: "${theirs}") { status }`,
      `changeListingPrice(stockNumber: "${theirs}", advertisedPriceCents: 100000) { status }`,
      `markListingSold(stockNumber: "${theirs}", soldPriceCents: 100000, soldOn: "2026-11-19") { status }`,
      `removeListing(stockNumber: "${theirs}", reason: "not mine") { status }`,
      `restoreListing(stockNumber: "${theirs}") { status }`,
      `putListingBackOnSale(stockNumber: "${theirs}", reason: "not mine") { status }`,
      `discardDraft(stockNumber: "${theirs}") { status }`,
    ]) {
      expect([m, codeOf(await gql(`mutation { ${m} }`))]).toEqual([m, 'NOT_FOUND'])
    }
    // A bulk action (issue 36, point 7) picking partner 2's listing refuses that row as not
    // found, and "every listing matching the filter" holds partner 1's own listings only.
    const picked = await gql(
      `mutation { startBulkOperation(input: { idempotencyKey: "access-matrix-bulk-0001", action: remove, reason: "not mine", stockNumbers: ["${theirs}"] }) { id total pending refused } }`,
    )
    expect(picked.errors).toBeUndefined()
    expect(picked.data).toMatchObject({
      startBulkOperation: { total: 1, pending: 0, refused: 1 },
    })
    const all = await gql(
      `mutation { startBulkOperation(input: { idempotencyKey: "access-matrix-bulk-0002", action: publish }, filter: {}) { id total } }`,
    )
    expect(all.data).toMatchObject({ startBulkOperation: { total: 1 } })
    const opId = (all.data as { startBulkOperation: { id: string } }).startBulkOperation.id
    // Partner 2 does not see partner 1's operation.
    f.as(member(second))
    const others = await gql(`{ bulkOperation(id: "${opId}") { id } bulkOperations { id } }`)
    expect(others.data).toEqual({ bulkOperation: null, bulkOperations: [] })
    // And partner 2 sees its own listing, not partner 1's.
    f.as(member(second))
    const list = await gql('{ adminListings { nodes { stockNumber } } }')
    expect(list.data).toEqual({ adminListings: { nodes: [{ stockNumber: theirs }] } })
  })

  it('the staff-only console fields are FORBIDDEN for a partner member', async () => {
    f.as(member(f.partnerSellerId))
    for (const q of [
      '{ adminDashboard { leadsWaiting } }',
      '{ auditLog { totalCount } }',
      '{ partnerSellers { id } }',
      `mutation { duplicateListing(stockNumber: "${own}") { stockNumber } }`,
      `mutation { markComingSoon(stockNumber: "${own}") { status } }`,
      // Issue 36, point 7: in bulk too, coming soon is staff's.
      `mutation { startBulkOperation(input: { idempotencyKey: "access-matrix-bulk-0003", action: markComingSoon, stockNumbers: ["${own}"] }) { id } }`,
      `mutation { addPartnerMember(sellerId: "${second}", email: "x@example.com") { id } }`,
    ]) {
      expect([q, codeOf(await gql(q))]).toEqual([q, 'FORBIDDEN'])
    }
  })
})

/**
 * Fields below the roots that hold a user's own data (issue 17): a tracked machine's value
 * history is read through the owner's machines only. Anonymous is UNAUTHENTICATED, another user
 * gets NOT_FOUND (or an empty list) on every path to it, and the resolver's own read is scoped to
 * the signed-in user again.
 */
describe('access matrix: TrackedMachine.valueHistory, its owner only', () => {
  let f: FuzzApp
  let other: CurrentUser
  let machineId: string
  beforeAll(async () => {
    f = await createFuzzApp()
    const row = await linkUser(
      f.database,
      {
        userId: 'user-test-fuzz-0002',
        email: 'fuzz.other@example.com',
        firstName: 'Bea',
        lastName: 'Other',
      },
      FUZZ_NOW,
    )
    other = { ...f.user, id: row.id, email: row.email, sessionId: 'session-test-fuzz-0002' }
    f.as(f.user)
    const added = await gql(
      `mutation { addTrackedMachine(input: { year: 2018, make: "${f.makeSlug}", model: "${f.model}", category: "${f.categorySlug}", hours: 1200 }) { id } }`,
    )
    expect(added.errors).toBeUndefined()
    machineId = (added.data!.addTrackedMachine as { id: string }).id
  })
  afterAll(() => f.close())

  const { gql, codeOf } = graphqlCaller(() => f, 400_000)
  const HISTORY = 'valueHistory { month retailValueCents }'
  const paths = () => [
    `{ trackedMachine(id: "${machineId}") { ${HISTORY} } }`,
    `mutation { updateTrackedMachine(id: "${machineId}", input: { year: 2018, make: "${f.makeSlug}", model: "${f.model}", category: "${f.categorySlug}", hours: 1300 }) { ${HISTORY} } }`,
  ]

  it('the owner reads it: 12 month ends', async () => {
    f.as(f.user)
    const res = await gql(`{ trackedMachines { id ${HISTORY} } }`)
    expect(res.errors).toBeUndefined()
    const machines = res.data!.trackedMachines as Array<{ id: string; valueHistory: unknown[] }>
    expect(machines.map((m) => [m.id, m.valueHistory.length])).toEqual([[machineId, 12]])
  })

  it('an anonymous visitor is UNAUTHENTICATED on every path to it', async () => {
    f.as(null)
    for (const q of [...paths(), `{ trackedMachines { ${HISTORY} } }`]) {
      const res = await gql(q)
      expect([q, codeOf(res), res.data ?? null]).toEqual([q, 'UNAUTHENTICATED', null])
    }
  })

  it('another user gets NOT_FOUND by id and none of it in their own list', async () => {
    f.as(other)
    for (const q of paths()) {
      const res = await gql(q)
      expect([q, codeOf(res), res.data ?? null]).toEqual([q, 'NOT_FOUND', null])
    }
    const list = await gql(`{ trackedMachines { id ${HISTORY} } }`)
    expect(list.errors).toBeUndefined()
    expect(list.data).toEqual({ trackedMachines: [] })
    // The resolver reads the history scoped to the signed-in user again: another user's id is none.
    expect(await trackedMachineValueHistory(f.database, machineId, other.id, FUZZ_NOW)).toBeNull()
    expect(
      await trackedMachineValueHistory(f.database, machineId, f.user.id, FUZZ_NOW),
    ).toHaveLength(12)
  })
})
