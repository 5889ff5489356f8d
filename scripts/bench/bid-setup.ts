/**
 * bench:bids' setup and client: auctions and lots written in the bench's database (the console's
 * createAuction/addAuctionLot are not what is measured), bidders signed in as a browser does (a
 * sign-in link asked for and redeemed: fleet-visitor.ts), registered through `registerToBid`,
 * their limits raised as an admin's `setBiddingLimit` would; then bids sent as GraphQL over HTTP
 * with keep-alive connections, each answer read as accepted, refused (with the reason) or none.
 */
import type pg from 'pg'
import { Pool } from 'undici'
import { askLink, dig, redeemLink } from './fleet-visitor'

/** The bench's $20M limit: no bid of the ladder is ever over it. */
const BENCH_LIMIT_CENTS = 20_000_000_00

export interface Bidder {
  userId: string
  cookie: string
}

export interface BenchAuction {
  id: number
  slug: string
  lotIds: number[]
}

/**
 * An online auction open now with `lots` lots (starting bid $1,000, no reserve), each on an
 * available listing of the seed not in another lot, closing `closeInMs` from now (all at once:
 * interval 0) with a soft close of `softCloseSeconds`.
 */
export async function createBenchAuction(
  pool: pg.Pool,
  opts: { slug: string; lots: number; closeInMs: number; softCloseSeconds: number },
): Promise<BenchAuction> {
  const { rows } = await pool.query<{ id: number; ends: Date }>(
    `INSERT INTO auctions (slug, name_en, name_es, description_en, description_es, format,
       starts_at, ends_at, time_zone, city, state, lot_interval_seconds, soft_close_seconds)
     VALUES ($1, $1, $1, 'bench', 'bench', 'online', now() - interval '1 hour',
       now() + $2 * interval '1 millisecond', 'America/Chicago', 'Austin', 'TX', 0, $3)
     RETURNING id, ends_at AS ends`,
    [opts.slug, opts.closeInMs, opts.softCloseSeconds],
  )
  const [{ id }] = rows
  const lots = await pool.query<{ id: number }>(
    `INSERT INTO auction_lots (auction_id, lot_number, title, listing_id, status,
       starting_bid_cents, scheduled_close_at, closes_at)
     SELECT $1, row_number() OVER (ORDER BY l.id), 'Lot ' || l.stock_number, l.id, 'upcoming',
       100000, a.ends_at, a.ends_at
     FROM listings l CROSS JOIN auctions a
     WHERE a.id = $1 AND l.status = 'available' AND NOT l.is_partner_seller
       AND NOT EXISTS (SELECT 1 FROM auction_lots x WHERE x.listing_id = l.id)
     ORDER BY l.id LIMIT $2
     RETURNING id`,
    [id, opts.lots],
  )
  if (lots.rows.length < opts.lots)
    throw new Error(`only ${lots.rows.length} listings for ${opts.lots} lots`)
  return { id, slug: opts.slug, lotIds: lots.rows.map((r) => r.id).sort((a, b) => a - b) }
}

/** `count` bidders signed in (8 at a time), each known to the api. */
export async function signInBidders(
  origins: { apiOrigin: string; webOrigin: string },
  pool: pg.Pool,
  count: number,
  tag: string,
): Promise<Bidder[]> {
  const out: Bidder[] = new Array<Bidder>(count)
  let next = 0
  const ip = (i: number) => `10.88.${(i >> 8) & 255}.${i & 255}`
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        const i = next++
        const email = `bidder${i}-${tag}@bench.local`
        const sent = await askLink(origins, email, ip(i))
        if (sent?.status !== 200) throw new Error(`signing up ${email}: ${sent?.status}`)
        out[i] = await redeemLink(origins, pool, email, ip(i))
      }
    }),
  )
  return out
}

/** Each bidder registers for each auction (terms and a phone), and gets the bench's limit. */
export async function registerBidders(
  client: GqlClient,
  pool: pg.Pool,
  bidders: readonly Bidder[],
  slugs: readonly string[],
): Promise<void> {
  for (const slug of slugs) {
    await Promise.all(
      bidders.map(async (b) => {
        const res = await client.post(
          `mutation ($s: String!) { registerToBid(auctionSlug: $s, acceptTerms: true, phone: "+1 512 555 0142") { auctionSlug } }`,
          { s: slug },
          b.cookie,
        )
        if (dig(res.json, 'data', 'registerToBid', 'auctionSlug') !== slug)
          throw new Error(`registering to bid: ${res.status} ${JSON.stringify(res.json)}`)
      }),
    )
  }
  await pool.query(
    `UPDATE auction_bidding_limits SET limit_cents = $1, set_by = 'bench' WHERE user_id = ANY($2)`,
    [BENCH_LIMIT_CENTS, bidders.map((b) => b.userId)],
  )
}

export type BidAnswer =
  | { kind: 'accepted'; ms: number }
  | { kind: 'refused'; reason: string; ms: number }
  | { kind: 'none'; ms: number }

const PLACE_BID = `mutation ($l: ID!, $m: Int!, $k: String!) {
  placeBid(lotId: $l, maxBidCents: $m, idempotencyKey: $k) { accepted currentBidCents } }`

/** GraphQL over HTTP on keep-alive connections (undici's pool: less client CPU than fetch). */
export class GqlClient {
  private pool: Pool
  constructor(
    readonly origin: string,
    connections = 128,
  ) {
    this.pool = new Pool(origin, { connections, pipelining: 1 })
  }

  async post(
    query: string,
    variables: Record<string, unknown>,
    cookie?: string,
  ): Promise<{ status: number; json: unknown }> {
    const res = await this.pool.request({
      path: '/graphql',
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
      headersTimeout: 20_000,
      bodyTimeout: 20_000,
    })
    const text = await res.body.text()
    let json: unknown = null
    try {
      json = JSON.parse(text)
    } catch {
      // not JSON
    }
    return { status: res.statusCode, json }
  }

  /** One bid; its answer and how long it took (ms). */
  async bid(bidder: Bidder, lotId: number, maxBidCents: number, key: string): Promise<BidAnswer> {
    const t0 = performance.now()
    try {
      const res = await this.post(
        PLACE_BID,
        { l: String(lotId), m: maxBidCents, k: key },
        bidder.cookie,
      )
      const ms = performance.now() - t0
      if (dig(res.json, 'data', 'placeBid', 'accepted') === true) return { kind: 'accepted', ms }
      const errors = dig(res.json, 'errors') as Array<{ extensions?: Record<string, unknown> }>
      const ext = errors?.[0]?.extensions
      if (typeof ext?.messageKey === 'string')
        return { kind: 'refused', reason: ext.messageKey, ms }
      return { kind: 'none', ms }
    } catch {
      return { kind: 'none', ms: performance.now() - t0 }
    }
  }

  close() {
    return this.pool.close()
  }
}
