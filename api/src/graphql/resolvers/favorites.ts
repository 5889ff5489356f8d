import type { Resolvers } from '../__generated__/resolvers-types'
import { addFavorite } from '../../services/favorites/add-favorite'
import { listFavoriteListingIds, listFavorites } from '../../services/favorites/list-favorites'
import { removeAllFavorites, removeFavorite } from '../../services/favorites/remove-favorite'
import { undoRemoveFavorite } from '../../services/favorites/undo-remove-favorite'

export const favoriteResolvers: Resolvers = {
  Query: {
    favorites: (_p, { filter }, ctx) => listFavorites(ctx, ctx.currentUser, filter, ctx.locale),
    favoriteListingIds: (_p, _a, ctx) => listFavoriteListingIds(ctx, ctx.currentUser),
  },
  Mutation: {
    addFavorite: (_p, { listingId }, ctx) =>
      addFavorite(ctx, ctx.currentUser, listingId, ctx.locale),
    removeFavorite: (_p, { listingId }, ctx) =>
      removeFavorite(ctx, ctx.currentUser, listingId, ctx.locale),
    undoRemoveFavorite: (_p, { listingId }, ctx) =>
      undoRemoveFavorite(ctx, ctx.currentUser, listingId, ctx.locale),
    removeAllFavorites: (_p, _a, ctx) => removeAllFavorites(ctx, ctx.currentUser),
  },
}
