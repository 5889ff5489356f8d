import type { DealRating } from '@ironyard/contract/deal-rating'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { markSearchIndexStale } from '../search/search-runtime'
import { valueFromSales } from '../valuation/value-from-sales'
import {
  loadWindowSales,
  subjectOf,
  SUBJECT_COLUMNS,
  type SubjectRow,
} from '../valuation/value-listing'

/** Listings a buyer can act on get a rating; sold and removed machines keep their last one. */
const RATED_STATUSES = sql`('available', 'coming_soon')`
/** Rows per UPDATE statement. */
const WRITE_BATCH = 500

interface ListingRow extends SubjectRow {
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
 * Rate listings against the market (decision 033, issue 37): for each make and category one query
 * loads the window's completed sales, and the valuation service (`valueFromSales`, the same one the
 * listing page reads) values every machine of the group from them. Only changed ratings are written.
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
    SELECT ${SUBJECT_COLUMNS}, l.deal_rating AS rating,
           l.market_value_cents::float8 AS value, l.deal_basis_count AS basis
    FROM listings l LEFT JOIN spec_sheets sh ON sh.model_id = l.model_id
    WHERE l.status IN ${RATED_STATUSES} ${only}
    ORDER BY l.make_id, l.category_id`)
  const groups = new Map<string, ListingRow[]>()
  for (const l of listings) {
    const key = `${l.make_id}:${l.category_id}`
    const group = groups.get(key)
    if (group) group.push(l)
    else groups.set(key, [l])
  }
  const changed: RatedListing[] = []
  for (const group of groups.values()) {
    const { make_id: makeId, category_id: categoryId } = group[0]
    const sales = await loadWindowSales(database, { makeId, categoryId }, asOf)
    for (const l of group) {
      const valuation = valueFromSales(subjectOf(l), sales, asOf)
      const rating = valuation.rating
      const value = rating ? valuation.estimate : null
      const basis = rating ? valuation.sampleSize : 0
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
