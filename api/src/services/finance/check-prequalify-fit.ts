import { FINANCE_MAX_CENTS } from '@ironyard/contract/finance'
import { lookupZip } from '../search/engine/geo'

/** Spec §1, §9: financing goes up to $2 million (the contract's constant, the calculator's cap). */
export { FINANCE_MAX_CENTS }

/**
 * Where the lenders of the program lend: businesses in the 50 states and the District of
 * Columbia. US territories (Puerto Rico, Guam, ...) and places outside the US are not covered.
 */
export const LENDING_STATES: ReadonlySet<string> = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH ' +
    'NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
  ).split(' '),
)

export type FitReason = 'amount_over_limit' | 'outside_service_area'

export interface PrequalifyFit {
  fit: boolean
  /** Every rule the request breaks, in a stable order (empty when it fits). */
  reasons: FitReason[]
}

/**
 * Spec §4: a pre-qualification ends in "sorry" when the program is not a fit. The rules, in full:
 *
 * 1. `amount_over_limit`: the amount to finance (the equipment price the applicant gave) is over
 *    $2,000,000, the program's ceiling. No amount given is not a reason: the team asks.
 * 2. `outside_service_area`: the business is not in the 50 states or DC: its state is not one of
 *    them, or its ZIP code is unknown to the US ZIP directory or lies in a US territory.
 *
 * Credit rating is never a reason: pre-qualification makes no hard credit pull, and the lenders
 * of the program cover every rating.
 */
export function checkPrequalifyFit(input: {
  priceCents?: number | null
  state: string
  zip: string
}): PrequalifyFit {
  const reasons: FitReason[] = []
  if (input.priceCents != null && input.priceCents > FINANCE_MAX_CENTS) {
    reasons.push('amount_over_limit')
  }
  const state = input.state.trim().toUpperCase()
  const zipState = lookupZip(input.zip.trim().slice(0, 5))?.state
  if (!LENDING_STATES.has(state) || !zipState || !LENDING_STATES.has(zipState)) {
    reasons.push('outside_service_area')
  }
  return { fit: reasons.length === 0, reasons }
}
