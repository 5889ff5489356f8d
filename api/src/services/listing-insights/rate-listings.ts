import { dealRatingOf, type DealRating } from '@ironyard/contract/deal-rating'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { markSearchIndexStale } from '../search/search-runtime'
import {
  COMPARABLE_MONTHS,
  modelKey,
  SALE_ROW_COLUMNS,
  valuationFromRows,
  YEAR_SPAN,
  type MachineToValue,
  type SaleRow,
} from '../value-tracker/value-machine'

/** Listings a buyer can act on get a rating; sold and removed machines keep their last one. */
const RATED_STATUSES = sql`('available', 'coming_soon')`
/** Rows per UPDATE statement. */
const WRITE_BATCH = 500

interface ListingRow {
  id: number
  make_id: number
  category_id: number
  model: string
  year: number
  hours: number | null
  miles: number | null
  price: number
  rating: string | null
  value: number | null
  basis: number | null
}

export interface RatedListing {
  id: number
  marketValueCents: number | null
  dealRating: DealRating | null
  basisCount: number
}

/**
 * Rate listings against the market (decision 033): for each make and category one query loads
 * the completed sales, the value tracker's model values every machine of the group from them, and
 * the contract's rule turns price ÷ value into a rating. Only changed ratings are written.
 * `listingIds` limits the run (a price change, a new listing); without it every live listing is
 * rated (the nightly job, the seed).
 */
export async function rateListings(
  database: Database,
  opts: { listingIds?: readonly number[]; asOf?: Date } = {},
): Promise<{ rated: number; written: number }> {
  if (opts.listingIds && opts.listingIds.length === 0) return { rated: 0, written: 0 }
  const asOf = opts.asOf ?? new Date()
  const only = opts.listingIds
    ? sql`AND l.id = ANY(${`{${opts.listingIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])`
    : sql``
  const listings = await database.rows<ListingRow>(sql`
    SELECT l.id, l.make_id, l.category_id, l.model, l.year, l.hours, l.miles,
           l.advertised_price_cents::float8 AS price, l.deal_rating AS rating,
           l.market_value_cents::float8 AS value, l.deal_basis_count AS basis
    FROM listings l
    WHERE l.status IN ${RATED_STATUSES} ${only}
    ORDER BY l.make_id, l.category_id`)
  const groups = new Map<string, ListingRow[]>()
  for (const l of listings) {
    const key = `${l.make_id}:${l.category_id}`
    const group = groups.get(key)
    if (group) group.push(l)
    else groups.set(key, [l])
  }
  const since = new Date(asOf)
  since.setUTCMonth(since.getUTCMonth() - COMPARABLE_MONTHS)
  const changed: RatedListing[] = []
  for (const group of groups.values()) {
    const { make_id: makeId, category_id: categoryId } = group[0]
    const years = group.map((l) => l.year)
    const sales = await database.rows<SaleRow & { year: number }>(sql`
      SELECT ${SALE_ROW_COLUMNS}
      FROM completed_sales s LEFT JOIN spec_sheets sh ON sh.model_id = s.model_id
      WHERE s.make_id = ${makeId} AND s.category_id = ${categoryId}
        AND s.sold_on > ${since.toISOString().slice(0, 10)}
        AND s.sold_on <= ${asOf.toISOString().slice(0, 10)}
        AND s.year BETWEEN ${Math.min(...years) - YEAR_SPAN} AND ${Math.max(...years) + YEAR_SPAN}`)
    const newPrices = await newPricesOf(database, makeId, categoryId)
    for (const l of group) {
      const machine: MachineToValue = {
        year: l.year,
        makeId,
        categoryId,
        model: l.model,
        hours: l.hours,
        miles: l.miles,
      }
      const rows = sales.filter((s) => Math.abs(s.year - l.year) <= YEAR_SPAN)
      const valuation = valuationFromRows(
        machine,
        rows,
        asOf,
        newPrices.get(modelKey(l.model)) ?? null,
      )
      const rating = dealRatingOf(Number(l.price), valuation.retailValueCents, valuation.confidence)
      const value = rating ? valuation.retailValueCents : null
      const basis = rating ? valuation.comparableCount : 0
      const same =
        (l.rating ?? null) === rating &&
        (l.value === null ? null : Number(l.value)) === value &&
        (l.basis ?? 0) === basis
      if (!same)
        changed.push({ id: l.id, marketValueCents: value, dealRating: rating, basisCount: basis })
    }
  }
  for (let i = 0; i < changed.length; i += WRITE_BATCH) {
    const batch = changed.slice(i, i + WRITE_BATCH)
    const values = sql.join(
      batch.map(
        (r) =>
          sql`(${r.id}::int, ${r.marketValueCents}::bigint, ${r.dealRating}::text, ${r.basisCount}::int)`,
      ),
      sql`, `,
    )
    await database.rows(sql`
      UPDATE listings l SET market_value_cents = v.value, deal_rating = v.rating,
        deal_basis_count = v.basis, deal_rated_at = ${asOf.toISOString()}::timestamptz
      FROM (VALUES ${values}) AS v(id, value, rating, basis)
      WHERE l.id = v.id`)
  }
  // The search filter and the cards read the rating: the next search catches up first.
  if (changed.length) markSearchIndexStale(database)
  return { rated: listings.length, written: changed.length }
}

/** New prices (spec sheets) of the make's models in the category: the make basis scales by them. */
async function newPricesOf(
  database: Database,
  makeId: number,
  categoryId: number,
): Promise<Map<string, number>> {
  const rows = await database.rows<{ key: string; price: number }>(sql`
    SELECT DISTINCT ON (key) lower(regexp_replace(m.name, '[^A-Za-z0-9]', '', 'g')) AS key,
           sh.model_price_cents::float8 AS price
    FROM models m JOIN spec_sheets sh ON sh.model_id = m.id
    WHERE m.make_id = ${makeId} AND m.category_id = ${categoryId} AND sh.model_price_cents > 0
    ORDER BY key, m.id`)
  return new Map(rows.map((r) => [r.key, Number(r.price)]))
}
