import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { CATEGORIES, type CategoryDef } from '../reference-data/categories'
import { MAKES } from '../reference-data/makes'
import { hashString, WeightedTable } from './rng'

/**
 * The real models listings are drawn from: taxonomy rows with provenance `curated`, or `vpic`
 * with a category. Generated rows (rule-based variants) are never offered for sale.
 */
export interface PoolModel {
  id: number
  name: string
  makeId: number
  makeSlug: string
  makeName: string
  categoryId: number
  categorySlug: string
  groupSlug: string
  subcategoryId: number | null
  yearFrom: number
  yearTo: number
  provenance: 'curated' | 'vpic'
  /** Replacement cost new, in cents (the spec sheet's model price, else the category's range). */
  newPriceCents: number
  /** Position 0..1 of the model within its category's size (price) range. */
  sizeQ: number
  specs: Record<string, number>
}

export interface PoolCategory {
  id: number
  slug: string
  groupSlug: string
  nameEn: string
  nameEs: string
  singularEn: string
  singularEs: string
  specFields: string[]
  def: CategoryDef
  models: WeightedTable<PoolModel>
  count: number
}

export interface ModelPool {
  categories: WeightedTable<PoolCategory>
  bySlug: Map<string, PoolCategory>
  modelCount: number
}

interface Row {
  id: number
  name: string
  make_id: number
  make_slug: string
  make_name: string
  category_id: number
  category_slug: string
  group_slug: string
  name_en: string
  name_es: string
  singular_en: string
  singular_es: string
  spec_fields: string[]
  subcategory_id: number | null
  year_from: number | null
  year_to: number | null
  provenance: 'curated' | 'vpic'
  model_price_cents: number | null
  specs: Record<string, unknown> | null
}

const CATEGORY_DEFS = new Map(CATEGORIES.map((c) => [c.slug, c]))
const MAKE_WEIGHTS = new Map(MAKES.map((m) => [m.slug, m.weight]))
/** Directory-only makes (vPIC trailer and truck builders) weigh like a small featured make. */
const DEFAULT_MAKE_WEIGHT = 0.6
/** The oldest machines worth listing. */
const MAX_AGE_YEARS = 30

export async function loadModelPool(database: Database, asOf: Date): Promise<ModelPool> {
  const rows = await database.rows<Row>(sql`
    SELECT m.id, m.name, m.make_id, mk.slug AS make_slug, mk.name AS make_name,
           m.category_id, c.slug AS category_slug, c.group_slug, c.name_en, c.name_es,
           c.singular_en, c.singular_es, c.spec_fields, m.subcategory_id, m.year_from, m.year_to,
           m.provenance, s.model_price_cents, s.specs
    FROM models m
    JOIN makes mk ON mk.id = m.make_id
    JOIN categories c ON c.id = m.category_id
    LEFT JOIN spec_sheets s ON s.model_id = m.id
    WHERE m.provenance = 'curated' OR (m.provenance = 'vpic' AND m.category_id IS NOT NULL)
    ORDER BY m.id`)
  return buildModelPool(rows, asOf)
}

export function buildModelPool(rows: Row[], asOf: Date): ModelPool {
  const lastYear = asOf.getUTCFullYear() + 1
  const firstYear = asOf.getUTCFullYear() - MAX_AGE_YEARS
  const byCategory = new Map<string, { row: Row; models: PoolModel[] }>()
  for (const r of rows) {
    const def = CATEGORY_DEFS.get(r.category_slug)
    if (!def) continue
    const yearFrom = Math.max(firstYear, r.year_from ?? lastYear - 25)
    const yearTo = Math.min(lastYear, r.year_to ?? lastYear)
    if (yearFrom > yearTo) continue
    const [lo, hi] = def.newPriceUsd
    let newPriceCents = r.model_price_cents ?? 0
    if (!newPriceCents) {
      // No spec sheet price: a stable place in the category's range, from the model's name.
      const q = (hashString(`${r.make_slug}|${r.name}`) % 1000) / 1000
      newPriceCents = Math.round(lo * Math.pow(hi / lo, q)) * 100
    }
    const sizeQ = Math.min(1, Math.max(0, Math.log(newPriceCents / 100 / lo) / Math.log(hi / lo)))
    const specs: Record<string, number> = {}
    for (const [k, v] of Object.entries(r.specs ?? {})) if (typeof v === 'number') specs[k] = v
    const model: PoolModel = {
      id: r.id,
      name: r.name,
      makeId: r.make_id,
      makeSlug: r.make_slug,
      makeName: r.make_name,
      categoryId: r.category_id,
      categorySlug: r.category_slug,
      groupSlug: r.group_slug,
      subcategoryId: r.subcategory_id,
      yearFrom,
      yearTo,
      provenance: r.provenance,
      newPriceCents,
      sizeQ,
      specs,
    }
    if (!byCategory.has(r.category_slug)) byCategory.set(r.category_slug, { row: r, models: [] })
    byCategory.get(r.category_slug)!.models.push(model)
  }
  const categories: PoolCategory[] = []
  for (const [slug, { row, models }] of [...byCategory.entries()].sort(([a], [b]) =>
    a < b ? -1 : 1,
  )) {
    // Each make gets its market share in the category however many models it lists.
    const perMake = new Map<string, number>()
    for (const m of models) perMake.set(m.makeSlug, (perMake.get(m.makeSlug) ?? 0) + 1)
    const table = new WeightedTable(
      models.map(
        (m) =>
          [
            m,
            (MAKE_WEIGHTS.get(m.makeSlug) ?? DEFAULT_MAKE_WEIGHT) /
              perMake.get(m.makeSlug)! /
              // Smaller machines sell in larger numbers than the biggest of a category.
              (0.6 + m.sizeQ),
          ] as const,
      ),
    )
    categories.push({
      id: row.category_id,
      slug,
      groupSlug: row.group_slug,
      nameEn: row.name_en,
      nameEs: row.name_es,
      singularEn: row.singular_en,
      singularEs: row.singular_es,
      specFields: row.spec_fields,
      def: CATEGORY_DEFS.get(slug)!,
      models: table,
      count: models.length,
    })
  }
  if (categories.length === 0) {
    throw new Error(
      'No real models to list: load the taxonomy (curated or categorised vPIC models) before seeding inventory',
    )
  }
  return {
    categories: new WeightedTable(categories.map((c) => [c, c.def.share] as const)),
    bySlug: new Map(categories.map((c) => [c.slug, c])),
    modelCount: categories.reduce((n, c) => n + c.count, 0),
  }
}

/** The same pool restricted to some models (e.g. one make in one category), equally weighted. */
export function restrictPool(
  pool: ModelPool,
  keep: (m: PoolModel) => boolean,
): ModelPool | undefined {
  const categories: PoolCategory[] = []
  for (const c of pool.bySlug.values()) {
    const models = c.models.items.filter(keep)
    if (models.length) {
      categories.push({
        ...c,
        models: new WeightedTable(models.map((m) => [m, 1] as const)),
        count: models.length,
      })
    }
  }
  if (categories.length === 0) return undefined
  return {
    categories: new WeightedTable(categories.map((c) => [c, 1] as const)),
    bySlug: new Map(categories.map((c) => [c.slug, c])),
    modelCount: categories.reduce((n, c) => n + c.count, 0),
  }
}
