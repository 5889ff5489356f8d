/**
 * bench:bids --chaos: bids on 40 lots closing 30 s after they are made (soft close 2 s) while the
 * api is killed (-9) and restarted, then the worker; a bid left without an answer is sent again
 * with the same idempotency key until it is answered (accepted or refused). Then, once the
 * sweeper and the closing jobs have decided every lot: every acknowledged bid is in the bid log,
 * each lot equals the contract's replay of its log (`replayBids`) and its result the replayed
 * result, and every lot closed exactly once (a sold lot: one sale in completed_sales and one
 * audit entry naming the lot; an unsold lot: decided, with no sale); the outbox holds one won
 * mail per sold lot, to the replayed winner, and one outbid mail per loss of the lead.
 */
import type pg from 'pg'
import type { Database } from '../../api/src/db/client'
import {
  lotState,
  lotTerms,
  readLot,
  type OnlineLot,
} from '../../api/src/services/auctions/lot-state'
import {
  bidLadder,
  closingProblems,
  missingAcknowledged,
  replayMismatches,
  replayedOutbids,
  type Check,
  type LogBid,
  type StoredLot,
} from './bid-report'
import type { BenchAuction, Bidder, GqlClient } from './bid-setup'
import { sleep, waitFor } from './lib'

export async function runChaos(opts: {
  pool: pg.Pool
  database: Database
  client: GqlClient
  bidders: readonly Bidder[]
  createAuction: (slug: string) => Promise<BenchAuction>
  slug: string
  killApi: () => Promise<unknown>
  killWorker: () => Promise<unknown>
}): Promise<Check[]> {
  const { pool } = opts
  const auction = await opts.createAuction(opts.slug)
  const closesAt = Date.now() + 30_000
  for (const b of opts.bidders) {
    const res = await opts.client.post(
      `mutation ($s: String!) { registerToBid(auctionSlug: $s, acceptTerms: true, phone: "+1 512 555 0142") { auctionSlug } }`,
      { s: auction.slug },
      b.cookie,
    )
    if (res.status !== 200) throw new Error(`registering for the chaos auction: ${res.status}`)
  }
  const ladder = bidLadder(1_000_00, 400)
  const rungs = new Map<number, number>()
  const acknowledged = new Set<string>()
  let sentBids = 0
  let resent = 0
  let refused = 0
  let seq = 0
  const kills: string[] = []

  // 20 clients until a second after the close: each bid retried with its key until answered.
  const clients = Array.from({ length: 20 }, async (_, ci) => {
    while (Date.now() < closesAt + 1000) {
      const i = seq++
      const lotId = auction.lotIds[i % auction.lotIds.length]
      const rung = rungs.get(lotId) ?? 0
      rungs.set(lotId, rung + 1)
      const key = `chaos-${opts.slug}-${i}`.padEnd(16, '0')
      const bidder = opts.bidders[(i * 13 + ci) % opts.bidders.length]
      sentBids++
      for (let attempt = 0; attempt < 200; attempt++) {
        const a = await opts.client.bid(bidder, lotId, ladder[rung], key)
        if (a.kind === 'accepted') acknowledged.add(key)
        if (a.kind === 'refused') refused++
        if (a.kind !== 'none') break
        resent++
        await sleep(100)
      }
      await sleep(40)
    }
  })
  const chaos = (async () => {
    await sleep(8_000)
    kills.push('api')
    await opts.killApi()
    await sleep(3_000)
    kills.push('worker')
    await opts.killWorker()
  })()
  await Promise.all([...clients, chaos])

  // Wait for every lot to be decided by the sweeper and the closing jobs.
  const undecided = async () =>
    (
      await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM auction_lots WHERE auction_id = $1 AND status IN ('upcoming', 'open')`,
        [auction.id],
      )
    ).rows[0].n
  await waitFor(async () => (await undecided()) === 0, 'every chaos lot to close', 120_000).catch(
    () => undefined,
  )

  const log = (
    await pool.query<{
      lot_id: number
      bidder_id: string
      max_bid_cents: string
      headroom_cents: string | null
      accepted: boolean
      created_at: Date
      idempotency_key: string
    }>(
      `SELECT lot_id, bidder_id, max_bid_cents, headroom_cents, accepted, created_at, idempotency_key
       FROM auction_bids WHERE lot_id = ANY($1) ORDER BY id`,
      [auction.lotIds],
    )
  ).rows.map((r): LogBid => ({
    lotId: r.lot_id,
    bidderId: r.bidder_id,
    maxBidCents: Number(r.max_bid_cents),
    headroomCents: r.headroom_cents === null ? null : Number(r.headroom_cents),
    accepted: r.accepted,
    atMs: r.created_at.getTime(),
    idempotencyKey: r.idempotency_key,
  }))
  const stored: StoredLot[] = []
  for (const id of auction.lotIds) {
    const lot = (await readLot(opts.database.db, id)) as OnlineLot
    stored.push({ lotId: id, terms: lotTerms(lot), state: lotState(lot), status: lot.status })
  }
  const missing = missingAcknowledged(acknowledged, log)
  const mismatches = replayMismatches(stored, log)

  // Closings: a sold lot's sale, audit entry and won mail (to the leader), an unsold lot's decision.
  const sold = await pool.query<{
    lot_id: number
    sales: number
    audits: number
    won: number
    won_by_leader: number
  }>(
    `SELECT l.id AS lot_id,
       (SELECT count(*)::int FROM completed_sales s WHERE s.listing_id = l.listing_id AND s.channel = 'auction') AS sales,
       (SELECT count(*)::int FROM audit_log a WHERE a.action = 'listing.markSold'
          AND (a.after->>'auctionLotId')::int = l.id) AS audits,
       (SELECT count(*)::int FROM outbox o WHERE o.topic = 'auctions.mail'
          AND o.payload->>'kind' = 'won' AND (o.payload->>'lotId')::int = l.id) AS won,
       (SELECT count(*)::int FROM outbox o WHERE o.topic = 'auctions.mail'
          AND o.payload->>'kind' = 'won' AND (o.payload->>'lotId')::int = l.id
          AND o.payload->>'userId' = l.leader_id) AS won_by_leader
     FROM auction_lots l WHERE l.auction_id = $1 AND l.status = 'sold'`,
    [auction.id],
  )
  const closings = new Map<number, number>()
  const mailProblems: string[] = []
  for (const r of sold.rows) {
    closings.set(r.lot_id, Math.max(r.sales, r.audits))
    if (r.sales !== r.audits)
      mailProblems.push(`lot ${r.lot_id}: ${r.sales} sales, ${r.audits} audits`)
    if (r.won !== 1 || r.won_by_leader !== 1)
      mailProblems.push(`lot ${r.lot_id}: ${r.won} won mails, ${r.won_by_leader} to the winner`)
  }
  for (const s of stored) {
    if (s.status === 'unsold') closings.set(s.lotId, 1)
  }
  // Outbid mails: one per loss of the lead in the replayed log.
  const owed = replayedOutbids(stored, log)
  const outbid = await pool.query<{ lot_id: number; n: number }>(
    `SELECT (payload->>'lotId')::int AS lot_id, count(*)::int AS n FROM outbox
     WHERE topic = 'auctions.mail' AND payload->>'kind' = 'outbid'
       AND (payload->>'lotId')::int = ANY($1) GROUP BY 1`,
    [auction.lotIds],
  )
  const sent = new Map(outbid.rows.map((r) => [r.lot_id, r.n]))
  for (const [lotId, n] of owed) {
    if ((sent.get(lotId) ?? 0) !== n)
      mailProblems.push(`lot ${lotId}: ${sent.get(lotId) ?? 0} outbid mails, ${n} owed`)
  }
  const outbidOwed = [...owed.values()].reduce((a, b) => a + b, 0)
  const problems = closingProblems(auction.lotIds, closings)
  const soldCount = sold.rows.length
  const summary = `${sentBids} bids sent (${resent} resent after no answer), ${acknowledged.size} acknowledged, ${refused} refused; kill -9 of ${kills.join(' then ')}`
  return [
    {
      name: 'chaos: every acknowledged bid is in the bid log',
      ok: missing.length === 0 && acknowledged.size > 0,
      detail: `${missing.length} missing of ${acknowledged.size}; ${summary}`,
    },
    {
      name: 'chaos: the replayed bid log gives the stored lots and winners',
      ok: mismatches.length === 0,
      detail: mismatches.length
        ? mismatches.slice(0, 5).join('; ')
        : `${stored.length} lots, ${log.length} logged bids, ${soldCount} sold`,
    },
    {
      name: 'chaos: every lot closes once',
      ok: problems.length === 0,
      detail: problems.length
        ? problems.slice(0, 5).join('; ')
        : `${stored.length} lots closed: ${soldCount} sold (one sale and one audit entry each), ${stored.length - soldCount} unsold`,
    },
    {
      name: 'chaos: one won mail per sold lot (to the winner), one outbid mail per loss of the lead',
      ok: mailProblems.length === 0,
      detail: mailProblems.length
        ? mailProblems.slice(0, 5).join('; ')
        : `${soldCount} won mails, ${outbidOwed} outbid mails as the replayed log owes (in the outbox)`,
    },
  ]
}
