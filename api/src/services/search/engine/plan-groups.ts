import { FLAIRS, LISTING_STATUSES } from '../../../db/schema/enums'
import {
  DAY_MS,
  G_BROAD,
  G_CATEGORY,
  G_CONDITION,
  G_DOM,
  G_FLAIR,
  G_HOURS,
  G_LOCATION,
  G_MAKE,
  G_MILES,
  G_MODEL,
  G_PARTNER,
  G_PRICE,
  G_REDUCED,
  G_SHOW,
  G_STATUS,
  G_SUBCATEGORY,
  G_YEAR,
  SHOW_FLAG,
} from './filter-groups'
import { CONDITION_CODE, FLAG_PARTNER, FLAIR_CODE, STATUS_CODE } from './listing-columns'
import type { ListingIndex } from './listing-index'
import { DAYS_ON_MARKET_DAYS, type IndexQuery } from './query-types'

/**
 * A query's plain filter groups as masks and ranges, ready for the one marking pass of
 * mark-groups.ts (markPlain).
 */

/** A table by code: 1 for the codes given (a filter's passing values). */
export function codeMask(size: number, codes: Iterable<number | undefined>): Uint8Array {
  const m = new Uint8Array(Math.max(size, 1))
  for (const c of codes) if (c !== undefined && c >= 0) m[c] = 1
  return m
}

/** A range check on one column (inactive: null). */
type RangeCheck = { lo: number; hi: number } | null

/**
 * The plain filter groups of one query: a code mask (1: passes) or a range per group, null when
 * the query does not filter on it. Status is always checked.
 */
export interface Plan {
  broad: Uint8Array | null
  category: Uint8Array | null
  subcategory: Uint8Array | null
  make: Uint8Array | null
  model: Uint8Array | null
  year: RangeCheck
  price: RangeCheck
  hours: RangeCheck
  miles: RangeCheck
  condition: Uint8Array | null
  flair: Uint8Array | null
  /** partner flag wanted (FLAG_PARTNER or 0), or -1 */
  partner: number
  /** "show only" flags wanted, all of them (0: none asked) */
  show: number
  status: Uint8Array
  dom: RangeCheck
  reduced: RangeCheck
  states: Uint8Array | null
}

const range = (
  lo: number | null | undefined,
  hi: number | null | undefined,
  floor = -Infinity,
) => ({
  lo: lo ?? floor,
  hi: hi ?? Infinity,
})

/** The plan of q's plain groups, and each one it filters on marked active. */
export function planGroups(index: ListingIndex, q: IndexQuery, active: boolean[]): Plan {
  const catCode = (id: number) => index.categories.codeOf(String(id))
  const on = <T>(g: number, v: T | null): T | null => {
    if (v !== null) active[g] = true
    return v
  }
  let makeMask: Uint8Array | null = null
  if (q.makeIds) {
    makeMask = codeMask(
      index.makes.size,
      q.makeIds.map((id) => index.makes.codeOf(String(id))),
    )
  }
  let modelMask: Uint8Array | null = null
  if (q.modelSlugs) {
    // A model counts only under a chosen make (slugs repeat across makes).
    const slugs = new Set(q.modelSlugs)
    const codes: number[] = []
    const models = index.models.values
    for (let code = 0; code < models.length; code++) {
      const model = models[code]
      if (slugs.has(model.slug) && (!makeMask || makeMask[model.makeCode])) codes.push(code)
    }
    modelMask = codeMask(index.models.size, codes)
  }
  const since = (days: keyof typeof DAYS_ON_MARKET_DAYS) =>
    range(q.now - DAYS_ON_MARKET_DAYS[days] * DAY_MS, null)
  const plan: Plan = {
    broad: on(
      G_BROAD,
      q.broadCategoryIds &&
        codeMask(
          index.categories.size,
          index.snapshot.broadCategories
            .filter((b) => q.broadCategoryIds!.includes(b.id))
            .flatMap((b) => b.categoryIds)
            .map(catCode),
        ),
    ),
    category: on(
      G_CATEGORY,
      q.categoryIds && codeMask(index.categories.size, q.categoryIds.map(catCode)),
    ),
    subcategory: on(
      G_SUBCATEGORY,
      q.subcategoryIds &&
        codeMask(
          index.subcategories.size,
          q.subcategoryIds.map((id) => index.subcategories.codeOf(String(id))),
        ),
    ),
    make: on(G_MAKE, makeMask),
    model: on(G_MODEL, modelMask),
    year: on(G_YEAR, q.year && range(q.year[0], q.year[1])),
    price: on(G_PRICE, q.priceCents && range(q.priceCents[0], q.priceCents[1])),
    // A listing without hours or miles (-1) is outside any range of them.
    hours: on(G_HOURS, q.hours && range(q.hours[0], q.hours[1], 0)),
    miles: on(G_MILES, q.miles && range(q.miles[0], q.miles[1], 0)),
    condition: on(
      G_CONDITION,
      q.conditions &&
        codeMask(
          256,
          q.conditions.map((x) => CONDITION_CODE.get(x)),
        ),
    ),
    flair: on(
      G_FLAIR,
      q.flairs &&
        codeMask(
          FLAIRS.length,
          q.flairs.map((x) => FLAIR_CODE.get(x)),
        ),
    ),
    partner: q.partnerSeller === null ? -1 : q.partnerSeller ? FLAG_PARTNER : 0,
    show: q.showOnly.reduce((acc, x) => acc | SHOW_FLAG[x], 0),
    status: codeMask(
      LISTING_STATUSES.length,
      q.statuses.map((x) => STATUS_CODE.get(x)),
    ),
    dom: on(G_DOM, q.daysOnMarket !== 'all' ? since(q.daysOnMarket) : null),
    // Listings not reduced now hold 0: outside every window.
    reduced: on(G_REDUCED, q.priceReducedWithin ? since(q.priceReducedWithin) : null),
    states: on(
      G_LOCATION,
      q.states &&
        codeMask(
          index.states.size,
          q.states.map((x) => index.states.codeOf(x)),
        ),
    ),
  }
  if (plan.partner >= 0) active[G_PARTNER] = true
  if (plan.show) active[G_SHOW] = true
  active[G_STATUS] = true
  return plan
}
