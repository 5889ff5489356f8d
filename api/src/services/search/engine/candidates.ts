import { FOR_SALE_STATUSES, HIDDEN_STATUSES } from '@ironyard/contract'
import { compileText, type CompiledTerm } from './compile-text'
import { scratchFor, type Scratch } from './filter-groups'
import { STATUS_CODE, type ListingColumns } from './listing-columns'
import type { ListingIndex } from './listing-index'
import { POSTING_YEAR } from './postings'
import type { IndexQuery } from './query-types'

/** Status codes never shown: removed listings and drafts. */
const HIDDEN = new Set(HIDDEN_STATUSES.map((s) => STATUS_CODE.get(s)!))
/** The same as a table by status code (1: shown), for the loop over every listing. */
const SHOWN = new Uint8Array(256).map((_, code) => (HIDDEN.has(code) ? 0 : 1))
const FOR_SALE = new Set(FOR_SALE_STATUSES.map((s) => STATUS_CODE.get(s)!))

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

/** How many postings a term holds, counted up to `limit` (then it returns limit or more). */
function termCost(postings: ListingIndex['postings'], term: CompiledTerm, limit: number): number {
  const { codes, year } = term
  let cost = year >= 0 ? postings.length(POSTING_YEAR, year) : 0
  for (let i = 0; i < codes.length && cost < limit; i += 2) {
    cost += postings.length(codes[i], codes[i + 1])
  }
  return cost
}

/** Sets the bit of every position in the term's postings. */
function markTerm(postings: ListingIndex['postings'], term: CompiledTerm, bits: Uint32Array): void {
  const mark = (list: Int32Array | undefined, len: number) => {
    for (let i = 0; i < len; i++) {
      const p = list![i]
      bits[p >>> 5] |= 1 << (p & 31)
    }
  }
  const { codes, year } = term
  if (year >= 0) mark(postings.list(POSTING_YEAR, year), postings.length(POSTING_YEAR, year))
  for (let i = 0; i < codes.length; i += 2) {
    mark(postings.list(codes[i], codes[i + 1]), postings.length(codes[i], codes[i + 1]))
  }
}

/**
 * The positions a text search needs to visit, ascending in s.driver: those in the postings of
 * every term (a listing matching all terms is in each one's postings), as bitsets ANDed
 * together, rarest term first. Returns how many, or -1 when even the rarest term names more than
 * index.postingsShare of the listings (a scan of all costs less then).
 * The postings may hold stale positions: the caller scores each one against the columns.
 */
function textDriver(index: ListingIndex, terms: CompiledTerm[], s: Scratch): number {
  const postings = index.postings
  const N = index.cols.size
  // Beyond a share of the listings, visiting the rarest term's postings costs more than a scan.
  const limit = N * index.postingsShare
  // A further term costs a bit set per posting (sequential, in a bitset that stays in cache),
  // against columns read per visited listing that it rules out: worth it up to twice N.
  const further = Math.max(limit, 2 * N)
  const cheap: Array<[cost: number, term: CompiledTerm]> = []
  for (const term of terms) {
    const cost = termCost(postings, term, further)
    if (cost < further) cheap.push([cost, term])
  }
  cheap.sort((a, b) => a[0] - b[0])
  if (!cheap.length || cheap[0][0] >= limit) return -1
  const { bits, other, driver } = s
  const words = (N + 31) >>> 5
  markTerm(postings, cheap[0][1], bits)
  // Each further term: its own bitset, ANDed in, then cleared for the next.
  for (let t = 1; t < cheap.length; t++) {
    markTerm(postings, cheap[t][1], other)
    for (let w = 0; w < words; w++) bits[w] &= other[w]
    other.fill(0, 0, words)
  }
  // Read the bits out in order, clearing them for the next search.
  let n = 0
  for (let w = 0; w < words; w++) {
    let word = bits[w] | 0
    if (word === 0) continue
    bits[w] = 0
    const base = w << 5
    while (word !== 0) {
      const low = word & -word
      driver[n++] = base + 31 - Math.clz32(low)
      word ^= low
    }
  }
  return n
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
  const s = scratchFor(index)
  const m = textDriver(index, text.terms, s)
  const { driver } = s
  let total = 0
  for (let i = 0, count = m < 0 ? c.size : m; i < count; i++) {
    const p = m < 0 ? i : driver[i]
    if (c.alive[p] && FOR_SALE.has(c.status[p]) && scoreTerms(text.terms, c, p) > 0) total++
  }
  return { total, corrected: text.corrected, unmatched: text.unmatched }
}

/**
 * Alive listings matching the text and inside the radius; fills cands, and textScore with text
 * (s.scored) and distance with a radius. Every candidate starts failing no filter group
 * (s.fails), which group marking relies on.
 */
function collectCandidates(
  index: ListingIndex,
  q: IndexQuery,
  terms: CompiledTerm[] | null,
  s: Scratch,
): number {
  const c = index.cols
  const N = c.size
  const { cands, textScore, distance, fails } = s
  const radius = q.radius
  const stockPos = q.words.length ? index.positionOfStock(q.words.join('')) : undefined
  s.scored = false
  if (stockPos !== undefined) {
    if (HIDDEN.has(c.status[stockPos])) return 0
    const d = radius ? radius.distance(c.lat[stockPos], c.lng[stockPos]) : -1
    if (radius && d < 0) return 0
    cands[0] = stockPos
    fails[stockPos] = 0
    s.scored = true
    textScore[stockPos] = 1000
    distance[stockPos] = d
    return 1
  }
  if (!terms) return 0
  const { alive, status } = c
  // Removed listings and drafts are never public: not even a facet count shows them.
  if (!terms.length && !radius) {
    // The broad page and filter-only searches: every public listing, nothing to score.
    let n = 0
    for (let p = 0; p < N; p++) {
      if (alive[p] & SHOWN[status[p]]) {
        fails[p] = 0
        cands[n++] = p
      }
    }
    return n
  }
  s.scored = terms.length > 0
  // A text visits its rarest term's listings (m of them) rather than all N.
  const m = terms.length ? textDriver(index, terms, s) : -1
  const { driver } = s
  let n = 0
  for (let i = 0, count = m < 0 ? N : m; i < count; i++) {
    const p = m < 0 ? i : driver[i]
    if (!(alive[p] & SHOWN[status[p]])) continue
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
    fails[p] = 0
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

/**
 * The listings a search starts from, before any filter group: public, matching the text (no
 * terms: every listing; a word matching nothing: none), inside the radius, not excluded, and the
 * one seller's when asked. Fills s.cands (returns how many), s.textScore and s.distance (see
 * collectCandidates), and clears each candidate's s.fails.
 */
export function findCandidates(
  index: ListingIndex,
  q: IndexQuery,
  terms: CompiledTerm[] | null,
  s: Scratch,
): number {
  const n = collectCandidates(index, q, terms, s)
  return onlySeller(index.cols.seller, q.sellerId, s, withoutExcluded(q.exclude, s, n))
}
