import { and, eq, sql } from 'drizzle-orm'
import { inventoryAlerts, listings, priceHistory, userProfiles } from '../../src/db/schema'
import { runJob } from '../../src/jobs/runner'
import { sendInventoryAlertDigest } from '../../src/jobs/handlers/inventory-alert-digest'
import { logger } from '../../src/lib/logger'
import {
  dueJobs,
  enqueueDuePeriodicJobs,
} from '../../src/services/alert-jobs/schedule-periodic-jobs'
import { formatMoney } from '../../src/lib/format-money'
import { listOutbox } from '../../src/services/messages/list-outbox'
import { markSearchIndexStale } from '../../src/services/search/search-runtime'
import { insertListing } from '../factories'
import { createAccountApp, createUser, drainOutbox, NOW, type AccountTestApp } from './helpers'

const ADD_FAVORITE = `mutation ($id: Int!) { addFavorite(listingId: $id) { unchanged } }`
const REMOVE_FAVORITE = `mutation ($id: Int!) { removeFavorite(listingId: $id) { removed } }`
const SUBSCRIBE = `mutation ($input: SubscribeInventoryAlertInput!) { subscribeInventoryAlert(input: $input) { status } }`
const HOUR = 3_600_000
const at = (iso: string) => new Date(iso)

const unsubscribeLink = (links: string[]) => {
  const link = links.find((l) => l.includes('/unsubscribe?token='))
  if (!link) throw new Error('no unsubscribe link')
  return new URL(link)
}

describe('alert jobs', () => {
  let t: AccountTestApp
  const deps = () => ({ database: t.database, env: t.env, logger, now: () => t.clock.now })
  beforeAll(async () => {
    t = await createAccountApp({
      env: { WEB_URL: 'https://ironyard.example', API_URL: 'https://api.ironyard.example' },
    })
  })
  afterAll(() => t.close())

  describe('scheduler', () => {
    it('enqueues each period once, however many processes ask', async () => {
      const topics = (d: Date) => dueJobs(d).map((j) => j.dedupeKey)
      expect(topics(at('2026-11-22T06:59:00Z'))).toEqual([
        'price-drop-scan:2026-11-22T06:45:00.000Z',
      ])
      expect(topics(at('2026-11-22T07:00:00Z'))).toEqual([
        'value-tracker-refresh:2026-11-22',
        'price-drop-scan:2026-11-22T07:00:00.000Z',
      ])
      expect(topics(at('2026-11-22T23:59:00Z'))).toEqual([
        'inventory-digest:2026-11-22',
        'value-tracker-refresh:2026-11-22',
        'price-drop-scan:2026-11-22T23:45:00.000Z',
      ])
      t.clock.now = at('2030-01-05T13:20:00Z')
      // Three processes tick at the same moment.
      await Promise.all([
        enqueueDuePeriodicJobs(deps()),
        enqueueDuePeriodicJobs(deps()),
        enqueueDuePeriodicJobs(deps()),
      ])
      const rows = await t.database.rows<{ dedupe_key: string }>(
        sql`SELECT dedupe_key FROM outbox WHERE dedupe_key LIKE '%2030-01-05%' ORDER BY dedupe_key`,
      )
      expect(rows.map((r) => r.dedupe_key)).toEqual([
        'inventory-digest:2030-01-05',
        'price-drop-scan:2030-01-05T13:15:00.000Z',
        'value-tracker-refresh:2030-01-05',
      ])
      await drainOutbox(deps())
      t.clock.now = NOW
    })
  })

  describe('price-reduction emails', () => {
    it('mails each user who favorited the machine once per price drop, in their language', async () => {
      t.clock.now = NOW
      const listing = await insertListing(t.database, {
        status: 'available',
        priceUsd: 100_000,
        categorySlug: 'excavators',
      })
      const ana = await createUser(t.database, { email: 'ana@example.com', firstName: 'Ana' })
      const bob = await createUser(t.database, { email: 'bob@example.com', firstName: 'Bob' })
      const late = await createUser(t.database, { email: 'late@example.com' })
      const gone = await createUser(t.database, { email: 'gone@example.com' })
      t.as(ana)
      await t.gql(ADD_FAVORITE, { id: listing.id }, { 'x-locale': 'es' })
      t.as(bob)
      await t.gql(ADD_FAVORITE, { id: listing.id })
      t.as(gone)
      await t.gql(ADD_FAVORITE, { id: listing.id })
      await t.gql(REMOVE_FAVORITE, { id: listing.id })

      // An hour later the price drops (an admin edit or an import writes the listing and its history).
      const dropAt = new Date(NOW.getTime() + HOUR)
      await t.database.db.insert(priceHistory).values({
        listingId: listing.id,
        priceCents: 90_000_00,
        reason: 'reduced',
        changedAt: dropAt,
      })
      await t.database.db
        .update(listings)
        .set({ advertisedPriceCents: 90_000_00, priceReducedAt: dropAt })
        .where(eq(listings.id, listing.id))
      t.clock.now = new Date(NOW.getTime() + 2 * HOUR)
      t.as(late)
      await t.gql(ADD_FAVORITE, { id: listing.id })

      await enqueueDuePeriodicJobs(deps())
      await drainOutbox(deps())
      // The next scan (15 minutes later) sees the same drop again: nothing new is sent.
      t.clock.now = new Date(NOW.getTime() + 2 * HOUR + 15 * 60_000)
      await enqueueDuePeriodicJobs(deps())
      await drainOutbox(deps())

      const toAna = await listOutbox(t.database, { to: 'ana@example.com' })
      expect(toAna).toHaveLength(1)
      const es = (usd: number) => formatMoney(usd * 100, 'es')
      expect(toAna[0].subject).toMatch(
        new RegExp(`^Bajó de precio: el \\d{4} .+ ahora cuesta ${es(90_000)}$`),
      )
      expect(toAna[0].text).toContain(`Antes ${es(100_000)}`)
      expect(toAna[0].text).toContain(`Son ${es(10_000)} menos.`)
      expect(
        toAna[0].links.some((l) => /^https:\/\/ironyard\.example\/es\/for-sale\/.+/.test(l)),
      ).toBe(true)
      expect(toAna[0].links).toContain('https://ironyard.example/es/account/favorites')
      const toBob = await listOutbox(t.database, { to: 'bob@example.com' })
      expect(toBob).toHaveLength(1)
      expect(toBob[0].subject).toMatch(/^Price drop: the .+ is now \$90,000$/)
      // Favorited after the drop, or removed before it: no email.
      expect(await listOutbox(t.database, { to: 'late@example.com' })).toHaveLength(0)
      expect(await listOutbox(t.database, { to: 'gone@example.com' })).toHaveLength(0)

      // The handler running again for the same row (a retry after a crash) sends nothing more.
      const [drop] = await t.database.rows<{ id: number }>(
        sql`SELECT max(id)::int AS id FROM price_history WHERE listing_id = ${listing.id}`,
      )
      const [row] = await t.database.rows<{
        id: number
        topic: string
        payload: Record<string, unknown>
      }>(
        sql`SELECT id, topic, payload FROM outbox WHERE dedupe_key = ${`price-reduced:${drop.id}:${ana.id}`}`,
      )
      await runJob(deps(), { ...row, id: Number(row.id) }, 2)
      await runJob(deps(), { ...row, id: Number(row.id) }, 3)
      expect(await listOutbox(t.database, { to: 'ana@example.com' })).toHaveLength(1)

      // The unsubscribe link works without signing in: GET asks, POST stops price-drop emails.
      t.as(null)
      const link = unsubscribeLink(toAna[0].links)
      expect(link.origin).toBe('https://api.ironyard.example')
      const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toContain('text/html')
      expect(page.body).toContain(
        '¿Dejar de recibir correos de bajadas de precio de tus favoritos?',
      )
      const [before] = await t.database.db
        .select()
        .from(userProfiles)
        .where(eq(userProfiles.userId, ana.id))
      expect(before.priceDropEmails).toBe(true)
      const done = await t.app.inject({
        method: 'POST',
        url: '/unsubscribe',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${link.searchParams.get('token')}`,
      })
      expect(done.statusCode).toBe(200)
      expect(done.body).toContain('Listo: ya no recibirás correos de bajadas de precio.')
      const [after] = await t.database.db
        .select()
        .from(userProfiles)
        .where(eq(userProfiles.userId, ana.id))
      expect(after.priceDropEmails).toBe(false)

      // The next drop reaches Bob only.
      const secondDrop = new Date(t.clock.now.getTime() + HOUR)
      await t.database.db.insert(priceHistory).values({
        listingId: listing.id,
        priceCents: 85_000_00,
        reason: 'reduced',
        changedAt: secondDrop,
      })
      await t.database.db
        .update(listings)
        .set({ advertisedPriceCents: 85_000_00 })
        .where(eq(listings.id, listing.id))
      t.clock.now = new Date(secondDrop.getTime() + HOUR)
      await enqueueDuePeriodicJobs(deps())
      await drainOutbox(deps())
      expect(await listOutbox(t.database, { to: 'ana@example.com' })).toHaveLength(1)
      const bobs = await listOutbox(t.database, { to: 'bob@example.com' })
      expect(bobs.map((m) => m.subject.replace(/the .+ is/, 'the X is'))).toEqual([
        'Price drop: the X is now $90,000',
        'Price drop: the X is now $85,000',
      ])
      expect(bobs[1].text).toContain('Was $90,000')
      t.clock.now = NOW
    })

    it('refuses unknown unsubscribe tokens', async () => {
      t.as(null)
      const res = await t.app.inject({ method: 'GET', url: `/unsubscribe?token=${'x'.repeat(43)}` })
      expect(res.statusCode).toBe(404)
      const json = await t.app.inject({
        method: 'POST',
        url: '/unsubscribe',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        payload: JSON.stringify({ token: 'y'.repeat(43) }),
      })
      expect(json.statusCode).toBe(404)
      expect(json.json().error.code).toBe('NOT_FOUND')
    })
  })

  describe('inventory alert digests', () => {
    it('mails new matching listings daily once confirmed, once, with an unsubscribe link that needs no sign-in', async () => {
      t.as(null)
      t.clock.now = at('2026-11-24T10:00:00Z')
      const sub = await t.gql<{ subscribeInventoryAlert: { status: string } }>(
        SUBSCRIBE,
        { input: { email: 'digest@example.com', filters: { category: 'excavators', page: '2' } } },
        { 'x-locale': 'es' },
      )
      expect(sub.data?.subscribeInventoryAlert.status).toBe('CHECK_EMAIL')
      const [{ id: alertId }] = await t.database.db
        .select({ id: inventoryAlerts.id })
        .from(inventoryAlerts)
        .where(eq(inventoryAlerts.email, 'digest@example.com'))
      const excavator = (listedAt: string, usd: number) =>
        insertListing(t.database, {
          categorySlug: 'excavators',
          status: 'available',
          listedAt: at(listedAt),
          priceUsd: usd,
        })
      const old = await excavator('2026-11-15T09:00:00Z', 70_000) // before the sign-up
      await excavator('2026-11-24T11:00:00Z', 71_000) // while the alert waits for its consent

      // Not confirmed yet: today's digest skips it although a machine matches.
      t.clock.now = at('2026-11-24T13:05:00Z')
      await enqueueDuePeriodicJobs(deps())
      await drainOutbox(deps())
      const waiting = await listOutbox(t.database, { to: 'digest@example.com' })
      expect(waiting.map((m) => m.template)).toEqual(['subscription-confirmation'])
      const [pendingRun] = await t.database.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM outbox WHERE dedupe_key = ${`inventory-alert-digest:${alertId}:2026-11-24`}`,
      )
      expect(pendingRun.n).toBe(0)
      // Even a digest job queued for it (before it was made pending) sends nothing.
      expect(
        await sendInventoryAlertDigest(deps(), alertId, '2026-11-24', at('2026-11-24T13:00:00Z')),
      ).toBe('skipped')

      // The subscriber follows the link of the confirmation mail and presses the button.
      t.clock.now = at('2026-11-24T14:00:00Z')
      const confirm = new URL(waiting[0].links.find((l) => l.includes('/confirm-subscription'))!)
      const confirmed = await t.app.inject({
        method: 'POST',
        url: confirm.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: confirm.searchParams.get('token')! }).toString(),
      })
      expect(confirmed.body).toContain('Tu alerta de inventario está activa')
      const a = await excavator('2026-11-25T08:00:00Z', 81_000)
      const b = await excavator('2026-11-25T09:00:00Z', 82_000)
      await insertListing(t.database, {
        categorySlug: 'dump-trucks',
        status: 'available',
        listedAt: at('2026-11-25T09:00:00Z'),
      })
      const c = await excavator('2026-11-25T14:00:00Z', 83_000) // after today's digest time

      t.clock.now = at('2026-11-25T13:05:00Z')
      await enqueueDuePeriodicJobs(deps())
      await enqueueDuePeriodicJobs(deps())
      await drainOutbox(deps())
      const digests = async () =>
        (await listOutbox(t.database, { to: 'digest@example.com' })).filter(
          (m) => m.template === 'inventory-alert-digest',
        )
      const first = await digests()
      expect(first).toHaveLength(1)
      expect(first[0].subject).toBe('2 máquinas nuevas coinciden con tu alerta')
      expect(first[0].text).toContain('Excavadoras')
      const es = (usd: number) => formatMoney(usd * 100, 'es')
      expect(first[0].text).toContain(es(81_000))
      expect(first[0].text).toContain(es(82_000))
      expect(first[0].text).not.toContain(es(70_000))
      // Listed before the alert was confirmed: not news to this alert.
      expect(first[0].text).not.toContain(es(71_000))
      expect(first[0].text).not.toContain(es(83_000))
      const forSale = first[0].links.filter((l) => l.includes('/es/for-sale/'))
      expect(forSale).toHaveLength(2)
      expect(forSale[0]).toContain(b.stockNumber.toLowerCase())
      expect(forSale[1]).toContain(a.stockNumber.toLowerCase())
      expect(first[0].links).toContain(
        'https://ironyard.example/es/equipment?category=excavators&sort=createdDateUtc',
      )

      // A second run of the same day's digest (retry) mails nothing more.
      const [row] = await t.database.rows<{
        id: number
        topic: string
        payload: Record<string, unknown>
      }>(
        sql`SELECT id, topic, payload FROM outbox WHERE dedupe_key = ${`inventory-alert-digest:${alertId}:2026-11-25`}`,
      )
      await runJob(deps(), { ...row, id: Number(row.id) }, 2)
      expect(await digests()).toHaveLength(1)

      // Staff cut the price of the machine listed before the sign-up (issue 14): the cut, not
      // the listing, is news to this alert.
      await t.database.db
        .update(listings)
        .set({ advertisedPriceCents: 6_500_000, priceReducedAt: at('2026-11-25T20:00:00Z') })
        .where(eq(listings.id, old.id))
      markSearchIndexStale(t.database)

      // The next day brings the machine listed after yesterday's digest, and the price drop.
      t.clock.now = at('2026-11-26T13:01:00Z')
      await enqueueDuePeriodicJobs(deps())
      await drainOutbox(deps())
      const second = await digests()
      expect(second).toHaveLength(2)
      expect(second[1].subject).toBe('1 máquina nueva coincide con tu alerta')
      expect(second[1].links.some((l) => l.includes(c.stockNumber.toLowerCase()))).toBe(true)
      expect(second[1].text).toContain('Bajadas de precio en máquinas que coinciden con tu alerta')
      expect(second[1].text).toContain(
        `Ahora ${es(65_000)} (antes ${formatMoney(old.originalPriceCents, 'es')})`,
      )
      expect(second[1].links.some((l) => l.includes(old.stockNumber.toLowerCase()))).toBe(true)
      expect(second[1].links).toContain(
        'https://ironyard.example/es/equipment?category=excavators&reduced=last_week&sort=priceCut_desc',
      )

      // The link of the first email still works, without signing in.
      const link = unsubscribeLink(first[0].links)
      const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('¿Cancelar esta alerta de inventario?')
      expect(page.body).toContain('Excavadoras')
      const [still] = await t.database.db
        .select()
        .from(inventoryAlerts)
        .where(eq(inventoryAlerts.id, alertId))
      expect(still.unsubscribedAt).toBeNull()
      const done = await t.app.inject({
        method: 'POST',
        url: '/unsubscribe',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: link.searchParams.get('token')! }).toString(),
      })
      expect(done.statusCode).toBe(200)
      expect(done.body).toContain('Listo: esta alerta de inventario ya no te enviará correos.')
      const [stopped] = await t.database.db
        .select()
        .from(inventoryAlerts)
        .where(and(eq(inventoryAlerts.id, alertId)))
      expect(stopped.unsubscribedAt).not.toBeNull()
      const again = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })
      expect(again.body).toContain('Ya habías cancelado la suscripción.')

      // No digest after unsubscribing, whatever is listed.
      await excavator('2026-11-27T08:00:00Z', 84_000)
      t.clock.now = at('2026-11-27T13:01:00Z')
      await enqueueDuePeriodicJobs(deps())
      await drainOutbox(deps())
      expect(await digests()).toHaveLength(2)
      t.clock.now = NOW
    })
  })
})
