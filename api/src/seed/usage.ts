import type { Rng } from './rng'

/**
 * How hard a typical machine of each category works in a year, from rental and fleet
 * utilisation figures (hours on the engine meter; miles on the odometer for on-road trucks).
 * A machine's usage is its typical lifetime use (`usageYears`) x this x its own duty factor.
 */
export interface UsageProfile {
  hoursPerYear?: number
  milesPerYear?: number
  /** Share of this year's use a machine keeps into the next (see `usageYears`). */
  retain?: number
  /** Share of units that carry a second meter (PTO, upper engine, boom) and its hours per year. */
  secondary?: { share: number; hoursPerYear: number }
}

export const USAGE: Record<string, UsageProfile> = {
  excavators: { hoursPerYear: 1000 },
  'mini-excavators': { hoursPerYear: 500 },
  'wheel-loaders': { hoursPerYear: 1200 },
  'skid-steer-loaders': { hoursPerYear: 450 },
  'compact-track-loaders': { hoursPerYear: 500 },
  'backhoe-loaders': { hoursPerYear: 600 },
  bulldozers: { hoursPerYear: 1000 },
  'crawler-loaders': { hoursPerYear: 800 },
  'motor-graders': { hoursPerYear: 900 },
  scrapers: { hoursPerYear: 1200 },
  'skip-loaders': { hoursPerYear: 400 },
  'articulated-trucks': { hoursPerYear: 1500 },
  trenchers: { hoursPerYear: 300 },
  compactors: { hoursPerYear: 500 },
  pavers: { hoursPerYear: 600 },
  'cold-planers': { hoursPerYear: 700 },
  'road-reclaimers': { hoursPerYear: 600 },
  telehandlers: { hoursPerYear: 500 },
  forklifts: { hoursPerYear: 1000 },
  lifts: { hoursPerYear: 250 },
  cranes: { hoursPerYear: 800, milesPerYear: 6000, secondary: { share: 0.5, hoursPerYear: 600 } },
  'material-handlers': { hoursPerYear: 1500 },
  'dump-trucks': { milesPerYear: 30000, secondary: { share: 0.15, hoursPerYear: 150 } },
  'haul-trucks': { hoursPerYear: 4500 },
  'off-highway-trucks': { hoursPerYear: 3000 },
  'service-trucks': { milesPerYear: 20000, secondary: { share: 0.45, hoursPerYear: 300 } },
  'specialty-trucks': { milesPerYear: 18000, secondary: { share: 0.5, hoursPerYear: 500 } },
  'tank-trailer-trucks': { milesPerYear: 45000, secondary: { share: 0.25, hoursPerYear: 250 } },
  'bucket-trucks': { milesPerYear: 12000, secondary: { share: 0.6, hoursPerYear: 400 } },
  'semi-trucks': { milesPerYear: 95000 },
  'dump-trailers': {},
  'flatbed-trailers': {},
  'log-trailers': {},
  'equipment-trailers': {},
  generators: { hoursPerYear: 800 },
  'air-compressors': { hoursPerYear: 500 },
  'light-towers': { hoursPerYear: 1000 },
  drills: { hoursPerYear: 800 },
  'crushers-screens': { hoursPerYear: 1500 },
  // Farm tractors work steadily for decades (Iowa State A3-29 assumes 400 h every year).
  tractors: { hoursPerYear: 400, retain: 0.99 },
  combines: { hoursPerYear: 250 },
  'hay-forage': { hoursPerYear: 200 },
  'feller-bunchers': { hoursPerYear: 2000 },
  skidders: { hoursPerYear: 1800 },
}

export const usageFor = (categorySlug: string): UsageProfile =>
  USAGE[categorySlug] ?? { hoursPerYear: 600 }

export interface Meters {
  hours: number | null
  miles: number | null
  secondaryHours: number | null
  /** Usage relative to a typical unit of the same age (1 = typical). */
  usageRatio: number
}

/**
 * Typical use does not stay flat over a machine's life: it works hardest for its first owners and
 * less every year after (a 20-year-old truck is a yard or farm truck, not a line-haul tractor).
 * A typical unit's cumulative use after `age` years is the sum of retain^k for k < age, in
 * "full years" at the profile's yearly rate: with 0.95 (off-road machines) about 8 at 10 years,
 * 12.6 at 20 and 15.7 at 30; with 0.9 (odometers) 6.5, 8.8 and 9.6, so a typical 30-year-old semi
 * shows ~0.9M miles instead of the 2.9M a flat 95,000 a year would give.
 */
export const retainOf = (u: UsageProfile): number => u.retain ?? (u.milesPerYear ? 0.9 : 0.95)

/** Full-use years a typical unit of this age has worked (machines a few months old: demo time). */
export function usageYears(age: number, retain: number): number {
  const a = Math.max(age, 0.25)
  return (1 - retain ** a) / (1 - retain)
}

/**
 * Highest readings a believable listing shows: engines and odometers are rebuilt or scrapped
 * before this (a line-haul tractor around 1.5-2M miles, an excavator 30-40k hours).
 */
const MAX_MILES = 1_900_000
const MAX_HOURS = 42_000

/** Meter readings of one machine: typical lifetime use x its own duty factor. */
export function generateMeters(rng: Rng, categorySlug: string, age: number): Meters {
  const u = usageFor(categorySlug)
  // Duty factor: some units sit in a yard, some work double shifts.
  const duty = Math.min(2.6, Math.max(0.2, rng.logNormal(0.45)))
  const years = usageYears(age, retainOf(u))
  const hours = u.hoursPerYear
    ? Math.min(MAX_HOURS, Math.max(3, Math.round(years * u.hoursPerYear * duty)))
    : null
  const miles = u.milesPerYear
    ? Math.min(MAX_MILES, Math.max(25, Math.round(years * u.milesPerYear * duty)))
    : null
  const secondaryHours =
    u.secondary && rng.chance(u.secondary.share)
      ? Math.max(1, Math.round(years * u.secondary.hoursPerYear * duty * rng.logNormal(0.3)))
      : null
  return { hours, miles, secondaryHours, usageRatio: u.hoursPerYear || u.milesPerYear ? duty : 1 }
}

/** The usage ratio of a given reading (used when a factory or a sale sets hours explicitly). */
export function usageRatioOf(
  categorySlug: string,
  age: number,
  hours: number | null | undefined,
  miles: number | null | undefined,
): number {
  const u = usageFor(categorySlug)
  const years = usageYears(age, retainOf(u))
  if (u.milesPerYear && miles != null) return miles / (years * u.milesPerYear)
  if (u.hoursPerYear && hours != null) return hours / (years * u.hoursPerYear)
  return 1
}
