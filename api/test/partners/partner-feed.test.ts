import { parse as parseCsv } from 'csv-parse/sync'
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { CurrentUser } from '../../src/context'
import {
  auditLog,
  favorites,
  listings,
  outbox,
  partnerApiKeys,
  priceHistory,
  sellers,
} from '../../src/db/schema'
import { TOPICS } from '../../src/services/alert-jobs/topics'
import { t as translate } from '../../src/i18n'
import { createAccountApp, createUser, errorOf, NOW, type AccountTestApp } from '../account/helpers'
import { insertListing } from '../factories'

const HEADER =
  'stock_number,category,make,model,year,hours,miles,serial_number,price_usd,zip,condition,description,description_es,floor_price_usd'

describe('partner API keys and the CSV inventory feed (issue 15 points 3 and 4)', () => {
  let t: AccountTestApp
  let member: CurrentUser
  let rival: CurrentUser
  let plain: CurrentUser
  let partnerId: number
  let example: { category: string; make: string; model: string }

  const KEY_FIELDS = 'id key name prefix createdAt'
  const createKey = async (user: CurrentUser, name = 'Main feed', extra = '') => {
    t.as(user)
    const res = await t.gql<{
      k: { id: string; key: string | null; name: string; prefix: string }
    }>(`mutation { k: createPartnerApiKey(name: "${name}"${extra}) { ${KEY_FIELDS} } }`)
    expect(res.errors).toBeUndefined()
    return res.data!.k
  }
  const post = (key: string | null, csv: string | Buffer, query = '', headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/partner/v1/listings/import${query}`,
      headers: {
        'content-type': 'text/csv',
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...headers,
      },
      payload: csv,
    })
  const report = async (...args: Parameters<typeof post>) => (await post(...args)).json<Report>()
  interface Report {
    created: number
    updated: number
    unchanged: number
    failed: number
    removed: string[]
    rows: Array<{
      row: number
      stockNumber: string | null
      errors: Array<{ field: string; message: string }>
    }>
  }
  const row = (cells: Partial<Record<string, string>>) => {
    const base: Record<string, string> = {
      stock_number: 'P-1',
      category: example.category,
      make: example.make,
      model: example.model,
      year: '2019',
      hours: '4200',
      miles: '',
      serial_number: 'SN1',
      price_usd: '125000',
      zip: '78701',
      condition: 'Good',
      description: '',
      description_es: '',
      ...cells,
    }
    return HEADER.split(',')
      .map((c) => {
        const v = base[c] ?? ''
        return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v
      })
      .join(',')
  }
  const file = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n'

  beforeAll(async () => {
    t = await createAccountApp()
    const [p1, p2] = await t.database.db
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
      ])
      .returning({ id: sellers.id })
    partnerId = p1.id
    const u1 = await createUser(t.database, { email: 'dealer@lonestar.example' })
    const u2 = await createUser(t.database, { email: 'dealer@rival.example' })
    plain = await createUser(t.database, { email: 'buyer@example.com' })
    member = { ...u1, roles: [...u1.roles, 'partner'], partnerSellerId: p1.id }
    rival = { ...u2, roles: [...u2.roles, 'partner'], partnerSellerId: p2.id }
    // The catalogue the factories build (the template's example row names a real category).
    await insertListing(t.database, { categorySlug: 'excavators' })
    const key = await createKey(member, 'Template probe')
    const res = await t.app.inject({
      url: '/partner/v1/listings/template.csv',
      headers: { authorization: `Bearer ${key.key}` },
    })
    const [, ex] = parseCsv(res.body)
    const [, category, make, model] = ex
    example = { category, make, model }
  })
  afterAll(() => t.close())

  describe('API keys', () => {
    it('a member creates a key (shown once, stored hashed), lists and revokes it; both are audited', async () => {
      const k = await createKey(member, 'Nightly DMS export')
      expect(k.key).toMatch(/^iy_live_[A-Za-z0-9_-]{43}$/)
      expect(k.prefix).toBe(k.key!.slice(0, 16))
      const [stored] = await t.database.db
        .select()
        .from(partnerApiKeys)
        .where(eq(partnerApiKeys.id, k.id))
      expect(JSON.stringify(stored)).not.toContain(k.key!.slice(16))
      expect(stored).toMatchObject({ sellerId: partnerId, createdBy: member.email })
      t.as(member)
      const list = await t.gql<{ partnerApiKeys: Array<Record<string, unknown>> }>(
        '{ partnerApiKeys { id name prefix createdAt lastUsedAt revokedAt } }',
      )
      expect(list.data!.partnerApiKeys).toContainEqual(
        expect.objectContaining({
          id: k.id,
          name: 'Nightly DMS export',
          prefix: k.prefix,
          revokedAt: null,
        }),
      )
      const revoked = await t.gql<{ r: { revokedAt: string | null } }>(
        `mutation { r: revokePartnerApiKey(id: "${k.id}") { revokedAt } }`,
      )
      expect(revoked.data!.r.revokedAt).not.toBeNull()
      const audits = await t.database.db
        .select({ action: auditLog.action, actor: auditLog.actorEmail })
        .from(auditLog)
        .where(eq(auditLog.entityKey, k.id))
      expect(audits.map((a) => a.action).sort()).toEqual([
        'partner.apiKey.create',
        'partner.apiKey.revoke',
      ])
      expect(audits.every((a) => a.actor === member.email)).toBe(true)
    })

    it('a double submit (same idempotencyKey) creates one key', async () => {
      const a = await createKey(member, 'Twice', ', idempotencyKey: "form-0001-abcdef"')
      const b = await createKey(member, 'Twice', ', idempotencyKey: "form-0001-abcdef"')
      expect(b.id).toBe(a.id)
      expect(a.key).toMatch(/^iy_live_/)
      expect(b.key).toBeNull()
      const rows = await t.database.db
        .select()
        .from(partnerApiKeys)
        .where(eq(partnerApiKeys.name, 'Twice'))
      expect(rows).toHaveLength(1)
    })

    it("another partner's member cannot see or revoke the key (NOT_FOUND); non-members are FORBIDDEN", async () => {
      const k = await createKey(member, 'Private')
      t.as(rival)
      const revoke = await t.gql(`mutation { revokePartnerApiKey(id: "${k.id}") { id } }`)
      expect(errorOf(revoke).code).toBe('NOT_FOUND')
      const list = await t.gql<{ partnerApiKeys: Array<{ id: string }> }>(
        '{ partnerApiKeys { id } }',
      )
      expect(list.data!.partnerApiKeys.map((x) => x.id)).not.toContain(k.id)
      for (const user of [
        plain,
        { ...plain, roles: [...plain.roles, 'partner'], partnerSellerId: null },
      ]) {
        t.as(user)
        for (const doc of [
          '{ partnerApiKeys { id } }',
          'mutation { createPartnerApiKey(name: "x") { id } }',
          `mutation { revokePartnerApiKey(id: "${k.id}") { id } }`,
        ]) {
          expect([doc, errorOf(await t.gql(doc)).code]).toEqual([doc, 'FORBIDDEN'])
        }
      }
      t.as(null)
      expect(errorOf(await t.gql('{ partnerApiKeys { id } }')).code).toBe('UNAUTHENTICATED')
      const [still] = await t.database.db
        .select()
        .from(partnerApiKeys)
        .where(eq(partnerApiKeys.id, k.id))
      expect(still.revokedAt).toBeNull()
    })
  })

  describe('feed authentication and limits', () => {
    it('401 without a key, with a wrong key and with a revoked key (JSON); the key records its use', async () => {
      const k = await createKey(member, 'Auth')
      const csv = file(row({ stock_number: 'AUTH-1' }))
      const missing = await post(null, csv)
      expect(missing.statusCode).toBe(401)
      expect(missing.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } })
      expect((await post('iy_live_' + 'x'.repeat(43), csv)).statusCode).toBe(401)
      expect((await post(k.key!.slice(0, -1) + 'Z', csv, '?dryRun=true')).statusCode).toBe(401)
      const ok = await post(k.key, csv, '?dryRun=true')
      expect(ok.statusCode).toBe(200)
      const [used] = await t.database.db
        .select()
        .from(partnerApiKeys)
        .where(eq(partnerApiKeys.id, k.id))
      expect(used.lastUsedAt).not.toBeNull()
      t.as(member)
      await t.gql(`mutation { revokePartnerApiKey(id: "${k.id}") { id } }`)
      const revoked = await post(k.key, csv, '?dryRun=true', { 'accept-language': 'es' })
      expect(revoked.statusCode).toBe(401)
      expect(revoked.json().error.message).toBe(translate('es', 'partner-feed:feed.keyInvalid'))
    })

    it('415 for a body that is not text/csv, 413 past 10 MB and past 10,000 rows', async () => {
      const k = await createKey(member, 'Limits')
      const json = await post(k.key, '{"a":1}', '', { 'content-type': 'application/json' })
      expect(json.statusCode).toBe(415)
      const big = await post(k.key, Buffer.alloc(10 * 1024 * 1024 + 1, 0x61))
      expect(big.statusCode).toBe(413)
      const many = file(
        ...Array.from({ length: 10_001 }, (_, i) => `S-${i},x,y,z,2019,,,,1000,78701,,,`),
      )
      const tooMany = await post(k.key, many, '?dryRun=true')
      expect(tooMany.statusCode).toBe(413)
      expect(tooMany.json().error.message).toContain('10000')
    })

    it('429 past the per-key rate limit (another key is still served)', async () => {
      const k = await createKey(member, 'Busy')
      const other = await createKey(member, 'Quiet')
      const get = (key: string) =>
        t.app.inject({
          url: '/partner/v1/listings/template.csv',
          headers: { authorization: `Bearer ${key}` },
        })
      const codes: number[] = []
      for (let i = 0; i < 61; i++) codes.push((await get(k.key!)).statusCode)
      expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true)
      expect(codes[60]).toBe(429)
      expect((await get(other.key!)).statusCode).toBe(200)
    })

    it('the template has the header and a sample row that is refused, never published (issue 36)', async () => {
      const k = await createKey(member, 'Template')
      const res = await t.app.inject({
        url: '/partner/v1/listings/template.csv',
        headers: { authorization: `Bearer ${k.key}` },
      })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^text\/csv/)
      expect(res.body.split('\r\n')[0]).toBe(HEADER)
      // The sample row's cells are good ones, but its SAMPLE- stock number keeps it out.
      const sample = translate('en', 'partner-feed:row.sample')
      const dry = await post(k.key, res.body, '?dryRun=true')
      expect(dry.json()).toMatchObject({
        created: 0,
        failed: 1,
        rows: [
          {
            row: 2,
            stockNumber: 'SAMPLE-1001',
            errors: [{ field: 'stock_number', message: sample }],
          },
        ],
        changes: [],
      })
      const real = await post(k.key, res.body)
      expect(real.json()).toMatchObject({ created: 0, failed: 1 })
      const live = await t.database.db
        .select()
        .from(listings)
        .where(eq(listings.stockNumber, 'SAMPLE-1001'))
      expect(live).toHaveLength(0)
      // Its own stock number in place of the sample's, the row imports.
      const own = res.body.replace('SAMPLE-1001', 'TPL-1001')
      expect((await post(k.key, own, '?dryRun=true')).json()).toMatchObject({
        created: 1,
        failed: 0,
      })
    })
  })

  describe('import', () => {
    let key: string
    beforeAll(async () => {
      key = (await createKey(member, 'Import')).key!
    })

    it('good rows are published as partner inventory; bad rows are reported per column and not written', async () => {
      const house = await insertListing(t.database, { status: 'available' })
      const good1 = row({
        stock_number: 'lsi-1001',
        price_usd: '123457',
        description: 'Cab with A/C, "like new" tracks\nOne owner',
        description_es: 'Cabina con A/C, orugas "como nuevas"\nÚnico dueño, señal de año',
      })
      const good2 = row({
        stock_number: 'LSI-1002',
        price_usd: '$98,500.00',
        hours: '1,200',
        condition: 'excellent',
      })
      const bad = [
        row({ stock_number: 'BAD 1' }),
        row({ stock_number: 'BAD-2', category: '' }),
        row({ stock_number: 'BAD-3', category: 'no-such-category' }),
        row({ stock_number: 'BAD-4', make: 'No Such Make Inc' }),
        row({ stock_number: 'BAD-5', model: '' }),
        row({ stock_number: 'BAD-6', year: '19x9' }),
        row({ stock_number: 'BAD-7', year: '' }),
        row({ stock_number: 'BAD-8', hours: '-5' }),
        row({ stock_number: 'BAD-9', miles: 'lots' }),
        row({ stock_number: 'BAD-10', price_usd: '' }),
        row({ stock_number: 'BAD-11', price_usd: '12a' }),
        row({ stock_number: 'BAD-12', zip: '1234' }),
        row({ stock_number: 'BAD-13', zip: '00000' }),
        row({ stock_number: 'BAD-14', condition: 'Mint' }),
        row({ stock_number: 'BAD-15', serial_number: 'S'.repeat(61) }),
        row({ stock_number: 'LSI-1002' }),
        row({ stock_number: house.stockNumber }),
        row({ stock_number: '' }),
      ]
      const res = await post(key, '\uFEFF' + file(good1, good2, ...bad))
      expect(res.statusCode).toBe(200)
      const rep = res.json<Report>()
      expect(rep).toMatchObject({ created: 2, updated: 0, unchanged: 0, failed: bad.length })
      // The first good row holds quoted line breaks: it takes lines 2 to 4.
      const byLine = new Map(rep.rows.map((r) => [r.row, r.errors.map((e) => e.field)]))
      const expected: Array<[number, string[]]> = [
        [6, ['stock_number']],
        [7, ['category']],
        [8, ['category']],
        [9, ['make']],
        [10, ['model']],
        [11, ['year']],
        [12, ['year']],
        [13, ['hours']],
        [14, ['miles']],
        [15, ['price_usd']],
        [16, ['price_usd']],
        [17, ['zip']],
        [18, ['zip']],
        [19, ['condition']],
        [20, ['serial_number']],
        [21, ['stock_number']],
        [22, ['stock_number']],
        [23, ['stock_number']],
      ]
      for (const [line, fields] of expected)
        expect([line, byLine.get(line)]).toEqual([line, fields])
      expect(rep.rows.find((r) => r.row === 21)!.errors[0].message).toContain('5')
      expect(rep.rows.find((r) => r.row === 22)!.errors[0].message).toBe(
        translate('en', 'partner-feed:row.stockNumberTaken'),
      )
      const written = await t.database.db
        .select()
        .from(listings)
        .where(eq(listings.sellerId, partnerId))
      expect(written.map((l) => l.stockNumber).sort()).toEqual(['LSI-1001', 'LSI-1002'])
      const first = written.find((l) => l.stockNumber === 'LSI-1001')!
      expect(first).toMatchObject({
        status: 'available',
        flair: 'PartnerSeller',
        isPartnerSeller: true,
        listingCompany: 'Lone Star Iron Partners',
        advertisedPriceCents: 12_345_700,
        description: 'Cab with A/C, "like new" tracks\nOne owner',
        descriptionEs: 'Cabina con A/C, orugas "como nuevas"\nÚnico dueño, señal de año',
      })
      expect(written.find((l) => l.stockNumber === 'LSI-1002')).toMatchObject({
        advertisedPriceCents: 9_850_000,
        hours: 1200,
        condition: 'Excellent',
      })

      // Public search and the listing page show them with partner terms.
      t.as(null)
      const found = await t.gql<{
        searchListings: {
          results: Array<{ stockNumber: string; isPartnerSeller: boolean; flair: string }>
        }
      }>(
        '{ searchListings(input: { priceMinCents: 12345700, priceMaxCents: 12345700 }) { results { stockNumber isPartnerSeller flair } } }',
      )
      expect(found.errors).toBeUndefined()
      expect(found.data!.searchListings.results).toEqual([
        { stockNumber: 'LSI-1001', isPartnerSeller: true, flair: 'PartnerSeller' },
      ])
      const page = await t.gql<{ listing: Record<string, unknown> }>(
        '{ listing(stockNumber: "LSI-1001") { stockNumber isPartnerSeller flair buyerProtection labels { listingCompany } seller { name kind } } }',
      )
      expect(page.data!.listing).toMatchObject({
        isPartnerSeller: true,
        flair: 'PartnerSeller',
        buyerProtection: false,
        labels: { listingCompany: 'Lone Star Iron Partners' },
        seller: { name: 'Lone Star Iron Partners', kind: 'partner' },
      })
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityKey, 'LSI-1001'), eq(auditLog.action, 'listing.create')))
      expect(audit).toHaveLength(1)

      // The same file again: nothing created or updated.
      const again = await report(key, '\uFEFF' + file(good1, good2, ...bad))
      expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2, failed: bad.length })
    })

    it('answers row messages in Spanish (Accept-Language or x-locale)', async () => {
      const csv = file(row({ stock_number: 'ES-1', year: '19x9', zip: '00000' }))
      for (const headers of [{ 'accept-language': 'es-MX,es;q=0.9' }, { 'x-locale': 'es' }]) {
        const rep = await report(key, csv, '?dryRun=true', headers)
        expect(rep.rows[0].errors).toEqual([
          { field: 'year', message: translate('es', 'validation:validation.yearInvalid') },
        ])
      }
      const zip = await report(
        key,
        file(row({ stock_number: 'ES-2', zip: '00000' })),
        '?dryRun=true',
        {
          'accept-language': 'es',
        },
      )
      expect(zip.rows[0].errors).toEqual([
        { field: 'zip', message: translate('es', 'admin:listing.zipUnknown') },
      ])
      const missing = await post(key, 'stock_number,make\r\nX-1,Cat\r\n', '', {
        'accept-language': 'es',
      })
      expect(missing.statusCode).toBe(400)
      expect(missing.json().error.message).toContain('category')
      expect(missing.json().error.message).toBe(
        translate('es', 'partner-feed:feed.missingColumns', {
          columns: 'category, model, year, price_usd, zip',
        }),
      )
    })

    it('dry run validates without writing', async () => {
      const rep = await report(key, file(row({ stock_number: 'DRY-1' })), '?dryRun=true')
      expect(rep).toMatchObject({ created: 1, failed: 0 })
      const rows = await t.database.db
        .select()
        .from(listings)
        .where(eq(listings.stockNumber, 'DRY-1'))
      expect(rows).toHaveLength(0)
    })

    it("an update changes the cells that changed; a price cut takes changeListingPrice's path", async () => {
      await post(key, file(row({ stock_number: 'UPD-1', price_usd: '200000' })))
      const [fresh] = await t.database.db
        .select()
        .from(listings)
        .where(eq(listings.stockNumber, 'UPD-1'))
      const fan = await createUser(t.database, { email: 'fan@example.com' })
      await t.database.db.insert(favorites).values({
        userId: fan.id,
        listingId: fresh.id,
        priceCentsAtSave: 20_000_000,
        savedAt: new Date(NOW.getTime() - 3_600_000),
      })
      const rep = await report(
        key,
        file(row({ stock_number: 'UPD-1', price_usd: '180000', hours: '4300' })),
      )
      // Below its floor (a new machine's floor is its price): refused unless the row lowers it.
      expect(rep).toMatchObject({ created: 0, updated: 0, failed: 1 })
      expect(rep.rows[0].errors).toEqual([
        {
          field: 'price_usd',
          message: translate('en', 'validation:validation.priceBelowFloor'),
        },
      ])
      const lowered = await report(
        key,
        file(
          row({
            stock_number: 'UPD-1',
            price_usd: '180000',
            floor_price_usd: '170000',
            hours: '4300',
          }),
        ),
      )
      expect(lowered).toMatchObject({ created: 0, updated: 1, unchanged: 0, failed: 0 })
      const [l] = await t.database.db
        .select()
        .from(listings)
        .where(eq(listings.stockNumber, 'UPD-1'))
      // Partner inventory keeps its flair (decision 032); the cut shows from the price history.
      expect(l).toMatchObject({
        advertisedPriceCents: 18_000_000,
        floorPriceCents: 17_000_000,
        hours: 4300,
        flair: 'PartnerSeller',
        priceReducedAt: NOW,
      })
      const pub = await t.gql<{ listing: { priceReduced: boolean; flair: string } }>(
        '{ listing(stockNumber: "UPD-1") { priceReduced flair } }',
      )
      expect(pub.data!.listing).toEqual({ priceReduced: true, flair: 'PartnerSeller' })
      const history = await t.database.db
        .select()
        .from(priceHistory)
        .where(eq(priceHistory.listingId, l.id))
        .orderBy(desc(priceHistory.id))
      expect(history[0]).toMatchObject({ priceCents: 18_000_000, reason: 'reduced' })
      const mails = await t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.topic, TOPICS.priceReduced))
      expect(mails.map((m) => (m.payload as { userId: string }).userId)).toEqual([fan.id])
      const [audit] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityKey, 'UPD-1'), eq(auditLog.action, 'listing.changePrice')))
      expect(audit.after).toMatchObject({ advertisedPriceCents: 18_000_000, favoritersMailed: 1 })
      // A raise back: still the partner flair.
      await post(key, file(row({ stock_number: 'UPD-1', price_usd: '190000', hours: '4300' })))
      const [raised] = await t.database.db.select().from(listings).where(eq(listings.id, l.id))
      expect(raised).toMatchObject({ advertisedPriceCents: 19_000_000, flair: 'PartnerSeller' })
    })

    it("replace mode withdraws the partner's listings the file leaves out and says which (dry run first)", async () => {
      const keep = row({ stock_number: 'REP-KEEP', price_usd: '50000' })
      await post(key, file(keep, row({ stock_number: 'REP-GONE', price_usd: '60000' })))
      const onSale = await t.database.db
        .select({ s: listings.stockNumber })
        .from(listings)
        .where(and(eq(listings.sellerId, partnerId), eq(listings.status, 'available')))
      const expected = onSale
        .map((x) => x.s)
        .filter((s) => s !== 'REP-KEEP')
        .sort()
      expect(expected).toContain('REP-GONE')
      const dry = await report(key, file(keep), '?mode=replace&dryRun=true')
      expect(dry.removed).toEqual(expected)
      const still = await t.database.db
        .select()
        .from(listings)
        .where(eq(listings.stockNumber, 'REP-GONE'))
      expect(still[0].status).toBe('available')
      const res = await report(key, file(keep), '?mode=replace')
      expect(res).toMatchObject({ unchanged: 1, removed: expected })
      const after = await t.database.db
        .select({ s: listings.stockNumber, status: listings.status })
        .from(listings)
        .where(inArray(listings.stockNumber, expected))
      expect(after.every((x) => x.status === 'no_longer_available')).toBe(true)
      const [audit] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityKey, 'REP-GONE'), eq(auditLog.action, 'listing.remove')))
      expect(audit.after).toMatchObject({ reason: 'feed replace' })
      // Sent again with the machine: it is back on sale.
      const back = await report(
        key,
        file(keep, row({ stock_number: 'REP-GONE', price_usd: '60000' })),
      )
      expect(back).toMatchObject({ updated: 1, unchanged: 1 })
      const [restored] = await t.database.db
        .select()
        .from(listings)
        .where(eq(listings.stockNumber, 'REP-GONE'))
      expect(restored.status).toBe('available')
    })

    it("a stock number of another partner's listing is a row error", async () => {
      const rivalKey = (await createKey(rival, 'Rival')).key!
      const rep = await report(rivalKey, file(row({ stock_number: 'LSI-1001' })))
      expect(rep).toMatchObject({ created: 0, updated: 0, failed: 1 })
      const [l] = await t.database.db
        .select()
        .from(listings)
        .where(eq(listings.stockNumber, 'LSI-1001'))
      expect(l.sellerId).toBe(partnerId)
    })
  })
})
