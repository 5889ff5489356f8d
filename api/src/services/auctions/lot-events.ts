import {
  minimumNextBidCents,
  reserveMet,
  type LotState,
} from '@ironyard/contract/auctions/proxy-bidding'
import { and, asc, eq, gt } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import type { Database } from '../../db/client'
import { auctionBids } from '../../db/schema'
import { lotEventBus, type LotUpdate } from './lot-event-bus'
import { isOnlineLot, lotState, readLot, shownStatus } from './lot-state'

export type { LotUpdate } from './lot-event-bus'

/** What publishing needs: the database (one read), the configuration (Redis), a logger, the clock. */
export type LotEventDeps = Pick<AppDeps, 'database' | 'env' | 'logger' | 'now'>

/**
 * Issue 34, `Subscription.lotUpdated`: tell every watcher of the lot (in every api process,
 * through Redis when configured) what the lot shows now. Call it AFTER the transaction that changed
 * the lot has committed: a placed bid (accepted, not an idempotent replay), a closing that decided
 * the lot, a withdrawal. Reads the lot once (its row, then only the accepted bids this process has
 * not seen yet: the bidder numbers and the newest entry) and publishes. It never throws: the change is already committed,
 * and a watcher that misses an update gets the whole state with the next one (a failure is logged).
 * `extended`: this change moved the lot's close (the soft close).
 */
export async function publishLotUpdated(
  deps: LotEventDeps,
  lotId: number,
  opts: { extended?: boolean } = {},
): Promise<void> {
  try {
    const update = await readLotUpdate(deps, lotId, opts.extended ?? false)
    if (update) await lotEventBus(deps).publish(update)
  } catch (err) {
    deps.logger.warn({ err: (err as Error).message, lotId }, 'lot update not published')
  }
}

/** The lot's public state as an update; null for an unknown lot or one without online bidding. */
export async function readLotUpdate(
  deps: Pick<AppDeps, 'database' | 'now'>,
  lotId: number,
  extended = false,
): Promise<LotUpdate | null> {
  const lot = await readLot(deps.database.db, lotId)
  if (!lot || !isOnlineLot(lot)) return null
  const history = await lotHistory(deps.database, lotId)
  const last = history.newest
  const state = lotState(lot)
  return {
    lotId: String(lot.id),
    status: shownStatus(lot, deps.now()),
    currentBidCents: lot.priceCents,
    minimumNextBidCents: minimumNextBidCents(state),
    bidCount: lot.bidCount,
    closesAt: lot.closesAt.toISOString(),
    reserveMet: reserveMet(state),
    leaderBidderNumber: lot.leaderId === null ? null : (history.numbers.get(lot.leaderId) ?? null),
    lastBidderNumber: last ? (history.numbers.get(last.bidderId) ?? null) : null,
    lastBidAmountCents: last?.priceAfterCents ?? null,
    lastBidAt: last ? last.at.toISOString() : null,
    extended,
  }
}

/** An accepted bid as the public history needs it (ids are the lot's commit order). */
export interface AcceptedBidSeen {
  id: number
  bidderId: string
  priceAfterCents: number | null
  at: Date
}

/** A lot's public history as far as this process has read it: bidder numbers, the newest bid. */
export interface LotHistory {
  /** The last accepted bid read (ids are the lot's commit order: later bids have higher ids). */
  lastId: number
  /** Each bidder's public number, in the order of their first accepted bid (as `bids` numbers). */
  numbers: Map<string, number>
  newest: { bidderId: string; priceAfterCents: number | null; at: Date } | null
}

/** Lots whose history this process keeps (the most recently published). */
const HISTORY_LOTS = 2000
const histories = new WeakMap<Database, Map<number, LotHistory>>()

/**
 * The history this process keeps of the lot (made empty the first time). A bid takes it before its
 * transaction and reads, under the lot's lock, the accepted bids after its `lastId`: with its own
 * bid those complete the history, so its update is published without a read (`publishPlacedBid`).
 */
export function lotHistoryOf(database: Database, lotId: number): LotHistory {
  let lots = histories.get(database)
  if (!lots) histories.set(database, (lots = new Map<number, LotHistory>()))
  const history = lots.get(lotId) ?? { lastId: 0, numbers: new Map(), newest: null }
  lots.delete(lotId)
  lots.set(lotId, history)
  if (lots.size > HISTORY_LOTS) lots.delete(lots.keys().next().value!)
  return history
}

/**
 * Adds accepted bids, in id order, each once: every bid after the history's `lastId` up to the
 * last one given must be among them (two publishes of one lot may give overlapping bids).
 */
function takeIn(history: LotHistory, bids: readonly AcceptedBidSeen[]): void {
  for (const bid of bids) {
    if (bid.id <= history.lastId) continue
    if (!history.numbers.has(bid.bidderId))
      history.numbers.set(bid.bidderId, history.numbers.size + 1)
    history.lastId = bid.id
    history.newest = { bidderId: bid.bidderId, priceAfterCents: bid.priceAfterCents, at: bid.at }
  }
}

/**
 * The lot's bidder numbers and newest bid, read incrementally: only the accepted bids after the
 * last one this process saw (a lot's bid ids are taken under its lock, so a bid committed later
 * never has a lower id). A hot lot's thousandth bid reads one row, not a thousand.
 */
async function lotHistory(database: Database, lotId: number): Promise<LotHistory> {
  const history = lotHistoryOf(database, lotId)
  const rows = await database.db
    .select({
      id: auctionBids.id,
      bidderId: auctionBids.bidderId,
      priceAfterCents: auctionBids.priceAfterCents,
      at: auctionBids.createdAt,
    })
    .from(auctionBids)
    .where(
      and(
        eq(auctionBids.lotId, lotId),
        eq(auctionBids.accepted, true),
        gt(auctionBids.id, history.lastId),
      ),
    )
    .orderBy(asc(auctionBids.id))
  takeIn(history, rows)
  return history
}

/** What an accepted, committed bid knows: the lot after it and the history it completed. */
export interface PlacedBid {
  lotId: number
  /** The lot's state after the bid (the contract's `applyBid`). */
  state: LotState
  bid: AcceptedBidSeen
  /** The history taken before the bid's transaction (`lotHistoryOf`). */
  history: LotHistory
  /** The lot's accepted bids after `history.lastId` read under the lot's lock, before this one. */
  unseen: readonly AcceptedBidSeen[]
  extended: boolean
}

/**
 * `publishLotUpdated` for a bid just committed, without reading the lot again: its state is the
 * bid's, its history the process's plus the bids read under the lock plus this one. Never throws.
 */
export async function publishPlacedBid(deps: LotEventDeps, placed: PlacedBid): Promise<void> {
  try {
    const { history, state, bid } = placed
    takeIn(history, [...placed.unseen, bid])
    const numbers = history.numbers
    const update: LotUpdate = {
      lotId: String(placed.lotId),
      // An accepted bid leaves the lot open (`shownStatus` of a live online lot).
      status: deps.now() < new Date(state.terms.opensAtMs) ? 'upcoming' : 'open',
      currentBidCents: state.priceCents,
      minimumNextBidCents: minimumNextBidCents(state),
      bidCount: state.bidCount,
      closesAt: new Date(state.closesAtMs).toISOString(),
      reserveMet: reserveMet(state),
      leaderBidderNumber: state.leaderId === null ? null : (numbers.get(state.leaderId) ?? null),
      lastBidderNumber: numbers.get(bid.bidderId) ?? null,
      lastBidAmountCents: bid.priceAfterCents,
      lastBidAt: bid.at.toISOString(),
      extended: placed.extended,
    }
    await lotEventBus(deps).publish(update)
  } catch (err) {
    deps.logger.warn(
      { err: (err as Error).message, lotId: placed.lotId },
      'lot update not published',
    )
  }
}
