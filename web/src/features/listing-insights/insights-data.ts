import { cookies } from 'next/headers'
import { ZIP5, isKnownZip } from '@ironyard/contract/zip'
import { ListingInsightsDocument, type ListingInsightsQuery } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { cellData, loadCell } from '@/components/ui/cell'
import { gql } from '@/lib/api-client'
import { ZIP_COOKIE } from '@/lib/request-headers'
import type { AllInState } from './AllInCost'

export type Insights = NonNullable<ListingInsightsQuery['listing']>

/**
 * The ZIP the all-in cost is for: the one the visitor just typed (?zip=), else the one they used
 * before (the ZIP cookie). A typed ZIP that is not five digits or not a known ZIP is answered
 * with a field error, never sent to the api; an unusable cookie is ignored.
 */
export async function zipState(
  typed: string | string[] | undefined,
): Promise<Omit<AllInState, 'cost'>> {
  const fromUrl = typeof typed === 'string' ? typed.trim().slice(0, 10) : null
  if (fromUrl !== null && !ZIP5.test(fromUrl)) return { zip: fromUrl, error: 'invalid' }
  if (fromUrl !== null && !isKnownZip(fromUrl)) return { zip: fromUrl, error: 'unknown' }
  const zip = fromUrl ?? (await cookies()).get(ZIP_COOKIE)?.value ?? ''
  return isKnownZip(zip) ? { zip, error: null } : { zip: '', error: null }
}

/**
 * Deal rating, comparable sales and (for a machine for sale, with a usable ZIP) the all-in cost, in
 * one request. The api failing leaves the page standing without these sections.
 */
export async function getListingInsights(
  stockNumber: string,
  locale: Locale,
  typedZip: string | string[] | undefined,
  forSale: boolean,
): Promise<{ insights: Insights | null; allIn: AllInState | null }> {
  const zip = forSale ? await zipState(typedZip) : null
  const withAllIn = Boolean(zip && zip.zip && !zip.error)
  const cell = await loadCell(async () => {
    const data = await gql(
      ListingInsightsDocument,
      { stockNumber, zip: withAllIn ? zip!.zip : '', withAllIn },
      { locale },
    )
    return data.listing
  })
  const insights = cellData(cell, null)
  return {
    insights,
    allIn: zip ? { ...zip, cost: insights?.allInCost ?? null } : null,
  }
}
