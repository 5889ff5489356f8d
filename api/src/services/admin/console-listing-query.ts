import {
  ADMIN_LISTING_MAX_PAGE,
  ADMIN_LISTING_SORTS,
  type AdminListingSort,
} from '@ironyard/contract/admin-console'
import {
  LISTING_WORK_FILTERS,
  PRICE_CUT_DAYS,
  STALE_LISTING_DAYS,
  type ListingWorkFilter,
} from '@ironyard/contract/console-work'
import { LISTING_STATUSES } from '@ironyard/contract/listing-enums'
import { NO_BADGE } from '@ironyard/contract/listing-flair'
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps } from '../../context'
import { inspections, listingImages, listings, makes, priceHistory } from '../../db/schema'
import { listingScopeCondition, type ListingScope } from '../listing-admin/listing-scope'

/*
 * The equipment table's filter, search and sorts (issues 14 and 36), read alike by the table and
 * its CSV export: the file holds the rows the table shows, in the same order.
 */

/** The filter's refusals, field by field in the reader's language (the `validation` texts). */
const invalid = 'key:validation.invalid'
const tooLong = 'key:validation.tooLong'

export const consoleListingFilterSchema = z
  .object({
    /**
     * Words (issue 36): each must be part of the stock number, make, model, year, serial number
     * or VIN ("OPS-6225", "Caterpillar 336", "case cx145d"), whatever the case and accents.
     */
    q: z.string().trim().max(80, tooLong).nullish(),
    status: z.enum(LISTING_STATUSES, { error: 'key:validation.search.statusNotPublic' }).nullish(),
    categorySlug: z.string().trim().max(80, tooLong).nullish(),
    /** Work to do (issue 36, the dashboard's lists): no photos, no inspection, stale, cut. */
    work: z.enum(LISTING_WORK_FILTERS, { error: invalid }).nullish(),
    sort: z.enum(ADMIN_LISTING_SORTS, { error: 'key:validation.search.sortUnknown' }).nullish(),
    page: z
      .number({ error: invalid })
      .int(invalid)
      .min(1, invalid)
      .max(ADMIN_LISTING_MAX_PAGE, invalid)
      .nullish(),
  })
  .strict()
export type ConsoleListingFilter = z.output<typeof consoleListingFilterSchema>

/** A word matching more makes than this ("a") keeps the first ones, by name. */
const MAX_MAKES_MATCHED = 500
/** Words past this many are ignored (a pasted paragraph is not a search). */
const MAX_WORDS = 8

/**
 * What a word is searched in, lower-cased and unaccented: the expression of the trigram index
 * listings_console_search_trgm (migration 0040), word for word, so a word anywhere in it is an
 * index lookup at 1M listings. The words never hold a space, so none matches across two fields.
 */
export const CONSOLE_SEARCH_TEXT = sql`immutable_unaccent(lower(${listings.stockNumber} || ' ' || ${listings.year}::text || ' ' || ${listings.model} || ' ' || coalesce(${listings.serialNumber}, '')))`

/** The words of a search, lower-cased without accents (as immutable_unaccent writes them). */
export function searchWords(q: string): string[] {
  const words = q
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
  return [...new Set(words)].slice(0, MAX_WORDS)
}

/** `%` and `_` typed by staff are letters, not patterns. */
const inside = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const DAY_MS = 86_400_000

/**
 * The listings a work filter finds (issue 36, point 9), as of `now`: the unfinished ones (drafts
 * and listings on sale) without a photo or an inspection; the ones on sale listed more than 60
 * days ago; the ones on sale whose price was cut in the last 7 days.
 */
export function listingWorkCondition(work: ListingWorkFilter, now: Date): SQL {
  const unfinished = inArray(listings.status, ['draft', 'available', 'coming_soon'])
  const onSale = inArray(listings.status, ['available', 'coming_soon'])
  switch (work) {
    case 'no_photos':
      return and(
        unfinished,
        sql`NOT EXISTS (SELECT 1 FROM ${listingImages} WHERE ${listingImages.listingId} = ${listings.id})`,
      )!
    case 'no_inspection':
      return and(
        unfinished,
        sql`NOT EXISTS (SELECT 1 FROM ${inspections} WHERE ${inspections.listingId} = ${listings.id})`,
      )!
    case 'over_60_days':
      return and(
        onSale,
        sql`${listings.listedAt} < ${new Date(now.getTime() - STALE_LISTING_DAYS * DAY_MS).toISOString()}::timestamptz`,
      )!
    case 'reduced_this_week':
      return and(
        onSale,
        sql`EXISTS (SELECT 1 FROM ${priceHistory} WHERE ${priceHistory.listingId} = ${listings.id} AND ${priceHistory.reason} = 'reduced' AND ${priceHistory.changedAt} >= ${new Date(now.getTime() - PRICE_CUT_DAYS * DAY_MS).toISOString()}::timestamptz)`,
      )!
  }
}

/**
 * The WHERE of a filter in a scope (a partner member: their seller's listings only). The work
 * filters are as of `deps.now()` (the clock of the request; the wall clock when not given).
 */
export async function consoleListingWhere(
  deps: Pick<AppDeps, 'database'> & Partial<Pick<AppDeps, 'now'>>,
  scope: ListingScope,
  f: ConsoleListingFilter,
): Promise<SQL | undefined> {
  const where: SQL[] = []
  const scoped = listingScopeCondition(scope)
  if (scoped) where.push(scoped)
  if (f.status) where.push(eq(listings.status, f.status))
  if (f.work) where.push(listingWorkCondition(f.work, deps.now?.() ?? new Date()))
  if (f.categorySlug) where.push(eq(listings.equipmentCategorySlug, f.categorySlug.toLowerCase()))
  for (const word of f.q ? searchWords(f.q) : []) {
    // The makes are a small table: the word's makes by id (listings_make_model_idx), OR the word
    // in the listing's own text (the trigram index): PostgreSQL ORs the two bitmaps.
    const makeIds = (
      await deps.database.db
        .select({ id: makes.id })
        .from(makes)
        .where(sql`immutable_unaccent(lower(${makes.name})) LIKE ${inside(word)}`)
        .orderBy(makes.name)
        .limit(MAX_MAKES_MATCHED)
    ).map((m) => m.id)
    where.push(
      or(
        sql`${CONSOLE_SEARCH_TEXT} LIKE ${inside(word)}`,
        ...(makeIds.length ? [inArray(listings.makeId, makeIds)] : []),
      )!,
    )
  }
  return where.length ? and(...where) : undefined
}

/** A listing's photos. */
export const PHOTO_COUNT = sql<number>`(SELECT count(*)::int FROM ${listingImages} WHERE ${listingImages.listingId} = ${listings.id})`

/**
 * Whole days on the market: from listing to sale for a sold machine, to `now` for the others; a
 * draft has never been on it (null).
 */
export const daysOnMarket = (now: Date) =>
  sql<
    number | null
  >`CASE WHEN ${listings.status} = 'draft' THEN NULL ELSE greatest(0, floor(extract(epoch FROM (coalesce(${listings.soldAt}, ${now.toISOString()}::timestamptz) - ${listings.listedAt})) / 86400))::int END`

/** No badge (None, NotSet) sorts after every badge, both ways. */
const NO_BADGE_SQL = sql`(${inArray(listings.flair, [...NO_BADGE])})`

/**
 * The sorts. `few` are the same orders as expressions no index can serve: a search finding a few
 * thousand rows that all sit far back in a sort index made PostgreSQL walk that index backwards
 * past hundreds of thousands of rows (0.5 s at 1M listings, scripts/bench/admin-tables.ts) where
 * fetching the matches and sorting them takes milliseconds. The columns of issue 36 (days,
 * badge, photos, inspection) have no index: they sort the filtered rows.
 */
export function consoleListingOrder(
  sort: AdminListingSort,
  now: Date,
  few: boolean,
): readonly SQL[] {
  const days = daysOnMarket(now)
  const condition = sql`${inspections.overallCondition}`
  switch (sort) {
    case 'updated':
      return few
        ? [sql`${listings.updatedAt} + interval '0 seconds' DESC`, desc(listings.id)]
        : [desc(listings.updatedAt), desc(listings.id)]
    case 'updated_asc':
      return few
        ? [sql`${listings.updatedAt} + interval '0 seconds' ASC`, asc(listings.id)]
        : [asc(listings.updatedAt), asc(listings.id)]
    case 'listed':
      return few
        ? [sql`${listings.listedAt} + interval '0 seconds' DESC`, desc(listings.id)]
        : [desc(listings.listedAt), desc(listings.id)]
    case 'price_desc':
      return few
        ? [sql`${listings.advertisedPriceCents} + 0 DESC`, desc(listings.id)]
        : [desc(listings.advertisedPriceCents), desc(listings.id)]
    case 'price_asc':
      return few
        ? [sql`${listings.advertisedPriceCents} + 0 ASC`, asc(listings.id)]
        : [asc(listings.advertisedPriceCents), asc(listings.id)]
    case 'days_desc':
      return [sql`${days} DESC NULLS LAST`, desc(listings.id)]
    case 'days_asc':
      return [sql`${days} ASC NULLS LAST`, asc(listings.id)]
    case 'badge_asc':
      return [NO_BADGE_SQL, sql`${listings.flair}::text ASC`, asc(listings.id)]
    case 'badge_desc':
      return [NO_BADGE_SQL, sql`${listings.flair}::text DESC`, desc(listings.id)]
    case 'photos_desc':
      return [sql`${PHOTO_COUNT} DESC`, desc(listings.id)]
    case 'photos_asc':
      return [sql`${PHOTO_COUNT} ASC`, asc(listings.id)]
    // The condition enum runs worst to best; listings never inspected come last both ways.
    case 'inspection_desc':
      return [sql`${condition} DESC NULLS LAST`, desc(listings.id)]
    case 'inspection_asc':
      return [sql`${condition} ASC NULLS LAST`, asc(listings.id)]
  }
}

/** The join that gives a row its inspection (one per listing at most). */
export const inspectionJoin = eq(inspections.listingId, listings.id)
