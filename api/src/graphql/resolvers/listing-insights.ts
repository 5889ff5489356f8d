import { MAX_COMPARABLE_SALES } from '@ironyard/contract/deal-rating'
import type { Resolvers } from '../__generated__/resolvers-types'
import type { Database } from '../../db/client'
import { AppError } from '../../lib/errors'
import { getAllInCost } from '../../services/listing-insights/all-in-cost'
import { loadInsightRow, type InsightRow } from '../../services/listing-insights/insight-row'
import type { ListingValuation } from '../../services/valuation/value-from-sales'
import { valueListing } from '../../services/valuation/value-listing'

/**
 * One read of the listing's row and one valuation for all of a listing's fields: the deal rating,
 * its basis and the comparable sales read the same object (issue 37), so they cannot disagree.
 */
const rows = new WeakMap<object, Promise<InsightRow | undefined>>()
const valuations = new WeakMap<object, Promise<ListingValuation | undefined>>()

function rowOf(parent: { id: number }, database: Database) {
  let p = rows.get(parent)
  if (!p) rows.set(parent, (p = loadInsightRow(database, parent.id)))
  return p
}

function valuationOf(parent: { id: number }, database: Database) {
  let p = valuations.get(parent)
  if (!p) valuations.set(parent, (p = valueListing(database, parent.id)))
  return p
}

export const listingInsightsResolvers: Resolvers = {
  Listing: {
    dealRating: async (parent, _a, ctx) =>
      (await valuationOf(parent, ctx.database))?.rating ?? null,
    dealBasis: async (parent, _a, ctx) => {
      const v = await valuationOf(parent, ctx.database)
      if (!v?.rating || v.estimate === null) return null
      return { marketValueCents: v.estimate, comparableCount: v.sampleSize, ratedAt: v.asOf }
    },
    comparableSales: async (parent, _a, ctx) =>
      ((await valuationOf(parent, ctx.database))?.comparables ?? [])
        .slice(0, MAX_COMPARABLE_SALES)
        .map((s) => ({
          soldOn: s.soldOn,
          priceCents: s.priceCents,
          year: s.year,
          hours: s.hours,
          miles: s.miles,
          state: s.state,
          model: s.model,
          channel: s.channel,
        })),
    comparableSalesSummary: async (parent, _a, ctx) => {
      const v = await valuationOf(parent, ctx.database)
      return {
        basis: v?.method ?? 'model',
        status: v?.status ?? 'too_few',
        windowMonths: v?.windowMonths ?? 0,
        count: v?.sampleSize ?? 0,
        medianCents: v?.median ?? null,
        percentFromMedian: v?.percentFromMedian ?? null,
        marketValueCents: v?.rating ? v.estimate : null,
        percentFromMarketValue: v?.percentFromEstimate ?? null,
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
