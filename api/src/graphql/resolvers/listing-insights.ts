import { sql } from 'drizzle-orm'
import type { Resolvers } from '../__generated__/resolvers-types'
import { AppError } from '../../lib/errors'
import { getAllInCost } from '../../services/listing-insights/all-in-cost'
import {
  listComparableSales,
  type ComparableSalesView,
} from '../../services/listing-insights/comparable-sales'
import type { DealRating } from '@ironyard/contract/deal-rating'

/** comparableSales and comparableSalesSummary of one listing share one read. */
const comparables = new WeakMap<object, Promise<ComparableSalesView | null>>()
const deals = new WeakMap<object, Promise<DealRow | undefined>>()

interface DealRow {
  rating: DealRating | null
  value: number | null
  basis: number | null
  rated_at: string | Date | null
}

export const listingInsightsResolvers: Resolvers = {
  Listing: {
    dealRating: async (parent, _a, ctx) => (await dealOf(parent, ctx))?.rating ?? null,
    dealBasis: async (parent, _a, ctx) => {
      const row = await dealOf(parent, ctx)
      if (!row?.rating || row.value === null || row.rated_at === null) return null
      return {
        marketValueCents: Number(row.value),
        comparableCount: row.basis ?? 0,
        ratedAt: new Date(row.rated_at),
      }
    },
    comparableSales: async (parent, _a, ctx) => (await comparablesOf(parent, ctx))?.sales ?? [],
    comparableSalesSummary: async (parent, _a, ctx) => {
      const view = await comparablesOf(parent, ctx)
      return {
        basis: view?.basis ?? 'model',
        count: view?.count ?? 0,
        medianCents: view?.medianCents ?? null,
        percentFromMedian: view?.percentFromMedian ?? null,
      }
    },
    allInCost: async (parent, { zip }, ctx) => {
      const cost = await getAllInCost(ctx.database, parent.id, zip, ctx.locale)
      if (!cost) throw new AppError('NOT_FOUND', { messageKey: 'errors:notFound.listing' })
      return cost
    },
  },
}

function comparablesOf(
  parent: { id: number },
  ctx: { database: Parameters<typeof listComparableSales>[0] },
) {
  let p = comparables.get(parent)
  if (!p) {
    p = listComparableSales(ctx.database, parent.id)
    comparables.set(parent, p)
  }
  return p
}

function dealOf(
  parent: { id: number },
  ctx: { database: Parameters<typeof listComparableSales>[0] },
) {
  let p = deals.get(parent)
  if (!p) {
    p = ctx.database
      .rows<DealRow>(
        sql`SELECT deal_rating AS rating, market_value_cents::float8 AS value,
                   deal_basis_count AS basis, deal_rated_at AS rated_at
            FROM listings WHERE id = ${parent.id}`,
      )
      .then((rows) => rows[0])
    deals.set(parent, p)
  }
  return p
}
