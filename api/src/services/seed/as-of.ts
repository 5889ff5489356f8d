/**
 * The demo inventory is generated "as of" a fixed instant, never the wall clock: the same seed
 * gives the same rows whenever it runs, and ages, listing dates and sale dates never drift.
 */
export const DEFAULT_AS_OF = new Date('2026-11-15T00:00:00.000Z')

export const DAY_MS = 86_400_000
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
