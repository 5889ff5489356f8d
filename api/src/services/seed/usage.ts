import type { Rng } from './rng'

/**
 * How hard a typical machine of each category works in a year, from rental and fleet
 * utilisation figures (hours on the engine meter; miles on the odometer for on-road trucks).
 * A machine's usage is age x this x its own duty factor (log-normal around 1).
 */
export interface UsageProfile {
  hoursPerYear?: number
  milesPerYear?: number
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
  tractors: { hoursPerYear: 400 },
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

/** Machines a few months old still have some delivery and demo time on the meter. */
const effectiveAge = (age: number) => Math.max(age, 0.25)

/** Meter readings of one machine: age x typical use x its own duty factor. */
export function generateMeters(rng: Rng, categorySlug: string, age: number): Meters {
  const u = usageFor(categorySlug)
  // Duty factor: some units sit in a yard, some work double shifts.
  const duty = Math.min(3.5, Math.max(0.2, rng.logNormal(0.45)))
  const years = effectiveAge(age)
  const hours = u.hoursPerYear ? Math.max(3, Math.round(years * u.hoursPerYear * duty)) : null
  const miles = u.milesPerYear ? Math.max(25, Math.round(years * u.milesPerYear * duty)) : null
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
  const years = effectiveAge(age)
  if (u.milesPerYear && miles != null) return miles / (years * u.milesPerYear)
  if (u.hoursPerYear && hours != null) return hours / (years * u.hoursPerYear)
  return 1
}
