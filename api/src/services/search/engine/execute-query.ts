import { FOR_SALE_STATUSES, HIDDEN_STATUSES } from '@ironyard/contract'
import { CONDITIONS, FLAIRS, LISTING_STATUSES } from '../../../db/schema/enums'
import { SPEC_FIELDS } from '../../../reference-data/spec-fields'
import { compileText, type CompiledTerm } from './compile-text'
import {
  CONDITION_CODE,
  FLAG_COMING_SOON,
  FLAG_INSPECTED,
  FLAG_PARTNER,
  FLAG_PRICE_REDUCED,
  FLAG_WARRANTY,
  FLAIR_CODE,
  SPEC_SLOTS,
  STATUS_CODE,
  type ListingColumns,
} from './listing-columns'
import type { ListingIndex } from './listing-index'
import { normalizeText } from './normalize'
import {
  DAYS_ON_MARKET,
  DAYS_ON_MARKET_DAYS,
  HOURS_EDGES,
  MILES_EDGES,
  PRICE_THRESHOLDS_USD,
  SHOW_ONLY,
  type CountOf,
  type IndexQuery,
  type IndexResult,
  type ShowOnly,
} from './query-types'
import { selectTop } from './select-top'

const DAY_MS = 86_400_000
/** Status codes never shown: removed listings and drafts. */
const HIDDEN = new Set(HIDDEN_STATUSES.map((s) => STATUS_CODE.get(s)!))
const FOR_SALE = new Set(FOR_SALE_STATUSES.map((s) => STATUS_CODE.get(s)!))
const YEAR_BASE = 1900
const YEAR_SLOTS = 200
const SHOW_FLAG: Record<ShowOnly, number> = {
  INSPECTED: FLAG_INSPECTED,
  PRICE_REDUCED: FLAG_PRICE_REDUCED,
  WARRANTY: FLAG_WARRANTY,
  COMING_SOON: FLAG_COMING_SOON,
  PARTNER_SELLER: FLAG_PARTNER,
}
const DOM_DAYS = [7, 30, 90, 180]

// Filter groups. A facet counts the listings that pass every group but its own.
const G_BROAD = 0
const G_CATEGORY = 1
const G_SUBCATEGORY = 2
const G_MAKE = 3
const G_MODEL = 4
const G_YEAR = 5
const G_PRICE = 6
const G_HOURS = 7
const G_MILES = 8
const G_CONDITION = 9
const G_FLAIR = 10
const G_PARTNER = 11
const G_SHOW = 12
const G_STATUS = 13
const G_DOM = 14
const G_LOCATION = 15
const G_REDUCED = 16
const G_SPEC = 17
const G_COUNT = G_SPEC + 10

/**
 * Scratch arrays reused between queries: a query runs start to end without yielding, so one set
 * per index is enough, and a search allocates only its (small) facet counters.
 */
class Scratch {
  size = 0
  cands = new Int32Array(0)
  hits = new Int32Array(0)
  singles = new Int32Array(0)
  fails = new Uint8Array(0)
  lastFail = new Uint8Array(0)
  textScore = new Float64Array(0)
  distance = new Float64Array(0)
  sortKey = new Float64Array(0)
  ensure(n: number): void {
    if (n <= this.size) return
    const cap = Math.max(n, Math.ceil(this.size * 1.5))
    this.cands = new Int32Array(cap)
    this.hits = new Int32Array(cap)
    this.singles = new Int32Array(cap)
    this.fails = new Uint8Array(cap)
    this.lastFail = new Uint8Array(cap)
    this.textScore = new Float64Array(cap)
    this.distance = new Float64Array(cap)
    this.sortKey = new Float64Array(cap)
    this.size = cap
  }
}
const scratchByIndex = new WeakMap<ListingIndex, Scratch>()

function codeMask(size: number, codes: Iterable<number | undefined>): Uint8Array {
  const m = new Uint8Array(Math.max(size, 1))
  for (const c of codes) if (c !== undefined && c >= 0) m[c] = 1
  return m
}

// ---- marking: each helper is one tight loop (V8 keeps its locals in registers). A listing
// failing a second group can no longer count anywhere: it is dropped from the candidates, so
// later groups and the partition scan fewer. ----

function markMask(col: ArrayLike<number>, m: Uint8Array, s: Scratch, n: number, g: number): number {
  const { cands, fails, lastFail } = s
  let w = 0
  for (let i = 0; i < n; i++) {
    const p = cands[i]
    if (!m[col[p]]) {
      if (fails[p]++) continue
      lastFail[p] = g
    }
    cands[w++] = p
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
    if (!(v >= lo && v <= hi)) {
      if (fails[p]++) continue
      lastFail[p] = g
    }
    cands[w++] = p
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
  let w = 0
  for (let i = 0; i < n; i++) {
    const p = cands[i]
    const slot = slotByCat[category[p]]
    const v = slot < 0 ? NaN : specs[p * SPEC_SLOTS + slot]
    if (!(v >= lo && v <= hi)) {
      if (fails[p]++) continue
      lastFail[p] = g
    }
    cands[w++] = p
  }
  return w
}

// ---- counting ----

function countCodes(
  col: ArrayLike<number>,
  list: Int32Array,
  from: number,
  to: number,
  counts: Int32Array,
  offset: number,
): void {
  for (let i = from; i < to; i++) counts[col[list[i]] - offset]++
}

function countDom(
  listedAt: Float64Array,
  list: Int32Array,
  from: number,
  to: number,
  counts: Int32Array,
  since: Float64Array,
): void {
  const s0 = since[0]
  const s1 = since[1]
  const s2 = since[2]
  const s3 = since[3]
  for (let i = from; i < to; i++) {
    const t = listedAt[list[i]]
    counts[t >= s0 ? 0 : t >= s1 ? 1 : t >= s2 ? 2 : t >= s3 ? 3 : 4]++
  }
}

interface SpecAcc {
  key: string
  slotByCat: Int8Array
  edges: Float64Array
  counts: Int32Array
  min: number
  max: number
}

/**
 * Spec facet buckets of several fields in one pass: a listing's spec values share a cache line,
 * and at 1M listings a pass per field costs a cache miss per listing per field.
 */
function countSpecs(
  c: ListingColumns,
  accs: SpecAcc[],
  list: Int32Array,
  from: number,
  to: number,
): void {
  const { category, specs } = c
  const k = accs.length
  for (let i = from; i < to; i++) {
    const p = list[i]
    const cat = category[p]
    const base = p * SPEC_SLOTS
    for (let j = 0; j < k; j++) {
      const acc = accs[j]
      const slot = acc.slotByCat[cat]
      if (slot < 0) continue
      const v = specs[base + slot]
      if (v !== v) continue
      const edges = acc.edges
      let b = 0
      while (b < edges.length && v >= edges[b]) b++
      acc.counts[b]++
      if (v < acc.min) acc.min = v
      if (v > acc.max) acc.max = v
    }
  }
}

function scoreTerms(terms: CompiledTerm[], c: ListingColumns, p: number): number {
  let score = 0
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t]
    let best = 0
    let w = 0
    if (term.make && (w = term.make[c.make[p]]) > best) best = w
    if (term.category && (w = term.category[c.category[p]]) > best) best = w
    if (term.model && (w = term.model[c.model[p]]) > best) best = w
    if (term.subcategory && (w = term.subcategory[c.subcategory[p]]) > best) best = w
    if (term.state && (w = term.state[c.state[p]]) > best) best = w
    if (term.city && (w = term.city[c.city[p]]) > best) best = w
    if (term.year === c.year[p] && 1.5 > best) best = 1.5
    if (best === 0) return 0
    score += best
  }
  return score
}

/**
 * How many listings for sale the words find, read exactly as a search reads them, with no
 * filter; and whether the search would correct or miss a word (popular searches offer only
 * texts that find machines as they are written).
 */
export function countForSaleText(
  index: ListingIndex,
  words: string[],
): { total: number; corrected: string | null; unmatched: string[] } {
  const text = compileText(index, words, false)
  if (text.unmatched.length || !text.terms.length) {
    return { total: 0, corrected: text.corrected, unmatched: text.unmatched }
  }
  const c = index.cols
  let total = 0
  for (let p = 0; p < c.size; p++) {
    if (c.alive[p] && FOR_SALE.has(c.status[p]) && scoreTerms(text.terms, c, p) > 0) total++
  }
  return { total, corrected: text.corrected, unmatched: text.unmatched }
}

/** Alive listings matching the text and inside the radius; fills cands, textScore, distance. */
function collectCandidates(
  index: ListingIndex,
  q: IndexQuery,
  terms: CompiledTerm[] | null,
  s: Scratch,
): number {
  const c = index.cols
  const N = c.size
  const { cands, textScore, distance } = s
  const radius = q.radius
  const stockPos = q.words.length ? index.positionOfStock(q.words.join('')) : undefined
  if (stockPos !== undefined) {
    if (HIDDEN.has(c.status[stockPos])) return 0
    const d = radius ? radius.distance(c.lat[stockPos], c.lng[stockPos]) : -1
    if (radius && d < 0) return 0
    cands[0] = stockPos
    textScore[stockPos] = 1000
    distance[stockPos] = d
    return 1
  }
  if (!terms) return 0
  let n = 0
  const { alive, status } = c
  for (let p = 0; p < N; p++) {
    // Removed listings and drafts are never public: not even a facet count shows them.
    if (!alive[p] || HIDDEN.has(status[p])) continue
    let score = 0
    if (terms.length) {
      score = scoreTerms(terms, c, p)
      if (score === 0) continue
    }
    let d = -1
    if (radius) {
      d = radius.distance(c.lat[p], c.lng[p])
      if (d < 0) continue
    }
    textScore[p] = score
    distance[p] = d
    cands[n++] = p
  }
  return n
}

/** Drop the excluded positions from the candidates: they are neither returned nor counted. */
function withoutExcluded(exclude: number[], s: Scratch, n: number): number {
  if (!exclude.length) return n
  const out = new Set(exclude)
  const { cands } = s
  let w = 0
  for (let i = 0; i < n; i++) if (!out.has(cands[i])) cands[w++] = cands[i]
  return w
}

/** Keep only one seller's listings (a dealer's machines): neither returned nor counted otherwise. */
function onlySeller(seller: Int32Array, sellerId: number | null, s: Scratch, n: number): number {
  if (sellerId === null) return n
  const { cands } = s
  let w = 0
  for (let i = 0; i < n; i++) if (seller[cands[i]] === sellerId) cands[w++] = cands[i]
  return w
}

/** Hits (failing no group) first, then single-group failures bucketed by group (counting sort). */
function partition(s: Scratch, n: number): { total: number; start: Int32Array } {
  const { cands, fails, lastFail, hits, singles } = s
  const start = new Int32Array(G_COUNT + 1)
  let total = 0
  for (let i = 0; i < n; i++) {
    const p = cands[i]
    const f = fails[p]
    if (f === 0) hits[total++] = p
    else if (f === 1) start[lastFail[p] + 1]++
  }
  for (let g = 0; g < G_COUNT; g++) start[g + 1] += start[g]
  const fill = start.slice(0, G_COUNT)
  for (let i = 0; i < n; i++) {
    const p = cands[i]
    if (fails[p] === 1) singles[fill[lastFail[p]]++] = p
  }
  return { total, start }
}

function slotTable(index: ListingIndex, key: string): Int8Array {
  const t = new Int8Array(Math.max(index.categories.size, 1)).fill(-1)
  for (let code = 0; code < index.categories.size; code++) t[code] = index.specSlot(code, key)
  return t
}

/** Mark every candidate with how many filter groups it fails and the last one it failed. */
function markGroups(
  index: ListingIndex,
  q: IndexQuery,
  s: Scratch,
  candidates: number,
): { active: boolean[]; n: number } {
  let n = candidates
  const c = index.cols
  const active = new Array<boolean>(G_COUNT).fill(false)
  for (let i = 0; i < n; i++) s.fails[s.cands[i]] = 0
  const on = (g: number) => (active[g] = true)
  const catCode = (id: number) => index.categories.codeOf(String(id))
  if (q.broadCategoryIds) {
    const ids = index.snapshot.broadCategories
      .filter((b) => q.broadCategoryIds!.includes(b.id))
      .flatMap((b) => b.categoryIds)
    n = markMask(c.category, codeMask(index.categories.size, ids.map(catCode)), s, n, G_BROAD)
    on(G_BROAD)
  }
  if (q.categoryIds) {
    const m = codeMask(index.categories.size, q.categoryIds.map(catCode))
    n = markMask(c.category, m, s, n, G_CATEGORY)
    on(G_CATEGORY)
  }
  if (q.subcategoryIds) {
    const m = codeMask(
      index.subcategories.size,
      q.subcategoryIds.map((id) => index.subcategories.codeOf(String(id))),
    )
    n = markMask(c.subcategory, m, s, n, G_SUBCATEGORY)
    on(G_SUBCATEGORY)
  }
  let makeMask: Uint8Array | null = null
  if (q.makeIds) {
    makeMask = codeMask(
      index.makes.size,
      q.makeIds.map((id) => index.makes.codeOf(String(id))),
    )
    n = markMask(c.make, makeMask, s, n, G_MAKE)
    on(G_MAKE)
  }
  if (q.modelSlugs) {
    const slugs = new Set(q.modelSlugs)
    const codes: number[] = []
    const models = index.models.values
    for (let code = 0; code < models.length; code++) {
      const m = models[code]
      if (slugs.has(m.slug) && (!makeMask || makeMask[m.makeCode])) codes.push(code)
    }
    n = markMask(c.model, codeMask(index.models.size, codes), s, n, G_MODEL)
    on(G_MODEL)
  }
  if (q.year) {
    n = markRange(c.year, q.year[0] ?? -Infinity, q.year[1] ?? Infinity, s, n, G_YEAR)
    on(G_YEAR)
  }
  if (q.priceCents) {
    n = markRange(c.price, q.priceCents[0] ?? -Infinity, q.priceCents[1] ?? Infinity, s, n, G_PRICE)
    on(G_PRICE)
  }
  if (q.hours) {
    // A listing without hours (-1) is outside any hours range.
    n = markRange(c.hours, q.hours[0] ?? 0, q.hours[1] ?? Infinity, s, n, G_HOURS)
    on(G_HOURS)
  }
  if (q.miles) {
    n = markRange(c.miles, q.miles[0] ?? 0, q.miles[1] ?? Infinity, s, n, G_MILES)
    on(G_MILES)
  }
  if (q.conditions) {
    n = markMask(
      c.condition,
      codeMask(
        256,
        q.conditions.map((x) => CONDITION_CODE.get(x)),
      ),
      s,
      n,
      G_CONDITION,
    )
    on(G_CONDITION)
  }
  if (q.flairs) {
    n = markMask(
      c.flair,
      codeMask(
        FLAIRS.length,
        q.flairs.map((x) => FLAIR_CODE.get(x)),
      ),
      s,
      n,
      G_FLAIR,
    )
    on(G_FLAIR)
  }
  if (q.partnerSeller !== null) {
    n = markFlags(c.flags, FLAG_PARTNER, q.partnerSeller ? FLAG_PARTNER : 0, s, n, G_PARTNER)
    on(G_PARTNER)
  }
  if (q.showOnly.length) {
    const want = q.showOnly.reduce((acc, x) => acc | SHOW_FLAG[x], 0)
    n = markFlags(c.flags, want, want, s, n, G_SHOW)
    on(G_SHOW)
  }
  n = markMask(
    c.status,
    codeMask(
      LISTING_STATUSES.length,
      q.statuses.map((x) => STATUS_CODE.get(x)),
    ),
    s,
    n,
    G_STATUS,
  )
  on(G_STATUS)
  if (q.daysOnMarket !== 'all') {
    n = markRange(
      c.listedAt,
      q.now - DAYS_ON_MARKET_DAYS[q.daysOnMarket] * DAY_MS,
      Infinity,
      s,
      n,
      G_DOM,
    )
    on(G_DOM)
  }
  if (q.priceReducedWithin) {
    const since = q.now - DAYS_ON_MARKET_DAYS[q.priceReducedWithin] * DAY_MS
    // Listings not reduced now hold 0: outside every window.
    n = markRange(c.priceReducedAt, since, Infinity, s, n, G_REDUCED)
    on(G_REDUCED)
  }
  if (q.states) {
    const m = codeMask(
      index.states.size,
      q.states.map((x) => index.states.codeOf(x)),
    )
    n = markMask(c.state, m, s, n, G_LOCATION)
    on(G_LOCATION)
  }
  if (q.city) {
    const name = normalizeText(q.city)
    const codes: number[] = []
    index.cities.values.forEach((v, code) => {
      if (normalizeText(v.name) === name && (!q.states || q.states.includes(v.state)))
        codes.push(code)
    })
    // State and city are one group ("location"): a listing failing both counts as failing once.
    const m = codeMask(index.cities.size, codes)
    const { cands, fails, lastFail } = s
    const wasMarked = active[G_LOCATION]
    let w = 0
    for (let i = 0; i < n; i++) {
      const p = cands[i]
      if (!m[c.city[p]] && !(wasMarked && lastFail[p] === G_LOCATION && fails[p] > 0)) {
        if (fails[p]++) continue
        lastFail[p] = G_LOCATION
      }
      cands[w++] = p
    }
    n = w
    on(G_LOCATION)
  }
  q.specs.forEach((f, i) => {
    n = markSpec(
      c,
      slotTable(index, f.key),
      f.min ?? -Infinity,
      f.max ?? Infinity,
      s,
      n,
      G_SPEC + i,
    )
    on(G_SPEC + i)
  })
  return { active, n }
}

/**
 * Run a search over the in-process index: candidates (text, radius), filter groups, then facet
 * counts with "all other filters applied" semantics: a listing failing no group counts in every
 * facet, one failing exactly one group counts only in that group's facet. Then the page.
 */
export function executeQuery(index: ListingIndex, q: IndexQuery): IndexResult {
  const c = index.cols
  let s = scratchByIndex.get(index)
  if (!s) scratchByIndex.set(index, (s = new Scratch()))
  s.ensure(c.size)

  const text = compileText(index, q.words, q.lastWordIsPrefix)
  const n = onlySeller(
    c.seller,
    q.sellerId,
    s,
    withoutExcluded(
      q.exclude,
      s,
      collectCandidates(index, q, text.unmatched.length ? null : text.terms, s),
    ),
  )
  const { active, n: survivors } = markGroups(index, q, s, n)

  const { total, start } = partition(s, survivors)
  const { hits, singles } = s
  // counts = hits + the listings failing only group g
  const since = new Float64Array(DOM_DAYS.map((d) => q.now - d * DAY_MS))
  const h = countHits(index, hits, total, since, !!q.makeIds, !!q.states)
  const ctx: FacetInput = { singles, start, active }
  const plus = (base: Int32Array, col: ArrayLike<number>, g: number, offset = 0) =>
    addSingles(ctx, base, col, g, offset)
  const catCounts = plus(h.category, c.category, G_CATEGORY)
  const catBroad = plus(h.category, c.category, G_BROAD)
  const subCounts = plus(h.subcategory, c.subcategory, G_SUBCATEGORY)
  const makeCounts = plus(h.make, c.make, G_MAKE)
  const modelCounts = h.model ? plus(h.model, c.model, G_MODEL) : null
  const yearCounts = plus(h.year, c.year, G_YEAR, YEAR_BASE)
  const priceB = plus(h.price, c.priceBucket, G_PRICE)
  const hoursB = plus(h.hours, c.hoursBucket, G_HOURS)
  const milesB = plus(h.miles, c.milesBucket, G_MILES)
  const condCounts = plus(h.condition, c.condition, G_CONDITION)
  const flairCounts = plus(h.flair, c.flair, G_FLAIR)
  const statusCounts = plus(h.status, c.status, G_STATUS)
  const flagsForPartner = plus(h.flags, c.flags, G_PARTNER)
  const flagsForShow = plus(h.flags, c.flags, G_SHOW)
  const stateCounts = plus(h.state, c.state, G_LOCATION)
  const domB = h.dom.slice()
  if (active[G_DOM]) countDom(c.listedAt, singles, start[G_DOM], start[G_DOM + 1], domB, since)

  let cities: Array<{ state: string; name: string; count: number }> | null = null
  if (q.states) {
    const cityCounts = plus(h.city!, c.city, G_LOCATION)
    cities = []
    for (let code = 0; code < cityCounts.length; code++) {
      const v = index.cities.values[code]
      if (cityCounts[code] > 0 && q.states.includes(v.state)) {
        cities.push({ ...v, count: cityCounts[code] })
      }
    }
  }

  const accs: SpecAcc[] = specFacetKeys(index, q).map((key) => {
    const edges = new Float64Array(SPEC_FIELDS[key].buckets)
    return {
      key,
      slotByCat: slotTable(index, key),
      edges,
      counts: new Int32Array(edges.length + 1),
      min: Infinity,
      max: -Infinity,
    }
  })
  countSpecs(c, accs, hits, 0, total)
  for (const acc of accs) {
    const at = q.specs.findIndex((f) => f.key === acc.key)
    if (at >= 0) countSpecs(c, [acc], singles, start[G_SPEC + at], start[G_SPEC + at + 1])
  }
  const specs = accs.map((acc) => ({
    key: acc.key,
    buckets: Array.from(acc.counts),
    min: Number.isFinite(acc.min) ? acc.min : null,
    max: Number.isFinite(acc.max) ? acc.max : null,
  }))

  const { priceMin, priceMax, yearMin, yearMax } = h

  const page = selectTop(index, s, hits.subarray(0, total), q.sort, q.offset + q.limit)
  const pageHits = page.slice(q.offset, q.offset + q.limit).map((p) => ({
    id: c.id[p],
    stockNumber: c.stock[p],
    distanceMiles: q.radius ? s!.distance[p] : null,
  }))

  return {
    total,
    hits: pageHits,
    facets: {
      categories: byCode(catCounts, (code) => index.categories.values[code]),
      broadCategories: broadCounts(index, catBroad),
      subcategories: byCode(subCounts, (code) => index.subcategories.values[code]).filter(
        (x) => x.key !== 0,
      ),
      makes: byCode(makeCounts, (code) => index.makes.values[code]),
      models: modelCounts
        ? byCode(modelCounts, (code) => code).map(({ key, count }) => {
            const m = index.models.values[key]
            return { makeId: index.makes.values[m.makeCode], slug: m.slug, name: m.name, count }
          })
        : null,
      years: byCode(yearCounts, (slot) => slot + YEAR_BASE),
      priceBuckets: Array.from(priceB.subarray(0, PRICE_THRESHOLDS_USD.length + 1)),
      hoursBuckets: Array.from(hoursB.subarray(0, HOURS_EDGES.length + 1)),
      milesBuckets: Array.from(milesB.subarray(0, MILES_EDGES.length + 1)),
      conditions: byCode(condCounts.subarray(0, CONDITIONS.length), (code) => CONDITIONS[code]),
      flairs: byCode(flairCounts.subarray(0, FLAIRS.length), (code) => FLAIRS[code]),
      partnerSeller: partnerCounts(flagsForPartner),
      showOnly: showCounts(flagsForShow),
      statuses: byCode(
        statusCounts.subarray(0, LISTING_STATUSES.length),
        (code) => LISTING_STATUSES[code],
      ),
      daysOnMarket: domCounts(domB),
      states: byCode(stateCounts, (code) => index.states.values[code]),
      cities,
      specs,
    },
    stats: {
      priceMinCents: total ? priceMin : null,
      priceMaxCents: total ? priceMax : null,
      yearMin: total ? yearMin : null,
      yearMax: total ? yearMax : null,
      correctedQuery: text.corrected,
      unmatchedWords: text.unmatched,
    },
  }
}

interface FacetInput {
  singles: Int32Array
  start: Int32Array
  active: boolean[]
}

/** A facet's counts: the hits' counts plus the listings failing only its group g. */
function addSingles(
  f: FacetInput,
  base: Int32Array,
  col: ArrayLike<number>,
  g: number,
  offset: number,
): Int32Array {
  const counts = base.slice()
  if (f.active[g]) countCodes(col, f.singles, f.start[g], f.start[g + 1], counts, offset)
  return counts
}

/**
 * Every facet column counted over the hits in one pass (one read of the hit list, one
 * monomorphic access per column): on the broad page this loop is most of the work.
 */
function countHits(
  index: ListingIndex,
  hits: Int32Array,
  total: number,
  since: Float64Array,
  withModels: boolean,
  withCities: boolean,
) {
  const c = index.cols
  const out = {
    category: new Int32Array(index.categories.size),
    subcategory: new Int32Array(index.subcategories.size),
    make: new Int32Array(index.makes.size),
    model: withModels ? new Int32Array(index.models.size) : null,
    year: new Int32Array(YEAR_SLOTS),
    price: new Int32Array(256),
    hours: new Int32Array(256),
    miles: new Int32Array(256),
    condition: new Int32Array(256),
    flair: new Int32Array(256),
    status: new Int32Array(256),
    flags: new Int32Array(256),
    state: new Int32Array(index.states.size),
    city: withCities ? new Int32Array(index.cities.size) : null,
    dom: new Int32Array(5),
    priceMin: Infinity,
    priceMax: -Infinity,
    yearMin: Infinity,
    yearMax: -Infinity,
  }
  const { category, subcategory, make, year, price, hours, miles, condition, flair, status } = out
  const { flags, state, dom } = out
  const cCat = c.category
  const cSub = c.subcategory
  const cMake = c.make
  const cYear = c.year
  const cPrice = c.priceBucket
  const cHours = c.hoursBucket
  const cMiles = c.milesBucket
  const cCond = c.condition
  const cFlair = c.flair
  const cStatus = c.status
  const cFlags = c.flags
  const cState = c.state
  const cListed = c.listedAt
  const cPriceCents = c.price
  let priceMin = Infinity
  let priceMax = -Infinity
  let yearMin = 1e9
  let yearMax = -1e9
  const s0 = since[0]
  const s1 = since[1]
  const s2 = since[2]
  const s3 = since[3]
  for (let i = 0; i < total; i++) {
    const p = hits[i]
    category[cCat[p]]++
    subcategory[cSub[p]]++
    make[cMake[p]]++
    const y = cYear[p]
    year[y - YEAR_BASE]++
    if (y < yearMin) yearMin = y
    if (y > yearMax) yearMax = y
    const cents = cPriceCents[p]
    if (cents < priceMin) priceMin = cents
    if (cents > priceMax) priceMax = cents
    price[cPrice[p]]++
    hours[cHours[p]]++
    miles[cMiles[p]]++
    condition[cCond[p]]++
    flair[cFlair[p]]++
    status[cStatus[p]]++
    flags[cFlags[p]]++
    state[cState[p]]++
    const t = cListed[p]
    dom[t >= s0 ? 0 : t >= s1 ? 1 : t >= s2 ? 2 : t >= s3 ? 3 : 4]++
  }
  out.priceMin = priceMin
  out.priceMax = priceMax
  out.yearMin = yearMin
  out.yearMax = yearMax
  if (out.model) countCodes(c.model, hits, 0, total, out.model, 0)
  if (out.city) countCodes(c.city, hits, 0, total, out.city, 0)
  return out
}

function byCode<K>(counts: Int32Array, key: (code: number) => K): CountOf<K>[] {
  const out: CountOf<K>[] = []
  for (let code = 0; code < counts.length; code++) {
    if (counts[code] > 0) out.push({ key: key(code), count: counts[code] })
  }
  return out
}

/** A listing is in every broad category its category belongs to. */
function broadCounts(index: ListingIndex, catCounts: Int32Array): CountOf<number>[] {
  return index.snapshot.broadCategories
    .map((b) => ({
      key: b.id,
      count: b.categoryIds.reduce((sum, id) => {
        const code = index.categories.codeOf(String(id))
        return sum + (code === undefined ? 0 : catCounts[code])
      }, 0),
    }))
    .filter((b) => b.count > 0)
}

function partnerCounts(byFlags: Int32Array): { partner: number; standard: number } {
  let partner = 0
  let standard = 0
  for (let f = 0; f < byFlags.length; f++) {
    if (f & FLAG_PARTNER) partner += byFlags[f]
    else standard += byFlags[f]
  }
  return { partner, standard }
}

function showCounts(byFlags: Int32Array): CountOf<ShowOnly>[] {
  return SHOW_ONLY.map((key) => {
    let count = 0
    for (let f = 0; f < byFlags.length; f++) if (f & SHOW_FLAG[key]) count += byFlags[f]
    return { key, count }
  })
}

function domCounts(domB: Int32Array): IndexResult['facets']['daysOnMarket'] {
  let all = 0
  for (const v of domB) all += v
  let running = 0
  return DAYS_ON_MARKET.map((key, i) => {
    if (key === 'all') return { key, count: all }
    running += domB[i - 1]
    return { key, count: running }
  })
}

/** Spec facets follow the chosen categories; with none chosen there are none (they differ). */
function specFacetKeys(index: ListingIndex, q: IndexQuery): string[] {
  const keys: string[] = []
  for (const id of q.categoryIds ?? []) {
    for (const k of index.snapshot.categoryById.get(id)?.specFields ?? []) {
      if (!keys.includes(k) && SPEC_FIELDS[k]) keys.push(k)
    }
  }
  return keys
}
