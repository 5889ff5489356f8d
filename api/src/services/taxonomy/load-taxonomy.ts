import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { DEFAULT_TAXONOMY_SEED, getBuiltTaxonomy } from './build-taxonomy'
import { estimateNewPriceUsd, estimateSpecSheet, typicalPrimary } from './estimate'
import { profileOf } from './profiles'
import { invalidateCurrentTaxonomy } from './get-current-taxonomy'
import { recordTaxonomyVersion } from './taxonomy-versions'
import type { BuiltTaxonomy, TaxonomyModel } from './types'

export interface LoadTaxonomyOptions {
  seed?: number
  onProgress?: (message: string) => void
  /** A build to load instead of the project's own (tests). */
  built?: BuiltTaxonomy
  /** Check every row even when this version is recorded as loaded already. */
  force?: boolean
}

export interface LoadTaxonomyResult {
  version: string
  makesInserted: number
  modelsInserted: number
  specSheetsInserted: number
  ms: number
}

/** Rows per statement: each batch travels as one JSON parameter (about 1 MB). */
const BATCH = 5_000

type Exec = (query: SQL) => Promise<number>
type Query = <T>(query: SQL) => Promise<T[]>

/** app_meta key of the last fully loaded version (written in the load's own transaction). */
const LOADED_KEY = 'taxonomy-loaded'

async function loadedVersion(database: Database): Promise<string | null> {
  const rows = await database.rows<{ version: string | null }>(
    sql`SELECT value->>'version' AS version FROM app_meta WHERE key = ${LOADED_KEY}`,
  )
  return rows[0]?.version ?? null
}

function batches<T>(rows: readonly T[], size = BATCH): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}

const affected = (res: unknown): number => {
  const r = res as { rowCount?: number | null; affectedRows?: number }
  return r.rowCount ?? r.affectedRows ?? 0
}

/**
 * Load the taxonomy: non-featured makes, every model, and spec sheets (spec §3 detail fields,
 * estimated, so aiGenerated) for curated models and categorised vPIC models. Runs on every first
 * start, so rows go in as a few JSON-parameter INSERT ... SELECT statements per table, in one
 * transaction. Idempotent: rows already there are left alone, so a second call inserts nothing.
 */
export async function loadTaxonomy(
  database: Database,
  opts: LoadTaxonomyOptions = {},
): Promise<LoadTaxonomyResult> {
  const started = performance.now()
  const progress = opts.onProgress ?? (() => undefined)
  const built = opts.built ?? getBuiltTaxonomy(opts.seed ?? DEFAULT_TAXONOMY_SEED)
  const result = { makesInserted: 0, modelsInserted: 0, specSheetsInserted: 0 }
  if (!opts.force && (await loadedVersion(database)) === built.version) {
    progress(`taxonomy: version ${built.version.slice(0, 12)} already loaded`)
    return { version: built.version, ...result, ms: Math.round(performance.now() - started) }
  }

  await database.db.transaction(async (tx) => {
    const exec: Exec = async (query) => affected(await tx.execute(query))
    const query: Query = async <T>(q: SQL) => ((await tx.execute(q)) as { rows: T[] }).rows
    const missing = await tx.execute(sql`
      SELECT count(*)::int AS n FROM json_array_elements_text(${JSON.stringify(
        built.makes.filter((m) => m.featured).map((m) => m.slug),
      )}::json) AS f(slug) WHERE NOT EXISTS (SELECT 1 FROM makes WHERE makes.slug = f.slug)`)
    if (Number((missing as { rows: Array<{ n: number }> }).rows[0].n) > 0) {
      throw new Error(
        'loadTaxonomy needs the catalogue first (loadCatalog): featured makes missing',
      )
    }
    result.makesInserted = await insertMakes(exec, built)
    const ids = await readIds(query)
    result.modelsInserted = await insertModels(exec, ids, built.models)
    result.specSheetsInserted = await insertSpecSheets(exec, ids, built.models)
    const marker = JSON.stringify({
      version: built.version,
      seed: built.seed,
      counts: built.counts,
    })
    await exec(sql`
      INSERT INTO app_meta (key, value) VALUES (${LOADED_KEY}, ${marker}::jsonb)
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`)
  })
  await recordTaxonomyVersion(database, built.version)
  invalidateCurrentTaxonomy(database)
  const ms = Math.round(performance.now() - started)
  progress(
    `taxonomy: ${built.models.length.toLocaleString('en-US')} models ` +
      `(vpic ${built.counts.vpic}, curated ${built.counts.curated}, generated ${built.counts.generated}); ` +
      `inserted ${result.makesInserted} makes, ${result.modelsInserted} models, ` +
      `${result.specSheetsInserted} spec sheets in ${(ms / 1000).toFixed(1)} s`,
  )
  return { version: built.version, ...result, ms }
}

async function insertMakes(exec: Exec, built: BuiltTaxonomy): Promise<number> {
  let n = 0
  const rows = built.makes
    .filter((m) => !m.featured)
    .map((m) => ({ slug: m.slug, name: m.name, aliases: m.aliases, first_letter: m.firstLetter }))
  for (const batch of batches(rows)) {
    n += await exec(sql`
      INSERT INTO makes (slug, name, aliases, first_letter, featured)
      SELECT x.slug, x.name, ARRAY(SELECT json_array_elements_text(x.aliases)), x.first_letter, false
      FROM json_to_recordset(${JSON.stringify(batch)}::json)
        AS x(slug text, name text, aliases json, first_letter text)
      ON CONFLICT (slug) DO NOTHING`)
  }
  return n
}

/** Database ids of makes, categories and subcategories, by slug. */
interface Ids {
  make: Map<string, number>
  category: Map<string, number>
  /** `categoryId|slug` -> id */
  subcategory: Map<string, number>
}

async function readIds(query: Query): Promise<Ids> {
  const [makes, categories, subcategories] = await Promise.all([
    query<{ id: number; slug: string }>(sql`SELECT id, slug FROM makes`),
    query<{ id: number; slug: string }>(sql`SELECT id, slug FROM categories`),
    query<{ id: number; slug: string; category_id: number }>(
      sql`SELECT id, slug, category_id FROM subcategories`,
    ),
  ])
  return {
    make: new Map(makes.map((r) => [r.slug, r.id])),
    category: new Map(categories.map((r) => [r.slug, r.id])),
    subcategory: new Map(subcategories.map((r) => [`${r.category_id}|${r.slug}`, r.id])),
  }
}

async function insertModels(
  exec: Exec,
  ids: Ids,
  models: readonly TaxonomyModel[],
): Promise<number> {
  // Ids are resolved here rather than joined in SQL: it halves the work PGlite does per row.
  const rows = models.map((m) => {
    const makeId = ids.make.get(m.make)
    const categoryId = m.category ? ids.category.get(m.category) : null
    if (makeId === undefined || categoryId === undefined) {
      throw new Error(
        `Taxonomy row ${m.make}/${m.category}/${m.slug} names an unknown make or category`,
      )
    }
    return {
      mk: makeId,
      c: categoryId,
      sc:
        categoryId && m.subcategory
          ? (ids.subcategory.get(`${categoryId}|${m.subcategory}`) ?? null)
          : null,
      n: m.name,
      s: m.slug,
      yf: m.yearFrom,
      yt: m.yearTo,
      sz: m.sizeClass,
      p: m.provenance,
      src: m.source,
    }
  })
  const insert = (batch: typeof rows) => sql`
    INSERT INTO models (make_id, category_id, subcategory_id, name, slug, year_from, year_to,
      size_class, provenance, source)
    SELECT x.mk, x.c, x.sc, x.n, x.s, x.yf, x.yt, x.sz, x.p::provenance, x.src
    FROM json_to_recordset(${JSON.stringify(batch)}::json) AS x(mk int, c int, sc int, n text,
      s text, yf smallint, yt smallint, sz text, p text, src text)`
  let n = 0
  // Categorised rows are unique by (make, category, slug); NULL categories never conflict in
  // that index, so uncategorised rows are checked explicitly.
  for (const batch of batches(rows.filter((r) => r.c !== null))) {
    n += await exec(sql`${insert(batch)} ON CONFLICT DO NOTHING`)
  }
  for (const batch of batches(rows.filter((r) => r.c === null))) {
    n += await exec(sql`${insert(batch)} WHERE NOT EXISTS (SELECT 1 FROM models m
      WHERE m.make_id = x.mk AND m.category_id IS NULL AND m.slug = x.s)`)
  }
  return n
}

async function insertSpecSheets(
  exec: Exec,
  ids: Ids,
  models: readonly TaxonomyModel[],
): Promise<number> {
  // Curated and categorised vPIC models get sheets; generated variants are not products.
  const rows = models
    .filter((m) => m.category && m.provenance !== 'generated')
    .map((m) => {
      const profile = profileOf(m.category!)
      const specs = m.specs ?? {}
      const primaryKey = Object.keys(specs)[0]
      const primary = primaryKey ? specs[primaryKey] : typicalPrimary(profile)
      const sheet = estimateSpecSheet({
        profile,
        primary,
        specs,
        subcategory: m.subcategory,
        newPriceUsd: m.newPriceUsd ?? typicalPrice(m),
        weightLb: m.weightLb,
        powerHp: m.powerHp,
      })
      return {
        mk: ids.make.get(m.make),
        c: ids.category.get(m.category!),
        s: m.slug,
        specs,
        ...sheet,
      }
    })
  let n = 0
  for (const batch of batches(rows)) {
    n += await exec(sql`
      INSERT INTO spec_sheets (model_id, operating_weight_lb, rental_daily_cents,
        rental_half_day_cents, rental_weekly_cents, fuel_cost_per_month_cents,
        fuel_gallons_per_hour, maintenance_cost_per_hour_cents, maintenance_cost_per_month_cents,
        model_price_cents, financing_new_monthly_cents, financing_used_monthly_cents, specs,
        ai_generated)
      SELECT m.id, x."operatingWeightLb", x."rentalDailyCents", x."rentalHalfDayCents",
        x."rentalWeeklyCents", x."fuelCostPerMonthCents", x."fuelGallonsPerHour",
        x."maintenanceCostPerHourCents", x."maintenanceCostPerMonthCents", x."modelPriceCents",
        x."financingNewMonthlyCents", x."financingUsedMonthlyCents", x.specs, true
      FROM json_to_recordset(${JSON.stringify(batch)}::json) AS x(mk int, c int, s text,
        "operatingWeightLb" int, "rentalDailyCents" int, "rentalHalfDayCents" int,
        "rentalWeeklyCents" int, "fuelCostPerMonthCents" int, "fuelGallonsPerHour" real,
        "maintenanceCostPerHourCents" int, "maintenanceCostPerMonthCents" int,
        "modelPriceCents" int, "financingNewMonthlyCents" int, "financingUsedMonthlyCents" int,
        specs jsonb)
      JOIN models m ON m.make_id = x.mk AND m.category_id = x.c AND m.slug = x.s
      ON CONFLICT (model_id) DO NOTHING`)
  }
  return n
}

/** vPIC rows carry no size: price them as a mid-size machine of their category. */
function typicalPrice(m: TaxonomyModel): number {
  const profile = profileOf(m.category!)
  return estimateNewPriceUsd(profile, typicalPrimary(profile), m.make)
}
