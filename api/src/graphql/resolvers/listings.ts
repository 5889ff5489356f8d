import type { Resolvers } from '../__generated__/resolvers-types'
import { getFeaturedVideoListing } from '../../services/listings/get-featured-video-listing'
import { getListingByStockNumber } from '../../services/listings/get-listing'
import { listSimilarListings } from '../../services/listings/list-similar-listings'

export const listingResolvers: Resolvers = {
  Query: {
    listing: (_p, { stockNumber }, ctx) => getListingByStockNumber(ctx, stockNumber, ctx.locale),
    featuredVideoListing: (_p, _a, ctx) => getFeaturedVideoListing(ctx, ctx.locale),
    similarListings: (_p, args, ctx) => listSimilarListings(ctx, args, ctx.locale),
  },
}
