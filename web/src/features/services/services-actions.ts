'use server'

import {
  saleProceedsInputSchema,
  taxEstimateInputSchema,
} from '@ironyard/contract/forms/calculators'
import { localeArg, parseArgs } from '@/lib/action-args'
import {
  getSaleProceeds,
  getTaxEstimate,
  type Outcome,
  type SaleProceeds,
  type TaxEstimate,
} from '@/features/services/services-data'

/** Parsed cents as the money text the api reads ("1234.50"): only a parsed value leaves here. */
const dollars = (cents: number): string => (cents / 100).toFixed(2)

/**
 * The services calculators' live answers (the api computes them). Without JavaScript the same
 * forms are GET forms and the page renders the answer; with it, these run as the visitor types.
 * The arguments are parsed with the api's own schemas first: a hand-made call (a price whose
 * toString is not a function) gets the calculator's field error, as a typed one does.
 */
export async function estimateTaxSavingsAction(
  price: string,
  assumption: string,
  locale: string,
): Promise<Outcome<TaxEstimate>> {
  const lng = localeArg(locale)
  const args = parseArgs(taxEstimateInputSchema, { price, assumption }, lng)
  if (!args.ok) return args.failure
  return getTaxEstimate(dollars(args.data.price), args.data.assumption, lng)
}

export async function compareSaleProceedsAction(
  marketValue: string,
  locale: string,
): Promise<Outcome<SaleProceeds>> {
  const lng = localeArg(locale)
  const args = parseArgs(saleProceedsInputSchema, { marketValue }, lng)
  if (!args.ok) return args.failure
  return getSaleProceeds(dollars(args.data.marketValue), lng)
}
