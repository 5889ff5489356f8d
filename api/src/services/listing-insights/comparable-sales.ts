import {
  COMPARABLE_SALES_MONTHS,
  MAX_COMPARABLE_SALES,
  medianCents,
  MIN_COMPARABLE_SALES,
  percentFromMedian,
  similarHoursRange,
  WIDER_YEAR_SPAN,
} from '@ironyard/contract/deal-rating'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { loadInsightRow } from './insight-row'
import { modelKey } from '../value-tracker/value-machine'

export interface ComparableSaleView {
  soldOn: string
  priceCents: number
  year: number
  hours: number | null
  miles: number | null
  state: string
  model: string
  /** auction, dealer or marketplace. */
  channel: string
}

export interface ComparableSalesView {
  /** model: the same model; similar: the make and category, year ±2, similar hours. */
  basis: 'model' | 'similar'
  /** Every comparable sale found (the list below holds the newest MAX_COMPARABLE_SALES). */
  count: number
  medianCents: number | null
  /** This listing's price against the median, whole percent (negative: below). */
  percentFromMedian: number | null
  sales: ComparableSaleView[]
}

export interface SubjectRow {
  make_id: number
  model_id: number | null
  category_id: number
  model: string
  year: number
  hours: number | null
  price: number
}

interface SaleRow {
  sold_on: string
  price: number
  year: number
  hours: number | null
  miles: number | null
  state: string
  model: string
  channel: string
}

const SALE_COLUMNS = sql`s.sold_on::text AS sold_on, s.price_cents::float8 AS price, s.year,
  s.hours, s.miles, s.state, s.model, s.channel::text AS channel`

/**
 * Completed sales like this listing (decision 033, the rule in `@ironyard/contract/deal-rating`):
 * the same model sold in the last 12 months; fewer than 5 widen to the make and category with the
 * year within ±2 and a similar hours band. Both reads use completed_sales' (make, model, sold_on)
 * and (make, category, sold_on) indexes, never a scan.
 */
export async function listComparableSales(
  database: Database,
  listing: number | SubjectRow,
  asOf: Date = new Date(),
): Promise<ComparableSalesView | null> {
  const subject = typeof listing === 'number' ? await loadInsightRow(database, listing) : listing
  if (!subject) return null
  const queries = comparableSalesQueries(subject, asOf)
  let basis: ComparableSalesView['basis'] = 'model'
  let rows = await database.rows<SaleRow>(queries.model)
  if (rows.length < MIN_COMPARABLE_SALES) {
    basis = 'similar'
    rows = await database.rows<SaleRow>(queries.similar)
  }
  const median = medianCents(rows.map((r) => Number(r.price)))
  return {
    basis,
    count: rows.length,
    medianCents: median,
    percentFromMedian: rows.length > 0 ? percentFromMedian(Number(subject.price), median) : null,
    sales: rows.slice(0, MAX_COMPARABLE_SALES).map((r) => ({
      soldOn: r.sold_on,
      priceCents: Number(r.price),
      year: r.year,
      hours: r.hours,
      miles: r.miles,
      state: r.state,
      model: r.model,
      channel: r.channel,
    })),
  }
}

/**
 * The two reads of the rule: the same model in the window, and the wider make-and-category set.
 * Exported for `npm run bench:insights`, which checks their plans use indexes.
 */
export function comparableSalesQueries(subject: SubjectRow, asOf: Date) {
  const since = new Date(asOf)
  since.setUTCMonth(since.getUTCMonth() - COMPARABLE_SALES_MONTHS)
  const window = sql`s.make_id = ${subject.make_id} AND s.category_id = ${subject.category_id}
    AND s.sold_on > ${since.toISOString().slice(0, 10)}
    AND s.sold_on <= ${asOf.toISOString().slice(0, 10)}`
  const key = modelKey(subject.model)
  const sameModel =
    subject.model_id === null
      ? sql`lower(regexp_replace(s.model, '[^A-Za-z0-9]', '', 'g')) = ${key}`
      : sql`(s.model_id = ${subject.model_id}
          OR lower(regexp_replace(s.model, '[^A-Za-z0-9]', '', 'g')) = ${key})`
  const range = subject.hours === null ? null : similarHoursRange(subject.hours)
  const hours =
    range === null
      ? sql`TRUE`
      : range.max === null
        ? sql`s.hours >= ${range.min}`
        : sql`s.hours >= ${range.min} AND s.hours < ${range.max}`
  return {
    model: sql`SELECT ${SALE_COLUMNS} FROM completed_sales s
      WHERE ${window} AND ${sameModel}
      ORDER BY s.sold_on DESC, s.id DESC`,
    similar: sql`SELECT ${SALE_COLUMNS} FROM completed_sales s
      WHERE ${window}
        AND s.year BETWEEN ${subject.year - WIDER_YEAR_SPAN} AND ${subject.year + WIDER_YEAR_SPAN}
        AND ${hours}
      ORDER BY s.sold_on DESC, s.id DESC`,
  }
}
