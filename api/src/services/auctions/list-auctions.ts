import { isAuctionSlug, type AuctionFormat } from '@ironyard/contract/auctions'
import type { ListingStatus } from '@ironyard/contract/listing-enums'
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { AppDeps, Locale } from '../../context'
import { auctionLots, auctions, listings, makes } from '../../db/schema'

/** Where an auction stands against the clock. */
export type AuctionStatus = 'upcoming' | 'live' | 'past'

/** An auction of the group's calendar in the visitor's language. */
export interface AuctionView {
  id: number
  slug: string
  name: string
  description: string
  format: AuctionFormat
  startsAt: Date
  endsAt: Date
  timeZone: string
  venue: string | null
  city: string
  state: string
  lotCount: number
  status: AuctionStatus
  updatedAt: Date
  /** Issue 34: lots close this many seconds apart. */
  lotIntervalSeconds: number
  /** Issue 34: a bid this close to a lot's close moves it. */
  softCloseSeconds: number
}

/** A lot, with the marketplace listing of the machine when there is one. */
export interface AuctionLotView {
  id: number
  lotNumber: number
  title: string
  listing: {
    stockNumber: string
    year: number
    makeName: string
    model: string
    status: ListingStatus
  } | null
}

export const auctionStatus = (a: { startsAt: Date; endsAt: Date }, now: Date): AuctionStatus =>
  now < a.startsAt ? 'upcoming' : now < a.endsAt ? 'live' : 'past'

type Row = typeof auctions.$inferSelect

function view(row: Row, lotCount: number, locale: Locale, now: Date): AuctionView {
  return {
    id: row.id,
    slug: row.slug,
    name: locale === 'es' ? row.nameEs : row.nameEn,
    description: locale === 'es' ? row.descriptionEs : row.descriptionEn,
    format: row.format,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    timeZone: row.timeZone,
    venue: row.venue,
    city: row.city,
    state: row.state,
    lotCount,
    status: auctionStatus(row, now),
    updatedAt: row.updatedAt,
    lotIntervalSeconds: row.lotIntervalSeconds,
    softCloseSeconds: row.softCloseSeconds,
  }
}

async function lotCounts(deps: Pick<AppDeps, 'database'>, ids: number[]) {
  if (!ids.length) return new Map<number, number>()
  const rows = await deps.database.db
    .select({ auctionId: auctionLots.auctionId, n: sql<number>`count(*)::int` })
    .from(auctionLots)
    .where(inArray(auctionLots.auctionId, ids))
    .groupBy(auctionLots.auctionId)
  return new Map(rows.map((r) => [r.auctionId, r.n]))
}

/** The whole calendar, by start (upcoming and past: the page splits them). */
export async function listAuctions(
  deps: Pick<AppDeps, 'database' | 'now'>,
  locale: Locale,
): Promise<AuctionView[]> {
  const rows = await deps.database.db
    .select()
    .from(auctions)
    .orderBy(asc(auctions.startsAt), asc(auctions.id))
  const counts = await lotCounts(
    deps,
    rows.map((r) => r.id),
  )
  const now = deps.now()
  return rows.map((r) => view(r, counts.get(r.id) ?? 0, locale, now))
}

/** One auction by slug; null for an unknown (or malformed) slug: the page answers 404. */
export async function getAuction(
  deps: Pick<AppDeps, 'database' | 'now'>,
  slug: string,
  locale: Locale,
): Promise<AuctionView | null> {
  if (!isAuctionSlug(slug)) return null
  const [row] = await deps.database.db.select().from(auctions).where(eq(auctions.slug, slug))
  if (!row) return null
  const counts = await lotCounts(deps, [row.id])
  return view(row, counts.get(row.id) ?? 0, locale, deps.now())
}

/** An auction's lots by lot number, with their listings where the marketplace has them. */
export async function listAuctionLots(
  deps: Pick<AppDeps, 'database'>,
  auctionId: number,
): Promise<AuctionLotView[]> {
  return lotViews(deps, eq(auctionLots.auctionId, auctionId))
}

/** One lot by id (issue 34's lot page), null when there is none. */
export async function getAuctionLotView(
  deps: Pick<AppDeps, 'database'>,
  lotId: number,
): Promise<AuctionLotView | null> {
  const [lot] = await lotViews(deps, eq(auctionLots.id, lotId))
  return lot ?? null
}

async function lotViews(deps: Pick<AppDeps, 'database'>, where: SQL): Promise<AuctionLotView[]> {
  const rows = await deps.database.db
    .select({
      id: auctionLots.id,
      lotNumber: auctionLots.lotNumber,
      title: auctionLots.title,
      stockNumber: listings.stockNumber,
      year: listings.year,
      makeName: makes.name,
      model: listings.model,
      status: listings.status,
    })
    .from(auctionLots)
    .leftJoin(listings, eq(listings.id, auctionLots.listingId))
    .leftJoin(makes, eq(makes.id, listings.makeId))
    .where(where)
    .orderBy(asc(auctionLots.lotNumber))
  return rows.map((r) => ({
    id: r.id,
    lotNumber: r.lotNumber,
    title: r.title,
    listing:
      r.stockNumber && r.year !== null && r.makeName && r.model && r.status
        ? {
            stockNumber: r.stockNumber,
            year: r.year,
            makeName: r.makeName,
            model: r.model,
            status: r.status,
          }
        : null,
  }))
}
