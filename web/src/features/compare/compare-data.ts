import { CompareListingDocument, type CompareListingQuery } from '@/graphql/__generated__/graphql'
import { zipState } from '@/features/listing-insights'
import type { Locale } from '@/i18n/settings'
import { cellData, loadCell } from '@/components/ui/cell'
import { gql } from '@/lib/api-client'
import type { ZipProblem } from '@/components/ui/ZipForm'
import { parseCompareStocks } from './compare-url'

export type CompareMachine = NonNullable<CompareListingQuery['listing']>

export interface ComparePageData {
  machines: CompareMachine[]
  /** Stock numbers the URL names that no public listing has (or that the api could not answer). */
  unknown: string[]
  /** Stock numbers after the first four: left out. */
  overflow: string[]
  zip: { zip: string; error: ZipProblem }
}

/**
 * The machines a compare URL names, each with its all-in cost to the buyer's ZIP (the typed
 * ?zip=, else the ZIP cookie, as on the listing page). One request per machine, at most four, side
 * by side; a machine the api cannot answer is reported, not fatal.
 */
export async function getComparePage(
  search: Record<string, string | string[] | undefined>,
  locale: Locale,
): Promise<ComparePageData> {
  const { stocks, overflow } = parseCompareStocks(search.stock)
  const zip = await zipState(search.zip)
  const withAllIn = Boolean(zip.zip && !zip.error)
  const found = await Promise.all(
    stocks.map(async (stockNumber) => {
      const cell = await loadCell(async () => {
        const data = await gql(
          CompareListingDocument,
          { stockNumber, zip: withAllIn ? zip.zip : '', withAllIn },
          { locale },
        )
        return data.listing
      })
      return cellData(cell, null)
    }),
  )
  const machines = found.filter((m): m is CompareMachine => m !== null)
  const unknown = stocks.filter((_, i) => found[i] === null)
  return { machines, unknown, overflow, zip }
}
