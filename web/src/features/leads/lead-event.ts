import { LEAD_FORM_NAMES } from '@ironyard/contract/lead-types'
import { isMachineCountBand, machineCountLeadValueUsd } from '@ironyard/contract/lead-value'
import type { LeadEventDetail } from '@/lib/lead-event'
import type { LeadFormType } from './lead-forms'

/** Spec §9: without an advertised price a lead is worth 100 USD. */
export const DEFAULT_LEAD_VALUE_USD = 100

/** Spec §9: a lead's value in analytics is the advertised price in cents divided by 50,000. */
export function leadValueUsd(advertisedPriceInCents: number | null | undefined): number {
  return advertisedPriceInCents && advertisedPriceInCents > 0
    ? advertisedPriceInCents / 50_000
    : DEFAULT_LEAD_VALUE_USD
}

/**
 * Spec §9: a Typeform buyer lead's value in analytics, by the number of machines the buyer
 * says they want: 0 → 0.00, 1-4 → 1.00, 5-9 → 100.00, 10 or more → 500.00 (USD). A count that is
 * not a number counts as 0. The contract's bands (the api stores the same value with the lead).
 */
export function typeformBuyerLeadValue(machineCount: number): number {
  return machineCountLeadValueUsd(machineCount)
}

export { LEAD_EVENT, type LeadEventDetail } from '@/lib/lead-event'

/** "Buy Now Form Submitted"; a name that already ends in "Form" is not doubled. */
export function leadEventDescription(type: LeadFormType): string {
  const name = LEAD_FORM_NAMES[type]
  return `${name.endsWith(' Form') ? name : `${name} Form`} Submitted`
}

/**
 * A submitted form's event. The forms that ask how many machines (finance pre-qualify, sell
 * valuation) are valued by that band (spec §9, issue 16 analytics 4); the others by the price.
 */
export function leadEventDetail(
  type: LeadFormType,
  stockNumber: string,
  advertisedPriceInCents: number | null | undefined,
  machineCount?: string | null,
): LeadEventDetail {
  return {
    description: leadEventDescription(type),
    type,
    stockNumber,
    filters: { advertisedPriceInCents: advertisedPriceInCents ?? null },
    value: isMachineCountBand(machineCount)
      ? machineCountLeadValueUsd(machineCount)
      : leadValueUsd(advertisedPriceInCents),
    currency: 'USD',
  }
}
