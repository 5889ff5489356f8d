import { and, asc, desc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm'
import type { AppDeps, CurrentUser, Locale } from '../../context'
import {
  auctionBids,
  auctionLots,
  auctionRegistrations,
  auctions,
  type AuctionLotStatus,
} from '../../db/schema'
import { requireUserId } from '../profile/require-user'

/** Where the caller stands on a lot they bid on (issue 34, "/account lists the user's bids"). */
export type MyBidStanding = 'leading' | 'outbid' | 'won' | 'lost' | 'withdrawn'

export interface MyAuctionBidView {
  lotId: number
  auctionSlug: string
  auctionName: string
  timeZone: string
  lotNumber: number
  title: string
  status: AuctionLotStatus
  standing: MyBidStanding
  /** The caller's highest accepted maximum (a maximum is raised, never lowered). */
  myMaxBidCents: number
  currentBidCents: number | null
  closesAt: Date | null
  lastBidAt: Date
}

/**
 * The caller's standing from the lot's stored state: a lot not yet decided is led or lost so
 * far; a sold lot is won by its leader (the closing job sells to the leader at the shown price);
 * an unsold lot (no bid or the reserve not met) is lost to everyone.
 */
export function standingOf(status: AuctionLotStatus, leading: boolean): MyBidStanding {
  if (status === 'withdrawn') return 'withdrawn'
  if (status === 'sold') return leading ? 'won' : 'lost'
  if (status === 'unsold') return 'lost'
  return leading ? 'leading' : 'outbid'
}

/**
 * Every lot the caller placed an accepted bid on, in one query (their maximum and last bid per
 * lot, grouped in the database, joined to the lot and its auction): live lots first, soonest
 * close first, then decided lots, latest close first.
 */
export async function listMyAuctionBids(
  deps: Pick<AppDeps, 'database' | 'now'>,
  user: CurrentUser | null,
  locale: Locale,
): Promise<MyAuctionBidView[]> {
  const userId = requireUserId(user)
  const mine = deps.database.db
    .select({
      lotId: auctionBids.lotId,
      maxCents: max(auctionBids.maxBidCents).as('max_cents'),
      lastAt: max(auctionBids.createdAt).as('last_at'),
    })
    .from(auctionBids)
    .where(and(eq(auctionBids.bidderId, userId), eq(auctionBids.accepted, true)))
    .groupBy(auctionBids.lotId)
    .as('mine')
  const live = sql`${auctionLots.status} IN ('upcoming', 'open')`
  const rows = await deps.database.db
    .select({
      lotId: auctionLots.id,
      lotNumber: auctionLots.lotNumber,
      title: auctionLots.title,
      status: auctionLots.status,
      closesAt: auctionLots.closesAt,
      priceCents: auctionLots.priceCents,
      leaderId: auctionLots.leaderId,
      slug: auctions.slug,
      nameEn: auctions.nameEn,
      nameEs: auctions.nameEs,
      timeZone: auctions.timeZone,
      startsAt: auctions.startsAt,
      maxCents: mine.maxCents,
      lastAt: mine.lastAt,
    })
    .from(mine)
    .innerJoin(auctionLots, eq(auctionLots.id, mine.lotId))
    .innerJoin(auctions, eq(auctions.id, auctionLots.auctionId))
    .orderBy(
      desc(live),
      sql`CASE WHEN ${live} THEN ${auctionLots.closesAt} END ASC`,
      desc(auctionLots.closesAt),
      asc(auctionLots.id),
    )
  const now = deps.now()
  return rows.map((r) => {
    const status: AuctionLotStatus =
      r.status === 'upcoming' || r.status === 'open'
        ? now < r.startsAt
          ? 'upcoming'
          : 'open'
        : r.status
    return {
      lotId: r.lotId,
      auctionSlug: r.slug,
      auctionName: locale === 'es' ? r.nameEs : r.nameEn,
      timeZone: r.timeZone,
      lotNumber: r.lotNumber,
      title: r.title,
      status,
      standing: standingOf(status, r.leaderId === userId),
      myMaxBidCents: Number(r.maxCents),
      currentBidCents: r.priceCents,
      closesAt: r.closesAt,
      lastBidAt: new Date(r.lastAt as unknown as string | Date),
    }
  })
}

/** Whether the caller registered to bid in the auction (false signed out). */
export async function isRegisteredToBid(
  deps: Pick<AppDeps, 'database'>,
  auctionId: number,
  user: Pick<CurrentUser, 'id'> | null,
): Promise<boolean> {
  if (!user) return false
  const [row] = await deps.database.db
    .select({ at: auctionRegistrations.termsAcceptedAt })
    .from(auctionRegistrations)
    .where(
      and(eq(auctionRegistrations.auctionId, auctionId), eq(auctionRegistrations.userId, user.id)),
    )
  return Boolean(row)
}

/** The live online lot a listing is in, as its equipment page links it. */
export interface ListingAuctionLotView {
  lotId: number
  auctionSlug: string
  auctionName: string
  timeZone: string
  lotNumber: number
  status: AuctionLotStatus
  closesAt: Date
}

/**
 * The live online lot (upcoming or open, closes set) of each listing, in one query for all the
 * listings a request asks about; the soonest close when a machine is in two sales.
 */
export async function liveLotsOfListings(
  deps: Pick<AppDeps, 'database' | 'now'>,
  listingIds: readonly number[],
  locale: Locale,
): Promise<Map<number, ListingAuctionLotView>> {
  const out = new Map<number, ListingAuctionLotView>()
  if (!listingIds.length) return out
  const rows = await deps.database.db
    .select({
      listingId: auctionLots.listingId,
      lotId: auctionLots.id,
      lotNumber: auctionLots.lotNumber,
      closesAt: auctionLots.closesAt,
      slug: auctions.slug,
      nameEn: auctions.nameEn,
      nameEs: auctions.nameEs,
      timeZone: auctions.timeZone,
      startsAt: auctions.startsAt,
    })
    .from(auctionLots)
    .innerJoin(auctions, eq(auctions.id, auctionLots.auctionId))
    .where(
      and(
        inArray(auctionLots.listingId, [...listingIds]),
        sql`${auctionLots.status} IN ('upcoming', 'open')`,
        isNotNull(auctionLots.closesAt),
      ),
    )
    .orderBy(asc(auctionLots.closesAt), asc(auctionLots.id))
  const now = deps.now()
  for (const r of rows) {
    if (r.listingId === null || r.closesAt === null || out.has(r.listingId)) continue
    out.set(r.listingId, {
      lotId: r.lotId,
      auctionSlug: r.slug,
      auctionName: locale === 'es' ? r.nameEs : r.nameEn,
      timeZone: r.timeZone,
      lotNumber: r.lotNumber,
      status: now < r.startsAt ? 'upcoming' : 'open',
      closesAt: r.closesAt,
    })
  }
  return out
}
