import { findCandidates } from './candidates'
import { compileText } from './compile-text'
import { countFacets } from './count-facets'
import { scratchFor } from './filter-groups'
import type { ListingIndex } from './listing-index'
import { markGroups, partition } from './mark-groups'
import type { IndexQuery, IndexResult } from './query-types'
import { selectTop } from './select-top'

/**
 * Run a search over the in-process index, in four steps:
 * 1. candidates (candidates.ts): public listings matching the text and inside the radius;
 * 2. group marking (mark-groups.ts): how many filter groups each candidate fails, then the hits
 *    (failing none) and the listings failing exactly one group, bucketed by group;
 * 3. facet counting (count-facets.ts) with "all other filters applied" semantics: a listing
 *    failing no group counts in every facet, one failing exactly one group counts only in that
 *    group's facet;
 * 4. the page: the hits' top offset + limit in the asked order (select-top.ts).
 */
export function executeQuery(index: ListingIndex, q: IndexQuery): IndexResult {
  const c = index.cols
  const s = scratchFor(index)

  const text = compileText(index, q.words, q.lastWordIsPrefix, q.literal ?? false)
  const candidates = findCandidates(index, q, text.unmatched.length ? null : text.terms, s)
  const { active, n } = markGroups(index, q, s, candidates)
  const { total, start } = partition(s, n)
  const { hits, singles } = s
  const { facets, stats } = countFacets(index, q, { hits, total, singles, start, active })

  // Distances are the candidates' only when the search has a ZIP (scratch holds old ones).
  const order = {
    textScore: s.scored ? s.textScore : null,
    distance: q.radius ? s.distance : null,
  }
  const page = selectTop(index, order, hits.subarray(0, total), q.sort, q.offset + q.limit)
  const pageHits = page.slice(q.offset, q.offset + q.limit).map((p) => ({
    id: c.id[p],
    stockNumber: c.stock[p],
    distanceMiles: q.radius ? s.distance[p] : null,
  }))

  return {
    total,
    hits: pageHits,
    facets,
    stats: { ...stats, correctedQuery: text.corrected, unmatchedWords: text.unmatched },
  }
}
