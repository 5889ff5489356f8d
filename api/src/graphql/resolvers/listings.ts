import type { Resolvers } from '../__generated__/resolvers-types'
import { getFeaturedVideoListing } from '../../services/listings/get-featured-video-listing'
import { getListingByStockNumber } from '../../services/listings/get-listing'
import { getListingPreview } from '../../services/listings/get-listing-preview'
import { listingActorOf } from '../../services/listing-admin/listing-scope'
import { listSimilarListings } from '../../services/listings/list-similar-listings'

export const listingResolvers: Resolvers = {
  Query: {
    listing: (_p, { stockNumber }, ctx) => getListingByStockNumber(ctx, stockNumber, ctx.locale),
    // The console's preview (issue 36): any state, in the caller's scope; the directive has
    // admitted admins and partner members only.
    listingPreview: (_p, { stockNumber }, ctx) =>
      getListingPreview(ctx, listingActorOf(ctx.currentUser), stockNumber, ctx.locale),
    featuredVideoListing: (_p, _a, ctx) => getFeaturedVideoListing(ctx, ctx.locale),
    similarListings: (_p, args, ctx) => listSimilarListings(ctx, args, ctx.locale),
  },
}
