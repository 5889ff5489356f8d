import { FLAIRS, LISTING_STATUSES } from '../../../db/schema/enums'
import {
  DAY_MS,
  G_BROAD,
  G_CATEGORY,
  G_CONDITION,
  G_COUNT,
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
  G_SPEC,
  G_STATUS,
  G_SUBCATEGORY,
  G_YEAR,
  SHOW_FLAG,
  slotTable,
  type Scratch,
} from './filter-groups'
import {
  CONDITION_CODE,
  FLAG_PARTNER,
  FLAIR_CODE,
  SPEC_SLOTS,
  STATUS_CODE,
  type ListingColumns,
} from './listing-columns'
import type { ListingIndex } from './listing-index'
import { normalizeText } from './normalize'
import { DAYS_ON_MARKET_DAYS, type IndexQuery } from './query-types'

function codeMask(size: number, codes: Iterable<number | undefined>): Uint8Array {
  const m = new Uint8Array(Math.max(size, 1))
  for (const c of codes) if (c !== undefined && c >= 0) m[c] = 1
  return m
}

// ---- marking loops: each is one tight loop (V8 keeps its locals in registers). A listing
// failing a second group can no longer count anywhere: it is dropped from the candidates, so
// later groups and the partition scan fewer. ----

function markSpec(
  c: ListingColumns,
  slotByCat: Int8Array,
  lo: number,
  hi: number,
  s: Scratch,
  n: number,
  g: number,
): number {
  const { cands, fails, lastFail } = s
  const { category, specs } = c
  const slots = SPEC_SLOTS
  let w = 0
  for (let i = 0; i < n; i++) {
    const p = cands[i]
    const slot = slotByCat[category[p]]
    const v = slot < 0 ? NaN : specs[p * slots + slot]
    if (!(v >= lo && v <= hi)) {
      if (fails[p]++) continue
      lastFail[p] = g
    }
    cands[w++] = p
  }
  return w
}

/**
 * The city loop: state and city are one group ("location"), so a listing that already failed
 * the states (when they were marked) and fails the city too counts as failing once.
 */
function markCity(
  city: ArrayLike<number>,
  m: Uint8Array,
  statesMarked: boolean,
  s: Scratch,
  n: number,
): number {
  const { cands, fails, lastFail } = s
  const g = G_LOCATION
  let w = 0
  for (let i = 0; i < n; i++) {
    const p = cands[i]
    if (!m[city[p]] && !(statesMarked && lastFail[p] === g && fails[p] > 0)) {
      if (fails[p]++) continue
      lastFail[p] = g
    }
    cands[w++] = p
  }
  return w
}

// ---- the plain groups: planned, then marked in one pass ----

/** A range check on one column (inactive: null). */
type RangeCheck = { lo: number; hi: number } | null

/**
 * The plain filter groups of one query: a code mask (1: passes) or a range per group, null when
 * the query does not filter on it. Status is always checked.
 */
interface Plan {
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
function planGroups(index: ListingIndex, q: IndexQuery, active: boolean[]): Plan {
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

/**
 * Every plain group in one pass over the candidates: per listing, how many groups it fails and
 * the last one, in registers; the listing is kept when it fails at most one. A group the query
 * does not filter on costs one well-predicted branch; a check costs no branch (a filter often
 * passes about as many listings as it fails). Returns how many candidates are kept.
 */
function markPlain(c: ListingColumns, plan: Plan, s: Scratch, n: number): number {
  const { cands, fails, lastFail } = s
  const { broad, category: catM, subcategory: subM, make: makeM, model: modelM } = plan
  const { condition: condM, flair: flairM, status: statusM, states: stateM } = plan
  const { category, subcategory, make, model, year, price, hours, miles } = c
  const { condition, flair, flags, status, listedAt, priceReducedAt, state } = c
  const hasYear = plan.year !== null
  const yLo = plan.year?.lo ?? 0
  const yHi = plan.year?.hi ?? 0
  const hasPrice = plan.price !== null
  const pLo = plan.price?.lo ?? 0
  const pHi = plan.price?.hi ?? 0
  const hasHours = plan.hours !== null
  const hLo = plan.hours?.lo ?? 0
  const hHi = plan.hours?.hi ?? 0
  const hasMiles = plan.miles !== null
  const mLo = plan.miles?.lo ?? 0
  const mHi = plan.miles?.hi ?? 0
  const hasDom = plan.dom !== null
  const domLo = plan.dom?.lo ?? 0
  const hasReduced = plan.reduced !== null
  const redLo = plan.reduced?.lo ?? 0
  const partner = plan.partner
  const show = plan.show
  const flagPartner = FLAG_PARTNER
  // The group numbers as locals: an imported binding read in the loop is a getter call each
  // time once the module is compiled to CommonJS (tsx, Jest).
  const gBroad = G_BROAD
  const gCategory = G_CATEGORY
  const gSubcategory = G_SUBCATEGORY
  const gMake = G_MAKE
  const gModel = G_MODEL
  const gYear = G_YEAR
  const gPrice = G_PRICE
  const gHours = G_HOURS
  const gMiles = G_MILES
  const gCondition = G_CONDITION
  const gFlair = G_FLAIR
  const gPartner = G_PARTNER
  const gShow = G_SHOW
  const gStatus = G_STATUS
  const gDom = G_DOM
  const gReduced = G_REDUCED
  const gLocation = G_LOCATION
  let w = 0
  for (let i = 0; i < n; i++) {
    const p = cands[i]
    let f = 0
    let last = 0
    let x = 0
    // x: 1 when p fails the group; last moves to the group only then.
    if (broad !== null) {
      x = +(broad[category[p]] === 0)
      f += x
      last += x * (gBroad - last)
    }
    if (catM !== null) {
      x = +(catM[category[p]] === 0)
      f += x
      last += x * (gCategory - last)
    }
    if (subM !== null) {
      x = +(subM[subcategory[p]] === 0)
      f += x
      last += x * (gSubcategory - last)
    }
    if (makeM !== null) {
      x = +(makeM[make[p]] === 0)
      f += x
      last += x * (gMake - last)
    }
    if (modelM !== null) {
      x = +(modelM[model[p]] === 0)
      f += x
      last += x * (gModel - last)
    }
    if (hasYear) {
      const v = year[p]
      x = +!(v >= yLo && v <= yHi)
      f += x
      last += x * (gYear - last)
    }
    if (hasPrice) {
      const v = price[p]
      x = +!(v >= pLo && v <= pHi)
      f += x
      last += x * (gPrice - last)
    }
    if (hasHours) {
      const v = hours[p]
      x = +!(v >= hLo && v <= hHi)
      f += x
      last += x * (gHours - last)
    }
    if (hasMiles) {
      const v = miles[p]
      x = +!(v >= mLo && v <= mHi)
      f += x
      last += x * (gMiles - last)
    }
    if (condM !== null) {
      x = +(condM[condition[p]] === 0)
      f += x
      last += x * (gCondition - last)
    }
    if (flairM !== null) {
      x = +(flairM[flair[p]] === 0)
      f += x
      last += x * (gFlair - last)
    }
    if (partner >= 0) {
      x = +((flags[p] & flagPartner) !== partner)
      f += x
      last += x * (gPartner - last)
    }
    if (show !== 0) {
      x = +((flags[p] & show) !== show)
      f += x
      last += x * (gShow - last)
    }
    x = +(statusM[status[p]] === 0)
    f += x
    last += x * (gStatus - last)
    if (hasDom) {
      x = +!(listedAt[p] >= domLo)
      f += x
      last += x * (gDom - last)
    }
    if (hasReduced) {
      x = +!(priceReducedAt[p] >= redLo)
      f += x
      last += x * (gReduced - last)
    }
    if (stateM !== null) {
      x = +(stateM[state[p]] === 0)
      f += x
      last += x * (gLocation - last)
    }
    fails[p] = f
    lastFail[p] = last
    cands[w] = p
    w += +(f < 2)
  }
  return w
}

/** markPlain when status is the only plain group: every candidate is kept (fails at most one). */
function markStatus(status: Uint8Array, statusM: Uint8Array, s: Scratch, n: number): number {
  const { cands, fails, lastFail } = s
  const gStatus = G_STATUS
  for (let i = 0; i < n; i++) {
    const p = cands[i]
    fails[p] = +(statusM[status[p]] === 0)
    lastFail[p] = gStatus
  }
  return n
}

/** The city: one group with the states ("location"), read after them. */
function markCityGroup(
  index: ListingIndex,
  q: IndexQuery,
  s: Scratch,
  active: boolean[],
  n: number,
): number {
  if (!q.city) return n
  const name = normalizeText(q.city)
  const codes: number[] = []
  index.cities.values.forEach((v, code) => {
    if (normalizeText(v.name) === name && (!q.states || q.states.includes(v.state)))
      codes.push(code)
  })
  const mask = codeMask(index.cities.size, codes)
  const out = markCity(index.cols.city, mask, active[G_LOCATION], s, n)
  active[G_LOCATION] = true
  return out
}

/** Each spec range is a group of its own: G_SPEC + its place in the query. */
function markSpecGroups(
  index: ListingIndex,
  q: IndexQuery,
  s: Scratch,
  active: boolean[],
  n: number,
): number {
  q.specs.forEach((f, i) => {
    const slots = slotTable(index, f.key)
    n = markSpec(index.cols, slots, f.min ?? -Infinity, f.max ?? Infinity, s, n, G_SPEC + i)
    active[G_SPEC + i] = true
  })
  return n
}

/**
 * Mark every candidate with how many filter groups it fails and the last one it failed; returns
 * the groups the query filters on and how many candidates can still count (fail at most one).
 * The plain groups in one pass (markPlain), then the city (it reads the states' marks) and the
 * spec ranges.
 */
export function markGroups(
  index: ListingIndex,
  q: IndexQuery,
  s: Scratch,
  candidates: number,
): { active: boolean[]; n: number } {
  const active = new Array<boolean>(G_COUNT).fill(false)
  const plan = planGroups(index, q, active)
  // Status alone (the broad page, a text or a radius without filters): a loop with one check.
  const statusOnly = active.every((on, g) => on === (g === G_STATUS))
  let n = statusOnly
    ? markStatus(index.cols.status, plan.status, s, candidates)
    : markPlain(index.cols, plan, s, candidates)
  n = markCityGroup(index, q, s, active, n)
  n = markSpecGroups(index, q, s, active, n)
  return { active, n }
}

/**
 * Hits (failing no group) first into s.hits, then single-group failures bucketed by group into
 * s.singles (counting sort): group g's are singles[start[g] .. start[g + 1]).
 */
export function partition(s: Scratch, n: number): { total: number; start: Int32Array } {
  const { cands, fails, lastFail, hits, singles } = s
  const start = new Int32Array(G_COUNT + 1)
  // One branch-free pass: hits to s.hits, and the single failures compacted in place at the
  // front of s.cands (ns <= i: nothing unread is overwritten); then only the singles are
  // bucketed by group.
  let total = 0
  let ns = 0
  for (let i = 0; i < n; i++) {
    const p = cands[i]
    const f = fails[p]
    hits[total] = p
    total += +(f === 0)
    cands[ns] = p
    ns += +(f === 1)
  }
  for (let i = 0; i < ns; i++) start[lastFail[cands[i]] + 1]++
  for (let g = 0; g < G_COUNT; g++) start[g + 1] += start[g]
  const fill = start.slice(0, G_COUNT)
  for (let i = 0; i < ns; i++) {
    const p = cands[i]
    singles[fill[lastFail[p]]++] = p
  }
  return { total, start }
}
