import { z } from 'zod'
import { moneyInputCents } from './fields'
import { msg } from './validation'

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
