import type { ListingStatus } from '../db/schema/enums'
import { DAY_MS, daysBefore } from './as-of'
import { roundPriceCents } from './price-model'
import { weighted, type Rng } from './rng'

/**
 * When a listing went up, how its price moved, and how it ended. Every price change is a
 * price_history row; a listing whose last change is a reduction is "price reduced" from then on.
 */
export const STATUS_MIX: Array<[ListingStatus, number]> = [
  ['available', 0.82],
  ['coming_soon', 0.04],
  ['sold', 0.085],
  ['no_longer_available', 0.035],
  ['removed', 0.02],
]

export interface PriceChange {
  priceCents: number
  reason: 'listed' | 'reduced' | 'increased'
  changedAt: Date
}

export interface Timeline {
  status: ListingStatus
  listedAt: Date
  soldAt: Date | null
  /** When the listing stopped being live (sold, withdrawn, removed); null while live. */
  endedAt: Date | null
  history: PriceChange[]
  originalPriceCents: number
  advertisedPriceCents: number
  floorPriceCents: number
  priceReducedAt: Date | null
}

const expDays = (rng: Rng, mean: number) => -mean * Math.log(1 - rng.float())

export function listingDates(
  rng: Rng,
  asOf: Date,
  status: ListingStatus,
): Pick<Timeline, 'listedAt' | 'soldAt' | 'endedAt'> {
  const at = (days: number) => daysBefore(asOf, days + rng.float())
  switch (status) {
    case 'coming_soon':
      return { listedAt: at(rng.range(0, 21)), soldAt: null, endedAt: null }
    case 'available':
      return { listedAt: at(Math.min(700, expDays(rng, 95))), soldAt: null, endedAt: null }
    case 'sold': {
      const listedDaysAgo = rng.range(20, 420)
      const onMarket = Math.min(listedDaysAgo - 1, 5 + expDays(rng, 45))
      return {
        listedAt: at(listedDaysAgo),
        soldAt: at(listedDaysAgo - onMarket),
        endedAt: at(listedDaysAgo - onMarket),
      }
    }
    default: {
      const listedDaysAgo = rng.range(30, 600)
      const onMarket = Math.min(listedDaysAgo - 1, 14 + expDays(rng, 80))
      return { listedAt: at(listedDaysAgo), soldAt: null, endedAt: at(listedDaysAgo - onMarket) }
    }
  }
}

/**
 * Price path from a first asking price: on average one reduction per ~200 days live, each 3-10%;
 * now and then a bump after a market move that a later cut more than undoes.
 */
export function priceHistory(
  rng: Rng,
  firstAskCents: number,
  listedAt: Date,
  endAt: Date,
  comingSoon: boolean,
): PriceChange[] {
  const first = roundPriceCents(firstAskCents, rng.chance(0.35))
  const history: PriceChange[] = [{ priceCents: first, reason: 'listed', changedAt: listedAt }]
  if (comingSoon) return history
  const liveDays = (endAt.getTime() - listedAt.getTime()) / DAY_MS
  let changes = 0
  let budget = liveDays / 200
  while (budget > 0 && changes < 4) {
    if (rng.float() < Math.min(0.9, budget)) changes++
    budget -= 1
  }
  if (changes === 0) return history
  const times = Array.from(
    { length: changes },
    () => listedAt.getTime() + rng.range(0.1, 1) * (endAt.getTime() - listedAt.getTime()),
  )
    .sort((a, b) => a - b)
    .map((t) => new Date(Math.round(t)))
  let price = first
  const bumpFirst = changes >= 2 && rng.chance(0.12)
  for (const [i, changedAt] of times.entries()) {
    const up = bumpFirst && i === 0
    const factor = up ? 1 + rng.range(0.02, 0.05) : 1 - rng.range(0.03, 0.1)
    const next = roundPriceCents(price * factor, false)
    if (next === price) continue
    // The first asking price stays the highest: the original price a buyer sees struck through.
    if (next > first) continue
    history.push({ priceCents: next, reason: next > price ? 'increased' : 'reduced', changedAt })
    price = next
  }
  return history
}

export function buildTimeline(
  rng: Rng,
  asOf: Date,
  status: ListingStatus,
  firstAskAt: (listedAt: Date) => number,
): Timeline {
  const dates = listingDates(rng, asOf, status)
  const end = dates.endedAt ?? asOf
  const history = priceHistory(
    rng,
    firstAskAt(dates.listedAt),
    dates.listedAt,
    end,
    status === 'coming_soon',
  )
  const last = history[history.length - 1]
  const advertised = last.priceCents
  // The seller's floor for offers sits 5-16% under the asking price.
  const floor = Math.min(
    advertised - 100,
    roundPriceCents(advertised * rng.range(0.84, 0.95), false),
  )
  return {
    status,
    ...dates,
    history,
    originalPriceCents: history[0].priceCents,
    advertisedPriceCents: advertised,
    floorPriceCents: Math.max(100, floor),
    priceReducedAt: last.reason === 'reduced' ? last.changedAt : null,
  }
}

export const pickStatus = (rng: Rng): ListingStatus => weighted(rng, STATUS_MIX)
