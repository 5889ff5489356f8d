import { sql } from 'drizzle-orm'
import type { Locale } from '../../context'
import type { Database } from '../../db/client'
import type { Provenance } from '../../db/schema/enums'
import { AppError, parseOrThrow } from '../../lib/errors'
import { SPEC_FIELDS } from '../../reference-data/spec-fields'
import {
  DIESEL_USD_PER_GALLON,
  FINANCE_APR,
  FINANCE_TERM_MONTHS,
  HOURS_PER_MONTH,
  maintenancePerMonthCents,
  USED_SHARE_OF_NEW,
} from '../taxonomy/estimate'
import {
  localized,
  REAL_MODEL,
  SHEET_SLUG,
  SHEETS_FROM,
  SUMMARY_COLUMNS,
  SUMMARY_ORDER,
  summaryOf,
  type SpecSheetSummary,
  type SummaryRow,
} from './spec-rows'
import { specSheetInputSchema } from './specs.schema'

/** Listings a spec page counts as "for sale now" (what a default search finds). */
const FOR_SALE = sql`('available', 'coming_soon')`
/** Other models of the same make in the category, for the detail page's links. */
const RELATED_LIMIT = 8

export interface SpecValue {
  key: string
  label: string
  unit: string
  value: number
}

/** The assumptions behind the estimated running costs (taxonomy/estimate.ts). */
export interface SpecEstimateBasis {
  dieselUsdPerGallon: number
  hoursPerMonth: number
  financeAprPercent: number
  financeTermMonths: number
  usedSharePercent: number
}

export const SPEC_ESTIMATE_BASIS: SpecEstimateBasis = {
  dieselUsdPerGallon: DIESEL_USD_PER_GALLON,
  hoursPerMonth: HOURS_PER_MONTH,
  financeAprPercent: Math.round(FINANCE_APR * 10_000) / 100,
  financeTermMonths: FINANCE_TERM_MONTHS,
  usedSharePercent: Math.round(USED_SHARE_OF_NEW * 100),
}

/** Spec §3 spec detail fields of one real model. Money in integer cents. */
export interface SpecSheet {
  id: string
  slug: string
  modelSlug: string
  name: string
  make: { slug: string; name: string }
  category: { slug: string; name: string; singularName: string }
  subcategory: { slug: string; name: string } | null
  yearFrom: number | null
  yearTo: number | null
  sizeClass: string | null
  provenance: Provenance
  source: string
  rentalDailyCents: number | null
  rentalHalfDayCents: number | null
  rentalWeeklyCents: number | null
  fuelCostPerMonthCents: number | null
  fuelGallonsPerHour: number | null
  maintenanceCostPerHourCents: number | null
  maintenanceCostPerMonthCents: number | null
  modelPriceCents: number | null
  financingNewMonthlyCents: number | null
  financingUsedMonthlyCents: number | null
  operatingWeightLb: number | null
  /** The category's own specifications (horsepower, reach, ...), in the category's order. */
  specs: SpecValue[]
  aiGenerated: boolean
  basis: SpecEstimateBasis
  /** Listings of this model available or coming soon. */
  listingCount: number
  related: SpecSheetSummary[]
}

interface SheetRow {
  id: number
  make_id: number
  category_id: number
  slug: string
  model_slug: string
  name: string
  make_slug: string
  make_name: string
  category_slug: string
  category_name: string
  category_singular: string
  spec_fields: string[]
  subcategory_slug: string | null
  subcategory_name: string | null
  year_from: number | null
  year_to: number | null
  size_class: string | null
  provenance: Provenance
  source: string
  rental_daily_cents: number | null
  rental_half_day_cents: number | null
  rental_weekly_cents: number | null
  fuel_cost_per_month_cents: number | null
  fuel_gallons_per_hour: number | null
  maintenance_cost_per_hour_cents: number | null
  maintenance_cost_per_month_cents: number | null
  model_price_cents: number | null
  financing_new_monthly_cents: number | null
  financing_used_monthly_cents: number | null
  operating_weight_lb: number | null
  specs: Record<string, unknown>
  ai_generated: boolean
}

/** The category's spec values in its field order; operating weight has its own field. */
function specValues(row: SheetRow, locale: Locale): SpecValue[] {
  const keys = [...new Set([...row.spec_fields, ...Object.keys(row.specs ?? {})])]
  const out: SpecValue[] = []
  for (const key of keys) {
    const def = SPEC_FIELDS[key]
    const value = row.specs?.[key]
    if (!def || key === 'operatingWeightLb' || typeof value !== 'number') continue
    if (!Number.isFinite(value)) continue
    out.push({ key, label: def[locale], unit: def.unit, value })
  }
  return out
}

/**
 * One spec sheet by category slug and `{make slug}-{model slug}`. Unknown addresses, and models
 * that are not real products (generated provenance), are NOT_FOUND.
 */
export async function getSpecSheet(
  database: Database,
  rawInput: unknown,
  locale: Locale,
): Promise<SpecSheet> {
  const input = parseOrThrow(specSheetInputSchema, rawInput ?? {}, locale)
  // A make slug may contain '-' (john-deere): match the whole address, the longest make first.
  const rows = await database.rows<SheetRow>(sql`
    SELECT m.id, m.make_id, m.category_id, ${SHEET_SLUG} AS slug, m.slug AS model_slug, m.name,
      mk.slug AS make_slug, mk.name AS make_name,
      c.slug AS category_slug,
      ${localized(locale, sql`c.name_en`, sql`c.name_es`)} AS category_name,
      ${localized(locale, sql`c.singular_en`, sql`c.singular_es`)} AS category_singular,
      c.spec_fields,
      sc.slug AS subcategory_slug,
      ${localized(locale, sql`sc.name_en`, sql`sc.name_es`)} AS subcategory_name,
      m.year_from, m.year_to, m.size_class, m.provenance, m.source,
      s.rental_daily_cents, s.rental_half_day_cents, s.rental_weekly_cents,
      s.fuel_cost_per_month_cents, s.fuel_gallons_per_hour, s.maintenance_cost_per_hour_cents,
      s.maintenance_cost_per_month_cents, s.model_price_cents, s.financing_new_monthly_cents,
      s.financing_used_monthly_cents, s.operating_weight_lb, s.specs, s.ai_generated
    ${SHEETS_FROM}
    LEFT JOIN subcategories sc ON sc.id = m.subcategory_id
    WHERE c.slug = ${input.category} AND ${SHEET_SLUG} = ${input.slug} AND ${REAL_MODEL}
    ORDER BY length(mk.slug) DESC
    LIMIT 1`)
  const row = rows[0]
  if (!row) {
    throw new AppError('NOT_FOUND', {
      messageKey: 'errors:notFound.specSheet',
      vars: { slug: input.slug, category: input.category },
    })
  }
  const [counts, related] = await Promise.all([
    database.rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM listings
      WHERE model_id = ${row.id} AND status IN ${FOR_SALE}`),
    database.rows<SummaryRow>(sql`
      SELECT ${SUMMARY_COLUMNS}
      ${SHEETS_FROM}
      WHERE m.make_id = ${row.make_id} AND m.category_id = ${row.category_id}
        AND m.id <> ${row.id} AND ${REAL_MODEL}
      ORDER BY ${SUMMARY_ORDER}
      LIMIT ${RELATED_LIMIT}`),
  ])
  return {
    id: String(row.id),
    slug: row.slug,
    modelSlug: row.model_slug,
    name: row.name,
    make: { slug: row.make_slug, name: row.make_name },
    category: {
      slug: row.category_slug,
      name: row.category_name,
      singularName: row.category_singular,
    },
    subcategory:
      row.subcategory_slug && row.subcategory_name
        ? { slug: row.subcategory_slug, name: row.subcategory_name }
        : null,
    yearFrom: row.year_from,
    yearTo: row.year_to,
    sizeClass: row.size_class,
    provenance: row.provenance,
    source: row.source,
    rentalDailyCents: row.rental_daily_cents,
    rentalHalfDayCents: row.rental_half_day_cents,
    rentalWeeklyCents: row.rental_weekly_cents,
    fuelCostPerMonthCents: row.fuel_cost_per_month_cents,
    fuelGallonsPerHour: row.fuel_gallons_per_hour,
    maintenanceCostPerHourCents: row.maintenance_cost_per_hour_cents,
    // From the hourly cents shown beside it (sheets stored before the rule was one differ).
    maintenanceCostPerMonthCents:
      row.maintenance_cost_per_hour_cents === null
        ? row.maintenance_cost_per_month_cents
        : maintenancePerMonthCents(row.maintenance_cost_per_hour_cents),
    modelPriceCents: row.model_price_cents,
    financingNewMonthlyCents: row.financing_new_monthly_cents,
    financingUsedMonthlyCents: row.financing_used_monthly_cents,
    operatingWeightLb: row.operating_weight_lb,
    specs: specValues(row, locale),
    aiGenerated: row.ai_generated,
    basis: SPEC_ESTIMATE_BASIS,
    listingCount: counts[0].n,
    related: related.map(summaryOf),
  }
}
