import { z } from '../zod'
import {
  checkCalculatorPrice,
  DEFAULT_TAX_ASSUMPTION,
  LOAN_FIELD_CHECKS,
  TAX_ASSUMPTION_KEYS,
} from '../field-checks'
import { byCheck } from './fields'
import { msg } from './validation'

export {
  DEFAULT_TAX_ASSUMPTION,
  isTaxAssumption,
  TAX_ASSUMPTION_KEYS,
  type TaxAssumptionKey,
} from '../field-checks'

/** The tax-savings estimate (spec §1, §9): a price and a reading. */
export const taxEstimateInputSchema = z.object({
  price: z.unknown().transform(byCheck(checkCalculatorPrice)),
  assumption: z
    .enum(TAX_ASSUMPTION_KEYS, { error: msg('validation.invalid') })
    .default(DEFAULT_TAX_ASSUMPTION),
})
export type TaxEstimateInput = z.infer<typeof taxEstimateInputSchema>

/** What selling here, at auction or to a dealer nets (spec §9): the machine's market value. */
export const saleProceedsInputSchema = z.object({
  marketValue: z.unknown().transform(byCheck(checkCalculatorPrice)),
})
export type SaleProceedsInput = z.infer<typeof saleProceedsInputSchema>

export { MAX_RATE_PERCENT } from '../field-checks'

/**
 * The finance calculator (spec §3, §9; "The calculator requires Price, Down Payment %, Interest
 * Rate, Term and Zip Code"): each field's rule is ../field-checks `LOAN_FIELD_CHECKS`, which the
 * browser runs without zod. The monthly payment itself is `monthlyPaymentCents` (../finance).
 */
export const loanCalculatorInputSchema = z.object({
  price: z.unknown().transform(byCheck(LOAN_FIELD_CHECKS.price)),
  down: z.unknown().transform(byCheck(LOAN_FIELD_CHECKS.down)),
  rate: z.unknown().transform(byCheck(LOAN_FIELD_CHECKS.rate)),
  term: z.unknown().transform(byCheck(LOAN_FIELD_CHECKS.term)),
  zip: z.unknown().transform(byCheck(LOAN_FIELD_CHECKS.zip)),
})
export type LoanCalculatorInput = z.infer<typeof loanCalculatorInputSchema>
