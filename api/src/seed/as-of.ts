/**
 * The demo inventory is generated "as of" one instant: ages, listing dates, price cuts and sale
 * dates count back from it. A first start seeds as of the start of the current UTC day, so a new
 * demo has machines listed this week and lightning deals; the same seed and the same as-of day
 * give the same rows. Tests and benchmarks pass FIXED_AS_OF so their data never depends on the
 * day they run.
 */
export const FIXED_AS_OF = new Date('2026-11-15T00:00:00.000Z')

export const DAY_MS = 86_400_000

/** The start (00:00 UTC) of the day of `now`: the default as-of instant of a seed. */
export const seedAsOf = (now: Date = new Date()): Date =>
  new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS)
export const YEAR_MS = 365.25 * DAY_MS

export const daysBefore = (asOf: Date, days: number): Date =>
  new Date(asOf.getTime() - Math.round(days * DAY_MS))

/** Fractional year of an instant (2026.87...), for ages and market indexes. */
export const decimalYear = (d: Date): number => {
  const y = d.getUTCFullYear()
  const start = Date.UTC(y, 0, 1)
  const end = Date.UTC(y + 1, 0, 1)
  return y + (d.getTime() - start) / (end - start)
}

/** Age in years of a machine of a model year at an instant (a model year starts mid-year before). */
export const machineAge = (modelYear: number, at: Date): number =>
  Math.max(0, decimalYear(at) - (modelYear - 0.5))

/** YYYY-MM-DD (UTC). */
export const isoDate = (d: Date): string => d.toISOString().slice(0, 10)
