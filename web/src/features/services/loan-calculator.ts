import { parseMoneyCents } from '@ironyard/contract/forms/fields'
import type { ValidationKey } from '@ironyard/contract/forms/validation'
import { CALCULATOR_DEFAULTS, LOAN_TERMS_MONTHS, monthlyPaymentCents } from '@ironyard/contract'

/** The finance calculator's inputs (spec §3), as typed; they are also its URL parameters. */
export interface CalculatorValues {
  price: string
  down: string
  rate: string
  term: string
  zip: string
}
export type CalculatorField = keyof CalculatorValues
export const CALCULATOR_FIELDS: readonly CalculatorField[] = [
  'price',
  'down',
  'rate',
  'term',
  'zip',
]

export interface CalculatorResult {
  priceCents: number
  downPaymentCents: number
  financedCents: number
  monthlyCents: number
  termMonths: number
  totalOfPaymentsCents: number
  totalInterestCents: number
}

export type CalculatorErrors = Partial<Record<CalculatorField, ValidationKey>>

/** Highest interest rate the calculator accepts, in percent a year. */
export const MAX_RATE_PERCENT = 40

/** Spec §9 defaults: 8.99%, 0% down, 60 months; the ZIP is the visitor's (or the default). */
export function defaultCalculatorValues(zip: string, price = ''): CalculatorValues {
  return {
    price,
    down: String(CALCULATOR_DEFAULTS.downPercent),
    rate: String(CALCULATOR_DEFAULTS.ratePercent),
    term: String(CALCULATOR_DEFAULTS.termMonths),
    zip,
  }
}

/** The calculator's URL parameters over the defaults; `submitted` when the form was sent. */
export function readCalculatorParams(
  params: Record<string, string | string[] | undefined>,
  defaults: CalculatorValues,
): { values: CalculatorValues; submitted: boolean } {
  const one = (k: string) => {
    const v = params[k]
    return typeof v === 'string' ? v.slice(0, 40) : undefined
  }
  const values = { ...defaults }
  let submitted = false
  for (const f of CALCULATOR_FIELDS) {
    const v = one(f)
    if (v === undefined) continue
    values[f] = v
    // A price alone (a link from a machine) fills the form; the other fields mean it was sent.
    if (f !== 'price') submitted = true
  }
  return { values, submitted }
}

const REQUIRED: Record<CalculatorField, ValidationKey> = {
  price: 'validation.priceRequired',
  down: 'validation.downPaymentRequired',
  rate: 'validation.interestRateRequired',
  term: 'validation.termRequired',
  zip: 'validation.zipRequired',
}

const percent = (v: string, max: number): number | null => {
  const s = v.replace(/[%\s]/g, '')
  if (!/^\d+(\.\d{1,3})?$/.test(s)) return null
  const n = Number(s)
  return n <= max ? n : null
}

/** One field's spec §5 message ("The calculator requires Price, Down Payment %, ..."). */
export function checkCalculatorField(field: CalculatorField, raw: string): ValidationKey | null {
  const v = raw.trim()
  if (!v) return REQUIRED[field]
  switch (field) {
    case 'price': {
      const cents = parseMoneyCents(v)
      return cents !== null && cents > 0 && cents <= 100_000_000_00
        ? null
        : 'validation.priceInvalid'
    }
    case 'down':
      return percent(v, 100) === null ? 'validation.invalid' : null
    case 'rate':
      return percent(v, MAX_RATE_PERCENT) === null ? 'validation.invalid' : null
    case 'term':
      return (LOAN_TERMS_MONTHS as readonly number[]).includes(Number(v))
        ? null
        : 'validation.invalid'
    case 'zip':
      return /^\d{5}(-\d{4})?$/.test(v) ? null : 'validation.zipInvalid'
  }
}

/**
 * Check every input and, when all are fine, the loan: the amortised monthly payment of
 * web/src/lib/monthly-payment.ts (the same the equipment page quotes), what is financed, and
 * what the loan costs over its term.
 */
export function calculateLoan(values: CalculatorValues): {
  errors: CalculatorErrors
  result: CalculatorResult | null
} {
  const errors: CalculatorErrors = {}
  for (const f of CALCULATOR_FIELDS) {
    const key = checkCalculatorField(f, values[f])
    if (key) errors[f] = key
  }
  if (Object.keys(errors).length) return { errors, result: null }
  const priceCents = parseMoneyCents(values.price.trim()) as number
  const downPercent = percent(values.down.trim(), 100) as number
  const ratePercent = percent(values.rate.trim(), MAX_RATE_PERCENT) as number
  const termMonths = Number(values.term)
  const downPaymentCents = Math.round((priceCents * downPercent) / 100)
  const financedCents = priceCents - downPaymentCents
  const monthlyCents = monthlyPaymentCents(priceCents, { downPercent, ratePercent, termMonths })
  const totalOfPaymentsCents = monthlyCents * termMonths
  return {
    errors,
    result: {
      priceCents,
      downPaymentCents,
      financedCents,
      monthlyCents,
      termMonths,
      totalOfPaymentsCents,
      totalInterestCents: Math.max(0, totalOfPaymentsCents - financedCents),
    },
  }
}
