import type { Resolvers } from '../__generated__/resolvers-types'
import { getSearchSuggestions } from '../../services/search/get-search-suggestions'
import { listPopularSearches } from '../../services/search/list-popular-searches'
import { readSearchQueryView } from '../../services/search/read-search-query'
import { searchListings } from '../../services/search/search-listings'
import { selects } from '../selection'

export const searchResolvers: Resolvers = {
  Query: {
    // The cards' freight only when the operation asks for it (a count or a facet read does not).
    searchListings: (_p, { input }, ctx, info) =>
      searchListings(ctx, input, ctx.locale, ctx.ip, {
        freight: selects(info, ['results', 'freightEstimate']),
      }),
    searchSuggestions: (_p, args, ctx) => getSearchSuggestions(ctx, args, ctx.locale),
    popularSearches: (_p, args, ctx) => listPopularSearches(ctx, args, ctx.locale),
    readSearchQuery: (_p, args, ctx) => readSearchQueryView(ctx, args, ctx.locale),
  },
}
