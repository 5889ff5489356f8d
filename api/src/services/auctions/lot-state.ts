import type { BidderMaximum, LotState, LotTerms } from '@ironyard/contract/auctions/proxy-bidding'
import type { ListingStatus } from '@ironyard/contract/listing-enums'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { auctionLots, auctions, listings, type AuctionLotStatus } from '../../db/schema'
import { AppError } from '../../lib/errors'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** A lot row with the terms its auction adds (start, soft close). */
export interface LotRecord {
  id: number
  auctionId: number
  lotNumber: number
  listingId: number | null
  status: AuctionLotStatus
  startingBidCents: number | null
  reserveCents: number | null
  scheduledCloseAt: Date | null
  closesAt: Date | null
  priceCents: number | null
  bidCount: number
  leaderId: string | null
  leaderMaxCents: number | null
  runnerUpId: string | null
  runnerUpMaxCents: number | null
  closedAt: Date | null
  opensAt: Date
  /** The auction's end (a lot without online bidding is decided by it). */
  auctionEndsAt: Date
  /** The status of the lot's listing, when the machine is on the marketplace. */
  listingStatus: ListingStatus | null
  softCloseSeconds: number
}

/** A lot that takes online bids: its starting bid and closes are set. */
export type OnlineLot = LotRecord & {
  startingBidCents: number
  scheduledCloseAt: Date
  closesAt: Date
}

export const isOnlineLot = (lot: LotRecord): lot is OnlineLot =>
  lot.startingBidCents !== null && lot.scheduledCloseAt !== null && lot.closesAt !== null

/** Not closed yet: the closing job (or a withdrawal) has not decided it. */
export const isLive = (status: AuctionLotStatus): boolean =>
  status === 'upcoming' || status === 'open'

const lotColumns = {
  id: auctionLots.id,
  auctionId: auctionLots.auctionId,
  lotNumber: auctionLots.lotNumber,
  listingId: auctionLots.listingId,
  status: auctionLots.status,
  startingBidCents: auctionLots.startingBidCents,
  reserveCents: auctionLots.reserveCents,
  scheduledCloseAt: auctionLots.scheduledCloseAt,
  closesAt: auctionLots.closesAt,
  priceCents: auctionLots.priceCents,
  bidCount: auctionLots.bidCount,
  leaderId: auctionLots.leaderId,
  leaderMaxCents: auctionLots.leaderMaxCents,
  runnerUpId: auctionLots.runnerUpId,
  runnerUpMaxCents: auctionLots.runnerUpMaxCents,
  closedAt: auctionLots.closedAt,
  opensAt: auctions.startsAt,
  auctionEndsAt: auctions.endsAt,
  listingStatus: listings.status,
  softCloseSeconds: auctions.softCloseSeconds,
}

/** The lot's id from a GraphQL `ID`: null for anything but a positive whole number. */
export function parseLotId(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : raw
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null
  const id = Number(text)
  return id <= 2_147_483_647 ? id : null
}

export const lotNotFound = () => new AppError('NOT_FOUND', { messageKey: 'auctions:lot.notFound' })

/**
 * The lot, optionally locked until the transaction ends (`FOR UPDATE` of the lot row only: the
 * auction's row is read, never locked, so bids on its lots do not queue behind each other).
 */
export async function readLot(
  db: Pick<Db, 'select'>,
  lotId: number,
  opts: { lock?: boolean } = {},
): Promise<LotRecord | null> {
  const q = db
    .select(lotColumns)
    .from(auctionLots)
    .innerJoin(auctions, eq(auctions.id, auctionLots.auctionId))
    .leftJoin(listings, eq(listings.id, auctionLots.listingId))
    .where(eq(auctionLots.id, lotId))
  const [row] = opts.lock ? await q.for('update', { of: auctionLots }) : await q
  return row ?? null
}

/** The contract's terms of an online lot. */
export function lotTerms(lot: OnlineLot): LotTerms {
  return {
    startingBidCents: lot.startingBidCents,
    reserveCents: lot.reserveCents,
    opensAtMs: lot.opensAt.getTime(),
    scheduledCloseMs: lot.scheduledCloseAt.getTime(),
    softCloseSeconds: lot.softCloseSeconds,
  }
}

/**
 * The contract's `LotState` from the stored row: the leader and runner-up are the first two
 * ranked maximums, all `applyBid` reads (decision 054, "What the api may rely on").
 */
export function lotState(lot: OnlineLot): LotState {
  const maxima: BidderMaximum[] = []
  if (lot.leaderId !== null && lot.leaderMaxCents !== null) {
    maxima.push({ bidderId: lot.leaderId, maxBidCents: lot.leaderMaxCents })
  }
  if (lot.runnerUpId !== null && lot.runnerUpMaxCents !== null) {
    maxima.push({ bidderId: lot.runnerUpId, maxBidCents: lot.runnerUpMaxCents })
  }
  return {
    terms: lotTerms(lot),
    leaderId: lot.leaderId,
    priceCents: lot.priceCents,
    maxima,
    bidCount: lot.bidCount,
    closesAtMs: lot.closesAt.getTime(),
  }
}

/** The columns that store a `LotState` (its first two maximums). */
export function stateColumns(state: LotState) {
  const [leader, runnerUp] = state.maxima
  return {
    priceCents: state.priceCents,
    bidCount: state.bidCount,
    leaderId: leader?.bidderId ?? null,
    leaderMaxCents: leader?.maxBidCents ?? null,
    runnerUpId: runnerUp?.bidderId ?? null,
    runnerUpMaxCents: runnerUp?.maxBidCents ?? null,
    closesAt: new Date(state.closesAtMs),
  }
}

/**
 * The database's clock, read now (`clock_timestamp()`, not the transaction's start), to the
 * millisecond the contract counts in. Read under the lot's lock, it is the bid's commit time.
 */
export async function databaseNow(tx: Pick<Db, 'execute'>): Promise<Date> {
  const result = await tx.execute<{ at: Date | string }>(
    sql`SELECT date_trunc('milliseconds', clock_timestamp()) AS at`,
  )
  const [row] = (result as { rows: Array<{ at: Date | string }> }).rows
  return new Date(row.at)
}

/**
 * The status a visitor sees: a final status as stored; otherwise upcoming before the auction's
 * start, open after it (an online lot past its close stays open until the closing job decides
 * it; bids there are refused by the close). A lot without online bidding (an onsite sale's) is
 * decided by its auction's end: sold when its listing is sold, unsold otherwise.
 */
export function shownStatus(lot: LotRecord, now: Date): AuctionLotStatus {
  if (!isLive(lot.status)) return lot.status
  if (now < lot.opensAt) return 'upcoming'
  if (isOnlineLot(lot) || now < lot.auctionEndsAt) return 'open'
  return lot.listingStatus === 'sold' ? 'sold' : 'unsold'
}
