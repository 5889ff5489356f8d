import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../../src/db/client'
import type { Expectation } from './types'

/**
 * Inventory facts from SQL, independent of any search engine: what is live (status available or
 * coming soon), the facts of a listing, and how many live listings have the facts a query expects.
 */
export const LIVE = sql`l.status IN ('available', 'coming_soon')`

export interface LiveMake {
  slug: string
  name: string
  aliases: string[]
  count: number
}

export interface LiveCategory {
  slug: string
  nameEn: string
  nameEs: string
  singularEn: string
  singularEs: string
  count: number
}

export interface LiveModel {
  make: string
  makeName: string
  model: string
  category: string
  count: number
}

export interface InventoryFacts {
  makes: LiveMake[]
  categories: LiveCategory[]
  models: LiveModel[]
  /** each make's category with the most live listings */
  makeCategory: Map<string, string>
}

export async function inventoryFacts(database: Database): Promise<InventoryFacts> {
  const makes = await database.rows<LiveMake>(sql`
    SELECT m.slug, m.name, m.aliases, count(*)::int AS count
    FROM listings l JOIN makes m ON m.id = l.make_id WHERE ${LIVE}
    GROUP BY m.id ORDER BY count DESC, m.slug`)
  const categories = await database.rows<LiveCategory>(sql`
    SELECT c.slug, c.name_en AS "nameEn", c.name_es AS "nameEs", c.singular_en AS "singularEn",
      c.singular_es AS "singularEs", count(*)::int AS count
    FROM listings l JOIN categories c ON c.id = l.category_id WHERE ${LIVE}
    GROUP BY c.id ORDER BY count DESC, c.slug`)
  const models = await database.rows<LiveModel>(sql`
    SELECT m.slug AS make, m.name AS "makeName", l.model, min(c.slug) AS category,
      count(*)::int AS count
    FROM listings l JOIN makes m ON m.id = l.make_id JOIN categories c ON c.id = l.category_id
    WHERE ${LIVE} GROUP BY m.slug, m.name, l.model HAVING count(*) >= 10
    ORDER BY count DESC, m.slug, l.model`)
  const top = await database.rows<{ make: string; category: string }>(sql`
    SELECT DISTINCT ON (m.slug) m.slug AS make, c.slug AS category
    FROM listings l JOIN makes m ON m.id = l.make_id JOIN categories c ON c.id = l.category_id
    WHERE ${LIVE} GROUP BY m.slug, c.slug ORDER BY m.slug, count(*) DESC, c.slug`)
  return { makes, categories, models, makeCategory: new Map(top.map((r) => [r.make, r.category])) }
}

export interface ListingFacts {
  make: string
  model: string
  category: string
  subcategory: string | null
  state: string
  priceUsd: number
  year: number
  hours: number | null
}

export async function listingFacts(
  database: Database,
  stockNumbers: string[],
): Promise<Map<string, ListingFacts>> {
  if (!stockNumbers.length) return new Map()
  const rows = await database.rows<ListingFacts & { stock: string }>(sql`
    SELECT l.stock_number AS stock, m.slug AS make, l.model, c.slug AS category,
      s.slug AS subcategory, upper(l.state) AS state,
      (l.advertised_price_cents / 100)::float8 AS "priceUsd", l.year, l.hours
    FROM listings l JOIN makes m ON m.id = l.make_id JOIN categories c ON c.id = l.category_id
    LEFT JOIN subcategories s ON s.id = l.taxonomized_sub_category_id
    WHERE l.stock_number IN (${sql.join(
      stockNumbers.map((s) => sql`${s}`),
      sql`, `,
    )})`)
  return new Map(rows.map((r) => [r.stock, r]))
}

export const compact = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')

/** Does a listing have every fact a query expects? */
export function satisfies(f: ListingFacts, e: Expectation): boolean {
  if (e.make !== undefined && f.make !== e.make) return false
  if (e.model !== undefined && !compact(f.model).startsWith(e.model)) return false
  if (e.category !== undefined && f.category !== e.category) return false
  if (e.subcategory !== undefined && f.subcategory !== e.subcategory) return false
  if (e.state !== undefined && f.state !== e.state) return false
  if (e.priceMaxUsd !== undefined && f.priceUsd > e.priceMaxUsd) return false
  if (e.priceMinUsd !== undefined && f.priceUsd < e.priceMinUsd) return false
  if (e.yearMin !== undefined && f.year < e.yearMin) return false
  if (e.yearMax !== undefined && f.year > e.yearMax) return false
  if (e.hoursMax !== undefined && (f.hours === null || f.hours > e.hoursMax)) return false
  return true
}

/** Live listings with every fact a query expects (and `among`, when given), counted in SQL. */
export async function liveCount(database: Database, e: Expectation, among?: SQL): Promise<number> {
  const where: SQL[] = [LIVE]
  if (among) where.push(among)
  if (e.make !== undefined) where.push(sql`m.slug = ${e.make}`)
  if (e.model !== undefined) {
    where.push(
      sql`regexp_replace(lower(unaccent(l.model)), '[^a-z0-9]+', '', 'g') LIKE ${`${e.model}%`}`,
    )
  }
  if (e.category !== undefined) where.push(sql`c.slug = ${e.category}`)
  if (e.subcategory !== undefined) where.push(sql`s.slug = ${e.subcategory}`)
  if (e.state !== undefined) where.push(sql`upper(l.state) = ${e.state}`)
  if (e.priceMaxUsd !== undefined)
    where.push(sql`l.advertised_price_cents <= ${e.priceMaxUsd * 100}`)
  if (e.priceMinUsd !== undefined)
    where.push(sql`l.advertised_price_cents >= ${e.priceMinUsd * 100}`)
  if (e.yearMin !== undefined) where.push(sql`l.year >= ${e.yearMin}`)
  if (e.yearMax !== undefined) where.push(sql`l.year <= ${e.yearMax}`)
  if (e.hoursMax !== undefined) where.push(sql`l.hours <= ${e.hoursMax}`)
  const [row] = await database.rows<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM listings l
    JOIN makes m ON m.id = l.make_id JOIN categories c ON c.id = l.category_id
    LEFT JOIN subcategories s ON s.id = l.taxonomized_sub_category_id
    WHERE ${sql.join(where, sql` AND `)}`)
  return row.n
}
