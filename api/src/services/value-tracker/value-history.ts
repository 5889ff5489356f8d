import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { valueFromSales, windowStart } from '../valuation/value-from-sales'
import { loadWindowSales } from '../valuation/value-listing'
import { machineSubject } from '../valuation/value-machine'

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
 * The tracked machine's estimated value at the end of each of the last 12 months: the valuation
 * service (issue 37: the same comparables rule and window as today's value and the listing page)
 * run as of each month end over the sales known then, with the machine's hours as they are today.
 * One read of the sales for all months. Another user's machine is not found (null): the caller
 * already scoped the machine to its owner.
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
  const machine = {
    year: m.year,
    makeId: m.make_id,
    categoryId: m.category_id,
    model: m.model,
    hours: m.hours,
    miles: m.miles,
  }
  const subject = await machineSubject(database, machine)
  // Every sale any month's window holds; valueFromSales keeps each month's own window.
  const oldest = monthEnd(asOf, VALUE_HISTORY_MONTHS - 1)
  const sales = await loadWindowSales(database, machine, asOf, windowStart(oldest))
  const points: ValuePoint[] = []
  for (let back = VALUE_HISTORY_MONTHS - 1; back >= 0; back--) {
    const end = monthEnd(asOf, back)
    const v = valueFromSales(subject, sales, end)
    points.push({
      month: end.toISOString().slice(0, 7),
      retailValueCents: v.estimate,
      auctionValueCents: v.auctionEstimate,
    })
  }
  return points
}
