import type { AuctionFormat } from '@ironyard/contract/auctions'
import { isAuctionSlug } from '@ironyard/contract/auctions'
import type { BidRefusalReason } from '@ironyard/contract/auctions/bid-refusals'
import type { AuctionLotStatus } from '@ironyard/contract/auctions/lot-status'
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import { auctionBids, auctionLots, auctions, listings, users } from '../../db/schema'
import type { Locale } from '../../lib/locale'
import { auctionStatus, type AuctionStatus } from '../auctions/list-auctions'
import { parseLotId, shownStatus } from '../auctions/lot-state'

/** The most bids a lot's live log shows (newest first). */
export const ADMIN_BID_LOG_MAX = 500

type Deps = Pick<AppDeps, 'database' | 'now'>

export interface AdminAuctionView {
  id: number
  slug: string
  name: string
  nameEn: string
  nameEs: string
  format: AuctionFormat
  status: AuctionStatus
  startsAt: Date
  endsAt: Date
  timeZone: string
  city: string
  state: string
  lotIntervalSeconds: number
  softCloseSeconds: number
  lotCount: number
  liveLotCount: number
  soldLotCount: number
  withdrawnLotCount: number
}

/** A lot as staff see it: the reserve, the leader's e-mail and maximum, the withdrawal. */
export interface AdminLotView {
  id: number
  lotNumber: number
  title: string
  stockNumber: string | null
  status: AuctionLotStatus
  startingBidCents: number | null
  reserveCents: number | null
  currentBidCents: number | null
  bidCount: number
  closesAt: Date | null
  leaderEmail: string | null
  leaderMaxCents: number | null
  closedAt: Date | null
  withdrawnAt: Date | null
  withdrawnReason: string | null
}

const counted = (status: string) =>
  sql<number>`count(${auctionLots.id}) FILTER (WHERE ${auctionLots.status} ${sql.raw(status)})::int`

/** The auctions the console lists (newest start first), each with its lots counted by status. */
async function auctionRows(deps: Deps, locale: Locale, where?: SQL): Promise<AdminAuctionView[]> {
  const rows = await deps.database.db
    .select({
      a: auctions,
      lotCount: sql<number>`count(${auctionLots.id})::int`,
      liveLotCount: counted(`IN ('upcoming', 'open')`),
      soldLotCount: counted(`= 'sold'`),
      withdrawnLotCount: counted(`= 'withdrawn'`),
    })
    .from(auctions)
    .leftJoin(auctionLots, eq(auctionLots.auctionId, auctions.id))
    .where(where)
    .groupBy(auctions.id)
    .orderBy(desc(auctions.startsAt), desc(auctions.id))
  const now = deps.now()
  return rows.map(({ a, ...counts }) => ({
    id: a.id,
    slug: a.slug,
    name: locale === 'es' ? a.nameEs : a.nameEn,
    nameEn: a.nameEn,
    nameEs: a.nameEs,
    format: a.format,
    status: auctionStatus(a, now),
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    timeZone: a.timeZone,
    city: a.city,
    state: a.state,
    lotIntervalSeconds: a.lotIntervalSeconds,
    softCloseSeconds: a.softCloseSeconds,
    ...counts,
  }))
}

/** adminAuctions: every auction of the calendar, newest start first. */
export const listAdminAuctions = (deps: Deps, locale: Locale) => auctionRows(deps, locale)

/** adminAuction: one auction by slug, null for an unknown one. */
export async function getAdminAuction(
  deps: Deps,
  slug: string,
  locale: Locale,
): Promise<AdminAuctionView | null> {
  if (!isAuctionSlug(slug)) return null
  const [one] = await auctionRows(deps, locale, eq(auctions.slug, slug))
  return one ?? null
}

async function lotRows(deps: Deps, where: SQL): Promise<AdminLotView[]> {
  const rows = await deps.database.db
    .select({
      lot: auctionLots,
      opensAt: auctions.startsAt,
      auctionEndsAt: auctions.endsAt,
      softCloseSeconds: auctions.softCloseSeconds,
      stockNumber: listings.stockNumber,
      listingStatus: listings.status,
      leaderEmail: users.email,
    })
    .from(auctionLots)
    .innerJoin(auctions, eq(auctions.id, auctionLots.auctionId))
    .leftJoin(listings, eq(listings.id, auctionLots.listingId))
    .leftJoin(users, eq(users.id, auctionLots.leaderId))
    .where(where)
    .orderBy(asc(auctionLots.lotNumber))
  const now = deps.now()
  return rows.map(({ lot, opensAt, auctionEndsAt, softCloseSeconds, ...r }) => ({
    id: lot.id,
    lotNumber: lot.lotNumber,
    title: lot.title,
    stockNumber: r.stockNumber,
    status: shownStatus(
      { ...lot, opensAt, auctionEndsAt, softCloseSeconds, listingStatus: r.listingStatus },
      now,
    ),
    startingBidCents: lot.startingBidCents,
    reserveCents: lot.reserveCents,
    currentBidCents: lot.priceCents,
    bidCount: lot.bidCount,
    closesAt: lot.closesAt,
    leaderEmail: r.leaderEmail,
    leaderMaxCents: lot.leaderMaxCents,
    closedAt: lot.closedAt,
    withdrawnAt: lot.withdrawnAt,
    withdrawnReason: lot.withdrawnReason,
  }))
}

/** AdminAuction.lots: the auction's lots by lot number. */
export const listAdminLots = (deps: Deps, auctionId: number) =>
  lotRows(deps, eq(auctionLots.auctionId, auctionId))

/** One lot as staff see it (the mutations answer it), null when there is none. */
export async function getAdminLot(deps: Deps, lotId: number): Promise<AdminLotView | null> {
  const [lot] = await lotRows(deps, eq(auctionLots.id, lotId))
  return lot ?? null
}

export interface AdminBidView {
  id: number
  bidderEmail: string
  maxBidCents: number
  accepted: boolean
  refusal: BidRefusalReason | null
  priceAfterCents: number | null
  leadingAfter: boolean
  at: Date
}

/**
 * adminLotBids: a lot's bid log as it is (every bid that reached the lot's lock, refused ones
 * too), newest first, with the bidder's e-mail and maximum: staff only. Null for an unknown lot.
 */
export async function adminLotBids(deps: Deps, rawLotId: unknown, locale: Locale) {
  const lotId = parseLotId(rawLotId)
  if (lotId === null) return null
  const lot = await getAdminLot(deps, lotId)
  if (!lot) return null
  const [auction] = await deps.database.db
    .select({ slug: auctions.slug, nameEn: auctions.nameEn, nameEs: auctions.nameEs })
    .from(auctions)
    .innerJoin(auctionLots, eq(auctionLots.auctionId, auctions.id))
    .where(eq(auctionLots.id, lotId))
  const bids = await deps.database.db
    .select({
      id: auctionBids.id,
      bidderEmail: users.email,
      maxBidCents: auctionBids.maxBidCents,
      accepted: auctionBids.accepted,
      refusal: auctionBids.refusal,
      priceAfterCents: auctionBids.priceAfterCents,
      leadingAfter: auctionBids.leadingAfter,
      at: auctionBids.createdAt,
    })
    .from(auctionBids)
    .innerJoin(users, eq(users.id, auctionBids.bidderId))
    .where(eq(auctionBids.lotId, lotId))
    .orderBy(desc(auctionBids.id))
    .limit(ADMIN_BID_LOG_MAX)
  return {
    auctionSlug: auction.slug,
    auctionName: locale === 'es' ? auction.nameEs : auction.nameEn,
    lot,
    bids: bids satisfies AdminBidView[],
  }
}
