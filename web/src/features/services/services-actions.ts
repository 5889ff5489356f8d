'use server'

import { isLocale } from '@/i18n/settings'
import { isTaxAssumption } from '@ironyard/contract/forms/calculators'
import {
  getSaleProceeds,
  getTaxEstimate,
  type Outcome,
  type SaleProceeds,
  type TaxEstimate,
} from '@/features/services/services-data'

/**
 * The services calculators' live answers (the api computes them). Without JavaScript the same
 * forms are GET forms and the page renders the answer; with it, these run as the visitor types.
 */
export async function estimateTaxSavingsAction(
  price: string,
  assumption: string,
  locale: string,
): Promise<Outcome<TaxEstimate>> {
  return getTaxEstimate(
    String(price).slice(0, 40),
    isTaxAssumption(assumption) ? assumption : 'bonus_100_21',
    isLocale(locale) ? locale : 'en',
  )
}

export async function compareSaleProceedsAction(
  marketValue: string,
  locale: string,
): Promise<Outcome<SaleProceeds>> {
  return getSaleProceeds(String(marketValue).slice(0, 40), isLocale(locale) ? locale : 'en')
}
