import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  COMPARABLE_MONTHS,
  modelKey,
  SALE_ROW_COLUMNS,
  valuationFromRows,
  YEAR_SPAN,
  type SaleRow,
} from './value-machine'

/** Months of history the value tracker charts (issue 17 point 6), the current one included. */
export const VALUE_HISTORY_MONTHS = 12

export interface ValuePoint {
  /** YYYY-MM. */
  month: string
  /** Null when the sales known at the end of that month were too few to value the machine. */
  retailValueCents: number | null
  auctionValueCents: number | null
}

interface MachineRow {
  year: number
  make_id: number
  category_id: number
  model: string
  hours: number | null
  miles: number | null
}

/** The last instant of a month (UTC), or `asOf` for the current month. */
function monthEnd(asOf: Date, monthsBack: number): Date {
  const end = new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth() - monthsBack + 1, 1) - 1)
  return monthsBack === 0 ? asOf : end
}

/**
 * The tracked machine's estimated value at the end of each of the last 12 months: the value
 * tracker's model run as of each month end over the sales known then, with the machine's hours
 * as they are today. One read of the sales for all months. Another user's machine is not found
 * (null): the caller already scoped the machine to its owner.
 */
export async function trackedMachineValueHistory(
  database: Database,
  machineId: string,
  userId: string,
  asOf: Date,
): Promise<ValuePoint[] | null> {
  const [m] = await database.rows<MachineRow>(sql`
    SELECT year, make_id, category_id, model, hours, miles FROM tracked_machines
    WHERE id = ${machineId}::uuid AND user_id = ${userId}`)
  if (!m) return null
  const oldest = monthEnd(asOf, VALUE_HISTORY_MONTHS - 1)
  const since = new Date(oldest)
  since.setUTCMonth(since.getUTCMonth() - COMPARABLE_MONTHS)
  const sales = await database.rows<SaleRow>(sql`
    SELECT ${SALE_ROW_COLUMNS}
    FROM completed_sales s LEFT JOIN spec_sheets sh ON sh.model_id = s.model_id
    WHERE s.make_id = ${m.make_id} AND s.category_id = ${m.category_id}
      AND s.cancelled_at IS NULL
      AND s.sold_on > ${since.toISOString().slice(0, 10)}
      AND s.sold_on <= ${asOf.toISOString().slice(0, 10)}
      AND s.year BETWEEN ${m.year - YEAR_SPAN} AND ${m.year + YEAR_SPAN}`)
  const [newPrice] = await database.rows<{ price: number }>(sql`
    SELECT sh.model_price_cents::float8 AS price
    FROM models mo JOIN spec_sheets sh ON sh.model_id = mo.id
    WHERE mo.make_id = ${m.make_id} AND mo.category_id = ${m.category_id}
      AND sh.model_price_cents > 0
      AND lower(regexp_replace(mo.name, '[^A-Za-z0-9]', '', 'g')) = ${modelKey(m.model)}
    ORDER BY mo.id LIMIT 1`)
  const machine = {
    year: m.year,
    makeId: m.make_id,
    categoryId: m.category_id,
    model: m.model,
    hours: m.hours,
    miles: m.miles,
  }
  const points: ValuePoint[] = []
  for (let back = VALUE_HISTORY_MONTHS - 1; back >= 0; back--) {
    const end = monthEnd(asOf, back)
    const from = new Date(end)
    from.setUTCMonth(from.getUTCMonth() - COMPARABLE_MONTHS)
    const day = end.toISOString().slice(0, 10)
    const fromDay = from.toISOString().slice(0, 10)
    const known = sales.filter((s) => s.sold_on > fromDay && s.sold_on <= day)
    const v = valuationFromRows(machine, known, end, newPrice ? Number(newPrice.price) : null)
    points.push({
      month: day.slice(0, 7),
      retailValueCents: v.retailValueCents,
      auctionValueCents: v.auctionValueCents,
    })
  }
  return points
}
