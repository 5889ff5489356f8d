import type { Resolvers } from '../__generated__/resolvers-types'
import { getBrandPremiums } from '../../services/market-intelligence/get-brand-premiums'
import { getPriceTrends } from '../../services/market-intelligence/get-price-trends'
import { getSupplyByLocation } from '../../services/market-intelligence/get-supply-by-location'

export const marketIntelligenceResolvers: Resolvers = {
  Query: {
    priceTrends: (_p, { input }, ctx) => getPriceTrends(ctx, ctx.currentUser, input, ctx.locale),
    brandPremiums: (_p, { category }, ctx) =>
      getBrandPremiums(ctx, ctx.currentUser, { category }, ctx.locale),
    supplyByLocation: (_p, { category, make }, ctx) =>
      getSupplyByLocation(ctx, ctx.currentUser, { category, make }, ctx.locale),
  },
}
