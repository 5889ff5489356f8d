import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'

/** What the listing's insights read of it: one row for the deal rating, comparables and all-in cost. */
export interface InsightRow {
  id: number
  make_id: number
  model_id: number | null
  category_id: number
  model: string
  year: number
  hours: number | null
  price: number
  lat: number
  lng: number
  flair: string
  listing_weight: number | null
  model_weight: number | null
  rating: string | null
  value: number | null
  basis: number | null
  rated_at: string | Date | null
}

/** The insight rows of the listings `where` picks (one indexed read). */
function insightRows(database: Database, where: SQL): Promise<InsightRow[]> {
  return database.rows<InsightRow>(sql`
    SELECT l.id, l.make_id, l.model_id, l.category_id, l.model, l.year, l.hours,
      l.advertised_price_cents::float8 AS price, l.lat, l.lng, l.flair::text AS flair,
      CASE WHEN jsonb_typeof(l.specs -> 'operatingWeightLb') = 'number'
           THEN (l.specs ->> 'operatingWeightLb')::float8 END AS listing_weight,
      (SELECT sh.operating_weight_lb FROM spec_sheets sh
        WHERE sh.model_id = l.model_id AND sh.operating_weight_lb > 0) AS model_weight,
      l.deal_rating AS rating, l.market_value_cents::float8 AS value,
      l.deal_basis_count AS basis, l.deal_rated_at AS rated_at
    FROM listings l WHERE ${where}`)
}

/** The listing's row for its insights (one indexed read), or undefined. */
export async function loadInsightRow(
  database: Database,
  listingId: number,
): Promise<InsightRow | undefined> {
  const [row] = await insightRows(database, sql`l.id = ${listingId}`)
  return row
}

/** Several listings' rows at once (a page of search results), by listing id. */
export async function loadInsightRows(
  database: Database,
  listingIds: number[],
): Promise<Map<number, InsightRow>> {
  if (!listingIds.length) return new Map()
  const rows = await insightRows(database, sql`l.id = ANY(${sql.param(listingIds)}::int[])`)
  return new Map(rows.map((r) => [r.id, r]))
}
