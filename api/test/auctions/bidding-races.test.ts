import { replayBids, type CommittedBid } from '@ironyard/contract/auctions/replay'
import { eq, sql } from 'drizzle-orm'
import type { CurrentUser } from '../../src/context'
import { auctionBiddingLimits, auctionLots, completedSales, outbox } from '../../src/db/schema'
import { auctionCloseLotJob } from '../../src/jobs/handlers/auction-close-lot'
import { JOBS } from '../../src/jobs/registry'
import { createScheduler } from '../../src/jobs/scheduler'
import { logger } from '../../src/lib/logger'
import {
  CLOSE_LOT_TOPIC,
  closeLot,
  closeLotDedupeKey,
  enqueueDueLotClosings,
} from '../../src/services/auctions/close-lot'
import { lotState, readLot, isOnlineLot } from '../../src/services/auctions/lot-state'
import { placeBid } from '../../src/services/auctions/place-bid'
import { testEnv } from '../helpers/app'
import { createTestDatabase, testEngine, type TestDatabase } from '../helpers/db'
import { insertListing } from '../factories'
import {
  bidKey,
  bidLog,
  insertOnlineAuction,
  insertOnlineLot,
  lotRow,
  registeredBidder,
  setCloseFromNow,
} from './bidding-fixtures'

/**
 * Issue 34, point 5, against the real database (PostgreSQL with TEST_DATABASE_URL, else PGlite):
 * bids race in parallel, and what the database decided must be what the contract's plain
 * sequential model decides over the bid log in the server's commit order.
 */

/** mulberry32: the same seed, the same streams (no package). */
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

/** Settle every promise; refusals are answers here, not failures. */
const settle = <T>(ps: Promise<T>[]) => Promise.allSettled(ps)

describe('bidding races (issue 34, point 5)', () => {
  let database: TestDatabase
  const env = testEnv()
  const deps = () => ({ database, env, logger, now: () => new Date() })
  const place = (user: CurrentUser, lotId: number, maxBidCents: number, key = bidKey()) =>
    placeBid(deps(), user, { lotId: String(lotId), maxBidCents, idempotencyKey: key }, 'en')

  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.destroy())

  /**
   * The property: random streams from 3 to 5 bidders over three lots of one auction, fired all at
   * once, on lots whose close is near (a 1 s soft close on some auctions, so late bids meet the
   * close; 180 s on the others, so bids extend). One bidder has a small limit, so bids on one lot
   * are refused or not by what the same bidder leads elsewhere at that moment. Afterwards each
   * lot's stored leader, price, bid count, close and first two maximums equal `replayBids` over
   * its log in commit order (each bid at the database time it was decided at, with the headroom
   * it was given); every logged bid was decided as the model decides it; and no bidder leads with
   * more than their limit.
   */
  it.each([
    [1, 180],
    [2, 1],
    [3, 180],
    [4, 1],
  ])(
    'streams %i (soft close %i s): each stored lot equals the sequential model replayed in commit order',
    async (seed, softCloseSeconds) => {
      const rnd = random(seed * 7919)
      const auction = await insertOnlineAuction(database, { softCloseSeconds })
      const lots: number[] = []
      for (const lotNumber of [1, 2, 3]) {
        const lotId = await insertOnlineLot(database, auction, {
          lotNumber,
          startingBidCents: 1000_00,
          reserveCents: rnd() < 0.5 ? 1500_00 : null,
        })
        lots.push(lotId)
      }
      const bidders = await Promise.all(
        Array.from({ length: 3 + Math.floor(rnd() * 3) }, (_, i) =>
          registeredBidder(database, auction.slug, `p${seed}b${i}`),
        ),
      )
      const limited = bidders[0]
      await database.db
        .update(auctionBiddingLimits)
        .set({ limitCents: 3_000_00 })
        .where(eq(auctionBiddingLimits.userId, limited.id))
      // Amounts on the increment grid, rising through the stream with noise (ties, exact
      // minimums, bids that lose at once), some a cent over.
      const count = testEngine() === 'pglite' ? 45 : 120
      const bids = Array.from({ length: count }, (_, i) => {
        const user = bidders[Math.floor(rnd() * bidders.length)]
        const lotId = lots[Math.floor(rnd() * lots.length)]
        const steps = Math.floor((i / count) * 48 + rnd() * 16)
        return { user, lotId, amount: 1000_00 + steps * 25_00 + (rnd() < 0.2 ? 1 : 0) }
      })
      const wave = Math.floor(count * 0.8)
      // Near the close, set just before the bids fly: every accepted bid that moves a lot
      // extends it (by 1 s, or to 180 s from the bid).
      for (const lotId of lots) {
        await setCloseFromNow(database, lotId, softCloseSeconds === 1 ? 2_000 : 120_000)
      }
      await settle(bids.slice(0, wave).map((b) => place(b.user, b.lotId, b.amount)))
      if (softCloseSeconds === 1) {
        // The last fifth after every close in force has passed (by the database's clock).
        for (;;) {
          const [open] = await database.rows<{ n: number }>(sql`
            SELECT count(*)::int AS n FROM auction_lots
            WHERE id IN (${sql.join(
              lots.map((l) => sql`${l}`),
              sql`, `,
            )}) AND closes_at > clock_timestamp()`)
          if (open.n === 0) break
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      }
      await settle(bids.slice(wave).map((b) => place(b.user, b.lotId, b.amount)))

      let logged = 0
      for (const lotId of lots) {
        const log = await bidLog(database, lotId)
        logged += log.length
        const lot = await readLot(database.db, lotId)
        if (!lot || !isOnlineLot(lot)) throw new Error('lot missing')
        const committed: CommittedBid[] = log.map((b) => ({
          bidderId: b.bidderId,
          maxBidCents: b.maxBidCents,
          headroomCents: b.headroomCents ?? undefined,
          atMs: b.createdAt.getTime(),
        }))
        const stored = lotState(lot)
        const model = replayBids(stored.terms, committed)
        expect({
          leaderId: stored.leaderId,
          priceCents: stored.priceCents,
          bidCount: stored.bidCount,
          closesAtMs: stored.closesAtMs,
          maxima: stored.maxima,
        }).toEqual({
          leaderId: model.state.leaderId,
          priceCents: model.state.priceCents,
          bidCount: model.state.bidCount,
          closesAtMs: model.state.closesAtMs,
          maxima: model.state.maxima.slice(0, 2),
        })
        expect(
          log.map((b) => ({ accepted: b.accepted, refusal: b.refusal, price: b.priceAfterCents })),
        ).toEqual(
          model.outcomes.map((o) => ({
            accepted: o.accepted,
            refusal: o.accepted ? null : o.reason,
            price: o.state.priceCents,
          })),
        )
        // Something happened worth checking: bids were accepted and some were refused.
        expect(log.some((b) => b.accepted)).toBe(true)
        expect(log.some((b) => !b.accepted)).toBe(true)
      }
      const [late] = await database.rows<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM auction_bids WHERE refusal = 'lotNotOpen'
        AND lot_id IN (${sql.join(
          lots.map((l) => sql`${l}`),
          sql`, `,
        )})`)
      // After the close every bid is refused: the last fifth at least, when it came after.
      if (softCloseSeconds === 1) expect(late.n).toBeGreaterThanOrEqual(bids.length - wave)
      expect(logged).toBe(bids.length)
      const [{ total }] = await database.rows<{ total: number }>(sql`
        SELECT coalesce(sum(leader_max_cents), 0)::bigint AS total FROM auction_lots
        WHERE leader_id = ${limited.id} AND status IN ('upcoming', 'open')`)
      expect(Number(total)).toBeLessThanOrEqual(3_000_00)
    },
    120_000,
  )

  it('the same idempotency key sent twice at once places one bid and answers the same', async () => {
    const auction = await insertOnlineAuction(database)
    const lotId = await insertOnlineLot(database, auction)
    const ana = await registeredBidder(database, auction.slug, 'idem')
    const key = bidKey()
    const answers = await Promise.all([
      place(ana, lotId, 1200_00, key),
      place(ana, lotId, 1200_00, key),
      place(ana, lotId, 1200_00, key),
    ])
    expect((await bidLog(database, lotId)).length).toBe(1)
    expect((await lotRow(database, lotId)).bidCount).toBe(1)
    expect(answers.filter((a) => !a.duplicate)).toHaveLength(1)
    const { duplicate: _d, ...first } = answers[0]
    for (const a of answers)
      expect({ ...a, duplicate: false }).toEqual({ ...first, duplicate: false })
    // The key with another amount is a conflict, and places nothing.
    await expect(place(ana, lotId, 1300_00, key)).rejects.toMatchObject({
      code: 'CONFLICT',
      messageKey: 'validation:form.idempotencyConflict',
    })
    expect((await bidLog(database, lotId)).length).toBe(1)
  })

  it('the bidding limit holds under parallel bids on several lots', async () => {
    const auction = await insertOnlineAuction(database)
    const lots = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => insertOnlineLot(database, auction, { lotNumber: n })),
    )
    const bo = await registeredBidder(database, auction.slug, 'limit')
    await database.db
      .update(auctionBiddingLimits)
      .set({ limitCents: 10_000_00 })
      .where(eq(auctionBiddingLimits.userId, bo.id))
    const results = await settle(lots.map((lotId) => place(bo, lotId, 3_000_00)))
    // $3,000 leading maximums within $10,000: three, whichever three lots got there first.
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3)
    const refused = results.filter((r) => r.status === 'rejected')
    expect(refused.map((r) => (r.reason as { messageKey: string }).messageKey)).toEqual([
      'auctions:bid.overLimit',
      'auctions:bid.overLimit',
      'auctions:bid.overLimit',
    ])
    const [{ total }] = await database.rows<{ total: number }>(sql`
      SELECT coalesce(sum(leader_max_cents), 0)::bigint AS total FROM auction_lots
      WHERE leader_id = ${bo.id} AND status IN ('upcoming', 'open')`)
    expect(Number(total)).toBe(9_000_00)
    // Outbid on one lot, the headroom comes back: a fourth lot now takes the bid.
    const rival = await registeredBidder(database, auction.slug, 'rival')
    const led = (await Promise.all(lots.map((id) => lotRow(database, id)))).find(
      (l) => l.leaderId === bo.id,
    )!
    await place(rival, led.id, 5_000_00)
    const free = (await Promise.all(lots.map((id) => lotRow(database, id)))).find(
      (l) => l.leaderId === null,
    )!
    await expect(place(bo, free.id, 3_000_00)).resolves.toMatchObject({ leading: true })
  })

  it('closing run twice and concurrently awards the lot once; the sweeper enqueues it once', async () => {
    const auction = await insertOnlineAuction(database)
    const listing = await insertListing(database, { status: 'available' })
    const lotId = await insertOnlineLot(database, auction, { listingId: listing.id })
    const [a, b] = await Promise.all([
      registeredBidder(database, auction.slug, 'closeA'),
      registeredBidder(database, auction.slug, 'closeB'),
    ])
    await place(a, lotId, 2000_00)
    // B at $1,500: the increment read there is $100, so A leads at $1,600.
    await place(b, lotId, 1500_00)
    // Not due yet: closing leaves it open and the sweeper does not see it.
    expect(await closeLot(deps(), lotId)).toMatchObject({ status: 'open', closedNow: false })
    expect(await enqueueDueLotClosings({ database })).not.toContain(lotId)
    await setCloseFromNow(database, lotId, -1)
    // The scheduler's tick (every api and worker process, every minute) sweeps too.
    await createScheduler({ ...deps(), env: testEnv(), logger }).tick()
    expect(JOBS[CLOSE_LOT_TOPIC]).toBe(auctionCloseLotJob)
    const swept = await Promise.all([
      enqueueDueLotClosings({ database }),
      enqueueDueLotClosings({ database }),
    ])
    expect(swept.every((s) => s.includes(lotId))).toBe(true)
    const closingJobs = () =>
      database.db
        .select()
        .from(outbox)
        .where(sql`${outbox.topic} = ${CLOSE_LOT_TOPIC} AND ${outbox.payload} = ${{ lotId }}`)
    const rows = await closingJobs()
    expect(rows).toHaveLength(1)
    expect(rows[0].dedupeKey).toMatch(
      new RegExp(`^${closeLotDedupeKey(lotId, 0).slice(0, -1)}\\d+$`),
    )

    // A bid that extended the close as the sweeper read the old one: that job finds the lot not
    // due and leaves it open; the new close, once passed, is swept again under another key.
    await setCloseFromNow(database, lotId, 60_000)
    await auctionCloseLotJob.handle(
      { ...deps(), env: testEnv(), logger },
      { lotId },
      { outboxId: rows[0].id, attempt: 1 },
    )
    expect((await lotRow(database, lotId)).status).toBe('open')
    await setCloseFromNow(database, lotId, -1)
    await enqueueDueLotClosings({ database })
    expect(await closingJobs()).toHaveLength(2)

    const jobDeps = { ...deps(), env: testEnv(), logger }
    const results = await Promise.all([
      closeLot(deps(), lotId),
      closeLot(deps(), lotId),
      auctionCloseLotJob.handle(jobDeps, { lotId }, { outboxId: rows[0].id, attempt: 2 }),
      closeLot(deps(), lotId),
    ])
    // The job answers nothing; of the direct calls at most one decided (none if the job did).
    expect(results.filter((r) => r?.closedNow).length).toBeLessThanOrEqual(1)
    const again = await closeLot(deps(), lotId)
    expect(again).toMatchObject({
      status: 'sold',
      closedNow: false,
      buyerId: a.id,
      priceCents: 1600_00,
    })
    const lot = await lotRow(database, lotId)
    expect(lot).toMatchObject({ status: 'sold', leaderId: a.id, priceCents: 1600_00 })
    const sales = await database.db
      .select()
      .from(completedSales)
      .where(eq(completedSales.listingId, listing.id))
    expect(sales.map((s) => ({ price: s.priceCents, channel: s.channel }))).toEqual([
      { price: 1600_00, channel: 'auction' },
    ])
    const [after] = await database.rows<{ status: string; audits: number }>(sql`
      SELECT l.status, (SELECT count(*)::int FROM audit_log
        WHERE entity_key = l.stock_number AND action = 'listing.markSold') AS audits
      FROM listings l WHERE l.id = ${listing.id}`)
    expect(after).toEqual({ status: 'sold', audits: 1 })
    // Closed: the sweeper no longer sees it, and a bid is refused.
    expect(await enqueueDueLotClosings({ database })).not.toContain(lotId)
    await expect(place(b, lotId, 3000_00)).rejects.toMatchObject({
      messageKey: 'auctions:bid.lotNotOpen',
    })
  })

  it('a lot without a bid, or with the reserve not met, closes unsold', async () => {
    const auction = await insertOnlineAuction(database)
    const quiet = await insertOnlineLot(database, auction, { lotNumber: 1 })
    const reserved = await insertOnlineLot(database, auction, {
      lotNumber: 2,
      reserveCents: 5000_00,
    })
    const cy = await registeredBidder(database, auction.slug, 'reserve')
    await expect(place(cy, reserved, 2000_00)).resolves.toMatchObject({ currentBidCents: 1000_00 })
    for (const id of [quiet, reserved]) await setCloseFromNow(database, id, -1)
    const closed = await Promise.all([closeLot(deps(), quiet), closeLot(deps(), reserved)])
    expect(closed.map((c) => c && { status: c.status, closedNow: c.closedNow })).toEqual([
      { status: 'unsold', closedNow: true },
      { status: 'unsold', closedNow: true },
    ])
    const [row] = await database.db
      .select({ status: auctionLots.status, closedAt: auctionLots.closedAt })
      .from(auctionLots)
      .where(eq(auctionLots.id, reserved))
    expect(row.status).toBe('unsold')
    expect(row.closedAt).toBeInstanceOf(Date)
  })
})
