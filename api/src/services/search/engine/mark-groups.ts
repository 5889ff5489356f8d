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

function markMask(col: ArrayLike<number>, m: Uint8Array, s: Scratch, n: number, g: number): number {
  const { cands, fails, lastFail } = s
  let w = 0
  for (let i = 0; i < n; i++) {
    const p = cands[i]
    // Branch-free (a filter passes about as many listings as it fails): a failing listing
    // records g; one failing a second group is not kept (w does not move past it).
    const fail = +(m[col[p]] === 0)
    const f = fails[p] + fail
    fails[p] = f
    const last = lastFail[p]
    lastFail[p] = last + fail * (g - last)
    cands[w] = p
    w += +(f < 2)
  }
  return w
}

function markRange(
  col: ArrayLike<number>,
  lo: number,
  hi: number,
  s: Scratch,
  n: number,
  g: number,
): number {
  const { cands, fails, lastFail } = s
  let w = 0
  for (let i = 0; i < n; i++) {
    const p = cands[i]
    const v = col[p]
    // Branch-free, as markMask (NaN fails every range).
    const fail = +!(v >= lo && v <= hi)
    const f = fails[p] + fail
    fails[p] = f
    const last = lastFail[p]
    lastFail[p] = last + fail * (g - last)
    cands[w] = p
    w += +(f < 2)
  }
  return w
}

function markFlags(
  flags: Uint8Array,
  mask: number,
  want: number,
  s: Scratch,
  n: number,
  g: number,
): number {
  const { cands, fails, lastFail } = s
  let w = 0
  for (let i = 0; i < n; i++) {
    const p = cands[i]
    if ((flags[p] & mask) !== want) {
      if (fails[p]++) continue
      lastFail[p] = g
    }
    cands[w++] = p
  }
  return w
}

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

// ---- the groups, in marking order: one step per kind of filter ----

/** One query's marking: the candidates still counted (n) and the groups it filters on. */
interface Marking {
  readonly index: ListingIndex
  readonly q: IndexQuery
  readonly s: Scratch
  readonly active: boolean[]
  n: number
}

/** Record a marked group g and the candidates it left. */
function marked(m: Marking, g: number, n: number): void {
  m.n = n
  m.active[g] = true
}

/** Broad category, category, subcategory, make and model. */
function markCatalogGroups(m: Marking): void {
  const { index, q, s } = m
  const c = index.cols
  const catCode = (id: number) => index.categories.codeOf(String(id))
  if (q.broadCategoryIds) {
    const ids = index.snapshot.broadCategories
      .filter((b) => q.broadCategoryIds!.includes(b.id))
      .flatMap((b) => b.categoryIds)
    const mask = codeMask(index.categories.size, ids.map(catCode))
    marked(m, G_BROAD, markMask(c.category, mask, s, m.n, G_BROAD))
  }
  if (q.categoryIds) {
    const mask = codeMask(index.categories.size, q.categoryIds.map(catCode))
    marked(m, G_CATEGORY, markMask(c.category, mask, s, m.n, G_CATEGORY))
  }
  if (q.subcategoryIds) {
    const mask = codeMask(
      index.subcategories.size,
      q.subcategoryIds.map((id) => index.subcategories.codeOf(String(id))),
    )
    marked(m, G_SUBCATEGORY, markMask(c.subcategory, mask, s, m.n, G_SUBCATEGORY))
  }
  let makeMask: Uint8Array | null = null
  if (q.makeIds) {
    makeMask = codeMask(
      index.makes.size,
      q.makeIds.map((id) => index.makes.codeOf(String(id))),
    )
    marked(m, G_MAKE, markMask(c.make, makeMask, s, m.n, G_MAKE))
  }
  if (q.modelSlugs) {
    // A model counts only under a chosen make (slugs repeat across makes).
    const slugs = new Set(q.modelSlugs)
    const codes: number[] = []
    const models = index.models.values
    for (let code = 0; code < models.length; code++) {
      const model = models[code]
      if (slugs.has(model.slug) && (!makeMask || makeMask[model.makeCode])) codes.push(code)
    }
    const mask = codeMask(index.models.size, codes)
    marked(m, G_MODEL, markMask(c.model, mask, s, m.n, G_MODEL))
  }
}

/** Year, price, hours and miles ranges. */
function markRangeGroups(m: Marking): void {
  const { index, q, s } = m
  const c = index.cols
  if (q.year) {
    marked(
      m,
      G_YEAR,
      markRange(c.year, q.year[0] ?? -Infinity, q.year[1] ?? Infinity, s, m.n, G_YEAR),
    )
  }
  if (q.priceCents) {
    const [lo, hi] = q.priceCents
    marked(m, G_PRICE, markRange(c.price, lo ?? -Infinity, hi ?? Infinity, s, m.n, G_PRICE))
  }
  if (q.hours) {
    // A listing without hours (-1) is outside any hours range.
    marked(m, G_HOURS, markRange(c.hours, q.hours[0] ?? 0, q.hours[1] ?? Infinity, s, m.n, G_HOURS))
  }
  if (q.miles) {
    marked(m, G_MILES, markRange(c.miles, q.miles[0] ?? 0, q.miles[1] ?? Infinity, s, m.n, G_MILES))
  }
}

/** Condition, flair, partner seller, "show only" flags and status (always marked). */
function markAttributeGroups(m: Marking): void {
  const { index, q, s } = m
  const c = index.cols
  if (q.conditions) {
    const mask = codeMask(
      256,
      q.conditions.map((x) => CONDITION_CODE.get(x)),
    )
    marked(m, G_CONDITION, markMask(c.condition, mask, s, m.n, G_CONDITION))
  }
  if (q.flairs) {
    const mask = codeMask(
      FLAIRS.length,
      q.flairs.map((x) => FLAIR_CODE.get(x)),
    )
    marked(m, G_FLAIR, markMask(c.flair, mask, s, m.n, G_FLAIR))
  }
  if (q.partnerSeller !== null) {
    const want = q.partnerSeller ? FLAG_PARTNER : 0
    marked(m, G_PARTNER, markFlags(c.flags, FLAG_PARTNER, want, s, m.n, G_PARTNER))
  }
  if (q.showOnly.length) {
    const want = q.showOnly.reduce((acc, x) => acc | SHOW_FLAG[x], 0)
    marked(m, G_SHOW, markFlags(c.flags, want, want, s, m.n, G_SHOW))
  }
  const statuses = codeMask(
    LISTING_STATUSES.length,
    q.statuses.map((x) => STATUS_CODE.get(x)),
  )
  marked(m, G_STATUS, markMask(c.status, statuses, s, m.n, G_STATUS))
}

/** Days on market and "price reduced within". */
function markTimeGroups(m: Marking): void {
  const { index, q, s } = m
  const c = index.cols
  if (q.daysOnMarket !== 'all') {
    const since = q.now - DAYS_ON_MARKET_DAYS[q.daysOnMarket] * DAY_MS
    marked(m, G_DOM, markRange(c.listedAt, since, Infinity, s, m.n, G_DOM))
  }
  if (q.priceReducedWithin) {
    const since = q.now - DAYS_ON_MARKET_DAYS[q.priceReducedWithin] * DAY_MS
    // Listings not reduced now hold 0: outside every window.
    marked(m, G_REDUCED, markRange(c.priceReducedAt, since, Infinity, s, m.n, G_REDUCED))
  }
}

/** States and city: one group, "location". */
function markLocationGroup(m: Marking): void {
  const { index, q, s } = m
  const c = index.cols
  if (q.states) {
    const mask = codeMask(
      index.states.size,
      q.states.map((x) => index.states.codeOf(x)),
    )
    marked(m, G_LOCATION, markMask(c.state, mask, s, m.n, G_LOCATION))
  }
  if (q.city) {
    const name = normalizeText(q.city)
    const codes: number[] = []
    index.cities.values.forEach((v, code) => {
      if (normalizeText(v.name) === name && (!q.states || q.states.includes(v.state)))
        codes.push(code)
    })
    const mask = codeMask(index.cities.size, codes)
    marked(m, G_LOCATION, markCity(c.city, mask, m.active[G_LOCATION], s, m.n))
  }
}

/** Each spec range is a group of its own: G_SPEC + its place in the query. */
function markSpecGroups(m: Marking): void {
  const { index, q, s } = m
  q.specs.forEach((f, i) => {
    const slots = slotTable(index, f.key)
    const n = markSpec(index.cols, slots, f.min ?? -Infinity, f.max ?? Infinity, s, m.n, G_SPEC + i)
    marked(m, G_SPEC + i, n)
  })
}

/**
 * Mark every candidate with how many filter groups it fails and the last one it failed (each
 * starts at 0: findCandidates clears s.fails); returns
 * the groups the query filters on and how many candidates can still count (fail at most one).
 */
export function markGroups(
  index: ListingIndex,
  q: IndexQuery,
  s: Scratch,
  candidates: number,
): { active: boolean[]; n: number } {
  const m: Marking = { index, q, s, active: new Array<boolean>(G_COUNT).fill(false), n: candidates }
  // The order matters only for the city, which reads the states' marks.
  markCatalogGroups(m)
  markRangeGroups(m)
  markAttributeGroups(m)
  markTimeGroups(m)
  markLocationGroup(m)
  markSpecGroups(m)
  return { active: m.active, n: m.n }
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
