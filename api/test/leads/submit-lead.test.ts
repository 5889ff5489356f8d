import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../helpers/app'
import { buyer, newKey, seedLeadFixture } from './fixtures'

const SUBMIT = /* GraphQL */ `
  mutation ($input: SubmitLeadInput!) {
    submitLead(input: $input) {
      leadId
      duplicate
      likelihood
      contactWindow
      message
    }
  }
`

type Res = {
  submitLead: {
    leadId: string
    duplicate: boolean
    likelihood: string | null
    contactWindow: string
    message: string
  }
}

describe('submitLead', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await seedLeadFixture(t.database)
  })
  afterAll(() => t.close())

  const leadCount = async () =>
    (await t.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM leads`))[0].n

  it('answers every missing field with the spec §5 message in English', async () => {
    const res = await t.gql(SUBMIT, {
      input: { type: 'contact_sales', idempotencyKey: newKey(), stockNumber: '1000001' },
    })
    expect(res.status).toBe(400)
    const err = res.errors?.[0]
    expect(err?.extensions?.code).toBe('VALIDATION')
    const fields = Object.fromEntries(
      (err?.extensions?.fields as Array<{ path: string; message: string; key: string }>).map(
        (f) => [f.path, f],
      ),
    )
    expect(fields.firstName.message).toBe('First name is required')
    expect(fields.lastName.message).toBe('Last name is required')
    expect(fields.email.message).toBe('Email is required')
    expect(fields.phone.message).toBe('Phone is required')
    expect(fields.message.message).toBe('Message is required')
    expect(fields.email.key).toBe('validation.emailRequired')
  })

  it('answers in Spanish when the visitor reads Spanish', async () => {
    const res = await t.gql(SUBMIT, {
      input: {
        type: 'buy_now',
        locale: 'es',
        idempotencyKey: newKey(),
        stockNumber: '1000001',
        firstName: 'Ana',
        lastName: 'G',
        email: 'not-an-email',
        phone: '512 555 0100 ext 4',
      },
    })
    const fields = Object.fromEntries(
      (res.errors?.[0].extensions?.fields as Array<{ path: string; message: string }>).map((f) => [
        f.path,
        f.message,
      ]),
    )
    expect(fields.email).toBe('El correo electrónico no es válido')
    expect(fields.phone).toBe('Solo se permite +')
  })

  it('answers the mailing-list forms with "Please enter a valid email" (spec §5)', async () => {
    const field = async (type: string, email: string | undefined, locale: string) => {
      const res = await t.gql(SUBMIT, {
        input: { type, locale, idempotencyKey: newKey(), stockNumber: '1000001', email },
      })
      expect(res.errors?.[0].extensions?.code).toBe('VALIDATION')
      return (
        res.errors?.[0].extensions?.fields as Array<{ path: string; key: string; message: string }>
      )[0]
    }
    expect(await field('equipment_newsletter', 'not-an-email', 'en')).toEqual({
      path: 'email',
      key: 'validation.mailingListEmail',
      message: 'Please enter a valid email',
    })
    expect(await field('notify_similar', undefined, 'es')).toMatchObject({
      key: 'validation.mailingListEmail',
      message: 'Por favor ingresa un correo electrónico válido',
    })
    expect((await field('newsletter', '', 'en')).message).toBe('Please enter a valid email')
  })

  // Issue 37: Name Your Price sent offers of $1. The listing asks $100,000: offers start at half.
  it("refuses an offer under half the asking price on its field, in the visitor's language", async () => {
    const offer = async (offerAmount: string, locale: string) =>
      await t.gql<Res>(SUBMIT, {
        input: {
          type: 'name_your_price',
          locale,
          idempotencyKey: newKey(),
          stockNumber: '1000001',
          ...buyer,
          offerAmount,
        },
      })
    const before = await leadCount()
    const low = await offer('$49,999', 'es')
    expect(low.errors?.[0].extensions?.code).toBe('VALIDATION')
    expect(low.errors?.[0].extensions?.fields).toEqual([
      {
        path: 'offerAmount',
        key: 'validation.offerBelowHalfAsking',
        message: 'Ofrece al menos la mitad del precio de venta',
      },
    ])
    const one = await offer('1', 'en')
    expect(one.errors?.[0].extensions?.fields).toEqual([
      expect.objectContaining({ path: 'offerAmount', key: 'validation.offerAmountTooLow' }),
    ])
    expect(await leadCount()).toBe(before)
    expect((await offer('$50,000', 'en')).data?.submitLead.leadId).toBeTruthy()
  })

  it('checks offer amounts, phones and years with their own messages', async () => {
    const offer = await t.gql(SUBMIT, {
      input: {
        type: 'name_your_price',
        idempotencyKey: newKey(),
        stockNumber: '1000001',
        ...buyer,
        offerAmount: '12abc',
      },
    })
    const offerFields = offer.errors?.[0].extensions?.fields as Array<{
      path: string
      message: string
    }>
    expect(offerFields).toEqual([
      expect.objectContaining({ path: 'offerAmount', message: 'Offer amount is invalid' }),
    ])

    const sell = await t.gql(SUBMIT, {
      input: {
        type: 'sell_valuation',
        idempotencyKey: newKey(),
        ...buyer,
        phone: '12',
        zip: '78701',
        equipmentType: 'Excavator',
        make: 'Cat',
        model: '320',
        year: '1800',
        hoursOrMiles: '12.5',
        machineCount: '1-4',
      },
    })
    const sellFields = Object.fromEntries(
      (sell.errors?.[0].extensions?.fields as Array<{ path: string; message: string }>).map((f) => [
        f.path,
        f.message,
      ]),
    )
    expect(sellFields).toEqual({
      phone: 'Phone is not valid',
      year: 'Year is invalid',
      hoursOrMiles: 'Hours or Miles cannot be a decimal',
    })

    // Issue 16, defect 11: a phone of zeros and hours written as an exponent are refused.
    const zeros = await t.gql(SUBMIT, {
      input: {
        type: 'sell_valuation',
        idempotencyKey: newKey(),
        ...buyer,
        phone: '0000000000',
        zip: '78701',
        equipmentType: 'Excavator',
        make: 'Cat',
        model: '320',
        year: '2015',
        hoursOrMiles: '1e3',
        machineCount: '1-4',
      },
    })
    expect(
      Object.fromEntries(
        (zeros.errors?.[0].extensions?.fields as Array<{ path: string; message: string }>).map(
          (f) => [f.path, f.message],
        ),
      ),
    ).toEqual({
      phone: 'Phone is not valid',
      hoursOrMiles: 'Hours or Miles must be a whole number in digits (for example 4,200)',
    })
  })

  it('stores a lead with its outbox row and promises contact within 24 hours', async () => {
    const key = newKey()
    const before = await leadCount()
    const res = await t.gql<Res>(SUBMIT, {
      input: {
        type: 'buy_now',
        idempotencyKey: key,
        stockNumber: '1000001',
        ...buyer,
        utm: { utm_source: 'google', utm_campaign: 'spring' },
        firstVisitParams: { gclid: 'abc' },
        pageUrl: 'http://localhost:8910/for-sale/x',
      },
    })
    expect(res.errors).toBeUndefined()
    expect(res.data?.submitLead).toMatchObject({
      duplicate: false,
      contactWindow: 'within24Hours',
      message: 'Submission successful!',
    })
    expect(await leadCount()).toBe(before + 1)
    const [row] = await t.database.rows<{
      persona: string
      utm: Record<string, string>
      first_visit_params: Record<string, string>
      topic: string
    }>(
      sql`SELECT l.persona, l.utm, l.first_visit_params, o.topic FROM leads l JOIN outbox o ON o.dedupe_key = 'lead:' || l.id WHERE l.idempotency_key = ${key}`,
    )
    expect(row).toMatchObject({
      persona: 'buyer',
      utm: { utm_source: 'google', utm_campaign: 'spring' },
      first_visit_params: { gclid: 'abc' },
      topic: 'lead.submitted',
    })
  })

  const leadRow = async (key: string) =>
    (
      await t.database.rows<{
        utm: Record<string, string>
        first_visit_params: Record<string, string>
        page_url: string | null
      }>(sql`SELECT utm, first_visit_params, page_url FROM leads WHERE idempotency_key = ${key}`)
    )[0]

  it('keeps no sign-in secret and no raw email in the marketing parameters (issue 16)', async () => {
    const key = newKey()
    const res = await t.gql<Res>(SUBMIT, {
      input: {
        type: 'buy_now',
        idempotencyKey: key,
        stockNumber: '1000001',
        ...buyer,
        utm: { utm_source: 'google', utm_term: 'ana@example.com' },
        firstVisitParams: {
          email: 'Ana@Example.com',
          token: 'magic',
          session_jwt: 'a.b.c',
          state: 'TX',
          gclid: 'abc',
        },
      },
    })
    expect(res.errors).toBeUndefined()
    const row = await leadRow(key)
    const sha = createHash('sha256').update('ana@example.com').digest('hex')
    expect(row.first_visit_params).toEqual({ email_sha256: sha, state: 'TX', gclid: 'abc' })
    expect(row.utm).toEqual({ utm_source: 'google', utm_term_sha256: sha })
    expect(JSON.stringify(row)).not.toMatch(/ana@example|magic|a\.b\.c/i)
  })

  it('strips every marketing parameter from a lead sent with Sec-GPC: 1 or DNT: 1 (issue 16)', async () => {
    for (const headers of [{ 'sec-gpc': '1' }, { dnt: '1' }] as Array<Record<string, string>>) {
      const key = newKey()
      const res = await t.gql<Res>(
        SUBMIT,
        {
          input: {
            type: 'buy_now',
            idempotencyKey: key,
            stockNumber: '1000001',
            ...buyer,
            utm: { utm_source: 'google', utm_campaign: 'spring' },
            firstVisitParams: { gclid: 'abc', ref: 'x' },
            pageUrl: 'http://localhost:8910/for-sale/x?utm_source=google&gclid=abc&queryID=q',
          },
        },
        headers,
      )
      expect(res.errors).toBeUndefined()
      expect(await leadRow(key)).toEqual({
        utm: {},
        first_visit_params: {},
        page_url: 'http://localhost:8910/for-sale/x?queryID=q',
      })
    }
  })

  it('infers the seller persona from the valuation form and promises 1-2 business days', async () => {
    const res = await t.gql<Res>(SUBMIT, {
      input: {
        type: 'sell_valuation',
        idempotencyKey: newKey(),
        ...buyer,
        email: 'seller@example.com',
        zip: '78701',
        equipmentType: 'Excavator',
        make: 'Caterpillar',
        model: '320',
        year: '2016',
        hoursOrMiles: '5200',
        machineCount: '10+',
      },
    })
    expect(res.data?.submitLead.contactWindow).toBe('oneToTwoBusinessDays')
    const [row] = await t.database.rows<{ persona: string; details: Record<string, unknown> }>(
      sql`SELECT persona, details FROM leads WHERE id = ${Number(res.data?.submitLead.leadId)}`,
    )
    expect(row.persona).toBe('seller')
    // Spec §9: 10 or more machines make a 500.00 lead, stored with it (issue 16, analytics 4).
    expect(row.details).toMatchObject({
      hoursOrMiles: 5200,
      machineCount: '10+',
      leadValueUsd: 500,
    })
  })

  it('creates exactly one lead for a double click (same key, concurrently)', async () => {
    const key = newKey()
    const input = {
      type: 'contact_sales',
      idempotencyKey: key,
      stockNumber: '1000001',
      ...buyer,
      email: 'double@example.com',
      message: 'Is it still available?',
    }
    const before = await leadCount()
    const [a, b] = await Promise.all([t.gql<Res>(SUBMIT, { input }), t.gql<Res>(SUBMIT, { input })])
    expect(a.data?.submitLead.leadId).toBe(b.data?.submitLead.leadId)
    expect([a.data?.submitLead.duplicate, b.data?.submitLead.duplicate].sort()).toEqual([
      false,
      true,
    ])
    expect(await leadCount()).toBe(before + 1)
    const retry = await t.gql<Res>(SUBMIT, { input })
    expect(retry.data?.submitLead).toMatchObject({
      leadId: a.data?.submitLead.leadId,
      duplicate: true,
    })
    expect(await leadCount()).toBe(before + 1)
  })

  it('refuses the same key with a different payload', async () => {
    const key = newKey()
    const input = {
      type: 'contact_sales',
      idempotencyKey: key,
      stockNumber: '1000001',
      ...buyer,
      email: 'conflict@example.com',
      message: 'First',
    }
    await t.gql(SUBMIT, { input })
    const res = await t.gql(SUBMIT, { input: { ...input, message: 'Second' } })
    expect(res.errors?.[0].extensions?.code).toBe('CONFLICT')
  })

  it('refuses an unknown machine with NOT_FOUND', async () => {
    const res = await t.gql(SUBMIT, {
      input: { type: 'buy_now', idempotencyKey: newKey(), stockNumber: '9999999', ...buyer },
    })
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND')
  })
})

describe('submitLead rate limits', () => {
  it('refuses the eleventh submission from one email in 10 minutes, translated', async () => {
    const t = await createTestApp({
      env: { LEAD_RATE_LIMIT_PER_EMAIL: '3', LEAD_RATE_LIMIT_PER_IP: '100' },
    })
    try {
      await seedLeadFixture(t.database)
      const send = (i: number, locale = 'en') =>
        t.gql(SUBMIT, {
          input: {
            type: 'newsletter',
            locale,
            idempotencyKey: newKey(),
            email: 'flood@example.com',
            pageUrl: `p${i}`,
          },
        })
      for (let i = 0; i < 3; i++) expect((await send(i)).errors).toBeUndefined()
      const refused = await send(4, 'es')
      expect(refused.status).toBe(429)
      expect(refused.errors?.[0].extensions?.code).toBe('RATE_LIMITED')
      expect(refused.errors?.[0].message).toBe(
        'Demasiados envíos. Espera unos minutos e inténtalo de nuevo.',
      )
    } finally {
      await t.close()
    }
  })
})

describe('submitLead per-IP limit and the visitor address', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({
      env: { LEAD_RATE_LIMIT_PER_IP: '2', LEAD_RATE_LIMIT_PER_EMAIL: '100' },
    })
    await seedLeadFixture(t.database)
  })
  afterAll(() => t.close())

  let n = 0
  /** One newsletter sign-up (a new email each time) from `peer`, claiming `forwardedFor`. */
  const send = async (peer: string, forwardedFor?: string, locale = 'en') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: peer,
      headers: {
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      payload: JSON.stringify({
        query: SUBMIT,
        variables: {
          input: {
            type: 'newsletter',
            locale,
            idempotencyKey: newKey(),
            email: `visitor${n++}@example.com`,
          },
        },
      }),
    })
    return {
      status: res.statusCode,
      ...res.json<{ errors?: Array<{ message: string; extensions?: { code?: string } }> }>(),
    }
  }

  it('refuses the submission past LEAD_RATE_LIMIT_PER_IP from one address, translated', async () => {
    // The web (loopback, a trusted proxy) forwards the visitor's address.
    expect((await send('127.0.0.1', '198.51.100.7')).errors).toBeUndefined()
    expect((await send('127.0.0.1', '198.51.100.7')).errors).toBeUndefined()
    const refused = await send('127.0.0.1', '198.51.100.7', 'es')
    expect(refused.status).toBe(429)
    expect(refused.errors?.[0].extensions?.code).toBe('RATE_LIMITED')
    expect(refused.errors?.[0].message).toBe(
      'Demasiados envíos. Espera unos minutos e inténtalo de nuevo.',
    )
    const english = await send('127.0.0.1', '198.51.100.7')
    expect(english.errors?.[0].message).toBe(
      'Too many submissions. Please wait a few minutes and try again.',
    )
    // Another visitor behind the same web server has a budget of their own.
    expect((await send('127.0.0.1', '198.51.100.8')).errors).toBeUndefined()
  })

  it('keys the limit on the peer when an untrusted peer sends X-Forwarded-For', async () => {
    // A client talking to the api directly invents a new address on every request.
    expect((await send('203.0.113.50', '10.9.8.1')).errors).toBeUndefined()
    expect((await send('203.0.113.50', '10.9.8.2')).errors).toBeUndefined()
    const refused = await send('203.0.113.50', '10.9.8.3')
    expect(refused.status).toBe(429)
    expect(refused.errors?.[0].extensions?.code).toBe('RATE_LIMITED')
    // The invented address was not charged: a real visitor with it is still welcome.
    expect((await send('127.0.0.1', '10.9.8.3')).errors).toBeUndefined()
  })

  it('believes only the proxies TRUST_PROXY lists', async () => {
    const lb = await createTestApp({
      database: t.database,
      env: { LEAD_RATE_LIMIT_PER_IP: '1', TRUST_PROXY: '10.0.0.0/8' },
    })
    try {
      const viaLb = (xff: string) =>
        lb.app.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: '10.0.0.5',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': xff },
          payload: JSON.stringify({
            query: SUBMIT,
            variables: {
              input: { type: 'newsletter', idempotencyKey: newKey(), email: `lb${n++}@x.com` },
            },
          }),
        })
      expect((await viaLb('198.51.100.20')).statusCode).toBe(200)
      expect((await viaLb('198.51.100.21')).statusCode).toBe(200)
      expect((await viaLb('198.51.100.20')).statusCode).toBe(429)
      // Loopback is no longer a trusted proxy here: its claims are ignored.
      const local = (xff: string) =>
        lb.app.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: '127.0.0.1',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': xff },
          payload: JSON.stringify({
            query: SUBMIT,
            variables: {
              input: { type: 'newsletter', idempotencyKey: newKey(), email: `lo${n++}@x.com` },
            },
          }),
        })
      expect((await local('198.51.100.30')).statusCode).toBe(200)
      expect((await local('198.51.100.31')).statusCode).toBe(429)
    } finally {
      await lb.close()
    }
  })
})
