import type { ListingIndex } from './listing-index'
import type { SortKey } from './query-types'

/**
 * The first `k` hits in the asked order, without sorting them all: a bounded heap keeps the k
 * best seen so far (O(n log k); the broad page is n = every listing, k = one page).
 * Ties fall back to the newest listing, then the lowest id, so pages never overlap.
 * `distance` holds each hit's miles from the search's ZIP (null without a ZIP: distance_asc then
 * keeps only the tie order; the api refuses that sort without a ZIP).
 */
export function selectTop(
  index: ListingIndex,
  scratch: { sortKey: Float64Array; textScore: Float64Array; distance: Float64Array | null },
  hits: Int32Array,
  sort: SortKey,
  k: number,
): number[] {
  const c = index.cols
  const key = scratch.sortKey
  const textScore = scratch.textScore
  const distance = scratch.distance
  for (let i = 0; i < hits.length; i++) {
    const p = hits[i]
    let v: number
    switch (sort) {
      case 'recommended':
        v = -(textScore[p] * 1000 + c.score[p])
        break
      case 'createdDateUtc':
        v = -c.listedAt[p]
        break
      case 'advertisedPrice_asc':
        v = c.price[p]
        break
      case 'advertisedPrice_desc':
        v = -c.price[p]
        break
      case 'year_desc':
        v = -c.year[p]
        break
      case 'year_asc':
        v = c.year[p]
        break
      case 'hours_asc':
        v = c.hours[p] < 0 ? Infinity : c.hours[p]
        break
      case 'mileage_asc':
        v = c.miles[p] < 0 ? Infinity : c.miles[p]
        break
      case 'priceCut_desc':
        // The deepest cut first, as a share of the original price; unreduced listings last.
        v =
          c.priceReducedAt[p] > 0 && c.originalPrice[p] > 0
            ? -(c.originalPrice[p] - c.price[p]) / c.originalPrice[p]
            : 0
        break
      case 'distance_asc':
        // Issue 37, nearest first: miles from the ZIP (the distance the card shows).
        v = distance && distance[p] >= 0 ? distance[p] : Infinity
        break
    }
    key[p] = v
  }
  // a before b?
  const before = (a: number, b: number): boolean => {
    if (key[a] !== key[b]) return key[a] < key[b]
    if (c.listedAt[a] !== c.listedAt[b]) return c.listedAt[a] > c.listedAt[b]
    return c.id[a] < c.id[b]
  }
  const heap: number[] = []
  // Max-heap by order: the root is the worst of the k kept.
  const siftUp = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (!before(heap[parent], heap[i])) break
      ;[heap[parent], heap[i]] = [heap[i], heap[parent]]
      i = parent
    }
  }
  const siftDown = (i: number) => {
    for (;;) {
      const l = 2 * i + 1
      const r = l + 1
      let worst = i
      if (l < heap.length && before(heap[worst], heap[l])) worst = l
      if (r < heap.length && before(heap[worst], heap[r])) worst = r
      if (worst === i) return
      ;[heap[worst], heap[i]] = [heap[i], heap[worst]]
      i = worst
    }
  }
  if (k > 0) {
    for (let i = 0; i < hits.length; i++) {
      const p = hits[i]
      if (heap.length < k) {
        heap.push(p)
        siftUp(heap.length - 1)
      } else if (before(p, heap[0])) {
        heap[0] = p
        siftDown(0)
      }
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0))
}
