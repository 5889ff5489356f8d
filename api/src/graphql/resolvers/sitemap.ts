import type { Resolvers } from '../__generated__/resolvers-types'
import { getLandingCity } from '../../services/sitemap/get-landing-city'
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
    landingCity: (_p, args, ctx) => getLandingCity(ctx, args),
  },
}
