import { eq, sql } from 'drizzle-orm'
import { inventoryAlerts } from '../../src/db/schema'
import { sendInventoryAlertDigest } from '../../src/jobs/handlers/inventory-alert-digest'
import { sendMail } from '../../src/mail/mailer'
import { enqueueInventoryDigests } from '../../src/services/alert-jobs/enqueue-inventory-digests'
import { listOutbox } from '../../src/services/messages/list-outbox'
import { insertListing } from '../factories'
import { insertStories, story } from '../content/fixtures'
import { sendNewsletter } from '../../src/jobs/handlers/newsletter'
import { dueJobs } from '../../src/services/alert-jobs/schedule-periodic-jobs'
import { enqueueNewsletterIssue } from '../../src/services/mailing-list/get-newsletter-mail'
import {
  createAccountApp,
  createUser,
  drainOutbox,
  errorOf,
  NOW,
  type AccountTestApp,
} from '../account/helpers'
import { consentHelpers, ENV } from './helpers'

const MY_ALERTS = /* GraphQL */ `
  query {
    myInventoryAlerts {
      email
      addressVerified
      alerts {
        id
        summary
        searchPath
        frequency
        state
      }
    }
  }
`
const UPDATE = /* GraphQL */ `
  mutation ($input: UpdateMyInventoryAlertInput!) {
    updateMyInventoryAlert(input: $input) {
      id
      state
      frequency
    }
  }
`
const DELETE = /* GraphQL */ `
  mutation ($id: ID!) {
    deleteMyInventoryAlert(id: $id) {
      id
    }
  }
`
const SUBMIT_LEAD = /* GraphQL */ `
  mutation ($input: SubmitLeadInput!) {
    submitLead(input: $input) {
      duplicate
      subscription
    }
  }
`

type Mine = { myInventoryAlerts: { email: string; addressVerified: boolean; alerts: Alert[] } }
type Alert = { id: string; summary: string; searchPath: string; frequency: string; state: string }

describe('issue 16: mailing list and alerts a person can manage', () => {
  let t: AccountTestApp
  const h = consentHelpers(() => t)
  beforeAll(async () => {
    t = await createAccountApp({
      env: { ...ENV, LEAD_RATE_LIMIT_PER_IP: '1000', LEAD_RATE_LIMIT_PER_EMAIL: '1000' },
    })
    // The catalogue (category and make names) the alert summaries read.
    await insertListing(t.database, {
      categorySlug: 'excavators',
      makeSlug: 'caterpillar',
      status: 'sold',
      listedAt: new Date('2026-01-01T00:00:00Z'),
    })
  })
  beforeEach(() => {
    t.as(null)
    t.clock.now = NOW
  })
  afterAll(() => t.close())

  const newsletter = (
    email: string,
    idempotencyKey: string,
    headers: Record<string, string> = {},
  ) =>
    t.gql<{ submitLead: { duplicate: boolean; subscription: string } }>(
      SUBMIT_LEAD,
      {
        input: {
          type: 'newsletter',
          email,
          idempotencyKey,
          pageUrl: 'https://ironyard.example/blog',
        },
      },
      headers,
    )

  describe('mailing list (footer and blog sign-up)', () => {
    it('refuses a bad address with the spec message, in both languages', async () => {
      const en = await newsletter('not-an-email', 'footer-key-bad-0001')
      expect(errorOf(en)).toMatchObject({ code: 'VALIDATION' })
      expect(JSON.stringify(en.errors)).toContain('Please enter a valid email')
      const es = await newsletter('not-an-email', 'footer-key-bad-0002', { 'x-locale': 'es' })
      expect(JSON.stringify(es.errors)).toContain('Por favor ingresa un correo electrónico válido')
    })

    it('double opt-in: one confirmation mail for repeat submits, its confirm link activates, its unsubscribe link stops it', async () => {
      const email = 'reader@example.com'
      const first = await newsletter(email, 'footer-key-reader-0001')
      expect(first.data?.submitLead).toEqual({ duplicate: false, subscription: 'CHECK_EMAIL' })
      // A double click (same key) and a second submit a minute later (new key): no new mail.
      expect((await newsletter(email, 'footer-key-reader-0001')).data?.submitLead.duplicate).toBe(
        true,
      )
      h.minutes(1)
      expect((await newsletter(email, 'footer-key-reader-0002')).data?.submitLead).toEqual({
        duplicate: false,
        subscription: 'CHECK_EMAIL',
      })
      const mails = await h.confirmations(email)
      expect(mails).toHaveLength(1)
      expect((await listOutbox(t.database, { to: email })).map((m) => m.template)).toEqual([
        'subscription-confirmation',
      ])
      const [sub] = await h.subscriptionsOf(email)
      expect(sub).toMatchObject({ list: 'newsletter', status: 'pending' })

      const confirm = h.linkOf(mails[0], '/confirm-subscription')
      expect(confirm.path).toContain('confirm')
      const unsubscribe = h.linkOf(mails[0], '/unsubscribe')
      expect(unsubscribe.path).toContain('unsubscribe')
      // The confirmation mail carries the one-click headers too.
      expect(mails[0].headers).toEqual({
        'List-Unsubscribe': `<${ENV.API_URL}${unsubscribe.path}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      })

      expect((await h.press('/confirm-subscription', confirm.token)).statusCode).toBe(200)
      expect((await h.subscriptionsOf(email))[0].status).toBe('active')

      // A new submit once active mails nothing (decision 017).
      h.minutes(30)
      await newsletter(email, 'footer-key-reader-0003')
      expect(await h.confirmations(email)).toHaveLength(1)

      // RFC 8058 one-click: POST List-Unsubscribe=One-Click to the header's URL, no cookie.
      const oneClick = await t.app.inject({
        method: 'POST',
        url: unsubscribe.path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      })
      expect(oneClick.statusCode).toBe(200)
      expect((await h.subscriptionsOf(email))[0].status).toBe('unsubscribed')
    })
  })

  describe('the monthly newsletter (a marketing mail)', () => {
    it('goes on the 1st to confirmed subscribers only, in their language, with an unsubscribe link and one-click headers', async () => {
      await insertStories(t.database, [
        story({
          slug: 'crawler-tracks',
          titleEn: 'Reading crawler tracks',
          titleEs: 'Cómo leer orugas',
        }),
      ])
      expect(dueJobs(new Date('2026-12-01T14:59:00Z')).map((j) => j.dedupeKey)).not.toContain(
        'newsletter-issue:2026-12',
      )
      expect(dueJobs(new Date('2026-12-01T15:00:00Z')).map((j) => j.dedupeKey)).toContain(
        'newsletter-issue:2026-12',
      )
      await newsletter('monthly-active@example.com', 'footer-key-monthly-01', { 'x-locale': 'es' })
      await newsletter('monthly-pending@example.com', 'footer-key-monthly-02')
      const [mail] = await h.confirmations('monthly-active@example.com')
      await h.press('/confirm-subscription', h.linkOf(mail, '/confirm-subscription').token)
      const [active] = await h.subscriptionsOf('monthly-active@example.com')
      const [pending] = await h.subscriptionsOf('monthly-pending@example.com')

      await enqueueNewsletterIssue(t, '2026-12')
      const queued = await t.database.rows<{ dedupe_key: string }>(
        sql`SELECT dedupe_key FROM outbox WHERE topic = 'mail.newsletter' ORDER BY id`,
      )
      expect(queued.map((r) => r.dedupe_key)).toContain(`newsletter:${active.id}:2026-12`)
      expect(queued.map((r) => r.dedupe_key)).not.toContain(`newsletter:${pending.id}:2026-12`)
      expect(await sendNewsletter(h.deps(), pending.id, '2026-12')).toBe('skipped')
      await drainOutbox(h.deps())
      expect(await sendNewsletter(h.deps(), active.id, '2026-12')).toBe('duplicate')

      const [issue] = (await listOutbox(t.database, { to: 'monthly-active@example.com' })).filter(
        (m) => m.template === 'newsletter',
      )
      expect(issue.subject).toBe('Boletín de Ironyard: diciembre de 2026')
      expect(issue.html).toContain('Cómo leer orugas')
      expect(issue.links).toContain('https://ironyard.example/es/blog/crawler-tracks')
      const unsubscribe = h.linkOf(issue, '/unsubscribe')
      expect(issue.headers).toEqual({
        'List-Unsubscribe': `<${ENV.API_URL}${unsubscribe.path}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      })
      const oneClick = await t.app.inject({
        method: 'POST',
        url: unsubscribe.path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      })
      expect(oneClick.statusCode).toBe(200)
      expect((await h.subscriptionsOf('monthly-active@example.com'))[0].status).toBe('unsubscribed')
    })
  })

  describe('alerts on /account', () => {
    const me = async (email: string, verified = true) => ({
      ...(await createUser(t.database, { email })),
      emailVerified: verified,
    })

    it("lists the own verified address's alerts with the criteria in words, in both languages", async () => {
      const email = 'owner-list@example.com'
      await h.activeAlert(email, {
        category: 'excavators',
        make: 'caterpillar',
        yearMin: '2015',
        priceMax: '80000',
        state: 'TX',
      })
      const user = await me(email)
      t.as(user)
      const en = await t.gql<Mine>(MY_ALERTS)
      expect(en.errors).toBeUndefined()
      expect(en.data?.myInventoryAlerts.alerts).toEqual([
        {
          id: expect.any(String),
          summary: 'Excavators · Caterpillar · 2015 or newer · under $80,000 · Texas',
          searchPath: expect.stringMatching(/^\/equipment\?.*category=excavators/),
          frequency: 'DAILY',
          state: 'ACTIVE',
        },
      ])
      const es = await t.gql<Mine>(MY_ALERTS, {}, { 'x-locale': 'es' })
      const [alert] = es.data!.myInventoryAlerts.alerts
      expect(alert.summary).toMatch(
        /^Excavadoras · Caterpillar · 2015 o más reciente · menos de .*80.000.* · Texas$/,
      )
      expect(alert.searchPath).toMatch(/^\/es\/equipment\?/)

      // Not verified yet: nothing to see or touch.
      t.as(await me('owner-list@example.com', false))
      expect((await t.gql<Mine>(MY_ALERTS)).data?.myInventoryAlerts).toEqual({
        email: 'owner-list@example.com',
        addressVerified: false,
        alerts: [],
      })
    })

    it('refuses anyone but the owner: another user gets NOT_FOUND and the alert is unchanged', async () => {
      await h.activeAlert('victim@example.com', { category: 'excavators' })
      const [victim] = await h.alertsOf('victim@example.com')
      t.as(await me('intruder@example.com'))
      expect((await t.gql<Mine>(MY_ALERTS)).data?.myInventoryAlerts).toEqual({
        email: 'intruder@example.com',
        addressVerified: true,
        alerts: [],
      })
      const pause = await t.gql(UPDATE, { input: { id: victim.id, paused: true } })
      expect(errorOf(pause)).toMatchObject({ code: 'NOT_FOUND' })
      const del = await t.gql(DELETE, { id: victim.id })
      expect(errorOf(del)).toMatchObject({ code: 'NOT_FOUND' })
      const [after] = await h.alertsOf('victim@example.com')
      expect(after).toMatchObject({ status: 'active', pausedAt: null })
      // And a visitor is asked to sign in.
      t.as(null)
      expect(errorOf(await t.gql(MY_ALERTS))).toMatchObject({ code: 'UNAUTHENTICATED' })
      expect(errorOf(await t.gql(DELETE, { id: victim.id }))).toMatchObject({
        code: 'UNAUTHENTICATED',
      })
    })

    it('pause stops digests until resumed; weekly ones go out on Mondays; delete removes it', async () => {
      const email = 'owner-manage@example.com'
      t.clock.now = new Date('2026-11-20T10:00:00Z')
      await h.activeAlert(email, { category: 'excavators' })
      const [row] = await h.alertsOf(email)
      t.as(await me(email))
      const queued = async (day: string) => {
        const [r] = await t.database.rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM outbox WHERE dedupe_key = ${`inventory-alert-digest:${row.id}:${day}`}`,
        )
        return r.n
      }

      const paused = await t.gql<{ updateMyInventoryAlert: Alert }>(UPDATE, {
        input: { id: row.id, paused: true },
      })
      expect(paused.data?.updateMyInventoryAlert.state).toBe('PAUSED')
      // Pausing twice is harmless.
      await t.gql(UPDATE, { input: { id: row.id, paused: true } })
      await insertListing(t.database, {
        categorySlug: 'excavators',
        status: 'available',
        listedAt: new Date('2026-11-20T12:00:00Z'),
      })
      await enqueueInventoryDigests(t, '2026-11-21', new Date('2026-11-21T13:00:00Z'))
      expect(await queued('2026-11-21')).toBe(0)
      // Even a job queued before the pause sends nothing.
      expect(
        await sendInventoryAlertDigest(
          h.deps(),
          row.id,
          '2026-11-21',
          new Date('2026-11-21T13:00:00Z'),
        ),
      ).toBe('skipped')

      t.clock.now = new Date('2026-11-21T14:00:00Z')
      const resumed = await t.gql<{ updateMyInventoryAlert: Alert }>(UPDATE, {
        input: { id: row.id, paused: false, frequency: 'WEEKLY' },
      })
      expect(resumed.data?.updateMyInventoryAlert).toMatchObject({
        state: 'ACTIVE',
        frequency: 'WEEKLY',
      })
      // 2026-11-22 is a Sunday, 2026-11-23 a Monday.
      await enqueueInventoryDigests(t, '2026-11-22', new Date('2026-11-22T13:00:00Z'))
      expect(await queued('2026-11-22')).toBe(0)
      await enqueueInventoryDigests(t, '2026-11-23', new Date('2026-11-23T13:00:00Z'))
      expect(await queued('2026-11-23')).toBe(1)

      const deleted = await t.gql<{ deleteMyInventoryAlert: { id: string } }>(DELETE, {
        id: row.id,
      })
      expect(deleted.data?.deleteMyInventoryAlert.id).toBe(row.id)
      expect(await h.alertsOf(email)).toEqual([])
      // A second click (double submit) answers NOT_FOUND and changes nothing.
      expect(errorOf(await t.gql(DELETE, { id: row.id }))).toMatchObject({ code: 'NOT_FOUND' })
    })

    it('resuming an unconfirmed alert of the verified owner activates it without a mail', async () => {
      const email = 'owner-pending@example.com'
      await h.subscribe(email, { category: 'excavators' })
      const [row] = await h.alertsOf(email)
      expect(row.status).toBe('pending')
      t.as(await me(email))
      const [listed] = (await t.gql<Mine>(MY_ALERTS)).data!.myInventoryAlerts.alerts
      expect(listed.state).toBe('PENDING')
      await t.gql(UPDATE, { input: { id: row.id, paused: false } })
      const [after] = await h.alertsOf(email)
      expect(after).toMatchObject({ status: 'active', confirmationMethod: 'verified_account' })
    })
  })

  describe('every digest: unsubscribe link and one-click headers', () => {
    it('an anonymous alert gets no digest before it is confirmed; then each digest carries List-Unsubscribe, and one-click POST works without a session', async () => {
      const email = 'digest-headers@example.com'
      t.clock.now = new Date('2026-11-24T10:00:00Z')
      await h.subscribe(email, { category: 'excavators' })
      const [row] = await h.alertsOf(email)
      await insertListing(t.database, {
        categorySlug: 'excavators',
        status: 'available',
        listedAt: new Date('2026-11-24T11:00:00Z'),
      })
      expect(
        await sendInventoryAlertDigest(
          h.deps(),
          row.id,
          '2026-11-24',
          new Date('2026-11-24T13:00:00Z'),
        ),
      ).toBe('skipped')
      const [confirmation] = await h.confirmations(email)
      await h.press('/confirm-subscription', h.linkOf(confirmation, '/confirm-subscription').token)
      await insertListing(t.database, {
        categorySlug: 'excavators',
        status: 'available',
        listedAt: new Date('2026-11-24T12:00:00Z'),
      })
      // Confirmed at 10:00 (clock), so the 12:00 machine is news.
      t.clock.now = new Date('2026-11-24T13:05:00Z')
      expect(
        await sendInventoryAlertDigest(
          h.deps(),
          row.id,
          '2026-11-24',
          new Date('2026-11-24T13:00:00Z'),
        ),
      ).toBe('sent')
      const [digest] = (await listOutbox(t.database, { to: email })).filter(
        (m) => m.template === 'inventory-alert-digest',
      )
      const unsubscribe = h.linkOf(digest, '/unsubscribe')
      expect(digest.headers['List-Unsubscribe']).toBe(`<${ENV.API_URL}${unsubscribe.path}>`)
      expect(digest.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

      // GET (a scanner) changes nothing; a one-click multipart POST unsubscribes this alert.
      await h.visit(unsubscribe.path)
      expect((await h.alertsOf(email))[0].status).toBe('active')
      const boundary = '----oneclick'
      const res = await t.app.inject({
        method: 'POST',
        url: unsubscribe.path,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      })
      expect(res.statusCode).toBe(200)
      const [after] = await t.database.db
        .select()
        .from(inventoryAlerts)
        .where(eq(inventoryAlerts.id, row.id))
      expect(after.status).toBe('unsubscribed')
    })

    it('refuses to send a marketing mail without an unsubscribe link', async () => {
      await expect(
        sendMail(h.deps(), {
          template: 'price-reduced',
          to: 'x@example.com',
          locale: 'en',
          dedupeKey: 'no-unsubscribe-test',
          props: { unsubscribeUrl: '' } as never,
        }),
      ).rejects.toMatchObject({ code: 'INTERNAL' })
      await drainOutbox(h.deps())
    })
  })
})
