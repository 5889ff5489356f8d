import { sql } from 'drizzle-orm'
import { processAvailableJobs, runJob } from '../../src/jobs/runner'
import { JOBS } from '../../src/jobs/registry'
import { defineJob } from '../../src/jobs/define'
import { logger } from '../../src/lib/logger'
import { listOutbox } from '../../src/services/messages/list-outbox'
import { enqueueOutbox, getOutboxRow, listDeadJobs } from '../../src/services/outbox/outbox'
import { z } from 'zod'
import { insertListing } from '../factories'
import { createTestApp, type TestApp } from '../helpers/app'
import { buyer, newKey, seedLeadFixture } from './fixtures'

const SUBMIT = /* GraphQL */ `
  mutation ($input: SubmitLeadInput!) {
    submitLead(input: $input) {
      leadId
      likelihood
    }
  }
`

const ASK = /* GraphQL */ `
  mutation ($input: SubmitLeadInput!) {
    submitLead(input: $input) {
      leadId
      contactWindow
    }
  }
`

/** Run every job available now, as the inline runner does on each poll. */
async function drain(t: TestApp, now: () => Date) {
  await processAvailableJobs({ database: t.database, env: t.env, logger, now }, { staleMs: 60_000 })
}

/** GET /dev/jobs/dead: the jobs that gave up. */
interface DeadJobs {
  jobs: Array<{ id: number }>
}

describe('lead pipeline (outbox -> relay -> handler -> one mail path)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({
      env: { SALES_TEAM_EMAIL: 'sales@ironyard.local', WEB_URL: 'https://ironyard.example' },
    })
    await seedLeadFixture(t.database)
  })
  afterAll(() => t.close())

  it('mails the sales team and confirms to the buyer in Spanish, with the likelihood', async () => {
    const res = await t.gql<{ submitLead: { leadId: string; likelihood: string } }>(SUBMIT, {
      input: {
        type: 'name_your_price',
        locale: 'es',
        idempotencyKey: newKey(),
        stockNumber: '1000001',
        ...buyer,
        email: 'oferta@example.com',
        offerAmount: '$95,000',
      },
    })
    expect(res.data?.submitLead.likelihood).toBe('high_chance')
    await drain(t, () => new Date())
    const toBuyer = await listOutbox(t.database, { to: 'oferta@example.com' })
    expect(toBuyer).toHaveLength(1)
    expect(toBuyer[0].subject).toBe('Recibimos tu oferta por el 2018 Caterpillar 320')
    expect(toBuyer[0].text).toContain(
      'Un integrante del equipo te contactará en menos de 24 horas.',
    )
    expect(toBuyer[0].text).toContain('Probabilidad de aceptación: muy probable')
    expect(toBuyer[0].links).toContain(
      'https://ironyard.example/es/for-sale/2018-caterpillar-320-1000001',
    )
    const toSales = (await listOutbox(t.database, { to: 'sales@ironyard.local' })).filter((m) =>
      m.text.includes('oferta@example.com'),
    )
    expect(toSales).toHaveLength(1)
    expect(toSales[0].subject).toMatch(
      /^\[Lead #\d+\] Name Your Price · 2018 Caterpillar 320 \(#1000001\)$/,
    )
    const [open] = await t.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM outbox WHERE completed_at IS NULL`,
    )
    expect(open.n).toBe(0)
  })

  it('takes Ask an Inspector on a machine not inspected yet; an inspector answers in general', async () => {
    // The fixture machine has no inspection.
    const res = await t.gql<{ submitLead: { leadId: string; contactWindow: string } }>(ASK, {
      input: {
        type: 'ask_inspector',
        idempotencyKey: newKey(),
        stockNumber: '1000001',
        ...buyer,
        email: 'general@example.com',
        message: 'What should I check on a 320 with 4,000 hours?',
      },
    })
    expect(res.errors).toBeUndefined()
    expect(res.data?.submitLead.contactWindow).toBe('oneToTwoBusinessDays')
    await drain(t, () => new Date())
    const [toBuyer] = await listOutbox(t.database, { to: 'general@example.com' })
    expect(toBuyer.subject).toBe('Your question for our inspector about the 2018 Caterpillar 320')
    expect(toBuyer.text).toContain('A team partner will contact you within 1-2 business days.')
    expect(toBuyer.text).toContain(
      'This machine has not been inspected yet, so one of our inspectors will answer your general questions about it.',
    )
    const [toSales] = (await listOutbox(t.database, { to: 'sales@ironyard.local' })).filter((m) =>
      m.text.includes('general@example.com'),
    )
    expect(toSales.subject).toMatch(/^\[Lead #\d+\] Ask an Inspector · 2018 Caterpillar 320/)
    expect(toSales.text).toContain(
      'Inspector: None yet: the machine is not inspected, any inspector answers',
    )
  })

  it('names the inspector who checked an inspected machine, in the buyer language', async () => {
    const listing = await insertListing(t.database, { withInspection: true, status: 'available' })
    const [{ name }] = await t.database.rows<{ name: string }>(
      sql`SELECT r.name FROM inspections i JOIN inspectors r ON r.id = i.inspector_id WHERE i.listing_id = ${listing.id}`,
    )
    const res = await t.gql(ASK, {
      input: {
        type: 'ask_inspector',
        locale: 'es',
        idempotencyKey: newKey(),
        stockNumber: listing.stockNumber,
        ...buyer,
        email: 'inspeccion@example.com',
        message: '¿Cómo está el tren de rodaje?',
      },
    })
    expect(res.errors).toBeUndefined()
    await drain(t, () => new Date())
    const [toBuyer] = await listOutbox(t.database, { to: 'inspeccion@example.com' })
    expect(toBuyer.text).toContain(
      `${name}, quien inspeccionó esta máquina, responderá tu pregunta.`,
    )
    const [toSales] = (await listOutbox(t.database, { to: 'sales@ironyard.local' })).filter((m) =>
      m.text.includes('inspeccion@example.com'),
    )
    expect(toSales.text).toContain(`Inspector: ${name}`)
  })

  it('sends nothing twice when a handler runs again for the same row', async () => {
    const res = await t.gql<{ submitLead: { leadId: string } }>(SUBMIT, {
      input: { type: 'newsletter', idempotencyKey: newKey(), email: 'again@example.com' },
    })
    await drain(t, () => new Date())
    const [row] = await t.database.rows<{
      id: number
      topic: string
      payload: Record<string, unknown>
    }>(
      sql`SELECT id, topic, payload FROM outbox WHERE dedupe_key = ${'lead:' + res.data?.submitLead.leadId}`,
    )
    await runJob({ database: t.database, env: t.env, logger, now: () => new Date() }, row, 2)
    expect(await listOutbox(t.database, { to: 'again@example.com' })).toHaveLength(1)
  })

  it('retries a failing job with backoff and lists it as dead after its last attempt', async () => {
    let calls = 0
    JOBS['test.always-fails'] = defineJob({
      topic: 'test.always-fails',
      payloadSchema: z.object({ n: z.number() }),
      maxAttempts: 3,
      handle() {
        calls++
        return Promise.reject(new Error('smtp down'))
      },
    })
    try {
      await enqueueOutbox(t.database.db, 'test.always-fails', { n: 1 }, 'test-fail-1')
      const [{ id }] = await t.database.rows<{ id: number }>(
        sql`SELECT id FROM outbox WHERE dedupe_key = 'test-fail-1'`,
      )
      let clock = new Date('2030-01-01T00:00:00Z').getTime()
      const now = () => new Date(clock)
      await drain(t, now)
      expect(calls).toBe(1)
      expect((await getOutboxRow(t.database, id))?.deadAt).toBeNull()
      await drain(t, now) // backoff: not yet available
      expect(calls).toBe(1)
      clock += 2_000
      await drain(t, now)
      expect(calls).toBe(2)
      clock += 4_000
      await drain(t, now)
      expect(calls).toBe(3)
      const row = await getOutboxRow(t.database, id)
      expect(row?.deadAt).not.toBeNull()
      expect(row?.attempts).toBe(3)
      const dead = await listDeadJobs(t.database)
      expect(dead.find((d) => d.id === id)).toMatchObject({
        topic: 'test.always-fails',
        lastError: 'smtp down',
        attempts: 3,
      })
      const view = await t.app.inject({ method: 'GET', url: '/dev/jobs/dead' })
      expect(view.json<DeadJobs>().jobs.map((j) => j.id)).toContain(id)

      // The retry button of the development outbox: back in line with fresh attempts, once.
      const retry = await t.app.inject({ method: 'POST', url: `/dev/jobs/dead/${id}/retry` })
      expect(retry.statusCode).toBe(200)
      expect(retry.json()).toEqual({ retried: true })
      expect(await getOutboxRow(t.database, id)).toMatchObject({ deadAt: null, attempts: 0 })
      const after = await t.app.inject({ method: 'GET', url: '/dev/jobs/dead' })
      expect(after.json<DeadJobs>().jobs.map((j) => j.id)).not.toContain(id)
      const again = await t.app.inject({ method: 'POST', url: `/dev/jobs/dead/${id}/retry` })
      expect(again.statusCode).toBe(404)
      await drain(t, now)
      expect(calls).toBe(4)
    } finally {
      delete JOBS['test.always-fails']
    }
  })

  it('serves the outbox at GET /dev/outbox, newest last, filtered by recipient', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=oferta@example.com' })
    expect(res.statusCode).toBe(200)
    const { messages } = res.json()
    expect(messages).toHaveLength(1)
    expect(messages[0]).toEqual(
      expect.objectContaining({
        to: 'oferta@example.com',
        html: expect.stringContaining('<html'),
        links: expect.any(Array),
      }),
    )
  })
})

describe('GET /dev/outbox and the dead-letter view in production', () => {
  it('does not exist', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } })
    try {
      const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' })
      expect(res.statusCode).toBe(404)
      const dead = await t.app.inject({ method: 'GET', url: '/dev/jobs/dead' })
      expect(dead.statusCode).toBe(404)
      const retry = await t.app.inject({ method: 'POST', url: '/dev/jobs/dead/1/retry' })
      expect(retry.statusCode).toBe(404)
    } finally {
      await t.close()
    }
  })
})
