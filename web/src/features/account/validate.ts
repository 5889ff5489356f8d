/**
 * Browser-side checks of the account forms, the same rules the api applies (spec §5), so most
 * mistakes are shown before a round trip. Keys are those of the api's field errors.
 */
export type Errors = Record<string, string>

export function phoneError(raw: string): string | null {
  const v = raw.trim()
  if (!v) return null
  if (/[^\d\s().+-]/.test(v) || v.lastIndexOf('+') > 0) return 'validation.phoneOnlyPlus'
  const digits = v.replace(/\D/g, '').length
  return digits >= 10 && digits <= 15 ? null : 'validation.phoneInvalid'
}

export function zipError(raw: string): string | null {
  const v = raw.trim()
  return !v || /^\d{5}(-\d{4})?$/.test(v) ? null : 'validation.zipInvalid'
}

export function requiredError(raw: string, key: string, max = 100): string | null {
  const v = raw.trim()
  if (!v) return key
  return v.length > max ? 'validation.tooLong' : null
}

export const YEAR_MIN = 1950

/** A year: required, whole, from 1950 to next year. */
export function yearError(raw: string, currentYear: number): string | null {
  const v = raw.trim()
  if (!v) return 'validation.yearRequired'
  const n = Number(v)
  if (!/^\d+$/.test(v) || n < YEAR_MIN || n > currentYear + 1) return 'validation.yearInvalid'
  return null
}

/** Hours or miles: optional each, but one is required; whole and not negative. */
export function meterError(raw: string): string | null {
  const v = raw.trim().replace(/,/g, '')
  if (!v) return null
  const n = Number(v)
  if (!Number.isFinite(n)) return 'validation.invalid'
  if (n < 0) return 'validation.hoursOrMilesNegative'
  if (!Number.isInteger(n)) return 'validation.hoursOrMilesDecimal'
  return null
}

export function parseMeter(raw: string): number | null {
  const v = raw.trim().replace(/,/g, '')
  return v ? Number(v) : null
}

/** A value tracker machine (spec §3) as typed: what the tracker and the free valuation ask. */
export interface MachineValues {
  year: string
  make: string
  model: string
  category: string
  hours: string
  miles: string
}

/** Spec §5: year, make, model, category required; hours or miles required, whole, not negative. */
export function checkMachine(v: MachineValues, currentYear: number): Errors {
  const errors: Errors = {}
  const add = (path: string, key: string | null) => {
    if (key) errors[path] = key
  }
  add('year', yearError(v.year, currentYear))
  add('make', v.make ? null : 'validation.makeRequired')
  add('model', requiredError(v.model, 'validation.modelRequired'))
  add('category', v.category ? null : 'validation.categoryRequired')
  add('hours', meterError(v.hours))
  add('miles', meterError(v.miles))
  if (!errors.hours && !errors.miles && !v.hours.trim() && !v.miles.trim()) {
    errors.hours = 'validation.hoursOrMilesRequired'
  }
  return errors
}
