import { and, eq, sql } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import { auctionBids } from '../../db/schema'
import { enqueueOutbox } from '../outbox/outbox'
import type { Tx } from './lot-state'

/**
 * Issue 34, point 4: the auction mails, each through the outbox in the transaction that changes
 * what it reports, with a dedupe key that makes a retried or concurrent writer enqueue it once
 * (the job, jobs/handlers/auction-mail.ts, sends it in the recipient's language with the same key,
 * so a retried job mails once too).
 *
 * | kind            | enqueued by                                   | dedupe key (one mail per)          |
 * | --------------- | --------------------------------------------- | ---------------------------------- |
 * | `outbid`        | `placeBid`, when the lot's leader changes     | the bid that took the lead         |
 * | `closingSoon`   | the sweeper, a watched lot within the hour    | lot, watcher, scheduled close      |
 * | `won` / `lost`  | `closeLot`, a lot it sold                     | lot, bidder, kind                  |
 * | `reserveNotMet` | `closeLot`, a lot it closed unsold with bids  | lot, bidder, kind                  |
 */
export const AUCTION_MAIL_TOPIC = 'auctions.mail'

export const AUCTION_MAIL_KINDS = ['outbid', 'closingSoon', 'won', 'lost', 'reserveNotMet'] as const
export type AuctionMailKind = (typeof AUCTION_MAIL_KINDS)[number]

/** The job's payload: ids only (decision 020). */
export interface AuctionMailPayload {
  kind: AuctionMailKind
  lotId: number
  userId: string
  /** outbid: the bid that took the lead (its price is the mail's). */
  bidId?: number
  /** closingSoon: the scheduled close the reminder is for, in epoch microseconds. */
  closeMicros?: number
}

/** The outbox's and the sent message's key: the same mail is one mail however often it is asked. */
export function auctionMailDedupeKey(p: AuctionMailPayload): string {
  switch (p.kind) {
    case 'outbid':
      return `auction-mail:outbid:${p.bidId}`
    case 'closingSoon':
      return `auction-mail:closing-soon:${p.lotId}:${p.userId}:${p.closeMicros}`
    default:
      return `auction-mail:${p.kind}:${p.lotId}:${p.userId}`
  }
}

async function enqueueAuctionMail(tx: Pick<Tx, 'insert'>, p: AuctionMailPayload): Promise<void> {
  const payload: Record<string, unknown> = { kind: p.kind, lotId: p.lotId, userId: p.userId }
  if (p.bidId !== undefined) payload.bidId = p.bidId
  if (p.closeMicros !== undefined) payload.closeMicros = p.closeMicros
  await enqueueOutbox(tx, AUCTION_MAIL_TOPIC, payload, auctionMailDedupeKey(p))
}

/**
 * In the bid's transaction: the leader before the bid lost the lead to someone else (a leader
 * raising their own maximum, or a bid that leaves the leader in front, changes no leader and mails
 * nobody). Keyed by the bid: exactly one mail per loss of the lead.
 */
export async function enqueueOutbidMail(
  tx: Pick<Tx, 'insert'>,
  lead: { lotId: number; bidId: number; before: string | null; after: string | null },
): Promise<void> {
  if (lead.before === null || lead.before === lead.after) return
  await enqueueAuctionMail(tx, {
    kind: 'outbid',
    lotId: lead.lotId,
    userId: lead.before,
    bidId: lead.bidId,
  })
}

/**
 * In the closing's transaction, once the lot is decided (only then: a closing that found it
 * decided enqueues nothing): sold, the buyer is mailed that they won and every other bidder that
 * they lost; unsold with bids, every bidder that the reserve was not met. Bidders are those with an
 * accepted bid.
 */
export async function enqueueClosingMails(
  tx: Pick<Tx, 'insert' | 'selectDistinct'>,
  lotId: number,
  outcome: { sold: true; buyerId: string } | { sold: false },
): Promise<void> {
  const rows = await tx
    .selectDistinct({ bidderId: auctionBids.bidderId })
    .from(auctionBids)
    .where(and(eq(auctionBids.lotId, lotId), eq(auctionBids.accepted, true)))
    .orderBy(auctionBids.bidderId)
  const bidders = rows.map((r) => r.bidderId)
  for (const userId of bidders) {
    const kind: AuctionMailKind = !outcome.sold
      ? 'reserveNotMet'
      : userId === outcome.buyerId
        ? 'won'
        : 'lost'
    await enqueueAuctionMail(tx, { kind, lotId, userId })
  }
}

/** How long before a lot's close its watchers are reminded. */
export const CLOSING_SOON_MS = 3_600_000

/**
 * The sweeper's reminder (every scheduler tick): one mail to each watcher of each lot not closed
 * yet whose close in force is within the next hour, by the database's clock. Keyed by lot, watcher
 * and the lot's scheduled close: a soft-close extension in the last minutes moves the close in
 * force again and again, and must not mail the watchers each time; a lot staff reschedule is
 * reminded again. Answers how many reminders it enqueued (a repeated one included).
 */
export async function enqueueClosingSoonMails(deps: Pick<AppDeps, 'database'>): Promise<number> {
  const due = await deps.database.rows<{
    lot_id: number
    user_id: string
    micros: string | number
  }>(sql`
    SELECT w.lot_id, w.user_id,
      (extract(epoch FROM l.scheduled_close_at) * 1000000)::bigint AS micros
    FROM auction_lots l
    JOIN auctions a ON a.id = l.auction_id
    JOIN auction_watches w ON w.lot_id = l.id
    WHERE l.status IN ('upcoming', 'open') AND l.starting_bid_cents IS NOT NULL
      AND l.closes_at IS NOT NULL AND l.scheduled_close_at IS NOT NULL
      AND a.starts_at <= clock_timestamp()
      AND l.closes_at > clock_timestamp()
      AND l.closes_at <= clock_timestamp() + make_interval(secs => ${CLOSING_SOON_MS / 1000})
    ORDER BY l.closes_at, w.lot_id, w.user_id
    LIMIT 5000`)
  if (!due.length) return 0
  await deps.database.db.transaction(async (tx) => {
    for (const row of due) {
      await enqueueAuctionMail(tx, {
        kind: 'closingSoon',
        lotId: row.lot_id,
        userId: row.user_id,
        closeMicros: Number(row.micros),
      })
    }
  })
  return due.length
}
