import { replayBids, type CommittedBid } from '@ironyard/contract/auctions/replay'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { CurrentUser } from '../../src/context'
import { auctionWatches, outbox, sentMessages, userProfiles } from '../../src/db/schema'
import { auctionMailJob } from '../../src/jobs/handlers/auction-mail'
import { JOBS } from '../../src/jobs/registry'
import { formatMoney } from '../../src/lib/format-money'
import { logger } from '../../src/lib/logger'
import { AUCTION_MAIL_TOPIC } from '../../src/services/auctions/auction-mail'
import { closeLot, enqueueDueLotClosings } from '../../src/services/auctions/close-lot'
import { isOnlineLot, lotState, readLot } from '../../src/services/auctions/lot-state'
import { placeBid } from '../../src/services/auctions/place-bid'
import { testEnv } from '../helpers/app'
import { createTestDatabase, type TestDatabase } from '../helpers/db'
import { insertListing } from '../factories'
import {
  bidKey,
  bidLog,
  insertOnlineAuction,
  insertOnlineLot,
  registeredBidder,
  setCloseFromNow,
} from './bidding-fixtures'

/**
 * Issue 34, point 4: the auction mails go through the outbox with the change they report, once:
 * an outbid mail per loss of the lead and none otherwise (a property over random streams of bids,
 * checked against the contract's sequential model of the bid log), one won and one lost per loser
 * however often and however concurrently a lot is closed, reserve not met to the bidders of a lot
 * closed unsold, the watchers' reminder within the hour; each rendered in the recipient's
 * language, English or Spanish.
 */

/** mulberry32: the same seed, the same stream. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

interface MailRow {
  kind: string
  lotId: number
  userId: string
  bidId?: number
}

describe('auction mail (issue 34, point 4)', () => {
  let database: TestDatabase
  const env = testEnv()
  const deps = () => ({ database, env, logger, now: () => new Date() })
  const place = (user: CurrentUser, lotId: number, maxBidCents: number, key = bidKey()) =>
    placeBid(deps(), user, { lotId: String(lotId), maxBidCents, idempotencyKey: key }, 'en')

  /** The auction mails enqueued for these lots, oldest first. */
  async function mails(lotIds: number[]) {
    const rows = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.topic, AUCTION_MAIL_TOPIC))
      .orderBy(asc(outbox.id))
    return rows
      .map((r) => ({ id: r.id, ...(r.payload as unknown as MailRow) }))
      .filter((m) => lotIds.includes(m.lotId))
  }

  /** Run each enqueued mail's job twice (a retry), as a worker would. */
  async function sendAll(lotIds: number[]) {
    for (const m of await mails(lotIds)) {
      const payload = auctionMailJob.payloadSchema.parse(m)
      for (const attempt of [1, 2])
        await auctionMailJob.handle(deps(), payload, { outboxId: m.id, attempt })
    }
  }

  async function sentTo(user: CurrentUser) {
    return database.db
      .select()
      .from(sentMessages)
      .where(eq(sentMessages.to, user.email.toLowerCase()))
      .orderBy(asc(sentMessages.id))
  }

  async function setProfile(user: CurrentUser, profile: { locale?: string; zip?: string | null }) {
    await database.db
      .insert(userProfiles)
      .values({ userId: user.id, ...profile })
      .onConflictDoUpdate({ target: userProfiles.userId, set: profile })
  }

  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.destroy())

  it('is a registered job', () => {
    expect(JOBS[AUCTION_MAIL_TOPIC]).toBe(auctionMailJob)
  })

  it('mails exactly one outbid per loss of the lead, and none to a bidder who never led', async () => {
    let losses = 0
    for (const seed of [3, 17, 42, 2026]) {
      const rand = random(seed)
      const auction = await insertOnlineAuction(database)
      const lotId = await insertOnlineLot(database, auction, { startingBidCents: 1000_00 })
      const bidders = await Promise.all(
        ['a', 'b', 'c', 'd'].map((n) => registeredBidder(database, auction.slug, `ob${seed}${n}`)),
      )
      // Waves of bids, some in parallel, rising with noise: raises by the leader, bids below the
      // next acceptable one, ties, and replays of an idempotency key all happen.
      let base = 1000_00
      const replay: Array<{ user: CurrentUser; amount: number; key: string }> = []
      for (let wave = 0; wave < 8; wave++) {
        const batch = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
          base += Math.floor(rand() * 4) * 50_00
          const user = bidders[Math.floor(rand() * bidders.length)]
          const amount = Math.max(100, base + Math.floor(rand() * 6 - 2) * 25_00)
          const key = bidKey()
          if (rand() < 0.2) replay.push({ user, amount, key })
          return { user, amount, key }
        })
        const again = replay.splice(0).filter(() => rand() < 0.5)
        await Promise.allSettled(
          [...batch, ...again].map((b) => place(b.user, lotId, b.amount, b.key)),
        )
      }

      const log = await bidLog(database, lotId)
      const lot = await readLot(database.db, lotId)
      if (!lot || !isOnlineLot(lot)) throw new Error('lot missing')
      const committed: CommittedBid[] = log.map((b) => ({
        bidderId: b.bidderId,
        maxBidCents: b.maxBidCents,
        headroomCents: b.headroomCents ?? undefined,
        atMs: b.createdAt.getTime(),
      }))
      const model = replayBids(lotState(lot).terms, committed)
      const expected = new Map<string, number>()
      const led = new Set<string>()
      let leader: string | null = null
      for (const outcome of model.outcomes) {
        const next = outcome.state.leaderId
        if (next !== null) led.add(next)
        if (leader !== null && next !== leader) {
          expected.set(leader, (expected.get(leader) ?? 0) + 1)
          losses++
        }
        leader = next
      }
      const outbid = (await mails([lotId])).filter((m) => m.kind === 'outbid')
      for (const user of bidders) {
        const got = outbid.filter((m) => m.userId === user.id).length
        expect([user.id, got]).toEqual([user.id, expected.get(user.id) ?? 0])
        if (!led.has(user.id)) expect(got).toBe(0)
      }
      // Each names the bid that took the lead, an accepted one by someone else.
      for (const m of outbid) {
        const bid = log.find((b) => b.id === m.bidId)
        expect(bid).toMatchObject({ accepted: true, leadingAfter: true })
        expect(bid!.bidderId).not.toBe(m.userId)
      }
    }
    expect(losses).toBeGreaterThan(4)
  })

  it('a leader raising their maximum mails nobody; the mail says the new price and next bid', async () => {
    const auction = await insertOnlineAuction(database)
    const lotId = await insertOnlineLot(database, auction, { lotNumber: 2 })
    const ana = await registeredBidder(database, auction.slug, 'raise-ana')
    const ben = await registeredBidder(database, auction.slug, 'raise-ben')
    await setProfile(ben, { locale: 'es' })
    await place(ana, lotId, 1500_00)
    await place(ana, lotId, 3000_00)
    expect(await mails([lotId])).toEqual([])
    await place(ben, lotId, 1400_00).catch(() => undefined) // below the next acceptable bid
    await place(ben, lotId, 2000_00) // Ana's proxy keeps the lead: no mail
    expect(await mails([lotId])).toEqual([])
    await place(ben, lotId, 5000_00)
    await place(ana, lotId, 5200_00)
    expect((await mails([lotId])).map((m) => [m.kind, m.userId])).toEqual([
      ['outbid', ana.id],
      ['outbid', ben.id],
    ])
    await sendAll([lotId])
    const [toAna] = await sentTo(ana)
    expect(toAna).toMatchObject({ template: 'auction-outbid', locale: 'en' })
    expect(toAna.subject).toBe("You've been outbid on Lot 2")
    expect(toAna.text).toContain('The price is now $3,100') // Ana's 3,000 + one increment
    expect(toAna.text).toContain('The next acceptable bid is $3,200')
    expect(toAna.links).toContain(`${env.WEB_URL}/auctions/${auction.slug}/lots/2`)
    const [toBen] = await sentTo(ben)
    expect(toBen).toMatchObject({ template: 'auction-outbid', locale: 'es' })
    expect(toBen.subject).toBe('Han superado tu puja por Lot 2')
    expect(toBen.text).toContain('El precio ahora es')
    expect(toBen.links).toContain(`${env.WEB_URL}/es/auctions/${auction.slug}/lots/2`)
    expect(await sentTo(ana)).toHaveLength(1) // the retry sent nothing more
  })

  it('closing twice and concurrently mails one won and one lost per loser, in each language', async () => {
    const auction = await insertOnlineAuction(database)
    const listing = await insertListing(database)
    const lotId = await insertOnlineLot(database, auction, {
      lotNumber: 3,
      listingId: listing.id,
    })
    const [win, lose1, lose2] = await Promise.all(
      ['win', 'lose1', 'lose2'].map((n) => registeredBidder(database, auction.slug, `close-${n}`)),
    )
    await setProfile(win, { locale: 'es', zip: '78701' })
    await setProfile(lose2, { locale: 'es' })
    await place(lose1, lotId, 1200_00)
    await place(lose2, lotId, 1500_00)
    await place(win, lotId, 4000_00)
    await setCloseFromNow(database, lotId, -1000)
    const results = await Promise.all([1, 2, 3].map(() => closeLot(deps(), lotId)))
    expect(results.filter((r) => r?.closedNow)).toHaveLength(1)
    expect(await closeLot(deps(), lotId)).toMatchObject({ status: 'sold', closedNow: false })
    const closing = (await mails([lotId])).filter((m) => m.kind !== 'outbid')
    expect(closing.map((m) => [m.kind, m.userId]).sort()).toEqual(
      [
        ['lost', lose1.id],
        ['lost', lose2.id],
        ['won', win.id],
      ].sort(),
    )

    await sendAll([lotId])
    const won = (await sentTo(win)).filter((m) => m.template === 'auction-won')
    expect(won).toHaveLength(1)
    expect(won[0]).toMatchObject({ locale: 'es', subject: 'Has ganado Lot 3' })
    const es = (cents: number) => formatMoney(cents, 'es')
    expect(won[0].text).toContain(`Puja ganadora: ${es(1600_00)}`) // lose2's 1,500 + one increment
    expect(won[0].text).toContain(`Comisión del comprador: ${es(160_00)}`) // 10 % up to $10,000
    expect(won[0].text).toContain(`Impuesto sobre las ventas (TX, 6.25 %): ${es(100_00)}`)
    const freight = /Transporte hasta 78701: USD\s([\d,]+)/.exec(won[0].text)
    expect(freight).not.toBeNull()
    const freightCents = Number(freight![1].replace(/,/g, '')) * 100
    expect(won[0].text).toContain(`Total: ${es(1600_00 + 160_00 + 100_00 + freightCents)}`)
    expect(won[0].text).toContain('Próximos pasos')
    expect(won[0].links).toContain(`${env.WEB_URL}/es/auctions/${auction.slug}/lots/3`)
    const lost1 = (await sentTo(lose1)).filter((m) => m.template === 'auction-lost')
    expect(lost1).toHaveLength(1)
    expect(lost1[0]).toMatchObject({ locale: 'en', subject: 'Lot 3 sold to another bidder' })
    expect(lost1[0].text).toContain('sold to another bidder at $1,600')
    const lost2 = (await sentTo(lose2)).filter((m) => m.template === 'auction-lost')
    expect(lost2.map((m) => m.subject)).toEqual(['Lot 3 se vendió a otro postor'])
  })

  it('a winner without a ZIP reads that tax and freight are quoted on the invoice', async () => {
    const auction = await insertOnlineAuction(database)
    const lotId = await insertOnlineLot(database, auction, { lotNumber: 4 })
    const solo = await registeredBidder(database, auction.slug, 'nozip')
    await place(solo, lotId, 12_000_00)
    await setCloseFromNow(database, lotId, -1000)
    await closeLot(deps(), lotId)
    await sendAll([lotId])
    const [won] = await sentTo(solo)
    expect(won).toMatchObject({ template: 'auction-won', subject: 'You won Lot 4' })
    expect(won.text).toContain('Winning bid: $1,000') // the starting bid: nobody else bid
    expect(won.text).toContain("Buyer's fee: $100")
    expect(won.text).toContain("Bid and buyer's fee: $1,100")
    expect(won.text).toContain('quoted on your invoice')
  })

  it('a lot closed under its reserve mails every bidder that the reserve was not met', async () => {
    const auction = await insertOnlineAuction(database)
    const lotId = await insertOnlineLot(database, auction, { lotNumber: 5, reserveCents: 9000_00 })
    const [x, y] = await Promise.all(
      ['x', 'y'].map((n) => registeredBidder(database, auction.slug, `reserve-${n}`)),
    )
    await setProfile(y, { locale: 'es' })
    await place(x, lotId, 2000_00)
    await place(y, lotId, 3000_00)
    await setCloseFromNow(database, lotId, -1000)
    await Promise.all([closeLot(deps(), lotId), closeLot(deps(), lotId)])
    const closing = (await mails([lotId])).filter((m) => m.kind !== 'outbid')
    expect(closing.map((m) => [m.kind, m.userId]).sort()).toEqual(
      [
        ['reserveNotMet', x.id],
        ['reserveNotMet', y.id],
      ].sort(),
    )
    await sendAll([lotId])
    const [toX] = (await sentTo(x)).filter((m) => m.template === 'auction-reserve-not-met')
    expect(toX.subject).toBe('Lot 5 closed without a sale')
    expect(toX.text).toContain("below the seller's reserve")
    const [toY] = (await sentTo(y)).filter((m) => m.template === 'auction-reserve-not-met')
    expect(toY.subject).toBe('Lot 5 cerró sin venderse')
  })

  it("reminds each watcher once when a lot's close comes within the hour", async () => {
    const auction = await insertOnlineAuction(database)
    const soon = await insertOnlineLot(database, auction, { lotNumber: 6 })
    const later = await insertOnlineLot(database, auction, { lotNumber: 7 })
    await setCloseFromNow(database, soon, 30 * 60_000)
    await setCloseFromNow(database, later, 2 * 3_600_000)
    const [w1, w2, gone] = await Promise.all(
      ['w1', 'w2', 'gone'].map((n) => registeredBidder(database, auction.slug, `watch-${n}`)),
    )
    await setProfile(w2, { locale: 'es' })
    for (const user of [w1, w2, gone])
      for (const lotId of [soon, later])
        await database.db.insert(auctionWatches).values({ lotId, userId: user.id })
    await enqueueDueLotClosings({ database })
    await enqueueDueLotClosings({ database })
    await place(w1, soon, 1000_00) // a bid: a mail to nobody (no leader before)
    expect((await mails([soon, later])).map((m) => [m.kind, m.lotId, m.userId]).sort()).toEqual(
      [
        ['closingSoon', soon, w1.id],
        ['closingSoon', soon, w2.id],
        ['closingSoon', soon, gone.id],
      ].sort(),
    )
    // A watcher who stopped watching before the mail went out gets none.
    await database.db
      .delete(auctionWatches)
      .where(and(eq(auctionWatches.lotId, soon), inArray(auctionWatches.userId, [gone.id])))
    await sendAll([soon, later])
    const [toW1] = await sentTo(w1)
    expect(toW1).toMatchObject({ template: 'auction-closing-soon', locale: 'en' })
    expect(toW1.subject).toBe('Lot 6 closes within the hour')
    expect(toW1.text).toContain('The price is $1,000 after 1 bid')
    const [toW2] = await sentTo(w2)
    expect(toW2.subject).toBe('Lot 6 cierra en menos de una hora')
    expect(await sentTo(gone)).toEqual([])
    const [row] = await database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM sent_messages WHERE template = 'auction-closing-soon'`,
    )
    expect(row.n).toBe(2)
  })
})
