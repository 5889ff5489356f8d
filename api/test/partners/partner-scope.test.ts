import { STAFF_ONLY_LISTING_FIELDS } from '@ironyard/contract/admin-listing'
import { LISTING_STATUSES } from '@ironyard/contract/listing-enums'
import { and, eq, sql } from 'drizzle-orm'
import type { CurrentUser } from '../../src/context'
import { auditLog, leads, listings, partnerMembers, sellers } from '../../src/db/schema'
import { t as translate } from '../../src/i18n'
import { findLinkedUser, linkUser } from '../../src/services/users/link-user'
import { createAccountApp, createUser, errorOf, NOW, type AccountTestApp } from '../account/helpers'
import { ensureCatalog, insertListing } from '../factories'

const STATE = 'stockNumber status advertisedPriceCents flair'
const INPUT = {
  categorySlug: 'excavators',
  make: 'caterpillar',
  model: '320',
  year: 2019,
  hours: 4200,
  advertisedPriceCents: 15_500_000,
  floorPriceCents: 14_000_000,
  zip: '78701',
  condition: 'Good',
  description: 'Clean machine, one owner.',
  descriptionEs: 'Máquina limpia, un solo dueño.',
}
const HEADER =
  'stock_number,category,make,model,year,hours,miles,serial_number,price_usd,zip,condition,description,description_es'

describe("partner members manage their own partner's listings with the console's fields (issue 15)", () => {
  let t: AccountTestApp
  let admin: CurrentUser
  let member: CurrentUser
  let rival: CurrentUser
  let plain: CurrentUser
  let partnerId: number
  let rivalId: number
  let houseId: number
  /** A listing of the rival partner, and a house one. */
  let rivalStock: string
  let houseStock: string
  const leadIds: Record<string, string> = {}

  beforeAll(async () => {
    t = await createAccountApp()
    await ensureCatalog(t.database)
    const [p1, p2, std] = await t.database.db
      .insert(sellers)
      .values([
        {
          name: 'Lone Star Iron Partners',
          kind: 'partner',
          street: '1 Main St',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
        },
        {
          name: 'Rival Equipment Co',
          kind: 'partner',
          street: '2 Main St',
          city: 'Dallas',
          state: 'TX',
          zip: '75201',
        },
        {
          name: 'Plain Dealer',
          kind: 'standard',
          street: '3 Main St',
          city: 'Waco',
          state: 'TX',
          zip: '76701',
        },
      ])
      .returning({ id: sellers.id })
    partnerId = p1.id
    rivalId = p2.id
    houseId = std.id
    const a = await createUser(t.database, { email: 'scope-admin@example.com' })
    const u1 = await createUser(t.database, { email: 'dealer@lonestar.example' })
    const u2 = await createUser(t.database, { email: 'dealer@rival.example' })
    plain = await createUser(t.database, { email: 'scope-buyer@example.com' })
    admin = { ...a, roles: [...a.roles, 'admin'] }
    member = { ...u1, roles: [...u1.roles, 'partner'], partnerSellerId: p1.id }
    rival = { ...u2, roles: [...u2.roles, 'partner'], partnerSellerId: p2.id }
    const r = await insertListing(t.database, {
      categorySlug: 'excavators',
      sellerId: rivalId,
      isPartnerSeller: true,
      flair: 'PartnerSeller',
      status: 'available',
    })
    const h = await insertListing(t.database, {
      categorySlug: 'excavators',
      sellerId: houseId,
      isPartnerSeller: false,
      flair: 'NotSet',
      status: 'available',
    })
    rivalStock = r.stockNumber
    houseStock = h.stockNumber
    let n = 0
    const lead = (email: string, listing: { id: number; stockNumber: string } | null) => ({
      type: 'buy_now' as const,
      persona: 'buyer' as const,
      email,
      firstName: 'Ana',
      stockNumber: listing?.stockNumber ?? null,
      listingId: listing?.id ?? null,
      locale: 'en',
      idempotencyKey: `scope-${++n}`,
      payloadHash: `scope-h${n}`,
      createdAt: new Date(NOW.getTime() - n * 60_000),
    })
    const rows = await t.database.db
      .insert(leads)
      .values([lead('on-rival@example.com', r), lead('general@example.com', null)])
      .returning({ id: leads.id, email: leads.email })
    for (const row of rows) leadIds[row.email] = String(row.id)
  })
  afterAll(() => t.close())

  const create = (user: CurrentUser, input: Record<string, unknown>, locale = 'en') => {
    t.as(user)
    return t.gql<{ createListing: { stockNumber: string; status: string; flair: string } }>(
      `mutation ($input: CreateListingInput!) { createListing(input: $input) { ${STATE} } }`,
      { input },
      { 'x-locale': locale },
    )
  }
  const row = async (stockNumber: string) =>
    (await t.database.db.select().from(listings).where(eq(listings.stockNumber, stockNumber)))[0]

  describe('createListing and updateListing as a partner member', () => {
    it("writes the partner's inventory: its seller, the PartnerSeller flair, its name, no guarantee", async () => {
      const res = await create(member, { ...INPUT, stockNumber: 'lsi-100' })
      expect(res.errors).toBeUndefined()
      expect(res.data!.createListing).toMatchObject({
        stockNumber: 'LSI-100',
        status: 'draft',
        flair: 'PartnerSeller',
      })
      expect(await row('LSI-100')).toMatchObject({
        sellerId: partnerId,
        flair: 'PartnerSeller',
        isPartnerSeller: true,
        hasWarranty: false,
        listingCompany: 'Lone Star Iron Partners',
        floorPriceCents: 14_000_000,
      })
      t.as(member)
      const pub = await t.gql<{ publishListing: { status: string } }>(
        'mutation { publishListing(stockNumber: "LSI-100") { status } }',
      )
      expect(pub.data!.publishListing.status).toBe('available')
      t.as(null)
      const page = await t.gql<{ listing: Record<string, unknown> }>(
        '{ listing(stockNumber: "LSI-100") { flair isPartnerSeller buyerProtection labels { listingCompany } seller { name kind } } }',
      )
      expect(page.data!.listing).toEqual({
        flair: 'PartnerSeller',
        isPartnerSeller: true,
        buyerProtection: false,
        labels: expect.objectContaining({ listingCompany: 'Lone Star Iron Partners' }),
        seller: { name: 'Lone Star Iron Partners', kind: 'partner' },
      })
    })

    it('refuses every staff-only field a partner sends, each with a field error in their language', async () => {
      const staffValues: Record<string, unknown> = {
        flair: 'Demo',
        isPartnerSeller: false,
        hasWarranty: true,
        agreementType: 32,
        fleetAdvisor: 'Pat',
        listingCompany: 'Someone Else',
        listingSellerCompany: 'Someone Else',
      }
      expect(Object.keys(staffValues).sort()).toEqual([...STAFF_ONLY_LISTING_FIELDS].sort())
      const res = await create(member, { ...INPUT, ...staffValues, stockNumber: 'LSI-BAD' }, 'es')
      const err = errorOf(res)
      expect(err.code).toBe('VALIDATION')
      expect(err.fields.map((f) => f.path).sort()).toEqual([...STAFF_ONLY_LISTING_FIELDS].sort())
      expect(err.fields[0]).toMatchObject({
        key: 'admin.listing.staffOnly',
        message: 'Solo el personal define este campo.',
      })
      expect(await row('LSI-BAD')).toBeUndefined()
      // One alone is refused too, in English by default.
      const one = errorOf(await create(member, { ...INPUT, hasWarranty: true }))
      expect(one.fields).toEqual([
        {
          path: 'hasWarranty',
          key: 'admin.listing.staffOnly',
          message: 'Only staff set this field.',
        },
      ])
      // Staff still set them.
      const staff = await create(admin, { ...INPUT, hasWarranty: true, fleetAdvisor: 'Pat' })
      expect(staff.errors).toBeUndefined()
      expect(await row(staff.data!.createListing.stockNumber)).toMatchObject({
        hasWarranty: true,
        fleetAdvisor: 'Pat',
      })
      // updateListing: the same rule.
      t.as(member)
      const upd = await t.gql(
        'mutation { updateListing(stockNumber: "LSI-100", input: { flair: Demo, hours: 10 }) { stockNumber } }',
      )
      expect(errorOf(upd).fields.map((f) => f.path)).toEqual(['flair'])
      expect((await row('LSI-100')).hours).toBe(4200)
      const ok = await t.gql<{ updateListing: { hours: number } }>(
        'mutation { updateListing(stockNumber: "LSI-100", input: { hours: 4300, floorPriceCents: 13000000 }) { hours } }',
      )
      expect(ok.errors).toBeUndefined()
      expect(await row('LSI-100')).toMatchObject({ hours: 4300, floorPriceCents: 13_000_000 })
    })

    it('a stock number another seller uses is a field error, as for staff', async () => {
      const res = await create(member, { ...INPUT, stockNumber: rivalStock })
      expect(errorOf(res)).toMatchObject({ code: 'VALIDATION' })
      expect(errorOf(res).fields.map((f) => f.path)).toEqual(['stockNumber'])
    })
  })

  describe("another seller's listing is NOT_FOUND, like a missing one", () => {
    const notFound = async (user: CurrentUser, mutation: string) => {
      t.as(user)
      const res = await t.gql(mutation)
      return { code: errorOf(res).code, message: res.errors?.[0]?.message }
    }
    it.each([
      [
        'updateListing',
        (s: string) =>
          `mutation { updateListing(stockNumber: "${s}", input: { hours: 1 }) { stockNumber } }`,
      ],
      [
        'publishListing',
        (s: string) => `mutation { publishListing(stockNumber: "${s}") { status } }`,
      ],
      [
        'changeListingPrice',
        (s: string) =>
          `mutation { changeListingPrice(stockNumber: "${s}", advertisedPriceCents: 100000) { status } }`,
      ],
      [
        'markListingSold',
        (s: string) =>
          `mutation { markListingSold(stockNumber: "${s}", soldPriceCents: 100000, soldOn: "2026-11-19") { status } }`,
      ],
      [
        'removeListing',
        (s: string) => `mutation { removeListing(stockNumber: "${s}", reason: "test") { status } }`,
      ],
    ])('%s', async (_name, doc) => {
      const before = await row(rivalStock)
      const other = await notFound(member, doc(rivalStock))
      const missing = await notFound(member, doc('NO-SUCH-1'))
      expect(other.code).toBe('NOT_FOUND')
      // The same words as for a stock number nobody has (the number itself aside).
      expect(other.message!.replace(rivalStock, 'X')).toBe(
        missing.message!.replace('NO-SUCH-1', 'X'),
      )
      // A house listing too.
      expect((await notFound(member, doc(houseStock))).code).toBe('NOT_FOUND')
      expect(await row(rivalStock)).toEqual(before)
    })

    it('adminListing answers null for it; adminListings lists the own listings only', async () => {
      t.as(member)
      const one = await t.gql<{ a: unknown; own: { stockNumber: string } }>(
        `{ a: adminListing(stockNumber: "${rivalStock}") { stockNumber } own: adminListing(stockNumber: "LSI-100") { stockNumber } }`,
      )
      expect(one.data).toEqual({ a: null, own: { stockNumber: 'LSI-100' } })
      const page = await t.gql<{
        adminListings: { totalCount: number; nodes: Array<{ stockNumber: string }> }
      }>('{ adminListings { totalCount nodes { stockNumber } } }')
      const own = await t.database.db
        .select({ s: listings.stockNumber })
        .from(listings)
        .where(eq(listings.sellerId, partnerId))
      expect(page.data!.adminListings.totalCount).toBe(own.length)
      expect(page.data!.adminListings.nodes.map((n) => n.stockNumber).sort()).toEqual(
        own.map((o) => o.s).sort(),
      )
      // A search by the other's stock number finds nothing.
      const q = await t.gql<{ adminListings: { totalCount: number } }>(
        `{ adminListings(filter: { q: "${rivalStock}" }) { totalCount } }`,
      )
      expect(q.data!.adminListings.totalCount).toBe(0)
      // The rival sees theirs, staff see all.
      t.as(rival)
      const theirs = await t.gql<{ adminListings: { nodes: Array<{ stockNumber: string }> } }>(
        '{ adminListings { nodes { stockNumber } } }',
      )
      expect(theirs.data!.adminListings.nodes.map((n) => n.stockNumber)).toContain(rivalStock)
      expect(theirs.data!.adminListings.nodes.map((n) => n.stockNumber)).not.toContain('LSI-100')
      t.as(admin)
      const all = await t.gql<{ adminListings: { totalCount: number } }>(
        '{ adminListings { totalCount } }',
      )
      const [{ n }] = await t.database.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM listings`,
      )
      expect(all.data!.adminListings.totalCount).toBe(n)
    })

    it("leads: a member sees and marks only the leads on their partner's listings", async () => {
      const inbox = async (user: CurrentUser) => {
        t.as(user)
        const res = await t.gql<{ adminLeads: { nodes: Array<{ email: string }> } }>(
          '{ adminLeads(filter: { status: all }) { nodes { email } } }',
        )
        return res.data!.adminLeads.nodes.map((n) => n.email).sort()
      }
      expect(await inbox(member)).toEqual([])
      expect(await inbox(rival)).toEqual(['on-rival@example.com'])
      expect(await inbox(admin)).toEqual(['general@example.com', 'on-rival@example.com'])
      const mark = async (user: CurrentUser, id: string) => {
        t.as(user)
        return t.gql(`mutation { markLeadContacted(id: "${id}") { id contactedBy } }`)
      }
      expect(errorOf(await mark(member, leadIds['on-rival@example.com'])).code).toBe('NOT_FOUND')
      expect(errorOf(await mark(rival, leadIds['general@example.com'])).code).toBe('NOT_FOUND')
      const [still] = await t.database.db
        .select()
        .from(leads)
        .where(eq(leads.id, Number(leadIds['on-rival@example.com'])))
      expect(still.contactedAt).toBeNull()
      const ok = await mark(rival, leadIds['on-rival@example.com'])
      expect(ok.errors).toBeUndefined()
      expect(ok.data).toMatchObject({ markLeadContacted: { contactedBy: 'dealer@rival.example' } })
    })

    it("leads CSV: a member downloads only the leads on their partner's listings", async () => {
      const csv = async (user: CurrentUser | null) => {
        t.as(user)
        return t.app.inject({ method: 'GET', url: '/admin/leads.csv?status=all' })
      }
      const emails = (body: string) =>
        body
          .split('\r\n')
          .slice(1)
          .filter(Boolean)
          .map((l) => l.split(',')[4])
          .sort()
      expect(emails((await csv(rival)).body)).toEqual(['on-rival@example.com'])
      expect(emails((await csv(member)).body)).toEqual([])
      expect(emails((await csv(admin)).body)).toEqual([
        'general@example.com',
        'on-rival@example.com',
      ])
      expect((await csv(plain)).statusCode).toBe(403)
      expect((await csv(null)).statusCode).toBe(401)
    })

    it('a partner member without a partner seller, or a plain user, is FORBIDDEN', async () => {
      t.as(plain)
      expect(errorOf(await t.gql('{ adminListings { totalCount } }')).code).toBe('FORBIDDEN')
      t.as({ ...plain, roles: [...plain.roles, 'partner'], partnerSellerId: null })
      expect(errorOf(await t.gql('{ adminListings { totalCount } }')).code).toBe('FORBIDDEN')
    })
  })

  describe('the one price-change rule', () => {
    // A cut below the floor lowers it too (issue 36, defect 5): these tests are about the flair.
    const price = async (user: CurrentUser, stockNumber: string, cents: number) => {
      t.as(user)
      const res = await t.gql<{
        changeListingPrice: { flair: string; advertisedPriceCents: number }
      }>(
        `mutation { changeListingPrice(stockNumber: "${stockNumber}", advertisedPriceCents: ${cents}, lowerFloor: true) { ${STATE} } }`,
      )
      expect(res.errors).toBeUndefined()
      return res.data!.changeListingPrice
    }
    const publicView = async (stockNumber: string) => {
      t.as(null)
      const res = await t.gql<{ listing: { priceReduced: boolean; flair: string } }>(
        `{ listing(stockNumber: "${stockNumber}") { priceReduced flair } }`,
      )
      return res.data!.listing
    }

    it('partner inventory keeps PartnerSeller on a cut and a raise; the cut still shows as reduced', async () => {
      const before = await row('LSI-100')
      const cut = await price(member, 'LSI-100', before.advertisedPriceCents - 1_000_000)
      expect(cut.flair).toBe('PartnerSeller')
      expect((await row('LSI-100')).priceReducedAt).toEqual(NOW)
      expect(await publicView('LSI-100')).toEqual({ priceReduced: true, flair: 'PartnerSeller' })
      const raise = await price(member, 'LSI-100', before.advertisedPriceCents + 1_000_000)
      expect(raise.flair).toBe('PartnerSeller')
      // Staff pricing a partner's listing: the same rule.
      expect((await price(admin, 'LSI-100', 10_000_000)).flair).toBe('PartnerSeller')
    })

    it('house inventory: a cut sets PriceReduced, a raise from PriceReduced sets NotSet', async () => {
      const before = await row(houseStock)
      expect((await price(admin, houseStock, before.advertisedPriceCents - 100_000)).flair).toBe(
        'PriceReduced',
      )
      expect(await publicView(houseStock)).toMatchObject({ priceReduced: true })
      expect((await price(admin, houseStock, before.advertisedPriceCents + 100_000)).flair).toBe(
        'NotSet',
      )
    })
  })

  describe('myPartnerSeller', () => {
    it("names the member's partner with its listings in every state, zeros included", async () => {
      t.as(member)
      const res = await t.gql<{
        myPartnerSeller: {
          id: string
          name: string
          listingsByStatus: Array<{ status: string; count: number }>
        }
      }>('{ myPartnerSeller { id name listingsByStatus { status count } } }')
      expect(res.errors).toBeUndefined()
      const own = await t.database.db
        .select({ status: listings.status })
        .from(listings)
        .where(eq(listings.sellerId, partnerId))
      expect(res.data!.myPartnerSeller).toEqual({
        id: String(partnerId),
        name: 'Lone Star Iron Partners',
        listingsByStatus: LISTING_STATUSES.map((status) => ({
          status,
          count: own.filter((o) => o.status === status).length,
        })),
      })
    })
  })

  describe('partner members, as staff manage them', () => {
    const add = (sellerId: string | number, email: string, move?: boolean) => {
      t.as(admin)
      return t.gql<{
        addPartnerMember: { id: string; members: Array<{ email: string; addedBy: string }> }
      }>(
        `mutation ($s: ID!, $e: String!, $m: Boolean) { addPartnerMember(sellerId: $s, email: $e, move: $m) { id name listingCount members { email addedBy addedAt } } }`,
        { s: String(sellerId), e: email, m: move ?? null },
      )
    }
    const remove = (sellerId: string | number, email: string) => {
      t.as(admin)
      return t.gql<{ removePartnerMember: { members: Array<{ email: string }> } }>(
        `mutation ($s: ID!, $e: String!) { removePartnerMember(sellerId: $s, email: $e) { id members { email } } }`,
        { s: String(sellerId), e: email },
      )
    }
    const audits = (action: string) =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.entityType, 'seller')))

    it('adds (idempotent, audited), and the member has the partner from their next request', async () => {
      const verified = await linkUser(
        t.database,
        {
          userId: 'user-scope-new-member',
          email: 'new.member@lonestar.example',
          emailVerified: true,
          firstName: 'Ana',
          lastName: null,
        },
        NOW,
      )
      expect((await findLinkedUser(t.database, verified.id))?.partnerSellerId).toBeNull()
      const res = await add(partnerId, ' New.Member@LoneStar.example ')
      expect(res.errors).toBeUndefined()
      expect(res.data!.addPartnerMember.members).toEqual([
        expect.objectContaining({
          email: 'new.member@lonestar.example',
          addedBy: 'scope-admin@example.com',
        }),
      ])
      expect((await add(partnerId, 'new.member@lonestar.example')).errors).toBeUndefined()
      expect(await audits('partner.member.add')).toHaveLength(1)
      expect((await audits('partner.member.add'))[0]).toMatchObject({
        entityKey: String(partnerId),
        actorEmail: 'scope-admin@example.com',
        before: null,
        after: { email: 'new.member@lonestar.example', sellerId: partnerId },
      })
      expect((await findLinkedUser(t.database, verified.id))?.partnerSellerId).toBe(partnerId)

      // Issue 36, defect 6: adding the address to another partner is refused, naming the partner
      // it belongs to, and says what a move would do; nothing changes, nothing is audited.
      const refused = errorOf(await add(rivalId, 'new.member@lonestar.example'))
      expect(refused.code).toBe('CONFLICT')
      const vars = {
        email: 'new.member@lonestar.example',
        other: 'Lone Star Iron Partners',
        to: 'Rival Equipment Co',
      }
      expect(refused.fields).toEqual([
        expect.objectContaining({
          path: 'email',
          key: 'admin.partner.memberElsewhere',
          message: translate('en', 'admin:partner.memberElsewhere', vars),
        }),
        expect.objectContaining({
          path: 'move',
          message: translate('en', 'admin:partner.moveEffect', vars),
        }),
      ])
      expect(refused.fields[0].message).toContain('Lone Star Iron Partners')
      t.as(admin)
      const inSpanish = errorOf(
        await t.gql(
          `mutation ($s: ID!, $e: String!) { addPartnerMember(sellerId: $s, email: $e) { id } }`,
          { s: String(rivalId), e: 'new.member@lonestar.example' },
          { 'accept-language': 'es' },
        ),
      )
      expect(inSpanish.fields[0].message).toBe(
        translate('es', 'admin:partner.memberElsewhere', vars),
      )
      expect((await findLinkedUser(t.database, verified.id))?.partnerSellerId).toBe(partnerId)
      expect(await audits('partner.member.add')).toHaveLength(1)

      // Confirmed (move: true), the address moves (audited with where it was).
      expect((await add(rivalId, 'new.member@lonestar.example', true)).errors).toBeUndefined()
      expect((await findLinkedUser(t.database, verified.id))?.partnerSellerId).toBe(rivalId)
      expect((await audits('partner.member.add'))[1]).toMatchObject({
        before: { sellerId: partnerId },
        after: { sellerId: rivalId },
      })

      // Removing: idempotent, audited once, gone from the next request.
      const removed = await remove(rivalId, 'new.member@lonestar.example')
      expect(removed.errors).toBeUndefined()
      expect(removed.data!.removePartnerMember.members).toEqual([])
      expect((await remove(rivalId, 'new.member@lonestar.example')).errors).toBeUndefined()
      expect(await audits('partner.member.remove')).toHaveLength(1)
      expect((await findLinkedUser(t.database, verified.id))?.partnerSellerId).toBeNull()
      const [left] = await t.database.db
        .select()
        .from(partnerMembers)
        .where(eq(partnerMembers.email, 'new.member@lonestar.example'))
      expect(left).toBeUndefined()
    })

    it('an unknown or non-partner seller is NOT_FOUND; a bad address is a field error', async () => {
      expect(errorOf(await add(999_999, 'x@example.com')).code).toBe('NOT_FOUND')
      expect(errorOf(await add(houseId, 'x@example.com')).code).toBe('NOT_FOUND')
      expect(errorOf(await add('abc', 'x@example.com')).code).toBe('NOT_FOUND')
      expect(errorOf(await remove(houseId, 'x@example.com')).code).toBe('NOT_FOUND')
      const bad = errorOf(await add(partnerId, 'not-an-address'))
      expect(bad.code).toBe('VALIDATION')
      expect(bad.fields.map((f) => f.path)).toEqual(['email'])
    })

    it('partnerSellers lists every partner with its listings and members, by name; admins only', async () => {
      t.as(admin)
      const res = await t.gql<{
        partnerSellers: Array<{ id: string; name: string; listingCount: number }>
      }>('{ partnerSellers { id name listingCount members { email } } }')
      expect(res.errors).toBeUndefined()
      const names = res.data!.partnerSellers.map((p) => p.name)
      expect(names).toEqual([...names].sort())
      expect(names).toEqual(
        expect.arrayContaining(['Lone Star Iron Partners', 'Rival Equipment Co']),
      )
      expect(names).not.toContain('Plain Dealer')
      const rivalRow = res.data!.partnerSellers.find((p) => p.id === String(rivalId))!
      expect(rivalRow.listingCount).toBe(1)
      t.as(member)
      expect(errorOf(await t.gql('{ partnerSellers { id } }')).code).toBe('FORBIDDEN')
    })
  })

  describe("the /partner page's CSV import, with the member's session", () => {
    const csv = (stock: string) =>
      `${HEADER}\r\n${stock},excavators,Caterpillar,320,2019,4200,,SN9,98000,78701,Good,"Tracks, cab",Orugas nuevas\r\n`
    const post = (user: CurrentUser | null, body: string, query = '') => {
      t.as(user)
      return t.app.inject({
        method: 'POST',
        url: `/partner/listings/import${query}`,
        headers: { 'content-type': 'text/csv' },
        payload: body,
      })
    }

    it('401 anonymous, 403 for a user who is not a member, 415 for another type', async () => {
      expect((await post(null, csv('UP-1'))).statusCode).toBe(401)
      expect((await post(plain, csv('UP-1'))).statusCode).toBe(403)
      t.as(member)
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/partner/listings/import',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      })
      expect(wrong.statusCode).toBe(415)
      t.as(null)
      const tpl = await t.app.inject({ method: 'GET', url: '/partner/listings/template.csv' })
      expect(tpl.statusCode).toBe(401)
    })

    it("a dry run writes nothing; the import writes the member's partner's listings, audited as the user", async () => {
      const dry = await post(member, csv('UP-1'), '?dryRun=true')
      expect(dry.statusCode).toBe(200)
      expect(dry.json()).toMatchObject({ dryRun: true, created: 1, failed: 0 })
      expect(await row('UP-1')).toBeUndefined()
      const res = await post(member, csv('UP-1'))
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ created: 1, updated: 0, failed: 0, rows: [] })
      expect(await row('UP-1')).toMatchObject({
        sellerId: partnerId,
        status: 'available',
        flair: 'PartnerSeller',
        hasWarranty: false,
        listingCompany: 'Lone Star Iron Partners',
        description: 'Tracks, cab',
      })
      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityKey, 'UP-1'), eq(auditLog.action, 'listing.create')))
      expect(entry).toMatchObject({
        actorId: member.id,
        actorEmail: 'dealer@lonestar.example',
        after: expect.objectContaining({ via: 'partner upload', key: null }),
      })
      // The rival uploading the same stock number: a row error, nothing written.
      const theirs = await post(rival, csv('UP-1'))
      expect(theirs.json()).toMatchObject({ created: 0, failed: 1 })
      expect((await row('UP-1')).sellerId).toBe(partnerId)
      // The template, with the session.
      t.as(member)
      const tpl = await t.app.inject({ method: 'GET', url: '/partner/listings/template.csv' })
      expect(tpl.statusCode).toBe(200)
      expect(tpl.body.split(/\r?\n/)[0]).toContain(HEADER)
    })

    it('is rate limited per user', async () => {
      const limited = await createAccountApp({})
      try {
        const [p] = await limited.database.db
          .insert(sellers)
          .values({
            name: 'Limited Partner',
            kind: 'partner',
            street: '1 Main St',
            city: 'Austin',
            state: 'TX',
            zip: '78701',
          })
          .returning({ id: sellers.id })
        const u = await createUser(limited.database, { email: 'limited@example.com' })
        const other = await createUser(limited.database, { email: 'limited2@example.com' })
        const as = (x: CurrentUser) =>
          limited.as({ ...x, roles: [...x.roles, 'partner'], partnerSellerId: p.id })
        const get = () =>
          limited.app.inject({ method: 'GET', url: '/partner/listings/template.csv' })
        as(u)
        const codes: number[] = []
        for (let i = 0; i < 61; i++) codes.push((await get()).statusCode)
        expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true)
        expect(codes[60]).toBe(429)
        // Another member of the same partner has their own allowance.
        as(other)
        expect((await get()).statusCode).toBe(200)
      } finally {
        await limited.close()
      }
    })
  })
})
