import { count, eq, sql } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import { categories, inspections, listings, makes } from '../../db/schema'
import { parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { ADMIN_LISTING_MAX_PAGE, ADMIN_PAGE_SIZE } from '@ironyard/contract/admin-console'
import type { ListingScope } from '../listing-admin/listing-scope'
import {
  consoleListingFilterSchema,
  consoleListingOrder,
  consoleListingWhere,
  daysOnMarket,
  inspectionJoin,
  PHOTO_COUNT,
} from './console-listing-query'

/**
 * A text search counts its matches up to this many (the 200 pages the table offers): Caterpillar's
 * 200,000 machines took 0.4 s to count exactly at 1M listings, and nobody pages past 10,000. Up
 * to it, the search sorts its matches rather than walking a sort index.
 */
const COUNT_CAP = ADMIN_LISTING_MAX_PAGE * ADMIN_PAGE_SIZE

/** The columns of a console row (the table's and the CSV export's). */
export function consoleListingColumns(locale: Locale, now: Date) {
  return {
    id: listings.id,
    stockNumber: listings.stockNumber,
    year: listings.year,
    make: makes.name,
    model: listings.model,
    serialNumber: listings.serialNumber,
    status: listings.status,
    flair: listings.flair,
    advertisedPriceCents: listings.advertisedPriceCents,
    category: locale === 'es' ? categories.singularEs : categories.singularEn,
    city: listings.city,
    state: listings.state,
    listedAt: listings.listedAt,
    updatedAt: listings.updatedAt,
    daysOnMarket: daysOnMarket(now),
    photoCount: PHOTO_COUNT,
    inspectionCondition: inspections.overallCondition,
  }
}

/** The console's rows of a filter, joined (the table's page and the CSV export read it). */
export function consoleListingRows(deps: Pick<AppDeps, 'database'>, locale: Locale, now: Date) {
  return deps.database.db
    .select(consoleListingColumns(locale, now))
    .from(listings)
    .innerJoin(makes, eq(makes.id, listings.makeId))
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .leftJoin(inspections, inspectionJoin)
}

/** "2019 Caterpillar 336", the title a console row shows. */
export const consoleTitle = (r: { year: number; make: string; model: string }) =>
  `${r.year} ${r.make} ${r.model}`

/**
 * The console's equipment table (issue 14): every state (drafts and withdrawn ones included), by
 * the words of a search, state and category, sorted by a column, 50 a page with the total.
 * A partner member's scope (issue 15) keeps their seller's listings only.
 */
export async function listAdminListings(
  deps: Pick<AppDeps, 'database' | 'now'>,
  scope: ListingScope,
  rawFilter: unknown,
  locale: Locale,
) {
  const f = parseOrThrow(consoleListingFilterSchema, rawFilter ?? {}, locale)
  const now = deps.now()
  const cond = await consoleListingWhere(deps, scope, f)
  const { db } = deps.database
  const page = f.page ?? 1
  const sort = f.sort ?? 'updated'
  const rowsIn = (order: readonly ReturnType<typeof sql>[]) =>
    consoleListingRows(deps, locale, now)
      .where(cond)
      .orderBy(...order)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE)
  let rows: Awaited<ReturnType<typeof rowsIn>>
  let total: number
  let capped = false
  if (f.q) {
    // The count (an index bitmap, stopped at the cap) says whether the matches are few.
    const [c] = await db.select({ n: count() }).from(
      db
        .select({ one: sql`1` })
        .from(listings)
        .where(cond)
        .limit(COUNT_CAP + 1)
        .as('m'),
    )
    capped = Number(c.n) > COUNT_CAP
    total = capped ? COUNT_CAP : Number(c.n)
    rows = await rowsIn(consoleListingOrder(sort, now, !capped))
  } else {
    // Every filter is on listings' own columns: the count needs no join.
    const counted = db
      .select({ n: count() })
      .from(listings)
      .where(cond ?? sql`true`)
    let n: { n: number }
    ;[rows, [n]] = await Promise.all([rowsIn(consoleListingOrder(sort, now, false)), counted])
    total = Number(n.n)
  }
  return {
    totalCount: total,
    totalCapped: capped,
    page,
    pageSize: ADMIN_PAGE_SIZE,
    nodes: rows.map((r) => ({ ...r, title: consoleTitle(r) })),
  }
}
