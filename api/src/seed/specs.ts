import { SPEC_FIELDS } from '../reference-data/spec-fields'
import type { Rng } from './rng'

/**
 * Category spec values of one unit (the keys of categories.spec_fields), so the dynamic facets
 * find it: the model's spec sheet value with a small unit-to-unit spread (options, counterweights,
 * buckets), or, where the sheet lacks a field, a value placed in the field's usual range by the
 * model's size within its category.
 */

/** How much units of one model differ (share of the value, one standard deviation). */
const SPREAD: Record<string, number> = {
  operatingWeightLb: 0.03,
  bucketCapacityYd3: 0.08,
  lengthFt: 0,
  netHp: 0,
  engineHp: 0.04,
  gvwrLb: 0.03,
  tankCapacityGal: 0.05,
  bodyCapacityYd3: 0.06,
  capacityYd3: 0.05,
}

const roundFor = (key: string, v: number): number => {
  const unit = SPEC_FIELDS[key]?.unit
  switch (unit) {
    case 'lb':
      return v >= 10_000 ? Math.round(v / 100) * 100 : Math.round(v / 10) * 10
    case 'ft':
      return Math.round(v * 2) / 2
    case 'yd³':
      return Math.round(v * 100) / 100
    case 'tons':
      return v >= 20 ? Math.round(v) : Math.round(v * 10) / 10
    case 'gal':
      return Math.round(v / 50) * 50
    default:
      return Math.round(v)
  }
}

/** A value for a field from its facet buckets: the low edge to the high edge, by size. */
export function typicalSpecValue(key: string, sizeQ: number): number | undefined {
  const def = SPEC_FIELDS[key]
  if (!def || def.buckets.length === 0) return undefined
  const lo = def.buckets[0] * 0.7
  const hi = def.buckets[def.buckets.length - 1] * 1.15
  return roundFor(key, lo * Math.pow(hi / lo, Math.min(1, Math.max(0, sizeQ))))
}

export function unitSpecs(
  rng: Rng,
  specFields: readonly string[],
  modelSpecs: Record<string, number>,
  sizeQ: number,
): Record<string, number> {
  const out: Record<string, number> = {}
  for (const key of specFields) {
    const base = modelSpecs[key] ?? typicalSpecValue(key, sizeQ)
    if (base === undefined) continue
    const spread = SPREAD[key] ?? 0.02
    const v = spread ? base * (1 + spread * Math.max(-2, Math.min(2, rng.normal()))) : base
    out[key] = roundFor(key, v)
  }
  return out
}
