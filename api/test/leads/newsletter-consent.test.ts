import { sql } from 'drizzle-orm'
import { listOutbox } from '../../src/services/messages/list-outbox'
import { createAccountApp, createUser, NOW, type AccountTestApp } from '../account/helpers'
import { consentHelpers, ENV } from '../alerts/helpers'
import { newKey, seedLeadFixture } from './fixtures'

const SUBMIT = /* GraphQL */ `
  mutation ($input: SubmitLeadInput!) {
    submitLead(input: $input) {
      leadId
      duplicate
      contactWindow
      outcome
      subscription
    }
  }
`
type Answer = {
  submitLead: {
    leadId: string
    duplicate: boolean
    contactWindow: string
    outcome: string
    subscription: string | null
  }
}

describe('newsletter forms (consent for mail)', () => {
  let t: AccountTestApp
  const h = consentHelpers(() => t)
  beforeAll(async () => {
    t = await createAccountApp({
      env: { ...ENV, SALES_TEAM_EMAIL: 'sales@ironyard.local', LEAD_RATE_LIMIT_PER_IP: '1000' },
    })
    await seedLeadFixture(t.database)
  })
  beforeEach(() => {
    t.as(null)
    t.clock.now = NOW
  })
  afterAll(() => t.close())

  const submit = (input: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.gql<Answer>(SUBMIT, { input: { idempotencyKey: newKey(), ...input } }, headers)

  const newsletter = (email: string, locale = 'en') =>
    submit({ type: 'newsletter', email, locale, pageUrl: 'https://ironyard.example/resources' })

  /** Everything the address was mailed (after running queued jobs). */
  const mailsTo = async (email: string) => {
    await h.confirmations(email)
    return listOutbox(t.database, { to: email })
  }

  it('stores the lead and a pending subscription, and mails only the confirmation link', async () => {
    const res = await newsletter('reader@example.com', 'es')
    expect(res.errors).toBeUndefined()
    expect(res.data?.submitLead).toMatchObject({
      subscription: 'CHECK_EMAIL',
      contactWindow: 'none',
    })
    const [lead] = await t.database.rows<{ type: string; email: string }>(
      sql`SELECT type, email FROM leads WHERE id = ${Number(res.data!.submitLead.leadId)}`,
    )
    expect(lead).toEqual({ type: 'newsletter', email: 'reader@example.com' })
    const [sub] = await h.subscriptionsOf('reader@example.com')
    expect(sub).toMatchObject({
      list: 'newsletter',
      locale: 'es',
      status: 'pending',
      consentForm: 'newsletter',
      consentTextVersion: expect.stringMatching(/^mailing\.fineprint@/),
      consentPageUrl: 'https://ironyard.example/resources',
      consentIp: '127.0.0.1',
      consentRequestedAt: NOW,
    })

    const mails = await mailsTo('reader@example.com')
    expect(mails.map((m) => m.template)).toEqual(['subscription-confirmation'])
    expect(mails[0].subject).toBe('Confirma tu suscripción al boletín de Ironyard')
    // Sales still hears of the sign-up (attribution).
    const toSales = (await listOutbox(t.database, { to: 'sales@ironyard.local' })).filter((m) =>
      m.text.includes('reader@example.com'),
    )
    expect(toSales).toHaveLength(1)

    const link = h.linkOf(mails[0], '/confirm-subscription')
    const page = await h.visit(link.path)
    expect(page.body).toContain('¿Confirmar tu suscripción al boletín?')
    expect((await h.subscriptionsOf('reader@example.com'))[0].status).toBe('pending')
    const done = await h.press('/confirm-subscription', link.token)
    expect(done.body).toContain('Ya estás suscrito al boletín. ¡Gracias!')
    expect((await h.subscriptionsOf('reader@example.com'))[0]).toMatchObject({
      status: 'active',
      confirmationMethod: 'email_link',
    })
  })

  it('answers the equipment newsletter the same for a new, pending, active or unsubscribed address', async () => {
    const equipment = (email: string) =>
      submit({ type: 'equipment_newsletter', email, stockNumber: '1000001' })
    const confirmOf = async (email: string) => {
      const mails = await h.confirmations(email)
      return mails[mails.length - 1]
    }
    await equipment('eq-pending@example.com')
    await equipment('eq-active@example.com')
    await h.press(
      '/confirm-subscription',
      h.linkOf(await confirmOf('eq-active@example.com'), '/confirm-subscription').token,
    )
    await equipment('eq-gone@example.com')
    const gone = await confirmOf('eq-gone@example.com')
    await h.press('/confirm-subscription', h.linkOf(gone, '/confirm-subscription').token)
    const unsubscribe = h.linkOf(gone, '/unsubscribe')
    expect((await h.visit(unsubscribe.path)).body).toContain(
      'Stop updates on equipment like the one you looked at?',
    )
    await h.press('/unsubscribe', unsubscribe.token)
    expect((await h.subscriptionsOf('eq-gone@example.com'))[0].status).toBe('unsubscribed')

    h.minutes(16)
    const answers = []
    for (const who of ['eq-new', 'eq-pending', 'eq-active', 'eq-gone']) {
      const res = await equipment(`${who}@example.com`)
      expect(res.status).toBe(200)
      const { leadId: _id, ...rest } = res.data!.submitLead
      answers.push(JSON.stringify(rest))
    }
    expect(new Set(answers).size).toBe(1)
    expect(JSON.parse(answers[0]).subscription).toBe('CHECK_EMAIL')

    const statuses = async (email: string) =>
      (await h.subscriptionsOf(email)).map((s) => [s.list, s.status])
    expect(await statuses('eq-new@example.com')).toEqual([['equipment_newsletter', 'pending']])
    expect(await statuses('eq-active@example.com')).toEqual([['equipment_newsletter', 'active']])
    // Unsubscribed stays so until the address confirms again: pending, with a new link.
    expect(await statuses('eq-gone@example.com')).toEqual([['equipment_newsletter', 'pending']])
    expect(await h.confirmations('eq-gone@example.com')).toHaveLength(2)
    expect(await h.confirmations('eq-active@example.com')).toHaveLength(1)
    // No lead confirmation to any of them, whatever their state.
    for (const who of ['eq-new', 'eq-pending', 'eq-active', 'eq-gone']) {
      const templates = (await mailsTo(`${who}@example.com`)).map((m) => m.template)
      expect(templates.every((x) => x === 'subscription-confirmation')).toBe(true)
    }
  })

  it("subscribes a signed-in user's own verified address at once, without mail", async () => {
    const user = await createUser(t.database, { email: 'member@example.com' })
    t.as({ ...user, emailVerified: true })
    const res = await newsletter('member@example.com')
    expect(res.data?.submitLead.subscription).toBe('ACTIVE')
    expect((await h.subscriptionsOf('member@example.com'))[0]).toMatchObject({
      status: 'active',
      confirmationMethod: 'verified_account',
    })
    expect(await mailsTo('member@example.com')).toHaveLength(0)
    // The same form again (a retry with the same key) answers the same.
    const key = newKey()
    const a = await submit({ type: 'newsletter', email: 'member@example.com', idempotencyKey: key })
    const b = await submit({ type: 'newsletter', email: 'member@example.com', idempotencyKey: key })
    expect(b.data?.submitLead).toEqual({ ...a.data!.submitLead, duplicate: true })
  })

  it('leaves the other forms as they were: a lead confirmation, no subscription', async () => {
    const res = await submit({
      type: 'contact_sales',
      stockNumber: '1000001',
      firstName: 'Ana',
      lastName: 'García',
      email: 'buyer@example.com',
      phone: '512-555-0100',
      message: 'Is it still available?',
    })
    expect(res.data?.submitLead.subscription).toBeNull()
    expect((await mailsTo('buyer@example.com')).map((m) => m.template)).toEqual([
      'lead-confirmation',
    ])
    expect(await h.subscriptionsOf('buyer@example.com')).toHaveLength(0)
  })
})
