import { taxEstimateInputSchema, type TaxAssumptionKey } from '@ironyard/contract/forms/calculators'
import type { Locale } from '../../context'
import { parseOrThrow } from '../../lib/errors'

/**
 * Spec §1 and §9: the tax-savings estimate. The spec gives two readings of its assumptions; the
 * page lets the visitor pick one and shows it next to the result:
 *
 * - `bonus_100_21`: 100% bonus depreciation in the first year, 21% federal corporate tax rate.
 * - `section179_2025_35`: Section 179 first-year write-off of 60% (fiscal 2025), 35% tax rate.
 * - `section179_2023_35`: the same reading for 2023, when the write-off was 100%.
 *
 * savings = price x first-year deduction % x tax rate. It is an estimate, not tax advice: no
 * Section 179 dollar limits or phase-outs, no state taxes, and the business is assumed to have
 * enough taxable income to use the whole deduction this year. Financing does not change it (the
 * deduction follows the purchase price, not the cash paid).
 */
export const TAX_ASSUMPTIONS = {
  bonus_100_21: {
    basis: 'bonus_depreciation',
    taxYear: null,
    depreciationPercent: 100,
    taxRatePercent: 21,
  },
  section179_2025_35: {
    basis: 'section_179',
    taxYear: 2025,
    depreciationPercent: 60,
    taxRatePercent: 35,
  },
  section179_2023_35: {
    basis: 'section_179',
    taxYear: 2023,
    depreciationPercent: 100,
    taxRatePercent: 35,
  },
} as const satisfies Record<TaxAssumptionKey, unknown>

export interface TaxSavingsEstimate {
  assumption: TaxAssumptionKey
  basis: 'bonus_depreciation' | 'section_179'
  taxYear: number | null
  depreciationPercent: number
  taxRatePercent: number
  priceCents: number
  deductionCents: number
  taxSavingsCents: number
  /** What the machine costs once the first-year tax saving is counted. */
  netCostCents: number
}

export function computeTaxSavings(
  priceCents: number,
  assumption: TaxAssumptionKey,
): TaxSavingsEstimate {
  const a = TAX_ASSUMPTIONS[assumption]
  const deductionCents = Math.round((priceCents * a.depreciationPercent) / 100)
  const taxSavingsCents = Math.round((deductionCents * a.taxRatePercent) / 100)
  return {
    assumption,
    basis: a.basis,
    taxYear: a.taxYear,
    depreciationPercent: a.depreciationPercent,
    taxRatePercent: a.taxRatePercent,
    priceCents,
    deductionCents,
    taxSavingsCents,
    netCostCents: priceCents - taxSavingsCents,
  }
}

/** The estimate for a price typed by a person ("185,000"); spec §5 messages when it is wrong. */
export function estimateTaxSavings(raw: unknown, locale: Locale): TaxSavingsEstimate {
  const input = parseOrThrow(taxEstimateInputSchema, raw ?? {}, locale)
  return computeTaxSavings(input.price, input.assumption)
}
