import { count, eq, gte, isNull, sql } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import { leads, LISTING_STATUSES, listings, type ListingStatus } from '../../db/schema'

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
