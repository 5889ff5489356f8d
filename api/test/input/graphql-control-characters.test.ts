import { sql } from 'drizzle-orm'
import { createAccountApp, createUser, errorOf, type AccountTestApp } from '../account/helpers'
import { insertListing } from '../factories'

/**
 * Issue 12: a NUL (and the rest of the C0 set) in any GraphQL text answered 500 INTERNAL
 * (PostgreSQL refuses U+0000). Now every operation is checked before it runs: 400 VALIDATION
 * naming the field, in the caller's language, and nothing behind it runs (no rate-limit counter).
 */
const NUL = 'a\u0000b'

let t: AccountTestApp
let stockNumber: string
beforeAll(async () => {
  t = await createAccountApp({ env: { LEAD_RATE_LIMIT_PER_IP: '2' } })
  stockNumber = (await insertListing(t.database, { withInspection: true })).stockNumber
})
afterAll(() => t.close())
afterEach(() => t.as(null))

function expectRefused(
  res: Awaited<ReturnType<AccountTestApp['gql']>>,
  paths: string[],
  message = 'This field contains characters that are not allowed',
) {
  expect(res.status).toBe(400)
  const { code, fields } = errorOf(res)
  expect(code).toBe('VALIDATION')
  expect(fields.map((f) => f.path).sort()).toEqual([...paths].sort())
  for (const f of fields) {
    expect(f).toEqual({ path: f.path, key: 'validation.controlCharacters', message })
  }
}

describe('GraphQL refuses control characters before anything runs', () => {
  it.each([
    ['listing', 'query($s: String!) { listing(stockNumber: $s) { stockNumber } }', 'stockNumber'],
    [
      'recordListingView',
      'mutation($s: String!) { recordListingView(stockNumber: $s) }',
      'stockNumber',
    ],
    [
      'taxonomyModels',
      'query($s: String) { taxonomyModels(input: { q: $s }) { totalCount } }',
      'q',
    ],
    [
      'taxonomyFacets',
      'query($s: String) { taxonomyFacets(input: { make: $s }) { __typename } }',
      'make',
    ],
    [
      'subscribeInventoryAlert',
      'mutation($s: String!) { subscribeInventoryAlert(input: { email: $s }) { status } }',
      'email',
    ],
  ])('%s: a NUL in a variable is 400 VALIDATION naming the field', async (_name, query, path) => {
    expectRefused(await t.gql(query, { s: NUL }), [path])
  })

  it('refuses a NUL written into the document as a literal (\\u0000 escape)', async () => {
    const res = await t.gql('{ listing(stockNumber: "AB\\u0000") { stockNumber } }')
    expectRefused(res, ['stockNumber'])
  })

  it('refuses variables sent in a GET request', async () => {
    const query = 'query($s: String!) { listing(stockNumber: $s) { stockNumber } }'
    const res = await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify({ s: NUL }))}`,
    })
    expectRefused({ ...res.json(), status: res.statusCode }, ['stockNumber'])
  })

  it('refuses a control character in a variable default value', async () => {
    const res = await t.gql(
      'query($s: String = "x\\u0007") { listing(stockNumber: $s) { stockNumber } }',
    )
    expectRefused(res, ['s'])
  })

  it('answers in Spanish for a Spanish visitor', async () => {
    const res = await t.gql(
      'query($s: String!) { listing(stockNumber: $s) { stockNumber } }',
      { s: NUL },
      { 'accept-language': 'es-MX,es;q=0.9' },
    )
    expectRefused(res, ['stockNumber'], 'Este campo contiene caracteres no permitidos')
  })

  it('signed-in queries: inspection report, market intelligence, profile', async () => {
    t.as(await createUser(t.database))
    expectRefused(
      await t.gql('query($s: String!) { inspectionReport(stockNumber: $s) { stockNumber } }', {
        s: NUL,
      }),
      ['stockNumber'],
    )
    expectRefused(
      await t.gql('query($c: String!) { brandPremiums(category: $c) { __typename } }', { c: NUL }),
      ['category'],
    )
    expectRefused(
      await t.gql('query($i: PriceTrendsInput!) { priceTrends(input: $i) { __typename } }', {
        i: { category: 'excavators', make: '\u001b[31m', months: 12 },
      }),
      ['make'],
    )
    expectRefused(
      await t.gql('query($c: String) { supplyByLocation(category: $c) { __typename } }', {
        c: NUL,
      }),
      ['category'],
    )
    expectRefused(
      await t.gql('mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { email } }', {
        i: { firstName: NUL, company: 'Acme\r\n', interestedCategories: ['excavators', NUL] },
      }),
      ['firstName', 'company', 'interestedCategories.1'],
    )
  })

  it('JSON scalars are walked too: keys and values of alert filters and lead parameters', async () => {
    const res = await t.gql(
      'mutation($i: SubscribeInventoryAlertInput!) { subscribeInventoryAlert(input: $i) { status } }',
      { i: { email: 'buyer@example.com', filters: { 'cat\u0000': 'x', make: ['ok', '\u007f'] } } },
    )
    expectRefused(res, ['filters.cat\\u0000', 'filters.make.1'])
  })
})

describe('submitLead: every field, and the rate-limit counter is not charged', () => {
  let keys = 0
  const lead = (extra: Record<string, unknown>) => ({
    type: 'contact_sales',
    idempotencyKey: `control-characters-${++keys}-0000000000`,
    stockNumber,
    firstName: 'Ana',
    lastName: 'García',
    email: 'ana@example.com',
    phone: '+1 512 555 0100',
    message: 'Is it available?',
    ...extra,
  })
  const submit = (input: Record<string, unknown>) =>
    t.gql('mutation($i: SubmitLeadInput!) { submitLead(input: $i) { leadId } }', { i: input })

  it.each([
    'idempotencyKey',
    'locale',
    'stockNumber',
    'firstName',
    'lastName',
    'email',
    'phone',
    'company',
    'zip',
    'message',
    'offerAmount',
    'role',
    'address',
    'city',
    'state',
    'creditRating',
    'equipmentType',
    'price',
    'make',
    'model',
    'year',
    'hoursOrMiles',
    'pageUrl',
    'queryId',
  ])('%s', async (field) => {
    expectRefused(await submit(lead({ [field]: NUL })), [field])
  })

  it('utm and firstVisitParams', async () => {
    const res = await submit(
      lead({ utm: { utm_source: NUL }, firstVisitParams: { gclid: NUL, 'k\u0001': 'v' } }),
    )
    expectRefused(res, ['utm.utm_source', 'firstVisitParams.gclid', 'firstVisitParams.k\\u0001'])
  })

  it('a message may span lines (tab, newline, carriage return), a name may not', async () => {
    const ok = await submit(lead({ message: 'Line one\r\n\tLine two' }))
    expect(ok.errors).toBeUndefined()
    expectRefused(await submit(lead({ firstName: 'Ana\n' })), ['firstName'])
    expectRefused(await submit(lead({ message: 'bell\u0007' })), ['message'])
  })

  it('refused submissions never count against the form limit', async () => {
    // LEAD_RATE_LIMIT_PER_IP is 2 in this file; each request comes from the same address.
    const from = { 'x-forwarded-for': '198.51.100.7' }
    for (let i = 0; i < 5; i++) {
      const res = await t.gql(
        'mutation($i: SubmitLeadInput!) { submitLead(input: $i) { leadId } }',
        { i: lead({ email: 'limit@example.com', firstName: NUL }) },
        from,
      )
      expect(res.status).toBe(400)
    }
    const [{ n }] = await t.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM leads`)
    for (let i = 0; i < 2; i++) {
      const res = await t.gql(
        'mutation($i: SubmitLeadInput!) { submitLead(input: $i) { leadId } }',
        { i: lead({ email: 'limit@example.com' }) },
        from,
      )
      expect(res.errors).toBeUndefined()
    }
    const [{ m }] = await t.database.rows<{ m: number }>(sql`SELECT count(*)::int AS m FROM leads`)
    expect(m).toBe(n + 2)
  })
})
