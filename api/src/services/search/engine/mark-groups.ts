import {
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
  slotTable,
  type Scratch,
} from './filter-groups'
import { FLAG_PARTNER, SPEC_SLOTS, type ListingColumns } from './listing-columns'
import type { ListingIndex } from './listing-index'
import { normalizeText } from './normalize'
import { codeMask, planGroups, type Plan } from './plan-groups'
import type { IndexQuery } from './query-types'

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

// ---- the plain groups (planned in plan-groups.ts), marked in one pass ----

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
