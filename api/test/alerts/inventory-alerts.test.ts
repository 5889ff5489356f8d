import { eq, sql } from 'drizzle-orm'
import { inventoryAlerts } from '../../src/db/schema'
import { formatMoney } from '../../src/lib/format-money'
import { issueUnsubscribeToken } from '../../src/services/alerts/subscribe-inventory-alert'
import { createAccountApp, createUser, NOW, type AccountTestApp } from '../account/helpers'
import { consentHelpers, ENV, SUBSCRIBE } from './helpers'

const UNSUBSCRIBE = /* GraphQL */ `
  mutation Unsubscribe($token: String!) {
    unsubscribeInventoryAlert(token: $token) {
      alertId
    }
  }
`
type SubscribeData = { subscribeInventoryAlert: { status: string } }

describe('inventory alerts sign-up (consent for mail)', () => {
  let t: AccountTestApp
  const h = consentHelpers(() => t)
  beforeAll(async () => {
    // Many sign-ups from one test address: the per-IP limit has its own test below.
    t = await createAccountApp({ env: { ...ENV, LEAD_RATE_LIMIT_PER_IP: '1000' } })
  })
  beforeEach(() => {
    t.as(null)
    t.clock.now = NOW
  })
  afterAll(() => t.close())

  it('stores a pending alert (normalised filters, hashes only) and mails a confirmation link', async () => {
    const res = await h.subscribe(
      '  Buyer@Example.COM ',
      { priceMax: '100000', category: 'excavators', page: '3', q: ' ' },
      { 'x-locale': 'es' },
    )
    expect(res.json.errors).toBeUndefined()
    expect(res.json.data).toEqual({ subscribeInventoryAlert: { status: 'CHECK_EMAIL' } })
    const [row] = await h.alertsOf('buyer@example.com')
    expect(row.status).toBe('pending')
    expect(row.locale).toBe('es')
    // page and empty values do not change what the alert watches; keys are ordered.
    expect(Object.entries(row.filters)).toEqual([
      ['category', 'excavators'],
      ['priceMax', '100000'],
    ])
    expect(row.unsubscribeTokenHash).toMatch(/^[0-9a-f]{64}$/)
    // Consent evidence: the form, the wording's version, when and from where.
    expect(row).toMatchObject({
      consentForm: 'inventory_alert',
      consentTextVersion: expect.stringMatching(/^alerts\.fineprint@/),
      consentRequestedAt: NOW,
      consentIp: '127.0.0.1',
      confirmedAt: null,
    })

    const [mail] = await h.confirmations('buyer@example.com')
    expect(mail.subject).toBe('Confirma tu alerta de inventario')
    // What the alert watches, in words (no catalogue is loaded here: the price part).
    expect(mail.text).toContain(`menos de ${formatMoney(100_000_00, 'es')}`)
    const confirm = h.linkOf(mail, '/confirm-subscription')
    h.linkOf(mail, '/unsubscribe')
    // 256 bits, and only its hash is stored anywhere.
    expect(Buffer.from(confirm.token, 'base64url')).toHaveLength(32)
    const stored = await t.database.rows<{ token_hash: string }>(
      sql`SELECT token_hash FROM email_confirmation_tokens`,
    )
    expect(stored.map((r) => r.token_hash)).not.toContain(confirm.token)
  })

  it('confirms only when the page button is pressed: a GET (mail scanner) changes nothing', async () => {
    await h.subscribe('scanner@example.com', { priceMax: '50000' }, { 'x-locale': 'es' })
    const [mail] = await h.confirmations('scanner@example.com')
    const link = h.linkOf(mail, '/confirm-subscription')
    const page = await h.visit(link.path)
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.body).toContain('¿Confirmar esta alerta de inventario?')
    expect(page.body).toContain(`menos de ${formatMoney(50_000_00, 'es')}`)
    expect(page.body).toContain('<form method="post" action="/confirm-subscription">')
    await h.visit(link.path)
    expect((await h.alertsOf('scanner@example.com'))[0].status).toBe('pending')

    t.clock.now = new Date(NOW.getTime() + 60_000)
    const done = await h.press('/confirm-subscription', link.token)
    expect(done.statusCode).toBe(200)
    expect(done.body).toContain('Tu alerta de inventario está activa')
    const [row] = await h.alertsOf('scanner@example.com')
    expect(row).toMatchObject({
      status: 'active',
      confirmationMethod: 'email_link',
      confirmedAt: t.clock.now,
      confirmedIp: '127.0.0.1',
      // It watches from its confirmation on.
      lastCheckedAt: t.clock.now,
    })
  })

  it('a confirmation link works once and expires after 7 days', async () => {
    await h.subscribe('once@example.com')
    const [mail] = await h.confirmations('once@example.com')
    const { token } = h.linkOf(mail, '/confirm-subscription')
    const first = await h.press('/confirm-subscription', token)
    expect(first.body).toContain('Your inventory alert is on')
    const second = await h.press('/confirm-subscription', token)
    expect(second.statusCode).toBe(200)
    expect(second.body).toContain('This subscription is already confirmed.')

    // Unsubscribed since: the used link does not bring the alert back.
    const unsubscribe = h.linkOf(mail, '/unsubscribe')
    await h.press('/unsubscribe', unsubscribe.token)
    const replay = await h.press('/confirm-subscription', token)
    expect(replay.body).toContain('This confirmation link is no longer valid.')
    expect((await h.alertsOf('once@example.com'))[0].status).toBe('unsubscribed')

    await h.subscribe('late@example.com')
    const [late] = await h.confirmations('late@example.com')
    const lateLink = h.linkOf(late, '/confirm-subscription')
    t.clock.now = new Date(NOW.getTime() + 7 * 24 * 3_600_000 + 60_000)
    expect((await h.visit(lateLink.path)).body).toContain('This confirmation link has expired.')
    const expired = await h.press('/confirm-subscription', lateLink.token)
    expect(expired.body).toContain('This confirmation link has expired.')
    expect((await h.alertsOf('late@example.com'))[0].status).toBe('pending')

    const unknown = await h.visit(`/confirm-subscription?token=${'x'.repeat(43)}`)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toContain('This confirmation link is not valid.')
    const json = await t.app.inject({
      method: 'POST',
      url: '/confirm-subscription',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      payload: JSON.stringify({ token: 'y'.repeat(43) }),
    })
    expect(json.statusCode).toBe(404)
    expect(json.json().error.code).toBe('NOT_FOUND')
  })

  it('answers a new, pending, active and unsubscribed address identically', async () => {
    const filters = { category: 'cranes' }
    await h.subscribe('pending@example.com', filters)
    await h.activeAlert('active@example.com', filters)
    const gone = await h.activeAlert('gone@example.com', filters)
    await h.press('/unsubscribe', h.linkOf(gone, '/unsubscribe').token)
    expect((await h.alertsOf('gone@example.com'))[0].status).toBe('unsubscribed')
    const mailsBefore = {
      pending: (await h.confirmations('pending@example.com')).length,
      active: (await h.confirmations('active@example.com')).length,
      gone: (await h.confirmations('gone@example.com')).length,
    }

    // Past the resend window of the earlier mails.
    h.minutes(16)
    const answers = await Promise.all(
      ['new@example.com', 'pending@example.com', 'active@example.com', 'gone@example.com'].map(
        (email) => h.subscribe(email, filters),
      ),
    )
    for (const a of answers) {
      expect(a.status).toBe(200)
      expect(a.body).toBe(answers[0].body)
    }
    expect(answers[0].json.data?.subscribeInventoryAlert.status).toBe('CHECK_EMAIL')

    // New and pending: a confirmation. Active: left alone, no mail. Unsubscribed: pending again
    // with a fresh confirmation, not active by itself.
    expect(await h.confirmations('new@example.com')).toHaveLength(1)
    expect(await h.confirmations('pending@example.com')).toHaveLength(mailsBefore.pending + 1)
    expect(await h.confirmations('active@example.com')).toHaveLength(mailsBefore.active)
    expect(await h.confirmations('gone@example.com')).toHaveLength(mailsBefore.gone + 1)
    expect((await h.alertsOf('active@example.com'))[0].status).toBe('active')
    expect((await h.alertsOf('gone@example.com'))[0].status).toBe('pending')
  })

  it('keeps an unsubscribed alert unsubscribed until its address confirms again', async () => {
    const first = await h.activeAlert('back@example.com', { state: 'TX' })
    await h.press('/unsubscribe', h.linkOf(first, '/unsubscribe').token)
    h.minutes(30)
    await h.subscribe('back@example.com', { state: 'TX' })
    const rows = await h.alertsOf('back@example.com')
    expect(rows).toHaveLength(1)
    expect(rows[0].status).toBe('pending')
    expect(rows[0].unsubscribedAt).not.toBeNull()

    const mails = await h.confirmations('back@example.com')
    expect(mails).toHaveLength(2)
    const again = h.linkOf(mails[1], '/confirm-subscription')
    await h.press('/confirm-subscription', again.token)
    expect((await h.alertsOf('back@example.com'))[0].status).toBe('active')
  })

  it('is idempotent: a double submit keeps one alert and queues one confirmation', async () => {
    const jobs = await h.confirmationJobs()
    const [a, b] = await Promise.all([
      h.subscribe('twice@example.com', { make: 'caterpillar' }),
      h.subscribe('twice@example.com', { make: 'caterpillar' }),
    ])
    const c = await h.subscribe('twice@example.com', { make: 'caterpillar', page: '2' })
    expect(new Set([a.body, b.body, c.body]).size).toBe(1)
    expect(await h.alertsOf('twice@example.com')).toHaveLength(1)
    expect(await h.confirmationJobs()).toBe(jobs + 1)
    expect(await h.confirmations('twice@example.com')).toHaveLength(1)
  })

  it('mails a pending alert again only after the resend window, and an address 3 times an hour', async () => {
    await h.subscribe('resend@example.com', { category: 'forklifts' })
    h.minutes(14)
    await h.subscribe('resend@example.com', { category: 'forklifts' })
    expect(await h.confirmations('resend@example.com')).toHaveLength(1)
    h.minutes(2)
    await h.subscribe('resend@example.com', { category: 'forklifts' })
    const mails = await h.confirmations('resend@example.com')
    expect(mails).toHaveLength(2)
    // Either link confirms; the other is then used up.
    const [older, newer] = mails.map((m) => h.linkOf(m, '/confirm-subscription'))
    await h.press('/confirm-subscription', older.token)
    expect((await h.alertsOf('resend@example.com'))[0].status).toBe('active')
    expect((await h.press('/confirm-subscription', newer.token)).body).toContain(
      'This subscription is already confirmed.',
    )

    // Four different alerts for one address within the hour: three mails, same answers.
    const answers = []
    for (const category of ['a-1', 'a-2', 'a-3', 'a-4']) {
      answers.push((await h.subscribe('many@example.com', { category })).body)
      h.minutes(1)
    }
    expect(new Set(answers).size).toBe(1)
    expect(await h.confirmations('many@example.com')).toHaveLength(3)
    expect((await h.alertsOf('many@example.com')).map((r) => r.status)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
    ])
  })

  it("activates a signed-in user's own verified address at once, and only that", async () => {
    const user = await createUser(t.database, { email: 'owner@example.com' })
    t.as({ ...user, emailVerified: true })
    const own = await h.subscribe('Owner@Example.com', { category: 'excavators' })
    expect(own.json.data?.subscribeInventoryAlert.status).toBe('ACTIVE')
    const [row] = await h.alertsOf('owner@example.com')
    expect(row).toMatchObject({ status: 'active', confirmationMethod: 'verified_account' })
    expect(await h.confirmations('owner@example.com')).toHaveLength(0)

    const other = await h.subscribe('stranger@example.com')
    expect(other.json.data?.subscribeInventoryAlert.status).toBe('CHECK_EMAIL')
    expect((await h.alertsOf('stranger@example.com'))[0].status).toBe('pending')

    const unverified = await createUser(t.database, { email: 'unverified@example.com' })
    t.as({ ...unverified, emailVerified: false })
    const res = await h.subscribe('unverified@example.com')
    expect(res.json.data?.subscribeInventoryAlert.status).toBe('CHECK_EMAIL')
    expect((await h.alertsOf('unverified@example.com'))[0].status).toBe('pending')
    expect(await h.confirmations('unverified@example.com')).toHaveLength(1)
  })

  it('refuses a missing or invalid email with field errors and translation keys', async () => {
    const empty = await t.gql(SUBSCRIBE, { input: { email: '' } })
    expect(empty.errors?.[0].extensions?.code).toBe('VALIDATION')
    expect(empty.errors?.[0].extensions?.fields).toEqual([
      expect.objectContaining({ path: 'email', key: 'validation.emailRequired' }),
    ])
    const bad = await t.gql(SUBSCRIBE, { input: { email: 'not-an-email' } })
    expect(bad.errors?.[0].extensions?.fields).toEqual([
      expect.objectContaining({ path: 'email', key: 'validation.emailInvalid' }),
    ])
  })

  it('refuses malformed filters without a 500', async () => {
    const res = await t.gql(SUBSCRIBE, {
      input: { email: 'f@example.com', filters: { 'bad key!': 'x' } },
    })
    expect(res.errors?.[0].extensions?.code).toBe('VALIDATION')
    const notObject = await t.gql(SUBSCRIBE, { input: { email: 'f@example.com', filters: [1] } })
    expect(notObject.errors?.[0].extensions?.code).toBe('VALIDATION')
  })

  it('unsubscribes with the token of the unsubscribe mutation; subscribing again waits for consent', async () => {
    await h.activeAlert('leaving@example.com', { state: 'NM' })
    const [{ id: alertId }] = await h.alertsOf('leaving@example.com')
    const token = await issueUnsubscribeToken({ database: t.database }, alertId)
    const res = await t.gql<{ unsubscribeInventoryAlert: { alertId: string } }>(UNSUBSCRIBE, {
      token,
    })
    expect(res.data?.unsubscribeInventoryAlert.alertId).toBe(alertId)
    expect((await t.gql(UNSUBSCRIBE, { token })).errors).toBeUndefined()
    const [left] = await t.database.db
      .select()
      .from(inventoryAlerts)
      .where(eq(inventoryAlerts.id, alertId))
    expect(left.status).toBe('unsubscribed')

    await t.gql<SubscribeData>(SUBSCRIBE, {
      input: { email: 'leaving@example.com', filters: { state: 'NM' } },
    })
    expect((await h.alertsOf('leaving@example.com'))[0].status).toBe('pending')

    const unknown = await t.gql(UNSUBSCRIBE, { token: 'x'.repeat(43) })
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND')
  })
})

describe('inventory alerts sign-up: per-IP limit', () => {
  it('refuses the third valid request from one address; invalid ones are not counted', async () => {
    const t = await createAccountApp({ env: { ...ENV, LEAD_RATE_LIMIT_PER_IP: '2' } })
    try {
      for (let i = 0; i < 3; i++) {
        const bad = await t.gql(SUBSCRIBE, { input: { email: `nope-${i}` } })
        expect(bad.errors?.[0].extensions?.code).toBe('VALIDATION')
      }
      for (const email of ['ip1@example.com', 'ip2@example.com']) {
        expect((await t.gql(SUBSCRIBE, { input: { email } })).errors).toBeUndefined()
      }
      const refused = await t.gql(
        SUBSCRIBE,
        { input: { email: 'ip3@example.com' } },
        {
          'x-locale': 'es',
        },
      )
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
