import { sql } from 'drizzle-orm'
import type { CurrentUser } from '../../src/context'
import { processAvailableJobs } from '../../src/jobs/runner'
import { logger } from '../../src/lib/logger'
import {
  checkPrequalifyFit,
  FINANCE_MAX_CENTS,
} from '../../src/services/finance/check-prequalify-fit'
import { listOutbox } from '../../src/services/messages/list-outbox'
import { createTestApp, type TestApp } from '../helpers/app'
import { buyer, newKey } from './fixtures'

const SUBMIT = /* GraphQL */ `
  mutation ($input: SubmitLeadInput!) {
    submitLead(input: $input) {
      leadId
      duplicate
      contactWindow
      outcome
      fitReasons
      message
    }
  }
`

type Res = {
  submitLead: {
    leadId: string
    duplicate: boolean
    contactWindow: string
    outcome: string
    fitReasons: string[]
    message: string
  }
}

const prequalify = {
  type: 'finance_prequalify',
  ...buyer,
  company: 'García Earthworks',
  role: 'Owner',
  address: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  creditRating: 'very_good',
  equipmentType: 'excavators',
  machineCount: '5-9',
  price: '185,000',
}

describe('checkPrequalifyFit (spec §4 "sorry" rules)', () => {
  it('fits a US business asking up to $2,000,000, whatever its credit', () => {
    expect(
      checkPrequalifyFit({ priceCents: FINANCE_MAX_CENTS, state: 'TX', zip: '78701' }),
    ).toEqual({ fit: true, reasons: [] })
    expect(checkPrequalifyFit({ priceCents: null, state: 'dc', zip: '20001' }).fit).toBe(true)
  })

  it('is not a fit over $2,000,000', () => {
    expect(
      checkPrequalifyFit({ priceCents: FINANCE_MAX_CENTS + 1, state: 'TX', zip: '78701' }),
    ).toEqual({ fit: false, reasons: ['amount_over_limit'] })
  })

  it('is not a fit outside the 50 states and DC: territories, unknown ZIPs, other places', () => {
    const outside = { fit: false, reasons: ['outside_service_area'] }
    expect(checkPrequalifyFit({ state: 'PR', zip: '00601' })).toEqual(outside)
    expect(checkPrequalifyFit({ state: 'TX', zip: '00601' })).toEqual(outside)
    expect(checkPrequalifyFit({ state: 'TX', zip: '99999' })).toEqual(outside)
    expect(checkPrequalifyFit({ state: 'Ontario', zip: '78701' })).toEqual(outside)
    expect(
      checkPrequalifyFit({ priceCents: 3_000_000_00, state: 'GU', zip: '96910' }).reasons,
    ).toEqual(['amount_over_limit', 'outside_service_area'])
  })
})

describe('service forms through submitLead', () => {
  let t: TestApp
  let user: CurrentUser | null = null
  const drain = () =>
    processAvailableJobs(
      { database: t.database, env: t.env, logger, now: () => new Date() },
      { staleMs: 60_000 },
    )

  beforeAll(async () => {
    t = await createTestApp({
      authenticate: () => Promise.resolve(user),
      env: { WEB_URL: 'https://ironyard.example' },
    })
  })
  afterAll(() => t.close())
  afterEach(() => {
    user = null
  })

  const signIn = () => {
    user = {
      id: 'user-finance-1',
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'García',
      roles: ['stytch_user'],
      sessionId: 'session-finance-1',
    }
  }

  it('refuses a pre-qualification without a signed-in account, before anything is stored', async () => {
    const before = await t.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM leads WHERE type = 'finance_prequalify'`,
    )
    const res = await t.gql(SUBMIT, { input: { ...prequalify, idempotencyKey: newKey() } })
    expect(res.status).toBe(401)
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    expect(res.errors?.[0].message).toBe('Please sign in to send this form.')
    const es = await t.gql(SUBMIT, {
      input: { ...prequalify, locale: 'es', idempotencyKey: newKey() },
    })
    expect(es.errors?.[0].message).toBe('Inicia sesión para enviar este formulario.')
    const after = await t.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM leads WHERE type = 'finance_prequalify'`,
    )
    expect(after[0].n).toBe(before[0].n)
  })

  it('answers the spec §5 messages of the finance form to a signed-in visitor', async () => {
    signIn()
    const res = await t.gql(SUBMIT, {
      input: { type: 'finance_prequalify', idempotencyKey: newKey(), price: '12k' },
    })
    const fields = Object.fromEntries(
      (res.errors?.[0].extensions?.fields as Array<{ path: string; message: string }>).map((f) => [
        f.path,
        f.message,
      ]),
    )
    expect(fields).toMatchObject({
      company: 'Company is required',
      role: 'Role is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zip: 'Zip Code is required',
      creditRating: 'Credit is required',
      equipmentType: 'Equipment type is required',
      machineCount: 'Number of machines is required',
      price: 'Price is invalid',
    })
  })

  it('pre-qualifies a fitting request for the signed-in user: 24 hours, linked to the account', async () => {
    signIn()
    const key = newKey()
    const res = await t.gql<Res>(SUBMIT, { input: { ...prequalify, idempotencyKey: key } })
    expect(res.errors).toBeUndefined()
    expect(res.data?.submitLead).toMatchObject({
      outcome: 'received',
      fitReasons: [],
      contactWindow: 'within24Hours',
    })
    const [row] = await t.database.rows<{ user_id: string; details: Record<string, unknown> }>(
      sql`SELECT user_id, details FROM leads WHERE idempotency_key = ${key}`,
    )
    expect(row.user_id).toBe('user-finance-1')
    expect(row.details).toMatchObject({ fit: 'fit', creditRating: 'very_good', role: 'Owner' })
    // Spec §9 (issue 16, analytics 4): how many machines, and the lead's value by that band.
    expect(row.details).toMatchObject({ machineCount: '5-9', leadValueUsd: 100 })
  })

  it('ends in "sorry" over $2,000,000, says why, keeps the answer on a retry and mails it', async () => {
    signIn()
    const key = newKey()
    const input = {
      ...prequalify,
      locale: 'es',
      email: 'grande@example.com',
      price: '2,500,000',
      idempotencyKey: key,
    }
    const res = await t.gql<Res>(SUBMIT, { input })
    expect(res.data?.submitLead).toMatchObject({
      outcome: 'not_a_fit',
      fitReasons: ['amount_over_limit'],
      contactWindow: 'none',
      duplicate: false,
    })
    const again = await t.gql<Res>(SUBMIT, { input })
    expect(again.data?.submitLead).toMatchObject({
      outcome: 'not_a_fit',
      fitReasons: ['amount_over_limit'],
      duplicate: true,
    })
    await drain()
    const [mail] = await listOutbox(t.database, { to: 'grande@example.com' })
    expect(mail.subject).toBe('Sobre tu precalificación de financiamiento')
    expect(mail.text).toContain('nuestro programa de financiamiento no se ajusta')
    expect(mail.text).toContain('llega hasta $2,000,000 USD')
    const sales = (await listOutbox(t.database, { to: t.env.SALES_TEAM_EMAIL })).find((m) =>
      m.text.includes('grande@example.com'),
    )
    // The sales copy words the outcome and its reasons (it printed 'fit: not_a_fit').
    expect(sales?.text).toContain('Pre-qualification: Not a fit')
    expect(sales?.text).toContain('Why not a fit: Amount over $2,000,000')
    expect(sales?.text).not.toContain('amount_over_limit')
  })

  it('ends in "sorry" outside the 50 states and DC', async () => {
    signIn()
    const res = await t.gql<Res>(SUBMIT, {
      input: { ...prequalify, state: 'PR', zip: '00601', idempotencyKey: newKey() },
    })
    expect(res.data?.submitLead).toMatchObject({
      outcome: 'not_a_fit',
      fitReasons: ['outside_service_area'],
    })
  })

  it('takes an inspection request from anyone: buyer persona, 1-2 business days, confirmed by mail', async () => {
    const missing = await t.gql(SUBMIT, {
      input: { type: 'inspection_request', idempotencyKey: newKey(), ...buyer },
    })
    const paths = (missing.errors?.[0].extensions?.fields as Array<{ path: string }>).map(
      (f) => f.path,
    )
    expect(paths.sort()).toEqual(['equipmentType', 'make', 'model', 'year', 'zip'])

    const res = await t.gql<Res>(SUBMIT, {
      input: {
        type: 'inspection_request',
        idempotencyKey: newKey(),
        ...buyer,
        email: 'inspect@example.com',
        zip: '73301',
        equipmentType: 'wheel-loaders',
        make: 'Komatsu',
        model: 'WA380',
        year: '2017',
        message: 'At a dealer in Round Rock.',
      },
    })
    expect(res.data?.submitLead).toMatchObject({
      outcome: 'received',
      contactWindow: 'oneToTwoBusinessDays',
      message: 'Submission successful!',
    })
    const [row] = await t.database.rows<{ persona: string; details: Record<string, unknown> }>(
      sql`SELECT persona, details FROM leads WHERE id = ${Number(res.data?.submitLead.leadId)}`,
    )
    expect(row).toMatchObject({
      persona: 'buyer',
      details: { make: 'Komatsu', model: 'WA380', year: 2017, equipmentType: 'wheel-loaders' },
    })
    await drain()
    const [mail] = await listOutbox(t.database, { to: 'inspect@example.com' })
    expect(mail.subject).toBe('We received your inspection request')
    expect(mail.text).toContain('A team partner will contact you within 1-2 business days.')
  })
})
