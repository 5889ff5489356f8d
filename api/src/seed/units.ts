import type { Condition, EmissionTier } from '../db/schema/enums'
import { machineAge } from './as-of'
import { getGeography, pickZip, type Zip } from './geography'
import { conditionFor, emissionTier } from './machine-traits'
import type { ModelPool, PoolCategory, PoolModel } from './model-pool'
import type { Rng } from './rng'
import { unitSpecs } from './specs'
import { generateMeters, type Meters } from './usage'

/**
 * One physical machine: what it is, how old, how used, what shape it is in. Listings, completed
 * sales and test factories all describe units drawn the same way, so their prices are coherent.
 */
export interface Unit {
  category: PoolCategory
  model: PoolModel
  year: number
  age: number
  meters: Meters
  specs: Record<string, number>
  condition: Condition
  emissionTier: EmissionTier | null
}

/** Ages of used machines on the market: median ~7 years, long tail to 30. */
export function pickYear(rng: Rng, model: PoolModel, asOfYear: number): number {
  for (let attempt = 0; attempt < 4; attempt++) {
    const age = Math.round(7 * rng.logNormal(0.65) - 0.5)
    const year = asOfYear + 1 - Math.max(0, age)
    if (year >= model.yearFrom && year <= model.yearTo) return year
  }
  return rng.int(model.yearFrom, model.yearTo)
}

export function drawUnit(
  rng: Rng,
  pool: ModelPool,
  at: Date,
  opts: { category?: PoolCategory; model?: PoolModel; year?: number } = {},
): Unit {
  const category = opts.category ?? pool.categories.pick(rng)
  const model = opts.model ?? category.models.pick(rng)
  const year = opts.year ?? pickYear(rng, model, at.getUTCFullYear())
  const age = machineAge(year, at)
  const meters = generateMeters(rng, category.slug, age)
  const specs = unitSpecs(rng, category.specFields, model.specs, model.sizeQ)
  const hp = specs.netHp ?? specs.engineHp ?? model.specs.netHp ?? model.specs.engineHp
  return {
    category,
    model,
    year,
    age,
    meters,
    specs,
    condition: conditionFor(rng, age, meters.usageRatio),
    emissionTier: emissionTier(category.slug, year, hp),
  }
}

/** Where a unit is: mostly at its seller's yard, sometimes elsewhere in the state or country. */
export function unitZip(rng: Rng, home?: Zip): Zip {
  const geo = getGeography()
  if (!home) return pickZip(rng, geo)
  const r = rng.float()
  if (r < 0.65) return home
  if (r < 0.85) return pickZip(rng, geo, home.state)
  return pickZip(rng, geo)
}
