import { getDirective } from '@graphql-tools/utils'
import { eq } from 'drizzle-orm'
import type { CurrentUser } from '../../src/context'
import { auctionLots } from '../../src/db/schema'
import { buildSchema } from '../../src/graphql/schema'
import {
  bidKey,
  insertBidder,
  insertOnlineAuction,
  insertOnlineLot,
  registeredBidder,
} from '../auctions/bidding-fixtures'
import { createTestApp, type TestApp } from '../helpers/app'
import { listen, openStream } from '../helpers/sse'

/**
 * The access matrix's Subscription half (the root Query and Mutation fields are in
 * access-matrix.test.ts): each Subscription field's rule is read from the schema, and every
 * caller (anonymous, signed in, partner member, admin) subscribes over server-sent events, as the
 * web's proxy does. `lotUpdated` is `@skipAuth`: every caller, a visitor too, follows a public
 * lot; an unknown, malformed or not-online lot is a clean NOT_FOUND (auctions:lot.notFound) that
 * ends the stream, for every caller.
 */

const SUBSCRIBE = `subscription ($lotId: ID!) { lotUpdated(lotId: $lotId) { lotId status bidCount } }`
const PLACE = `mutation ($lotId: ID!, $max: Int!, $key: String!) {
  placeBid(lotId: $lotId, maxBidCents: $max, idempotencyKey: $key) { accepted }
}`

const CALLERS = ['anonymous', 'signed in', 'partner member', 'admin'] as const
type Caller = (typeof CALLERS)[number]

type Access = { kind: 'public' } | { kind: 'signed-in'; roles: string[] }

/** Every Subscription field's rule: `@requireAuth` roles, or public for `@skipAuth`. */
function subscriptionAccess(): Map<string, Access> {
  const schema = buildSchema()
  const out = new Map<string, Access>()
  for (const field of Object.values(schema.getSubscriptionType()?.getFields() ?? {})) {
    const require = getDirective(schema, field, 'requireAuth')?.[0] as
      { roles?: string[] } | undefined
    const skip = getDirective(schema, field, 'skipAuth')?.[0]
    if (require) out.set(field.name, { kind: 'signed-in', roles: require.roles ?? [] })
    else if (skip) out.set(field.name, { kind: 'public' })
  }
  return out
}

interface StreamError {
  message: string
  extensions?: { code?: string; messageKey?: string }
}

describe('access matrix: every Subscription field, each caller, over server-sent events', () => {
  let t: TestApp
  let base: string
  let current: CurrentUser | null = null
  let auction: Awaited<ReturnType<typeof insertOnlineAuction>>
  let callers: Record<Caller, CurrentUser | null>
  let lots = 0

  beforeAll(async () => {
    t = await createTestApp({ authenticate: () => Promise.resolve(current) })
    base = await listen(t)
    auction = await insertOnlineAuction(t.database)
    const user = await insertBidder(t.database, 'matrix-user')
    callers = {
      anonymous: null,
      'signed in': user,
      'partner member': { ...user, roles: [...user.roles, 'partner'], partnerSellerId: 1 },
      admin: { ...user, roles: [...user.roles, 'admin'] },
    }
  })
  afterAll(() => t.close())

  const access = subscriptionAccess()

  it('reads a rule for every Subscription field; lotUpdated is public (@skipAuth)', () => {
    const schema = buildSchema()
    expect([...access.keys()].sort()).toEqual(
      Object.keys(schema.getSubscriptionType()!.getFields()).sort(),
    )
    expect(access.get('lotUpdated')).toEqual({ kind: 'public' })
  })

  it.each(CALLERS)('%s: follows a public lot and hears a bid on it', async (name) => {
    const caller = callers[name]
    const lotId = await insertOnlineLot(t.database, auction, { lotNumber: ++lots })
    const bidder = await registeredBidder(t.database, auction.slug, `matrix-bidder-${lots}`)
    current = caller
    const stream = await openStream(base, SUBSCRIBE, { lotId: String(lotId) })
    try {
      expect([name, stream.res.status]).toEqual([name, 200])
      expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/)
      current = bidder
      const placed = await t.gql<{ placeBid: { accepted: boolean } }>(PLACE, {
        lotId: String(lotId),
        max: 1000_00,
        key: bidKey(),
      })
      expect(placed.data?.placeBid.accepted).toBe(true)
      expect(await stream.nextUpdate()).toEqual({
        lotId: String(lotId),
        status: 'open',
        bidCount: 1,
      })
    } finally {
      stream.close()
    }
  })

  /** The stream's only answer: its first event's errors; the stream then ends. */
  async function refusal(lotId: string): Promise<StreamError[]> {
    const stream = await openStream(base, SUBSCRIBE, { lotId })
    try {
      const first = await stream.next()
      expect(first?.event).toBe('next')
      const errors = (JSON.parse(first!.data) as { errors?: StreamError[] }).errors ?? []
      expect((await stream.next())?.event).toBe('complete')
      expect(await stream.next()).toBeNull()
      return errors
    } finally {
      stream.close()
    }
  }

  it.each(CALLERS)(
    '%s: an unknown, malformed or not-online lot is a clean NOT_FOUND that ends the stream',
    async (name) => {
      const caller = callers[name]
      const offline = await insertOnlineLot(t.database, auction, { lotNumber: ++lots })
      // A lot of the room only: no online bidding.
      await t.database.db
        .update(auctionLots)
        .set({ startingBidCents: null, scheduledCloseAt: null, closesAt: null })
        .where(eq(auctionLots.id, offline))
      current = caller
      for (const lotId of ['999999999', 'abc', '-1', String(offline)]) {
        const errors = await refusal(lotId)
        expect([name, lotId, errors.map((e) => e.extensions)]).toEqual([
          name,
          lotId,
          [{ code: 'NOT_FOUND', messageKey: 'auctions:lot.notFound' }],
        ])
      }
    },
  )
})
