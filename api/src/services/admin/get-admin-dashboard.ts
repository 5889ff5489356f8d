import {
  DASHBOARD_LIST_SIZE,
  DASHBOARD_LISTING_LISTS,
  LEAD_OVERDUE_HOURS,
} from '@ironyard/contract/console-work'
import { and, asc, count, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import {
  auctionLots,
  auctions,
  leads,
  LISTING_STATUSES,
  listings,
  type LeadType,
  type ListingStatus,
} from '../../db/schema'
import type { Locale } from '../../lib/locale'
import type { ListingScope } from '../listing-admin/listing-scope'
import {
  consoleListingOrder,
  consoleListingWhere,
  type ConsoleListingFilter,
} from './console-listing-query'
import { consoleListingRows, consoleTitle } from './list-admin-listings'
import { leadScopeCondition } from './list-admin-leads'

export interface AdminDashboard {
  /** Every listing state (spec §4) with its count, in the spec's order; zero counts included. */
  listingsByStatus: Array<{ status: ListingStatus; count: number }>
  /** Leads nobody has marked contacted yet. */
  leadsWaiting: number
  /** Leads received in the last 7 days. */
  leadsLastWeek: number
  /** The oldest waiting lead's age in hours (null when none waits). */
  oldestWaitingHours: number | null
}

const WEEK_MS = 7 * 24 * 3_600_000

/**
 * Listings by state in the spec's order, zero counts included: every listing, or one seller's
 * (a partner's pages, issue 15). The dashboard and myPartnerSeller read this one query.
 */
export async function countListingsByStatus(
  deps: Pick<AppDeps, 'database'>,
  sellerId?: number,
): Promise<Array<{ status: ListingStatus; count: number }>> {
  const byStatus = await deps.database.db
    .select({ status: listings.status, count: count() })
    .from(listings)
    .where(sellerId === undefined ? undefined : eq(listings.sellerId, sellerId))
    .groupBy(listings.status)
  const counts = new Map(byStatus.map((r) => [r.status, Number(r.count)]))
  return LISTING_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }))
}

/**
 * The console's first screen (issue 14): listings by state, and the leads that wait for staff.
 * Counts only: indexes on listings(status, …) and the partial index on waiting leads keep it
 * fast at a million listings. Who may call it is the schema's business (`@requireAuth(roles)`).
 */
export async function getAdminDashboard(
  deps: Pick<AppDeps, 'database' | 'now'>,
): Promise<AdminDashboard> {
  const { db } = deps.database
  const now = deps.now()
  const [listingsByStatus, [waiting], [week]] = await Promise.all([
    countListingsByStatus(deps),
    db
      .select({ count: count(), oldest: sql<Date | string | null>`min(${leads.createdAt})` })
      .from(leads)
      .where(isNull(leads.contactedAt)),
    db
      .select({ count: count() })
      .from(leads)
      .where(gte(leads.createdAt, new Date(now.getTime() - WEEK_MS))),
  ])
  const oldest = waiting.oldest ? new Date(waiting.oldest) : null
  return {
    listingsByStatus,
    leadsWaiting: Number(waiting.count),
    leadsLastWeek: Number(week.count),
    oldestWaitingHours: oldest
      ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 3_600_000))
      : null,
  }
}

/** One listing of a dashboard list. */
export interface WorkListing {
  stockNumber: string
  title: string
  status: ListingStatus
  daysOnMarket: number | null
  advertisedPriceCents: number
  updatedAt: Date
}
/** A dashboard list: how many in all (its table's count), and the first few. */
export interface WorkList<T> {
  count: number
  nodes: T[]
}
export interface WorkLead {
  id: string
  type: LeadType
  name: string | null
  email: string
  stockNumber: string | null
  createdAt: Date
}
export interface WorkLot {
  auctionSlug: string
  auctionName: string
  lotId: string
  lotNumber: number
  title: string
  closesAt: Date
  stockNumber: string | null
}

/** The work a console opens on (issue 36, point 9), each list as the table it links to. */
export interface ConsoleWork {
  drafts: WorkList<WorkListing>
  noPhotos: WorkList<WorkListing>
  noInspection: WorkList<WorkListing>
  over60Days: WorkList<WorkListing>
  reducedThisWeek: WorkList<WorkListing>
  leadsOverdue: WorkList<WorkLead>
  lotsClosingToday: WorkList<WorkLot>
}

const HOUR_MS = 3_600_000

/**
 * The dashboard's work lists (issue 36, point 9), in a scope: staff see every listing, lead and
 * lot; a partner member their seller's (its listings, the leads on them, the lots of them).
 * Drafts; listings without photos or an inspection; on the market over 60 days; cut this week;
 * leads waiting over 24 hours, oldest first; auction lots closing today (the auction's own day,
 * in its time zone), soonest first.
 */
export async function getConsoleWork(
  deps: Pick<AppDeps, 'database' | 'now'>,
  scope: ListingScope,
  locale: Locale,
): Promise<ConsoleWork> {
  const { db } = deps.database
  const now = deps.now()
  const listingList = async (f: ConsoleListingFilter): Promise<WorkList<WorkListing>> => {
    const cond = await consoleListingWhere(deps, scope, f)
    const [rows, [n]] = await Promise.all([
      consoleListingRows(deps, locale, now)
        .where(cond)
        .orderBy(...consoleListingOrder(f.sort ?? 'updated', now, false))
        .limit(DASHBOARD_LIST_SIZE),
      db
        .select({ n: count() })
        .from(listings)
        .where(cond ?? sql`true`),
    ])
    return {
      count: Number(n.n),
      nodes: rows.map((r) => ({
        stockNumber: r.stockNumber,
        title: consoleTitle(r),
        status: r.status,
        daysOnMarket: r.daysOnMarket,
        advertisedPriceCents: r.advertisedPriceCents,
        updatedAt: r.updatedAt,
      })),
    }
  }
  const overdue: SQL = and(
    isNull(leads.contactedAt),
    lt(leads.createdAt, new Date(now.getTime() - LEAD_OVERDUE_HOURS * HOUR_MS)),
    leadScopeCondition(scope),
  )!
  const closing: SQL = and(
    inArray(auctionLots.status, ['upcoming', 'open']),
    gte(auctionLots.closesAt, now),
    sql`(${auctionLots.closesAt} AT TIME ZONE ${auctions.timeZone})::date = (${now.toISOString()}::timestamptz AT TIME ZONE ${auctions.timeZone})::date`,
    scope.kind === 'all' ? undefined : eq(listings.sellerId, scope.sellerId),
  )!
  const lotsFrom = () =>
    db
      .select({
        slug: auctions.slug,
        nameEn: auctions.nameEn,
        nameEs: auctions.nameEs,
        lotId: auctionLots.id,
        lotNumber: auctionLots.lotNumber,
        title: auctionLots.title,
        closesAt: auctionLots.closesAt,
        stockNumber: listings.stockNumber,
      })
      .from(auctionLots)
      .innerJoin(auctions, eq(auctions.id, auctionLots.auctionId))
      .leftJoin(listings, eq(listings.id, auctionLots.listingId))
      .where(closing)
  const [drafts, noPhotos, noInspection, over60Days, reducedThisWeek] = await Promise.all(
    (['drafts', 'noPhotos', 'noInspection', 'over60Days', 'reducedThisWeek'] as const).map((k) =>
      listingList(DASHBOARD_LISTING_LISTS[k]),
    ),
  )
  const [leadRows, [leadCount], lotRows, [lotCount]] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(overdue)
      .orderBy(asc(leads.createdAt), asc(leads.id))
      .limit(DASHBOARD_LIST_SIZE),
    db.select({ n: count() }).from(leads).where(overdue),
    lotsFrom().orderBy(asc(auctionLots.closesAt), asc(auctionLots.id)).limit(DASHBOARD_LIST_SIZE),
    db
      .select({ n: count() })
      .from(auctionLots)
      .innerJoin(auctions, eq(auctions.id, auctionLots.auctionId))
      .leftJoin(listings, eq(listings.id, auctionLots.listingId))
      .where(closing),
  ])
  return {
    drafts,
    noPhotos,
    noInspection,
    over60Days,
    reducedThisWeek,
    leadsOverdue: {
      count: Number(leadCount.n),
      nodes: leadRows.map((l) => ({
        id: String(l.id),
        type: l.type,
        name: [l.firstName, l.lastName].filter(Boolean).join(' ') || null,
        email: l.email,
        stockNumber: l.stockNumber,
        createdAt: l.createdAt,
      })),
    },
    lotsClosingToday: {
      count: Number(lotCount.n),
      nodes: lotRows.map((r) => ({
        auctionSlug: r.slug,
        auctionName: locale === 'es' ? r.nameEs : r.nameEn,
        lotId: String(r.lotId),
        lotNumber: r.lotNumber,
        title: r.title,
        closesAt: r.closesAt!,
        stockNumber: r.stockNumber,
      })),
    },
  }
}
