import type { ListingColumns } from './listing-columns'
import type { ListingIndex } from './listing-index'
import type { SortKey } from './query-types'

/** A hit's value in the asked order (lower first). */
function sortValue(
  c: ListingColumns,
  sort: SortKey,
  textScore: Float64Array | null,
  distance: Float64Array | null,
  p: number,
): number {
  switch (sort) {
    case 'recommended':
      return textScore ? -(textScore[p] * 1000 + c.score[p]) : -c.score[p]
    case 'createdDateUtc':
      return -c.listedAt[p]
    case 'advertisedPrice_asc':
      return c.price[p]
    case 'advertisedPrice_desc':
      return -c.price[p]
    case 'year_desc':
      return -c.year[p]
    case 'year_asc':
      return c.year[p]
    case 'hours_asc':
      return c.hours[p] < 0 ? Infinity : c.hours[p]
    case 'mileage_asc':
      return c.miles[p] < 0 ? Infinity : c.miles[p]
    case 'priceCut_desc':
      // The deepest cut first, as a share of the original price; unreduced listings last.
      return c.priceReducedAt[p] > 0 && c.originalPrice[p] > 0
        ? -(c.originalPrice[p] - c.price[p]) / c.originalPrice[p]
        : 0
    case 'distance_asc':
      // Issue 37, nearest first: miles from the ZIP (the distance the card shows).
      return distance && distance[p] >= 0 ? distance[p] : Infinity
  }
}

/**
 * The first `k` hits in the asked order, without sorting them all: a bounded max-heap keeps the
 * k best seen so far (O(n log k); the broad page is n = every listing, k = one page). A hit is
 * compared with the heap's worst (held in a local) and touches the heap only when it is better,
 * so most of the n hits cost one value and one comparison.
 * Ties fall back to the newest listing, then the lowest id, so pages never overlap.
 * `textScore` holds each hit's text score (null without text: every score is 0); `distance` each
 * hit's miles from the search's ZIP (null without a ZIP: distance_asc then keeps only the tie
 * order; the api refuses that sort without a ZIP).
 */
export function selectTop(
  index: ListingIndex,
  scratch: { textScore: Float64Array | null; distance: Float64Array | null },
  hits: Int32Array,
  sort: SortKey,
  k: number,
): number[] {
  const c = index.cols
  const { textScore, distance } = scratch
  const { listedAt, id } = c
  if (k <= 0) return []
  const heapP = new Int32Array(k)
  const heapV = new Float64Array(k)
  let size = 0
  // (va, a) before (vb, b)?
  const before = (va: number, a: number, vb: number, b: number): boolean => {
    if (va !== vb) return va < vb
    if (listedAt[a] !== listedAt[b]) return listedAt[a] > listedAt[b]
    return id[a] < id[b]
  }
  const swap = (i: number, j: number) => {
    const p = heapP[i]
    const v = heapV[i]
    heapP[i] = heapP[j]
    heapV[i] = heapV[j]
    heapP[j] = p
    heapV[j] = v
  }
  // Max-heap by order: the root is the worst of the k kept.
  const siftUp = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (!before(heapV[parent], heapP[parent], heapV[i], heapP[i])) break
      swap(parent, i)
      i = parent
    }
  }
  const siftDown = (i: number) => {
    for (;;) {
      const l = 2 * i + 1
      const r = l + 1
      let worst = i
      if (l < size && before(heapV[worst], heapP[worst], heapV[l], heapP[l])) worst = l
      if (r < size && before(heapV[worst], heapP[worst], heapV[r], heapP[r])) worst = r
      if (worst === i) return
      swap(worst, i)
      i = worst
    }
  }
  const n = hits.length
  let i = 0
  for (; i < n && size < k; i++) {
    const p = hits[i]
    heapP[size] = p
    heapV[size] = sortValue(c, sort, textScore, distance, p)
    siftUp(size++)
  }
  let worstV = heapV[0]
  for (; i < n; i++) {
    const p = hits[i]
    const v = sortValue(c, sort, textScore, distance, p)
    // not better than the worst kept (a NaN value never enters)
    if (!(v <= worstV)) continue
    if (v === worstV && !before(v, p, worstV, heapP[0])) continue
    heapP[0] = p
    heapV[0] = v
    siftDown(0)
    worstV = heapV[0]
  }
  const order = Array.from({ length: size }, (_, j) => j)
  order.sort((a, b) =>
    before(heapV[a], heapP[a], heapV[b], heapP[b])
      ? -1
      : before(heapV[b], heapP[b], heapV[a], heapP[a])
        ? 1
        : 0,
  )
  return order.map((j) => heapP[j])
}
