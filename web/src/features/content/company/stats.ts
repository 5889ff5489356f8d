import { MakeDirectoryDocument, SearchResultsOnlyDocument } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gqlCached } from '@/lib/api-client'
import { getCatalog } from '@/lib/catalog-data'
import { toSearchInput } from '@ironyard/contract/search-input'
import { EMPTY_STATE } from '@ironyard/contract/search-url'

export interface CompanyStats {
  /** Machines for sale right now (what an unfiltered search finds). */
  listings: number
  /** Equipment categories in the catalogue. */
  categories: number
  /** Makes that have at least one machine listed. */
  makes: number
}

const TTL_MS = 5 * 60_000

/**
 * Live numbers for the about page, from the same queries the search, categories and makes pages
 * use. Null when the api cannot answer: the page then simply leaves the numbers out.
 */
export async function getCompanyStats(locale: Locale): Promise<CompanyStats | null> {
  try {
    const [search, catalog, directory] = await Promise.all([
      gqlCached(
        SearchResultsOnlyDocument,
        { input: toSearchInput(EMPTY_STATE, 1) },
        { locale, ttlMs: TTL_MS },
      ),
      getCatalog(locale),
      gqlCached(MakeDirectoryDocument, {}, { locale, ttlMs: TTL_MS }),
    ])
    return {
      listings: search.searchListings.stats.total,
      categories: catalog.categories.length,
      makes: directory.makes.makes.filter((m) => m.listingCount > 0).length,
    }
  } catch (error) {
    console.error(`[about] live numbers unavailable: ${(error as Error).message}`)
    return null
  }
}
