import type { AppDeps, Locale } from '../../context'
import type { ReducedWithin } from '@ironyard/contract/search-enums'
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

const DAY_MS = 24 * 60 * 60_000

/** The narrowest "price cut within" window of the search that still holds `since`. */
function reducedWindow(since: Date, until: Date): ReducedWithin {
  const days = (until.getTime() - since.getTime()) / DAY_MS
  if (days <= 7) return 'last_week'
  if (days <= 30) return 'last_month'
  if (days <= 90) return 'last_3_months'
  return 'last_6_months'
}

/**
 * Listings that match an alert's filters and whose price went down in (since, until] (issue 14:
 * a price cut reaches the alert subscribers' next digest), biggest cuts first; found with the
 * search service's "price cut within" filter, then kept to the window by the cut's time. Machines
 * listed in the window are left out: the digest lists them as new.
 */
export async function findPriceDropAlertMatches(
  deps: Pick<AppDeps, 'database' | 'env' | 'logger' | 'now'>,
  filters: Record<string, string>,
  window: { since: Date; until: Date },
  locale: Locale,
): Promise<NewMatches> {
  const input = {
    ...alertSearchInput(filters, { currentYear: deps.now().getUTCFullYear() }),
    priceReducedWithin: reducedWindow(window.since, deps.now()),
  }
  const found: ListingCardView[] = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    let result
    try {
      result = await searchListings(
        deps,
        { ...input, sort: 'priceCut_desc', page, pageSize: PAGE_SIZE },
        locale,
      )
    } catch (err) {
      // Filters the search no longer knows: the new-listings part of the digest says so already.
      if (err instanceof AppError && err.code === 'VALIDATION') break
      throw err
    }
    for (const card of result.results) {
      const cut = card.priceReducedAt?.getTime() ?? 0
      const listed = card.listedAt.getTime()
      if (cut > window.since.getTime() && cut <= window.until.getTime()) {
        if (listed <= window.since.getTime()) found.push(card)
      }
    }
    if (page >= result.stats.totalPages)
      return { listings: found, total: found.length, capped: false }
  }
  return { listings: found, total: found.length, capped: found.length > 0 }
}
