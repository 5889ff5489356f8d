import { z } from '../zod'
import { FINANCE_MAX_CENTS, LOAN_TERMS_MONTHS } from '../finance'
import { moneyInputCents, zipSchema } from './fields'
import { msg, type ValidationKey } from './validation'

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

/** The tax-savings estimate (spec §1, §9): a price and a reading. */
export const taxEstimateInputSchema = z.object({
  price: moneyInputCents('validation.priceRequired', 'validation.priceInvalid'),
  assumption: z
    .enum(TAX_ASSUMPTION_KEYS, { error: msg('validation.invalid') })
    .default(DEFAULT_TAX_ASSUMPTION),
})
export type TaxEstimateInput = z.infer<typeof taxEstimateInputSchema>

/** What selling here, at auction or to a dealer nets (spec §9): the machine's market value. */
export const saleProceedsInputSchema = z.object({
  marketValue: moneyInputCents('validation.priceRequired', 'validation.priceInvalid'),
})
export type SaleProceedsInput = z.infer<typeof saleProceedsInputSchema>

/** Highest interest rate the loan calculator accepts, in percent a year. */
export const MAX_RATE_PERCENT = 40

/**
 * A percentage as typed ("12.5%"): required, up to 3 decimals, at most `max`; anything else gets
 * the field's own `invalidKey` ("Down Payment % must be a number from 0 to 100" for 150 %).
 */
const percentText = (requiredKey: ValidationKey, invalidKey: ValidationKey, max: number) =>
  z
    .string({ error: msg(requiredKey) })
    .trim()
    .min(1, msg(requiredKey))
    .transform((s) => s.replace(/[%\s]/g, ''))
    .pipe(z.string().regex(/^\d+(\.\d{1,3})?$/, msg(invalidKey)))
    .transform(Number)
    .refine((n) => n <= max, msg(invalidKey))

/**
 * The finance calculator (spec §3, §9; "The calculator requires Price, Down Payment %, Interest
 * Rate, Term and Zip Code"). The monthly payment itself is `monthlyPaymentCents` (../finance).
 */
export const loanCalculatorInputSchema = z.object({
  /** Over the program's $2 million the field says so (issue 16, defect 11). */
  price: moneyInputCents(
    'validation.priceRequired',
    'validation.priceInvalid',
    'validation.financeMax',
    FINANCE_MAX_CENTS,
  ),
  down: percentText('validation.downPaymentRequired', 'validation.downPaymentInvalid', 100),
  rate: percentText(
    'validation.interestRateRequired',
    'validation.interestRateInvalid',
    MAX_RATE_PERCENT,
  ),
  term: z
    .string({ error: msg('validation.termRequired') })
    .trim()
    .min(1, msg('validation.termRequired'))
    .transform(Number)
    .refine((n) => (LOAN_TERMS_MONTHS as readonly number[]).includes(n), msg('validation.invalid')),
  zip: zipSchema,
})
export type LoanCalculatorInput = z.infer<typeof loanCalculatorInputSchema>
