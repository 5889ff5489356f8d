/*
 * Field rules without zod (issue 18): the calculators check what the visitor types on every
 * keystroke, and loading zod for it cost the services pages ~60 KB of gzipped JavaScript at start.
 * The zod schemas in ./forms (moneyInputCents, zipSchema, the calculators) are built on these
 * functions, so each rule has one definition (docs/decisions/043).
 */
import { FINANCE_MAX_CENTS, LOAN_TERMS_MONTHS } from './finance'
import { MONEY_INPUT_MAX_CENTS, moneyText, parseMoneyCents } from './money'
import type { ValidationKey } from './forms/validation'

/** A checked field: its value, or the message key of the first rule it breaks. */
export type Checked<T> = { ok: true; value: T } | { ok: false; key: ValidationKey }

/** A check's message key, or null when the value passes. */
export const keyOf = (r: Checked<unknown>): ValidationKey | null => (r.ok ? null : r.key)

const fail = (key: ValidationKey): { ok: false; key: ValidationKey } => ({ ok: false, key })

/** A US ZIP code as typed: "78701" or "78701-1234". */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/

/**
 * Money typed by a person -> cents. Empty (or not text) answers `requiredKey`, anything that is
 * not a positive amount `invalidKey`, and an amount over `maxCents` `tooHighKey`: "$1,000,000,000"
 * is a number, just not one any form takes (issue 16, defect 8).
 */
export function checkMoney(
  value: unknown,
  requiredKey: ValidationKey,
  invalidKey: ValidationKey,
  tooHighKey: ValidationKey = 'validation.amountTooHigh',
  maxCents: number = MONEY_INPUT_MAX_CENTS,
): Checked<number> {
  if (typeof value !== 'string' && typeof value !== 'number') return fail(requiredKey)
  const s = moneyText(String(value))
  if (s === '') return fail(requiredKey)
  const cents = parseMoneyCents(s)
  if (cents === null || cents <= 0) return fail(invalidKey)
  if (cents > maxCents) return fail(tooHighKey)
  return { ok: true, value: cents }
}

/** A ZIP code: required, then ZIP_PATTERN; the trimmed text. */
export function checkZip(value: unknown): Checked<string> {
  if (typeof value !== 'string') return fail('validation.zipRequired')
  const s = value.trim()
  if (s === '') return fail('validation.zipRequired')
  return ZIP_PATTERN.test(s) ? { ok: true, value: s } : fail('validation.zipInvalid')
}

/**
 * A percentage as typed ("12.5%"): required, up to 3 decimals, at most `max`; anything else gets
 * the field's own `invalidKey` ("Down Payment % must be a number from 0 to 100" for 150 %).
 */
export function checkPercent(
  value: unknown,
  requiredKey: ValidationKey,
  invalidKey: ValidationKey,
  max: number,
): Checked<number> {
  if (typeof value !== 'string') return fail(requiredKey)
  const s = value.trim()
  if (s === '') return fail(requiredKey)
  const digits = s.replace(/[%\s]/g, '')
  if (!/^\d+(\.\d{1,3})?$/.test(digits)) return fail(invalidKey)
  const n = Number(digits)
  return n <= max ? { ok: true, value: n } : fail(invalidKey)
}

/** The tax-savings estimate's price and the sale comparison's market value (spec §9). */
export const checkCalculatorPrice = (v: unknown): Checked<number> =>
  checkMoney(v, 'validation.priceRequired', 'validation.priceInvalid')

/**
 * Spec §9: the readings of the tax-savings estimate the visitor picks from, the default first.
 * The api holds what each one means (api/src/services/finance/estimate-tax-savings.ts).
 */
export const TAX_ASSUMPTION_KEYS = [
  'bonus_100_21',
  'section179_2025_35',
  'section179_2023_35',
] as const
export type TaxAssumptionKey = (typeof TAX_ASSUMPTION_KEYS)[number]
export const DEFAULT_TAX_ASSUMPTION: TaxAssumptionKey = 'bonus_100_21'

export const isTaxAssumption = (v: unknown): v is TaxAssumptionKey =>
  typeof v === 'string' && (TAX_ASSUMPTION_KEYS as readonly string[]).includes(v)

/** Highest interest rate the loan calculator accepts, in percent a year. */
export const MAX_RATE_PERCENT = 40

/** The finance calculator's fields (spec §3), in the form's order. */
export const LOAN_FIELDS = ['price', 'down', 'rate', 'term', 'zip'] as const
export type LoanField = (typeof LOAN_FIELDS)[number]

/** What the finance calculator computes with, once every field passes. */
export interface LoanInput {
  price: number
  down: number
  rate: number
  term: number
  zip: string
}

/**
 * Each finance calculator field's rule (spec §3, §9: "The calculator requires Price, Down
 * Payment %, Interest Rate, Term and Zip Code"). Over the program's $2 million the price says so
 * (issue 16, defect 11).
 */
export const LOAN_FIELD_CHECKS: { [F in LoanField]: (v: unknown) => Checked<LoanInput[F]> } = {
  price: (v) =>
    checkMoney(
      v,
      'validation.priceRequired',
      'validation.priceInvalid',
      'validation.financeMax',
      FINANCE_MAX_CENTS,
    ),
  down: (v) =>
    checkPercent(v, 'validation.downPaymentRequired', 'validation.downPaymentInvalid', 100),
  rate: (v) =>
    checkPercent(
      v,
      'validation.interestRateRequired',
      'validation.interestRateInvalid',
      MAX_RATE_PERCENT,
    ),
  term: (v) => {
    if (typeof v !== 'string' || v.trim() === '') return fail('validation.termRequired')
    const n = Number(v.trim())
    return (LOAN_TERMS_MONTHS as readonly number[]).includes(n)
      ? { ok: true, value: n }
      : fail('validation.invalid')
  },
  zip: checkZip,
}

/** Every finance calculator field checked: each failing field's key, and the input when none. */
export function checkLoanInput(values: Partial<Record<LoanField, unknown>>): {
  errors: Partial<Record<LoanField, ValidationKey>>
  input: LoanInput | null
} {
  const errors: Partial<Record<LoanField, ValidationKey>> = {}
  const input: Partial<Record<LoanField, unknown>> = {}
  for (const f of LOAN_FIELDS) {
    const r = LOAN_FIELD_CHECKS[f](values[f])
    if (r.ok) input[f] = r.value
    else errors[f] = r.key
  }
  return { errors, input: Object.keys(errors).length ? null : (input as unknown as LoanInput) }
}
