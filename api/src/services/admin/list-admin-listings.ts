import { LISTING_STATUSES } from '@ironyard/contract/listing-enums'
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps } from '../../context'
import { categories, listings, makes } from '../../db/schema'
import { parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import {
  ADMIN_LISTING_MAX_PAGE,
  ADMIN_LISTING_SORTS,
  ADMIN_PAGE_SIZE,
} from '@ironyard/contract/admin-console'
import { listingScopeCondition, type ListingScope } from '../listing-admin/listing-scope'

const filterSchema = z
  .object({
    /** A stock number, or the start of a make or model name. */
    q: z.string().trim().max(80).nullish(),
    status: z.enum(LISTING_STATUSES).nullish(),
    categorySlug: z.string().trim().max(80).nullish(),
    sort: z.enum(ADMIN_LISTING_SORTS).nullish(),
    page: z.number().int().min(1).max(ADMIN_LISTING_MAX_PAGE).nullish(),
  })
  .strict()

/** A start matching more makes than this ("a") keeps the first ones, by name. */
const MAX_MAKES_MATCHED = 500

const ORDER = {
  updated: [desc(listings.updatedAt), desc(listings.id)],
  listed: [desc(listings.listedAt), desc(listings.id)],
  price_desc: [desc(listings.advertisedPriceCents), desc(listings.id)],
  price_asc: [asc(listings.advertisedPriceCents), asc(listings.id)],
} as const

/**
 * The same orders as expressions no index can serve. A search for a make or model start finds a
 * few thousand rows that may all sit far back in the sort index: PostgreSQL then walks that index
 * backwards past hundreds of thousands of rows (0.5 s at 1M listings, scripts/bench/
 * admin-tables.ts) where fetching the matches and sorting them takes milliseconds.
 */
const ORDER_OF_FEW = {
  updated: [sql`${listings.updatedAt} + interval '0 seconds' DESC`, desc(listings.id)],
  listed: [sql`${listings.listedAt} + interval '0 seconds' DESC`, desc(listings.id)],
  price_desc: [sql`${listings.advertisedPriceCents} + 0 DESC`, desc(listings.id)],
  price_asc: [sql`${listings.advertisedPriceCents} + 0 ASC`, asc(listings.id)],
} as const

/**
 * A text search counts its matches up to this many (the 200 pages the table offers): Caterpillar's
 * 200,000 machines took 0.4 s to count exactly at 1M listings, and nobody pages past 10,000. Up
 * to it, the search sorts its matches rather than walking a sort index.
 */
const COUNT_CAP = ADMIN_LISTING_MAX_PAGE * ADMIN_PAGE_SIZE

/**
 * The console's equipment table (issue 14): every state (drafts and withdrawn ones included), by
 * stock number or make/model start, state and category, sorted, 50 a page with the total.
 * A partner member's scope (issue 15) keeps their seller's listings only.
 */
export async function listAdminListings(
  deps: Pick<AppDeps, 'database'>,
  scope: ListingScope,
  rawFilter: unknown,
  locale: Locale,
) {
  const f = parseOrThrow(filterSchema, rawFilter ?? {}, locale)
  const where: SQL[] = []
  // A partner member's table: their seller's listings only.
  const scoped = listingScopeCondition(scope)
  if (scoped) where.push(scoped)
  if (f.status) where.push(eq(listings.status, f.status))
  if (f.categorySlug) where.push(eq(listings.equipmentCategorySlug, f.categorySlug.toLowerCase()))
  const { db } = deps.database
  if (f.q) {
    // A stock number, or the start of a make or model name. Each part can use an index: the
    // stock number's, the makes matching the start (a small table) by make id, and
    // lower(model) LIKE 'start%' (listings_model_prefix_idx); an OR of ILIKEs over a join
    // cannot, and read every row at 1M listings (scripts/bench/admin-tables.ts).
    const prefix = `${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const makeIds = (
      await db
        .select({ id: makes.id })
        .from(makes)
        .where(ilike(makes.name, prefix))
        .orderBy(makes.name)
        .limit(MAX_MAKES_MATCHED)
    ).map((m) => m.id)
    where.push(
      or(
        eq(listings.stockNumber, f.q.toUpperCase()),
        sql`lower(${listings.model}) LIKE ${prefix}`,
        ...(makeIds.length ? [inArray(listings.makeId, makeIds)] : []),
      )!,
    )
  }
  const cond = where.length ? and(...where) : undefined
  const page = f.page ?? 1
  const base = () =>
    db
      .select({
        stockNumber: listings.stockNumber,
        year: listings.year,
        make: makes.name,
        model: listings.model,
        status: listings.status,
        flair: listings.flair,
        advertisedPriceCents: listings.advertisedPriceCents,
        category: locale === 'es' ? categories.singularEs : categories.singularEn,
        city: listings.city,
        state: listings.state,
        listedAt: listings.listedAt,
        updatedAt: listings.updatedAt,
      })
      .from(listings)
      .innerJoin(makes, eq(makes.id, listings.makeId))
      .innerJoin(categories, eq(categories.id, listings.categoryId))
  // Every filter is on listings' own columns: the count needs no join.
  const counted = db
    .select({ n: count() })
    .from(listings)
    .where(cond ?? sql`true`)
  const sort = f.sort ?? 'updated'
  const rowsIn = (order: readonly SQL[]) =>
    base()
      .where(cond)
      .orderBy(...order)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE)
  let rows: Awaited<ReturnType<typeof rowsIn>>
  let total: { n: number }
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
    total = { n: capped ? COUNT_CAP : Number(c.n) }
    rows = await rowsIn(capped ? ORDER[sort] : ORDER_OF_FEW[sort])
  } else {
    ;[rows, [total]] = await Promise.all([rowsIn(ORDER[sort]), counted])
  }
  return {
    totalCount: Number(total.n),
    totalCapped: capped,
    page,
    pageSize: ADMIN_PAGE_SIZE,
    nodes: rows.map((r) => ({ ...r, title: `${r.year} ${r.make} ${r.model}` })),
  }
}
