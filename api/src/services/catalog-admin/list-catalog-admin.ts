import { ADMIN_LOG_MAX_PAGE } from '@ironyard/contract/admin-console'
import { asc, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps } from '../../context'
import { categories, subcategories } from '../../db/schema'
import type { Locale } from '../../lib/locale'
import { catalogCounts } from '../catalog/catalog-counts'
import { getSearchRuntime } from '../search/search-runtime'
import { CATALOG_PAGE_SIZE, likeContains, parseCatalogInput } from './catalog-admin-common'
import { findMake } from './save-make'

type ListDeps = Pick<AppDeps, 'database' | 'logger'>

/**
 * adminCategories (issue 14): every category with its subcategories (hidden ones too, with when
 * they were hidden, issue 36), in their sort order, with how many listings a default search finds
 * under each (counted by the in-process index, so it
 * stays cheap at a million listings).
 */
export async function listAdminCategories(deps: ListDeps) {
  const { db } = deps.database
  const { index } = getSearchRuntime(deps)
  const [cats, subs] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    db.select().from(subcategories).orderBy(asc(subcategories.sortOrder), asc(subcategories.id)),
    index.ensureFresh(),
  ])
  const counts = catalogCounts(index)
  return cats.map((c) => ({
    id: c.id,
    slug: c.slug,
    nameEn: c.nameEn,
    nameEs: c.nameEs,
    groupSlug: c.groupSlug,
    sortOrder: c.sortOrder,
    listingCount: counts.byCategory.get(c.id) ?? 0,
    hiddenAt: c.hiddenAt,
    subcategories: subs
      .filter((s) => s.categoryId === c.id)
      .map((s) => ({
        id: s.id,
        slug: s.slug,
        nameEn: s.nameEn,
        nameEs: s.nameEs,
        sortOrder: s.sortOrder,
        listingCount: counts.bySubcategory.get(s.id) ?? 0,
        hiddenAt: s.hiddenAt,
      })),
  }))
}

const page = z.number().int().min(1).max(ADMIN_LOG_MAX_PAGE).nullish()
const makesFilterSchema = z
  .object({
    q: z.string().trim().max(100).nullish(),
    /** A-Z, or '#' for makes that start with a digit or sign. */
    letter: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z#]$/)
      .nullish(),
    page,
  })
  .strict()

/**
 * adminMakes (issue 14): makes by name (or slug, or alias) and first letter, 50 a page in SQL,
 * each with its model count (read through the models' make index, per row of the page only).
 */
export async function listAdminMakes(deps: ListDeps, rawFilter: unknown, locale: Locale) {
  const f = parseCatalogInput(makesFilterSchema, rawFilter ?? {}, locale)
  const where: SQL[] = []
  if (f.letter) where.push(sql`mk.first_letter = ${f.letter}`)
  if (f.q) {
    const p = likeContains(f.q)
    where.push(
      sql`(mk.name ILIKE ${p} OR mk.slug ILIKE ${p} OR array_to_string(mk.aliases, ' ') ILIKE ${p})`,
    )
  }
  const cond = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``
  const n = f.page ?? 1
  const [rows, total] = await Promise.all([
    deps.database.rows<{
      id: number
      slug: string
      name: string
      aliases: string[]
      parent_company: string | null
      featured: boolean
      top_rank: number | null
      model_count: number
    }>(sql`
      SELECT mk.id, mk.slug, mk.name, mk.aliases, mk.parent_company, mk.featured, mk.top_rank,
        (SELECT count(*)::int FROM models m WHERE m.make_id = mk.id) AS model_count
      FROM makes mk ${cond}
      ORDER BY lower(mk.name), mk.id
      LIMIT ${CATALOG_PAGE_SIZE} OFFSET ${(n - 1) * CATALOG_PAGE_SIZE}`),
    deps.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM makes mk ${cond}`),
  ])
  return {
    totalCount: Number(total[0]?.n ?? 0),
    page: n,
    pageSize: CATALOG_PAGE_SIZE,
    nodes: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      aliases: r.aliases ?? [],
      parentCompany: r.parent_company,
      featured: r.featured,
      topRank: r.top_rank,
      modelCount: Number(r.model_count),
    })),
  }
}

const modelsFilterSchema = z
  .object({
    makeSlug: z.string().trim().toLowerCase().min(1).max(100),
    q: z.string().trim().max(100).nullish(),
    page,
  })
  .strict()

/**
 * adminModels (issue 14): one make's models by name or slug, 50 a page in SQL (a make may have
 * thousands of the taxonomy's 70,000+), with category, years, provenance and listings.
 */
export async function listAdminModels(deps: ListDeps, rawFilter: unknown, locale: Locale) {
  const f = parseCatalogInput(modelsFilterSchema, rawFilter ?? {}, locale)
  const make = await findMake(deps.database.db, f.makeSlug)
  const where: SQL[] = [sql`m.make_id = ${make.id}`]
  if (f.q) {
    const p = likeContains(f.q)
    where.push(sql`(m.name ILIKE ${p} OR m.slug ILIKE ${p})`)
  }
  const cond = sql.join(where, sql` AND `)
  const n = f.page ?? 1
  const [nodes, total, all] = await Promise.all([
    adminModelRows(deps, cond, locale, n),
    deps.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM models m WHERE ${cond}`),
    deps.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM models WHERE make_id = ${make.id}`,
    ),
  ])
  return {
    make: {
      id: make.id,
      slug: make.slug,
      name: make.name,
      aliases: make.aliases,
      parentCompany: make.parentCompany,
      featured: make.featured,
      topRank: make.topRank,
      modelCount: Number(all[0]?.n ?? 0),
    },
    totalCount: Number(total[0]?.n ?? 0),
    page: n,
    pageSize: CATALOG_PAGE_SIZE,
    nodes,
  }
}

/** Models as the console's table shows them (one page of `cond`). */
async function adminModelRows(deps: Pick<AppDeps, 'database'>, cond: SQL, locale: Locale, n = 1) {
  const es = locale === 'es'
  const rows = await deps.database.rows<{
    id: number
    slug: string
    name: string
    make_slug: string
    category_slug: string | null
    category_name: string | null
    subcategory_slug: string | null
    subcategory_name: string | null
    year_from: number | null
    year_to: number | null
    provenance: string
    listing_count: number
  }>(sql`
    SELECT m.id, m.slug, m.name, mk.slug AS make_slug, c.slug AS category_slug,
      ${es ? sql`c.name_es` : sql`c.name_en`} AS category_name,
      sc.slug AS subcategory_slug, ${es ? sql`sc.name_es` : sql`sc.name_en`} AS subcategory_name,
      m.year_from, m.year_to, m.provenance,
      (SELECT count(*)::int FROM listings l
        WHERE l.make_id = m.make_id AND l.model_id = m.id) AS listing_count
    FROM models m
    JOIN makes mk ON mk.id = m.make_id
    LEFT JOIN categories c ON c.id = m.category_id
    LEFT JOIN subcategories sc ON sc.id = m.subcategory_id
    WHERE ${cond}
    ORDER BY lower(m.name), m.id
    LIMIT ${CATALOG_PAGE_SIZE} OFFSET ${(n - 1) * CATALOG_PAGE_SIZE}`)
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    makeSlug: r.make_slug,
    categorySlug: r.category_slug,
    categoryName: r.category_name,
    subcategorySlug: r.subcategory_slug,
    subcategoryName: r.subcategory_name,
    yearFrom: r.year_from,
    yearTo: r.year_to,
    provenance: r.provenance,
    listingCount: Number(r.listing_count),
  }))
}

/** One model as the console's table shows it (after a create or an edit). */
export async function adminModelById(deps: Pick<AppDeps, 'database'>, id: number, locale: Locale) {
  const [row] = await adminModelRows(deps, sql`m.id = ${id}`, locale)
  return row
}
