import { replayBids, type CommittedBid } from '@ironyard/contract/auctions/replay'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { CurrentUser } from '../../src/context'
import { logger } from '../../src/lib/logger'
import { KeyedQueue } from '../../src/services/auctions/lot-queue'
import { isOnlineLot, lotState, readLot } from '../../src/services/auctions/lot-state'
import { placeBid } from '../../src/services/auctions/place-bid'
import { testEnv } from '../helpers/app'
import { createTestDatabase, testEngine, type TestDatabase } from '../helpers/db'
import {
  bidKey,
  bidLog,
  insertBidder,
  insertOnlineAuction,
  insertOnlineLot,
  registeredBidder,
} from './bidding-fixtures'

/** A promise and its resolver, to hold a task open until the test lets it go. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

describe('KeyedQueue (the per-lot queue of placeBid)', () => {
  it('runs the tasks of one key one at a time, in arrival order; other keys alongside', async () => {
    const queue = new KeyedQueue<number>(1)
    const log: string[] = []
    const first = gate()
    const a = queue.run(1, async () => {
      log.push('a start')
      await first.opened
      log.push('a end')
    })
    const b = queue.run(1, () => Promise.resolve(void log.push('b')))
    const other = queue.run(2, () => Promise.resolve(void log.push('other key')))
    await other
    expect(log).toEqual(['a start', 'other key'])
    expect(queue.size(1)).toBe(2)
    first.open()
    await Promise.all([a, b])
    expect(log).toEqual(['a start', 'other key', 'a end', 'b'])
    expect(queue.size(1)).toBe(0)
    expect(queue.size(2)).toBe(0)
  })

  it('a task that fails hands its turn on: the next runs, the failure reaches its caller', async () => {
    const queue = new KeyedQueue<string>(1)
    const failing = queue.run('lot', () => Promise.reject(new Error('refused')))
    const next = queue.run('lot', () => Promise.resolve('placed'))
    await expect(failing).rejects.toThrow('refused')
    await expect(next).resolves.toBe('placed')
    expect(queue.size('lot')).toBe(0)
  })

  it('lets `perKey` tasks of a key run at once, no more', async () => {
    const queue = new KeyedQueue<number>(2)
    let running = 0
    let most = 0
    const held = gate()
    const tasks = Array.from({ length: 6 }, () =>
      queue.run(7, async () => {
        most = Math.max(most, ++running)
        await held.opened
        running--
      }),
    )
    await new Promise((resolve) => setImmediate(resolve))
    expect(queue.size(7)).toBe(6)
    held.open()
    await Promise.all(tasks)
    expect(most).toBe(2)
  })
})

describe('placeBid through the per-lot queue (issue 34, point 6)', () => {
  let database: TestDatabase
  const env = testEnv()
  const deps = () => ({ database, env, logger, now: () => new Date() })
  const place = (user: CurrentUser, lotId: number, maxBidCents: number) =>
    placeBid(deps(), user, { lotId: String(lotId), maxBidCents, idempotencyKey: bidKey() }, 'en')

  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.destroy())

  it('bids on one lot sent at once, one of them refused before the lock, stay in commit order', async () => {
    const auction = await insertOnlineAuction(database)
    const lotId = await insertOnlineLot(database, auction, { startingBidCents: 1000_00 })
    const bidders = await Promise.all(
      ['qa', 'qb', 'qc', 'qd'].map((name) => registeredBidder(database, auction.slug, name)),
    )
    const stranger = await insertBidder(database, 'qnotregistered')
    const sent = [
      place(bidders[0], lotId, 1000_00),
      place(stranger, lotId, 5000_00),
      ...bidders.flatMap((b, i) => [
        place(b, lotId, 1100_00 + i * 100_00),
        place(b, lotId, 2000_00 + i * 250_00),
      ]),
    ]
    const answers = await Promise.allSettled(sent)
    // The unregistered caller is refused; the bids queued behind that failure were all answered.
    expect(answers[1]).toMatchObject({ status: 'rejected' })
    expect((answers[1] as PromiseRejectedResult).reason).toMatchObject({
      messageKey: 'auctions:bid.notRegistered',
    })
    const log = await bidLog(database, lotId)
    expect(log).toHaveLength(sent.length - 1)
    // Ids are the commit order: the database clock read under the lock never goes back with them,
    // and the contract's replay over the log in that order gives the stored lot.
    for (let i = 1; i < log.length; i++) {
      expect(log[i].createdAt.getTime()).toBeGreaterThanOrEqual(log[i - 1].createdAt.getTime())
    }
    const lot = await readLot(database.db, lotId)
    if (!lot || !isOnlineLot(lot)) throw new Error('lot not online')
    const stored = lotState(lot)
    const committed: CommittedBid[] = log.map((b) => ({
      bidderId: b.bidderId,
      maxBidCents: b.maxBidCents,
      headroomCents: b.headroomCents ?? undefined,
      atMs: b.createdAt.getTime(),
    }))
    const replayed = replayBids(stored.terms, committed)
    expect(replayed.state.leaderId).toBe(stored.leaderId)
    expect(replayed.state.priceCents).toBe(stored.priceCents)
    expect(replayed.state.bidCount).toBe(stored.bidCount)
    expect(replayed.state.closesAtMs).toBe(stored.closesAtMs)
  })

  // Two connections: PostgreSQL only (PGlite has one).
  const onPostgres = testEngine() === 'postgresql' ? it : it.skip
  onPostgres('the bid time is read once the lot lock is granted, not before', async () => {
    const auction = await insertOnlineAuction(database)
    const lotId = await insertOnlineLot(database, auction, { startingBidCents: 1000_00 })
    const bidder = await registeredBidder(database, auction.slug, 'qclock')
    const holder = new pg.Client({ connectionString: database.url })
    await holder.connect()
    try {
      await holder.query('BEGIN')
      await holder.query('SELECT id FROM auction_lots WHERE id = $1 FOR UPDATE', [lotId])
      const bid = place(bidder, lotId, 1000_00)
      // Wait (no sleep racing a clock) until the bid is queued on the lot's row lock.
      for (;;) {
        const [w] = await database.rows<{ n: number }>(sql`
          SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FOR UPDATE%' AND query LIKE '%locked%'`)
        if (w.n > 0) break
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      const released = await holder.query<{ at: Date }>(
        "SELECT date_trunc('milliseconds', clock_timestamp()) AS at",
      )
      await holder.query('COMMIT')
      await bid
      const [row] = await bidLog(database, lotId)
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(released.rows[0].at.getTime())
    } finally {
      await holder.end()
    }
  })
})
