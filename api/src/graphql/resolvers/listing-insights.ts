import type { DealRating } from '@ironyard/contract/deal-rating'
import type { Resolvers } from '../__generated__/resolvers-types'
import type { Database } from '../../db/client'
import { AppError } from '../../lib/errors'
import { getAllInCost } from '../../services/listing-insights/all-in-cost'
import {
  listComparableSales,
  type ComparableSalesView,
} from '../../services/listing-insights/comparable-sales'
import { loadInsightRow, type InsightRow } from '../../services/listing-insights/insight-row'

/** One read of the listing's row, and one of its comparables, for all of a listing's fields. */
const rows = new WeakMap<object, Promise<InsightRow | undefined>>()
const comparables = new WeakMap<object, Promise<ComparableSalesView | null>>()

function rowOf(parent: { id: number }, database: Database) {
  let p = rows.get(parent)
  if (!p) rows.set(parent, (p = loadInsightRow(database, parent.id)))
  return p
}

function comparablesOf(parent: { id: number }, database: Database) {
  let p = comparables.get(parent)
  if (!p) {
    p = rowOf(parent, database).then((row) => (row ? listComparableSales(database, row) : null))
    comparables.set(parent, p)
  }
  return p
}

export const listingInsightsResolvers: Resolvers = {
  Listing: {
    dealRating: async (parent, _a, ctx) =>
      ((await rowOf(parent, ctx.database))?.rating as DealRating | null) ?? null,
    dealBasis: async (parent, _a, ctx) => {
      const row = await rowOf(parent, ctx.database)
      if (!row?.rating || row.value === null || row.rated_at === null) return null
      return {
        marketValueCents: Number(row.value),
        comparableCount: row.basis ?? 0,
        ratedAt: new Date(row.rated_at),
      }
    },
    comparableSales: async (parent, _a, ctx) =>
      (await comparablesOf(parent, ctx.database))?.sales ?? [],
    comparableSalesSummary: async (parent, _a, ctx) => {
      const view = await comparablesOf(parent, ctx.database)
      return {
        basis: view?.basis ?? 'model',
        count: view?.count ?? 0,
        medianCents: view?.medianCents ?? null,
        percentFromMedian: view?.percentFromMedian ?? null,
      }
    },
    allInCost: async (parent, { zip }, ctx) => {
      const row = await rowOf(parent, ctx.database)
      const cost = row ? await getAllInCost(ctx.database, row, zip, ctx.locale) : null
      if (!cost) throw new AppError('NOT_FOUND', { messageKey: 'errors:notFound.listing' })
      return cost
    },
  },
}
