import type { CurrentUser } from '../../src/context'
import { logger } from '../../src/lib/logger'
import { closeLot } from '../../src/services/auctions/close-lot'
import { lotEventBus } from '../../src/services/auctions/lot-event-bus'
import { createTestApp, type TestApp } from '../helpers/app'
import { createTestDatabase, type TestDatabase } from '../helpers/db'
import { listen, openStream } from '../helpers/sse'
import {
  bidKey,
  insertOnlineAuction,
  insertOnlineLot,
  registeredBidder,
  setCloseFromNow,
} from './bidding-fixtures'

/**
 * Issue 34, `Subscription.lotUpdated` over real HTTP (GraphQL over SSE, as the web's EventSource
 * proxy asks for it: GET /graphql?query=...&variables=... with Accept: text/event-stream): a bid
 * reaches a watcher, in one process without Redis and from one api to another through Redis; a
 * duplicate bid says nothing; a closing is announced; a drain ends the stream with the reconnect
 * hint; the request limits hold for subscriptions.
 */

const SUBSCRIBE = `subscription ($lotId: ID!) {
  lotUpdated(lotId: $lotId) {
    lotId status currentBidCents minimumNextBidCents bidCount closesAt reserveMet
    leaderBidderNumber lastBidderNumber lastBidAmountCents lastBidAt extended
  }
}`
const PLACE = `mutation ($lotId: ID!, $max: Int!, $key: String!) {
  placeBid(lotId: $lotId, maxBidCents: $max, idempotencyKey: $key) { accepted currentBidCents }
}`

describe('lotUpdated over server-sent events (issue 34)', () => {
  let t: TestApp
  let base: string
  let current: CurrentUser | null = null
  let auction: Awaited<ReturnType<typeof insertOnlineAuction>>
  const bid = (user: CurrentUser, lotId: number, max: number, key = bidKey()) => {
    current = user
    return t.gql<{ placeBid: { accepted: boolean } }>(PLACE, { lotId: String(lotId), max, key })
  }

  beforeAll(async () => {
    t = await createTestApp({ authenticate: () => Promise.resolve(current) })
    base = await listen(t)
    auction = await insertOnlineAuction(t.database)
  })
  afterAll(() => t.close())

  it('streams each accepted bid to a watcher through GET, with the security and CORS headers', async () => {
    const lotId = await insertOnlineLot(t.database, auction, {
      lotNumber: 1,
      reserveCents: 5000_00,
    })
    const ann = await registeredBidder(t.database, auction.slug, 'sse-ann')
    const bob = await registeredBidder(t.database, auction.slug, 'sse-bob')
    const stream = await openStream(base, SUBSCRIBE, { lotId: String(lotId) }, t.env.WEB_URL)
    try {
      expect(stream.res.status).toBe(200)
      expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/)
      expect(stream.res.headers.get('x-served-by')).toBeTruthy()
      expect(stream.res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(stream.res.headers.get('access-control-allow-origin')).toBe(
        new URL(t.env.WEB_URL).origin,
      )

      const key = bidKey()
      expect((await bid(ann, lotId, 1500_00, key)).data?.placeBid.accepted).toBe(true)
      const first = await stream.nextUpdate()
      expect(first).toMatchObject({
        lotId: String(lotId),
        status: 'open',
        currentBidCents: 1000_00,
        minimumNextBidCents: 1100_00,
        bidCount: 1,
        reserveMet: false,
        leaderBidderNumber: 1,
        lastBidderNumber: 1,
        lastBidAmountCents: 1000_00,
        extended: false,
      })
      expect(typeof first.closesAt).toBe('string')
      expect(typeof first.lastBidAt).toBe('string')

      // The same key again places nothing and says nothing: the next update is Bob's bid.
      expect((await bid(ann, lotId, 1500_00, key)).data?.placeBid.accepted).toBe(true)
      expect((await bid(bob, lotId, 2000_00)).data?.placeBid.accepted).toBe(true)
      expect(await stream.nextUpdate()).toMatchObject({
        bidCount: 2,
        currentBidCents: 1600_00,
        leaderBidderNumber: 2,
        lastBidderNumber: 2,
        lastBidAmountCents: 1600_00,
      })
      // A refused bid says nothing either: the next update is Ann's bid that takes the lead back.
      expect((await bid(ann, lotId, 1600_00)).errors?.[0]?.extensions?.messageKey).toBe(
        'auctions:bid.belowMinimum',
      )
      expect((await bid(ann, lotId, 2500_00)).data?.placeBid.accepted).toBe(true)
      expect(await stream.nextUpdate()).toMatchObject({
        bidCount: 3,
        currentBidCents: 2100_00,
        leaderBidderNumber: 1,
        lastBidderNumber: 1,
      })
    } finally {
      stream.close()
    }
  })

  it('says when a bid moved the close, and announces the closing', async () => {
    const lotId = await insertOnlineLot(t.database, auction, { lotNumber: 2 })
    const cy = await registeredBidder(t.database, auction.slug, 'sse-cy')
    await setCloseFromNow(t.database, lotId, 60_000) // within the 180 s soft close
    const stream = await openStream(base, SUBSCRIBE, { lotId: String(lotId) })
    try {
      expect((await bid(cy, lotId, 1000_00)).data?.placeBid.accepted).toBe(true)
      expect(await stream.nextUpdate()).toMatchObject({ bidCount: 1, extended: true })
      await setCloseFromNow(t.database, lotId, -1000)
      const deps = { database: t.database, env: t.env, logger, now: () => new Date() }
      expect(await closeLot(deps, lotId)).toMatchObject({ status: 'sold', closedNow: true })
      expect(await stream.nextUpdate()).toMatchObject({
        status: 'sold',
        currentBidCents: 1000_00,
        leaderBidderNumber: 1,
        extended: false,
      })
      // Closing again decides nothing and says nothing.
      expect(await closeLot(deps, lotId)).toMatchObject({ closedNow: false })
    } finally {
      stream.close()
    }
  })

  it('answers a closed lot with its final state once, then ends the stream', async () => {
    const lotId = await insertOnlineLot(t.database, auction, { lotNumber: 5 })
    await setCloseFromNow(t.database, lotId, -1000)
    const deps = { database: t.database, env: t.env, logger, now: () => new Date() }
    expect(await closeLot(deps, lotId)).toMatchObject({ status: 'unsold', closedNow: true })
    const stream = await openStream(base, SUBSCRIBE, { lotId: String(lotId) })
    try {
      expect(await stream.nextUpdate()).toMatchObject({ lotId: String(lotId), status: 'unsold' })
      expect(await stream.next()).toMatchObject({ event: 'complete' })
      expect(await stream.next()).toBeNull()
    } finally {
      stream.close()
    }
  })

  it('streams over POST too', async () => {
    const lotId = await insertOnlineLot(t.database, auction, { lotNumber: 4 })
    const eve = await registeredBidder(t.database, auction.slug, 'sse-eve')
    const stream = await openStream(base, SUBSCRIBE, { lotId: String(lotId) }, undefined, 'POST')
    try {
      expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/)
      expect((await bid(eve, lotId, 1000_00)).data?.placeBid.accepted).toBe(true)
      expect(await stream.nextUpdate()).toMatchObject({ lotId: String(lotId), bidCount: 1 })
    } finally {
      stream.close()
    }
  })

  it('ends every subscription stream with the reconnect hint when the replica drains', async () => {
    const lotId = await insertOnlineLot(t.database, auction, { lotNumber: 3 })
    const stream = await openStream(base, SUBSCRIBE, { lotId: String(lotId) })
    expect(t.app.eventStreams.size).toBeGreaterThanOrEqual(1)
    t.app.eventStreams.endAll()
    const hint = await stream.next()
    expect(hint).toEqual({
      event: 'reconnect',
      data: expect.stringContaining('"reason":"draining"') as string,
    })
    expect(await stream.next()).toBeNull()
    // The subscription ended with its stream: nobody is left listening in this process.
    const bus = lotEventBus(t)
    for (let i = 0; i < 100 && bus.watchers > 0; i++) await new Promise((r) => setTimeout(r, 20))
    expect(bus.watchers).toBe(0)
  })

  it('refuses an unknown lot and a subscription over the request limits', async () => {
    const unknown = await openStream(base, SUBSCRIBE, { lotId: '999999999' })
    const e = await unknown.next()
    expect(JSON.parse(e!.data)).toMatchObject({
      errors: [{ extensions: { code: 'NOT_FOUND', messageKey: 'auctions:lot.notFound' } }],
    })
    unknown.close()
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: lotId`).join(' ')
    const tooMany = await openStream(
      base,
      `subscription ($lotId: ID!) { lotUpdated(lotId: $lotId) { ${aliases} } }`,
      { lotId: '1' },
    )
    expect(tooMany.res.status).toBe(400)
    const refused = await tooMany.next()
    expect(JSON.parse(refused!.data)).toMatchObject({
      errors: [{ extensions: { code: 'BAD_REQUEST', limit: 'aliases' } }],
    })
    tooMany.close()
  })
})

describe('lotUpdated with Redis unreachable', () => {
  let t: TestApp
  let current: CurrentUser | null = null
  beforeAll(async () => {
    // Nothing listens on port 1: the bus never connects.
    t = await createTestApp({
      env: { REDIS_URL: 'redis://127.0.0.1:1/15' },
      authenticate: () => Promise.resolve(current),
    })
  })
  afterAll(() => t.close())

  it('never fails a bid: the update is dropped and logged, the bid stands', async () => {
    const auction = await insertOnlineAuction(t.database)
    const lotId = await insertOnlineLot(t.database, auction)
    const fay = await registeredBidder(t.database, auction.slug, 'sse-fay')
    current = fay
    for (const max of [1000_00, 1500_00]) {
      const placed = await t.gql<{ placeBid: { accepted: boolean } }>(PLACE, {
        lotId: String(lotId),
        max,
        key: bidKey(),
      })
      expect(placed.data?.placeBid.accepted).toBe(true)
    }
  })
})

const REDIS = process.env.TEST_REDIS_URL

/** The test's own Redis database (pub/sub ignores it; the bus names it in its channel). */
function redisDb(url: string, db: number): string {
  const u = new URL(url)
  u.pathname = `/${db}`
  return u.toString()
}

;(REDIS ? describe : describe.skip)('lotUpdated across two api processes (TEST_REDIS_URL)', () => {
  let database: TestDatabase
  let one: TestApp
  let two: TestApp
  let current: CurrentUser | null = null

  beforeAll(async () => {
    database = await createTestDatabase()
    const env = { REDIS_URL: redisDb(REDIS!, 11) }
    const authenticate = () => Promise.resolve(current)
    one = await createTestApp({ database, env, authenticate })
    two = await createTestApp({ database, env, authenticate })
  })
  afterAll(async () => {
    await one.close()
    await two.close()
    await database.destroy()
  })

  it('a bid on one replica reaches a watcher on the other', async () => {
    const auction = await insertOnlineAuction(database)
    const lotId = await insertOnlineLot(database, auction)
    const dee = await registeredBidder(database, auction.slug, 'sse-dee')
    const base = await listen(two)
    const stream = await openStream(base, SUBSCRIBE, { lotId: String(lotId) })
    try {
      current = dee
      const placed = await one.gql<{ placeBid: { accepted: boolean } }>(PLACE, {
        lotId: String(lotId),
        max: 1200_00,
        key: bidKey(),
      })
      expect(placed.data?.placeBid.accepted).toBe(true)
      expect(await stream.nextUpdate()).toMatchObject({
        lotId: String(lotId),
        bidCount: 1,
        currentBidCents: 1000_00,
      })
    } finally {
      stream.close()
    }
  })
})
