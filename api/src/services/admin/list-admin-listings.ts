import { LISTING_STATUSES } from '@ironyard/contract/listing-enums'
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
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

const ORDER = {
  updated: [desc(listings.updatedAt), desc(listings.id)],
  listed: [desc(listings.listedAt), desc(listings.id)],
  price_desc: [desc(listings.advertisedPriceCents), desc(listings.id)],
  price_asc: [asc(listings.advertisedPriceCents), asc(listings.id)],
} as const

/**
 * The console's equipment table (issue 14): every state (drafts and withdrawn ones included), by
 * stock number or make/model start, state and category, sorted, 50 a page with the total.
 */
export async function listAdminListings(
  deps: Pick<AppDeps, 'database'>,
  rawFilter: unknown,
  locale: Locale,
) {
  const f = parseOrThrow(filterSchema, rawFilter ?? {}, locale)
  const where: SQL[] = []
  if (f.status) where.push(eq(listings.status, f.status))
  if (f.categorySlug) where.push(eq(listings.equipmentCategorySlug, f.categorySlug.toLowerCase()))
  if (f.q) {
    const prefix = `${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    where.push(
      or(
        eq(listings.stockNumber, f.q.toUpperCase()),
        ilike(listings.model, prefix),
        ilike(makes.name, prefix),
      )!,
    )
  }
  const cond = where.length ? and(...where) : undefined
  const page = f.page ?? 1
  const { db } = deps.database
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
  const [rows, [total]] = await Promise.all([
    base()
      .where(cond)
      .orderBy(...ORDER[f.sort ?? 'updated'])
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(listings)
      .innerJoin(makes, eq(makes.id, listings.makeId))
      .where(cond ?? sql`true`),
  ])
  return {
    totalCount: Number(total.n),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    nodes: rows.map((r) => ({ ...r, title: `${r.year} ${r.make} ${r.model}` })),
  }
}
