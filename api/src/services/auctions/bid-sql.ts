import type pg from 'pg'
import type { Database } from '../../db/client'

/**
 * The bid's transaction as three prepared statements (issue 34 point 6; `scripts/bench/bids.md`):
 * BEGIN, `BID_START` (the bidder's limit row locked + the lot and the caller's access), `BID_LOCK`
 * (the lot's row locked, the database's clock read after the lock, the idempotency key, the
 * bidder's leads), `BID_WRITE` (the bid log row, the lot, the outbid mail), COMMIT. The lot's lock
 * is held over two round trips (`BID_WRITE`, COMMIT). On PostgreSQL they are node-postgres named
 * statements (parsed once per connection); on PGlite plain parameterised queries.
 */
export interface BidConn {
  query<T>(statement: Statement, values: unknown[]): Promise<T[]>
}

export interface Statement {
  name: string
  text: string
}

/**
 * $1 bidder, $2 lot. The limit row is made with the default when registration did not make it,
 * and locked by the upsert itself (`DO UPDATE` takes the row lock, waiting for another bid of the
 * same bidder). The lot, its auction and the caller's registration and seller are read in the same
 * round trip (not locked: decision 054 point 8 decides access before the lot's lock). No row: the
 * lot does not exist (the transaction is rolled back).
 */
export const BID_START: Statement = {
  name: 'ironyard_bid_start_v1',
  text: `WITH lim AS (
  INSERT INTO auction_bidding_limits (user_id) VALUES ($1)
  ON CONFLICT (user_id) DO UPDATE SET user_id = excluded.user_id
  RETURNING limit_cents
)
SELECT (SELECT limit_cents FROM lim) AS limit_cents,
  l.starting_bid_cents, l.scheduled_close_at, l.closes_at, l.listing_id,
  EXISTS (SELECT 1 FROM auction_registrations r
          WHERE r.auction_id = l.auction_id AND r.user_id = $1) AS registered,
  s.id AS seller_id, s.email AS seller_email
FROM auction_lots l
LEFT JOIN listings li ON li.id = l.listing_id
LEFT JOIN sellers s ON s.id = li.seller_id
WHERE l.id = $2`,
}

export interface StartRow {
  limit_cents: number | string | null
  starting_bid_cents: number | string | null
  scheduled_close_at: Date | null
  closes_at: Date | null
  listing_id: number | null
  registered: boolean
  seller_id: number | null
  seller_email: string | null
}

/**
 * $1 lot, $2 bidder, $3 idempotency key. The lot's row `FOR UPDATE` (a materialised CTE: the outer
 * projection, and so `clock_timestamp()`, runs only once the lock is granted, on the row's newest
 * version); its auction's terms (read, not locked). The idempotency key and the bidder's leads are
 * read in this statement's snapshot, taken after the bidder's lock was granted: only this bidder's
 * own bids add to their leads or use their keys, and those wait for that lock.
 */
export const BID_LOCK: Statement = {
  name: 'ironyard_bid_lock_v1',
  text: `WITH locked AS MATERIALIZED (
  SELECT id, auction_id, status, starting_bid_cents, reserve_cents, scheduled_close_at, closes_at,
    price_cents, bid_count, leader_id, leader_max_cents, runner_up_id, runner_up_max_cents
  FROM auction_lots WHERE id = $1 FOR UPDATE
)
SELECT k.status, k.starting_bid_cents, k.reserve_cents, k.scheduled_close_at, k.closes_at,
  k.price_cents, k.bid_count, k.leader_id, k.leader_max_cents, k.runner_up_id,
  k.runner_up_max_cents, a.starts_at AS opens_at, a.soft_close_seconds,
  date_trunc('milliseconds', clock_timestamp()) AS at,
  (SELECT json_build_object('id', b.id, 'lotId', b.lot_id, 'maxBidCents', b.max_bid_cents,
     'accepted', b.accepted, 'refusal', b.refusal, 'priceAfterCents', b.price_after_cents,
     'leadingAfter', b.leading_after, 'closesAtAfter', b.closes_at_after)
   FROM auction_bids b WHERE b.bidder_id = $2 AND b.idempotency_key = $3) AS earlier,
  (SELECT json_agg(json_build_array(o.id, o.leader_max_cents))
   FROM auction_lots o
   WHERE o.leader_id = $2 AND o.status IN ('upcoming', 'open')
     AND o.leader_max_cents IS NOT NULL) AS leads
FROM locked k JOIN auctions a ON a.id = k.auction_id`,
}

export interface LockRow {
  status: string
  starting_bid_cents: number | string | null
  reserve_cents: number | string | null
  scheduled_close_at: Date | null
  closes_at: Date | null
  price_cents: number | string | null
  bid_count: number
  leader_id: string | null
  leader_max_cents: number | string | null
  runner_up_id: string | null
  runner_up_max_cents: number | string | null
  opens_at: Date
  soft_close_seconds: number
  at: Date | string
  earlier: EarlierBidJson | null
  leads: Array<[number, number | string]> | null
}

/** The earlier bid with the same key, as `BID_LOCK` answers it (JSON: times are strings). */
export interface EarlierBidJson {
  id: number
  lotId: number
  maxBidCents: number
  accepted: boolean
  refusal: string | null
  priceAfterCents: number | null
  leadingAfter: boolean
  closesAtAfter: string
}

/**
 * Under the lot's lock, one statement: the bid log row (its id taken here, so one lot's ids are its
 * commit order); an accepted bid's lot state ($4 true); the outbid mail's outbox row in the same
 * transaction, keyed by the bid (exactly `enqueueOutbidMail`'s row: $19 the leader who lost the
 * lead, null for none). It answers the bid's id and the lot's accepted bids after id $20 that this
 * process has not seen yet (a new snapshot: every bid committed before the lock was granted), so
 * the update published after the commit needs no read.
 */
export const BID_WRITE: Statement = {
  name: 'ironyard_bid_write_v1',
  text: `WITH bid AS (
  INSERT INTO auction_bids (lot_id, bidder_id, max_bid_cents, accepted, refusal, headroom_cents,
    price_after_cents, leading_after, closes_at_after, idempotency_key, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
  RETURNING id
), lot AS (
  UPDATE auction_lots SET status = 'open', price_cents = $12, bid_count = $13, leader_id = $14,
    leader_max_cents = $15, runner_up_id = $16, runner_up_max_cents = $17, closes_at = $18
  WHERE id = $1 AND $4::boolean
  RETURNING id
), mail AS (
  INSERT INTO outbox (topic, payload, dedupe_key)
  SELECT 'auctions.mail',
    jsonb_build_object('kind', 'outbid', 'lotId', $1::int, 'userId', $19::text, 'bidId', bid.id),
    'auction-mail:outbid:' || bid.id
  FROM bid WHERE $19::text IS NOT NULL
  ON CONFLICT (dedupe_key) DO NOTHING
)
SELECT bid.id,
  (SELECT json_agg(json_build_array(h.id, h.bidder_id, h.price_after_cents, h.created_at)
     ORDER BY h.id)
   FROM auction_bids h WHERE h.lot_id = $1 AND h.accepted AND h.id > $20) AS unseen
FROM bid`,
}

export interface WriteRow {
  id: number | string
  /** [id, bidder, price after, created at (JSON string)] */
  unseen: Array<[number, string, number | null, string]> | null
}

/**
 * One transaction on one connection: BEGIN, `fn`'s statements, COMMIT (ROLLBACK when `fn` throws,
 * and the error is thrown on). A connection whose ROLLBACK failed is discarded, not reused.
 */
export async function bidTransaction<T>(
  database: Database,
  fn: (conn: BidConn) => Promise<T>,
): Promise<T> {
  if (database.pool) return pgTransaction(database.pool, fn)
  if (database.pglite) {
    return database.pglite.transaction((tx) =>
      fn({
        query: async <R>(s: Statement, values: unknown[]) =>
          (await tx.query<R>(s.text, values)).rows,
      }),
    )
  }
  throw new Error('bidTransaction: no database connection')
}

async function pgTransaction<T>(pool: pg.Pool, fn: (conn: BidConn) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  let broken: Error | undefined
  let begun = false
  try {
    await client.query('BEGIN')
    begun = true
    const result = await fn({
      query: async <R>(s: Statement, values: unknown[]) =>
        (await client.query({ name: s.name, text: s.text, values })).rows as R[],
    })
    await client.query('COMMIT')
    return result
  } catch (err) {
    if (!begun) broken = err as Error
    else {
      await client.query('ROLLBACK').catch((e: Error) => {
        broken = e
      })
    }
    throw err
  } finally {
    client.release(broken)
  }
}

/** A bigint column (node-postgres: number here; PGlite may answer a bigint or a string). */
export const num = (v: number | string | bigint | null | undefined): number | null =>
  v === null || v === undefined ? null : Number(v)
