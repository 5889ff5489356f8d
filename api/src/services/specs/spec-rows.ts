import { sql, type SQL } from 'drizzle-orm'
import type { Locale } from '../../context'
import type { Provenance } from '../../db/schema/enums'
import { CATEGORY_GROUPS } from '../../reference-data/categories'
import { PRODUCT_PROVENANCES } from '../taxonomy/generated'

/**
 * Spec pages show real products only: rows of the taxonomy's curated and vPIC layers. Generated
 * variants never get a spec page (shared/data/README.md), whatever the spec_sheets table holds.
 */
export const REAL_MODEL = sql`m.provenance IN (${sql.join(
  PRODUCT_PROVENANCES.map((p) => sql`${p}::provenance`),
  sql`, `,
)})`

/** Models with a spec sheet, their make and category (aliases s, m, mk, c). */
export const SHEETS_FROM = sql`FROM spec_sheets s
  JOIN models m ON m.id = s.model_id
  JOIN makes mk ON mk.id = m.make_id
  JOIN categories c ON c.id = m.category_id`

/** The address of a spec page inside its category: `{make slug}-{model slug}`. */
export const SHEET_SLUG = sql`(mk.slug || '-' || m.slug)`

export const localized = (locale: Locale, en: SQL, es: SQL) => (locale === 'es' ? es : en)

export function groupRef(slug: string, locale: Locale): { slug: string; name: string } {
  const g = CATEGORY_GROUPS.find((x) => x.slug === slug)
  return { slug, name: g ? g[locale] : slug }
}

/** One spec sheet in a list (category page, related models). Money in integer cents. */
export interface SpecSheetSummary {
  slug: string
  modelSlug: string
  name: string
  make: { slug: string; name: string }
  yearFrom: number | null
  yearTo: number | null
  sizeClass: string | null
  provenance: Provenance
  modelPriceCents: number | null
  operatingWeightLb: number | null
}

export interface SummaryRow {
  slug: string
  model_slug: string
  name: string
  make_slug: string
  make_name: string
  year_from: number | null
  year_to: number | null
  size_class: string | null
  provenance: Provenance
  model_price_cents: number | null
  operating_weight_lb: number | null
}

export const SUMMARY_COLUMNS = sql`${SHEET_SLUG} AS slug, m.slug AS model_slug, m.name,
  mk.slug AS make_slug, mk.name AS make_name, m.year_from, m.year_to, m.size_class, m.provenance,
  s.model_price_cents, s.operating_weight_lb`

/** Lists order by make name, then model name, like a printed spec guide. */
export const SUMMARY_ORDER = sql`lower(mk.name), mk.slug, lower(m.name), m.id`

export const summaryOf = (r: SummaryRow): SpecSheetSummary => ({
  slug: r.slug,
  modelSlug: r.model_slug,
  name: r.name,
  make: { slug: r.make_slug, name: r.make_name },
  yearFrom: r.year_from,
  yearTo: r.year_to,
  sizeClass: r.size_class,
  provenance: r.provenance,
  modelPriceCents: r.model_price_cents,
  operatingWeightLb: r.operating_weight_lb,
})
