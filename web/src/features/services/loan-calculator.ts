import {
  checkLoanInput,
  keyOf,
  LOAN_FIELD_CHECKS,
  LOAN_FIELDS,
} from '@ironyard/contract/field-checks'
import type { ValidationKey } from '@ironyard/contract/forms/validation'
import { CALCULATOR_DEFAULTS, monthlyPaymentCents } from '@ironyard/contract'

/** The finance calculator's inputs (spec §3), as typed; they are also its URL parameters. */
export interface CalculatorValues {
  price: string
  down: string
  rate: string
  term: string
  zip: string
}
export type CalculatorField = keyof CalculatorValues
export const CALCULATOR_FIELDS: readonly CalculatorField[] = LOAN_FIELDS

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

/**
 * What the calculator hands to the pre-qualify form (issue 16, defect 12): the price of a loan it
 * could work out, else the price in the URL when it is a readable amount, and the ZIP in the URL
 * when it is a valid one. Empty when the URL has neither.
 */
export function prequalifyCarry(
  params: Record<string, string | string[] | undefined>,
  values: CalculatorValues,
  loanPriceCents: number | null,
): { price?: string; zip?: string } {
  const carry: { price?: string; zip?: string } = {}
  if (loanPriceCents !== null) carry.price = String(Math.round(loanPriceCents / 100))
  else if (typeof params.price === 'string' && !checkCalculatorField('price', values.price)) {
    carry.price = values.price
  }
  if (typeof params.zip === 'string' && !checkCalculatorField('zip', values.zip)) {
    carry.zip = values.zip
  }
  return carry
}

/** One field's spec §5 message ("The calculator requires Price, Down Payment %, ..."). */
export function checkCalculatorField(field: CalculatorField, raw: string): ValidationKey | null {
  return keyOf(LOAN_FIELD_CHECKS[field](raw))
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
  const { errors, input } = checkLoanInput(values)
  if (!input) return { errors, result: null }
  const { price: priceCents, down: downPercent, rate: ratePercent, term: termMonths } = input
  const downPaymentCents = Math.round((priceCents * downPercent) / 100)
  const financedCents = priceCents - downPaymentCents
  const monthlyCents = monthlyPaymentCents(priceCents, { downPercent, ratePercent, termMonths })
  const totalOfPaymentsCents = monthlyCents * termMonths
  return {
    errors: {},
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
