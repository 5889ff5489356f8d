import { isPublicStatus } from '@ironyard/contract'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AppDeps, CurrentUser, Locale } from '../../context'
import { favorites, listings } from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import { rememberUserLocale } from '../profile/remember-locale'
import { requireUserId } from '../profile/require-user'
import {
  countFavorites,
  loadFavoriteViews,
  type FavoriteCounts,
  type FavoriteView,
} from './favorite-views'
import { listingIdSchema, MAX_FAVORITES } from './favorites.schema'

export interface FavoriteChange {
  favorite: FavoriteView | null
  counts: FavoriteCounts
  /** Add: it was a favorite already (nothing changed). Remove: there was nothing to remove. */
  unchanged: boolean
}

type Deps = Pick<AppDeps, 'database' | 'env' | 'now'>

/**
 * Favorite a listing from any card or page. Idempotent: favoriting again keeps the original date
 * and price (the price drop is told against them). Removed listings cannot be favorited.
 */
export async function addFavorite(
  deps: Deps,
  currentUser: Pick<CurrentUser, 'id'> | null,
  rawListingId: unknown,
  locale: Locale,
): Promise<FavoriteChange> {
  const userId = requireUserId(currentUser)
  const listingId = parseOrThrow(listingIdSchema, rawListingId, locale)
  const now = deps.now()
  const unchanged = await deps.database.db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ price: listings.advertisedPriceCents, status: listings.status })
      .from(listings)
      .where(eq(listings.id, listingId))
    if (!listing || !isPublicStatus(listing.status))
      throw new AppError('NOT_FOUND', { messageKey: 'errors:notFound.listing' })
    const [active] = await tx
      .select({ listingId: favorites.listingId })
      .from(favorites)
      .where(
        and(
          eq(favorites.userId, userId),
          eq(favorites.listingId, listingId),
          isNull(favorites.removedAt),
        ),
      )
    if (active) return true
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), isNull(favorites.removedAt)))
    if (n >= MAX_FAVORITES) {
      throw new AppError('CONFLICT', {
        messageKey: 'errors:conflict.favoritesLimit',
        vars: { max: MAX_FAVORITES },
      })
    }
    // A favorite removed earlier starts over: a new date and today's price.
    await tx
      .insert(favorites)
      .values({ userId, listingId, priceCentsAtSave: listing.price, savedAt: now })
      .onConflictDoUpdate({
        target: [favorites.userId, favorites.listingId],
        set: {
          priceCentsAtSave: sql`CASE WHEN ${favorites.removedAt} IS NULL THEN ${favorites.priceCentsAtSave} ELSE excluded.price_cents_at_save END`,
          savedAt: sql`CASE WHEN ${favorites.removedAt} IS NULL THEN ${favorites.savedAt} ELSE excluded.saved_at END`,
          removedAt: null,
        },
      })
    await rememberUserLocale(tx, userId, locale, now)
    return false
  })
  const [favorite] = await loadFavoriteViews(deps, userId, {
    filter: 'all',
    locale,
    listingIds: [listingId],
  })
  return {
    favorite: favorite ?? null,
    counts: await countFavorites(deps.database, userId),
    unchanged,
  }
}
