import { sizeMeasuresOf } from '@ironyard/contract/size-class'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  valueFromSales,
  windowStart,
  type ListingValuation,
  type SaleRecord,
  type ValuationSubject,
} from './value-from-sales'

interface SaleRow {
  sold_on: string
  price: number
  year: number
  hours: number | null
  miles: number | null
  state: string
  model_id: number | null
  model: string
  channel: SaleRecord['channel']
  weight: number | null
  specs: Record<string, unknown> | null
}

/**
 * The completed sales of one make and category in the comparables window, with each sale's model
 * size (its spec sheet). One read on completed_sales' (make, category, sold_on) index (the
 * insights bench checks its plan); valueListing, the deal ratings' batch and the value tracker
 * use it. `from` (YYYY-MM-DD, exclusive) reaches further back, for values as of earlier dates.
 */
export function windowSalesQuery(
  scope: { makeId: number; categoryId: number },
  asOf: Date,
  from: string = windowStart(asOf),
) {
  return sql`
    SELECT s.sold_on::text AS sold_on, s.price_cents::float8 AS price, s.year, s.hours, s.miles,
      s.state, s.model_id, s.model, s.channel::text AS channel,
      sh.operating_weight_lb AS weight, sh.specs
    FROM completed_sales s LEFT JOIN spec_sheets sh ON sh.model_id = s.model_id
    WHERE s.make_id = ${scope.makeId} AND s.category_id = ${scope.categoryId}
      AND s.cancelled_at IS NULL
      AND s.sold_on > ${from} AND s.sold_on <= ${asOf.toISOString().slice(0, 10)}
    ORDER BY s.sold_on DESC, s.id DESC`
}

export async function loadWindowSales(
  database: Database,
  scope: { makeId: number; categoryId: number },
  asOf: Date,
  from?: string,
): Promise<SaleRecord[]> {
  const rows = await database.rows<SaleRow>(windowSalesQuery(scope, asOf, from))
  return rows.map((r) => ({
    soldOn: r.sold_on,
    priceCents: Number(r.price),
    year: r.year,
    hours: r.hours,
    miles: r.miles,
    state: r.state,
    modelId: r.model_id,
    model: r.model,
    channel: r.channel,
    size: sizeMeasuresOf(r.specs, r.weight),
  }))
}

/** What valueListing reads of a listing (the deal ratings' batch selects the same columns). */
export const SUBJECT_COLUMNS = sql`l.id, l.make_id, l.category_id, l.model_id, l.model, l.year,
  l.hours, l.miles, l.advertised_price_cents::float8 AS price, l.specs AS listing_specs,
  sh.operating_weight_lb AS model_weight, sh.specs AS model_specs`

export interface SubjectRow {
  id: number
  make_id: number
  category_id: number
  model_id: number | null
  model: string
  year: number
  hours: number | null
  miles: number | null
  price: number
  listing_specs: Record<string, unknown> | null
  model_weight: number | null
  model_specs: Record<string, unknown> | null
}

/** The listing's size: its own spec values first, its model's spec sheet for the rest. */
export function subjectOf(row: SubjectRow): ValuationSubject {
  const own = sizeMeasuresOf(row.listing_specs)
  const model = sizeMeasuresOf(row.model_specs, row.model_weight)
  return {
    modelId: row.model_id,
    model: row.model,
    year: row.year,
    hours: row.hours,
    miles: row.miles,
    priceCents: Number(row.price),
    size: {
      operatingWeightLb: own.operatingWeightLb ?? model.operatingWeightLb,
      netHp: own.netHp ?? model.netHp,
      bucketCapacityYd3: own.bucketCapacityYd3 ?? model.bucketCapacityYd3,
    },
  }
}

/**
 * Issue 37: the one valuation of a listing. The deal rating, the comparable sales, the value
 * tracker's estimate and the offer likelihood's market side all read this object, so no two of
 * them can disagree about the sales, the window or the count. Undefined for an unknown listing.
 */
export async function valueListing(
  database: Database,
  listingId: number,
  asOf: Date = new Date(),
): Promise<ListingValuation | undefined> {
  const [row] = await database.rows<SubjectRow>(sql`
    SELECT ${SUBJECT_COLUMNS}
    FROM listings l LEFT JOIN spec_sheets sh ON sh.model_id = l.model_id
    WHERE l.id = ${listingId}`)
  if (!row) return undefined
  // Every year: the same model counts at any year (the rule keeps other models at ±2 years).
  const sales = await loadWindowSales(
    database,
    { makeId: row.make_id, categoryId: row.category_id },
    asOf,
  )
  return valueFromSales(subjectOf(row), sales, asOf)
}
