import {
  InspectionReportDocument,
  LeadPrefillDocument,
  RecordListingViewDocument,
  SearchResultsOnlyDocument,
  type InspectionReportQuery,
  type ListingCardFieldsFragment,
} from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'
import { isApiError } from '@/lib/api-errors'
import type { LeadField } from '@/features/leads'
import type { ListingDetail } from './listing-data'
import { slugify } from '@ironyard/contract'
import { toSearchInput } from '@ironyard/contract/search-input'
import {
  EMPTY_STATE,
  searchHref,
  withChanges,
  type SearchState,
} from '@ironyard/contract/search-url'
import { hasSession } from '@/lib/session-cookies'

export type InspectionReport = NonNullable<InspectionReportQuery['inspectionReport']>

/**
 * The detailed 150-point report, for signed-in visitors: 'locked' when the visitor is anonymous
 * (or the session is no longer valid), null when the machine has no report.
 */
export async function getInspectionReport(
  stockNumber: string,
  locale: Locale,
): Promise<InspectionReport | 'locked' | null> {
  if (!(await hasSession())) return 'locked'
  try {
    const data = await gql(
      InspectionReportDocument,
      { stockNumber },
      { locale, session: true, unauthenticated: 'error' },
    )
    return data.inspectionReport
  } catch (e) {
    if (isApiError(e, 'UNAUTHENTICATED')) return 'locked'
    throw e
  }
}

export interface LeadPrefill {
  email: string
  values: Partial<Record<LeadField, string>>
}

/** The signed-in visitor's details for the buyer forms; null when anonymous (or unreachable). */
export async function getLeadPrefill(locale: Locale): Promise<LeadPrefill | null> {
  if (!(await hasSession())) return null
  try {
    const { me } = await gql(
      LeadPrefillDocument,
      {},
      { locale, session: true, unauthenticated: 'error' },
    )
    const p = me.profile
    const values: LeadPrefill['values'] = { email: me.email }
    if (p.firstName) values.firstName = p.firstName
    if (p.lastName) values.lastName = p.lastName
    if (p.phone) values.phone = p.phone
    if (p.company) values.company = p.company
    if (p.zip) values.zip = p.zip
    return { email: me.email, values }
  } catch {
    // Prefilling is a convenience: the forms work for anonymous visitors too.
    return null
  }
}

/** Attribute this view to the search it came from (the result link's ?queryID=). */
export async function recordListingView(
  stockNumber: string,
  queryId: string | null,
  locale: Locale,
): Promise<void> {
  try {
    await gql(RecordListingViewDocument, { stockNumber, queryId }, { locale })
  } catch {
    // Attribution must never break the page.
  }
}

export interface MoreOptionsGroup {
  kind: 'sameModel' | 'nearby'
  listings: ListingCardFieldsFragment[]
  queryID: string
  /** The search page with the same filters. */
  href: string
  total: number
}

/** Radius of "same category nearby" (one of the search page's radius options). */
export const NEARBY_RADIUS_MILES = 250
/** Cards per group; "See all" opens the search with the rest. */
const PER_GROUP = 3

async function group(
  kind: MoreOptionsGroup['kind'],
  state: SearchState,
  self: string,
  shown: ReadonlySet<string>,
  locale: Locale,
): Promise<MoreOptionsGroup | null> {
  try {
    const data = await gql(
      SearchResultsOnlyDocument,
      { input: toSearchInput(state, PER_GROUP + 1 + shown.size) },
      { locale },
    )
    const r = data.searchListings
    const listings = r.results
      .filter((l) => l.stockNumber !== self && !shown.has(l.stockNumber))
      .slice(0, PER_GROUP)
    if (!listings.length) return null
    return {
      kind,
      listings,
      queryID: r.queryID,
      href: searchHref('/equipment', state),
      total: Math.max(0, r.stats.total - (r.results.some((l) => l.stockNumber === self) ? 1 : 0)),
    }
  } catch {
    return null
  }
}

/**
 * Spec §2 "more options": the same model elsewhere, and the same category near this machine;
 * machines the page already shows (`shown`: the similar machines) are not repeated.
 */
export async function getMoreOptions(
  l: ListingDetail,
  locale: Locale,
  shown: readonly string[] = [],
): Promise<MoreOptionsGroup[]> {
  const already = new Set(shown)
  const sameModel = withChanges(EMPTY_STATE, {
    makes: [l.make.slug],
    models: [slugify(l.model)],
  })
  const nearby = withChanges(EMPTY_STATE, {
    categories: [l.category.slug],
    zip: l.zip,
    radius: NEARBY_RADIUS_MILES,
  })
  const [model, near] = await Promise.all([
    group('sameModel', sameModel, l.stockNumber, already, locale),
    group('nearby', nearby, l.stockNumber, already, locale),
  ])
  // A machine of the same model nearby is shown once, with its model.
  const seen = new Set(model?.listings.map((x) => x.stockNumber))
  const nearOnly = near && {
    ...near,
    listings: near.listings.filter((x) => !seen.has(x.stockNumber)),
  }
  return [model, nearOnly].filter((g): g is MoreOptionsGroup => Boolean(g?.listings.length))
}
