import { cookies } from 'next/headers'
import { ZIP5, isKnownZip } from '@ironyard/contract/zip'
import { ListingAllInCostDocument, ListingInsightsDocument } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { cellData, loadCell } from '@/components/ui/cell'
import { gql } from '@/lib/api-client'
import { ZIP_COOKIE } from '@/lib/request-headers'
import type { AllInState } from './AllInCost'

/** Deal rating and comparable sales of a listing; null when the api cannot answer (the page stands). */
export async function getListingInsights(stockNumber: string, locale: Locale) {
  const cell = await loadCell(async () => {
    const data = await gql(ListingInsightsDocument, { stockNumber }, { locale })
    return data.listing
  })
  return cellData(cell, null)
}

/**
 * The ZIP the all-in cost is for: the one the visitor just typed (?zip=), else the one they used
 * before (the ZIP cookie). A typed ZIP that is not five digits or not a known ZIP is answered
 * with a field error, never sent to the api; an unusable cookie is ignored.
 */
export async function getAllInState(
  stockNumber: string,
  locale: Locale,
  typed: string | string[] | undefined,
): Promise<AllInState> {
  const fromUrl = typeof typed === 'string' ? typed.trim().slice(0, 10) : null
  const zip = fromUrl ?? (await cookies()).get(ZIP_COOKIE)?.value ?? ''
  if (fromUrl !== null && !ZIP5.test(fromUrl)) return { zip: fromUrl, error: 'invalid', cost: null }
  if (fromUrl !== null && !isKnownZip(fromUrl))
    return { zip: fromUrl, error: 'unknown', cost: null }
  if (!isKnownZip(zip)) return { zip: '', error: null, cost: null }
  const cell = await loadCell(async () => {
    const data = await gql(ListingAllInCostDocument, { stockNumber, zip }, { locale })
    return data.listing?.allInCost ?? null
  })
  return { zip, error: null, cost: cellData(cell, null) }
}
