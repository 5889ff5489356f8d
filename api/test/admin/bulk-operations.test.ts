import { and, count, eq, sql } from 'drizzle-orm'
import type { CurrentUser } from '../../src/context'
import {
  auditLog,
  bulkOperationItems,
  bulkOperations,
  listings,
  outbox,
  priceHistory,
  sellers,
} from '../../src/db/schema'
import { logger } from '../../src/lib/logger'
import { runJob } from '../../src/jobs/runner'
import { BULK_OPERATION_TOPIC } from '../../src/services/admin/bulk-listing-operations'
import { runBulkOperation } from '../../src/services/admin/bulk-listing-runner'
import { createAccountApp, createUser, NOW, type AccountTestApp } from '../account/helpers'
import { insertListing } from '../factories'

/*
 * Issue 36, point 7: bulk actions on the equipment table. Each row runs the single listing's step
 * (its rules and effects), once, with its result stored; the client's key makes a double submit
 * one operation; a partner member's operation touches their seller's listings only.
 */

const OP = 'id action status total pending ok refused createdAt finishedAt'

interface OpView {
  id: string
  action: string
  status: string
  total: number
  pending: number
  ok: number
  refused: number
}

const key = (name: string) => `bulk-test-key-${name}-0000000000`

async function startAs(
  t: AccountTestApp,
  input: Record<string, unknown>,
  filter?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.gql<{ r: OpView }>(
    `mutation($input: BulkOperationInput!, $filter: AdminListingFilter) {
      r: startBulkOperation(input: $input, filter: $filter) { ${OP} }
    }`,
    { input, filter },
    headers,
  )
}

async function readOp(
  t: AccountTestApp,
  id: string,
  args = '',
  headers: Record<string, string> = {},
) {
  return t.gql<{
    r:
      | (OpView & {
          items: {
            total: number
            rows: Array<{
              stockNumber: string
              state: string
              reason: string | null
              reasonKey: string | null
            }>
          }
        })
      | null
  }>(
    `{ r: bulkOperation(id: "${id}"${args}) { ${OP} items { total rows { stockNumber state reason reasonKey } } } }`,
    {},
    headers,
  )
}

/** The job, as the runner runs it: the operation's outbox row through the registry. */
async function runQueued(t: AccountTestApp, operationId: string) {
  const [row] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.dedupeKey, `bulk-operation-${operationId}`))
  expect(row).toBeDefined()
  await runJob({ database: t.database, env: t.env, logger, now: () => NOW }, row, 1)
}

describe('bulk actions over 5,000 listings (issue 36, point 7)', () => {
  let t: AccountTestApp
  let admin: CurrentUser
  let cheap: string
  let sold: string
  const TOTAL = 5_000

  beforeAll(async () => {
    t = await createAccountApp()
    const a = await createUser(t.database, { email: 'bulk-staff@example.com' })
    admin = { ...a, roles: [...a.roles, 'admin'] }
    const template = await insertListing(t.database, {
      categorySlug: 'excavators',
      status: 'available',
      advertisedPriceCents: 100_000_00,
      originalPriceCents: 100_000_00,
      floorPriceCents: 50_000_00,
      flair: 'NotSet',
      isPartnerSeller: false,
    })
    // 4,999 more of the same machine in one statement (the price history trigger records each).
    const cols = (
      await t.database.rows<{ column_name: string }>(sql`
        SELECT column_name FROM information_schema.columns
        WHERE table_name = 'listings' AND table_schema = current_schema()
          AND column_name NOT IN ('id', 'stock_number', 'creation_key')
          AND is_generated = 'NEVER'`)
    ).map((c) => `"${c.column_name}"`)
    await t.database.exec(`
      INSERT INTO listings (${cols.join(', ')}, stock_number)
      SELECT ${cols.join(', ')}, 'BLK' || lpad(g::text, 5, '0')
      FROM listings, generate_series(2, ${TOTAL}) g WHERE id = ${template.id}`)
    // Two rows the step refuses: a price a $5,000 cut takes below zero, and a sold machine.
    cheap = 'BLK00007'
    sold = 'BLK00011'
    await t.database.db
      .update(listings)
      .set({ advertisedPriceCents: 3_000_00, floorPriceCents: 1_000_00 })
      .where(eq(listings.stockNumber, cheap))
    await t.database.db
      .update(listings)
      .set({ status: 'sold', soldAt: NOW })
      .where(eq(listings.stockNumber, sold))
  }, 60_000)
  afterAll(() => t.close())
  beforeEach(() => t.as(admin))

  it('cuts every matching price by $5,000 once, reports each row, and the same key twice does nothing', async () => {
    const [{ n: total }] = await t.database.db.select({ n: count() }).from(listings)
    expect(total).toBe(TOTAL)
    const input = {
      idempotencyKey: key('cut'),
      action: 'changePrice',
      priceChange: { mode: 'amount', direction: 'down', amountCents: 5_000_00 },
    }
    const started = await startAs(t, input, { categorySlug: 'excavators' })
    expect(started.errors).toBeUndefined()
    expect(started.data!.r).toMatchObject({ total: TOTAL, pending: TOTAL, status: 'queued' })
    const id = started.data!.r.id

    // A double submit: the same operation, no second set of rows, no second job.
    const again = await startAs(t, input, { categorySlug: 'excavators' })
    expect(again.data!.r.id).toBe(id)
    const [{ n: items }] = await t.database.db.select({ n: count() }).from(bulkOperationItems)
    expect(items).toBe(TOTAL)
    const jobs = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.topic, BULK_OPERATION_TOPIC))
    expect(jobs).toHaveLength(1)

    await runQueued(t, id)

    const done = await readOp(t, id)
    expect(done.data!.r).toMatchObject({
      status: 'done',
      total: TOTAL,
      pending: 0,
      ok: TOTAL - 2,
      refused: 2,
    })
    // The refused rows, with the step's reasons in the reader's language.
    const refused = await readOp(t, id, ', itemState: refused', { 'accept-language': 'es' })
    const rows = [...refused.data!.r!.items.rows].sort((a, b) =>
      a.stockNumber.localeCompare(b.stockNumber),
    )
    expect(rows).toEqual([
      {
        stockNumber: cheap,
        state: 'refused',
        reasonKey: 'validation.priceInvalid',
        reason: 'El precio no es válido',
      },
      {
        stockNumber: sold,
        state: 'refused',
        reasonKey: 'admin:listing.cannot.changePrice',
        reason: expect.stringContaining(`La publicación ${sold} está vendida`),
      },
    ])

    // Effects once per applied row: one price-history row and one audit entry each.
    const perListing = async () => ({
      reduced: (
        await t.database.db
          .select({ n: count() })
          .from(priceHistory)
          .where(and(eq(priceHistory.reason, 'reduced'), eq(priceHistory.priceCents, 95_000_00)))
      )[0].n,
      audits: (
        await t.database.db
          .select({ n: count() })
          .from(auditLog)
          .where(eq(auditLog.action, 'listing.changePrice'))
      )[0].n,
    })
    expect(await perListing()).toEqual({ reduced: TOTAL - 2, audits: TOTAL - 2 })
    const [l] = await t.database.db
      .select()
      .from(listings)
      .where(eq(listings.stockNumber, 'BLK04000'))
    expect(l).toMatchObject({ advertisedPriceCents: 95_000_00, flair: 'PriceReduced' })

    // The job again (a retry), and the same key again: nothing more happens.
    await runBulkOperation({ database: t.database, now: () => NOW }, Number(id))
    await startAs(t, input, { categorySlug: 'excavators' })
    await runQueued(t, id)
    expect(await perListing()).toEqual({ reduced: TOTAL - 2, audits: TOTAL - 2 })
    const [{ n: ops }] = await t.database.db.select({ n: count() }).from(bulkOperations)
    expect(ops).toBe(1)
  }, 240_000)

  it('two workers on one operation apply each row once (rows claimed in PostgreSQL)', async () => {
    const picked = ['BLK00100', 'BLK00101', 'BLK00102', 'BLK00103', 'BLK00104', 'BLK00105']
    const res = await startAs(t, {
      idempotencyKey: key('raise'),
      action: 'changePrice',
      priceChange: { mode: 'percent', direction: 'up', percent: 10 },
      stockNumbers: picked,
    })
    expect(res.errors).toBeUndefined()
    const id = Number(res.data!.r.id)
    const deps = { database: t.database, now: () => NOW }
    await Promise.all([runBulkOperation(deps, id), runBulkOperation(deps, id)])
    const rows = await t.database.db
      .select()
      .from(listings)
      .where(sql`${listings.stockNumber} IN ${picked}`)
    // 95,000 + 10% once (104,500), never twice (114,950).
    expect(rows.map((r) => r.advertisedPriceCents)).toEqual(picked.map(() => 104_500_00))
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'listing.changePrice'), sql`${auditLog.entityKey} IN ${picked}`),
      )
    expect(n).toBe(2 * picked.length)
  })

  it('two submits of one key at once make one operation', async () => {
    const input = {
      idempotencyKey: key('race'),
      action: 'remove',
      reason: 'Sold at the yard',
      stockNumbers: ['BLK00200', 'BLK00201'],
    }
    const [a, b] = await Promise.all([startAs(t, input), startAs(t, input)])
    expect(a.errors).toBeUndefined()
    expect(b.errors).toBeUndefined()
    expect(a.data!.r.id).toBe(b.data!.r.id)
    const ops = await t.database.db
      .select()
      .from(bulkOperations)
      .where(eq(bulkOperations.idempotencyKey, input.idempotencyKey))
    expect(ops).toHaveLength(1)
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(bulkOperationItems)
      .where(eq(bulkOperationItems.operationId, ops[0].id))
    expect(n).toBe(2)
  })
})

describe('bulk actions: rules, refusals and partner scope (issue 36, point 7)', () => {
  let t: AccountTestApp
  let admin: CurrentUser
  let member: CurrentUser
  let rival: CurrentUser
  let partnerId: number
  let rivalId: number
  const deps = () => ({ database: t.database, now: () => NOW })

  beforeAll(async () => {
    t = await createAccountApp()
    const [p1, p2] = await t.database.db
      .insert(sellers)
      .values([
        {
          name: 'Bulk Partner',
          kind: 'partner',
          street: '1 Main St',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
        },
        {
          name: 'Bulk Rival',
          kind: 'partner',
          street: '2 Main St',
          city: 'Dallas',
          state: 'TX',
          zip: '75201',
        },
      ])
      .returning({ id: sellers.id })
    partnerId = p1.id
    rivalId = p2.id
    const a = await createUser(t.database, { email: 'bulk-admin@example.com' })
    const u1 = await createUser(t.database, { email: 'bulk@partner.example' })
    const u2 = await createUser(t.database, { email: 'bulk@rival.example' })
    admin = { ...a, roles: [...a.roles, 'admin'] }
    member = { ...u1, roles: [...u1.roles, 'partner'], partnerSellerId: partnerId }
    rival = { ...u2, roles: [...u2.roles, 'partner'], partnerSellerId: rivalId }
  })
  afterAll(() => t.close())

  const partnerListing = (
    sellerId: number,
    status: 'available' | 'draft' | 'no_longer_available',
  ) =>
    insertListing(t.database, {
      categorySlug: 'excavators',
      sellerId,
      isPartnerSeller: true,
      flair: 'PartnerSeller',
      status,
    })

  it('a partner member acts on their own listings only: a picked rival listing is refused as not found and left alone', async () => {
    const own = await partnerListing(partnerId, 'available')
    const theirs = await partnerListing(rivalId, 'available')
    t.as(member)
    const res = await startAs(t, {
      idempotencyKey: key('partner-remove'),
      action: 'remove',
      reason: 'Sold privately',
      stockNumbers: [own.stockNumber, theirs.stockNumber],
    })
    expect(res.errors).toBeUndefined()
    expect(res.data!.r).toMatchObject({ total: 2, pending: 1, refused: 1 })
    await runQueued(t, res.data!.r.id)
    const read = await readOp(t, res.data!.r.id)
    expect(read.data!.r!.items.rows).toEqual([
      expect.objectContaining({ stockNumber: own.stockNumber, state: 'ok', reason: null }),
      expect.objectContaining({
        stockNumber: theirs.stockNumber,
        state: 'refused',
        reasonKey: 'admin:listing.notFound',
        reason: `No listing has stock number ${theirs.stockNumber}`,
      }),
    ])
    const status = async (id: number) =>
      (await t.database.db.select().from(listings).where(eq(listings.id, id)))[0].status
    expect(await status(own.id)).toBe('no_longer_available')
    expect(await status(theirs.id)).toBe('available')

    // The rival member cannot read this operation (another seller's): null, as a missing one.
    t.as(rival)
    expect((await readOp(t, res.data!.r.id)).data!.r).toBeNull()
    expect(
      (await t.gql<{ bulkOperations: unknown[] }>('{ bulkOperations { id } }')).data!
        .bulkOperations,
    ).toEqual([])
  })

  it('"all matching the filter" is the partner member\'s own listings only', async () => {
    await partnerListing(partnerId, 'no_longer_available')
    await partnerListing(rivalId, 'no_longer_available')
    t.as(member)
    const res = await startAs(
      t,
      { idempotencyKey: key('partner-restore-all'), action: 'restore' },
      { status: 'no_longer_available' },
    )
    expect(res.errors).toBeUndefined()
    // Own removed listings: this one and the one removed in the test before.
    expect(res.data!.r.total).toBe(2)
    await runQueued(t, res.data!.r.id)
    const left = await t.database.db
      .select({ sellerId: listings.sellerId })
      .from(listings)
      .where(eq(listings.status, 'no_longer_available'))
    expect(left).toEqual([{ sellerId: rivalId }])
  })

  it('coming soon is staff only, as the single step', async () => {
    const own = await partnerListing(partnerId, 'available')
    t.as(member)
    const res = await startAs(t, {
      idempotencyKey: key('partner-soon'),
      action: 'markComingSoon',
      stockNumbers: [own.stockNumber],
    })
    expect(res.errors?.[0].extensions).toMatchObject({
      code: 'FORBIDDEN',
      messageKey: 'admin:bulk.staffOnly',
    })
  })

  it('publishes drafts, refuses the rows the step refuses, and the others proceed', async () => {
    const draft = await insertListing(t.database, { status: 'draft' })
    const live = await insertListing(t.database, { status: 'available' })
    const draft2 = await insertListing(t.database, { status: 'draft' })
    t.as(admin)
    const res = await startAs(t, {
      idempotencyKey: key('publish'),
      action: 'publish',
      stockNumbers: [draft.stockNumber, live.stockNumber, draft2.stockNumber, 'NO-SUCH-1'],
    })
    expect(res.data!.r).toMatchObject({ total: 4, refused: 1 })
    await runBulkOperation(deps(), Number(res.data!.r.id))
    const read = await readOp(t, res.data!.r.id)
    expect(read.data!.r).toMatchObject({ status: 'done', ok: 2, refused: 2 })
    expect(read.data!.r!.items.rows.map((r) => [r.stockNumber, r.state, r.reasonKey])).toEqual([
      [draft.stockNumber, 'ok', null],
      [live.stockNumber, 'refused', 'admin:listing.cannot.publish'],
      [draft2.stockNumber, 'ok', null],
      ['NO-SUCH-1', 'refused', 'admin:listing.notFound'],
    ])
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'listing.publish'))
    expect(audits.map((a) => a.entityKey).sort()).toEqual(
      [draft.stockNumber, draft2.stockNumber].sort(),
    )
  })

  it('a price cut below the floor is refused per row unless the floor is lowered too', async () => {
    const l = await insertListing(t.database, {
      status: 'available',
      advertisedPriceCents: 50_000_00,
      floorPriceCents: 48_000_00,
    })
    t.as(admin)
    const cut = (name: string, lowerFloor: boolean) =>
      startAs(t, {
        idempotencyKey: key(name),
        action: 'changePrice',
        priceChange: { mode: 'percent', direction: 'down', percent: 10, lowerFloor },
        stockNumbers: [l.stockNumber],
      })
    const first = await cut('floor-refused', false)
    await runBulkOperation(deps(), Number(first.data!.r.id))
    const read = await readOp(t, first.data!.r.id)
    expect(read.data!.r!.items.rows[0]).toMatchObject({
      state: 'refused',
      reasonKey: 'validation.priceBelowFloor',
    })
    const second = await cut('floor-lowered', true)
    await runBulkOperation(deps(), Number(second.data!.r.id))
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, l.id))
    expect(row).toMatchObject({ advertisedPriceCents: 45_000_00, floorPriceCents: 45_000_00 })
  })

  it('refuses an operation without its parameters, per field and in the caller language', async () => {
    t.as(admin)
    const res = await startAs(
      t,
      { idempotencyKey: key('no-reason'), action: 'remove', stockNumbers: ['X1'] },
      undefined,
      { 'accept-language': 'es' },
    )
    expect(res.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION',
      fields: [expect.objectContaining({ path: 'reason', key: 'validation.required' })],
    })
    const price = await startAs(t, {
      idempotencyKey: key('no-amount'),
      action: 'changePrice',
      priceChange: { mode: 'amount', direction: 'down' },
      stockNumbers: ['X1'],
    })
    expect(price.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION',
      fields: [expect.objectContaining({ path: 'priceChange.amountCents' })],
    })
  })

  it("exports the picked rows as CSV, in the caller's scope", async () => {
    const own = await partnerListing(partnerId, 'available')
    const own2 = await partnerListing(partnerId, 'available')
    const theirs = await partnerListing(rivalId, 'available')
    t.as(member)
    const res = await t.app.inject({
      method: 'GET',
      url: `/admin/listings.csv?stock=${own.stockNumber}&stock=${theirs.stockNumber}`,
    })
    expect(res.statusCode).toBe(200)
    const lines = res.body.trim().split(/\r?\n/)
    expect(lines).toHaveLength(2)
    expect(res.body).toContain(own.stockNumber)
    expect(res.body).not.toContain(theirs.stockNumber)
    expect(res.body).not.toContain(own2.stockNumber)
  })
})
