import { sizeMeasuresOf } from '@ironyard/contract/size-class'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  modelKey,
  valueFromSales,
  type ListingValuation,
  type ValuationSubject,
} from './value-from-sales'
import { loadWindowSales } from './value-listing'

/** A machine that is not (or not necessarily) for sale: a tracked machine, an instant valuation. */
export interface MachineToValue {
  year: number
  makeId: number
  categoryId: number
  model: string
  hours: number | null
  miles: number | null
}

/**
 * The machine as the valuation reads it: its catalogue model (same make, category and model
 * key) gives the model id and the size from its spec sheet, as a listing's model does. A model
 * the catalogue does not know has no size: like a listing without size data, only sales of the
 * same model then count, never the category alone. No asking price: no deal rating.
 */
export async function machineSubject(
  database: Database,
  machine: MachineToValue,
): Promise<ValuationSubject> {
  const [row] = await database.rows<{
    id: number
    weight: number | null
    specs: Record<string, unknown> | null
  }>(sql`
    SELECT m.id, sh.operating_weight_lb AS weight, sh.specs
    FROM models m LEFT JOIN spec_sheets sh ON sh.model_id = m.id
    WHERE m.make_id = ${machine.makeId} AND m.category_id = ${machine.categoryId}
      AND lower(regexp_replace(m.name, '[^A-Za-z0-9]', '', 'g')) = ${modelKey(machine.model)}
    ORDER BY m.id LIMIT 1`)
  return {
    modelId: row?.id ?? null,
    model: machine.model,
    year: machine.year,
    hours: machine.hours,
    miles: machine.miles,
    priceCents: 0,
    size: sizeMeasuresOf(row?.specs, row?.weight ?? null),
  }
}

/**
 * Issue 37: the value tracker's (and the free valuation's) estimate is the listing page's
 * valuation run on the machine: the same comparables (model, then size class), window, count,
 * median and fitted value a listing of this machine would show.
 */
export async function valueMachine(
  database: Database,
  machine: MachineToValue,
  asOf: Date,
): Promise<ListingValuation> {
  const subject = await machineSubject(database, machine)
  const sales = await loadWindowSales(database, machine, asOf)
  return valueFromSales(subject, sales, asOf)
}

/** The tracked_machines columns that hold a machine's latest valuation. */
export function storedValuation(v: ListingValuation) {
  return {
    auctionValueCents: v.auctionEstimate,
    retailValueCents: v.estimate,
    confidence: v.confidence,
    valuationBasis: v.method,
    comparableCount: v.sampleSize,
    dispersion: v.dispersion,
    valuedAt: v.asOf,
  }
}
