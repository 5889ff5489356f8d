import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  confidenceOf,
  estimateValue,
  MIN_COMPARABLES,
  type ComparableSale,
  type Confidence,
} from './estimate-value'

/** How far back comparable sales count, and how many model years either side. */
export const COMPARABLE_MONTHS = 24
export const YEAR_SPAN = 8

export interface MachineToValue {
  year: number
  makeId: number
  categoryId: number
  model: string
  hours: number | null
  miles: number | null
}

export interface Valuation {
  auctionValueCents: number | null
  retailValueCents: number | null
  confidence: Confidence | null
  basis: 'model' | 'make_category' | 'insufficient'
  comparableCount: number
  dispersion: number | null
  valuedAt: Date
}

/** "CAT 320-GC" and "320 gc" are the same model: letters and digits only, lower case. */
export const modelKey = (model: string): string => model.toLowerCase().replace(/[^a-z0-9]/g, '')

export interface SaleRow {
  price: number
  /** New price of the sale's model (spec sheet), when known. */
  new_price: number | null
  sold_on: string
  channel: ComparableSale['channel']
  year: number
  hours: number | null
  miles: number | null
  model_key: string
}

const monthsBetween = (from: string, to: Date): number =>
  (to.getTime() - Date.parse(`${from}T00:00:00Z`)) / (30.4375 * 86_400_000)

/** The new price of the subject's model, from the taxonomy's spec sheet, when it is known. */
async function newPriceOf(database: Database, machine: MachineToValue, key: string) {
  const [row] = await database.rows<{ price: number }>(sql`
    SELECT sh.model_price_cents::float8 AS price
    FROM models m JOIN spec_sheets sh ON sh.model_id = m.id
    WHERE m.make_id = ${machine.makeId} AND m.category_id = ${machine.categoryId}
      AND sh.model_price_cents > 0
      AND lower(regexp_replace(m.name, '[^A-Za-z0-9]', '', 'g')) = ${key}
    LIMIT 1`)
  return row ? Number(row.price) : null
}

/**
 * The make's other models in the category differ in size (a 20-ton and a 36-ton excavator):
 * when the subject's and the sales' new prices are known, each sale is scaled by the ratio of
 * new prices ("percent of new"), so a bigger model's sale says what a machine of the subject's
 * size fetches. Unscaled sales are used only when too few can be scaled.
 */
function makeCategoryComparables(
  subjectNew: number | null,
  rows: SaleRow[],
  toSale: (r: SaleRow, scale?: number) => ComparableSale,
): ComparableSale[] {
  const scalable = subjectNew ? rows.filter((r) => r.new_price && r.new_price > 0) : []
  if (subjectNew && scalable.length >= MIN_COMPARABLES) {
    return scalable.map((r) => toSale(r, subjectNew / Number(r.new_price)))
  }
  return rows.map((r) => toSale(r))
}

/** The comparable sales query's columns (valueMachine and the deal ratings' batch read them). */
export const SALE_ROW_COLUMNS = sql`s.price_cents::float8 AS price,
  sh.model_price_cents::float8 AS new_price, s.sold_on::text AS sold_on,
  s.channel::text AS channel, s.year, s.hours, s.miles,
  lower(regexp_replace(s.model, '[^A-Za-z0-9]', '', 'g')) AS model_key`

/** True when the sale's model is the machine's own and enough of them sold to value on their own. */
export const usesModelBasis = (machine: MachineToValue, rows: SaleRow[]): boolean =>
  rows.filter((r) => r.model_key === modelKey(machine.model)).length >= MIN_COMPARABLES

/**
 * The valuation from already loaded sales of the machine's make and category (sold within
 * COMPARABLE_MONTHS before asOf, years within YEAR_SPAN): pure, so a batch can value many machines
 * of one make and category from one query. `subjectNewPrice` matters only for the make basis.
 */
export function valuationFromRows(
  machine: MachineToValue,
  rows: SaleRow[],
  asOf: Date,
  subjectNewPrice: number | null,
): Valuation {
  const usesMiles = machine.hours === null && machine.miles !== null
  const subject = { year: machine.year, meter: (usesMiles ? machine.miles : machine.hours) ?? 0 }
  const toSale = (r: SaleRow, scale = 1): ComparableSale => ({
    priceCents: Number(r.price) * scale,
    monthsAgo: monthsBetween(r.sold_on, asOf),
    channel: r.channel,
    year: r.year,
    meter: usesMiles ? r.miles : r.hours,
  })
  const key = modelKey(machine.model)
  const sameModel = rows.filter((r) => r.model_key === key)
  const basis = sameModel.length >= MIN_COMPARABLES ? 'model' : 'make_category'
  const chosen =
    basis === 'model'
      ? sameModel.map((r) => toSale(r))
      : makeCategoryComparables(subjectNewPrice, rows, toSale)
  const estimate = estimateValue(chosen, subject)
  if (!estimate) {
    return {
      auctionValueCents: null,
      retailValueCents: null,
      confidence: null,
      basis: 'insufficient',
      comparableCount: chosen.length,
      dispersion: null,
      valuedAt: asOf,
    }
  }
  const auction = chosen.filter((s) => s.channel === 'auction').length
  return {
    auctionValueCents: estimate.auctionValueCents,
    retailValueCents: estimate.retailValueCents,
    confidence: confidenceOf(estimate, basis, { auction, retail: chosen.length - auction }),
    basis,
    comparableCount: chosen.length,
    dispersion: Math.round(estimate.dispersion * 1000) / 1000,
    valuedAt: asOf,
  }
}

export async function valueMachine(
  database: Database,
  machine: MachineToValue,
  asOf: Date,
): Promise<Valuation> {
  const since = new Date(asOf)
  since.setUTCMonth(since.getUTCMonth() - COMPARABLE_MONTHS)
  const rows = await database.rows<SaleRow>(sql`
    SELECT ${SALE_ROW_COLUMNS}
    FROM completed_sales s LEFT JOIN spec_sheets sh ON sh.model_id = s.model_id
    WHERE s.make_id = ${machine.makeId} AND s.category_id = ${machine.categoryId}
      AND s.cancelled_at IS NULL
      AND s.sold_on > ${since.toISOString().slice(0, 10)}
      AND s.sold_on <= ${asOf.toISOString().slice(0, 10)}
      AND s.year BETWEEN ${machine.year - YEAR_SPAN} AND ${machine.year + YEAR_SPAN}`)
  const subjectNew = usesModelBasis(machine, rows)
    ? null
    : await newPriceOf(database, machine, modelKey(machine.model))
  return valuationFromRows(machine, rows, asOf, subjectNew)
}
