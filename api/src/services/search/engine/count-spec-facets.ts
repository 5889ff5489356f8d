import { SPEC_FIELDS } from '../../../reference-data/spec-fields'
import { G_SPEC, slotTable } from './filter-groups'
import { SPEC_SLOTS, type ListingColumns } from './listing-columns'
import type { ListingIndex } from './listing-index'
import type { IndexQuery, RawFacets } from './query-types'

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
  const slots = SPEC_SLOTS
  for (let i = from; i < to; i++) {
    const p = list[i]
    const cat = category[p]
    const base = p * slots
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

/**
 * The spec facets: the hits' values bucketed, plus for a field the query filters on, the
 * listings failing only that filter.
 */
export function countSpecFacets(
  index: ListingIndex,
  q: IndexQuery,
  g: { hits: Int32Array; total: number; singles: Int32Array; start: Int32Array },
): RawFacets['specs'] {
  const keys = specFacetKeys(index, q)
  // None without a chosen category: no pass over the hits.
  if (!keys.length) return []
  const c = index.cols
  const accs: SpecAcc[] = keys.map((key) => {
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
  countSpecs(c, accs, g.hits, 0, g.total)
  for (const acc of accs) {
    const at = q.specs.findIndex((f) => f.key === acc.key)
    if (at >= 0) countSpecs(c, [acc], g.singles, g.start[G_SPEC + at], g.start[G_SPEC + at + 1])
  }
  return accs.map((acc) => ({
    key: acc.key,
    buckets: Array.from(acc.counts),
    min: Number.isFinite(acc.min) ? acc.min : null,
    max: Number.isFinite(acc.max) ? acc.max : null,
  }))
}
