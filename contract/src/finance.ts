/** Spec §3/§9 finance calculator: loan terms, the defaults every page quotes, the payment. */
export const LOAN_TERMS_MONTHS = [36, 48, 60, 72, 84] as const

/** Spec §1, §9: financing goes up to $2 million (the calculator's cap, the pre-qualify's fit). */
export const FINANCE_MAX_CENTS = 2_000_000_00

export interface LoanTerms {
  /** Annual interest rate in percent (8.99 means 8.99 % a year). */
  ratePercent: number
  /** Down payment as a percent of the price. */
  downPercent: number
  termMonths: number
}

/** Spec §9: interest rate 8.99 %, down payment 0 %, term 60 months. The one home of the rate. */
export const CALCULATOR_DEFAULTS: LoanTerms = { ratePercent: 8.99, downPercent: 0, termMonths: 60 }

/**
 * Monthly payment of an amortised loan, in cents: P·r / (1 − (1 + r)^−n), with P the price less
 * the down payment, r the monthly rate and n the number of months (P / n at 0 %).
 */
export function monthlyPaymentCents(
  priceCents: number,
  terms: LoanTerms = CALCULATOR_DEFAULTS,
): number {
  const principal = priceCents * (1 - terms.downPercent / 100)
  const n = terms.termMonths
  if (principal <= 0 || n <= 0) return 0
  const r = terms.ratePercent / 100 / 12
  if (r === 0) return Math.round(principal / n)
  return Math.round((principal * r) / (1 - (1 + r) ** -n))
}
