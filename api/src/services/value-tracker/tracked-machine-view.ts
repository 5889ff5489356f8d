import { COMPARABLE_SALES_MONTHS } from '@ironyard/contract/deal-rating'
import { eq, and, sql } from 'drizzle-orm'
import type { Locale } from '../../context'
import type { Database } from '../../db/client'
import { categories, makes, trackedMachines, type TrackedMachine } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { notEnoughValuationDataMessage } from './valuation-messages'

export interface TrackedMachineView {
  id: string
  year: number
  make: { slug: string; name: string }
  model: string
  category: { slug: string; name: string }
  hours: number | null
  miles: number | null
  valuation: MachineValuationView
  /** Spec §3 last-updated date: when the valuation was computed. */
  lastUpdated: Date | null
  createdAt: Date
  updatedAt: Date
}

/** A machine's valuation as the pages show it: the values, and how they were found (issue 37). */
export interface MachineValuationView {
  status: 'ok' | 'not_enough_data'
  auctionValueCents: number | null
  retailValueCents: number | null
  confidence: 'high' | 'medium' | 'low' | null
  /** The valuation service's method: the same model, or the model and its size class. */
  basis: 'model' | 'size_class'
  /** The comparable-sales window, in months (the listing page's). */
  windowMonths: number
  comparableCount: number
  /** The "not enough data" text in the reader's language; null when there is a value. */
  message: string | null
}

/** The view of a valuation as stored (tracked_machines) or just computed (storedValuation). */
export function machineValuationView(
  v: Pick<
    TrackedMachine,
    'auctionValueCents' | 'retailValueCents' | 'confidence' | 'valuationBasis' | 'comparableCount'
  >,
  locale: Locale,
): MachineValuationView {
  const ok = v.auctionValueCents !== null && v.retailValueCents !== null
  return {
    status: ok ? 'ok' : 'not_enough_data',
    auctionValueCents: v.auctionValueCents,
    retailValueCents: v.retailValueCents,
    confidence: ok ? v.confidence : null,
    basis: v.valuationBasis,
    windowMonths: COMPARABLE_SALES_MONTHS,
    comparableCount: v.comparableCount,
    message: ok ? null : notEnoughValuationDataMessage(locale),
  }
}

const columns = {
  machine: trackedMachines,
  makeSlug: makes.slug,
  makeName: makes.name,
  categorySlug: categories.slug,
  categoryEn: categories.singularEn,
  categoryEs: categories.singularEs,
}

type Row = {
  machine: TrackedMachine
  makeSlug: string
  makeName: string
  categorySlug: string
  categoryEn: string
  categoryEs: string
}

function toView(r: Row, locale: Locale): TrackedMachineView {
  const m = r.machine
  return {
    id: m.id,
    year: m.year,
    make: { slug: r.makeSlug, name: r.makeName },
    model: m.model,
    category: { slug: r.categorySlug, name: locale === 'es' ? r.categoryEs : r.categoryEn },
    hours: m.hours,
    miles: m.miles,
    valuation: machineValuationView(m, locale),
    lastUpdated: m.valuedAt,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
  }
}

/** The caller's machines, oldest first (the order they were added). */
export async function loadTrackedMachineViews(
  database: Database,
  userId: string,
  locale: Locale,
  id?: string,
): Promise<TrackedMachineView[]> {
  const rows = await database.db
    .select(columns)
    .from(trackedMachines)
    .innerJoin(makes, eq(makes.id, trackedMachines.makeId))
    .innerJoin(categories, eq(categories.id, trackedMachines.categoryId))
    .where(
      id
        ? and(eq(trackedMachines.userId, userId), eq(trackedMachines.id, id))
        : eq(trackedMachines.userId, userId),
    )
    .orderBy(trackedMachines.createdAt, trackedMachines.id)
  return rows.map((r) => toView(r, locale))
}

/**
 * One of the caller's machines. Another user's machine answers exactly like a missing one
 * (NOT_FOUND), so ids cannot be probed.
 */
export async function loadOwnTrackedMachine(
  database: Database,
  userId: string,
  id: string,
  locale: Locale,
): Promise<TrackedMachineView> {
  const [view] = await loadTrackedMachineViews(database, userId, locale, id)
  if (!view) throw new AppError('NOT_FOUND', { messageKey: 'errors:notFound.machine' })
  return view
}

export const countTrackedMachines = async (database: Database, userId: string) =>
  (
    await database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM tracked_machines WHERE user_id = ${userId}`,
    )
  )[0].n
