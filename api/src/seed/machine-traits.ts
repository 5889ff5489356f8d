import { CONDITIONS, type Condition, type EmissionTier } from '../db/schema/enums'
import type { Rng } from './rng'

/** On-road vehicles certify to on-highway rules, trailers have no engine: no nonroad tier. */
const NO_NONROAD_TIER = new Set([
  'dump-trucks',
  'service-trucks',
  'specialty-trucks',
  'tank-trailer-trucks',
  'bucket-trucks',
  'semi-trucks',
  'dump-trailers',
  'flatbed-trailers',
  'log-trailers',
  'equipment-trailers',
  'hay-forage',
])

/**
 * EPA nonroad diesel tier by model year and power band (40 CFR 89 and 1039 phase-in dates).
 * Makers of 75-175 hp engines label the interim and final steps "4A" and "4B"; others "4i" and "4"
 * (Tier 4 Final). Machines older than Tier 1 have no tier.
 */
export function emissionTier(
  categorySlug: string,
  year: number,
  hp: number | undefined,
): EmissionTier | null {
  if (NO_NONROAD_TIER.has(categorySlug)) return null
  const power = hp ?? 120
  if (power < 25) {
    if (year >= 2008) return 'Tier 4'
    if (year >= 2005) return 'Tier 2'
    return year >= 2000 ? 'Tier 1' : null
  }
  if (power < 75) {
    if (year >= 2013) return 'Tier 4'
    if (year >= 2008) return 'Tier 4i'
    if (year >= 2004) return 'Tier 2'
    return year >= 1999 ? 'Tier 1' : null
  }
  if (power < 175) {
    if (year >= 2015) return 'Tier 4B'
    if (year >= 2012) return 'Tier 4A'
    if (year >= 2007) return 'Tier 3'
    if (year >= 2003) return 'Tier 2'
    return year >= 1997 ? 'Tier 1' : null
  }
  if (power <= 750) {
    if (year >= 2014) return 'Tier 4'
    if (year >= 2011) return 'Tier 4i'
    if (year >= 2006) return 'Tier 3'
    if (year >= 2001) return 'Tier 2'
    return year >= 1996 ? 'Tier 1' : null
  }
  if (year >= 2015) return 'Tier 4'
  if (year >= 2011) return 'Tier 4i'
  if (year >= 2006) return 'Tier 2'
  return year >= 2000 ? 'Tier 1' : null
}

/** Condition follows age and how hard the machine worked, with a machine-to-machine spread. */
export function conditionFor(rng: Rng, age: number, usageRatio: number): Condition {
  const score = 3 - 0.09 * age - 0.9 * Math.log(Math.max(0.2, usageRatio)) + 0.7 * rng.normal()
  return CONDITIONS[Math.min(4, Math.max(0, Math.round(score)))]
}
