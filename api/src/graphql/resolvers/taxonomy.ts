import type { Resolvers } from '../__generated__/resolvers-types'
import { getTaxonomyFacets } from '../../services/taxonomy/get-taxonomy-facets'
import { getTaxonomyStats } from '../../services/taxonomy/get-taxonomy-stats'
import { searchTaxonomyModels } from '../../services/taxonomy/search-taxonomy-models'

export const taxonomyResolvers: Resolvers = {
  Query: {
    taxonomyModels: (_p, args, ctx) => searchTaxonomyModels(ctx.database, args.input, ctx.locale),
    taxonomyStats: (_p, _a, ctx) => getTaxonomyStats(ctx.database),
    taxonomyFacets: (_p, args, ctx) => getTaxonomyFacets(ctx.database, args.input, ctx.locale),
  },
}
