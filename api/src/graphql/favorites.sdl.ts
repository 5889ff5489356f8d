export const schema = /* GraphQL */ `
  "Spec §4 favorites filter."
  enum FavoriteFilter {
    all
    available
    expired
  }

  type FavoriteCounts {
    all: Int!
    available: Int!
    expired: Int!
  }

  type Favorite {
    listingId: Int!
    savedAt: DateTime!
    "Advertised price when it was favorited."
    priceAtSaveCents: Float!
    currentPriceCents: Float!
    "How much the price fell since it was favorited; null when it did not."
    priceDropCents: Float
    "Available or coming soon; false when sold, no longer available or removed (expired)."
    isAvailable: Boolean!
    listing: ListingCard!
  }

  type FavoritesPage {
    filter: FavoriteFilter!
    items: [Favorite!]!
    counts: FavoriteCounts!
  }

  type FavoriteResult {
    favorite: Favorite
    counts: FavoriteCounts!
    "addFavorite: it was already a favorite (nothing changed)."
    unchanged: Boolean!
  }

  type RemoveFavoriteResult {
    listingId: Int!
    "False when there was no such favorite (removing twice is not an error)."
    removed: Boolean!
    "Until when undoRemoveFavorite restores it."
    undoUntil: DateTime
    counts: FavoriteCounts!
  }

  type RemoveAllFavoritesResult {
    removedCount: Int!
    counts: FavoriteCounts!
  }

  extend type Query {
    "The signed-in user's favorites, newest first."
    favorites(filter: FavoriteFilter = all): FavoritesPage! @requireAuth
    "Ids of the favorited listings (to fill the heart on listing cards)."
    favoriteListingIds: [Int!]! @requireAuth
  }

  extend type Mutation {
    "Idempotent: favoriting again keeps the original date and price."
    addFavorite(listingId: Int!): FavoriteResult! @requireAuth
    removeFavorite(listingId: Int!): RemoveFavoriteResult! @requireAuth
    "Restores a removal (within a day) with its original date and price."
    undoRemoveFavorite(listingId: Int!): FavoriteResult! @requireAuth
    removeAllFavorites: RemoveAllFavoritesResult! @requireAuth
  }
`
