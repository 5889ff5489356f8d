import type { Resolvers } from '../__generated__/resolvers-types'
import {
  getSitemapSummary,
  listLandingCombinations,
  listSitemapListings,
} from '../../services/sitemap/list-sitemap-entries'

export const sitemapResolvers: Resolvers = {
  Query: {
    sitemapSummary: (_p, _a, ctx) => getSitemapSummary(ctx),
    sitemapListings: (_p, args, ctx) => listSitemapListings(ctx, args),
    sitemapLandings: (_p, _a, ctx) => listLandingCombinations(ctx),
  },
}
