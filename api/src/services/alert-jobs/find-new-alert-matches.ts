import type { AppDeps, Locale } from '../../context'
import { AppError } from '../../lib/errors'
import type { ListingCardView } from '../listings/get-listing-cards'
import { searchListings } from '../search/search-listings'
import { alertSearchInput, withoutFields } from './alert-search-input'

const PAGE_SIZE = 100
/** A digest lists a few machines; past this many it only says "N+ new machines". */
const MAX_PAGES = 5

export interface NewMatches {
  listings: ListingCardView[]
  /** How many were found (capped at MAX_PAGES pages). */
  total: number
  capped: boolean
}

/**
 * Listings that match an alert's filters and were listed in (since, until], newest first, found
 * with the search service (same filters, same matching as the search page), sorted by listing
 * date so paging stops at the first older listing.
 */
export async function findNewAlertMatches(
  deps: Pick<AppDeps, 'database' | 'env' | 'logger' | 'now'>,
  filters: Record<string, string>,
  window: { since: Date; until: Date },
  locale: Locale,
): Promise<NewMatches> {
  let input = alertSearchInput(filters, { currentYear: deps.now().getUTCFullYear() })
  const search = async (page: number) => {
    const run = () =>
      searchListings(deps, { ...input, sort: 'createdDateUtc', page, pageSize: PAGE_SIZE }, locale)
    try {
      return await run()
    } catch (err) {
      // A filter that no longer exists (a renamed category) is dropped, as the search page does.
      if (!(err instanceof AppError) || err.code !== 'VALIDATION' || !err.fields?.length) throw err
      const trimmed = withoutFields(
        input,
        err.fields.map((f) => f.path),
      )
      if (Object.keys(trimmed).length === Object.keys(input).length) throw err
      deps.logger.info({ dropped: err.fields.map((f) => f.path) }, 'alert filters out of date')
      input = trimmed
      return run()
    }
  }
  const found: ListingCardView[] = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await search(page)
    let older = false
    for (const card of result.results) {
      const t = card.listedAt.getTime()
      if (t <= window.since.getTime()) {
        older = true
        break
      }
      if (t <= window.until.getTime()) found.push(card)
    }
    if (older || page >= result.stats.totalPages) {
      return { listings: found, total: found.length, capped: false }
    }
  }
  return { listings: found, total: found.length, capped: true }
}
