import { sql } from 'drizzle-orm'
import { processAvailableJobs } from '../../src/jobs/runner'
import { logger } from '../../src/lib/logger'
import { listOutbox } from '../../src/services/messages/list-outbox'
import { createTestApp, type TestApp } from '../helpers/app'
import { buyer, newKey } from './fixtures'

const SUBMIT = /* GraphQL */ `
  mutation ($input: SubmitLeadInput!) {
    submitLead(input: $input) {
      leadId
      duplicate
      contactWindow
      message
    }
  }
`

type Res = {
  submitLead: { leadId: string; duplicate: boolean; contactWindow: string; message: string }
}

const partsRequest = {
  type: 'parts_request',
  ...buyer,
  email: 'parts@example.com',
  zip: '78701',
  make: 'Caterpillar',
  model: '320',
  serialNumber: 'CAT0320DKABC12345',
  message: 'Bucket teeth for a 36 in. digging bucket, 5 pieces.',
}

describe('page forms through submitLead (issue 16, Missing 1)', () => {
  let t: TestApp
  const drain = () =>
    processAvailableJobs(
      { database: t.database, env: t.env, logger, now: () => new Date() },
      { staleMs: 60_000 },
    )

  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('stores a parts request with the machine in its details and mails both sides', async () => {
    const res = await t.gql<Res>(SUBMIT, { input: { ...partsRequest, idempotencyKey: newKey() } })
    expect(res.errors).toBeUndefined()
    expect(res.data!.submitLead).toMatchObject({
      duplicate: false,
      contactWindow: 'within24Hours',
      message: 'Submission successful!',
    })
    const [row] = await t.database.rows<{
      type: string
      persona: string
      zip: string
      message: string
      details: Record<string, unknown>
    }>(
      sql`SELECT type, persona, zip, message, details FROM leads WHERE id = ${Number(res.data!.submitLead.leadId)}`,
    )
    expect(row).toMatchObject({
      type: 'parts_request',
      persona: 'buyer',
      zip: '78701',
      message: partsRequest.message,
      details: { make: 'Caterpillar', model: '320', serialNumber: 'CAT0320DKABC12345' },
    })
    await drain()
    const [mail] = await listOutbox(t.database, { to: 'parts@example.com' })
    expect(mail.subject).toBe('We received your parts request')
    const sales = (await listOutbox(t.database, { to: t.env.SALES_TEAM_EMAIL })).find((m) =>
      m.text.includes('parts@example.com'),
    )
    expect(sales?.subject).toContain('Parts Request')
    expect(sales?.text).toContain('Serial number: CAT0320DKABC12345')
    expect(sales?.text).not.toContain('serialNumber')
  })

  it('answers field errors in Spanish for a parts request without make, ZIP or part', async () => {
    const res = await t.gql(SUBMIT, {
      input: {
        ...partsRequest,
        idempotencyKey: newKey(),
        locale: 'es',
        make: '',
        zip: '',
        message: ' ',
      },
    })
    expect(res.errors?.[0].extensions?.code).toBe('VALIDATION')
    const fields = res.errors?.[0].extensions?.fields as Array<{
      path: string
      key: string
      message: string
    }>
    const byPath = Object.fromEntries(fields.map((f) => [f.path, f]))
    expect(byPath.make.key).toBe('validation.makeRequired')
    expect(byPath.message).toMatchObject({
      key: 'validation.partDescriptionRequired',
      message: 'La descripción de la pieza es obligatoria',
    })
    expect(byPath.zip).toBeDefined()
  })

  it('makes one lead of a double submit (same idempotency key)', async () => {
    const input = { ...partsRequest, email: 'twice@example.com', idempotencyKey: newKey() }
    const [a, b] = await Promise.all([t.gql<Res>(SUBMIT, { input }), t.gql<Res>(SUBMIT, { input })])
    expect(a.data!.submitLead.leadId).toBe(b.data!.submitLead.leadId)
    const [{ n }] = await t.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM leads WHERE email = 'twice@example.com'`,
    )
    expect(n).toBe(1)
  })

  it('takes a taxonomy alliance membership request (organisation required, no phone)', async () => {
    const base = {
      type: 'taxonomy_alliance',
      firstName: 'Lee',
      lastName: 'Park',
      email: 'data@fleetco.example',
      message: 'We map our rental fleet to the taxonomy.',
    }
    const missing = await t.gql(SUBMIT, { input: { ...base, idempotencyKey: newKey() } })
    const fields = missing.errors?.[0].extensions?.fields as Array<{ path: string; key: string }>
    expect(fields).toEqual([
      expect.objectContaining({ path: 'company', key: 'validation.companyRequired' }),
    ])
    const ok = await t.gql<Res>(SUBMIT, {
      input: { ...base, company: 'FleetCo Rentals', idempotencyKey: newKey() },
    })
    expect(ok.errors).toBeUndefined()
    expect(ok.data!.submitLead.contactWindow).toBe('oneToTwoBusinessDays')
    await drain()
    const [mail] = await listOutbox(t.database, { to: 'data@fleetco.example' })
    expect(mail.subject).toBe('We received your request to join the taxonomy alliance')
  })
})
