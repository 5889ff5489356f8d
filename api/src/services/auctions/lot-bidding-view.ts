import { bidderLabels, bidderNumbers } from '@ironyard/contract/auctions/bidder-labels'
import { minimumNextBidCents, reserveMet } from '@ironyard/contract/auctions/proxy-bidding'
import { and, asc, eq, max } from 'drizzle-orm'
import type { AppDeps, CurrentUser } from '../../context'
import { auctionBids, auctionWatches, type AuctionLotStatus } from '../../db/schema'
import { isOnlineLot, lotState, readLot, shownStatus, type LotRecord } from './lot-state'

type Deps = Pick<AppDeps, 'database' | 'now'>

/** A lot's bidding, as anyone may see it (issue 34, "Must be true" 1). */
export interface LotBiddingView {
  status: AuctionLotStatus
  closesAt: Date | null
  startingBidCents: number | null
  /** The shown price; null before the first bid. */
  currentBidCents: number | null
  minimumNextBidCents: number | null
  bidCount: number
  reserveMet: boolean | null
}

/**
 * One request's reads of lots (the auction page asks each lot for several fields): each lot is
 * read once per request, keyed by the request's context.
 */
const perRequest = new WeakMap<object, Map<number, Promise<LotRecord | null>>>()

export function lotRecordFor(deps: Deps, lotId: number): Promise<LotRecord | null> {
  let lots = perRequest.get(deps)
  if (!lots) {
    lots = new Map()
    perRequest.set(deps, lots)
  }
  let lot = lots.get(lotId)
  if (!lot) {
    lot = readLot(deps.database.db, lotId)
    lots.set(lotId, lot)
  }
  return lot
}

/** Forget this request's reads (after a mutation changed a lot, its answer reads it again). */
export function forgetLotReads(deps: Deps): void {
  perRequest.delete(deps)
  standings.delete(deps)
}

/** The public bidding fields; a lot without online bidding shows only its status and count. */
export async function lotBidding(deps: Deps, lotId: number): Promise<LotBiddingView> {
  const lot = await lotRecordFor(deps, lotId)
  if (!lot) throw new Error(`auction lot ${lotId} vanished during the request`)
  const status = shownStatus(lot, deps.now())
  if (!isOnlineLot(lot)) {
    return {
      status,
      closesAt: null,
      startingBidCents: null,
      currentBidCents: null,
      minimumNextBidCents: null,
      bidCount: lot.bidCount,
      reserveMet: null,
    }
  }
  const state = lotState(lot)
  return {
    status,
    closesAt: lot.closesAt,
    startingBidCents: lot.startingBidCents,
    currentBidCents: lot.priceCents,
    minimumNextBidCents: minimumNextBidCents(state),
    bidCount: lot.bidCount,
    reserveMet: reserveMet(state),
  }
}

/** One accepted bid of the public history: a number for the bidder, never an id or a maximum. */
export interface PublicBidView {
  bidderNumber: number
  /** "Bidder n" (the contract's English label). */
  bidderLabel: string
  /** The price after the bid. */
  amountCents: number
  at: Date
  /** The caller placed it. */
  mine: boolean
}

/**
 * The anonymised history, newest first, at most `limit` bids: bidders are numbered by their first
 * bid over the whole history (the contract's `bidderNumbers`), the amount is the price after each
 * bid (decision 054 point 10).
 */
export async function lotBidHistory(
  deps: Deps,
  lotId: number,
  caller: Pick<CurrentUser, 'id'> | null,
  limit: number,
): Promise<PublicBidView[]> {
  const rows = await deps.database.db
    .select({
      bidderId: auctionBids.bidderId,
      priceAfterCents: auctionBids.priceAfterCents,
      at: auctionBids.createdAt,
    })
    .from(auctionBids)
    .where(and(eq(auctionBids.lotId, lotId), eq(auctionBids.accepted, true)))
    .orderBy(asc(auctionBids.id))
  const numbers = bidderNumbers(rows)
  const labels = bidderLabels(rows)
  const take = Math.max(0, Math.min(limit, 500))
  return rows
    .map((r, i) => ({
      bidderNumber: numbers.get(r.bidderId)!,
      bidderLabel: labels[i],
      amountCents: r.priceAfterCents!,
      at: r.at,
      mine: caller?.id === r.bidderId,
    }))
    .slice(Math.max(0, rows.length - take))
    .reverse()
}

/** The caller's own standing on a lot: their maximum, whether they lead, whether they watch. */
export interface MyLotView {
  myMaxBidCents: number | null
  leading: boolean
  watching: boolean
}

const standings = new WeakMap<object, Map<string, Promise<MyLotView>>>()

/** The caller's standing, read once per request and lot (three fields ask for it). */
export function myLotStanding(
  deps: Deps,
  lotId: number,
  caller: Pick<CurrentUser, 'id'>,
): Promise<MyLotView> {
  let mine = standings.get(deps)
  if (!mine) {
    mine = new Map()
    standings.set(deps, mine)
  }
  const key = `${lotId}:${caller.id}`
  let standing = mine.get(key)
  if (!standing) {
    standing = readStanding(deps, lotId, caller)
    mine.set(key, standing)
  }
  return standing
}

async function readStanding(
  deps: Deps,
  lotId: number,
  caller: Pick<CurrentUser, 'id'>,
): Promise<MyLotView> {
  const lot = await lotRecordFor(deps, lotId)
  // A maximum is raised, never lowered: the caller's maximum is their highest accepted bid.
  const [mine] = await deps.database.db
    .select({ cents: max(auctionBids.maxBidCents) })
    .from(auctionBids)
    .where(
      and(
        eq(auctionBids.lotId, lotId),
        eq(auctionBids.bidderId, caller.id),
        eq(auctionBids.accepted, true),
      ),
    )
  const [watch] = await deps.database.db
    .select({ lotId: auctionWatches.lotId })
    .from(auctionWatches)
    .where(and(eq(auctionWatches.lotId, lotId), eq(auctionWatches.userId, caller.id)))
  return {
    myMaxBidCents: mine?.cents === null || mine?.cents === undefined ? null : Number(mine.cents),
    leading: lot?.leaderId === caller.id,
    watching: Boolean(watch),
  }
}
