import { hasControlCharacter } from './control-characters'

/*
 * A console for daily work (issue 36, points 7 to 9): the dashboard's work lists and the filters
 * they link to, the leads inbox's bulk operations, and the saved views of the console's tables.
 * The api's queries and the web's pages read these, so a link the dashboard writes is a filter
 * the table offers and the api accepts.
 */

/** The equipment table's "needs work" filters (the dashboard's lists link to each). */
export const LISTING_WORK_FILTERS = [
  'no_photos',
  'no_inspection',
  'over_60_days',
  'reduced_this_week',
] as const
export type ListingWorkFilter = (typeof LISTING_WORK_FILTERS)[number]

/** A listing on the market longer than this many days is on the dashboard's list. */
export const STALE_LISTING_DAYS = 60
/** A price cut in the last this many days puts a listing on the dashboard's list. */
export const PRICE_CUT_DAYS = 7
/** A lead waiting longer than this many hours is on the dashboard's list. */
export const LEAD_OVERDUE_HOURS = 24
/** Rows each dashboard list shows (its count links to the whole filtered table). */
export const DASHBOARD_LIST_SIZE = 5

/** The leads inbox's orders: newest first (the default), or oldest first. */
export const ADMIN_LEAD_SORTS = ['newest', 'oldest'] as const
export type AdminLeadSort = (typeof ADMIN_LEAD_SORTS)[number]
/** The inbox's "waiting longer than" filter, in hours: at most a year. */
export const LEAD_OLDER_MAX_HOURS = 8_760

/** The leads inbox's bulk operations, each one Undo can take back. */
export const LEAD_BULK_ACTIONS = ['markContacted', 'assignOwner', 'addNote'] as const
export type LeadBulkAction = (typeof LEAD_BULK_ACTIONS)[number]
/** Leads one operation takes at most (the inbox selects from one page of 50). */
export const LEAD_BULK_MAX = 200
/** A note's length at most. */
export const LEAD_NOTE_MAX = 2_000

/** The tables whose filter and sort a user can save under a name. */
export const SAVED_VIEW_TABLES = ['equipment', 'leads'] as const
export type SavedViewTable = (typeof SAVED_VIEW_TABLES)[number]
/** A view's name at most, and how many views one user keeps per table. */
export const SAVED_VIEW_NAME_MAX = 60
export const SAVED_VIEWS_MAX = 50

/** The URL parameters each table's view keeps (its filter and sort; never the page). */
export const SAVED_VIEW_PARAMS: Record<SavedViewTable, readonly string[]> = {
  equipment: ['q', 'status', 'work', 'sort'],
  leads: ['type', 'status', 'stock', 'q', 'older', 'owner', 'sort'],
}

/** A parameter's value at most (the longest filter is a search of 100 characters). */
const VALUE_MAX = 100

/**
 * A table's URL query as a view keeps it: its own parameters only, in the table's order, each
 * once, trimmed; null when it holds a parameter of no filter, a value too long or a control
 * character (a hand-made request, not a table's link).
 */
export function savedViewQuery(table: SavedViewTable, query: string): string | null {
  if (query.length > 1_000) return null
  const given = new URLSearchParams(query.replace(/^\?/, ''))
  const allowed = SAVED_VIEW_PARAMS[table]
  const out = new URLSearchParams()
  for (const key of new Set(given.keys())) {
    if (key === 'page') continue
    if (!allowed.includes(key)) return null
  }
  for (const key of allowed) {
    const v = given.get(key)?.trim()
    if (!v) continue
    if (v.length > VALUE_MAX || hasControlCharacter(v, false)) return null
    out.set(key, v)
  }
  return out.toString()
}

/** The dashboard's listing lists. */
export type DashboardListingList =
  'drafts' | 'noPhotos' | 'noInspection' | 'over60Days' | 'reducedThisWeek'

/**
 * The equipment table's filter and order behind each listing list of the dashboard: the api counts
 * and lists with it, the web links its table with it, so "12 listings" opens those 12 in the same
 * order.
 */
export const DASHBOARD_LISTING_LISTS: Record<
  DashboardListingList,
  { status?: 'draft'; work?: ListingWorkFilter; sort: 'updated' | 'days_desc' }
> = {
  drafts: { status: 'draft', sort: 'updated' },
  noPhotos: { work: 'no_photos', sort: 'updated' },
  noInspection: { work: 'no_inspection', sort: 'updated' },
  over60Days: { work: 'over_60_days', sort: 'days_desc' },
  reducedThisWeek: { work: 'reduced_this_week', sort: 'updated' },
}

/** The leads inbox's query of the overdue list: waiting over 24 hours, oldest first. */
export const OVERDUE_LEADS_QUERY = { older: String(LEAD_OVERDUE_HOURS), sort: 'oldest' } as const

/** The equipment table's URL query of a dashboard list (the default sort is left out). */
export function dashboardListingQuery(list: DashboardListingList): Record<string, string> {
  const { status, work, sort } = DASHBOARD_LISTING_LISTS[list]
  return {
    ...(status ? { status } : {}),
    ...(work ? { work } : {}),
    ...(sort !== 'updated' ? { sort } : {}),
  }
}
