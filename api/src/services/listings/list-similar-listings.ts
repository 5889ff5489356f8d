import type { AppDeps, Locale } from '../../context'
import { parseOrThrow } from '../../lib/errors'
import { z } from 'zod'
import { STATUS_CODE, SPEC_SLOTS } from '../search/engine/listing-columns'
import { getSearchRuntime } from '../search/search-runtime'
import { getListingCards, type ListingCardView } from './get-listing-cards'

export const similarListingsInputSchema = z.object({
  stockNumber: z.string().trim().min(1).max(40),
  first: z
    .number()
    .int()
    .min(1, 'key:validation.search.firstInvalid|first must be between 1 and 24')
    .max(24, 'key:validation.search.firstInvalid|first must be between 1 and 24')
    .nullish(),
})

const AVAILABLE = STATUS_CODE.get('available')!
const COMING_SOON = STATUS_CODE.get('coming_soon')!

/**
 * Machines like this one: same category, for sale, closest in size (the category's primary spec
 * field), year and price. Distance: a 10% size or price gap weighs like one model year.
 */
export async function listSimilarListings(
  deps: Pick<AppDeps, 'database' | 'env' | 'logger' | 'now'>,
  rawInput: unknown,
  locale: Locale,
): Promise<ListingCardView[]> {
  const input = parseOrThrow(similarListingsInputSchema, rawInput)
  const first = input.first ?? 8
  const { index } = getSearchRuntime(deps)
  await index.ensureFresh()
  const p0 = index.positionOfStock(input.stockNumber)
  if (p0 === undefined) return []
  const c = index.cols
  const cat = c.category[p0]
  const size0 = c.specs[p0 * SPEC_SLOTS]
  const price0 = Math.max(c.price[p0], 1)
  const year0 = c.year[p0]
  const best: Array<{ p: number; d: number }> = []
  for (let p = 0; p < c.size; p++) {
    if (p === p0 || !c.alive[p] || c.category[p] !== cat) continue
    if (c.status[p] !== AVAILABLE && c.status[p] !== COMING_SOON) continue
    const size = c.specs[p * SPEC_SLOTS]
    const sizeGap = size0 > 0 && size > 0 ? Math.abs(Math.log(size / size0)) / 0.1 : 3
    const d =
      Math.abs(c.year[p] - year0) +
      Math.abs(Math.log(Math.max(c.price[p], 1) / price0)) / 0.1 +
      sizeGap
    if (best.length < first || d < best[best.length - 1].d) {
      best.push({ p, d })
      best.sort((a, b) => a.d - b.d || c.id[a.p] - c.id[b.p])
      if (best.length > first) best.pop()
    }
  }
  return getListingCards(
    deps,
    index.snapshot,
    best.map((b) => c.id[b.p]),
    locale,
  )
}
